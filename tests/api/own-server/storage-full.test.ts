import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capFor, emptyFiller, fillDatabase } from "../../support/full-database";
import { freePort, startServer, type ServerProcess } from "../../support/server-process";

/**
 * A full disk, made real by SQLite's max_page_count (DATABASE_MAX_MB): staff
 * saving a form get the translated "storage is full" (507) instead of a
 * generic 500, the API says it in JSON, an upload leaves no file behind, and
 * /healthz answers 503 saying writes fail — until room is freed and a write
 * succeeds. A disk under MIN_FREE_DISK_MB makes /healthz say so.
 */

const admin = { ADMIN_EMAIL: "admin@laga.local", ADMIN_PASSWORD: "storage-tests-password", SEED_DEMO: "0" };
const cap = capFor();
let server: ServerProcess;
let cookie: string;

beforeAll(async () => {
  server = await startServer("storage-full", { ...admin, DATABASE_MAX_MB: String(cap) }, { capture: true });
  const login = await fetch(`${server.base}/auth/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
    body: new URLSearchParams({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
  });
  cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("laga_session="))!
    .split(";")[0]!;
}, 90_000);

afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

const database = () => path.join(server.dataDir, "laga.sqlite");

function saveSkillLevel(name: string, headers: Record<string, string> = {}, suffix = "") {
  return fetch(`${server.base}/add-skilllevel${suffix}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.base, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ name, color: "#2a9d8f", position: "1" }),
  });
}

async function health() {
  const response = await fetch(`${server.base}/healthz`);
  return { status: response.status, body: (await response.json()) as { ok: boolean; writes: string; disk: string } };
}

describe("a full database", () => {
  it("answers a form save with the translated 'storage is full', never a generic 500, and /healthz reports failing writes", async () => {
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, writes: "ok", disk: "ok" } });
    fillDatabase(database(), cap);
    expect(await health()).toMatchObject({ status: 503, body: { ok: false, writes: "failing" } });

    const name = `Level ${"z".repeat(44)}`;
    const indonesian = await saveSkillLevel(name);
    expect(indonesian.status).toBe(507);
    const page = await indonesian.text();
    expect(page).toContain("Penyimpanan server penuh");
    expect(page).toContain("ruang penyimpanan server sudah penuh");
    expect(page).not.toContain("Terjadi kesalahan");

    const english = await saveSkillLevel(name, { "Accept-Language": "en" });
    expect(english.status).toBe(507);
    expect(await english.text()).toContain("The server&#x27;s storage is full");

    // With JavaScript the form posts React Router's data request: the 507 reaches the browser as such (root.tsx keeps the form).
    const dataRequest = await saveSkillLevel(name, {}, ".data");
    expect(dataRequest.status).toBe(507);
    expect(server.output()).toContain("storage full: a write was refused");
    expect(server.output()).not.toContain("unhandled error");
  });

  it("answers an upload with JSON saying so, and keeps no file of it", async () => {
    const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#e76f51" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("image", new Blob([Uint8Array.from(png)]), "logo.png");
    const response = await fetch(`${server.base}/api/uploads/image`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.base, Accept: "application/json", "Accept-Language": "en" },
      body: form,
    });
    expect(response.status).toBe(507);
    expect(((await response.json()) as { error: string }).error).toContain("the server's storage is full");
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(path.join(server.dataDir, "uploads"), { recursive: true }).filter((name) => String(name).includes("."))).toEqual([]);
  });

  it("saves again once room is freed, and /healthz recovers with the first write that succeeds", async () => {
    emptyFiller(database());
    expect((await health()).body.writes).toBe("failing");
    const saved = await saveSkillLevel("Level after the cleanup");
    expect(saved.status).toBe(302);
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, writes: "ok" } });
  });
});

describe("a disk with less free space than MIN_FREE_DISK_MB", () => {
  it("makes /healthz answer 503 with the disk named low", async () => {
    const port = await freePort();
    const dataDir = path.resolve(`tests/.tmp/storage-low-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    const { BASE_URL: _viteBase, ...inherited } = process.env;
    const child = spawn(process.execPath, ["build/start.js"], {
      env: { ...inherited, ...admin, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", MIN_FREE_DISK_MB: String(1024 * 1024 * 1024) },
      stdio: "ignore",
    });
    try {
      let answer: Response | undefined;
      for (const deadline = Date.now() + 60_000; !answer && Date.now() < deadline;) {
        answer = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(answer?.status).toBe(503);
      expect(await answer!.json()).toMatchObject({ ok: false, database: "ok", writes: "ok", disk: "low" });
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
