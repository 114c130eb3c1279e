/**
 * The production server as the benchmark runs it: a copy of `build/` (so a
 * rebuild in the checkout during the run changes nothing), started with
 * `node build/start.js` on loopback, timed from the spawn to the first 200 on
 * /healthz, and its resident memory read from /proc while load runs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";

export type BenchServer = {
  base: string;
  pid: number;
  /** Spawn → first 200 on /healthz, in milliseconds. */
  coldStartMs: number;
  /** Resident memory right after that first 200. */
  startRssBytes: number | null;
  /** What the process wrote to stderr (warnings and errors). */
  errors: () => string;
  stop: () => Promise<void>;
};

/** Copies the build into `dir` beside links to the checkout's node_modules and migrations; returns the folder to run it in. */
export function snapshotBuild(checkout: string, dir: string): string {
  const build = path.join(checkout, "build");
  if (!existsSync(path.join(build, "start.js"))) throw new Error("build/start.js is missing: run `npm run build` first (npm run bench does)");
  mkdirSync(dir, { recursive: true });
  cpSync(build, path.join(dir, "build"), { recursive: true });
  symlinkSync(path.join(checkout, "node_modules"), path.join(dir, "node_modules"), "dir");
  symlinkSync(path.join(checkout, "migrations"), path.join(dir, "migrations"), "dir");
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** One GET's status code, or 0 when nothing answers. */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", () => resolve(0));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

async function waitForHealth(base: string, child: ChildProcess, started: number) {
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if ((await statusOf(`${base}/healthz`)) === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error("the server did not answer /healthz within 120 s");
}

/**
 * Starts `node build/start.js` in `appDir` with production settings and the
 * given environment; stdout (one log line per request at the default level)
 * goes nowhere, stderr is kept.
 */
export async function startServer(appDir: string, env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { BASE_URL: _unused, ...inherited } = process.env;
  const started = performance.now();
  // As `npm start` and the container start it (see server/index.ts).
  const child = spawn(process.execPath, ["--max-semi-space-size=4", "build/start.js"], {
    cwd: appDir,
    env: { ...inherited, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (stderr.length < 1_000_000) stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let coldStartMs: number;
  try {
    coldStartMs = await waitForHealth(base, child, started);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    base,
    pid: child.pid!,
    coldStartMs,
    startRssBytes: residentBytes(child.pid!),
    errors: () => stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident memory of a process in bytes (Linux /proc), or null where it cannot be read. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's resident memory every 200 ms until stopped; returns the peak. */
export function sampleResidentMemory(pid: number) {
  let peak: number | null = residentBytes(pid);
  const timer = setInterval(() => {
    const now = residentBytes(pid);
    if (now !== null) peak = Math.max(peak ?? 0, now);
  }, 200);
  return {
    stop(): number | null {
      clearInterval(timer);
      const now = residentBytes(pid);
      if (now !== null) peak = Math.max(peak ?? 0, now);
      return peak;
    },
  };
}
