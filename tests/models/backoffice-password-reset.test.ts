import { eq } from "drizzle-orm";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiTokens, passwordResets, sessions, users } from "#drizzle/schema";
import { completePasswordReset, requestPasswordReset, resetMail } from "~/auth/password-reset.server";
import { verifyPassword } from "~/auth/password.server";
import { getDb, migrateDatabase } from "~/db.server";
import { instanceFor } from "~/i18n/i18next.server";
import { issueApiToken } from "~/models/accounts/api-token.server";
import { findUsablePasswordReset, newResetToken, resetPasswordWithToken, RESET_LIFETIME_MS, storePasswordReset } from "~/models/accounts/password-reset.server";
import { findActiveSession, startSession } from "~/models/accounts/session.server";
import { createUser } from "~/models/accounts/user.server";
import { sha256 } from "~/utils/crypto.server";
import { nowMs } from "~/clock.server";

const outbox = path.resolve("tests/.tmp/models", `outbox-${process.pid}-${Date.now()}`);
process.env.MAIL_OUTBOX_DIR = outbox;

function rows(userId: number) {
  return getDb().select().from(passwordResets).where(eq(passwordResets.userId, userId)).all();
}

async function waitForMail(to: string) {
  for (let i = 0; i < 50; i++) {
    const files = (() => {
      try {
        return readdirSync(outbox);
      } catch {
        return [];
      }
    })();
    for (const file of files.sort().reverse()) {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), "utf8")) as { to: string; subject: string; text: string; html: string };
      if (mail.to === to) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

beforeAll(() => {
  migrateDatabase(getDb());
  rmSync(outbox, { recursive: true, force: true });
});

describe("password reset tokens", () => {
  it("keep only the sha256 of the token, valid for one hour", async () => {
    const user = await createUser({ name: "Rina", email: "rina.reset@example.id", role: "event", password: "Rina-lama-2024" });
    const { token, tokenHash } = newResetToken();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(tokenHash).toBe(sha256(token));
    const now = new Date("2025-08-02T05:00:00Z");
    storePasswordReset(user.id, tokenHash, now);
    const [row] = rows(user.id);
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.expiresAt.getTime() - now.getTime()).toBe(RESET_LIFETIME_MS);
    expect(findUsablePasswordReset(token, new Date(now.getTime() + RESET_LIFETIME_MS - 1000))).toMatchObject({ userId: user.id });
    expect(findUsablePasswordReset(token, new Date(now.getTime() + RESET_LIFETIME_MS + 1000))).toBeNull();
    expect(findUsablePasswordReset(`${token}x`, now)).toBeNull();
  });

  it("work once: the password changes, every session and API token ends, the link is spent", async () => {
    const user = await createUser({ name: "Budi", email: "budi.reset@example.id", role: "admin", password: "Budi-lama-2024" });
    const session = startSession(user.id, { userAgent: "test", ip: null });
    issueApiToken(user.id, "scoreboard");
    const { token, tokenHash } = newResetToken();
    storePasswordReset(user.id, tokenHash);

    expect(await completePasswordReset(token, "Budi-baru-2025!")).toBe(true);
    const after = getDb().select().from(users).where(eq(users.id, user.id)).get()!;
    expect(await verifyPassword("Budi-baru-2025!", after.passwordHash)).toBe(true);
    expect(findActiveSession(session)).toBeNull();
    expect(getDb().select().from(sessions).where(eq(sessions.userId, user.id)).all()).toEqual([]);
    expect(getDb().select().from(apiTokens).where(eq(apiTokens.userId, user.id)).all()).toEqual([]);
    expect(rows(user.id)).toEqual([expect.objectContaining({ usedAt: expect.any(Date) })]);

    expect(await completePasswordReset(token, "Budi-ketiga-2025!")).toBe(false);
    const still = getDb().select().from(users).where(eq(users.id, user.id)).get()!;
    expect(await verifyPassword("Budi-baru-2025!", still.passwordHash)).toBe(true);
  });

  it("refuse an expired link", async () => {
    const user = await createUser({ name: "Lama", email: "lama.reset@example.id", role: "event", password: "Lama-lama-2024" });
    const { token, tokenHash } = newResetToken();
    storePasswordReset(user.id, tokenHash, new Date(nowMs() - RESET_LIFETIME_MS - 60_000));
    expect(resetPasswordWithToken(token, "irrelevant-hash")).toBeNull();
  });

  it("count only the newest link of a user", async () => {
    const user = await createUser({ name: "Dua", email: "dua.reset@example.id", role: "event", password: "Dua-lama-2024!" });
    const first = newResetToken();
    const second = newResetToken();
    storePasswordReset(user.id, first.tokenHash);
    storePasswordReset(user.id, second.tokenHash);
    expect(findUsablePasswordReset(first.token)).toBeNull();
    expect(findUsablePasswordReset(second.token)).not.toBeNull();
  });

  it("do not work for a deactivated user", async () => {
    const user = await createUser({ name: "Off", email: "off.reset@example.id", role: "event", password: "Off-lama-2024!" });
    const { token, tokenHash } = newResetToken();
    storePasswordReset(user.id, tokenHash);
    getDb().update(users).set({ active: false }).where(eq(users.id, user.id)).run();
    expect(findUsablePasswordReset(token)).toBeNull();
  });
});

