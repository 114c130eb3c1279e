import Database from "better-sqlite3";
import path from "node:path";
import { inject } from "vitest";
import { buildBracket } from "~/domain/bracket/build";
import { defaultKnockoutSettings } from "~/domain/bracket/settings";

/** `sides`: each first-round match's home and away team, by code. */
export type BracketEvent = { slug: string; teams: string[]; matchIds: Map<string, number>; sides: Map<string, [string, string]> };

/**
 * A published knockout-only event of six teams, four of them seeded, written
 * into the test server's database as staff would leave it: the seeded draw of
 * a bracket of eight (seed 1 on the top line, seed 2 on the bottom, both with
 * byes), a third-place match, QF1 won by its home side (moved on into its
 * semi-final) and QF2 being played.
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
        const seedOf = (i: number) => (i < 4 ? i + 1 : null);
        const teamIds = teams.map((name, i) => insert("insert into teams (event_id, event_category_id, name, seed) values (?, ?, ?, ?)", eventId, categoryId, name, seedOf(i)));
        const nameOf = new Map(teamIds.map((id, i) => [id, teams[i]!]));
        const matchIds = new Map<string, number>();
        const sides = new Map<string, [string, string]>();
        const built = buildBracket({
          entrants: { kind: "teams", teams: teamIds.map((id, i) => ({ id, seed: seedOf(i), club: null })) },
          settings: defaultKnockoutSettings,
          thirdPlace: true,
          drawNumber: 8,
        });
        for (const match of built.matches) {
          const id = insert(
            "insert into matches (event_id, event_category_id, stage, round, code, home_team_id, away_team_id, home_source, away_source, scheduled_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            eventId,
            categoryId,
            match.stage,
            match.round,
            match.code,
            match.homeTeamId,
            match.awayTeamId,
            match.homeSource,
            match.awaySource,
            start + match.round * 3_600_000,
          );
          matchIds.set(match.code, id);
          if (match.homeTeamId !== null && match.awayTeamId !== null) sides.set(match.code, [nameOf.get(match.homeTeamId)!, nameOf.get(match.awayTeamId)!]);
        }
        const qf1 = db.prepare("select home_team_id as home from matches where id = ?").get(matchIds.get("QF1")) as { home: number };
        db.prepare("update matches set status = 'finished', winner_team_id = ?, home_score = 2, away_score = 0 where id = ?").run(qf1.home, matchIds.get("QF1"));
        db.prepare("update matches set away_team_id = ? where event_category_id = ? and away_source = 'W:QF1'").run(qf1.home, categoryId);
        db.prepare("update matches set status = 'live', home_score = 1, away_score = 0 where id = ?").run(matchIds.get("QF2"));
        return { slug, teams, matchIds, sides };
      })
      .immediate();
  } finally {
    db.close();
  }
}
