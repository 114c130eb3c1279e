import { e2eDatabaseFile } from "../../playwright.config";
import Database from "better-sqlite3";
import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import type { Download } from "@playwright/test";

/** The test server's database (playwright.config.ts), written beside it in WAL mode. */
const databaseFile = e2eDatabaseFile;

export function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(databaseFile);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  try {
    return db.transaction(() => work(db)).immediate();
  } finally {
    db.close();
  }
}

export const DEMO_SLUG = "martabaks-vol-2";

/** The demo event's "Padel Putra Beginner" category, given room for more teams than the demo's twelve. */
export function roomyMenBeginner() {
  return withDatabase((db) => {
    const row = db
      .prepare(
        `select ec.id, ec.event_id as eventId from event_categories ec
         join events e on e.id = ec.event_id join game_categories gc on gc.id = ec.game_category_id
         join skill_levels sl on sl.id = gc.skill_level_id
         where e.slug = ? and gc.gender = 'men' and sl.name = 'Beginner'`,
      )
      .get(DEMO_SLUG) as { id: number; eventId: number };
    db.prepare("update event_categories set max_teams = 40 where id = ?").run(row.id);
    return row;
  });
}

/** Players that play nowhere yet, made once per run whichever test asks first. */
export function ensurePlayers(list: { name: string; gender: "male" | "female"; email?: string }[]) {
  return withDatabase((db) =>
    list.map((player) => {
      const found = db.prepare("select id from players where name = ?").get(player.name) as { id: number } | undefined;
      if (found) return found.id;
      return Number(db.prepare("insert into players (name, gender, birth_date, email) values (?, ?, '1992-02-02', ?)").run(player.name, player.gender, player.email ?? null).lastInsertRowid);
    }),
  );
}

/** Another event, not run by the demo manager, with a category and a team of its own. */
export function otherEventWithTeam() {
  return withDatabase((db) => {
    const existing = db.prepare("select e.id as eventId, t.id as teamId from events e join teams t on t.event_id = e.id where e.slug = 'liga-lain'").get() as
      { eventId: number; teamId: number } | undefined;
    if (existing) return existing;
    // Older than the demo, so the demo stays every user's first event.
    const eventId = Number(
      db.prepare("insert into events (slug, name, starts_at, ends_at, status) values ('liga-lain', 'Liga Lain', ?, ?, 'published')").run(Date.UTC(2020, 0, 4), Date.UTC(2020, 0, 5)).lastInsertRowid,
    );
    const gameCategory = db.prepare("select id from game_categories where gender = 'open' limit 1").get() as { id: number };
    const categoryId = Number(db.prepare("insert into event_categories (event_id, game_category_id) values (?, ?)").run(eventId, gameCategory.id).lastInsertRowid);
    const teamId = Number(db.prepare("insert into teams (event_id, event_category_id, name) values (?, ?, 'Tim Rahasia Lain')").run(eventId, categoryId).lastInsertRowid);
    const playerId = Number(db.prepare("insert into players (name, gender) values ('Pemain Liga Lain', 'male')").run().lastInsertRowid);
    db.prepare("insert into team_players (team_id, player_id, event_category_id) values (?, ?, ?)").run(teamId, playerId, categoryId);
    return { eventId, teamId };
  });
}

/** A player of the demo who plays in a team, with that team's name. */
export function demoPlayerInTeam() {
  return withDatabase(
    (db) =>
      db.prepare("select p.name as player, t.name as team from team_players tp join players p on p.id = tp.player_id join teams t on t.id = tp.team_id order by p.id limit 1").get() as {
        player: string;
        team: string;
      },
  );
}

/** A demo team that has played a group match (the demo's first day is over). */
export function demoTeamThatPlayed() {
  return withDatabase(
    (db) =>
      (
        db
          .prepare(
            `select t.name from matches m join teams t on t.id = m.home_team_id join events e on e.id = m.event_id
             where e.slug = ? and m.stage = 'group' and m.status = 'finished' and t.status != 'withdrawn' order by m.id limit 1`,
          )
          .get(DEMO_SLUG) as { name: string }
      ).name,
  );
}

export function count(sql: string, ...params: unknown[]) {
  return withDatabase((db) => (db.prepare(sql).get(...params) as { n: number }).n);
}

/** The first sheet of a downloaded .xlsx as rows of cell text. */
export async function sheetRows(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? "" : String(value)))));
  return rows;
}
