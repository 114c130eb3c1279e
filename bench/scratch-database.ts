/**
 * A throw-away data folder for the in-process list benchmarks (bench/lists.ts,
 * bench/player-search.ts). Import it before any app module: the settings are
 * read from the environment when the database module first loads.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(tmpdir(), "laga-bench-"));
process.env.DATA_DIR = dir;
process.env.DATABASE_PATH = path.join(dir, "bench.sqlite");
process.env.SESSION_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";
process.env.LOG_LEVEL = "silent";

export function removeScratchDatabase() {
  rmSync(dir, { recursive: true, force: true });
}
