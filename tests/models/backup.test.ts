import Database from "better-sqlite3";
import { buildSync } from "esbuild";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#drizzle/schema";
import { settings } from "~/config.server";
import { closeDb, getDb, migrateDatabase } from "~/db.server";
import { backupDatabase, backupWithUploads, restoreBackup } from "~/models/backup.server";
import { storeImage } from "~/models/upload.server";
import { createUser } from "~/models/accounts/user.server";

// A data folder of its own: restoring an archive replaces the whole uploads folder, which other model test files share.
const dir = path.resolve(`tests/.tmp/models/backup-${process.pid}`);
mkdirSync(dir, { recursive: true });
process.env.DATA_DIR = dir;
process.env.DATABASE_PATH = path.join(dir, "laga.sqlite");
const holder = path.join(dir, "folder-holder.mjs");

beforeAll(() => {
  migrateDatabase(getDb());
  // Bundled once, so the child that plays the running server starts in milliseconds.
  buildSync({ entryPoints: ["tests/support/folder-holder.ts"], bundle: true, platform: "node", format: "esm", packages: "external", outfile: holder, logLevel: "error" });
});

afterAll(() => {
  closeDb();
  rmSync(dir, { recursive: true, force: true });
});

const scratch = (name: string) => path.join(dir, `${name}-${process.pid}-${Date.now()}`);

