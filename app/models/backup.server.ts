import Database from "better-sqlite3";
import { copyFileSync, rmSync } from "node:fs";
import { settings } from "~/config.server";
import { closeDb, getDb } from "~/db.server";

/**
 * An online backup through SQLite's backup API: a consistent copy even while the
 * server keeps writing. Returns the number of pages copied.
 */
export async function backupDatabase(file: string) {
  const { totalPages } = await getDb().$client.backup(file);
  return totalPages;
}

/**
 * Puts a backup in place of the database. The server must be stopped: the file
 * is checked first, then copied over the database and its WAL files removed.
 */
export async function restoreDatabase(file: string) {
  const candidate = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = candidate.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`${file} failed the integrity check: ${String(check)}`);
  } finally {
    candidate.close();
  }
  closeDb();
  const target = settings().DATABASE_PATH;
  rmSync(`${target}-wal`, { force: true });
  rmSync(`${target}-shm`, { force: true });
  copyFileSync(file, target);
}
