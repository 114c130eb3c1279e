import { clockText } from "~/domain/match-clock";
import { useTranslation } from "~/i18n/translation";
import type { MatchSummary } from "~/models/public/public-matches.server";

/**
 * A goals game's match clock on a spectator's page: the half and the time
 * played. A running clock carries what it runs from (`data-clock-since`, the
 * time played before it, the half's length), and the page's script runs it
 * each second (spectator-script.tsx); read without JavaScript it says since
 * when it runs. A stopped clock says its time as it stands.
 */
export function MatchClockLabel({ match }: { match: Pick<MatchSummary, "live" | "clockSince"> }) {
  const { t } = useTranslation();
  const clock = match.live?.clock;
  if (!clock || clock.phase === "before") return null;
  if (clock.phase === "halfTime") return <span className="match-clock">{t("live.match.clock.halfTime")}</span>;
  return (
    <span className="match-clock">
      {t("live.match.clock.half", { half: clock.half })}
      {" · "}
      {clock.phase === "running" && clock.runningSince !== null ? (
        <span className="tabular-nums" data-clock-since={clock.runningSince} data-clock-played={clock.playedMs} data-clock-limit={clock.halfMinutes * 60_000}>
          {t("live.match.clock.since", { time: match.clockSince ?? "" })}
        </span>
      ) : (
        <span className="tabular-nums">{`${clockText(clock.playedMs)} (${t("live.match.clock.paused")})`}</span>
      )}
    </span>
  );
}
