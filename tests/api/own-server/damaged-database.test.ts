import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { closeSync, copyFileSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededRandom } from "../../support/seeded-random";
import { freePort, startServer, type ServerProcess } from "../../support/server-process";

/**
 * A database file whose pages were damaged (a disk fault, a copy cut short, a
 * restore under a running server). At start SQLite's quick_check reads every
 * page: a damaged file stops the start, naming the file and the restore
 * command, and leaves the data folder as it was. Damage that appears under a
 * running server makes /healthz fail once any request has met it.
 */

const admin = { ADMIN_EMAIL: "admin@laga.local", ADMIN_PASSWORD: "damaged-database-password" };
const folders: string[] = [];
/** A real database: the demo event seeded by a server, which then stopped (its log checkpointed into the file). */
let demo: string;

beforeAll(async () => {
  const seeding = await startServer("damaged-seed", admin);
  folders.push(seeding.dataDir);
  expect(await seeding.stop()).toBe(0);
  demo = path.join(seeding.dataDir, "laga.sqlite");
}, 120_000);

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(name: string) {
  const dir = path.resolve(`tests/.tmp/damaged-${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  folders.push(dir);
  return dir;
}

/** Overwrites the given pages of a database file with random bytes, as a fault on the disk would. */
function damagePages(file: string, pages: number[], seed: number) {
  const random = seededRandom(seed).next;
  const pageSize = readFileSync(file).readUInt16BE(16);
  const fd = openSync(file, "r+");
  try {
    for (const page of pages) writeSync(fd, Buffer.from(Array.from({ length: pageSize }, () => Math.floor(random() * 256))), 0, pageSize, (page - 1) * pageSize);
  } finally {
    closeSync(fd);
  }
}

/** Eight pages in the middle third of the file, chosen at random (seeded). */
function middlePages(file: string, seed: number) {
  const bytes = readFileSync(file);
  const count = bytes.length / bytes.readUInt16BE(16);
  const random = seededRandom(seed).next;
  const pages = new Set<number>();
  while (pages.size < 8) pages.add(Math.floor(count / 3 + random() * (count / 3)));
  return [...pages];
}

/** The folder's entries, and each file's bytes, to compare before and after. */
function snapshot(dir: string) {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => [name, readFileSync(path.join(dir, name)).toString("base64").slice(0, 64) + readFileSync(path.join(dir, name)).length]),
  );
}

/** Starts build/start.js on the folder and waits for it to stop (a refused start); killed after 60 s if it serves instead. */
async function refusedStart(dataDir: string) {
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const child = spawn(process.execPath, ["build/start.js"], {
    env: { ...inherited, NODE_ENV: "production", PORT: String(await freePort()), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "0", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const serving = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearTimeout(serving);
  return { code, output };
}

describe("a database with damaged pages in the middle", () => {
  it("stops the start with a message naming the file and the restore command, and leaves the data folder as it was", async () => {
    const dataDir = folder("start");
    const file = path.join(dataDir, "laga.sqlite");
    copyFileSync(demo, file);
    damagePages(file, middlePages(file, 12), 12);
    // The damage is real: SQLite's own check of a copy finds it.
    const copy = path.join(folder("copy"), "copy.sqlite");
    copyFileSync(file, copy);
    const check = new Database(copy, { readonly: true });
    expect(check.pragma("quick_check", { simple: true })).not.toBe("ok");
    check.close();

    const before = snapshot(dataDir);
    const { code, output } = await refusedStart(dataDir);
    expect(code).toBe(1);
    expect(output).not.toMatch(/TypeError|\n\s+at /);
    const last = JSON.parse(output.trim().split("\n").at(-1)!) as { level: string; msg: string };
    expect(last.level).toBe("error");
    expect(last.msg).toContain(`The database ${file} is damaged (quick_check: `);
    expect(last.msg).toContain("npm run admin -- restore <backup>");
    expect(snapshot(dataDir)).toEqual(before);
  }, 90_000);
});

describe("pages damaged under a running server", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    const dataDir = folder("running");
    copyFileSync(demo, path.join(dataDir, "laga.sqlite"));
    server = await startServer("damaged-running", { ...admin, SEED_DEMO: "0" }, { dataDir, capture: true });
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("make /healthz fail once a request has met them, and the log names the file and the restore command", async () => {
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const file = path.join(server.dataDir, "laga.sqlite");
    // The pages of the teams table, which the groups page reads and the server has not read since it started.
    const reader = new Database(file, { readonly: true });
    const pages = reader.prepare("select pageno from dbstat where name = 'teams'").pluck().all() as number[];
    reader.close();
    damagePages(file, pages, 13);

    const page = await fetch(`${server.base}/live-event/groups/martabaks-vol-2`);
    expect(page.status).toBe(500);
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ ok: false, database: "failing" });
    expect(server.output()).toContain(`the database ${file} is damaged: stop the server and restore the latest backup (npm run admin -- restore <backup>)`);
  });
});
