import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** Milliseconds since the epoch, UTC, filled by SQLite when a row is written without it. */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

export const id = () => integer("id").primaryKey({ autoIncrement: true });

export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });

export const timestamps = {
  createdAt: timestamp("created_at").notNull().default(nowMs),
  updatedAt: timestamp("updated_at")
    .notNull()
    .default(nowMs)
    .$onUpdateFn(() => new Date()),
};