/** A process holding the data folder as a running server does, until killed. */
async function runningServer() {
  const child = spawn(process.execPath, [holder, settings().DATABASE_PATH], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("held") && resolve());
    child.once("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

function integrity(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma("integrity_check", { simple: true });
  } finally {
    db.close();
  }
}

const emails = () =>
  getDb()
    .select({ email: users.email })
    .from(users)
    .all()
    .map((u) => u.email)
    .sort();

describe("online backup and restore", () => {
  it("copies a consistent database while writes go on, and puts it back", async () => {
    const db = getDb();
    await createUser({ name: "Sebelum", email: "before@example.id", role: "admin", password: "before-password" });
    const target = scratch("backup") + ".sqlite";
    // Writes keep arriving while the backup runs.
    let writes = 0;
    const writer = setInterval(() => {
      db.update(users)
        .set({ name: `Sebelum ${++writes}` })
        .where(eq(users.email, "before@example.id"))
        .run();
    }, 1);
    const pages = await backupDatabase(target);
    clearInterval(writer);
    expect(pages).toBeGreaterThan(0);

    const copy = new Database(target, { readonly: true });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(copy.prepare("select count(*) from users").pluck().get()).toBe(1);
    copy.close();

    await createUser({ name: "Sesudah", email: "after@example.id", role: "event", password: "after-password" });
    await restoreBackup(target);
    expect(emails()).toEqual(["before@example.id"]);
    rmSync(target, { force: true });
  });

  it("refuses to restore a file that is not a sound database, and a database that is not Laga's", async () => {
    const bogus = scratch("bogus");
    writeFileSync(bogus, "not a database at all");
    await expect(restoreBackup(bogus)).rejects.toThrow(/neither a database backup nor an archive/);
    const foreign = scratch("foreign");
    const other = new Database(foreign);
    other.exec("create table notes (body text)");
    other.close();
    await expect(restoreBackup(foreign)).rejects.toThrow(/not a Laga backup/);
    expect(emails()).toEqual(["before@example.id"]);
    rmSync(bogus, { force: true });
    rmSync(foreign, { force: true });
  });

  it("refuses a backup with damaged pages before it takes the data folder, leaving the folder as it found it", async () => {
    const damaged = scratch("damaged") + ".sqlite";
    await backupDatabase(damaged);
    closeDb();
    // Garbage over pages in the middle of the copy, as a disk fault or a copy cut short leaves it.
    const bytes = readFileSync(damaged);
    const pageSize = bytes.readUInt16BE(16);
    const middle = Math.floor(bytes.length / pageSize / 2);
    for (let page = middle; page < middle + 3; page++) bytes.fill(0xa5, page * pageSize, (page + 1) * pageSize);
    writeFileSync(damaged, bytes);
    const before = readdirSync(dir).sort();
    await expect(restoreBackup(damaged)).rejects.toThrow(/failed the integrity check/);
    // Nothing new: no lock taken, no -wal or -shm file beside the backup that was read.
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(emails()).toEqual(["before@example.id"]);
    rmSync(damaged, { force: true });
  });

  it("refuses while a server holds the data folder, saying to stop it, and restores once it has stopped", async () => {
    const target = scratch("held") + ".sqlite";
    await backupDatabase(target);
    await createUser({ name: "Baru", email: "new@example.id", role: "event", password: "new-password-1" });
    closeDb();

    const server = await runningServer();
    try {
      await expect(restoreBackup(target)).rejects.toThrow(/A Laga server is running on .*stop the server first/);
      expect(emails()).toEqual(["before@example.id", "new@example.id"]);
      closeDb();
    } finally {
      // Killed, not stopped: the operating system drops its lock, and no stale lock file blocks the restore.
      server.kill("SIGKILL");
      await new Promise((resolve) => server.once("exit", resolve));
    }

    await restoreBackup(target);
    expect(integrity(settings().DATABASE_PATH)).toBe("ok");
    expect(emails()).toEqual(["before@example.id"]);
    // SQLite wrote the pages through its own log and checkpointed it when the restore closed the file.
    expect(existsSync(`${settings().DATABASE_PATH}-wal`) ? readFileSync(`${settings().DATABASE_PATH}-wal`).length : 0).toBe(0);
    rmSync(target, { force: true });
  });

  it("restores over a damaged database file, keeping the damaged one aside", async () => {
    const target = scratch("good") + ".sqlite";
    await backupDatabase(target);
    closeDb();
    const file = settings().DATABASE_PATH;
    for (const suffix of ["-wal", "-shm"]) rmSync(file + suffix, { force: true });
    const bytes = readFileSync(file);
    bytes.fill(0x5a, 0, 100);
    writeFileSync(file, bytes);

    const report = await restoreBackup(target);
    expect(report.setAside).toMatch(/\.damaged-/);
    expect(readFileSync(report.setAside!).subarray(0, 16).toString("latin1")).toBe("Z".repeat(16));
    expect(integrity(file)).toBe("ok");
    expect(emails()).toEqual(["before@example.id"]);
    rmSync(report.setAside!, { force: true });
    rmSync(target, { force: true });
  });
});

describe("backup --with-uploads", () => {
  it("writes one archive of the database and the uploads, and restore puts both back", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a9d8f" } })
      .png()
      .toBuffer();
    const image = await storeImage(png);
    const uploaded = path.join(settings().UPLOADS_DIR, image.path.replace(/^\/uploads\//, ""));
    const original = readFileSync(uploaded);
    const archive = scratch("archive") + ".tar.gz";

    const { pages, files } = await backupWithUploads(archive);
    expect(pages).toBeGreaterThan(0);
    expect(files).toBeGreaterThan(1);
    expect(readdirSync(dir).filter((name) => name.startsWith(".laga-backup-") || name.endsWith(".partial"))).toEqual([]);

    // Lost after the backup: the image's file and its row, and a user added since.
    rmSync(path.dirname(uploaded), { recursive: true, force: true });
    getDb().$client.prepare("delete from uploads").run();
    await createUser({ name: "Later", email: "later@example.id", role: "event", password: "later-password" });
    closeDb();

    const report = await restoreBackup(archive);
    expect(report).toMatchObject({ kind: "archive", uploads: true });
    expect(readFileSync(uploaded).equals(original)).toBe(true);
    expect(getDb().$client.prepare("select path from uploads").pluck().all()).toEqual([image.path]);
    expect(emails()).toEqual(["before@example.id"]);
    expect(integrity(settings().DATABASE_PATH)).toBe("ok");
    expect(readdirSync(settings().DATA_DIR).filter((name) => name.startsWith(".restore-") || name.includes(".replaced-"))).toEqual([]);
    rmSync(archive, { force: true });
  });

  it("refuses an archive while a server holds the data folder, and changes nothing", async () => {
    const archive = scratch("held-archive") + ".tar.gz";
    await backupWithUploads(archive);
    const before = readdirSync(settings().UPLOADS_DIR, { recursive: true }).sort();
    closeDb();
    const server = await runningServer();
    try {
      await expect(restoreBackup(archive)).rejects.toThrow(/stop the server first/);
    } finally {
      server.kill("SIGKILL");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    expect(readdirSync(settings().UPLOADS_DIR, { recursive: true }).sort()).toEqual(before);
    rmSync(archive, { force: true });
  });
});
