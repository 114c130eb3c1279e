import { settings } from "~/config.server";
import { countRows, getDb, migrateDatabase } from "~/db.server";
import { writeMissingVariants } from "~/models/image-variants.server";
import { purgeExpiredSessions } from "~/models/session.server";
import { importRegions } from "~/models/region-import.server";
import { provinces } from "#drizzle/schema";
import { log } from "~/utils/logger.server";
import { seedDemoEvent } from "./demo-event.server";
import { ensureFirstAdmin } from "./first-admin.server";
import { seedMasterData } from "./master-data.server";

/**
 * Runs before the server listens: migrations, then on a new database the first
 * admin, master data, the Indonesian regions and (SEED_DEMO) the demo event;
 * then the WebP variants any upload lacks.
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
  await completeImageVariants();
  purgeExpiredSessions();
}

/**
 * Public pages name an upload's WebP variants from its path alone, with no
 * check that the files exist: the same markup on the server and in the browser,
 * no file-system work per request, and images served straight from disk.
 * That holds because every upload is stored with its variants, and here — before
 * the server listens — any upload that lacks some (stored before variants
 * existed, or before the widths changed) gets them. Once they exist this is
 * one file check per width and upload.
 */
async function completeImageVariants() {
  const started = Date.now();
  const report = await writeMissingVariants();
  if (report.completed > 0) log.info("image variants written", { images: report.completed, files: report.written, ms: Date.now() - started });
  if (report.missingOriginals.length > 0) log.warn("uploads on record without their file", { paths: report.missingOriginals });
}
