import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamp, timestamps } from "../columns";
import { users } from "./auth";
import { matches } from "./competition";
import { events } from "./events";

export const pointSides = ["home", "away"] as const;
export type PointSide = (typeof pointSides)[number];

/**
 * A link that lets a scorer at the court score without an account: all the
 * matches of one court on one day (in schedule order), or one match. Its
 * secret is stored only hashed, like an API token's; it ends at `expires_at`
 * (the end of its day) or when revoked.
 */
export const scorerLinks = sqliteTable(
  "scorer_links",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    /** What the change history calls it: "Court 2 scorer". */
    name: text("name").notNull(),
    /** A court link: the court and its day (YYYY-MM-DD in the event's time zone). */
    court: text("court"),
    day: text("day"),
    /** A match link. A match removed from the schedule leaves the link pointing at nothing, which it then says. */
    matchId: integer("match_id").references(() => matches.id, { onDelete: "set null" }),
    secretHash: text("secret_hash").notNull(),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    expiresAt: timestamp("expires_at").notNull(),
    revokedAt: timestamp("revoked_at"),
    lastUsedAt: timestamp("last_used_at"),
    ...timestamps,
  },
  (t) => [uniqueIndex("scorer_links_secret_unique").on(t.secretHash), index("scorer_links_event_idx").on(t.eventId, t.expiresAt), index("scorer_links_match_idx").on(t.matchId)],
);

export const pointEntryKinds = ["point", "baseline"] as const;

/**
 * A match scored point by point, as the scorer's phone sent it: each point
 * won (or goal scored) by a side, and the baselines the points count from —
 * the start (no sets, who serves first) and every correction of the set scores
 * by the scorer or by staff (the sets as corrected, who serves next). The
 * match's sets are replayed from the latest baseline and the points after it
 * (app/domain/points.ts). `client_id` is the phone's id of the entry, so a
 * point sent twice through a bad connection counts once.
 */
export const matchPoints = sqliteTable(
  "match_points",
  {
    id: id(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "restrict" }),
    clientId: text("client_id").notNull(),
    kind: text("kind", { enum: pointEntryKinds }).notNull(),
    /** A point: who won it. A baseline: who serves next. */
    side: text("side", { enum: pointSides }).notNull(),
    /** A baseline's sets, as [home, away] pairs. */
    sets: text("sets", { mode: "json" }).$type<[number, number][]>(),
    /** When the scorer tapped it, by the phone's clock (a point queued offline keeps its time). */
    scoredAt: timestamp("scored_at").notNull(),
    /** An undone point stays, so a resent undo or point is still recognised. */
    undoneAt: timestamp("undone_at"),
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    scorerLinkId: integer("scorer_link_id").references(() => scorerLinks.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("match_points_client_unique").on(t.matchId, t.clientId), index("match_points_scorer_link_idx").on(t.scorerLinkId)],
);

/** The match clock's taps, as app/domain/match-clock.ts replays them. */
export const clockActions = ["start", "pause", "resume", "halfTime"] as const;

/**
 * The match clock of a goals game, as the scorer tapped it (app/domain/match-clock.ts):
 * start of a half, pause, resume, half time, each with the phone's time.
 * `client_id` makes a tap sent twice count once, as for points.
 */
export const matchClockTaps = sqliteTable(
  "match_clock_taps",
  {
    id: id(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "restrict" }),
    clientId: text("client_id").notNull(),
    action: text("action", { enum: clockActions }).notNull(),
    tappedAt: timestamp("tapped_at").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    scorerLinkId: integer("scorer_link_id").references(() => scorerLinks.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("match_clock_taps_client_unique").on(t.matchId, t.clientId), index("match_clock_taps_scorer_link_idx").on(t.scorerLinkId)],
);
