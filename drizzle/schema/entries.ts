import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamp, timestamps } from "../columns";
import { players, playerGenders, teams } from "./competition";
import { eventCategories, events } from "./events";
import { cities } from "./regions";

/**
 * When an event category takes entries from players themselves, without an
 * account (docs/design.md §3.8). Its number of places is the category's own
 * max_teams, the limit every way of adding a team already keeps.
 */
export const entryWindows = sqliteTable(
  "entry_windows",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    eventCategoryId: integer("event_category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    opensAt: timestamp("opens_at").notNull(),
    closesAt: timestamp("closes_at").notNull(),
    /** Entries past the places wait in line instead of being turned away. */
    waitingList: integer("waiting_list", { mode: "boolean" }).notNull().default(false),
    /** Rupiah, shown to entrants; paying happens outside the portal. */
    feeIdr: integer("fee_idr").notNull().default(0),
    note: text("note").notNull().default(""),
    /** Spectators see the accepted teams (names and clubs), the places left and the waiting list's length. */
    publicList: integer("public_list", { mode: "boolean" }).notNull().default(false),
    /** A place freed (a withdrawal) goes at once to the first of the waiting list, not when staff promote it (decision 0066). */
    autoPromote: integer("auto_promote", { mode: "boolean" }).notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("entry_windows_category_unique").on(t.eventCategoryId), index("entry_windows_event_idx").on(t.eventId)],
);

export const entryStatuses = ["pending", "accepted", "waiting", "rejected", "withdrawn"] as const;
export type EntryStatus = (typeof entryStatuses)[number];

/**
 * A team's entry as its players sent it. The private link's secret is kept
 * only as its sha256, like a scorer link's; `address` and `contact_phone` are
 * what the entry limits count. An accepted entry names the team it became.
 */
export const entries = sqliteTable(
  "entries",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    eventCategoryId: integer("event_category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    status: text("status", { enum: entryStatuses }).notNull().default("pending"),
    /** A team sport's name as typed; pairs and singles are named after their players. */
    teamName: text("team_name"),
    contactPhone: text("contact_phone").notNull(),
    contactEmail: text("contact_email"),
    secretHash: text("secret_hash").notNull(),
    address: text("address").notNull(),
    paid: integer("paid", { mode: "boolean" }).notNull().default(false),
    paidNote: text("paid_note").notNull().default(""),
    /** Staff's message, shown on the entrant's status page. */
    message: text("message").notNull().default(""),
    teamId: integer("team_id").references(() => teams.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("entries_secret_unique").on(t.secretHash),
    // The staff list and the waiting line read a category's entries in the order they came.
    index("entries_category_idx").on(t.eventCategoryId, t.status, t.id),
    index("entries_event_idx").on(t.eventId, t.id),
    index("entries_team_idx").on(t.teamId),
  ],
);

/** The players of an entry as typed, and the registry's player they are (linked when known, added on acceptance). */
export const entryPlayers = sqliteTable(
  "entry_players",
  {
    id: id(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => entries.id, { onDelete: "restrict" }),
    /** The entry's category repeated, so "already entered" is one indexed search. */
    eventCategoryId: integer("event_category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    gender: text("gender", { enum: playerGenders }).notNull(),
    /** YYYY-MM-DD */
    birthDate: text("birth_date").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    club: text("club"),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "restrict" }),
    playerId: integer("player_id").references(() => players.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [
    index("entry_players_entry_idx").on(t.entryId),
    index("entry_players_known_idx").on(t.eventCategoryId, t.birthDate, sql`${t.name} collate nocase`),
    index("entry_players_player_idx").on(t.playerId),
    index("entry_players_city_idx").on(t.cityId),
  ],
);
