import { prepareDataFolder, settings } from "~/config.server";
import { holdFolder, whileStarting } from "~/data-folder.server";
import { checkDatabaseAtStart, databaseFailure, getDb } from "~/db.server";
import { writeMissingVariants } from "~/models/image-variants.server";
import { purgeExpiredSessions } from "~/models/accounts/session.server";
import { log } from "~/utils/logger.server";
import { countUsers } from "~/models/accounts/user.server";
import { prepareDemoAssets, seedDemoEvent } from "./demo-event.server";
import { ensureFirstAdmin } from "./first-admin.server";
import { demoLogosBeside, startFromStarter, starterDatabasePath, writeStarterContents } from "./starter-database.server";
import { now } from "~/clock.server";

/**
 * Runs before the server listens: an existing database file is checked
 * (checkDatabaseAtStart), the data folder gets its uploads folder and session
 * secret, the process takes its share of the data folder's lock (a restore then waits for it to stop); a new database starts
 * as a copy of the build's starter (or is written step by step without one),
 * migrations run, and on a new database the first admin and (SEED_DEMO) the
 * demo event are made — one process at a time, so two servers started together
 * on an empty folder do not both seed it; then the WebP variants any upload
 * lacks. `starter: null` writes a new database step by step (and encodes the
 * demo's logos rather than copying the build's). A database that cannot be
 * used stops the start with a message naming its path and the restore command.
 */
export async function prepareDatabase({ starter = starterDatabasePath() }: { starter?: string | null } = {}) {
  const file = settings().DATABASE_PATH;
  // Before anything is written beside it: a file the server must not use leaves the data folder as it was.
  const checkMs = checkDatabaseAtStart(file);
  if (checkMs !== null) log.info("database file checked", { ms: checkMs });
  prepareDataFolder();
  holdFolder(file);
  try {
    await whileStarting(file, async () => {
      const started = Date.now();
      if (starter !== null && startFromStarter(file, starter)) log.info("new database copied from the starter", { ms: Date.now() - started, starter });
      await writeStarterContents();
      const seedDemo = settings().SEED_DEMO && countUsers() === 0;
      const [admin, demoAssets] = await Promise.all([ensureFirstAdmin(), seedDemo ? prepareDemoAssets(starter === null ? null : demoLogosBeside(starter)) : undefined]);
      if (admin !== null && demoAssets) await seedDemoEvent(getDb(), now(), demoAssets);
    });
  } catch (error) {
    throw databaseFailure(file, error);
  }
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
