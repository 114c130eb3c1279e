import Database from "better-sqlite3";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { provinces } from "#drizzle/schema";
import { countRows, getDb, migrateDatabase, migrationsFolder } from "~/db.server";
import { importRegions } from "~/models/regions/region-import.server";
import { log } from "~/utils/logger.server";
import { seedMasterData } from "./master-data.server";

/**
 * A new database begins as a copy of the starter written by `npm run build`:
 * the migrations, the master data, the national regions and their search index.
 * Writing those was most of a first start (a container on a new volume, a
 * test server); copying the file takes a moment. What comes
 * after — the first admin, the demo event — is made at start as before.
 */
export function starterDatabasePath() {
  return path.resolve(process.cwd(), "build", "starter.sqlite");
}

/** The demo event's encoded logos, which the build keeps beside its starter (app/seed/demo-event.server.ts). */
export function demoLogosBeside(starter: string) {
  return path.join(path.dirname(starter), "demo-logos");
}

/**
 * Copies the starter to `file` when there is no database there yet, and tells
 * whether it did. A starter from another build that holds a migration this code
 * does not know is passed over (the database is then written step by step);
 * migrations newer than the starter run over the copy as over any database.
 */
export function startFromStarter(file: string, starter = starterDatabasePath()): boolean {
  if (existsSync(file) || !existsSync(starter) || !knowsEveryMigrationOf(starter)) return false;
  // A log or lock file without its database belongs to no database: SQLite must not replay it into the copy.
  for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(file + suffix, { force: true });
  // Copied under another name first, so a stop half-way never leaves a partial database where the real one belongs.
  const partial = `${file}.starting`;
  copyFileSync(starter, partial);
  renameSync(partial, file);
  return true;
}

function knowsEveryMigrationOf(starter: string) {
  const known = new Set(readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((migration) => migration.hash));
  const db = new Database(starter, { readonly: true, fileMustExist: true });
  try {
    const applied = db.prepare("select hash from __drizzle_migrations").pluck().all() as string[];
    return applied.length > 0 && applied.every((hash) => known.has(hash));
  } catch {
    return false;
  } finally {
    db.close();
  }
}

/**
 * What a starter holds, written into the process's database where it is
 * missing: the migrations, the master data, the national regions. Each step is
 * a no-op once done, so it runs at every start.
 */
export async function writeStarterContents() {
  const db = getDb();
  migrateDatabase(db);
  db.$client.transaction(() => seedMasterData(db)).immediate();
  if (countRows(db, provinces) === 0) {
    const started = Date.now();
    const result = await importRegions();
    log.info("regions imported", { ms: Date.now() - started, subdistricts: result.subdistricts.inserted });
  }
}

/** Writes the starter to `file` (`npm run build`): the process's database (a new one) with its contents, as one compact file. */
export async function writeStarterDatabase(file: string) {
  await writeStarterContents();
  rmSync(file, { force: true });
  getDb().$client.prepare("vacuum into ?").run(file);
}
