import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { e2eAccounts } from "../../playwright.config";
import { capFor, fillDatabase } from "../support/full-database";
import { freePort } from "../support/server-process";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * A save the server has no room for (its database at DATABASE_MAX_MB, a real
 * SQLITE_FULL): with JavaScript the form stays as typed and a notice says why
 * nothing was saved; without, the page answered is the translated error page.
 * A server of its own, since its database is made full.
 */

const cap = capFor();
let server: ChildProcess;
let base = "";
let dataDir = "";

test.beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = path.resolve(`tests/.tmp/e2e-storage-full-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, ["build/start.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      ADMIN_EMAIL: e2eAccounts.admin.email,
      ADMIN_PASSWORD: e2eAccounts.admin.password,
      DATABASE_MAX_MB: String(cap),
      LOG_LEVEL: "silent",
    },
    stdio: "ignore",
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if ((await fetch(`${base}/healthz`).catch(() => null))?.ok) return;
  }
  throw new Error("the storage-full server did not start within 60 s");
});

test.afterAll(async () => {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

async function openForm(page: import("@playwright/test").Page) {
  const login = await page.request.post(`${base}/auth/login`, { form: { email: e2eAccounts.admin.email, password: e2eAccounts.admin.password }, headers: { Origin: base }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  await page.goto(`${base}/add-skilllevel`);
}

const typed = `Tingkat ${"z".repeat(40)}`;

test.describe.serial("saving with the server's storage full", () => {
  test("with JavaScript: the form keeps what was typed and a notice says storage is full", async ({ page }) => {
    await openForm(page);
    await waitForHydration(page);
    fillDatabase(path.join(dataDir, "laga.sqlite"), cap);
    await page.getByLabel("Nama").fill(typed);
    await page.getByRole("button", { name: "Simpan" }).click();
    const notice = page.getByRole("alert").filter({ hasText: "Penyimpanan server penuh" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Isian Anda masih ada di formulir");
    await expect(page).toHaveURL(`${base}/add-skilllevel`);
    await expect(page.getByLabel("Nama")).toHaveValue(typed);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the answer is the translated 'storage is full' page, not a generic error", async ({ page }) => {
      await openForm(page);
      await page.getByLabel("Nama").fill(typed);
      const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), page.getByRole("button", { name: "Simpan" }).click()]);
      expect(answer.status()).toBe(507);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Penyimpanan server penuh");
      await expect(page.getByText("507")).toBeVisible();
    });
  });
});
