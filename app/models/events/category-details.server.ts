import { and, eq, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect } from "drizzle-orm/sqlite-core";
import { eventCategories, gameCategories, gameTypes, skillLevels } from "#drizzle/schema";

/**
 * Joins the event categories of a query (from `event_categories`, or joined to
 * them) to what names them: their game category, its game type and skill
 * level. The query is made `$dynamic()` first, as Drizzle asks of a query
 * built across functions.
 */
export function withCategoryDetails<T extends SQLiteSelect>(query: T) {
  return query
    .innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId))
    .innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId))
    .innerJoin(skillLevels, eq(skillLevels.id, gameCategories.skillLevelId));
}

/** The columns that name an event category (`categoryLabel` puts them together), for a query made with `withCategoryDetails`. */
export const categoryNaming = {
  name: gameCategories.name,
  gameType: gameTypes.name,
  skillLevel: skillLevels.name,
  gender: gameCategories.gender,
};

/**
 * Rows of one category of an event (placeholders `eventId` and `categoryId`),
 * found through the category's index. The event is still checked, written
 * `+event_id` so that SQLite does not walk the event's index instead: without
 * statistics it cannot tell that the event holds every category's rows, and a
 * category's knockout, team filter and standings read every match, team or
 * group of the event to keep the category's.
 */
export function ofEventCategory(eventId: SQLiteColumn, categoryId: SQLiteColumn) {
  return and(sql`+${eventId} = ${sql.placeholder("eventId")}`, eq(categoryId, sql.placeholder("categoryId")));
}
