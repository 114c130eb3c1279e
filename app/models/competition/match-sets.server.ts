import { asc } from "drizzle-orm";
import { matchSets } from "#drizzle/schema";
import { inIdList, preparedQuery } from "~/db.server";
import type { SetScore } from "~/domain/scoring";

type SetRow = SetScore & { matchId: number };

/** Set rows (in match, then set order) gathered by match. */
function setsByMatch(rows: Iterable<SetRow>): Map<number, SetScore[]> {
  const scores = new Map<number, SetScore[]>();
  for (const { matchId, home, away } of rows) {
    const sets = scores.get(matchId);
    if (sets) sets.push({ home, away });
    else scores.set(matchId, [{ home, away }]);
  }
  return scores;
}

const setsOfMatches = preparedQuery((db) =>
  db
    .select({ matchId: matchSets.matchId, home: matchSets.home, away: matchSets.away })
    .from(matchSets)
    .where(inIdList(matchSets.matchId))
    .orderBy(asc(matchSets.matchId), asc(matchSets.setNo))
    .prepare(),
);

/**
 * The set scores of the given matches, in set order, by match: one read by
 * match id (the sets' own index) for lists that have found their matches
 * already.
 */
export function loadSetScores(matchIds: readonly number[]): Map<number, SetScore[]> {
  return matchIds.length === 0 ? new Map() : setsByMatch(setsOfMatches().all({ ids: JSON.stringify(matchIds) }));
}
