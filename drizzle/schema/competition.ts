import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { id, timestamp, timestamps } from "../columns";
import { eventCategories, events } from "./events";
import { matchStatistics, skillLevels } from "./master";
import { cities } from "./regions";

export const playerGenders = ["male", "female"] as const;
export type PlayerGender = (typeof playerGenders)[number];

export const players = sqliteTable(
  "players",
  {
    id: id(),
    name: text("name").notNull(),
    gender: text("gender", { enum: playerGenders }).notNull(),
    /** YYYY-MM-DD */
    birthDate: text("birth_date"),
    phone: text("phone"),
    email: text("email"),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "restrict" }),
    photo: text("photo"),
    skillLevelId: integer("skill_level_id").references(() => skillLevels.id, { onDelete: "restrict" }),
    club: text("club"),
    ...timestamps,
  },
  (t) => [
    // The registry lists players by name whatever their case: read in this order, a page stops after its rows.
    index("players_name_idx").on(sql`${t.name} collate nocase`),
    // The clubs filter reads one entry per club from here, not every player.
    index("players_club_idx").on(sql`${t.club} collate nocase`),
    index("players_city_idx").on(t.cityId),
    index("players_skill_level_idx").on(t.skillLevelId),
    // A duplicate is the same name on the same birth date: found by one search here, not by reading everyone born that day.
    index("players_birth_date_name_idx").on(t.birthDate, sql`${t.name} collate nocase`),
    // The team import names players by e-mail too, whatever its case.
    index("players_email_idx").on(sql`${t.email} collate nocase`),
  ],
);

export const teamStatuses = ["registered", "confirmed", "withdrawn"] as const;
export type TeamStatus = (typeof teamStatuses)[number];

export const teams = sqliteTable(
  "teams",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    eventCategoryId: integer("event_category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    club: text("club"),
    seed: integer("seed"),
    status: text("status", { enum: teamStatuses }).notNull().default("registered"),
    ...timestamps,
  },
  (t) => [index("teams_event_idx").on(t.eventId), index("teams_event_category_idx").on(t.eventCategoryId, t.name)],
);

/**
 * The roster of a team. event_category_id repeats the team's category so the
 * database itself keeps a player to one team per category.
 */
