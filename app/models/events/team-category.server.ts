import { asc, eq, inArray } from "drizzle-orm";
import { eventCategories, gameTypes, type CategoryGender } from "#drizzle/schema";
import { getDb } from "~/db.server";
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
  playersPerSide: gameTypes.playersPerSide,
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
