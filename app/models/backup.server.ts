import Database from "better-sqlite3";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readSync, renameSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import * as tar from "tar";
import { settings } from "~/config.server";
import { withFolderAlone } from "~/data-folder.server";
import { closeDb, getDb, missingCompanions } from "~/db.server";

/** What an archive made by `backup --with-uploads` holds: the database copy and the uploads folder. */
const ARCHIVE_DATABASE = "laga.sqlite";
const ARCHIVE_UPLOADS = "uploads";

/**
 * An online backup through SQLite's backup API: a consistent copy even while the
 * server keeps writing. Returns the number of pages copied.
 */
export async function backupDatabase(file: string) {
  const { totalPages } = await getDb().$client.backup(file);
  return totalPages;
}

/**
 * `backup --with-uploads`: one gzipped tar of an online copy of the database and
 * the uploads folder, safe while the server runs. The database is copied first:
 * every upload it names was stored before it, so the archive holds them all.
 * Written under a temporary name, so an interrupted backup never looks complete.
 */
export async function backupWithUploads(file: string) {
  const target = path.resolve(file);
  const staging = mkdtempSync(path.join(path.dirname(target), ".laga-backup-"));
  const partial = `${target}.partial`;
  try {
    const pages = await backupDatabase(path.join(staging, ARCHIVE_DATABASE));
    // The uploads go in under their own name beside the copy; tar packs the folder the link points at.
    symlinkSync(settings().UPLOADS_DIR, path.join(staging, ARCHIVE_UPLOADS), "dir");
    let files = 0;
    await tar.create(
      {
        file: partial,
        cwd: staging,
        gzip: true,
        portable: true,
        follow: true,
        onWriteEntry: (entry) => {
          if (entry.type === "File" && entry.path.startsWith(`${ARCHIVE_UPLOADS}/`)) files++;
        },
      },
      [ARCHIVE_DATABASE, ARCHIVE_UPLOADS],
    );
    renameSync(partial, target);
    return { pages, files };
  } finally {
    rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
  }
}

export type RestoreReport = { kind: "database" | "archive"; pages: number; uploads: boolean; setAside: string | null };

/**
 * Puts a backup back: a database file from `backup`, or an archive from
 * `backup --with-uploads` (database and uploads). Everything is checked before
 * the data folder is taken or anything in it replaced, so a refused restore (a
 * damaged or foreign backup, a server still running) leaves the folder as it
 * found it.
 */
export async function restoreBackup(file: string): Promise<RestoreReport> {
  const { DATABASE_PATH, DATA_DIR, UPLOADS_DIR } = settings();
  const kind = backupKind(file);
  if (kind === "database") {
    checkBackup(file);
    return withFolderAlone(DATABASE_PATH, async () => ({ kind, uploads: false, ...(await restoreDatabase(file)) }));
  }
  const staging = mkdtempSync(path.join(DATA_DIR, ".restore-"));
  try {
    // Only what backup --with-uploads writes: the database and the uploads' files and folders, never a link to elsewhere.
    await tar.extract({
      file,
      cwd: staging,
      strict: true,
      filter: (name, entry) => "type" in entry && (entry.type === "File" || entry.type === "Directory") && (name === ARCHIVE_DATABASE || name.startsWith(`${ARCHIVE_UPLOADS}/`)),
    });
    const database = path.join(staging, ARCHIVE_DATABASE);
    if (!existsSync(database)) throw new Error(`${file} holds no ${ARCHIVE_DATABASE}: it is not an archive made by backup --with-uploads`);
    checkBackup(database);
    return await withFolderAlone(DATABASE_PATH, async () => {
      const restored = await restoreDatabase(database);
      replaceFolder(UPLOADS_DIR, path.join(staging, ARCHIVE_UPLOADS));
      return { kind, uploads: true, ...restored };
    });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** A backup is either a SQLite file or a gzipped tar; anything else is refused before it is read further. */
function backupKind(file: string): "database" | "archive" {
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "SQLite format 3\0") return "database";
  if (head[0] === 0x1f && head[1] === 0x8b) return "archive";
  throw new Error(`${file} is neither a database backup nor an archive made by backup --with-uploads`);
}

/**
 * A database backup that passes SQLite's integrity check and is Laga's. Reading
 * it leaves its folder as it was: the -wal and -shm files SQLite makes beside a
 * database it opens, even read-only, are removed again.
 */
function checkBackup(file: string) {
  const made = missingCompanions(file);
  const candidate = new Database(file, { readonly: true, fileMustExist: true });
  try {
    let check: unknown;
    try {
      check = candidate.pragma("integrity_check", { simple: true });
    } catch (error) {
      // Pages so damaged that SQLite cannot even walk them ("database disk image is malformed").
      if (!(error instanceof Database.SqliteError)) throw error;
      check = error.message;
    }
    if (check !== "ok") throw new Error(`${file} failed the integrity check: ${String(check)}`);
    const laga = candidate.prepare("select count(*) from sqlite_master where type = 'table' and name = '__drizzle_migrations'").pluck().get();
    if (laga === 0) throw new Error(`${file} is a SQLite database, but not a Laga backup (it has no __drizzle_migrations table)`);
  } finally {
    candidate.close();
    for (const companion of made) rmSync(companion, { force: true });
  }
}

/**
 * Writes a checked backup into the database file through SQLite's backup API:
 * SQLite itself writes the pages, through the file's own write-ahead log, and
 * checkpoints and removes that log when it is done. Copying a file over the
 * database would mix it with a log or shared-memory index of the old one.
 */
async function restoreDatabase(file: string) {
  const target = settings().DATABASE_PATH;
  const made = missingCompanions(file);
  const candidate = new Database(file, { readonly: true, fileMustExist: true });
  try {
    closeDb();
    const setAside = setAsideUnreadable(target);
    const { totalPages } = await candidate.backup(target);
    return { pages: totalPages, setAside };
  } finally {
    candidate.close();
    for (const companion of made) rmSync(companion, { force: true });
  }
}

/**
 * The backup API writes into a database SQLite can open: a damaged file (the
 * usual reason to restore) is renamed aside with its log files, kept for a
 * closer look, and the backup is written into a new file in its place.
 */
function setAsideUnreadable(target: string) {
  if (!existsSync(target)) return null;
  try {
    const current = new Database(target, { fileMustExist: true });
    try {
      current.prepare("select count(*) from sqlite_master").pluck().get();
      return null;
    } finally {
      current.close();
    }
  } catch (error) {
    if (!(error instanceof Database.SqliteError)) throw error;
  }
  const aside = `${target}.damaged-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  for (const suffix of ["-wal", "-shm", "-journal"]) {
    if (existsSync(target + suffix)) renameSync(target + suffix, aside + suffix);
  }
  renameSync(target, aside);
  return aside;
}

/** Puts `replacement` where `folder` is, by renames within the data folder, then removes the old one. */
function replaceFolder(folder: string, replacement: string) {
  const old = `${folder}.replaced-${process.pid}`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(folder)) renameSync(folder, old);
  if (existsSync(replacement)) renameSync(replacement, folder);
  else mkdirSync(folder, { recursive: true });
  rmSync(old, { recursive: true, force: true });
}
