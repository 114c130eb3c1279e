import { writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, migrateDatabase } from "~/db.server";
import { isStorageFull } from "~/utils/storage.server";

beforeAll(() => migrateDatabase(getDb()));

function failureOf(work: () => unknown) {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("expected the write to fail");
}

describe("a write refused for want of space", () => {
  it("is told from other failures: SQLite's SQLITE_FULL, also when Drizzle wraps it", () => {
    const db = getDb();
    db.run(sql`create table storage_probe (body blob)`);
    const pages = Number(db.$client.pragma("page_count", { simple: true }));
    db.$client.pragma(`max_page_count = ${pages + 2}`);
    try {
      const full = failureOf(() => db.run(sql`insert into storage_probe values (zeroblob(65536))`));
      expect(full).toBeInstanceOf(Error);
      expect(isStorageFull(full)).toBe(true);
    } finally {
      db.$client.pragma("max_page_count = 4294967294");
    }
    expect(isStorageFull(failureOf(() => db.run(sql`insert into no_such_table values (1)`)))).toBe(false);
  });

  it("and ENOSPC from the file system, as writing /dev/full gives", () => {
    expect(isStorageFull(failureOf(() => writeFileSync("/dev/full", "x")))).toBe(true);
    expect(isStorageFull(failureOf(() => writeFileSync("/no/such/folder/file", "x")))).toBe(false);
  });
});
