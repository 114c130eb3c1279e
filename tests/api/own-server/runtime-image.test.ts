import Database from "better-sqlite3";
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * The container's runtime stage, assembled in a folder the way the
 * Dockerfile's build stage makes it (this machine has no Docker engine): the
 * installed packages pruned to production, TypeScript dropped, the slimming
 * script run, then the build and the migrations beside them. The server must
 * start from it as the container does, its native modules (SQLite, sharp's
 * libvips) must load, and the admin CLI must run.
 */

const image = path.resolve(`tests/.tmp/image-${process.pid}`);
let slimmed = "";
let server: ServerProcess;

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { cwd: image, encoding: "utf8", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status}): ${result.stderr}`);
  return String(result.stdout);
}

function filesUnder(folder: string, keep: (name: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const target = path.join(folder, entry.name);
    if (entry.isDirectory()) filesUnder(target, keep, found);
    else if (keep(entry.name)) found.push(target);
  }
  return found;
}

beforeAll(async () => {
  rmSync(image, { recursive: true, force: true });
  mkdirSync(image, { recursive: true });
  for (const file of ["package.json", "package-lock.json"]) copyFileSync(file, path.join(image, file));
  run("cp", ["-r", path.resolve("node_modules"), image]);
  run("npm", ["prune", "--omit=dev", "--offline", "--no-audit", "--no-fund"]);
  rmSync(path.join(image, "node_modules/typescript"), { recursive: true, force: true });
  slimmed = run(process.execPath, [path.resolve("scripts/slim-runtime-modules.mjs"), "node_modules"]);
  run("cp", ["-r", path.resolve("build"), path.resolve("migrations"), image]);
  server = await startServer("runtime-image", { SEED_DEMO: "0", ADMIN_EMAIL: "admin@laga.local", ADMIN_PASSWORD: "runtime-image-password" }, { cwd: image });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(image, { recursive: true, force: true });
});

describe("the container's runtime packages", () => {
  it("hold no type declarations, source maps or native build leftovers", () => {
    expect(slimmed).toMatch(/^freed \d+\.\d MB from .*; \d+\.\d MB left$/m);
    const modules = path.join(image, "node_modules");
    expect(filesUnder(modules, (name) => /\.(d\.[cm]?ts|map)$/.test(name))).toEqual([]);
    const sqlite = path.join(modules, "better-sqlite3");
    expect(existsSync(path.join(sqlite, "build/Release/better_sqlite3.node"))).toBe(true);
    expect(readdirSync(path.join(sqlite, "build/Release"))).toEqual(["better_sqlite3.node"]);
    expect(existsSync(path.join(sqlite, "deps"))).toBe(false);
    expect(existsSync(path.join(sqlite, "src"))).toBe(false);
    expect(existsSync(path.join(modules, "typescript"))).toBe(false);
  });

  it("start the server, which reads its database, serves pages and signs staff in", async () => {
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const home = await fetch(server.base);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<html");
    const login = await fetch(`${server.base}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: "admin@laga.local", password: "runtime-image-password" }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { token?: string }).token).toEqual(expect.any(String));
  });

  it("load sharp with its libvips, which re-encodes uploaded logos", () => {
    const script =
      "require('sharp')({ create: { width: 64, height: 32, channels: 3, background: '#16a34a' } }).webp().toBuffer({ resolveWithObject: true }).then(({ info }) => console.log(JSON.stringify(info)))";
    const info = JSON.parse(run(process.execPath, ["-e", script])) as { format: string; width: number; height: number };
    expect(info).toMatchObject({ format: "webp", width: 64, height: 32 });
  });

  it("run the admin CLI's online backup", () => {
    const copy = path.join(image, "backup.sqlite");
    // Vitest exports Vite's BASE_URL ("/"), which the CLI would read as the public origin.
    const { BASE_URL: _viteBase, ...inherited } = process.env;
    run(process.execPath, ["build/admin.js", "backup", copy], { env: { ...inherited, NODE_ENV: "production", DATA_DIR: server.dataDir } });
    const backup = new Database(copy, { readonly: true });
    try {
      expect(backup.prepare("select count(*) as n from users").get()).toEqual({ n: 1 });
    } finally {
      backup.close();
    }
  });
});
