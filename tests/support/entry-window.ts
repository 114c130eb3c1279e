import Database from "better-sqlite3";
import { createHash } from "node:crypto";

const HOUR = 3_600_000;

/**
 * Opens a category of an event for entries in a test server's database (the
 * window open since an hour before `now` on the server's clock, for two days) and adds one pending entry whose
 * private link's secret is known here, since only its hash is stored.
 */
export function openEntriesWithOne(databaseFile: string, eventId: number, categoryId: number, { now, publicList = true }: { now: number; publicList?: boolean }) {
  // One secret per category: test files sharing a server each open their own.
  const known = `entry${eventId}c${categoryId}`;
  const secret = `${known}${"s".repeat(43 - known.length)}`;
  const db = new Database(databaseFile, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    db.transaction(() => {
      db.prepare("insert into entry_windows (event_id, event_category_id, opens_at, closes_at, waiting_list, fee_idr, note, public_list) values (?, ?, ?, ?, 1, 100000, 'Catatan', ?)").run(
        eventId,
        categoryId,
        now - HOUR,
        now + 48 * HOUR,
        publicList ? 1 : 0,
      );
      const entryId = db
        .prepare("insert into entries (event_id, event_category_id, contact_phone, secret_hash, address) values (?, ?, '+6281200000001', ?, '127.0.0.1')")
        .run(eventId, categoryId, createHash("sha256").update(secret).digest("hex")).lastInsertRowid;
      db.prepare("insert into entry_players (entry_id, event_category_id, name, gender, birth_date, phone) values (?, ?, 'Pemain Uji Entri', 'male', '1990-01-01', '+6281200000001')").run(
        entryId,
        categoryId,
      );
    })();
  } finally {
    db.close();
  }
  return { secret };
}
