/**
 * Cold starts on empty data folders, as a new container's first start: spawn
 * `node build/start.js` (production, SEED_DEMO=0) → first 200 on /healthz,
 * covering migrations, the first admin, master data and the national regions
 * import. Not a test; run `npm run build`, then `npx tsx bench/cold-start.ts`
 * (RUNS, default 5) and read the median.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile } from "./report";
import { snapshotBuild, startServer } from "./server";

const runs = Number(process.env.RUNS ?? 5);
const work = mkdtempSync(path.join(os.tmpdir(), "laga-cold-"));
const appDir = snapshotBuild(path.resolve(import.meta.dirname, ".."), path.join(work, "app"));
const env = { LOG_LEVEL: "info", SEED_DEMO: "0", ADMIN_EMAIL: "cold@laga.local", ADMIN_PASSWORD: "cold-start-password-2026" };

const times: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const server = await startServer(appDir, { ...env, DATA_DIR: path.join(work, `empty-${run}`) });
  times.push(server.coldStartMs);
  await server.stop();
  console.log(`run ${run + 1}: ${Math.round(server.coldStartMs)} ms (load average ${os.loadavg()[0]!.toFixed(2)})`);
}
times.sort((a, b) => a - b);
console.log(`median ${Math.round(percentile(times, 50))} ms, fastest ${Math.round(times[0]!)} ms, slowest ${Math.round(times.at(-1)!)} ms`);
rmSync(work, { recursive: true, force: true });
