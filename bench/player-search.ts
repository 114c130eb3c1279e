/**
 * How fast the player registry answers a search: the large event's 81,024
 * players (bench/large-event.ts), listed and searched as the list screen asks
 * (count + one page), for an admin and for an event manager (who sees their
 * event's players and those on no team), and the roster picker's search. Not a
 * test; run it with `npx tsx bench/player-search.ts` and read the p50/p99 and
 * the query plans.
 */
import { removeScratchDatabase } from "./scratch-database";

const { closeDb, getDb, migrateDatabase } = await import("~/db.server");
const { importRegions } = await import("~/models/regions/region-import.server");
const { seedMasterData } = await import("~/seed/master-data.server");
const { listPlayers, playerFilterChoices, playerListSpec } = await import("~/models/people/player-list.server");
const { searchRosterCandidates } = await import("~/models/people/player.server");
const { readListParams } = await import("~/utils/list-params");
const { generateLargeEvent } = await import("./large-event");
const { measure: measureRounds, printTimings } = await import("./query-timing");

const rounds = Number(process.env.ROUNDS ?? 100);
const measure = (label: string, run: () => unknown) => measureRounds(label, run, rounds);

const db = getDb();
migrateDatabase(db);
seedMasterData(db);
await importRegions();
const event = generateLargeEvent(db);
const sqlite = db.$client;
const managerId = Number(sqlite.prepare("insert into users (name, email, password_hash, role) values ('Bench Manager', 'manager@bench.local', 'x', 'event')").run().lastInsertRowid);
sqlite.prepare("insert into event_managers (user_id, event_id) values (?, ?)").run(managerId, event.eventId);
console.log(`${event.counts.players.toLocaleString("en")} players, ${event.counts.teams} teams.\n`);

const admin = { id: 0, name: "Bench Admin", email: "admin@bench.local", role: "admin" as const };
const manager = { id: managerId, name: "Bench Manager", email: "manager@bench.local", role: "event" as const };
type Reader = typeof admin | typeof manager;
const list = (user: Reader, query: string) => () => listPlayers(readListParams(new URLSearchParams(query), playerListSpec), user);

const results = [
  measure("admin: plain, page 1", list(admin, "")),
  measure("admin: 'wijaya' (common family name)", list(admin, "q=wijaya")),
  measure("admin: 'wijaya', page 50", list(admin, "q=wijaya&page=50")),
  measure("admin: 'senayan' (club)", list(admin, "q=senayan")),
  measure("admin: '0812 34' (phone digits)", list(admin, "q=0812%2034")),
  measure("admin: 'zzq' (no match)", list(admin, "q=zzq")),
  measure("admin: 'wi' (short: a scan)", list(admin, "q=wi")),
  measure("admin: 'wijaya', sorted by club desc", list(admin, "q=wijaya&sort=club&dir=desc")),
  measure("manager: plain, page 1", list(manager, "")),
  measure("manager: 'wijaya'", list(manager, "q=wijaya")),
  measure("filter choices (skill levels, clubs), admin", () => playerFilterChoices(admin)),
  measure("filter choices (skill levels, clubs), manager", () => playerFilterChoices(manager)),
  measure("roster picker: 'wijaya' (50), admin", () => searchRosterCandidates("wijaya", null, null, admin)),
  measure("roster picker: 'wijaya', manager", () => searchRosterCandidates("wijaya", null, null, manager)),
];

printTimings(db, results, rounds, "players");

closeDb();
removeScratchDatabase();
