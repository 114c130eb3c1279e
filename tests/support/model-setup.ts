import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll } from "vitest";
import { testClockAt } from "./test-clock";

/**
 * Model tests run against a real SQLite file: a fresh one per test file (vitest
 * isolates modules per file, so settings and the connection are new as well).
 */
const dir = path.resolve("tests/.tmp/models");
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${process.env.VITEST_POOL_ID ?? "0"}-${Date.now()}-${Math.random().toString(36).slice(2)}.sqlite`);
process.env.DATA_DIR = dir;
process.env.DATABASE_PATH = file;
process.env.SESSION_SECRET ??= "model-tests-secret-model-tests-secret-0123";
process.env.LOG_LEVEL = "silent";
// The models read the server's clock (app/clock.server.ts), pinned as on every test server; the tests ask it too.
process.env.CLOCK_AT = testClockAt;
// Vitest exports Vite's BASE_URL ("/"); Laga reads BASE_URL as its public origin.
delete process.env.BASE_URL;

afterAll(async () => {
  const { closeDb } = await import("~/db.server");
  closeDb();
  for (const suffix of ["", "-wal", "-shm", ".lock", ".start-lock"]) rmSync(file + suffix, { force: true });
});
