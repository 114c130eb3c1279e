import Database from "better-sqlite3";
import path from "node:path";
import { inject } from "vitest";
import { planBracket } from "~/domain/knockout";

export type BracketEvent = { slug: string; teams: string[]; matchIds: Map<string, number> };

/**
 * A published knockout-only event of six seeded teams written into the test
 * server's database as staff would leave it: a bracket of eight whose top two
 * seeds have byes, a third-place match, QF1 won by its home side (moved on
 * into its semi-final) and QF2 being played.
 */
export function createKnockoutEvent(tag: string): BracketEvent {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    return db
      .transaction(() => {
        const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
        const slug = `gugur-${tag}`;
        const start = Date.UTC(2030, 5, 1, 1, 0);
        const eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, 'published', ?, ?)", slug, `Gugur ${tag}`, start, start + 86_400_000);
        const gameCategoryId = (db.prepare("select id from game_categories order by id limit 1").get() as { id: number }).id;
        const categoryId = insert("insert into event_categories (event_id, game_category_id, format, third_place) values (?, ?, 'knockout', 1)", eventId, gameCategoryId);
        const teams = Array.from({ length: 6 }, (_, i) => `Unggulan ${i + 1} ${tag}`);
        const teamIds = teams.map((name, i) => insert("insert into teams (event_id, event_category_id, name, seed) values (?, ?, ?, ?)", eventId, categoryId, name, i + 1));
        const seedOf = (source: string) => source.replace(/^1S/, "#");
        const teamOf = (source: string) => (/^1S\d+$/.test(source) ? teamIds[Number(source.slice(2)) - 1]! : null);
        const matchIds = new Map<string, number>();
        for (const match of planBracket(
          teams.map((_, i) => ({ name: `S${i + 1}`, advancing: 1 })),
          { thirdPlace: true },
        )) {
          const id = insert(
            "insert into matches (event_id, event_category_id, stage, round, code, home_team_id, away_team_id, home_source, away_source, scheduled_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            eventId,
            categoryId,
            match.stage,
            match.round,
            match.code,
            teamOf(match.homeSource),
            teamOf(match.awaySource),
            seedOf(match.homeSource),
            seedOf(match.awaySource),
            start + match.round * 3_600_000,
          );
          matchIds.set(match.code, id);
        }
        const qf1 = db.prepare("select home_team_id as home from matches where id = ?").get(matchIds.get("QF1")) as { home: number };
        db.prepare("update matches set status = 'finished', winner_team_id = ?, home_score = 2, away_score = 0 where id = ?").run(qf1.home, matchIds.get("QF1"));
        db.prepare("update matches set away_team_id = ? where event_category_id = ? and away_source = 'W:QF1'").run(qf1.home, categoryId);
        db.prepare("update matches set status = 'live', home_score = 1, away_score = 0 where id = ?").run(matchIds.get("QF2"));
        return { slug, teams, matchIds };
      })
      .immediate();
  } finally {
    db.close();
  }
}
