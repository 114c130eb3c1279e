import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { apiTokens, sessions, users } from "#drizzle/schema";
import { authenticate } from "~/auth/login.server";
import { PASSWORD_THREADS } from "~/auth/password-thread.server";
import { getDb, migrateDatabase } from "~/db.server";
import { findApiTokenUser, issueApiToken, revokeApiToken } from "~/models/accounts/api-token.server";
import { endSession, endUserSessions, findActiveSession, startSession } from "~/models/accounts/session.server";
import { createUser, findUserByEmail } from "~/models/accounts/user.server";
import { sha256 } from "~/utils/crypto.server";
import { nowMs } from "~/clock.server";

const DAY = 24 * 60 * 60 * 1000;

beforeAll(() => migrateDatabase(getDb()));

describe("users", () => {
  it("stores the e-mail lower-cased and only a bcrypt hash of the password", async () => {
    const user = await createUser({ name: " Rina Wijaya ", email: "Rina@Example.ID", role: "event", password: "rahasia-sekali" });
    expect(user.email).toBe("rina@example.id");
    expect(user.name).toBe("Rina Wijaya");
    expect(user.passwordHash).toMatch(/^\$2[aby]\$1[0-9]\$/);
    expect(user.passwordHash).not.toContain("rahasia");
    expect((await findUserByEmail("RINA@example.id"))?.id).toBe(user.id);
  });

  it("refuses a second account with the same e-mail in another case", async () => {
    await createUser({ name: "A", email: "dup@example.id", role: "admin", password: "password-one" });
    await expect(createUser({ name: "B", email: "DUP@example.id", role: "admin", password: "password-two" })).rejects.toThrow(/UNIQUE/);
  });

  it("refuses passwords longer than bcrypt's 72 bytes instead of cutting them", async () => {
    await expect(createUser({ name: "Long", email: "long@example.id", role: "admin", password: "é".repeat(37) })).rejects.toThrow(/72 bytes/);
  });
});

