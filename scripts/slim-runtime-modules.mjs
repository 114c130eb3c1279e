#!/usr/bin/env node
/**
 * Deletes from a production `node_modules` what nothing loads at run time, for
 * the container's runtime stage (see the Dockerfile):
 * - type declarations (`.d.ts`, `.d.cts`, `.d.mts`) and source maps (`.map`);
 * - what a native module compiled with node-gyp leaves besides its `.node`
 *   files: object files, the build's makefiles, and the C sources it was
 *   compiled from (better-sqlite3 carries SQLite's).
 *
 * Usage: node scripts/slim-runtime-modules.mjs [node_modules]
 * Prints what it freed and the size left.
 */
import { existsSync, lstatSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? "node_modules");
if (!existsSync(path.join(root, ".package-lock.json")) && !existsSync(path.join(root, "react"))) {
  console.error(`${root} does not look like a node_modules folder`);
  process.exit(1);
}

const unused = /\.(d\.[cm]?ts|map)$/;

function sizeOf(target) {
  const stat = lstatSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), 0);
}

let freed = 0;
function remove(target) {
  freed += sizeOf(target);
  rmSync(target, { recursive: true, force: true });
}

/** The files a package names as its entry points (`main`, `exports`), as paths inside it. */
function entryPoints(pkg) {
  const { main, exports } = JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8"));
  const named = [];
  const collect = (value) => {
    if (typeof value === "string") named.push(path.normalize(value));
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(main ?? "index.js");
  collect(exports);
  return named;
}

/** A package built by node-gyp keeps its `.node` files under build/Release (not its test extension); its sources go unless an entry point is among them. */
function slimNativeBuild(pkg) {
  const build = path.join(pkg, "build");
  if (existsSync(build)) {
    for (const entry of readdirSync(build)) {
      if (entry !== "Release") remove(path.join(build, entry));
    }
    const release = path.join(build, "Release");
    if (existsSync(release)) {
      for (const entry of readdirSync(release)) {
        if (!entry.endsWith(".node") || entry.startsWith("test_")) remove(path.join(release, entry));
      }
    }
  }
  const entries = entryPoints(pkg);
  for (const sources of ["deps", "src"]) {
    const folder = path.join(pkg, sources);
    if (existsSync(folder) && !entries.some((entry) => entry.startsWith(`${sources}${path.sep}`))) remove(folder);
  }
}

function walk(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const target = path.join(folder, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      if (existsSync(path.join(target, "package.json")) && existsSync(path.join(target, "binding.gyp"))) slimNativeBuild(target);
      walk(target);
    } else if (unused.test(entry.name)) {
      remove(target);
    }
  }
}

walk(root);
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(`freed ${megabytes(freed)} from ${root}; ${megabytes(sizeOf(root))} left`);
