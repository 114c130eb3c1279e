import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "../columns";

export const scoringModes = ["sets", "goals"] as const;
export type ScoringMode = (typeof scoringModes)[number];
/** How the points of a set are counted: games of 0-15-30-40 (padel, tennis) or every rally a point (badminton, table tennis). */
export const pointCountings = ["games", "rally"] as const;
/** At 40-40 in a game: play on to a two-point lead, or one deciding point. */
export const deuceRules = ["advantage", "golden"] as const;
/** Who serves the next rally: its winner (badminton), or two services each (table tennis). */
export const serveRules = ["rallyWinner", "twoEach"] as const;

/**
 * A sport and how a match of it is scored. For `sets` games the set rules
 * say how a single set is won (see app/domain/scoring.ts).
 */
export const gameTypes = sqliteTable(
  "game_types",
  {
    id: id(),
    name: text("name").notNull(),
    scoring: text("scoring", { enum: scoringModes }).notNull(),
    /** Sets needed to win the match: 2 = best of 3. Ignored for `goals`. */
    setsToWin: integer("sets_to_win").notNull().default(2),
    /** 1 singles, 2 doubles, N a team sport. */
    playersPerSide: integer("players_per_side").notNull().default(2),
    /** Games or points that win a set (6 in padel and tennis, 21 in badminton, 11 in table tennis). */
    setTarget: integer("set_target").notNull().default(6),
    /** Whether a set must be won by two clear games or points. */
    winByTwo: integer("win_by_two", { mode: "boolean" }).notNull().default(true),
    /** The score at which the set ends regardless of margin (7 after a 6-6 tie-break, 30 in badminton). Null = no cap. */
    setCap: integer("set_cap"),
    /** Scored point by point (app/domain/points.ts): how the points make a set. `games` implies a tie-break at the target all, so its cap is the target + 1. */
    pointCounting: text("point_counting", { enum: pointCountings }).notNull().default("games"),
    deuce: text("deuce", { enum: deuceRules }).notNull().default("advantage"),
    /** Points of the tie-break at the set target all (games counting). */
    tieBreakTo: integer("tie_break_to").notNull().default(7),
    /** Points of a match tie-break played instead of the deciding set; null = a full deciding set. */
    matchTieBreakTo: integer("match_tie_break_to"),
    serve: text("serve", { enum: serveRules }).notNull().default("rallyWinner"),
    /** The leader's score at which a rally-point set pauses (badminton 11); null = none. */
    intervalAt: integer("interval_at"),
    /** The leader's score at which the sides change ends in a rally-point match's deciding game (badminton 11, table tennis 5); null = none. */
    decidingEndsAt: integer("deciding_ends_at"),
    /** Length of each half of a goals game's match clock (futsal 20); null = no clock. */
    halfMinutes: integer("half_minutes"),
    /** How long a match usually takes, with changeovers (badminton 30, padel 60, tennis 75, table tennis 25): the event planner's default. */
    matchMinutes: integer("match_minutes").notNull().default(60),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("game_types_name_unique").on(t.name)],
);

export const skillLevels = sqliteTable(
  "skill_levels",
  {
    id: id(),
    name: text("name").notNull(),
    color: text("color").notNull().default("#6B7280"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("skill_levels_name_unique").on(t.name), index("skill_levels_sort_idx").on(t.sortOrder)],
);

export const genders = ["men", "women", "mixed", "open"] as const;
export type CategoryGender = (typeof genders)[number];

export const gameCategories = sqliteTable(
  "game_categories",
  {
    id: id(),
    gameTypeId: integer("game_type_id")
      .notNull()
      .references(() => gameTypes.id, { onDelete: "restrict" }),
    skillLevelId: integer("skill_level_id")
      .notNull()
      .references(() => skillLevels.id, { onDelete: "restrict" }),
    gender: text("gender", { enum: genders }).notNull(),
    name: text("name"),
    ...timestamps,
  },
  (t) => [uniqueIndex("game_categories_unique").on(t.gameTypeId, t.skillLevelId, t.gender), index("game_categories_skill_level_idx").on(t.skillLevelId)],
);

/** A statistic staff record per side per match (aces, smashes, fouls …). */
export const matchStatistics = sqliteTable(
  "match_statistics",
  {
    id: id(),
    /** Null = recorded for every game type. */
    gameTypeId: integer("game_type_id").references(() => gameTypes.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    key: text("key").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("match_statistics_key_unique").on(t.gameTypeId, t.key), index("match_statistics_game_type_idx").on(t.gameTypeId, t.sortOrder)],
);
