/**
 * Plays a bracket out to the end on paper, like competition-factory's
 * completeAllMatchUps: every match whose two teams are known gets a winner
 * chosen by the generator, `advance` says where everyone goes, and the
 * updates are put in. It fails loudly when an update would overwrite a side
 * already filled (a team placed twice) or names a match that does not exist.
 */
import { advance, type EliminationMatch, type MatchResult } from "../../app/domain/bracket/match";
import type { Random } from "../../app/domain/random";

export type PlayedOut = {
  matches: EliminationMatch[];
  results: MatchResult[];
  /** Matches `advance` said will not be played. */
  notNeeded: Set<string>;
  /** Matches neither played nor dropped: a bracket that stalls. */
  unplayed: string[];
};

/** `pick` chooses the winner (default: the generator, even odds); `limit` stops after that many results (a bracket under way). */
export function playOut(bracket: readonly EliminationMatch[], random: Random, pick?: (match: EliminationMatch) => "home" | "away", limit = Infinity): PlayedOut {
  const matches = bracket.map((m) => ({ ...m }));
  const byCode = new Map(matches.map((m) => [m.code, m]));
  const results: MatchResult[] = [];
  const played = new Set<string>();
  const notNeeded = new Set<string>();
  while (results.length < limit) {
    const next = matches.find((m) => !played.has(m.code) && !notNeeded.has(m.code) && m.homeTeamId !== null && m.awayTeamId !== null);
    if (!next) break;
    const side = pick ? pick(next) : random.below(2) === 0 ? "home" : "away";
    const winnerId = side === "home" ? next.homeTeamId! : next.awayTeamId!;
    const loserId = side === "home" ? next.awayTeamId! : next.homeTeamId!;
    const result = { code: next.code, winnerId, loserId };
    results.push(result);
    played.add(next.code);
    const { updates, notNeeded: dropped } = advance(matches, result);
    dropped.forEach((code) => notNeeded.add(code));
    for (const update of updates) {
      const target = byCode.get(update.code);
      if (!target) throw new Error(`update names no match: ${update.code}`);
      const key = update.side === "home" ? "homeTeamId" : "awayTeamId";
      if (target[key] !== null) throw new Error(`${update.code} ${update.side} filled twice`);
      target[key] = update.teamId;
    }
  }
  const unplayed = matches.filter((m) => !played.has(m.code) && !notNeeded.has(m.code)).map((m) => m.code);
  return { matches, results, notNeeded, unplayed };
}
