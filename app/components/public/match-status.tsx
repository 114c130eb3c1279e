import type { MatchStatus } from "#drizzle/schema";
import { useTranslation } from "~/i18n/translation";

const tone: Record<MatchStatus, string> = {
  live: "match-status-live",
  scheduled: "match-status-scheduled",
  finished: "match-status-finished",
  walkover: "match-status-finished",
  retired: "match-status-finished",
  cancelled: "match-status-off",
  postponed: "match-status-off",
};

/** A match's status in words (the colour only repeats it). */
export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`match-status ${tone[status]}`}>
      {status === "live" ? <span className="live-dot" aria-hidden="true" /> : null}
      {t(`live.status.${status}`)}
    </span>
  );
}
