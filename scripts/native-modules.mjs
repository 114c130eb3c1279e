#!/usr/bin/env node
/**
 * `postinstall`: on Node 24, compile better-sqlite3 against Node 24.18.1's headers.
 *
 * better-sqlite3 12 wraps its statements in `node::ObjectWrap`. From Node 24.19 on, that header
 * class registers an environment clean-up hook whose removal aborts the process
 * (`Assertion failed: (env) != nullptr`) when a statement is collected at the wrong moment: the
 * starter database's build dies with exit 134 every time. The crash follows the headers the
 * module was compiled against, not the runtime it loads into, and a module compiled against
 * 24.18.1 runs on every 24.x (same ABI). better-sqlite3 13 leaves `ObjectWrap` but no longer runs
 * on Node 20, which the README's two commands must keep working on. Decision 0038.
 *
 * Elsewhere (Node 20) nothing is done. The headers come from the npm registry's `node` package
 * into a temporary folder that is removed afterwards, so no Node binary ends up in node_modules.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const HEADERS_VERSION = "24.18.1";
const moduleDir = join(import.meta.dirname, "..", "node_modules", "better-sqlite3");
const configFile = join(moduleDir, "build", "config.gypi");
const headersMarker = `node-${HEADERS_VERSION}-headers`;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`better-sqlite3 for Node 24: \`${[command, ...args].join(" ")}\` failed`);
}

const onNode24 = process.versions.node.split(".")[0] === "24";
const alreadyBuilt = existsSync(configFile) && readFileSync(configFile, "utf8").includes(headersMarker);

if (onNode24 && existsSync(moduleDir) && !alreadyBuilt) {
  // npm sets both while it runs a package script: this script runs as `postinstall`.
  const { npm_execpath: npmCli, npm_config_node_gyp: nodeGyp } = process.env;
  if (!npmCli || !nodeGyp) {
    console.error("Run this through npm: npm run postinstall");
    process.exit(1);
  }
  const folder = mkdtempSync(join(tmpdir(), `${headersMarker}-`));
  try {
    console.log(`better-sqlite3: compiling against Node ${HEADERS_VERSION}'s headers (about a minute)`);
    run(process.execPath, [npmCli, "install", "--prefix", folder, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `node@${HEADERS_VERSION}`]);
    const nodedir = join(folder, "node_modules", "node", "node_modules", `node-${process.platform}-${process.arch}`);
    // node-gyp takes the folder from npm's own setting, which npm passes down and which wins over a flag.
    run(process.execPath, [nodeGyp, "rebuild", "--release", "--loglevel=warn"], {
      cwd: moduleDir,
      env: { ...process.env, npm_config_nodedir: nodedir },
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
