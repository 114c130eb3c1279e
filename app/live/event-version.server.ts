import { eq, sql } from "drizzle-orm";
import { events } from "#drizzle/schema";
import { getDb, type DB } from "~/db.server";
import { livePublisher } from "./publisher.server";

/**
 * Call after every write a spectator can see (a score, a schedule move, a new
 * team …): raises events.version, which drives the pages' ETags, and tells the
 * open live pages to reload their data. Inside a transaction, call it with the
 * transaction's handle; better-sqlite3 commits before any stream writes a byte,
 * and a rolled-back bump costs the viewers one needless reload at most.
 * Returns the new version, or null when the event does not exist.
 */
export function bumpEventVersion(eventId: number, db: DB = getDb()): number | null {
  const row = db
    .update(events)
    .set({ version: sql`${events.version} + 1` })
    .where(eq(events.id, eventId))
    .returning({ version: events.version })
    .get();
  if (!row) return null;
  livePublisher().publish({ eventId, version: row.version });
  return row.version;
}
