import Database from "better-sqlite3";
import { buildSync } from "esbuild";
import { spawn } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventCategories, events, gameCategories, matches, teams } from "#drizzle/schema";
import { closeDb, getDb, migrateDatabase } from "~/db.server";
import { seedMasterData } from "~/seed/master-data.server";
import { now as clockNow } from "~/clock.server";

const ROUNDS = 50;
let file: string;
let matchId: number;
let writer: string;

beforeAll(() => {
  const db = getDb();
  migrateDatabase(db);
  seedMasterData(db);
  const now = clockNow();
  const [event] = db.insert(events).values({ slug: "crash", name: "Crash", startsAt: now, endsAt: now }).returning().all();
  const category = db.select().from(gameCategories).get()!;
  const [eventCategory] = db.insert(eventCategories).values({ eventId: event!.id, gameCategoryId: category.id }).returning().all();
  const [home, away] = db
    .insert(teams)
    .values([
      { eventId: event!.id, eventCategoryId: eventCategory!.id, name: "Home" },
      { eventId: event!.id, eventCategoryId: eventCategory!.id, name: "Away" },
    ])
    .returning()
    .all();
  const [match] = db.insert(matches).values({ eventId: event!.id, eventCategoryId: eventCategory!.id, code: "A-1", homeTeamId: home!.id, awayTeamId: away!.id }).returning().all();
  matchId = match!.id;
  file = db.$client.name;
  closeDb();
  // Bundled once, Drizzle included, so each of the many child processes starts in milliseconds: Node 24
  // reads drizzle-orm's large package.json again for each of its files, seconds for a process that imports them.
  writer = path.join(path.dirname(file), `crash-writer-${process.pid}.mjs`);
  buildSync({ entryPoints: ["tests/support/crash-writer.ts"], bundle: true, platform: "node", format: "esm", external: ["better-sqlite3"], outfile: writer, logLevel: "error" });
});

/** Runs the writer until a random moment, kills it with SIGKILL, and returns the last version it acknowledged. */
function writeUntilKilled(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [writer, file, String(matchId)], { stdio: ["ignore", "pipe", "pipe"] });
    let acknowledged = 0;
    let killScheduled = false;
    let buffer = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) acknowledged = Math.max(acknowledged, Number(line));
      if (acknowledged > 0 && !killScheduled) {
        killScheduled = true;
        setTimeout(() => child.kill("SIGKILL"), Math.random() * 40);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("exit", (_code, signal) => (signal === "SIGKILL" ? resolve(acknowledged) : reject(new Error(`writer ended without being killed: ${errors}`))));
  });
}

describe("a process killed in the middle of writing scores", () => {
  it(`never loses an acknowledged commit nor corrupts the file (${ROUNDS} kills)`, { timeout: 300_000 }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const acknowledged = await writeUntilKilled();
      const sqlite = new Database(file);
      try {
        expect(sqlite.pragma("integrity_check", { simple: true }), `round ${round}`).toBe("ok");
        expect(sqlite.pragma("foreign_key_check"), `round ${round}`).toEqual([]);
        const stored = sqlite.prepare("select version from matches where id = ?").pluck().get(matchId) as number;
        expect(stored, `round ${round}: acknowledged ${acknowledged}`).toBeGreaterThanOrEqual(acknowledged);
        expect(sqlite.prepare("select count(*) from match_sets where match_id = ?").pluck().get(matchId)).toBe(2);
      } finally {
        sqlite.close();
      }
    }
    expect(getDb().select().from(matches).where(eq(matches.id, matchId)).get()!.version).toBeGreaterThan(ROUNDS);
  });
});
