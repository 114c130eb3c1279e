import { buildSync } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The logger holds stdout's lines of a turn of the event loop and writes them
 * together: none may be lost, even when the process exits in the same turn.
 */

let dir: string;
let script: string;

beforeAll(() => {
  // Inside the repository, so the script's packages resolve from its node_modules.
  mkdirSync(path.join("tests", ".tmp"), { recursive: true });
  dir = mkdtempSync(path.join("tests", ".tmp", "logger-"));
  script = path.join(dir, "logs.mjs");
  buildSync({
    stdin: {
      contents: `import { log } from "~/utils/logger.server";
        const [how] = process.argv.slice(2);
        log.info("first", { n: 1 });
        log.warn("careful");
        log.info("second", { password: "hunter2" });
        if (how === "exit") process.exit(3);
        if (how === "throw") throw new Error("boom");
        setTimeout(() => log.info("later"), 5);`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile: script,
    logLevel: "error",
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the script with a plain environment (the test runner's own, BASE_URL="/" among it, is not a valid setting). */
function run(how: string) {
  const child = spawnSync(process.execPath, [script, how], { env: { PATH: process.env.PATH, LOG_LEVEL: "info" }, encoding: "utf8" });
  const messages = (text: string) =>
    text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; level: string; password?: string });
  return { status: child.status, out: messages(child.stdout), err: child.stderr };
}

describe("the log", () => {
  it("writes a turn's lines in order, and later ones after them", () => {
    const { status, out, err } = run("wait");
    expect(status).toBe(0);
    expect(out.map((line) => line.msg)).toEqual(["first", "second", "later"]);
    expect(out[1]).toMatchObject({ level: "info", password: "[redacted]" });
    expect(JSON.parse(err.trim())).toMatchObject({ level: "warn", msg: "careful" });
  });

  it("writes the lines still held when the process exits in the same turn", () => {
    const { status, out } = run("exit");
    expect(status).toBe(3);
    expect(out.map((line) => line.msg)).toEqual(["first", "second"]);
  });

  it("writes them when an uncaught error ends the process", () => {
    const { status, out } = run("throw");
    expect(status).toBe(1);
    expect(out.map((line) => line.msg)).toEqual(["first", "second"]);
  });
});
