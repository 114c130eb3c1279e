import { useTranslation } from "~/i18n/translation";
import type { MatchSummary } from "~/models/public/public-matches.server";

/**
 * What the desk made of a match still to start (docs/design.md §7.12): "Called
 * to Court 3" once it is called, or beside its planned time when it is now
 * expected later ("about 14:35, running 25 min late", decision 0073). Written
 * on the server, so a page without JavaScript says the same.
 */
export function MatchCallNote({ match }: { match: Pick<MatchSummary, "calledTo" | "expected"> }) {
  const { t } = useTranslation();
  if (match.calledTo) return <span className="match-called">{t("calls.calledTo", { court: match.calledTo })}</span>;
  if (!match.expected) return null;
  return (
    <span className="match-expected" data-expected={match.expected.at.iso}>
      {t("calls.expected", { time: match.expected.at.time, count: match.expected.lateMinutes })}
    </span>
  );
}
