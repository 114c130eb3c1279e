import { asc, eq, inArray, sql } from "drizzle-orm";
import { eventCategories, gameTypes, type CategoryGender } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { pairFormats } from "~/domain/formats/settings";
import { categoryNaming, withCategoryDetails } from "./category-details.server";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An event category as the team screens need it: what it is called and who may play in it. */
export type TeamCategory = {
  id: number;
  eventId: number;
  /** The game category's own display name, when staff gave one. */
  name: string | null;
  gameType: string;
  skillLevel: string;
  gender: CategoryGender;
  playersPerSide: number;
  maxTeams: number | null;
};

const categoryColumns = {
  id: eventCategories.id,
  eventId: eventCategories.eventId,
  ...categoryNaming,
  // In Americano and Mexicano every player enters alone (a team of one), whatever the sport's players per side: the rounds pair them.
  playersPerSide: sql<number>`case when ${eventCategories.format} in (${sql.raw(pairFormats.map((format) => `'${format}'`).join(", "))}) then 1 else ${gameTypes.playersPerSide} end`,
  maxTeams: eventCategories.maxTeams,
};

function categoryQuery() {
  return withCategoryDetails(getDb().select(categoryColumns).from(eventCategories).$dynamic());
}

/** The categories of some events, in each organiser's order. */
export function categoriesOfEvents(eventIds: number[]): TeamCategory[] {
  if (eventIds.length === 0) return [];
  return categoryQuery().where(inArray(eventCategories.eventId, eventIds)).orderBy(asc(eventCategories.eventId), asc(eventCategories.sortOrder), asc(eventCategories.id)).all();
}

export function findTeamCategory(id: number): TeamCategory | null {
  return categoryQuery().where(eq(eventCategories.id, id)).get() ?? null;
}

/** "Padel Putra Beginner" — or the name staff gave the game category. */
export function categoryLabel(category: Pick<TeamCategory, "name" | "gameType" | "skillLevel" | "gender">, t: Translate) {
  if (category.name?.trim()) return category.name.trim();
  return t("teams.categoryLabel", { type: category.gameType, gender: t(`teams.categoryGenders.${category.gender}`), level: category.skillLevel });
}
