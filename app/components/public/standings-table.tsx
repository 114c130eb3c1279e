import { useTranslation } from "~/i18n/translation";
import type { GroupTable } from "~/models/public/public-standings.server";
import type { ScoreUnit } from "~/models/public/public-categories.server";
import { rankLabel } from "~/domain/standings";
import { ColumnHeading } from "~/components/column-heading";

type Props = {
  group: GroupTable;
  caption: string;
  scoring: "sets" | "goals";
  scoreUnit: ScoreUnit;
  showDraws: boolean;
  teamHref: (teamId: number) => string;
  /** The team whose page this is, highlighted. */
  currentTeamId?: number;
};

/** "+7", "0", "-3"; the cells showing them are left-to-right, so an Arabic page does not print "7+". */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * A group's table: rank, team, played, won, drawn/lost, sets ±, games
 * (points, goals) ± and points. The places that go through are marked by a
 * bar and, for screen readers and the colour-blind, in words.
 */
export function StandingsTable({ group, caption, scoring, scoreUnit, showDraws, teamHref, currentTeamId }: Props) {
  const { t } = useTranslation();
  const header = (short: string, long: string) => <ColumnHeading short={short} long={long} />;
  return (
    <div className="live-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="standings w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-[#e2e8f0] text-xs uppercase text-[#475569]">
            {header("#", t("live.standings.rank"))}
            <th scope="col" className="standings-team">
              {t("live.standings.team")}
            </th>
            {header(t("live.standings.playedShort"), t("live.standings.played"))}
            {header(t("live.standings.wonShort"), t("live.standings.won"))}
            {showDraws ? header(t("live.standings.drawnShort"), t("live.standings.drawn")) : null}
            {header(t("live.standings.lostShort"), t("live.standings.lost"))}
            {scoring === "sets" ? header(t("live.standings.differenceShort.sets"), t("live.standings.difference.sets")) : null}
            {header(t(`live.standings.differenceShort.${scoreUnit}`), t(`live.standings.difference.${scoreUnit}`))}
            {header(t("live.standings.pointsShort"), t("live.standings.points"))}
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row) => (
            <tr key={row.teamId} className={[row.inQualifyingPlace && "standing-qualifying", row.teamId === currentTeamId && "standing-current"].filter(Boolean).join(" ") || undefined}>
              <td>
                <bdi>{rankLabel(row)}</bdi>
                {row.shared ? <span className="sr-only"> ({t("live.standings.shared")})</span> : null}
                {row.inQualifyingPlace && !row.qualified ? <span className="sr-only"> ({t("live.standings.qualifyingPlace")})</span> : null}
              </td>
              <th scope="row" className="standings-team">
                <a href={teamHref(row.teamId)}>
                  <bdi>{row.team}</bdi>
                </a>
                {row.qualified ? <span className="live-badge-qualified ms-2">{t("live.standings.qualified")}</span> : null}
                {row.withdrawn ? <span className="live-badge-withdrawn ms-2">{t("live.standings.withdrawn")}</span> : null}
              </th>
              <td>{row.played}</td>
              <td>{row.won}</td>
              {showDraws ? <td>{row.drawn}</td> : null}
              <td>{row.lost}</td>
              {scoring === "sets" ? <td dir="ltr">{signed(row.setsFor - row.setsAgainst)}</td> : null}
              <td dir="ltr">{signed(row.scoreFor - row.scoreAgainst)}</td>
              <td>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
