import Database from "better-sqlite3";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * Spectators reading while scores are saved: every save moves the event's
 * version, so the stored pages are rendered again and again while readers
 * arrive in the middle of those renders. Each of them must get an answer; a
 * reader left waiting on a render whose end was never announced is a phone
 * that stops updating.
 */

let server: ServerProcess;
const slug = "martabaks-vol-2";
const pages = [`/live-event/${slug}`, `/live-event/overview/${slug}`, `/live-event/groups/${slug}`, `/live-event/schedule/${slug}`, `/live-event/results/${slug}`];
const readers = 50;
const readsPerReader = 60;
/** Far above any render on a busy machine: a read still open after this is one that was never going to be answered. */
const unansweredAfterMs = 15_000;

beforeAll(async () => {
  server = await startServer("page-cache-writes", { ADMIN_PASSWORD: "page-cache-writes-password", DEMO_PASSWORD: "page-cache-writes-password" });
}, 90_000);

afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

/** Saves arriving every 20–100 ms, each moving the event's version as a score saved through the back office does; until `stop` is called. */
function saveScoresUntilStopped() {
  const db = new Database(path.join(server.dataDir, "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  const save = db.prepare("update events set version = version + 1, updated_at = ? where slug = ?");
  let saves = 0;
  let timer: NodeJS.Timeout;
  const next = () => {
    save.run(server.now(), slug);
    saves += 1;
    timer = setTimeout(next, 20 + Math.random() * 80);
  };
  next();
  return () => {
    clearTimeout(timer);
    db.close();
    return saves;
  };
}

describe("stored pages while scores are saved", () => {
  it("answers every reader while the event's version moves every 20–100 ms", async () => {
    const stop = saveScoresUntilStopped();
    const outcomes = { answered: 0, unanswered: [] as string[], failed: [] as string[] };
    try {
      await Promise.all(
        Array.from({ length: readers }, async (_, reader) => {
          for (let read = 0; read < readsPerReader; read += 1) {
            const page = pages[(reader + read) % pages.length]!;
            try {
              const response = await fetch(`${server.base}${page}`, { signal: AbortSignal.timeout(unansweredAfterMs) });
              await response.arrayBuffer();
              if (response.status === 200) outcomes.answered += 1;
              else outcomes.failed.push(`${page}: ${response.status}`);
            } catch (error) {
              (error instanceof DOMException && error.name === "TimeoutError" ? outcomes.unanswered : outcomes.failed).push(`${page}: ${String(error)}`);
            }
          }
        }),
      );
    } finally {
      const saves = stop();
      expect(saves).toBeGreaterThan(20);
    }
    expect(outcomes.unanswered).toEqual([]);
    expect(outcomes.failed).toEqual([]);
    expect(outcomes.answered).toBe(readers * readsPerReader);
  }, 120_000);
});
