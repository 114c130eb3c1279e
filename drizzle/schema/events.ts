import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamp, timestamps } from "../columns";
import { gameCategories } from "./master";
import { cities, districts, provinces, subdistricts } from "./regions";

export const eventStatuses = ["draft", "published", "ongoing", "finished"] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const eventTimezones = ["Asia/Jakarta", "Asia/Makassar", "Asia/Jayapura"] as const;
export type EventTimezone = (typeof eventTimezones)[number];

export const events = sqliteTable(
  "events",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    logo: text("logo"),
    organizerLogo: text("organizer_logo"),
    organizerLogo2: text("organizer_logo_2"),
    organizerName: text("organizer_name"),
    locationName: text("location_name"),
    address: text("address"),
    provinceId: integer("province_id").references(() => provinces.id, { onDelete: "restrict" }),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "restrict" }),
    districtId: integer("district_id").references(() => districts.id, { onDelete: "restrict" }),
    subdistrictId: integer("subdistrict_id").references(() => subdistricts.id, { onDelete: "restrict" }),
    postalCode: text("postal_code"),
    lat: real("lat"),
    lng: real("lng"),
    startsAt: timestamp("starts_at").notNull(),
    endsAt: timestamp("ends_at").notNull(),
    timezone: text("timezone", { enum: eventTimezones }).notNull().default("Asia/Jakarta"),
    /** The desk calls a match only once its players have checked in (at the desk, or by the entrant's link). */
    checkInRequired: integer("check_in_required", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: eventStatuses }).notNull().default("draft"),
    /** Bumped on every change a spectator can see; drives live updates and HTTP caching. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("events_slug_unique").on(t.slug),
    index("events_status_starts_idx").on(t.status, t.startsAt),
    index("events_province_idx").on(t.provinceId),
    index("events_city_idx").on(t.cityId),
    index("events_district_idx").on(t.districtId),
    index("events_subdistrict_idx").on(t.subdistrictId),
  ],
);

/** Former slugs of an event; public links to them answer 301 to the current slug. */
export const eventSlugs = sqliteTable(
  "event_slugs",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("event_slugs_slug_unique").on(t.slug), index("event_slugs_event_idx").on(t.eventId)],
);

export const competitionFormats = ["groups", "groups_knockout", "knockout", "americano", "mexicano", "swiss"] as const;
export type CompetitionFormat = (typeof competitionFormats)[number];

export const tieBreakPresets = ["bwf", "padel", "ittf", "football", "uefa"] as const;
export type TieBreakPreset = (typeof tieBreakPresets)[number];

/** A game category played at an event, with its competition format and tie-break rules. */
export const eventCategories = sqliteTable(
  "event_categories",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    gameCategoryId: integer("game_category_id")
      .notNull()
      .references(() => gameCategories.id, { onDelete: "restrict" }),
    format: text("format", { enum: competitionFormats }).notNull().default("groups"),
    advancePerGroup: integer("advance_per_group").notNull().default(2),
    tieBreakPreset: text("tiebreak_preset", { enum: tieBreakPresets }).notNull().default("bwf"),
    /** Ordered tie-break rule keys as JSON; empty = the preset's own order. */
    tieBreakRules: text("tiebreak_rules", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** The settings of its format beyond groups (app/domain/formats, app/domain/bracket): points to play, pairing variant, Swiss tie-breaks, plate, reset …, as JSON checked by the format's schema. */
    formatSettings: text("format_settings", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    pointsWin: integer("points_win").notNull().default(1),
    pointsDraw: integer("points_draw").notNull().default(0),
    pointsLoss: integer("points_loss").notNull().default(0),
    maxTeams: integer("max_teams"),
    thirdPlace: integer("third_place", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    /** The event planner's settings (app/domain/planner): a match's length (null: its game type's), the least rest between two matches of one player, the most matches a player plays in a day (null: no limit). */
    matchMinutes: integer("match_minutes"),
    restMinutes: integer("rest_minutes").notNull().default(20),
    maxMatchesPerDay: integer("max_matches_per_day"),
    /** Planned before categories of a higher order (null: no order), within the hours of the day it may play (minutes from midnight; null: the courts' hours). */
    planOrder: integer("plan_order"),
    planNotBefore: integer("plan_not_before"),
    planNotAfter: integer("plan_not_after"),
    ...timestamps,
  },
  (t) => [uniqueIndex("event_categories_unique").on(t.eventId, t.gameCategoryId), index("event_categories_game_category_idx").on(t.gameCategoryId)],
);
