import Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { assertPragmas, getDb, migrateDatabase, writeTransaction } from "~/db.server";

beforeAll(() => migrateDatabase(getDb()));

describe("the database connection", () => {
  it("runs in WAL with foreign keys, a busy timeout and synchronous=NORMAL", () => {
    const sqlite = getDb().$client;
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(1);
  });

  it("refuses a connection whose pragmas did not take", () => {
    const plain = new Database(":memory:");
    expect(() => assertPragmas(plain)).toThrow(/journal_mode/);
    plain.close();
  });

  it("takes the write lock when a read-then-write transaction starts (BEGIN IMMEDIATE)", () => {
    const other = new Database(getDb().$client.name);
    other.pragma("busy_timeout = 0");
    try {
      writeTransaction(() => {
        // Nothing written yet, but another connection can no longer start writing.
        expect(() => other.prepare("begin immediate").run()).toThrow(/locked|busy/i);
      });
      other.prepare("begin immediate").run();
      other.prepare("rollback").run();
    } finally {
      other.close();
    }
  });
});