export const teamPlayers = sqliteTable(
  "team_players",
  {
    id: id(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    eventCategoryId: integer("event_category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    captain: integer("captain", { mode: "boolean" }).notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex("team_players_category_player_unique").on(t.eventCategoryId, t.playerId), index("team_players_team_idx").on(t.teamId), index("team_players_player_idx").on(t.playerId)],
);

export const groups = sqliteTable(
  "groups",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    eventCategoryId: integer("event_category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("groups_category_name_unique").on(t.eventCategoryId, t.name), index("groups_event_idx").on(t.eventId)],
);

export const groupTeams = sqliteTable(
  "group_teams",
  {
    id: id(),
    groupId: integer("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "restrict" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    /** Draw position inside the group (1-based). */
    position: integer("position").notNull(),
    /** Order decided by drawing lots for a tie the rules cannot break (1 = ahead). */
    lot: integer("lot"),
    ...timestamps,
  },
  (t) => [uniqueIndex("group_teams_team_unique").on(t.teamId), index("group_teams_group_idx").on(t.groupId, t.position)],
);

export const matchStages = ["group", "r32", "r16", "qf", "sf", "third", "final"] as const;
export type MatchStage = (typeof matchStages)[number];

/** The brackets of a category's elimination (app/domain/bracket/match.ts `BracketKind`). */
export const matchBrackets = ["main", "lower", "final", "plate"] as const;
export type MatchBracket = (typeof matchBrackets)[number];

export const matchStatuses = ["scheduled", "live", "finished", "walkover", "retired", "cancelled", "postponed"] as const;
export type MatchStatus = (typeof matchStatuses)[number];

/** Statuses of a match that has a result or is being played: what the results page lists, and what fixes a group's teams. */
export const resultStatuses = ["live", "finished", "walkover", "retired"] as const satisfies readonly MatchStatus[];

/**
 * "A result", written out as literals: SQLite uses a partial index only for a
 * query whose own condition is the index's, which a bound parameter is not.
 */
export const isResult = (status: SQLiteColumn) => sql`${status} in (${sql.raw(resultStatuses.map((s) => `'${s}'`).join(", "))})`;

/** The results page's order: live first, then the latest finished (or started, or scheduled) first. */
export const resultOrder = (t: { status: SQLiteColumn; finishedAt: SQLiteColumn; startedAt: SQLiteColumn; scheduledAt: SQLiteColumn; id: SQLiteColumn }) => [
  sql`(case when ${t.status} = 'live' then 0 else 1 end)`,
  sql`coalesce(${t.finishedAt}, ${t.startedAt}, ${t.scheduledAt}) desc`,
  sql`${t.id} desc`,
];

/** The schedule: one row per match, whether still to be decided, live or over. */
/**
 * The game or tie-break in play (null between games) and the next server, as app/domain/points.ts replays them;
 * for a goals game with a clock, the match clock (app/domain/match-clock.ts).
 */
export type LiveGame = {
  game: { home: number; away: number } | null;
  tieBreak: "set" | "match" | null;
  server: "home" | "away" | null;
  clock?: { half: 1 | 2; phase: "before" | "running" | "paused" | "halfTime"; playedMs: number; runningSince: number | null; halfMinutes: number } | null;
};

export const matches = sqliteTable(
  "matches",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    eventCategoryId: integer("event_category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    groupId: integer("group_id").references(() => groups.id, { onDelete: "restrict" }),
    stage: text("stage", { enum: matchStages }).notNull().default("group"),
    /** Which bracket of its category an elimination match is in (main, lower, final, plate); null for a group or a round of pairings. */
    bracket: text("bracket", { enum: matchBrackets }),
    round: integer("round").notNull().default(1),
    code: text("code").notNull(),
    homeTeamId: integer("home_team_id").references(() => teams.id, { onDelete: "restrict" }),
    awayTeamId: integer("away_team_id").references(() => teams.id, { onDelete: "restrict" }),
    /** Where a to-be-decided side comes from: "1A" (group A winner) or "W:QF1". */
    homeSource: text("home_source"),
    awaySource: text("away_source"),
    court: text("court"),
    scheduledAt: timestamp("scheduled_at"),
    status: text("status", { enum: matchStatuses }).notNull().default("scheduled"),
    winnerTeamId: integer("winner_team_id").references(() => teams.id, { onDelete: "restrict" }),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    startedAt: timestamp("started_at"),
    finishedAt: timestamp("finished_at"),
    /** While a match is scored point by point: the game in play and who serves next, beside its sets. */
    liveGame: text("live_game", { mode: "json" }).$type<LiveGame>(),
    /** Optimistic concurrency: a save names the version it read. */
    version: integer("version").notNull().default(1),
    /** Put on its court and time by staff: planning again leaves it where it is. */
    placedByHand: integer("placed_by_hand", { mode: "boolean" }).notNull().default(false),
    /** When the desk called it, and to which court (it may be another court than planned). */
    calledAt: timestamp("called_at"),
    calledCourt: text("called_court"),
    /** When it is now expected to start, from what has been played (app/domain/planner/delays.ts); null: as planned. */
    expectedAt: timestamp("expected_at"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("matches_category_code_unique").on(t.eventCategoryId, t.code),
    index("matches_event_schedule_idx").on(t.eventId, t.scheduledAt),
    index("matches_event_status_idx").on(t.eventId, t.status),
    // The schedule's court filter lists an event's courts on every view: read from here instead of every match.
    index("matches_event_court_idx").on(t.eventId, t.court),
    // A page of an event's results reads its 30 entries here instead of sorting every result.
    index("matches_event_results_idx")
      .on(t.eventId, ...resultOrder(t))
      .where(isResult(t.status)),
    index("matches_group_idx").on(t.groupId),
    index("matches_home_team_idx").on(t.homeTeamId),
    index("matches_away_team_idx").on(t.awayTeamId),
    index("matches_winner_team_idx").on(t.winnerTeamId),
  ],
);

/** Games or points per set. */
export const matchSets = sqliteTable(
  "match_sets",
  {
    id: id(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "restrict" }),
    setNo: integer("set_no").notNull(),
    home: integer("home").notNull(),
    away: integer("away").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("match_sets_match_set_unique").on(t.matchId, t.setNo)],
);

export const matchStatValues = sqliteTable(
  "match_stat_values",
  {
    id: id(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "restrict" }),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    statisticId: integer("statistic_id")
      .notNull()
      .references(() => matchStatistics.id, { onDelete: "restrict" }),
    value: integer("value").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("match_stat_values_unique").on(t.matchId, t.teamId, t.statisticId), index("match_stat_values_team_idx").on(t.teamId), index("match_stat_values_statistic_idx").on(t.statisticId)],
);
