import { settings } from "~/config.server";
import { countRows, getDb, migrateDatabase } from "~/db.server";
import { purgeExpiredSessions } from "~/models/session.server";
import { importRegions } from "~/models/region-import.server";
import { provinces } from "#drizzle/schema";
import { log } from "~/utils/logger.server";
import { seedDemoEvent } from "./demo-event.server";
import { ensureFirstAdmin } from "./first-admin.server";
import { seedMasterData } from "./master-data.server";

/**
 * Runs before the server listens: migrations, then on a new database the first
 * admin, master data, the Indonesian regions and (SEED_DEMO) the demo event.
 */
export async function prepareDatabase() {
  const db = getDb();
  migrateDatabase(db);
  const admin = await ensureFirstAdmin();
  const isNew = admin !== null;
  db.$client.transaction(() => seedMasterData(db)).immediate();
  if (countRows(db, provinces) === 0) {
    const started = Date.now();
    const result = await importRegions();
    log.info("regions imported", { ms: Date.now() - started, subdistricts: result.subdistricts.inserted });
  }
  if (isNew && settings().SEED_DEMO) await seedDemoEvent(db);
  purgeExpiredSessions();
}
