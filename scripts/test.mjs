#!/usr/bin/env node
/**
 * `npm test`: every check a change must pass, in the order that fails fastest.
 * Types → build (the API and browser tests run the production build) → vitest
 * (units, models on real SQLite files, the API over real HTTP) → Playwright in
 * Debian's Chromium.
 */
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

function ensureChromium() {
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's package (apt-get install -y chromium)…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
    if (existsSync(chromium)) return;
  }
  console.error(
    `The browser tests need Chromium at ${chromium}.\n` +
      "Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}

ensureChromium();
run("Type check", "npm", ["run", "--silent", "typecheck"]);
run("Production build", "npm", ["run", "--silent", "build"]);
run("Unit, model and API tests (vitest)", "npx", ["vitest", "run"]);
run("Browser tests (Playwright)", "npx", ["playwright", "test"]);
