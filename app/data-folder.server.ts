import Database from "better-sqlite3";

/**
 * Locks on a data folder, so a restore never writes under a running server and
 * two servers starting at once never prepare one database together.
 *
 * They are SQLite's own file locks (fcntl on Linux) on small lock databases
 * beside the database, held by a connection. The operating system drops them
 * when the process ends, however it ends: a crashed server leaves no stale lock
 * that blocks for ever, and no pid is kept that another process may have reused
 * since. SQLite is already here, so nothing native is added, and its locking
 * also works between containers that share a volume on one host.
 *
 * Running servers share the folder lock (several processes may serve one
 * database, see "Scaling out"); a restore needs it alone.
 */

export class FolderHeld extends Error {}

export function folderLockPath(databasePath: string) {
  return `${databasePath}.lock`;
}

function startLockPath(databasePath: string) {
  return `${databasePath}.start-lock`;
}

function busy(error: unknown) {
  return error instanceof Database.SqliteError && (error.code === "SQLITE_BUSY" || error.code === "SQLITE_LOCKED");
}

const globalForLock = globalThis as unknown as { lagaFolderLock?: Database.Database };

/**
 * A running server's share of the folder lock, held until releaseFolder() or the
 * process's end: a read in SQLite's exclusive locking mode keeps its shared lock
 * without an open transaction. Refused at once while a restore holds the folder.
 */
export function holdFolder(databasePath: string) {
  if (globalForLock.lagaFolderLock) return;
  const lock = new Database(folderLockPath(databasePath));
  try {
    lock.pragma("busy_timeout = 0");
    lock.pragma("locking_mode = EXCLUSIVE");
    lock.prepare("select count(*) from sqlite_master").pluck().get();
  } catch (error) {
    lock.close();
    if (!busy(error)) throw error;
    throw new FolderHeld(`The data folder of ${databasePath} is being restored (npm run admin -- restore holds ${folderLockPath(databasePath)}): start the server when the restore has finished.`);
  }
  globalForLock.lagaFolderLock = lock;
}

export function releaseFolder() {
  globalForLock.lagaFolderLock?.close();
  globalForLock.lagaFolderLock = undefined;
}

/**
 * Runs fn with the folder to itself (a restore), refusing at once while a server
 * holds its share: a restore under a running server corrupts the database.
 */
export async function withFolderAlone<T>(databasePath: string, fn: () => Promise<T>): Promise<T> {
  const lock = new Database(folderLockPath(databasePath));
  try {
    lock.pragma("busy_timeout = 0");
    try {
      lock.exec("begin exclusive");
    } catch (error) {
      if (!busy(error)) throw error;
      throw new FolderHeld(`A Laga server is running on ${databasePath} (it holds ${folderLockPath(databasePath)}): stop the server first, then restore.`);
    }
    return await fn();
  } finally {
    lock.close();
  }
}

/** How long a starting server waits for another process preparing the same database (a first start imports the regions). */
export const START_WAIT_MS = 60_000;

/**
 * Runs a server's start-up work on the database (migrations, the first admin,
 * the demo) while no other process does the same: two servers started at once
 * on an empty folder would both seed it, and one would fail on a unique key.
 * The second waits, at most START_WAIT_MS, and then finds the database prepared.
 * The wait is SQLite's busy handler, which sleeps on the thread: nothing else
 * runs yet, since the server listens only after this.
 */
export async function whileStarting<T>(databasePath: string, fn: () => Promise<T>, waitMs = START_WAIT_MS): Promise<T> {
  const lock = new Database(startLockPath(databasePath));
  try {
    lock.pragma(`busy_timeout = ${waitMs}`);
    try {
      lock.exec("begin exclusive");
    } catch (error) {
      if (!busy(error)) throw error;
      throw new FolderHeld(
        `Another process has been preparing ${databasePath} for ${Math.round(waitMs / 1000)} s (it holds ${startLockPath(databasePath)}); try again when it has started, or stop it.`,
      );
    }
    return await fn();
  } finally {
    lock.close();
  }
}
