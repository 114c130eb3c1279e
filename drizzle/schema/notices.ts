import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamp, timestamps } from "../columns";
import { matches, players, teams } from "./competition";
import { entries } from "./entries";
import { events } from "./events";

/**
 * A browser's Web Push subscription (RFC 8030, its keys for RFC 8291's
 * encryption): a follower of a team or a player, or an entrant, asks to be
 * told when their match is called and when it is next on a court. What it
 * follows may be deleted by staff: the subscription then follows nothing and
 * is removed at its next send, rather than holding the team's deletion back.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: id(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    eventId: integer("event_id").references(() => events.id, { onDelete: "set null" }),
    teamId: integer("team_id").references(() => teams.id, { onDelete: "set null" }),
    playerId: integer("player_id").references(() => players.id, { onDelete: "set null" }),
    entryId: integer("entry_id").references(() => entries.id, { onDelete: "set null" }),
    /** The language the notices are written in: the page's when the reader subscribed. */
    language: text("language").notNull(),
    /** Sends refused in a row (not 404/410, which end the subscription): after a few it is dropped. */
    failures: integer("failures").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_target_unique").on(t.endpoint, t.eventId, t.teamId, t.playerId, t.entryId),
    index("push_subscriptions_event_idx").on(t.eventId),
    index("push_subscriptions_team_idx").on(t.teamId),
    index("push_subscriptions_player_idx").on(t.playerId),
    index("push_subscriptions_entry_idx").on(t.entryId),
  ],
);

export const pushNoticeKinds = ["called", "next"] as const;
export type PushNoticeKind = (typeof pushNoticeKinds)[number];

/** A notice sent, so a match is announced once per subscription and kind whatever the desk does twice. */
export const pushNotices = sqliteTable(
  "push_notices",
  {
    id: id(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "restrict" }),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: pushNoticeKinds }).notNull(),
    sentAt: timestamp("sent_at").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("push_notices_unique").on(t.subscriptionId, t.matchId, t.kind), index("push_notices_match_idx").on(t.matchId)],
);
