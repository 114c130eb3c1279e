/**
 * What the event-version triggers (migrations/0006_event_version_triggers.sql)
 * cost the writes that fire them most: a score save on the large event
 * (bench/large-event.ts: a match, its sets and the event's row), 20,000 players
 * imported (inserts: no trigger of theirs fires, only the check that none
 * applies), and players on the event's teams renamed (each rename raises the
 * versions of their events). After a warm-up, each is timed with the triggers
 * and with them dropped, alternating (ROUNDS=2 of each), in this process on a
 * scratch database. Not a test; run `npx tsx bench/event-version-triggers.ts`
 * (SAVES=500, PLAYERS=20000, RENAMES=2000).
 */
import { removeScratchDatabase } from "./scratch-database";

const { getDb, migrateDatabase } = await import("~/db.server");
const { importRegions } = await import("~/models/regions/region-import.server");
const { seedMasterData } = await import("~/seed/master-data.server");
const { saveMatchResult } = await import("~/models/competition/match-result.server");
const { playerImport, playerImportRow } = await import("~/models/people/player-import.server");
const { generateLargeEvent } = await import("./large-event");
const { percentile } = await import("./report");

const saves = Number(process.env.SAVES ?? 500);
const imported = Number(process.env.PLAYERS ?? 20_000);
const renames = Number(process.env.RENAMES ?? 2_000);
const rounds = Number(process.env.ROUNDS ?? 2);

const db = getDb();
migrateDatabase(db);
seedMasterData(db);
await importRegions();
const event = generateLargeEvent(db);
const sqlite = db.$client;
const adminId = Number(sqlite.prepare("insert into users (name, email, password_hash, role) values ('Bench Admin', 'admin@bench.local', 'x', 'admin')").run().lastInsertRowid);
const match = sqlite
  .prepare("select id from matches where event_id = ? and status in ('scheduled', 'live') and home_team_id is not null and away_team_id is not null limit 1")
  .pluck()
  .get(event.eventId) as number;
const rostered = sqlite.prepare("select distinct player_id from team_players join teams on teams.id = team_id where teams.event_id = ? limit ?").pluck().all(event.eventId, renames) as number[];

const eventVersion = () => sqlite.prepare("select version from events where id = ?").pluck().get(event.eventId) as number;

function scoreSaves() {
  const version = sqlite.prepare("select version from matches where id = ?").pluck();
  const times: number[] = [];
  const before = eventVersion();
  for (let i = 0; i < saves + 50; i++) {
    const sets = [
      { home: 6, away: i % 5 },
      { home: i % 4, away: 2 },
    ];
    const started = performance.now();
    const saved = saveMatchResult(match, { status: "live", sets, goals: null, present: null, retired: null }, { userId: adminId, expectedVersion: version.get(match) as number });
    if (i >= 50) times.push(performance.now() - started);
    if (!saved.ok) throw new Error(`score save refused: ${JSON.stringify(saved)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), moves: (eventVersion() - before) / (saves + 50) };
}

let run = 0;
async function playerImportMs() {
  run += 1;
  const rows = Array.from({ length: imported }, (_, n) => ({ row: n + 2, value: playerImportRow.parse({ name: `Impor ${run} ${n}`, gender: "L", birthDate: `19${70 + run}-03-14` }) }));
  const started = performance.now();
  const outcome = await playerImport.apply(rows, [], adminId);
  if (!outcome.ok) throw new Error("player import refused");
  return performance.now() - started;
}

function renamesMs() {
  const rename = sqlite.prepare("update players set name = name || '.' where id = ?");
  const started = performance.now();
  sqlite.transaction(() => {
    for (const id of rostered) rename.run(id);
  })();
  return performance.now() - started;
}

async function measureAll(label: string) {
  const result = { saves: scoreSaves(), import: await playerImportMs(), renames: renamesMs() };
  console.log(
    `${label.padEnd(16)} score save p50 ${ms(result.saves.p50)}, p99 ${ms(result.saves.p99)} (the event's version +${result.saves.moves.toFixed(1)} each); ` +
      `${imported.toLocaleString("en")} players imported ${ms(result.import)}; ${rostered.length.toLocaleString("en")} rostered players renamed ${ms(result.renames)}`,
  );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const versionTriggers = () => sqlite.prepare("select name, sql from sqlite_master where type = 'trigger' and name like '%\\_version\\_%' escape '\\'").all() as { name: string; sql: string }[];
const saved = versionTriggers();

function dropTriggers() {
  for (const { name } of saved) sqlite.exec(`drop trigger "${name}"`);
}

function restoreTriggers() {
  for (const { sql } of saved) sqlite.exec(sql);
}

try {
  console.log(`large event: ${event.counts.matches} matches, ${event.counts.players} players; ${saved.length} version triggers`);
  await measureAll("warm-up");
  for (let round = 1; round <= rounds; round++) {
    await measureAll(`with triggers`);
    dropTriggers();
    await measureAll(`without`);
    restoreTriggers();
  }
} finally {
  removeScratchDatabase();
}
