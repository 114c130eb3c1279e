import Database from "better-sqlite3";
import { statSync } from "node:fs";

/**
 * A server's database brought to its DATABASE_MAX_MB, for tests of a full disk:
 * SQLite's own max_page_count, on a second connection, so the server's next
 * write that needs a page fails with a real SQLITE_FULL. Bulk blobs take the
 * room first; then rows shaped like the ones the test will save fill the last
 * page of their tables, so those saves cannot fit in a page that has room left.
 */
export function capFor(starter = "build/starter.sqlite") {
  return Math.ceil(statSync(starter).size / (1024 * 1024)) + 3;
}

export function fillDatabase(file: string, capMb: number) {
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    const pageSize = Number(db.pragma("page_size", { simple: true }));
    db.pragma(`max_page_count = ${Math.floor((capMb * 1024 * 1024) / pageSize)}`);
    db.exec("create table if not exists test_filler (body blob)");
    const untilFull = (insert: () => void) => {
      for (;;) {
        try {
          insert();
        } catch (error) {
          if ((error as { code?: string }).code === "SQLITE_FULL") return;
          throw error;
        }
      }
    };
    const blob = db.prepare("insert into test_filler values (zeroblob(?))");
    for (const size of [256 * 1024, 16 * 1024, 1024, 64]) untilFull(() => blob.run(size));
    let n = 0;
    const level = db.prepare("insert into skill_levels (name, color, sort_order) values (?, '#2a9d8f', 999)");
    untilFull(() => level.run(`filler ${String(++n).padStart(8, "0")} ${"x".repeat(32)}`));
    const upload = db.prepare("insert into uploads (path, mime, bytes, width, height, sha256) values (?, 'image/jpeg', 1000, 48, 32, ?)");
    untilFull(() => upload.run(`/uploads/2000/01/${String(++n).padStart(32, "0")}.jpg`, "f".repeat(64)));
  } finally {
    db.close();
  }
}

/** Gives the room back: the filler's pages go to the free list, for the server's next writes. */
export function emptyFiller(file: string) {
  const db = new Database(file);
  try {
    db.pragma("busy_timeout = 5000");
    db.exec("drop table test_filler");
  } finally {
    db.close();
  }
}
