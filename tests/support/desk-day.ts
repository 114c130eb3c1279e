import type Database from "better-sqlite3";
import { createHash } from "node:crypto";

/**
 * A badminton day at the desk, written into a database as another process
 * would (plain SQL, so model and API tests share it). Every time is minutes
 * from `anchor`, the server's clock rounded down to five minutes, so the day
 * stands the same way whenever the test runs:
 *
 *   Court 1  MD-1  A–B     planned −100, played −100 … −50 (ran 20 minutes long)
 *            XD-1  X1–X2   planned −70, called −20, live since −15
 *   Court 2  MD-2  C–D     planned −100, played −100 … −70
 *            MD-3  C–D     planned −40, played −40 … −5
 *            MD-7  E–F     planned +5            (callable: nobody in its way)
 *            MD-5  A–C     planned +20           (Budi on Court 1; Hadi and Iwan rest until +15)
 *   Court 3  MD-4  B–D     planned −10           (Fajar on Court 1; Joko and Kurnia rest until +15)
 *   Court 1  MD-F  W:MD-4 – W:MD-5, planned +90  (its sides are not known)
 *
 * Men's doubles (MD) and mixed doubles (XD) are badminton: 30-minute matches,
 * 20 minutes' rest. Budi plays in both categories, Fajar too.
 */
export type DeskDay = {
  eventId: number;
  slug: string;
  anchor: number;
  /** The matches' ids by code. */
  match: Record<"MD-1" | "MD-2" | "XD-1" | "MD-3" | "MD-4" | "MD-5" | "MD-7" | "MD-F", number>;
  /** The players' ids by name. */
  player: Record<string, number>;
  /** The teams' ids by name. */
  team: Record<string, number>;
  /** The private link's secret of team F's accepted entry. */
  entrySecret: string;
  entryId: number;
};

const FIVE_MINUTES = 5 * 60_000;

export function writeDeskDay(db: Database.Database, tag: string, serverNow: number, options: { checkInRequired?: boolean } = {}): DeskDay {
  const anchor = Math.floor(serverNow / FIVE_MINUTES) * FIVE_MINUTES;
  const at = (minutes: number) => anchor + minutes * 60_000;
  const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
  const slug = `desk-${tag}`;
  const eventId = insert(
    "insert into events (slug, name, status, timezone, starts_at, ends_at, check_in_required) values (?, ?, 'ongoing', 'Asia/Jakarta', ?, ?, ?)",
    slug,
    `Desk ${tag}`,
    at(-180),
    at(480),
    options.checkInRequired ? 1 : 0,
  );
  const gameCategory = (level: string, gender: string) =>
    (
      db
        .prepare(
          "select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id join skill_levels sl on sl.id = gc.skill_level_id where gt.name = 'Badminton' and sl.name = ? and gc.gender = ?",
        )
        .get(level, gender) as { id: number }
    ).id;
  const md = insert("insert into event_categories (event_id, game_category_id, rest_minutes) values (?, ?, 20)", eventId, gameCategory("Beginner", "men"));
  const xd = insert("insert into event_categories (event_id, game_category_id, rest_minutes) values (?, ?, 20)", eventId, gameCategory("Advanced", "mixed"));
  for (const [i, name] of ["Court 1", "Court 2", "Court 3"].entries()) insert("insert into event_courts (event_id, name, sort_order) values (?, ?, ?)", eventId, name, i + 1);

  const player: Record<string, number> = {};
  const women = new Set(["Rina", "Sari"]);
  for (const name of ["Budi", "Eko", "Fajar", "Gilang", "Hadi", "Iwan", "Joko", "Kurnia", "Lukas", "Made", "Nanda", "Oki", "Rina", "Sari"]) {
    player[name] = insert("insert into players (name, gender) values (?, ?)", `${name} ${tag}`, women.has(name) ? "female" : "male");
  }
  const team: Record<string, number> = {};
  const addTeam = (name: string, categoryId: number, members: string[]) => {
    team[name] = insert("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')", eventId, categoryId, `${name} ${tag}`);
    for (const member of members) insert("insert into team_players (team_id, player_id, event_category_id) values (?, ?, ?)", team[name], player[member], categoryId);
  };
  addTeam("A", md, ["Budi", "Eko"]);
  addTeam("B", md, ["Fajar", "Gilang"]);
  addTeam("C", md, ["Hadi", "Iwan"]);
  addTeam("D", md, ["Joko", "Kurnia"]);
  addTeam("E", md, ["Lukas", "Made"]);
  addTeam("F", md, ["Nanda", "Oki"]);
  addTeam("X1", xd, ["Rina", "Budi"]);
  addTeam("X2", xd, ["Sari", "Fajar"]);

  type Row = {
    code: string;
    category: number;
    home: string | null;
    away: string | null;
    court: string;
    planned: number;
    status: string;
    called?: number;
    started?: number;
    finished?: number;
    sources?: [string, string];
  };
  const rows: Row[] = [
    { code: "MD-1", category: md, home: "A", away: "B", court: "Court 1", planned: -100, status: "finished", started: -100, finished: -50 },
    { code: "MD-2", category: md, home: "C", away: "D", court: "Court 2", planned: -100, status: "finished", started: -100, finished: -70 },
    { code: "XD-1", category: xd, home: "X1", away: "X2", court: "Court 1", planned: -70, status: "live", called: -20, started: -15 },
    { code: "MD-3", category: md, home: "C", away: "D", court: "Court 2", planned: -40, status: "finished", started: -40, finished: -5 },
    { code: "MD-4", category: md, home: "B", away: "D", court: "Court 3", planned: -10, status: "scheduled" },
    { code: "MD-7", category: md, home: "E", away: "F", court: "Court 2", planned: 5, status: "scheduled" },
    { code: "MD-5", category: md, home: "A", away: "C", court: "Court 2", planned: 20, status: "scheduled" },
    { code: "MD-F", category: md, home: null, away: null, court: "Court 1", planned: 90, status: "scheduled", sources: ["W:MD-4", "W:MD-5"] },
  ];
  const match = {} as DeskDay["match"];
  for (const row of rows) {
    const winner = row.status === "finished" ? team[row.home!] : null;
    match[row.code as keyof DeskDay["match"]] = insert(
      `insert into matches (event_id, event_category_id, stage, code, home_team_id, away_team_id, home_source, away_source, court, scheduled_at, status, winner_team_id, home_score, away_score, called_at, called_court, started_at, finished_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      eventId,
      row.category,
      row.sources ? "final" : "group",
      row.code,
      row.home ? team[row.home] : null,
      row.away ? team[row.away] : null,
      row.sources?.[0] ?? null,
      row.sources?.[1] ?? null,
      row.court,
      at(row.planned),
      row.status,
      winner,
      row.status === "finished" ? 2 : row.status === "live" ? 0 : null,
      row.status === "finished" ? 0 : row.status === "live" ? 0 : null,
      row.called !== undefined ? at(row.called) : null,
      row.called !== undefined ? row.court : null,
      row.started !== undefined ? at(row.started) : null,
      row.finished !== undefined ? at(row.finished) : null,
    );
  }
  const entrySecret = `desk-entry-${tag}-`.padEnd(43, "x");
  const entryId = insert(
    "insert into entries (event_id, event_category_id, status, contact_phone, secret_hash, address, team_id) values (?, ?, 'accepted', '081234567890', ?, '127.0.0.1', ?)",
    eventId,
    md,
    createHash("sha256").update(entrySecret).digest("hex"),
    team.F,
  );
  return { eventId, slug, anchor, match, player, team, entrySecret, entryId };
}
