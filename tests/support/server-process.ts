import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { clockShiftOf, testClockAt } from "./test-clock";

export type ServerProcess = {
  base: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** SIGTERM, then waits for the exit code. */
  stop: () => Promise<number | null>;
  /** The server's clock now (its CLOCK_AT, test-clock.ts), as read from its /healthz when it started. */
  now: () => number;
};

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Waits until the server answers /healthz, and answers how far its clock runs ahead of this machine's. */
async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return await clockShiftOf(base);
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not answer /healthz within 60 s");
}

/**
 * Starts the production build (`build/start.js`) on a free port with a data
 * folder of its own under tests/.tmp, its clock at the tests' instant
 * (test-clock.ts), and waits until /healthz answers.
 * `capture` keeps stdout and stderr for the test to read instead of passing stderr on;
 * `dataDir` runs a further process on the data folder of one already started;
 * `cwd` runs the build found in another folder (an assembled runtime image);
 * a `PORT` in `env` is used instead of a free one (for a BASE_URL naming it).
 */
export async function startServer(name: string, env: Record<string, string>, options: { capture?: boolean; dataDir?: string; cwd?: string } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = options.dataDir ?? path.resolve(`tests/.tmp/${name}-${process.pid}`);
  if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  // Vitest exports Vite's BASE_URL ("/") into the environment; the server reads BASE_URL as its public origin.
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const child = spawn(process.execPath, ["build/start.js"], {
    cwd: options.cwd,
    env: { ...inherited, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", CLOCK_AT: testClockAt, ...env },
    stdio: ["ignore", options.capture ? "pipe" : "ignore", options.capture ? "pipe" : "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const clockShift = await waitForHealth(base, child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    base,
    dataDir,
    child,
    output: () => output,
    now: () => Date.now() + clockShift,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
