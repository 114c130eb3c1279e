import Database from "better-sqlite3";
import { count, sql, type SQL } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import path from "node:path";
import * as schema from "#drizzle/schema";
import { settings } from "./config.server";

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
  };
  const expected = { journal_mode: "wal", foreign_keys: 1, busy_timeout: 5000, synchronous: 1 };
  for (const [name, value] of Object.entries(expected)) {
    if (actual[name as keyof typeof actual] !== value) throw new Error(`SQLite pragma ${name} is ${actual[name as keyof typeof actual]}, expected ${value}`);
  }
}

export function migrationsFolder() {
  return path.resolve(process.cwd(), "migrations");
}

export function migrateDatabase(db: DB) {
  migrate(db, { migrationsFolder: migrationsFolder() });
}

const globalForDb = globalThis as unknown as { lagaDb?: DB };

/** The process's one connection (kept across dev reloads). */
export function getDb(): DB {
  globalForDb.lagaDb ??= openDatabase(settings().DATABASE_PATH);
  return globalForDb.lagaDb;
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
 * read-then-write never fails half-way with SQLITE_BUSY on upgrade.
 */
export function writeTransaction<T>(fn: (tx: DB) => T): T {
  const db = getDb();
  return db.$client.transaction(() => fn(db)).immediate();
}

/** Number of rows of a table (optionally matching a condition), read synchronously. */
export function countRows(db: DB, table: SQLiteTable, where?: SQL) {
  return db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}

export { schema };
