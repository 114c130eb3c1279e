import { eq } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
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
