import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Migrations never lose rows: a database holding data in every table is taken
 * through every later migration, and each table keeps its rows. A migration
 * that rebuilds a table (SQLite's way to change a column) and forgets to copy
 * the rows fails here.
 */

const source = path.resolve("migrations");
const work = path.resolve(`tests/.tmp/migrations-${process.pid}`);
mkdirSync(work, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Journal = { entries: { idx: number; tag: string }[] };
const journal = JSON.parse(readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as Journal;

/** Tables a later migration drops on purpose, with the reason; none so far. */
const intentionallyDropped: Record<string, string> = {};

/** A copy of the migrations folder that knows only the first `count` migrations. */
function migrationsUpTo(count: number) {
  const folder = path.join(work, `first-${count}`);
  rmSync(folder, { recursive: true, force: true });
  cpSync(source, folder, { recursive: true });
  writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

function open(file: string) {
  const sqlite = new Database(file);
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

/**
 * The tables that hold rows of their own: not the search indexes (FTS5 virtual
 * tables and their shadow tables), which triggers fill from these.
 */
function tables(sqlite: Database.Database): string[] {
  return (sqlite.pragma("table_list") as { name: string; type: string; schema: string }[])
    .filter((t) => t.schema === "main" && t.type === "table" && !t.name.startsWith("sqlite_") && !t.name.startsWith("__drizzle"))
    .map((t) => t.name)
    .sort();
}

type Column = { name: string; type: string; notnull: number; pk: number };
type ForeignKey = { table: string; from: string; to: string };

/** Tables ordered so every table comes after the tables it references. */
function referenceOrder(sqlite: Database.Database) {
  const all = tables(sqlite);
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table) || path.includes(table)) return;
    const parents = (sqlite.pragma(`foreign_key_list("${table}")`) as ForeignKey[]).map((fk) => fk.table).filter((parent) => parent !== table);
    for (const parent of parents) visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of all) visit(table, []);
  return ordered;
}

/**
 * Puts three rows into every table, whatever its columns: unique text and
 * numbers per row, each foreign key pointing at the parent's row of the same
 * rank. It needs no knowledge of the schema, so it fills any migration's state.
 */
function fillEveryTable(sqlite: Database.Database) {
  const ROWS = 3;
  const ids = new Map<string, (number | string)[]>();
  sqlite.transaction(() => {
    for (const table of referenceOrder(sqlite)) {
      const columns = sqlite.pragma(`table_info("${table}")`) as Column[];
      const foreignKeys = sqlite.pragma(`foreign_key_list("${table}")`) as ForeignKey[];
      const rowIds: (number | string)[] = [];
      for (let k = 0; k < ROWS; k++) {
        const values: Record<string, unknown> = {};
        for (const column of columns) {
          const fk = foreignKeys.find((f) => f.from === column.name);
          const integerKey = column.pk === 1 && /INT/i.test(column.type) && columns.filter((c) => c.pk > 0).length === 1;
          if (integerKey) continue;
          if (fk) values[column.name] = fk.table === table ? null : ids.get(fk.table)![k];
          else if (/INT/i.test(column.type)) values[column.name] = k + 1;
          else if (/REAL|NUM/i.test(column.type)) values[column.name] = k + 0.5;
          else values[column.name] = `${table}.${column.name}.${k}`;
        }
        const names = Object.keys(values);
        const result = sqlite.prepare(`insert into "${table}" (${names.map((n) => `"${n}"`).join(", ")}) values (${names.map(() => "?").join(", ")})`).run(...names.map((n) => values[n]));
        const textKey = columns.find((c) => c.pk === 1 && !/INT/i.test(c.type));
        rowIds.push(textKey ? (values[textKey.name] as string) : Number(result.lastInsertRowid));
      }
      ids.set(table, rowIds);
    }
  })();
}

function rowCounts(sqlite: Database.Database) {
  return Object.fromEntries(tables(sqlite).map((table) => [table, (sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n]));
}

function expectSound(sqlite: Database.Database) {
  expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
  // integrity_check does not compare a search index with its table; FTS5's own check does.
  for (const { name } of (sqlite.pragma("table_list") as { name: string; type: string }[]).filter((t) => t.type === "virtual")) {
    expect(() => sqlite.prepare(`insert into "${name}" ("${name}", rank) values ('integrity-check', 1)`).run(), name).not.toThrow();
  }
  expect(sqlite.pragma("foreign_key_check")).toEqual([]);
}

describe("migrations", () => {
  it("fill every table of the latest schema and keep every row when migrated again", () => {
    const file = path.join(work, "latest.sqlite");
    const sqlite = open(file);
    migrate(drizzle(sqlite), { migrationsFolder: source });
    fillEveryTable(sqlite);
    const before = rowCounts(sqlite);
    expect(Object.values(before).every((n) => n === 3)).toBe(true);
    migrate(drizzle(sqlite), { migrationsFolder: source });
    expect(rowCounts(sqlite)).toEqual(before);
    expectSound(sqlite);
    sqlite.close();
  });

  it("raise an event's version by a trigger on every table its pages show", () => {
    const sqlite = open(path.join(work, "triggers.sqlite"));
    migrate(drizzle(sqlite), { migrationsFolder: source });
    const everyWrite = ["insert", "update", "delete"];
    const expected = {
      events: ["update"],
      ...Object.fromEntries(
        ["event_slugs", "event_categories", "teams", "team_players", "groups", "group_teams", "matches", "match_sets", "match_stat_values", "match_statistics", "entry_windows"].map((table) => [
          table,
          everyWrite,
        ]),
      ),
      // A new entry only where its category's list of entrants is public (the trigger's condition).
      entries: ["insert", "update"],
      ...Object.fromEntries(["players", "skill_levels", "game_types", "game_categories", "provinces", "cities", "districts", "subdistricts"].map((table) => [table, ["update"]])),
    };
    const triggers = sqlite.prepare("select name from sqlite_master where type = 'trigger' and name like '%\\_version\\_%' escape '\\'").pluck().all() as string[];
    expect(triggers.sort()).toEqual(
      Object.entries(expected)
        .flatMap(([table, writes]) => writes.map((write) => `${table}_version_${write}`))
        .sort(),
    );
    sqlite.close();
  });

  it("give the game types of an older database the point counting their set rules imply, and badminton's and table tennis's change of ends in the deciding game", () => {
    const sqlite = open(path.join(work, "point-rules.sqlite"));
    const before = journal.entries.findIndex((entry) => entry.tag === "0007_game_type_point_rules");
    migrate(drizzle(sqlite), { migrationsFolder: migrationsUpTo(before) });
    const insert = sqlite.prepare("insert into game_types (name, scoring, sets_to_win, set_target, win_by_two, set_cap) values (?, ?, ?, ?, ?, ?)");
    insert.run("Padel", "sets", 2, 6, 1, 7);
    insert.run("Badminton", "sets", 2, 21, 1, 30);
    insert.run("Table Tennis", "sets", 3, 11, 1, null);
    insert.run("Futsal", "goals", 1, 0, 0, null);
    migrate(drizzle(sqlite), { migrationsFolder: source });
    const rows = sqlite.prepare("select name, point_counting, deuce, tie_break_to, match_tie_break_to, serve, interval_at, deciding_ends_at, half_minutes from game_types order by id").all();
    expect(rows).toEqual([
      { name: "Padel", point_counting: "games", deuce: "advantage", tie_break_to: 7, match_tie_break_to: null, serve: "rallyWinner", interval_at: null, deciding_ends_at: null, half_minutes: null },
      { name: "Badminton", point_counting: "rally", deuce: "advantage", tie_break_to: 7, match_tie_break_to: null, serve: "rallyWinner", interval_at: 11, deciding_ends_at: 11, half_minutes: null },
      { name: "Table Tennis", point_counting: "rally", deuce: "advantage", tie_break_to: 7, match_tie_break_to: null, serve: "twoEach", interval_at: null, deciding_ends_at: 5, half_minutes: null },
      { name: "Futsal", point_counting: "games", deuce: "advantage", tie_break_to: 7, match_tie_break_to: null, serve: "rallyWinner", interval_at: null, deciding_ends_at: null, half_minutes: 20 },
    ]);
    sqlite.close();
  });

  // One case per point a database may have been left at by an older release.
  it.each(journal.entries.slice(1).map((entry) => [entry.tag, entry.idx] as const))("carry a database filled before %s through every later migration without losing rows", (_tag, idx) => {
    const file = path.join(work, `from-${idx}.sqlite`);
    const sqlite = open(file);
    migrate(drizzle(sqlite), { migrationsFolder: migrationsUpTo(idx) });
    fillEveryTable(sqlite);
    const before = rowCounts(sqlite);
    migrate(drizzle(sqlite), { migrationsFolder: source });
    const after = rowCounts(sqlite);
    for (const [table, count] of Object.entries(before)) {
      if (table in intentionallyDropped) continue;
      expect(after[table], `rows of ${table}`).toBeGreaterThanOrEqual(count);
    }
    expectSound(sqlite);
    sqlite.close();
  });
});
