import Database from "better-sqlite3";
import { count, sql, type SQL } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { accessSync, constants, existsSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import * as schema from "#drizzle/schema";
import { settings } from "./config.server";
import { noteScorePatch, publishMovedVersions, publishVersionsMovedBy } from "./live/moved-versions.server";
import type { ScorePatch } from "./live/publisher.server";

export type { ScorePatch };

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens the SQLite file with the pragmas every connection needs. synchronous=NORMAL
 * is the documented safe choice for WAL: a committed transaction survives a crash of
 * the process; only a power loss can drop the last commits, never corrupt the file.
 */
export function openDatabase(file: string): DB {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // The event-version triggers stop by their own conditions; said here so no trigger relies on recursion.
  sqlite.pragma("recursive_triggers = OFF");
  assertPragmas(sqlite);
  return drizzle(sqlite, { schema });
}

/**
 * A pragma that does not take (a read-only folder refusing WAL, a driver built
 * without foreign keys) would silently weaken every write: refuse to start.
 */
export function assertPragmas(sqlite: Database.Database) {
  const actual = {
    journal_mode: String(sqlite.pragma("journal_mode", { simple: true })),
    foreign_keys: Number(sqlite.pragma("foreign_keys", { simple: true })),
    busy_timeout: Number(sqlite.pragma("busy_timeout", { simple: true })),
    synchronous: Number(sqlite.pragma("synchronous", { simple: true })),
    recursive_triggers: Number(sqlite.pragma("recursive_triggers", { simple: true })),
  };
  const expected = { journal_mode: "wal", foreign_keys: 1, busy_timeout: 5000, synchronous: 1, recursive_triggers: 0 };
  for (const [name, value] of Object.entries(expected)) {
    if (actual[name as keyof typeof actual] !== value) throw new Error(`SQLite pragma ${name} is ${actual[name as keyof typeof actual]}, expected ${value}`);
  }
}

export function migrationsFolder() {
  return path.resolve(process.cwd(), "migrations");
}

/**
 * Brings the schema up to date. Every process migrates its connection before
 * it writes, so this is also where the connection starts telling the live
 * pages of the event versions its writes move.
 */
export function migrateDatabase(db: DB) {
  migrate(db, { migrationsFolder: migrationsFolder() });
  publishVersionsMovedBy(db.$client);
}

const globalForDb = globalThis as unknown as { lagaDb?: DB };

/** The process's one connection (kept across dev reloads). */
export function getDb(): DB {
  if (!globalForDb.lagaDb) {
    const file = settings().DATABASE_PATH;
    checkDatabaseFile(file);
    const db = openDatabase(file);
    const { DATABASE_MAX_MB } = settings();
    // A size the database may not pass: a write that would grow it further fails as a full disk does (SQLITE_FULL).
    if (DATABASE_MAX_MB) db.$client.pragma(`max_page_count = ${Math.floor((DATABASE_MAX_MB * 1024 * 1024) / Number(db.$client.pragma("page_size", { simple: true })))}`);
    globalForDb.lagaDb = db;
  }
  return globalForDb.lagaDb;
}

/**
 * A database file that exists must be Laga's. An empty file (a copy that
 * failed, a volume mounted in the wrong place) or another program's database
 * would otherwise become a brand-new site with a new first admin, hiding that
 * the real data is missing. A folder is new only when it has no database file.
 * `whole` also runs SQLite's quick_check, which reads every page of the file
 * (see checkDatabaseAtStart).
 */
export function checkDatabaseFile(file: string, { whole = false } = {}) {
  if (!existsSync(file)) return;
  const empty = statSync(file).size === 0 && !(existsSync(`${file}-wal`) && statSync(`${file}-wal`).size > 0);
  let reason: string | null;
  try {
    const sqlite = new Database(file, { fileMustExist: true });
    try {
      const laga = sqlite.prepare("select count(*) from sqlite_master where type = 'table' and name = '__drizzle_migrations'").pluck().get();
      reason = laga !== 0 ? null : empty ? "the file is empty (0 bytes)" : "it is a SQLite database, but not Laga's (it has no __drizzle_migrations table)";
      if (!reason && whole) {
        const problems = sqlite.pragma("quick_check(10)", { simple: false }) as { quick_check: string }[];
        if (problems[0]?.quick_check !== "ok") throw new DatabaseUnusable(damaged(file, `quick_check: ${problems.map((row) => row.quick_check).join("; ")}`));
      }
    } finally {
      sqlite.close();
    }
  } catch (error) {
    if (error instanceof DatabaseUnusable) throw error;
    if (!(error instanceof Database.SqliteError) || error.code !== "SQLITE_NOTADB") throw databaseFailure(file, error);
    reason = "it is not a SQLite database";
  }
  if (reason) {
    throw new DatabaseUnusable(
      `Laga will not use ${file}: ${reason}. Only a data folder without a database file becomes a new site. ` +
        `To bring the data back, restore a backup: ${restoreAdvice}; to start a new site, move the file away.`,
    );
  }
}

/**
 * A start's look at the database file before anything is written beside it:
 * writable by this process, Laga's, and whole by SQLite's quick_check, which
 * reads every page (the demo's 12 MB in about 0.1–0.4 s; docs/performance-log.md):
 * a file with damaged pages would otherwise start and answer "database disk
 * image is malformed" to every page that reads them. A refusal leaves the data
 * folder as it was: the -wal and -shm files that opening the file made are
 * removed again. Answers the milliseconds the check took, or null for a folder
 * without a database file (a new site).
 */
export function checkDatabaseAtStart(file: string): number | null {
  if (!existsSync(file)) return null;
  const started = performance.now();
  const made = missingCompanions(file);
  try {
    for (const target of [file, path.dirname(file)]) {
      try {
        accessSync(target, constants.W_OK);
      } catch (error) {
        throw new DatabaseUnusable(readOnly(file, (error as Error).message));
      }
    }
    checkDatabaseFile(file, { whole: true });
  } catch (error) {
    for (const companion of made) rmSync(companion, { force: true });
    throw error;
  }
  return Math.round(performance.now() - started);
}

/**
 * The files SQLite may make beside a database it opens (the write-ahead log,
 * its shared-memory index, a rollback journal) that are not there now: removed
 * once a look at the file is done, they leave its folder as it was found.
 */
export function missingCompanions(file: string) {
  return ["-wal", "-shm", "-journal"].map((suffix) => file + suffix).filter((companion) => !existsSync(companion));
}

/** SQLite's own error behind a failure, which Drizzle wraps in one naming the query. */
export function sqliteErrorIn(error: unknown): InstanceType<typeof Database.SqliteError> | null {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof Database.SqliteError) return cause;
  }
  return null;
}

