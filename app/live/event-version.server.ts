import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { eventCategories, events, gameCategories } from "#drizzle/schema";
import { getDb, type DB } from "~/db.server";
import type { RegionEntity } from "~/models/region.server";
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

/** Master data that spectators' pages show through an event: its categories' game type, skill level and game category, its venue's regions. */
export type ShownRecord =
  | { gameType: number }
  | { skillLevel: number }
  | { gameCategory: number }
  | { region: RegionEntity; id: number }
  | "every event";

const venueColumn = { province: events.provinceId, city: events.cityId, district: events.districtId, subdistrict: events.subdistrictId } as const;

function eventsShowing(record: ShownRecord, db: DB): SQL | undefined {
  if (record === "every event") return undefined;
  if ("region" in record) return eq(venueColumn[record.region], record.id);
  const categoriesOf = (where: SQL) =>
    inArray(events.id, db.select({ id: eventCategories.eventId }).from(eventCategories).innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId)).where(where));
  if ("gameCategory" in record) return categoriesOf(eq(gameCategories.id, record.gameCategory));
  if ("skillLevel" in record) return categoriesOf(eq(gameCategories.skillLevelId, record.skillLevel));
  return categoriesOf(eq(gameCategories.gameTypeId, record.gameType));
}

/**
 * Call after a change to master data that public pages show (a skill level's
 * name or colour, a city's name …): the pages of the events that show it are
 * cached and revalidated by their event's version, which none of their own
 * writes would move. Raises the version of each such event and tells its open
 * live pages, like `bumpEventVersion`.
 */
export function bumpEventsShowing(record: ShownRecord, db: DB = getDb()): void {
  const bumped = db
    .update(events)
    .set({ version: sql`${events.version} + 1` })
    .where(eventsShowing(record, db))
    .returning({ eventId: events.id, version: events.version })
    .all();
  for (const change of bumped) livePublisher().publish(change);
}
