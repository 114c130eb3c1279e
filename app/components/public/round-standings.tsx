import { rankLabel } from "~/domain/standings";
import { useTranslation } from "~/i18n/translation";
import type { MadeRound } from "~/models/formats/round-play.server";
import type { PublicRounds } from "~/models/public/public-rounds.server";
import { MatchStatusBadge } from "./match-status";

/** "+7", "0", "-3", left to right whatever the page's direction. */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** Halves as a scoreboard writes them: 2.5, not 2.500000. */
const half = (value: number) => String(Math.round(value * 2) / 2);

type Links = { team: (teamId: number) => string; match: (matchId: number) => string };

/** A column heading: short on screen, whole for screen readers and on hover. */
function Heading({ short, long }: { short: string; long: string }) {
  return (
    <th scope="col" title={long}>
      <span aria-hidden="true" dir="auto">
        {short}
      </span>
      <span className="sr-only">{long}</span>
    </th>
  );
}

/**
 * The table of a category played in rounds: Americano's and Mexicano's
 * individual leaderboard (points, wins, point difference), or the Swiss
 * standings (points, Buchholz, median Buchholz, Sonneborn-Berger); each tied
 * row names the rule that decided it.
 */
export function RoundStandings({ view, caption, links }: { view: PublicRounds; caption: string; links: Links }) {
  const { t } = useTranslation();
  // Before anyone has played everyone is level: the note says so only once it means something.
  const decided = (rule: string | null, shared: boolean, played: boolean) =>
    shared && played ? (
      <span className="round-decided">{t("rounds.public.level")}</span>
    ) : rule ? (
      <span className="round-decided">{t("rounds.public.decidedBy", { rule: t(`rounds.public.rules.${rule}`) })}</span>
    ) : null;
  const name = (id: number, text: string) => (
    <a href={links.team(id)}>
      <bdi>{text}</bdi>
    </a>
  );
  return (
    <div className="live-card p-0">
      <div className="live-table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="standings round-standings w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          {view.format === "swiss" ? (
            <>
              <thead>
                <tr className="border-b border-[#e2e8f0] text-xs uppercase text-[#475569]">
                  <Heading short="#" long={t("rounds.public.rank")} />
                  <th scope="col" className="standings-team">
                    {t("rounds.public.team")}
                  </th>
                  <Heading short={t("rounds.public.short.points")} long={t("rounds.public.points")} />
                  <Heading short={t("rounds.public.short.buchholz")} long={t("rounds.tieBreaks.buchholz")} />
                  <Heading short={t("rounds.public.short.medianBuchholz")} long={t("rounds.tieBreaks.medianBuchholz")} />
                  <Heading short={t("rounds.public.short.sonnebornBerger")} long={t("rounds.tieBreaks.sonnebornBerger")} />
                </tr>
              </thead>
              <tbody>
                {view.standings.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <bdi>{rankLabel(row)}</bdi>
                    </td>
                    <th scope="row" className="standings-team">
                      {name(row.id, row.name)}
                      {decided(row.decidedBy, row.shared, row.played + row.byes > 0)}
                    </th>
                    <td>
                      <strong>{half(row.points)}</strong>
                    </td>
                    <td>{half(row.buchholz)}</td>
                    <td>{half(row.medianBuchholz)}</td>
                    <td>{half(row.sonnebornBerger)}</td>
                  </tr>
                ))}
              </tbody>
            </>
          ) : (
            <>
              <thead>
                <tr className="border-b border-[#e2e8f0] text-xs uppercase text-[#475569]">
                  <Heading short="#" long={t("rounds.public.rank")} />
                  <th scope="col" className="standings-team">
                    {t("rounds.public.player")}
                  </th>
                  <Heading short={t("rounds.public.short.points")} long={t("rounds.public.points")} />
                  <Heading short={t("rounds.public.short.won")} long={t("rounds.public.won")} />
                  <Heading short={t("rounds.public.short.difference")} long={t("rounds.public.difference")} />
                </tr>
              </thead>
              <tbody>
                {view.leaderboard.map((row) => (
                  <tr key={row.id}>
                    <td>
                      <bdi>{rankLabel(row)}</bdi>
                    </td>
                    <th scope="row" className="standings-team">
                      {name(row.id, row.name)}
                      {decided(row.decidedBy, row.shared, row.played > 0)}
                    </th>
                    <td>
                      <strong>{row.pointsFor}</strong>
                    </td>
                    <td>{row.won}</td>
                    <td dir="ltr">{signed(row.pointsFor - row.pointsAgainst)}</td>
                  </tr>
                ))}
              </tbody>
            </>
          )}
        </table>
      </div>
      <p className="px-4 pb-3 pt-2 text-xs text-[#475569]">
        {view.format === "swiss" ? t("rounds.public.swissOrder", { rules: view.tieBreaks.map((rule) => t(`rounds.tieBreaks.${rule}`)).join(", ") }) : t("rounds.public.pairsOrder")}
      </p>
    </div>
  );
}

/** Each round's matches, latest first: the sides (two players, or a team), the score and the status; and who sat out or had the bye. */
export function RoundList({ rounds, swiss, links }: { rounds: readonly MadeRound[]; swiss: boolean; links: Links }) {
  const { t } = useTranslation();
  const side = (entrants: MadeRound["matches"][number]["sides"]["home"]) => <bdi>{entrants.map((entrant) => entrant.name).join(" / ")}</bdi>;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {[...rounds].reverse().map((round) => (
        <article key={round.round} className="live-card" aria-labelledby={`round-title-${round.round}`}>
          <h4 id={`round-title-${round.round}`} className="font-bold text-[#0e1726]">
            {t("rounds.made.round", { round: round.round })}
          </h4>
          <ul className="mt-2 divide-y divide-[#e2e8f0]">
            {round.matches.map((match) => (
              <li key={match.id} className="py-2">
                <a href={links.match(match.id)} className="round-match">
                  <span className="round-match-sides">
                    {side(match.sides.home)} <span className="text-[#475569]">{t("rounds.made.versus")}</span> {side(match.sides.away)}
                  </span>
                  <span className="round-match-score">
                    {match.homeScore !== null && match.awayScore !== null ? (
                      <strong dir="ltr">
                        {match.homeScore}-{match.awayScore}
                      </strong>
                    ) : null}
                    <MatchStatusBadge status={match.status} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {round.byes.length ? <p className="mt-2 text-sm text-[#475569]">{t(swiss ? "rounds.made.bye" : "rounds.made.sittingOut", { names: round.byes.map((bye) => bye.name).join(", ") })}</p> : null}
        </article>
      ))}
    </div>
  );
}
