#!/usr/bin/env node
/**
 * `npm test`: every check a change must pass, in the order that fails fastest.
 * Types → build (the API and browser tests run the production build) → vitest
 * (units, models on real SQLite files, the API over real HTTP) → Playwright in
 * Debian's Chromium. The scale-out test also runs a Redis server.
 */
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const redis = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** A program the tests need: installed from Debian's packages when running as root, else a clear message. */
function ensureProgram({ path, debianPackage, variable, neededBy }) {
  if (existsSync(path)) return;
  if (process.getuid?.() === 0) {
    console.log(`${debianPackage} is missing: installing Debian's package (apt-get install -y ${debianPackage})…`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage}`, { stdio: "inherit" });
    if (existsSync(path)) return;
  }
  console.error(`${neededBy} need ${path}.\nInstall it with \`sudo apt-get install -y ${debianPackage}\` (Debian/Ubuntu) or set ${variable} to the program.`);
  process.exit(1);
}

ensureProgram({ path: chromium, debianPackage: "chromium", variable: "CHROMIUM_PATH", neededBy: "The browser tests" });
ensureProgram({ path: redis, debianPackage: "redis-server", variable: "REDIS_SERVER_PATH", neededBy: "The scale-out test" });
run("Type check", "npm", ["run", "--silent", "typecheck"]);
run("Production build", "npm", ["run", "--silent", "build"]);
run("Unit, model and API tests (vitest)", "npx", ["vitest", "run"]);
run("Browser tests (Playwright)", "npx", ["playwright", "test"]);
