import Database from "better-sqlite3";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * A site whose mail reaches nobody (no SMTP_URL, no outbox): asking for a
 * reset link says so and sends the user to an administrator, who makes the
 * link on the user's page and hands it over.
 */

let server: ServerProcess;
const admin = { email: "admin@laga.local", password: "tanpa-surel-admin-2026" };
const manager = { email: "manager@laga.local", password: "tanpa-surel-manager-2026" };

beforeAll(async () => {
  server = await startServer("reset-without-mail", { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, DEMO_PASSWORD: manager.password });
}, 90_000);

afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
});

const resetRows = () => {
  const db = new Database(path.join(server.dataDir, "laga.sqlite"), { readonly: true });
  try {
    return (db.prepare("select count(*) as n from password_resets").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

const managerId = () => {
  const db = new Database(path.join(server.dataDir, "laga.sqlite"), { readonly: true });
  try {
    return (db.prepare("select id from users where email = ?").get(manager.email) as { id: number }).id;
  } finally {
    db.close();
  }
};

function post(path: string, body: Record<string, string>, cookie?: string) {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(body),
  });
}

describe("password reset on a site without mail", () => {
  it("says mail is not set up and to ask an administrator, instead of promising a link", async () => {
    const page = await (await fetch(`${server.base}/auth/boxed-password-reset`)).text();
    expect(page).toContain("E-mail belum diatur");
    expect(page).toContain("Minta administrator situs ini");
    expect(page).not.toContain("Kirim tautan");
    const english = await (await fetch(`${server.base}/auth/cover-password-reset`, { headers: { "Accept-Language": "en" } })).text();
    expect(english).toContain("E-mail is not set up");
  });

  it("answers a posted request with the same message and makes no link", async () => {
    const response = await post("/auth/boxed-password-reset", { email: manager.email });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Situs ini belum bisa mengirim e-mail");
    expect(resetRows()).toBe(0);
  });

  it("lets an administrator make the user's reset link on their page, which sets a new password once", async () => {
    const login = await post("/auth/login", admin);
    expect(login.status).toBe(302);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("laga_session="))!
      .split(";")[0]!;

    const made = await post(`/edit-user/${managerId()}`, { intent: "resetLink" }, cookie);
    expect(made.status).toBe(200);
    const link = /http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\?token=([\w%-]+)/.exec(await made.text());
    expect(link).toBeTruthy();
    expect(link![0].startsWith(server.base)).toBe(true);
    expect(resetRows()).toBe(1);

    const next = "Lapangan-Tenis-Baru-2026";
    const token = decodeURIComponent(link![1]!);
    const reset = await post("/auth/reset-password", { token, password: next, confirmPassword: next });
    expect(reset.status).toBe(302);
    expect((await post("/auth/login", { email: manager.email, password: next })).status).toBe(302);
    const again = await post("/auth/reset-password", { token, password: "Another-One-2026", confirmPassword: "Another-One-2026" });
    expect(again.status).toBe(400);
  });

  it("refuses the reset link to an event manager: the user pages are the administrators'", async () => {
    const login = await post("/auth/login", { email: manager.email, password: "Lapangan-Tenis-Baru-2026" });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith("laga_session="))!
      .split(";")[0]!;
    const before = resetRows();
    const refused = await post(`/edit-user/${managerId()}`, { intent: "resetLink" }, cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/match-progress");
    expect(resetRows()).toBe(before);
  });
});
