import { rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startServer } from "./server-process";
import { clockShiftOf } from "./test-clock";

declare module "vitest" {
  export interface ProvidedContext {
    apiBase: string;
    apiAdmin: { email: string; password: string };
    apiManager: { email: string; password: string };
    /** The test server's data folder (database file, uploads). */
    apiDataDir: string;
    /** Where the test server keeps the mail it would send, a JSON file each. */
    apiOutboxDir: string;
    /** How far the test server's clock (pinned with CLOCK_AT) runs ahead of this machine's, in milliseconds. */
    apiClockShift: number;
  }
}

const admin = { email: "admin@laga.local", password: "api-tests-admin-password" };
const manager = { email: "manager@laga.local", password: "api-tests-manager-password" };

/** Starts the production build on a free port with its own data folder, for API tests over real HTTP. */
export default async function setup(project: TestProject) {
  // One folder per run, so two runs on one machine never share a database.
  const outbox = path.resolve(`tests/.tmp/api-${process.pid}/outbox`);
  const server = await startServer("api", {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DEMO_PASSWORD: manager.password,
    LOGIN_RATE_LIMIT: "5",
    // Mail is kept on disk, so a password reset has somewhere to go (a server whose mail reaches nobody says so instead).
    MAIL_OUTBOX_DIR: outbox,
  });
  project.provide("apiBase", server.base);
  project.provide("apiAdmin", admin);
  project.provide("apiManager", manager);
  project.provide("apiDataDir", server.dataDir);
  project.provide("apiOutboxDir", outbox);
  project.provide("apiClockShift", await clockShiftOf(server.base));
  return async () => {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  };
}
