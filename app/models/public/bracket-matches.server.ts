import { and, asc, eq, ne, sql } from "drizzle-orm";
import { eventCategories, matches } from "#drizzle/schema";
import { preparedQuery } from "~/db.server";
import { knockoutSettingsOf } from "~/domain/bracket/settings";

/** An event's elimination matches for the JSON API, by category: which bracket each is in and where its sides come from. */
const eliminationMatches = preparedQuery((db) =>
  db
    .select({
      id: matches.id,
      eventCategoryId: matches.eventCategoryId,
      code: matches.code,
      bracket: matches.bracket,
      stage: matches.stage,
      round: matches.round,
      status: matches.status,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeSource: matches.homeSource,
      awaySource: matches.awaySource,
      winnerTeamId: matches.winnerTeamId,
    })
    .from(matches)
    .where(and(eq(matches.eventId, sql.placeholder("eventId")), ne(matches.stage, "group")))
    .orderBy(asc(matches.eventCategoryId), asc(matches.round), asc(matches.id))
    .prepare(),
);

export type EliminationMatchRow = ReturnType<ReturnType<typeof eliminationMatches>["all"]>[number];

export function eventEliminationMatches(eventId: number): EliminationMatchRow[] {
  return eliminationMatches().all({ eventId });
}

const categorySettings = preparedQuery((db) =>
  db
    .select({ id: eventCategories.id, formatSettings: eventCategories.formatSettings })
    .from(eventCategories)
    .where(eq(eventCategories.eventId, sql.placeholder("eventId")))
    .prepare(),
);

/** The draw number of each category's saved bracket, by category id (decision 0079): spectators can see which draw was made. */
export function eventDrawNumbers(eventId: number): Record<number, number> {
  const numbers: Record<number, number> = {};
  for (const row of categorySettings().all({ eventId })) {
    const drawNumber = knockoutSettingsOf(row.formatSettings).drawNumber;
    if (drawNumber !== null) numbers[row.id] = drawNumber;
  }
  return numbers;
}
