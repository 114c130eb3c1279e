import { asc, eq, sql } from "drizzle-orm";
import { eventCategories, gameCategories, gameTypes, skillLevels, type CategoryGender, type CompetitionFormat, type ScoringMode } from "#drizzle/schema";
import { preparedQuery } from "~/db.server";
import type { PointsScheme } from "~/domain/standings";
import { parseTieBreakRules, tieBreakRules, type TieBreakPreset, type TieBreakRule } from "~/domain/tiebreak";
import { normaliseHexColor, readableTextColor } from "~/utils/contrast";
import { withCategoryDetails } from "../events/category-details.server";
import { keptPerVersion, type EventAtVersion } from "./kept-per-version.server";

/** What a spectator needs to recognise a category: its names and its skill colour with readable text on it. */
export type CategoryChip = {
  id: number;
  /** The category's own display name, when staff gave one. */
  name: string | null;
  /** Null when empty: the page shows a neutral default. */
  gameType: string | null;
  skillLevel: string | null;
  gender: CategoryGender;
  color: string;
  textColor: string;
};

/** Games (padel, tennis), rally points (badminton, table tennis) or goals (futsal): what "±" counts. */
export type ScoreUnit = "games" | "points" | "goals";

export type EventCategory = CategoryChip & {
  gameTypeId: number;
  format: CompetitionFormat;
  advancePerGroup: number;
  scoring: ScoringMode;
  scoreUnit: ScoreUnit;
  preset: TieBreakPreset;
  rules: readonly TieBreakRule[];
  points: PointsScheme;
};

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

type GameCategoryRow = {
  name: string | null;
  gender: CategoryGender;
  gameType: { name: string };
  skillLevel: { name: string; color: string };
};

/** A chip for an event category (`id`) from its game category, type and skill level. */
export function categoryChip(id: number, gameCategory: GameCategoryRow): CategoryChip {
  const color = normaliseHexColor(gameCategory.skillLevel.color);
  return {
    id,
    name: blankToNull(gameCategory.name),
    gameType: blankToNull(gameCategory.gameType.name),
    skillLevel: blankToNull(gameCategory.skillLevel.name),
    gender: gameCategory.gender,
    color,
    textColor: readableTextColor(color),
  };
}

/**
 * The categories of an event in the organiser's order, with what the public
 * pages show and compute: one flat join (every spectator page reads it, and
 * the nested JSON of a relational query cost more than finding the rows).
 */
const categoriesOfEvent = preparedQuery((db) =>
  withCategoryDetails(
    db
      .select({
        id: eventCategories.id,
        format: eventCategories.format,
        advancePerGroup: eventCategories.advancePerGroup,
        tieBreakPreset: eventCategories.tieBreakPreset,
        tieBreakRules: eventCategories.tieBreakRules,
        pointsWin: eventCategories.pointsWin,
        pointsDraw: eventCategories.pointsDraw,
        pointsLoss: eventCategories.pointsLoss,
        name: gameCategories.name,
        gender: gameCategories.gender,
        gameTypeId: gameTypes.id,
        gameTypeName: gameTypes.name,
        scoring: gameTypes.scoring,
        setTarget: gameTypes.setTarget,
        skillLevelId: skillLevels.id,
        skillLevelName: skillLevels.name,
        skillLevelColor: skillLevels.color,
      })
      .from(eventCategories)
      .$dynamic(),
  )
    .where(eq(eventCategories.eventId, sql.placeholder("eventId")))
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.id))
    .prepare(),
);

/** The event's categories as stored, with their game category, type and skill level, in the organiser's order. */
export function eventCategoryRows(eventId: number) {
  return categoriesOfEvent().all({ eventId });
}

export function loadEventCategories(eventId: number): EventCategory[] {
  return eventCategoryRows(eventId).map((row) => {
    const custom = row.tieBreakRules.length > 0 ? parseTieBreakRules(row.tieBreakRules) : null;
    const chip = categoryChip(row.id, {
      name: row.name,
      gender: row.gender,
      gameType: { name: row.gameTypeName },
      skillLevel: { name: row.skillLevelName, color: row.skillLevelColor },
    });
    return {
      ...chip,
      gameTypeId: row.gameTypeId,
      format: row.format,
      advancePerGroup: row.advancePerGroup,
      scoring: row.scoring,
      scoreUnit: row.scoring === "goals" ? "goals" : row.setTarget > 7 ? "points" : "games",
      preset: row.tieBreakPreset,
      // A stored order that no longer parses falls back to the preset rather than breaking the page.
      rules: custom?.ok ? custom.rules : tieBreakRules(row.tieBreakPreset),
      points: { win: row.pointsWin, draw: row.pointsDraw, loss: row.pointsLoss },
    };
  });
}

const keptCategories = keptPerVersion<readonly EventCategory[]>(64);

/** The categories of an event a page has read, kept for its version (every spectator page shows them). */
export function categoriesAt(event: EventAtVersion): readonly EventCategory[] {
  return keptCategories(event, "categories", () => loadEventCategories(event.id));
}

export function chipOf(category: EventCategory): CategoryChip {
  const { id, name, gameType, skillLevel, gender, color, textColor } = category;
  return { id, name, gameType, skillLevel, gender, color, textColor };
}
