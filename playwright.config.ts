import { defineConfig, devices } from "@playwright/test";
import path from "node:path";
import { testClockAt } from "./tests/support/test-clock";

const port = Number(process.env.E2E_PORT ?? 4310);
/** The test server's address (its own origin, for the requests that sign in). */
export const e2eBaseURL = `http://localhost:${port}`;
/** The test server's data folder, one per port, so runs on different ports never share a database. */
export const e2eDataDir = path.resolve(`tests/.tmp/e2e-${port}`);
export const e2eDatabaseFile = path.join(e2eDataDir, "laga.sqlite");
const dataDir = e2eDataDir;

/** Debian's Chromium, as root in a container, kept from reaching the internet by itself (Lighthouse launches it the same way). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Credentials of the seeded accounts on the test server. */
export const e2eAccounts = {
  admin: { email: "admin@laga.local", password: "admin-e2e-password" },
  manager: { email: "manager@laga.local", password: "manager-e2e-password" },
};

/** Browser tests that read the demo event as its seed left it. */
const demoAsSeeded = /(venue-now|embeds|teams-access)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: e2eBaseURL,
    locale: "id-ID",
    // The back office's header icon and the live dot move forever; headless Chromium would paint every frame of them in software.
    reducedMotion: "reduce",
    // A worker's tests share one browser context, which Playwright empties between them (cookies, storage, cache, routes, init
    // scripts, service workers, extra pages); a test that changes another option (JavaScript off, a locale) gets a fresh one.
    // A new context and its first, cold page cost about 2.5 s of CPU each: the suite went from 15.2 to 11.0 min on two cores.
    // What it does not reset (offline mode, permissions, extra headers) a test sets back itself.
    reuseContext: true,
    // Recording a trace slows every test by about a quarter (116 → 89 s on three of the longest spec files). CI keeps one for
    // the retry of a failed test; a local run keeps the trace of each failure, as it does not retry.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    // These read the demo event as seeded (its courts, its live match, its last team): they run first, before the other
    // files add categories, courts and teams to it.
    { name: "demo-as-seeded", testMatch: demoAsSeeded, use: { ...devices["Desktop Chrome"], locale: "id-ID" } },
    { name: "chromium", testIgnore: demoAsSeeded, dependencies: ["demo-as-seeded"], use: { ...devices["Desktop Chrome"], locale: "id-ID" } },
  ],
  webServer: {
    // A fresh data folder per run (this file is also loaded by every worker, so the cleanup lives here).
    command: `rm -rf "${dataDir}" && node build/start.js`,
    url: `http://localhost:${port}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAccounts.admin.email,
      ADMIN_PASSWORD: e2eAccounts.admin.password,
      DEMO_PASSWORD: e2eAccounts.manager.password,
      LOGIN_RATE_LIMIT: "1000",
      LOG_LEVEL: "warn",
      MAIL_OUTBOX_DIR: path.join(dataDir, "outbox"),
      // The day the tests play, whatever day they run (tests/support/test-clock.ts).
      CLOCK_AT: testClockAt,
    },
  },
});
