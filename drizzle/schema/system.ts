import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, timestamp, timestamps } from "../columns";
import { users } from "./auth";

/** An image stored under DATA_DIR/uploads after it was checked and re-encoded. */
export const uploads = sqliteTable(
  "uploads",
  {
    id: id(),
    path: text("path").notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sha256: text("sha256").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "restrict" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("uploads_path_unique").on(t.path), index("uploads_uploaded_by_idx").on(t.uploadedBy)],
);

/** Who created, changed or deleted what. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    userId: integer("user_id").references(() => users.id, { onDelete: "restrict" }),
    /** Who made a change that no user made: a scorer link, by its name ("Court 2 scorer"). */
    actor: text("actor"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id"),
    /**
     * Event the change belongs to, so its managers can read its history. Like
     * entity_id it is deliberately not a foreign key: the log outlives what it describes.
     */
    eventId: integer("event_id"),
    summary: text("summary").notNull(),
    /** JSON of the fields before and after the change. */
    changes: text("changes", { mode: "json" }).$type<Record<string, { from: unknown; to: unknown }>>(),
    at: timestamp("at").notNull(),
    ...timestamps,
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId), index("audit_log_user_idx").on(t.userId), index("audit_log_event_idx").on(t.eventId, t.at), index("audit_log_at_idx").on(t.at)],
);
