import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { PlannedRound } from "~/models/formats/round-making.server";
import type { MadeRound } from "~/models/formats/round-play.server";

/** "Ani / Budi": a side of one team or of two players, kept in its own direction on a right-to-left page. */
const sideText = (names: readonly string[]) => <bdi>{names.join(" / ")}</bdi>;

/** A round of the preview: who partners and meets whom, and who sits out (or has the bye). */
export function PlannedRoundCard({ round, nameOf, swiss }: { round: PlannedRound; nameOf: (id: number) => string; swiss: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="rounded-md border border-black/10 p-3 dark:border-white/10">
      <h4 className="font-semibold">{t("rounds.made.round", { round: round.round })}</h4>
      <ol className="mt-2 space-y-1 text-sm">
        {round.matches.map((match, index) => (
          <li key={index}>
            <span className="text-muted">{t("rounds.made.match", { number: index + 1 })}</span> {sideText(match.home.map(nameOf))} <span className="text-muted">{t("rounds.made.versus")}</span>{" "}
            {sideText(match.away.map(nameOf))}
          </li>
        ))}
      </ol>
      {round.byes.length ? <p className="mt-2 text-sm">{t(swiss ? "rounds.made.bye" : "rounds.made.sittingOut", { names: round.byes.map(nameOf).join(", ") })}</p> : null}
    </article>
  );
}

/** A saved round: its matches with their score and status (each opens the match's result, where staff type or correct it), and its byes. */
export function MadeRoundCard({ round, swiss }: { round: MadeRound; swiss: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="rounded-md border border-black/10 p-3 dark:border-white/10">
      <h3 className="font-semibold">
        {t("rounds.made.round", { round: round.round })}
        {round.drawNumber !== null ? <span className="ms-2 text-sm font-normal text-muted">{t("rounds.made.drawNumber", { number: round.drawNumber })}</span> : null}
      </h3>
      <ol className="mt-2 space-y-2 text-sm">
        {round.matches.map((match) => (
          <li key={match.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link
              to={`/match-progress/matches/${match.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
              aria-label={t("rounds.made.result", { code: match.code })}
            >
              {match.code}
            </Link>
            <span className="min-w-0 break-words">
              {sideText(match.sides.home.map((e) => e.name))} <span className="text-muted">{t("rounds.made.versus")}</span> {sideText(match.sides.away.map((e) => e.name))}
            </span>
            <span className="ms-auto whitespace-nowrap">
              {match.homeScore !== null && match.awayScore !== null ? <strong className="me-2">{`${match.homeScore}-${match.awayScore}`}</strong> : null}
              <span className="text-muted">{t(`live.status.${match.status}`)}</span>
            </span>
          </li>
        ))}
      </ol>
      {round.byes.length ? <p className="mt-2 text-sm">{t(swiss ? "rounds.made.bye" : "rounds.made.sittingOut", { names: round.byes.map((bye) => bye.name).join(", ") })}</p> : null}
    </article>
  );
}