describe("requesting a reset", () => {
  const t = instanceFor("id").t;

  it("mails a link for a known e-mail and stores its hash; an unknown e-mail gets the same answer and no mail", async () => {
    const user = await createUser({ name: "Sari", email: "sari.reset@example.id", role: "event", password: "Sari-lama-2024" });
    expect(await requestPasswordReset({ email: "SARI.reset@example.id", ip: "10.9.0.1", origin: "https://laga.example", t })).toEqual({ ok: true });
    expect(await requestPasswordReset({ email: "nobody.reset@example.id", ip: "10.9.0.2", origin: "https://laga.example", t })).toEqual({ ok: true });

    const mail = await waitForMail("sari.reset@example.id");
    expect(mail?.subject).toBe("Atur ulang kata sandi Laga Anda");
    const link = /https:\/\/laga\.example\/auth\/reset-password\?token=([\w-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    expect(rows(user.id)).toEqual([expect.objectContaining({ tokenHash: sha256(decodeURIComponent(link![1]!)) })]);
    expect(await waitForMail("nobody.reset@example.id")).toBeNull();
  });

  it("is limited per e-mail, whether or not it is known", async () => {
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await requestPasswordReset({ email: "flood.reset@example.id", ip: `10.8.0.${i}`, origin: "https://laga.example", t }));
    expect(outcomes.slice(0, 5).every((o) => o.ok)).toBe(true);
    expect(outcomes[5]).toMatchObject({ ok: false, retryAfter: expect.any(Number) });
  });

  it("is limited per address across e-mails", async () => {
    const outcomes = [];
    for (let i = 0; i < 21; i++) outcomes.push(await requestPasswordReset({ email: `many${i}.reset@example.id`, ip: "10.7.0.1", origin: "https://laga.example", t }));
    expect(outcomes.slice(0, 20).every((o) => o.ok)).toBe(true);
    expect(outcomes[20]!.ok).toBe(false);
  });
});

describe("the reset mail", () => {
  it("speaks the request's language in subject, text and HTML, with the link escaped", () => {
    const link = "https://laga.example/auth/reset-password?token=abc&x=<y>";
    const english = resetMail(instanceFor("en").t, { to: "a@example.id", name: "Ana <b>", link });
    expect(english.subject).toBe("Reset your Laga password");
    expect(english.text).toContain("Hello Ana <b>,");
    expect(english.text).toContain(link);
    expect(english.html).toContain("Hello Ana &lt;b&gt;,");
    expect(english.html).toContain('href="https://laga.example/auth/reset-password?token=abc&amp;x=&lt;y&gt;"');
    expect(resetMail(instanceFor("id").t, { to: "a@example.id", name: "Ana", link }).text).toContain("Tautan ini berlaku satu jam");
  });
});
