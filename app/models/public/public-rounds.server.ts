import { pairLeaderboard, type PairStanding } from "~/domain/formats/leaderboard";
import type { SwissStanding, SwissTieBreak } from "~/domain/formats/swiss";
import { swissStandings } from "~/domain/formats/swiss";
import { findRoundCategory, madeRounds, pairResultsOf, swissHistoryOf, tableEntrants, type MadeRound } from "../formats/round-play.server";

/** A row of Americano's or Mexicano's individual leaderboard (each player adds the points of their side): the domain's standing, named. */
export type PairLeaderRow = Omit<PairStanding, "playerId"> & { id: number; name: string; withdrawn: boolean };

/** A row of the Swiss standings: the domain's standing, named. */
export type SwissRow = Omit<SwissStanding, "teamId"> & { id: number; name: string; withdrawn: boolean };

export type PublicRounds =
  { format: "americano" | "mexicano"; total: number; leaderboard: PairLeaderRow[]; rounds: MadeRound[] } | { format: "swiss"; tieBreaks: SwissTieBreak[]; standings: SwissRow[]; rounds: MadeRound[] };

/**
 * What spectators see of a category that plays in rounds: the individual
 * leaderboard (Americano, Mexicano) or the Swiss standings, each row saying
 * which rule decided its tie, and every round's matches. Null for a category
 * of groups or a knockout.
 */
export function publicRounds(categoryId: number): PublicRounds | null {
  const category = findRoundCategory(categoryId);
  if (!category) return null;
  const rounds = madeRounds(categoryId);
  const entrants = tableEntrants(categoryId, rounds);
  const names = new Map(entrants.map((entrant) => [entrant.id, entrant.name]));
  const withdrawn = new Set(entrants.filter((entrant) => entrant.withdrawn).map((entrant) => entrant.id));
  const ids = entrants.map((entrant) => entrant.id);
  if (category.format === "swiss") {
    const { points, tieBreaks, method } = category.swiss;
    const standings = swissStandings(ids, swissHistoryOf(rounds), { points, tieBreaks, method }).map(({ teamId, ...row }) => ({
      id: teamId,
      name: names.get(teamId) ?? "",
      withdrawn: withdrawn.has(teamId),
      ...row,
    }));
    return { format: "swiss", tieBreaks, standings, rounds };
  }
  const leaderboard = pairLeaderboard(ids, pairResultsOf(rounds)).map(({ playerId, ...row }) => ({ id: playerId, name: names.get(playerId) ?? "", withdrawn: withdrawn.has(playerId), ...row }));
  return { format: category.format, total: category.pairs.total, leaderboard, rounds };
}
