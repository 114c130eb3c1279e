import { gameLabels, type LiveScore } from "./points";
import type { SetScore } from "./scoring";

/**
 * What spectators read first of a match scored point by point while it is
 * played: the points of the game in play ("40"-"15", a tie-break's "5"-"4"),
 * or, where points are counted to the set (badminton, table tennis), the points
 * of the set in play ("14"-"12"), which is the last of `sets` (`set` names it,
 * 1-based). Null for a match not scored point by point, or one scored in goals.
 * The pages make it the big figure and the sets or games won the small one.
 */
export function pointInPlay(live: Pick<LiveScore, "game" | "tieBreak"> | null, sets: readonly SetScore[]): { home: string; away: string; set: number | null } | null {
  if (live === null) return null;
  const game = gameLabels(live);
  if (game !== null) return { ...game, set: null };
  const last = sets.at(-1);
  return last ? { home: String(last.home), away: String(last.away), set: sets.length } : null;
}
