/**
 * What the largest export costs the server: all 83,763 subdistricts (the starter
 * database holds the national regions) downloaded as CSV and as XLSX from the
 * production build, each on a fresh server so its peak resident memory (the
 * kernel's high-water mark) is that export's alone. Prints per run the rows and
 * bytes, the time and the server's CPU time, the resident memory before and at
 * its peak, the event loop's longest delay (the server's own histogram,
 * BENCH=1) and the slowest /healthz asked over and over while the export ran.
 * A first run exports nothing for five seconds: on a machine shared with other
 * load the event loop's delay is never zero, and that run says how far from
 * zero it is. (A reader who does not keep up is not measured here: on loopback
 * the kernel's socket buffers take a file of this size whole; the unit tests
 * of app/utils/spreadsheet.server.ts show the export waiting for its reader.)
 * Not a test; run it with `npx tsx bench/export-memory.ts` after
 * `npm run build`.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { readLoopDelay, resetLoopDelay, send } from "./load";
import { formatMiB, formatMs, textTable } from "./report";
import { residentBytes, snapshotBuild, startServer } from "./server";

const checkout = path.resolve(import.meta.dirname, "..");
const work = mkdtempSync(path.join(os.tmpdir(), "laga-export-bench-"));
const admin = { email: "bench-admin@laga.local", password: "bench-password-2026" };
const IDLE_MS = 5_000;

/** The CPU time (user and system) a process has used so far, in milliseconds (Linux /proc, in ticks of 1/100 s). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The kernel's record of the process's largest resident set (Linux /proc), in bytes. */
function peakResidentBytes(pid: number): number | null {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) * 1024 : null;
}

async function signIn(base: string): Promise<string> {
  const answer = await send(`${base}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams(admin).toString(),
  });
  const cookie = answer.headers["set-cookie"]?.find((c) => c.startsWith("laga_session="));
  if (answer.status !== 302 || !cookie) throw new Error(`signing in answered ${answer.status}`);
  return cookie.split(";")[0]!;
}

/** /healthz asked one after the other until stopped; the slowest answer. */
function pollHealth(base: string) {
  let running = true;
  let slowestMs = 0;
  let answered = 0;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await send(`${base}/healthz`);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { slowestMs, answered };
    },
  };
}

/** Downloads an export without keeping it: counts bytes and CSV lines. */
function download(url: string, cookie: string) {
  return new Promise<{ status: number; bytes: number; lines: number }>((resolve, reject) => {
    const req = request(url, { headers: { Cookie: cookie }, agent: false, timeout: 300_000 }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`${url} did not finish within 300 s`)));
    req.on("error", reject);
    req.end();
  });
}

type Run = { name: string; format: "csv" | "xlsx" | null };

const runs: Run[] = [
  { name: `nothing exported, ${IDLE_MS / 1000} s`, format: null },
  { name: "CSV", format: "csv" },
  { name: "XLSX", format: "xlsx" },
];

async function measure(appDir: string, run: Run, index: number) {
  const server = await startServer(appDir, {
    DATA_DIR: path.join(work, `data-${index}`),
    SEED_DEMO: "0",
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: "warn",
    BENCH: "1",
  });
  try {
    const cookie = await signIn(server.base);
    // exceljs and the export's modules load on first use: a small export first, so the run measures the large one.
    await send(`${server.base}/export/province?format=${run.format ?? "xlsx"}`, { headers: { Cookie: cookie } });
    const rssBefore = residentBytes(server.pid);
    await resetLoopDelay(server.base);
    const health = pollHealth(server.base);
    const started = performance.now();
    const cpuBefore = cpuMs(server.pid);
    const answer = run.format
      ? await download(`${server.base}/export/subdistrict?format=${run.format}`, cookie)
      : await new Promise<{ status: number; bytes: number; lines: number }>((resolve) => setTimeout(() => resolve({ status: 200, bytes: 0, lines: 0 }), IDLE_MS));
    const ms = performance.now() - started;
    const cpu = cpuMs(server.pid) - cpuBefore;
    const { slowestMs, answered } = await health.stop();
    const loop = await readLoopDelay(server.base);
    if (answer.status !== 200) throw new Error(`${run.name}: the export answered ${answer.status}`);
    return { run, ms, cpu, bytes: answer.bytes, lines: answer.lines, rssBefore, rssPeak: peakResidentBytes(server.pid), loopMaxMs: loop?.max ?? NaN, slowestMs, answered };
  } finally {
    await server.stop();
  }
}

try {
  console.log(
    `Export benchmark: ${os.cpus().length} CPUs, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")} before the run.`,
  );
  const appDir = snapshotBuild(checkout, path.join(work, "app"));
  const results = [];
  for (const [index, run] of runs.entries()) results.push(await measure(appDir, run, index));
  console.log(
    textTable([
      ["all subdistricts", "lines", "bytes", "time", "server CPU", "RSS before", "peak RSS", "max loop delay", "slowest /healthz (n)"],
      ...results.map((r) => [
        r.run.name,
        r.run.format === "csv" ? r.lines.toLocaleString("en") : "—",
        r.run.format ? `${(r.bytes / 1024 / 1024).toFixed(1)} MB` : "—",
        formatMs(r.ms, 0),
        formatMs(r.cpu, 0),
        formatMiB(r.rssBefore),
        formatMiB(r.rssPeak),
        formatMs(r.loopMaxMs, 0),
        `${formatMs(r.slowestMs, 0)} (${r.answered})`,
      ]),
    ]),
  );
  console.log(
    `Load average after the run: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}.`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