describe("authenticate", () => {
  it("accepts the right password, refuses a wrong one, an unknown e-mail and an inactive account alike", async () => {
    await createUser({ name: "Budi", email: "budi@example.id", role: "admin", password: "budi-password" });
    await createUser({ name: "Off", email: "off@example.id", role: "admin", password: "off-password", active: false });
    const ip = "10.0.0.1";
    const ok = await authenticate({ email: "BUDI@example.id", password: "budi-password", ip });
    expect(ok).toMatchObject({ ok: true, user: { email: "budi@example.id", role: "admin" } });
    expect((await findUserByEmail("budi@example.id"))?.lastLoginAt).toBeInstanceOf(Date);
    for (const attempt of [
      { email: "budi@example.id", password: "wrong" },
      { email: "nobody@example.id", password: "budi-password" },
      { email: "off@example.id", password: "off-password" },
    ]) {
      expect(await authenticate({ ...attempt, ip })).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("throttles an account after LOGIN_RATE_LIMIT failures, even with the right password", async () => {
    await createUser({ name: "Target", email: "target@example.id", role: "event", password: "target-password" });
    for (let i = 0; i < 10; i++) await authenticate({ email: "target@example.id", password: "nope", ip: `10.1.0.${i}` });
    const outcome = await authenticate({ email: "target@example.id", password: "target-password", ip: "10.2.0.1" });
    expect(outcome).toMatchObject({ ok: false, reason: "throttled", retryAfter: expect.any(Number) });
  });

  it("counts attempts sent at once before checking any: exactly LOGIN_RATE_LIMIT of thirty are checked, then the right password is refused", async () => {
    await createUser({ name: "Burst", email: "burst@example.id", role: "event", password: "burst-password" });
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => authenticate({ email: "burst@example.id", password: `nope-${i}`, ip: `10.3.0.${i}` })));
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "invalid")).toHaveLength(10);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === "throttled")).toHaveLength(20);
    expect(await authenticate({ email: "burst@example.id", password: "burst-password", ip: "10.3.1.1" })).toMatchObject({ ok: false, reason: "throttled" });
  });

  it("lets one address have only as many password checks under way as there are password threads, refusing the rest unchecked", async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => authenticate({ email: `crowd-${i}@example.id`, password: "whatever", ip: "10.4.0.1" })));
    expect(burst.filter((outcome) => !outcome.ok && outcome.reason === "invalid")).toHaveLength(PASSWORD_THREADS);
    expect(burst.filter((outcome) => !outcome.ok && outcome.reason === "throttled")).toEqual(Array(8 - PASSWORD_THREADS).fill({ ok: false, reason: "throttled", retryAfter: 1 }));
    expect(await authenticate({ email: "crowd-next@example.id", password: "whatever", ip: "10.4.0.1" })).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("sessions", () => {
  async function user(email: string) {
    return createUser({ name: email, email, role: "admin", password: "session-password" });
  }

  it("keeps only the hash of the cookie secret and finds the session by the secret", async () => {
    const owner = await user("s1@example.id");
    const secret = startSession(owner.id, { userAgent: "test", ip: "127.0.0.1" });
    expect(secret.length).toBeGreaterThanOrEqual(43);
    const row = getDb().select().from(sessions).where(eq(sessions.userId, owner.id)).get()!;
    expect(row.id).toBe(sha256(secret));
    expect(findActiveSession(secret)).toMatchObject({ locked: false, user: { id: owner.id, role: "admin" } });
    expect(findActiveSession(`${secret}x`)).toBeNull();
  });

  it("expires sessions after the absolute and the idle lifetime", async () => {
    const owner = await user("s2@example.id");
    const secret = startSession(owner.id, { userAgent: null, ip: null });
    expect(findActiveSession(secret, new Date(nowMs() + 6 * DAY))).not.toBeNull();
    expect(findActiveSession(secret, new Date(nowMs() + 31 * DAY))).toBeNull();
    const idle = startSession(owner.id, { userAgent: null, ip: null });
    getDb()
      .update(sessions)
      .set({ lastSeenAt: new Date(nowMs() - 8 * DAY) })
      .where(eq(sessions.id, sha256(idle)))
      .run();
    expect(findActiveSession(idle)).toBeNull();
  });

  it("refuses the session of a deactivated user at the next request", async () => {
    const owner = await user("s3@example.id");
    const secret = startSession(owner.id, { userAgent: null, ip: null });
    getDb().update(users).set({ active: false }).where(eq(users.id, owner.id)).run();
    expect(findActiveSession(secret)).toBeNull();
  });

  it("gives a demoted admin the event manager's rights at the next request", async () => {
    const owner = await user("s5@example.id");
    const secret = startSession(owner.id, { userAgent: null, ip: null });
    expect(findActiveSession(secret)?.user.role).toBe("admin");
    getDb().update(users).set({ role: "event" }).where(eq(users.id, owner.id)).run();
    expect(findActiveSession(secret)?.user.role).toBe("event");
  });

  it("ends one session or all of a user's sessions", async () => {
    const owner = await user("s4@example.id");
    const a = startSession(owner.id, { userAgent: null, ip: null });
    const b = startSession(owner.id, { userAgent: null, ip: null });
    endSession(a);
    expect(findActiveSession(a)).toBeNull();
    expect(findActiveSession(b)).not.toBeNull();
    endUserSessions(owner.id);
    expect(findActiveSession(b)).toBeNull();
  });
});

describe("API tokens", () => {
  it("issues id|secret, stores sha256(secret), and finds the user by it", async () => {
    const owner = await createUser({ name: "Api", email: "api@example.id", role: "event", password: "api-password" });
    const token = issueApiToken(owner.id, "phone");
    const [id, secret] = token.split("|") as [string, string];
    expect(secret.length).toBeGreaterThanOrEqual(40);
    const row = getDb()
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, Number(id)))
      .get()!;
    expect(row.tokenHash).toBe(sha256(secret));
    expect(row.tokenHash).not.toContain(secret);
    expect(findApiTokenUser(token)?.user).toEqual({ id: owner.id, name: "Api", email: "api@example.id", role: "event" });
    expect(
      getDb()
        .select()
        .from(apiTokens)
        .where(eq(apiTokens.id, Number(id)))
        .get()!.lastUsedAt,
    ).toBeInstanceOf(Date);
  });

  it("refuses malformed, foreign, expired and revoked tokens", async () => {
    const owner = await createUser({ name: "Api2", email: "api2@example.id", role: "admin", password: "api-password" });
    const token = issueApiToken(owner.id, "cli");
    const [id, secret] = token.split("|") as [string, string];
    const other = issueApiToken(owner.id, "other");
    for (const bad of ["", "|", `${id}|`, `|${secret}`, secret, `${other.split("|")[0]}|${secret}`, `${id}|${secret}extra`, `abc|${secret}`]) {
      expect(findApiTokenUser(bad), bad).toBeNull();
    }
    expect(findApiTokenUser(token, new Date(nowMs() + 31 * DAY))).toBeNull();
    revokeApiToken(Number(id));
    expect(findApiTokenUser(token)).toBeNull();
  });
});
