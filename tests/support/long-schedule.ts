import Database from "better-sqlite3";
import path from "node:path";
import { inject } from "vitest";

/**
 * A published event with one day of `slots` start times, `perSlot` matches at
 * each (on as many courts) between two teams, on 10 May 2030 from 08:00 WIB
 * every 30 minutes, written into the test server's database.
 */
export function createLongSchedule(tag: string, slots: number, perSlot: number): { slug: string; day: string } {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    return db
      .transaction(() => {
        const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
        const slug = `jadwal-${tag}`;
        const firstStart = Date.UTC(2030, 4, 10, 1, 0);
        const eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, 'published', ?, ?)", slug, `Jadwal ${tag}`, firstStart, firstStart + 86_400_000);
        const gameCategoryId = (db.prepare("select id from game_categories order by id limit 1").get() as { id: number }).id;
        const categoryId = insert("insert into event_categories (event_id, game_category_id) values (?, ?)", eventId, gameCategoryId);
        const [home, away] = [1, 2].map((n) => insert("insert into teams (event_id, event_category_id, name) values (?, ?, ?)", eventId, categoryId, `Tim ${tag} ${n}`));
        const match = db.prepare(
          "insert into matches (event_id, event_category_id, code, home_team_id, away_team_id, court, scheduled_at, status) values (?, ?, ?, ?, ?, ?, ?, 'scheduled')",
        );
        for (let slot = 0; slot < slots; slot += 1) {
          for (let court = 1; court <= perSlot; court += 1) {
            match.run(eventId, categoryId, `M${slot * perSlot + court}`, home, away, `Court ${court}`, firstStart + slot * 30 * 60_000);
          }
        }
        return { slug, day: "2030-05-10" };
      })
      .immediate();
  } finally {
    db.close();
  }
}
