#!/usr/bin/env node
/**
 * `npm test`: every check a change must pass, in the order that fails fastest.
 * Types, lint and format → build (the API and browser tests run the production build) → vitest
 * (units, models on real SQLite files, the API over real HTTP) → Playwright in
 * Debian's Chromium. The scale-out test also runs a Redis server.
 *
 * `npm test -- vitest` (or any of checks, build, vitest, browser) runs only those parts, in the
 * same order: CI runs the parts that depend on the Node runtime a second time on the other line
 * (docs/decisions/0047-ci-on-two-node-lines.md).
 */
import { execSync, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const parts = ["checks", "build", "vitest", "browser"];
const asked = process.argv.slice(2);
const unknown = asked.filter((part) => !parts.includes(part));
if (unknown.length) {
  console.error(`Unknown part: ${unknown.join(", ")}. The parts are ${parts.join(", ")} (all of them when none is named).`);
  process.exit(2);
}
const runs = (part) => asked.length === 0 || asked.includes(part);

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

if (runs("browser")) ensureProgram({ path: chromium, debianPackage: "chromium", variable: "CHROMIUM_PATH", neededBy: "The browser tests" });
if (runs("vitest")) ensureProgram({ path: redis, debianPackage: "redis-server", variable: "REDIS_SERVER_PATH", neededBy: "The scale-out test" });
if (!runs("build") && (runs("vitest") || runs("browser")) && !existsSync("build/start.js")) {
  console.error("The API and browser tests run the production build, and there is none: run `npm run build` first, or name the build part too.");
  process.exit(1);
}
// tsc runs on one core and the build mostly on the other; lint and the format check fill the gaps.
await runTogether([
  ...(runs("checks")
    ? [
        { title: "Type check", command: "npm", args: ["run", "--silent", "typecheck"] },
        { title: "Lint (ESLint, no warnings)", command: "npm", args: ["run", "--silent", "lint"] },
        { title: "Format check (Prettier)", command: "npm", args: ["run", "--silent", "format:check"] },
      ]
    : []),
  ...(runs("build") ? [{ title: "Production build", command: "npm", args: ["run", "--silent", "build"] }] : []),
]);
// Vitest runs a project of one file at a time (the API files sharing one server) only after all the others, with a core idle;
// as a process of its own it runs beside them.
if (runs("vitest")) {
  await runTogether([
    { title: "Unit, model and own-server API tests (vitest)", command: "npx", args: ["vitest", "run", "--project", "!api"] },
    { title: "API tests on one shared server (vitest)", command: "npx", args: ["vitest", "run", "--project", "api"] },
  ]);
}
if (runs("browser")) run("Browser tests (Playwright)", "npx", ["playwright", "test"]);
