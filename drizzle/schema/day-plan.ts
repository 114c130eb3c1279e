import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamp, timestamps } from "../columns";
import { users } from "./auth";
import { players } from "./competition";
import { entries } from "./entries";
import { events } from "./events";

/**
 * The courts of an event, which the event planner shares out among every
 * category (app/domain/planner). A match names its court by this name.
 */
export const eventCourts = sqliteTable(
  "event_courts",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("event_courts_event_name_unique").on(t.eventId, t.name)],
);

/**
 * When a court is open on a day of the event, on the venue's clock (minutes
 * from midnight): a court may open late or close early. No row: the court is
 * closed that day.
 */
export const courtHours = sqliteTable(
  "court_hours",
  {
    id: id(),
    courtId: integer("court_id")
      .notNull()
      .references(() => eventCourts.id, { onDelete: "restrict" }),
    /** YYYY-MM-DD in the event's time zone. */
    day: text("day").notNull(),
    opensAt: integer("opens_at").notNull(),
    closesAt: integer("closes_at").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("court_hours_court_day_unique").on(t.courtId, t.day)],
);

/**
 * A player present at the venue on the day, for events that call a match only
 * once its players have checked in: at the desk by staff, or by the entrant's
 * private link.
 */
export const checkIns = sqliteTable(
  "check_ins",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    playerId: integer("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "restrict" }),
    checkedInAt: timestamp("checked_in_at").notNull(),
    /** Who checked them in: staff, or the entrant through their link. */
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    entryId: integer("entry_id").references(() => entries.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("check_ins_event_player_unique").on(t.eventId, t.playerId), index("check_ins_player_idx").on(t.playerId)],
);
