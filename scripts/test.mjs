#!/usr/bin/env node
/**
 * `npm test`: every check a change must pass, in the order that fails fastest.
 * Types, lint and format → build (the API and browser tests run the production build) → vitest
 * (units, models on real SQLite files, the API over real HTTP) → Playwright in
 * Debian's Chromium. The scale-out test also runs a Redis server.
 */
import { execSync, spawn, spawnSync } from "node:child_process";
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

/**
 * Several steps at once, each with its output held back and printed whole when
 * it ends, so the lines of one never cut into another's.
 */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: process.env });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (status) => resolve({ title, status, output, seconds: (Date.now() - started) / 1000 }));
        }),
    ),
  );
  for (const { title, status, output, seconds } of results) {
    console.log(`\n▶ ${title}`);
    if (output.trim()) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
    console.log(status === 0 ? `✔ ${title} (${seconds.toFixed(1)} s)` : `\n✖ ${title} failed`);
  }
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
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
// tsc runs on one core and the build mostly on the other; lint and the format check fill the gaps.
await runTogether([
  { title: "Type check", command: "npm", args: ["run", "--silent", "typecheck"] },
  { title: "Lint (ESLint, no warnings)", command: "npm", args: ["run", "--silent", "lint"] },
  { title: "Format check (Prettier)", command: "npm", args: ["run", "--silent", "format:check"] },
  { title: "Production build", command: "npm", args: ["run", "--silent", "build"] },
]);
run("Unit, model and API tests (vitest)", "npx", ["vitest", "run"]);
run("Browser tests (Playwright)", "npx", ["playwright", "test"]);