/** Whether a failure says the database file is damaged: SQLite found a page it cannot read as what it should be. */
export function isDatabaseDamaged(error: unknown): boolean {
  const code = sqliteErrorIn(error)?.code ?? "";
  return code.startsWith("SQLITE_CORRUPT") || code === "SQLITE_NOTADB";
}

/** A database file Laga must not use, with what to do instead; its message is the whole story. */
export class DatabaseUnusable extends Error {}

const restoreAdvice = "npm run admin -- restore <backup>";

const damaged = (file: string, detail: string) =>
  `The database ${file} is damaged (${detail}). Stop every process that uses it and restore the latest backup; to bring the data back from a backup: ${restoreAdvice}.`;
const readOnly = (file: string, detail: string) =>
  `The database ${file} is read-only for this process (${detail}). The server writes it and the -wal and -shm files beside it: give its user write access to the file and its folder; to bring the data back from a backup: ${restoreAdvice}.`;

/**
 * The error a failing database gives, restated with the file's path and what
 * to do: SQLite's own message ("attempt to write a readonly database",
 * "database disk image is malformed") names neither.
 */
export function databaseFailure(file: string, error: unknown): unknown {
  const cause = sqliteErrorIn(error);
  if (!cause) return error;
  const code = cause.code;
  if (code.startsWith("SQLITE_READONLY")) return new DatabaseUnusable(readOnly(file, cause.message));
  if (isDatabaseDamaged(cause)) return new DatabaseUnusable(damaged(file, cause.message));
  if (code.startsWith("SQLITE_CANTOPEN")) {
    return new DatabaseUnusable(
      `The database ${file} cannot be opened (${cause.message}). Check that its folder exists and the server's user may write there; to bring the data back from a backup: ${restoreAdvice}.`,
    );
  }
  return error;
}

export function closeDb() {
  globalForDb.lagaDb?.$client.close();
  globalForDb.lagaDb = undefined;
}

/**
 * A query built and compiled once per connection, then only run: Drizzle builds
 * a query's SQL anew on every call, which for the reads every public page makes
 * (the event by its slug, its categories) cost more than SQLite running them.
 * Values go in through `sql.placeholder("name")` and are given when it runs.
 */
export function preparedQuery<Query>(build: (db: DB) => Query): () => Query {
  let connection: DB | undefined;
  let query: Query | undefined;
  return () => {
    const db = getDb();
    if (db !== connection || query === undefined) {
      connection = db;
      query = build(db);
    }
    return query;
  };
}

/**
 * For a compiled query: the column is one of the ids given, as one JSON array,
 * in the placeholder `ids` (`JSON.stringify(ids)`). A list of hundreds of bound
 * values cost Drizzle more to build than SQLite to run, and its length would
 * change the statement.
 */
export function inIdList(column: SQLiteColumn): SQL {
  return sql`${column} in (select value from json_each(${sql.placeholder("ids")}))`;
}

/**
 * Runs fn in a BEGIN IMMEDIATE transaction: the write lock is taken first, so a
 * read-then-write never fails half-way with SQLITE_BUSY on upgrade. Once it is
 * committed, the event versions it moved are published to the live pages.
 */
export function writeTransaction<T>(fn: (tx: DB) => T): T {
  const db = getDb();
  const result = db.$client.transaction(() => fn(db)).immediate();
  publishMovedVersions(db.$client);
  return result;
}

/** Inside a write: what a point changed in its event's pages, published with the version the write moves to (live/moved-versions.server.ts). */
export function noteLiveScore(eventId: number, patch: ScorePatch) {
  noteScorePatch(getDb().$client, eventId, patch);
}

/** Number of rows of a table (optionally matching a condition), read synchronously. */
export function countRows(db: DB, table: SQLiteTable, where?: SQL) {
  return db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}

export { schema };
