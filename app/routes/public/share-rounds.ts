import { rankLabel } from "~/domain/standings";
import type { PublicRounds } from "~/models/public/public-rounds.server";
import { CARD_ROWS_ALONE, type CardGroup } from "~/utils/share-card";

/**
 * The share card's table for a category played in rounds: the top of
 * Americano's or Mexicano's leaderboard (each player's points) or of the
 * Swiss standings (points, halves as 2.5), one table under `title`.
 */
export function roundsCardGroup(view: PublicRounds, title: string): CardGroup {
  const rows = view.format === "swiss" ? view.standings.map((row) => ({ row, points: row.points })) : view.leaderboard.map((row) => ({ row, points: row.pointsFor }));
  return {
    name: title,
    rows: rows.slice(0, CARD_ROWS_ALONE).map(({ row, points }) => ({
      rank: rankLabel(row),
      team: row.name,
      played: row.played,
      won: row.won,
      lost: row.lost,
      points,
      qualifying: false,
    })),
  };
}
