import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * The admin CLI against a real server: `backup --with-uploads` while it runs,
 * `restore` refused while it runs (it holds the data folder), and the archive
 * put back once it has stopped, uploaded image included.
 */

const admin = { ADMIN_EMAIL: "admin@laga.local", ADMIN_PASSWORD: "backup-tests-password", SEED_DEMO: "0" };
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const server of started) await server.stop();
  if (started[0]) rmSync(started[0].dataDir, { recursive: true, force: true });
});

function cli(dataDir: string, ...args: string[]) {
  const { BASE_URL: _viteBase, ...inherited } = process.env;
  const run = spawnSync(process.execPath, ["build/admin.js", ...args], { env: { ...inherited, NODE_ENV: "production", DATA_DIR: dataDir }, encoding: "utf8", timeout: 60_000 });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

async function uploadImage(base: string) {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#e76f51" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([Uint8Array.from(png)]), "logo.png");
  const response = await fetch(`${base}/api/uploads/image`, { method: "POST", headers: { Authorization: `Bearer ${token}`, Accept: "application/json" }, body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { filePath: string } }).data.filePath;
}

describe("backup --with-uploads and restore with the admin CLI", () => {
  it("backs up while the server runs, refuses to restore until it stops, then puts the database and the uploads back", async () => {
    const first = await startServer("backup-cli", admin);
    started.push(first);
    const { dataDir } = first;
    const image = await uploadImage(first.base);
    const archive = path.join(dataDir, "..", `backup-cli-${process.pid}.tar.gz`);
    rmSync(archive, { force: true });

    const backup = cli(dataDir, "backup", "--with-uploads", archive);
    expect(backup.output).toMatch(/Backup archive written to .* upload files\)/);
    expect(backup.code).toBe(0);

    const refused = cli(dataDir, "restore", archive);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("A Laga server is running on");
    expect(refused.output).toContain("stop the server first");

    expect(await first.stop()).toBe(0);
    // Lost after the backup: the uploads folder.
    rmSync(path.join(dataDir, "uploads"), { recursive: true, force: true });
    const restored = cli(dataDir, "restore", archive);
    expect(restored.output).toContain("Database and uploads restored");
    expect(restored.code).toBe(0);
    const db = new Database(path.join(dataDir, "laga.sqlite"), { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(db.prepare("select path from uploads").pluck().all()).toEqual([image]);
    } finally {
      db.close();
    }

    const second = await startServer("backup-cli", admin, { dataDir });
    started.push(second);
    const served = await fetch(`${second.base}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\/(png|jpeg)$/);
    rmSync(archive, { force: true });
  }, 120_000);
});
