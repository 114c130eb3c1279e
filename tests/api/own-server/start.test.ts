import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startServer, type ServerProcess } from "../../support/server-process";

/**
 * A start that cannot go on stops at once, saying which address, file or
 * folder and why, and what to do: a port taken, a database file that is empty,
 * not SQLite, another program's, damaged or read-only; a start refused for its
 * database file leaves the data folder as it found it. Two servers started
 * together on an empty folder prepare it one after the other.
 */

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(name: string) {
  const dir = path.resolve(`tests/.tmp/start-${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  folders.push(dir);
  return dir;
}

/** Starts build/start.js and waits for its exit: these starts are refused. */
async function runServer(dataDir: string, options: { port?: number; uid?: number } = {}) {
  const port = options.port ?? (await freePort());
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const child = spawn(process.execPath, ["build/start.js"], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      ADMIN_PASSWORD: "start-test-password",
      SESSION_SECRET: "start-tests-secret-start-tests-secret-0123",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output };
}

/** The names in a data folder, to check that a refused start left nothing new there (a lock, a log, the uploads folder, a secret). */
const entries = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();

/** The last line a refused start wrote: one JSON line at level error, and no stack trace anywhere. */
function refusal(output: string) {
  expect(output).not.toMatch(/TypeError|\n\s+at /);
  const last = JSON.parse(output.trim().split("\n").at(-1)!) as { level: string; msg: string };
  expect(last.level).toBe("error");
  return last.msg;
}

it("stops with exit code 1 and a line naming the address when the port is taken", async () => {
  const dataDir = folder("port");
  const port = await freePort();
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
  try {
    const { code, output } = await runServer(dataDir, { port });
    expect(code).toBe(1);
    expect(refusal(output)).toBe(`Laga cannot listen on 127.0.0.1:${port}: listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
  } finally {
    holder.close();
  }
}, 60_000);

describe("a database file that is not a Laga database", () => {
  const cases: [string, (file: string) => void, RegExp][] = [
    ["an empty (0-byte) file", (file) => writeFileSync(file, ""), /the file is empty \(0 bytes\)/],
    ["a file that is not SQLite", (file) => writeFileSync(file, "name,score\nBudi,21\n"), /it is not a SQLite database/],
    [
      "another program's SQLite database",
      (file) => {
        const other = new Database(file);
        other.exec("create table notes (body text); insert into notes values ('not laga')");
        other.close();
      },
      /it is a SQLite database, but not Laga's \(it has no __drizzle_migrations table\)/,
    ],
  ];
  it.each(cases)(
    "is refused rather than started as a new site: %s",
    async (_name, make, reason) => {
      const dataDir = folder("foreign");
      const file = path.join(dataDir, "laga.sqlite");
      make(file);
      const before = readFileSync(file);
      const names = entries(dataDir);
      const { code, output } = await runServer(dataDir);
      expect(code).toBe(1);
      const message = refusal(output);
      expect(message).toContain(`Laga will not use ${file}`);
      expect(message).toMatch(reason);
      expect(message).toContain("npm run admin -- restore <backup>");
      expect(output).not.toContain("First admin created");
      expect(readFileSync(file).equals(before)).toBe(true);
      expect(entries(dataDir)).toEqual(names);
    },
    60_000,
  );
});

describe("a database file the server cannot use", () => {
  it("stops on a damaged file with a message naming it and the restore command", async () => {
    const dataDir = folder("damaged");
    const file = path.join(dataDir, "laga.sqlite");
    copyFileSync("build/starter.sqlite", file);
    // Page 1 past its 100-byte file header is the root of the schema table: garbage there is a malformed database.
    const bytes = readFileSync(file);
    bytes.fill(0xa5, 100, 4096);
    writeFileSync(file, bytes);
    const { code, output } = await runServer(dataDir);
    expect(code).toBe(1);
    const message = refusal(output);
    expect(message).toContain(`The database ${file} is damaged`);
    expect(message).toContain("npm run admin -- restore <backup>");
    expect(entries(dataDir)).toEqual(["laga.sqlite"]);
  }, 60_000);

  it("stops on a read-only file with a message naming it and the restore command", async () => {
    const dataDir = folder("read-only");
    const file = path.join(dataDir, "laga.sqlite");
    copyFileSync("build/starter.sqlite", file);
    chmodSync(file, 0o444);
    // The superuser may write any file: as root the server runs as nobody, for whom the file is read-only indeed.
    const root = process.getuid?.() === 0;
    if (root) chmodSync(dataDir, 0o777);
    const { code, output } = await runServer(dataDir, root ? { uid: 65534 } : {});
    expect(code).toBe(1);
    const message = refusal(output);
    expect(message).toContain(`The database ${file} is read-only`);
    expect(message).toContain("npm run admin -- restore <backup>");
    expect(statSync(file).size).toBe(statSync("build/starter.sqlite").size);
    // Nothing new beside it: no -wal or -shm file SQLite made opening it, no lock, no uploads folder or secret.
    expect(entries(dataDir)).toEqual(["laga.sqlite"]);
  }, 60_000);
});

describe("two servers started at the same moment on an empty folder", () => {
  it("prepare it one after the other: one seeds, the other finds it seeded, both serve", async () => {
    const dataDir = folder("twins");
    const env = { ADMIN_EMAIL: "admin@laga.local", ADMIN_PASSWORD: "twin-tests-password", SEED_DEMO: "1" };
    const servers: ServerProcess[] = [];
    try {
      const started = await Promise.allSettled([startServer("twin-1", env, { dataDir, capture: true }), startServer("twin-2", env, { dataDir, capture: true })]);
      for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
      expect(started.map((result) => (result.status === "rejected" ? String(result.reason) : "healthy"))).toEqual(["healthy", "healthy"]);
      const db = new Database(path.join(dataDir, "laga.sqlite"), { readonly: true });
      try {
        expect(db.prepare("select email from users order by email").pluck().all()).toEqual(["admin@laga.local", "manager@laga.local"]);
        expect(db.prepare("select count(*) from events").pluck().get()).toBe(1);
      } finally {
        db.close();
      }
      for (const server of servers) expect(server.output()).not.toMatch(/UNIQUE constraint|SQLITE_CONSTRAINT/);
    } finally {
      for (const server of servers) expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});

describe("the line a start writes", () => {
  it("names the address the server really listens on, and this machine's link when that is every interface", async () => {
    const local = await startServer("listen-local", { ADMIN_PASSWORD: "listen-tests-password", SEED_DEMO: "0" }, { capture: true });
    const everywhere = await startServer("listen-all", { ADMIN_PASSWORD: "listen-tests-password", SEED_DEMO: "0", HOST: "0.0.0.0" }, { capture: true });
    try {
      const port = (server: ServerProcess) => new URL(server.base).port;
      expect(local.output()).toContain(`"msg":"Laga is listening on http://127.0.0.1:${port(local)} (production)"`);
      expect(everywhere.output()).toContain(
        `"msg":"Laga is listening on http://0.0.0.0:${port(everywhere)} on every network interface; on this machine http://localhost:${port(everywhere)} (production)"`,
      );
    } finally {
      await local.stop();
      await everywhere.stop();
      rmSync(local.dataDir, { recursive: true, force: true });
      rmSync(everywhere.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
