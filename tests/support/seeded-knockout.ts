import type Database from "better-sqlite3";
import { buildBracket } from "../../app/domain/bracket/build";
import { defaultKnockoutSettings } from "../../app/domain/bracket/settings";

export type SeededKnockout = { eventId: number; categoryId: number; teamIds: number[]; matchIds: Map<string, number>; sides: Map<string, [string, string]> };

/**
 * A published event of one knockout category (with its third-place match),
 * written into a test server's database as the draw saves it: the teams named,
 * the first four seeded 1–4, drawn by `drawNumber` into a bracket with the
 * byes the rulebook gives the seeds, one hour a round from `start`. Nothing is
 * played yet. `sides`: each match whose two teams are known, by code.
 */
export function writeSeededKnockout(db: Database.Database, event: { slug: string; name: string; start: number; teams: string[]; drawNumber: number }): SeededKnockout {
  const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
  const { start } = event;
  const eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, 'published', ?, ?)", event.slug, event.name, start, start + 86_400_000);
  const gameCategoryId = (db.prepare("select id from game_categories order by id limit 1").get() as { id: number }).id;
  const categoryId = insert("insert into event_categories (event_id, game_category_id, format, third_place) values (?, ?, 'knockout', 1)", eventId, gameCategoryId);
  const seedOf = (i: number) => (i < 4 ? i + 1 : null);
  const teamIds = event.teams.map((name, i) => insert("insert into teams (event_id, event_category_id, name, seed) values (?, ?, ?, ?)", eventId, categoryId, name, seedOf(i)));
  const nameOf = new Map(teamIds.map((id, i) => [id, event.teams[i]!]));
  const built = buildBracket({
    entrants: { kind: "teams", teams: teamIds.map((id, i) => ({ id, seed: seedOf(i), club: null })) },
    settings: defaultKnockoutSettings,
    thirdPlace: true,
    drawNumber: event.drawNumber,
  });
  const matchIds = new Map<string, number>();
  const sides = new Map<string, [string, string]>();
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
  return { eventId, categoryId, teamIds, matchIds, sides };
}
