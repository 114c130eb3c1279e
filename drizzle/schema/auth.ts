import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamp, timestamps } from "../columns";
import { events } from "./events";

export const userRoles = ["admin", "event"] as const;
export type UserRole = (typeof userRoles)[number];

export const users = sqliteTable(
  "users",
  {
    id: id(),
    name: text("name").notNull(),
    /** Always stored lower-cased; see models/accounts/user.server.ts. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: userRoles }).notNull(),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    lastLoginAt: timestamp("last_login_at"),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), index("users_role_idx").on(t.role)],
);

/** Which events a user with role `event` may run. Admins run all events. */
export const eventManagers = sqliteTable(
  "event_managers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] }), index("event_managers_event_idx").on(t.eventId)],
);

/**
 * A signed-in browser. The cookie carries a random secret; the row id is its
 * sha256, so a copy of the database does not let anyone sign in.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    expiresAt: timestamp("expires_at").notNull(),
    lastSeenAt: timestamp("last_seen_at").notNull(),
    lockedAt: timestamp("locked_at"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    /**
     * The event this browser's staff last chose or changed, which lists open on (decision 0065).
     * No foreign key: a session never holds an event back, and one the user may no longer run is skipped when read.
     */
    workingEventId: integer("working_event_id"),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Bearer tokens of the JSON API, handed out as `id|secret`; only sha256(secret) is kept. */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    lastUsedAt: timestamp("last_used_at"),
    expiresAt: timestamp("expires_at").notNull(),
    ...timestamps,
  },
  (t) => [index("api_tokens_user_idx").on(t.userId)],
);

export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    ...timestamps,
  },
  (t) => [index("password_resets_user_idx").on(t.userId), uniqueIndex("password_resets_token_unique").on(t.tokenHash)],
);
