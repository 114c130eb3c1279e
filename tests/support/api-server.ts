import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    apiBase: string;
    apiAdmin: { email: string; password: string };
    apiManager: { email: string; password: string };
    /** The test server's data folder (database file, uploads). */
    apiDataDir: string;
  }
}

const admin = { email: "admin@laga.local", password: "api-tests-admin-password" };
const manager = { email: "manager@laga.local", password: "api-tests-manager-password" };

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

async function waitForHealth(base: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not answer /healthz within 60 s");
}

/** Starts the production build on a free port with its own data folder, for API tests over real HTTP. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  // One folder per run, so two runs on one machine never share a database.
  const dataDir = path.resolve(`tests/.tmp/api-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  // Vitest exports Vite's BASE_URL ("/") into the environment; the server reads BASE_URL as its public origin.
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const child = spawn(process.execPath, ["build/start.js"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_PASSWORD: manager.password,
      LOGIN_RATE_LIMIT: "5",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  project.provide("apiBase", base);
  project.provide("apiAdmin", admin);
  project.provide("apiManager", manager);
  project.provide("apiDataDir", dataDir);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
