/**
 * Cold starts on empty data folders, as a new container's first start: spawn
 * `node build/start.js` (production, SEED_DEMO=0) → first 200 on /healthz,
 * covering migrations, the first admin, master data and the national regions
 * import. Not a test; run `npm run build`, then `npx tsx bench/cold-start.ts`
 * (RUNS, default 5) and read the median; the CPU time it prints is the
 * process's own (/proc, in 10 ms ticks), a steadier measure on a busy machine.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { percentile } from "./report";
import { snapshotBuild, startServer } from "./server";

const runs = Number(process.env.RUNS ?? 5);
const work = mkdtempSync(path.join(os.tmpdir(), "laga-cold-"));
const appDir = snapshotBuild(path.resolve(import.meta.dirname, ".."), path.join(work, "app"));
const env = { LOG_LEVEL: "info", SEED_DEMO: "0", ADMIN_EMAIL: "cold@laga.local", ADMIN_PASSWORD: "cold-start-password-2026" };

/** CPU time a process has used (user + system, from /proc), which other work on the machine inflates less than the wall clock. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const times: number[] = [];
const cpuTimes: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const server = await startServer(appDir, { ...env, DATA_DIR: path.join(work, `empty-${run}`) });
  const cpu = cpuMs(server.pid);
  times.push(server.coldStartMs);
  cpuTimes.push(cpu);
  await server.stop();
  console.log(`run ${run + 1}: ${Math.round(server.coldStartMs)} ms, CPU ${cpu} ms (load average ${os.loadavg()[0]!.toFixed(2)})`);
}
const median = (list: number[]) =>
  Math.round(
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    ),
  );
console.log(`median ${median(times)} ms (fastest ${Math.round(Math.min(...times))}, slowest ${Math.round(Math.max(...times))}), CPU median ${median(cpuTimes)} ms`);
rmSync(work, { recursive: true, force: true });
