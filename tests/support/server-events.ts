import bcrypt from "bcryptjs";
import Database from "better-sqlite3";
import path from "node:path";
import { inject } from "vitest";
import { writeDeskDay, type DeskDay } from "./desk-day";
import { serverNow } from "./http";

type Insert = (sql: string, ...values: unknown[]) => number;

/** Writes into the test server's database as another process would, in one immediate transaction; `insert` answers the new row's id. */
function writeServerDatabase<T>(write: (db: Database.Database, insert: Insert) => T): T {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    const insert: Insert = (sql, ...values) => Number(db.prepare(sql).run(...values).lastInsertRowid);
    return db.transaction(() => write(db, insert)).immediate();
  } finally {
    db.close();
  }
}

/**
 * A published event with one day of `slots` start times, `perSlot` matches at
 * each (on as many courts) between two teams, on 10 May 2030 from 08:00 WIB
 * every 30 minutes, written into the test server's database.
 */
export function createLongSchedule(tag: string, slots: number, perSlot: number): { slug: string; day: string } {
  return writeServerDatabase((db, insert) => {
    const slug = `jadwal-${tag}`;
    const firstStart = Date.UTC(2030, 4, 10, 1, 0);
    const eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, 'published', ?, ?)", slug, `Jadwal ${tag}`, firstStart, firstStart + 86_400_000);
    const gameCategoryId = (db.prepare("select id from game_categories order by id limit 1").get() as { id: number }).id;
    const categoryId = insert("insert into event_categories (event_id, game_category_id) values (?, ?)", eventId, gameCategoryId);
    const [home, away] = [1, 2].map((n) => insert("insert into teams (event_id, event_category_id, name) values (?, ?, ?)", eventId, categoryId, `Tim ${tag} ${n}`));
    const match = db.prepare("insert into matches (event_id, event_category_id, code, home_team_id, away_team_id, court, scheduled_at, status) values (?, ?, ?, ?, ?, ?, ?, 'scheduled')");
    for (let slot = 0; slot < slots; slot += 1) {
      for (let court = 1; court <= perSlot; court += 1) {
        match.run(eventId, categoryId, `M${slot * perSlot + court}`, home, away, `Court ${court}`, firstStart + slot * 30 * 60_000);
      }
    }
    return { slug, day: "2030-05-10" };
  });
}

/** Indonesia's zones and their offsets from UTC in hours. */
const indonesianZones = [
  ["Asia/Jakarta", 7],
  ["Asia/Makassar", 8],
  ["Asia/Jayapura", 9],
] as const;

/**
 * A published event held today: 13 start times of 10 matches (on as many
 * courts) a minute apart, the seventh at `seventhStart`, in the Indonesian
 * zone where all of them fall on the same day (the zones are an hour apart,
 * so one of them is half an hour or more from midnight). Until the seventh
 * start the first six are reached and the schedule shows its first part
 * (matches 1–60); from then on, its second (61–120).
 */
export function createScheduleRunningToday(tag: string, seventhStart: number): { slug: string } {
  const minuteOfDay = (offset: number) => (Math.floor(seventhStart / 60_000) + offset * 60) % 1440;
  const [timezone] = indonesianZones.find(([, offset]) => minuteOfDay(offset) >= 30 && minuteOfDay(offset) < 1410)!;
  return writeServerDatabase((db, insert) => {
    const slug = `jadwal-${tag}`;
    const firstStart = seventhStart - 6 * 60_000;
    const eventId = insert(
      "insert into events (slug, name, status, timezone, starts_at, ends_at) values (?, ?, 'published', ?, ?, ?)",
      slug,
      `Jadwal ${tag}`,
      timezone,
      firstStart,
      firstStart + 3_600_000,
    );
    const gameCategoryId = (db.prepare("select id from game_categories order by id limit 1").get() as { id: number }).id;
    const categoryId = insert("insert into event_categories (event_id, game_category_id) values (?, ?)", eventId, gameCategoryId);
    const [home, away] = [1, 2].map((n) => insert("insert into teams (event_id, event_category_id, name) values (?, ?, ?)", eventId, categoryId, `Tim ${tag} ${n}`));
    const match = db.prepare("insert into matches (event_id, event_category_id, code, home_team_id, away_team_id, court, scheduled_at, status) values (?, ?, ?, ?, ?, ?, ?, 'scheduled')");
    for (let slot = 0; slot < 13; slot += 1) {
      for (let court = 1; court <= 10; court += 1) {
        match.run(eventId, categoryId, `M${slot * 10 + court}`, home, away, `Court ${court}`, firstStart + slot * 60_000);
      }
    }
    return { slug };
  });
}

/** A published event ("liga-besar") of 129 teams in one category and 2 in another, with one match, written into the test server's database. */
export function createLargeField(): { slug: string; large: number; small: number; teamOfLarge: number } {
  return writeServerDatabase((db, insert) => {
    const start = Date.UTC(2030, 5, 1, 1, 0);
    const eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values ('liga-besar', 'Liga Besar', 'published', ?, ?)", start, start + 86_400_000);
    const [first, second] = db.prepare("select id from game_categories order by id limit 2").pluck().all() as number[];
    const category = (gameCategoryId: number, teams: number, prefix: string) => {
      const id = insert("insert into event_categories (event_id, game_category_id) values (?, ?)", eventId, gameCategoryId);
      const teamIds = Array.from({ length: teams }, (_, i) => insert("insert into teams (event_id, event_category_id, name) values (?, ?, ?)", eventId, id, `${prefix} ${i + 1}`));
      return { id, teamIds };
    };
    const large = category(first!, 129, "Besar");
    const small = category(second!, 2, "Kecil");
    insert(
      "insert into matches (event_id, event_category_id, code, home_team_id, away_team_id, court, scheduled_at, status) values (?, ?, 'M1', ?, ?, 'Court 1', ?, 'scheduled')",
      eventId,
      large.id,
      large.teamIds[0],
      large.teamIds[1],
      start,
    );
    return { slug: "liga-besar", large: large.id, small: small.id, teamOfLarge: large.teamIds[0]! };
  });
}

/**
 * The desk's badminton day (tests/support/desk-day.ts) written into the test server's database at the
 * server's clock, run by a manager of its own.
 */
export function createDeskDay(tag: string, options: { checkInRequired?: boolean } = {}): DeskDay & { manager: { email: string; password: string } } {
  const password = `desk-manager-${tag}-password`;
  const passwordHash = bcrypt.hashSync(password, 10);
  return writeServerDatabase((db, insert) => {
    const day = writeDeskDay(db, tag, serverNow(), options);
    const email = `desk-${tag}@laga.local`;
    const managerId = insert("insert into users (name, email, password_hash, role) values (?, ?, ?, 'event')", `Desk ${tag}`, email, passwordHash);
    insert("insert into event_managers (user_id, event_id) values (?, ?)", managerId, day.eventId);
    return { ...day, manager: { email, password } };
  });
}
