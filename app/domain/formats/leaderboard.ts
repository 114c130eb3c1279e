/**
 * The individual leaderboard of an Americano or Mexicano: every player adds
 * the points of their side in each match (14-18 gives each home player 14
 * and each away player 18). Players are ordered by points, then matches won,
 * then point difference, then their head-to-head (the matches in which the
 * two tied players were on opposite sides: who won more of them); the row
 * says which rule decided a tie. Players nothing separates share a rank.
 */
import { orderTeams } from "../tiebreak";
import type { PairResult } from "./pairs";

export const pairLeaderboardRules = ["points", "wins", "pointDifference", "headToHead"] as const;
export type PairLeaderboardRule = (typeof pairLeaderboardRules)[number];

export type PairStanding = {
  playerId: number;
  rank: number;
  /** Nothing separated this player from the next or previous one. */
  shared: boolean;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  /** The rule that last split a tie this player was part of (wins, point difference or head-to-head); null when points alone placed them. */
  decidedBy: Exclude<PairLeaderboardRule, "points"> | null;
};

type Tally = Omit<PairStanding, "playerId" | "rank" | "shared" | "decidedBy">;

/** Rows in leaderboard order; players level on everything keep the order they are given in. */
export function pairLeaderboard(players: readonly number[], results: readonly PairResult[]): PairStanding[] {
  const tallies = new Map<number, Tally>(players.map((id) => [id, { played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, pointsAgainst: 0 }]));
  for (const result of results) {
    const sides = [
      [result.home, result.homePoints, result.awayPoints],
      [result.away, result.awayPoints, result.homePoints],
    ] as const;
    for (const [pair, scored, conceded] of sides) {
      for (const id of pair) {
        const tally = tallies.get(id);
        if (!tally) continue;
        tally.played++;
        tally.pointsFor += scored;
        tally.pointsAgainst += conceded;
        if (scored > conceded) tally.won++;
        else if (scored < conceded) tally.lost++;
        else tally.drawn++;
      }
    }
  }
  const measure = (rule: PairLeaderboardRule | "lots", tied: readonly number[]): ReadonlyMap<number, number> | null => {
    const tally = (id: number) => tallies.get(id)!;
    switch (rule) {
      case "points":
        return new Map(tied.map((id) => [id, tally(id).pointsFor]));
      case "wins":
        return new Map(tied.map((id) => [id, tally(id).won]));
      case "pointDifference":
        return new Map(tied.map((id) => [id, tally(id).pointsFor - tally(id).pointsAgainst]));
      case "headToHead": {
        if (tied.length !== 2) return null;
        const [a, b] = tied as [number, number];
        const wins = new Map([
          [a, 0],
          [b, 0],
        ]);
        for (const r of results) {
          const aHome = r.home.includes(a) && r.away.includes(b);
          const aAway = r.away.includes(a) && r.home.includes(b);
          if (!aHome && !aAway) continue;
          const homeWon = r.homePoints > r.awayPoints;
          const awayWon = r.awayPoints > r.homePoints;
          if ((aHome && homeWon) || (aAway && awayWon)) wins.set(a, wins.get(a)! + 1);
          if ((aHome && awayWon) || (aAway && homeWon)) wins.set(b, wins.get(b)! + 1);
        }
        return wins;
      }
      default:
        return null;
    }
  };
  const rows: PairStanding[] = [];
  for (const block of orderTeams<PairLeaderboardRule>(players, pairLeaderboardRules, measure)) {
    const rank = rows.length + 1;
    const decidedBy = block.decidedBy === "points" || block.decidedBy === "lots" ? null : block.decidedBy;
    for (const playerId of block.teamIds) rows.push({ playerId, rank, shared: block.teamIds.length > 1, ...tallies.get(playerId)!, decidedBy });
  }
  return rows;
}
