import { integer, sqliteTable, text, uniqueIndex, index } from "drizzle-orm/sqlite-core";
import { id, timestamps } from "../columns";
import { users } from "./auth";
import { matches, teams } from "./competition";
import { eventCategories } from "./events";

/**
 * The entrants on one side of a match where a side is more than one entrant:
 * in Americano and Mexicano every player enters alone (a team of one) and each
 * round pairs them into sides of two (app/domain/formats). Such a match names
 * no home or away team; its sides are here.
 */
export const matchSides = sqliteTable(
  "match_sides",
  {
    id: id(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "restrict" }),
    side: text("side", { enum: ["home", "away"] }).notNull(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("match_sides_match_team_unique").on(t.matchId, t.teamId), index("match_sides_team_idx").on(t.teamId)],
);

/**
 * A round of a format that makes its rounds from results (Swiss, Mexicano) or
 * all at once (Americano): made when staff asked, from which draw number. A
 * round whose matches have begun is never made again.
 */
export const categoryRounds = sqliteTable(
  "category_rounds",
  {
    id: id(),
    eventCategoryId: integer("event_category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    round: integer("round").notNull(),
    drawNumber: integer("draw_number"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("category_rounds_category_round_unique").on(t.eventCategoryId, t.round)],
);

/**
 * An entrant who does not play in a round: a Swiss bye (worth a win, by the
 * category's stated rule) or a player sitting a round of Americano or
 * Mexicano out.
 */
export const roundByes = sqliteTable(
  "round_byes",
  {
    id: id(),
    eventCategoryId: integer("event_category_id")
      .notNull()
      .references(() => eventCategories.id, { onDelete: "restrict" }),
    round: integer("round").notNull(),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("round_byes_category_round_team_unique").on(t.eventCategoryId, t.round, t.teamId), index("round_byes_team_idx").on(t.teamId)],
);
