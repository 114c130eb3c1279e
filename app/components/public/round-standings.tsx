import type { ReactNode } from "react";
import { rankLabel } from "~/domain/standings";
import { useTranslation } from "~/i18n/translation";
import type { MadeRound } from "~/models/formats/round-play.server";
import type { PairLeaderRow, PublicRounds, SwissRow } from "~/models/public/public-rounds.server";
import { MatchStatusBadge } from "./match-status";
import { ColumnHeading } from "~/components/column-heading";

/** "+7", "0", "-3", left to right whatever the page's direction. */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** Halves as a scoreboard writes them: 2.5, not 2.500000. */
const half = (value: number) => String(Math.round(value * 2) / 2);

type Links = { team: (teamId: number) => string; match: (matchId: number) => string };

/** A column of the table after the entrant's name: its heading (short and whole) and its cell. */
type Column<Row> = { key: string; short: string; long: string; cell: (row: Row) => ReactNode };

type FrameRow = { id: number; name: string; rank: number; shared: boolean; decidedBy: string | null; withdrawn: boolean };

/**
 * The frame both tables share: rank, the entrant's name (with the rule that
 * decided a tie, and "withdrawn" for one who left), then the columns given,
 * scrolling sideways inside itself on a phone, and the note on the order.
 */
function StandingsFrame<Row extends FrameRow>({
  caption,
  entrant,
  columns,
  rows,
  hasPlayed,
  note,
  links,
}: {
  caption: string;
  entrant: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  hasPlayed: (row: Row) => boolean;
  note: string;
  links: Links;
}) {
  const { t } = useTranslation();
  // Before anyone has played everyone is level: the note says so only once it means something.
  const decided = (row: Row) =>
    row.shared && hasPlayed(row) ? (
      <span className="round-decided">{t("rounds.public.level")}</span>
    ) : row.decidedBy ? (
      <span className="round-decided">{t("rounds.public.decidedBy", { rule: t(`rounds.public.rules.${row.decidedBy}`) })}</span>
    ) : null;
  return (
    <div className="live-card p-0">
      <div className="live-table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className="standings round-standings w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-[#e2e8f0] text-xs uppercase text-[#475569]">
              <ColumnHeading short="#" long={t("rounds.public.rank")} />
              <th scope="col" className="standings-team">
                {entrant}
              </th>
              {columns.map((column) => (
                <ColumnHeading key={column.key} short={column.short} long={column.long} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.withdrawn ? "round-withdrawn" : undefined}>
                <td>
                  <bdi>{rankLabel(row)}</bdi>
                </td>
                <th scope="row" className="standings-team">
                  <a href={links.team(row.id)}>
                    <bdi>{row.name}</bdi>
                  </a>
                  {row.withdrawn ? <span className="round-decided">{t("rounds.public.withdrawn")}</span> : null}
                  {decided(row)}
                </th>
                {columns.map((column) => (
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="px-4 pb-3 pt-2 text-xs text-[#475569]">{note}</p>
    </div>
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
  const short = (key: string) => t(`rounds.public.short.${key}`);
  if (view.format === "swiss") {
    const columns: Column<SwissRow>[] = [
      { key: "points", short: short("points"), long: t("rounds.public.points"), cell: (row) => <strong>{half(row.points)}</strong> },
      { key: "buchholz", short: short("buchholz"), long: t("rounds.tieBreaks.buchholz"), cell: (row) => half(row.buchholz) },
      { key: "medianBuchholz", short: short("medianBuchholz"), long: t("rounds.tieBreaks.medianBuchholz"), cell: (row) => half(row.medianBuchholz) },
      { key: "sonnebornBerger", short: short("sonnebornBerger"), long: t("rounds.tieBreaks.sonnebornBerger"), cell: (row) => half(row.sonnebornBerger) },
    ];
    const note = t("rounds.public.swissOrder", { rules: view.tieBreaks.map((rule) => t(`rounds.tieBreaks.${rule}`)).join(", ") });
    return <StandingsFrame caption={caption} entrant={t("rounds.public.team")} columns={columns} rows={view.standings} hasPlayed={(row) => row.played + row.byes > 0} note={note} links={links} />;
  }
  const columns: Column<PairLeaderRow>[] = [
    { key: "points", short: short("points"), long: t("rounds.public.points"), cell: (row) => <strong>{row.pointsFor}</strong> },
    { key: "won", short: short("won"), long: t("rounds.public.won"), cell: (row) => row.won },
    { key: "difference", short: short("difference"), long: t("rounds.public.difference"), cell: (row) => <bdi dir="ltr">{signed(row.pointsFor - row.pointsAgainst)}</bdi> },
  ];
  return (
    <StandingsFrame
      caption={caption}
      entrant={t("rounds.public.player")}
      columns={columns}
      rows={view.leaderboard}
      hasPlayed={(row) => row.played > 0}
      note={t("rounds.public.pairsOrder")}
      links={links}
    />
  );
}

/** Each round's matches, latest first (ids made unique on a page of several categories by `idPrefix`): the sides (two players, or a team), the score and the status; and who sat out or had the bye. */
export function RoundList({ rounds, swiss, links, idPrefix }: { rounds: readonly MadeRound[]; swiss: boolean; links: Links; idPrefix: string }) {
  const { t } = useTranslation();
  const side = (entrants: MadeRound["matches"][number]["sides"]["home"]) => <bdi>{entrants.map((entrant) => entrant.name).join(" / ")}</bdi>;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {[...rounds].reverse().map((round) => (
        <article key={round.round} className="live-card" aria-labelledby={`${idPrefix}-round-${round.round}`}>
          <h4 id={`${idPrefix}-round-${round.round}`} className="font-bold text-[#0e1726]">
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
