import Database from "better-sqlite3";
import path from "node:path";
import { inject } from "vitest";
import { writeSeededKnockout } from "./seeded-knockout";

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
        const slug = `gugur-${tag}`;
        const teams = Array.from({ length: 6 }, (_, i) => `Unggulan ${i + 1} ${tag}`);
        const { categoryId, matchIds, sides } = writeSeededKnockout(db, { slug, name: `Gugur ${tag}`, start: Date.UTC(2030, 5, 1, 1, 0), teams, drawNumber: 8 });
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
