import bcrypt from "bcryptjs";
import Database from "better-sqlite3";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { base, url } from "../support/http";

/**
 * Password checks sent at once over real HTTP. Each attempt is counted before its
 * password is checked, so a burst cannot pass the limit's check together: an
 * answer other than 429 is a password checked (bcrypt's work), a 429 is one
 * refused without it. The addresses are set with X-Forwarded-For, which the test
 * server believes from loopback (TRUST_PROXY's default).
 */

/** LOGIN_RATE_LIMIT of the test server (tests/support/api-server.ts); per address five times that. */
const LIMIT = 5;

let address = 0;
function freshAddress() {
  address += 1;
  return `10.88.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

/** An event manager of its own per test, written into the test server's database: each test spends its account's limit. */
function createAccount(tag: string) {
  const email = `limits-${tag}@laga.local`;
  const password = `limits-${tag}-password`;
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare("insert into users (name, email, password_hash, role) values (?, ?, ?, 'event')").run(`Limits ${tag}`, email, bcrypt.hashSync(password, 10));
  } finally {
    db.close();
  }
  return { email, password };
}

type Answer = { status: number; retryAfter: string | null; body: string; cookie?: string };

async function answer(response: Response): Promise<Answer> {
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("laga_session="))
    ?.split(";")[0];
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text(), cookie };
}

function apiLogin(email: string, password: string, from: string) {
  return fetch(url("/api/login"), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "X-Forwarded-For": from },
    body: JSON.stringify({ email, password }),
  }).then(answer);
}

function postForm(path: string, fields: Record<string, string>, from: string, cookie?: string) {
  return fetch(url(path), {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base(), "X-Forwarded-For": from, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  }).then(answer);
}

async function signIn(account: { email: string; password: string }) {
  const signedIn = await postForm("/auth/login", account, freshAddress());
  expect(signedIn.status).toBe(302);
  return signedIn.cookie!;
}

/** Resolves at the burst's first 429, or when all of it is answered. */
function firstRefusal(burst: Promise<Answer>[]) {
  return new Promise<void>((resolve) => {
    for (const attempt of burst) void attempt.then((a) => a.status === 429 && resolve());
    void Promise.all(burst).then(() => resolve());
  });
}

/** The refusals of a burst carry Retry-After; the rest are the passwords that were checked. */
function checkedOf(answers: Answer[]) {
  for (const refused of answers.filter((a) => a.status === 429)) expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  return answers.filter((a) => a.status !== 429);
}

// On today's code every password of a burst was checked: some 60 bcrypt checks, seconds on a busy machine.
describe("login limits under concurrency", { timeout: 60_000 }, () => {
  it("checks at most the limit of 60 API logins for one account sent at once, and refuses the right password once it is spent", async () => {
    const account = createAccount("api-burst");
    const wrong = Array.from({ length: 59 }, (_, i) => apiLogin(account.email, `wrong-password-${i}`, freshAddress()));
    await firstRefusal(wrong);
    const right = apiLogin(account.email, account.password, freshAddress());
    const answers = await Promise.all([...wrong, right]);
    const checked = checkedOf(answers);
    expect(checked.length).toBeLessThanOrEqual(LIMIT);
    expect(checked.every((a) => a.status === 401)).toBe(true);
    expect((await right).status).toBe(429);
  });

  it("checks at most the address's limit of 80 API logins from one address sent at once", async () => {
    const from = freshAddress();
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => apiLogin(`nobody-${i}@laga.local`, "some-password", from)));
    const checked = checkedOf(answers);
    expect(checked.length).toBeLessThanOrEqual(LIMIT * 5);
    expect(checked.every((a) => a.status === 401)).toBe(true);
  });

  it("answers one address's logins beyond the few it may have checked at once without checking them, and without spending its limit", async () => {
    const from = freshAddress();
    // Fewer than the address's limit: only what it has in flight refuses some.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => apiLogin(`crowd-${i}@laga.local`, "some-password", from)));
    const checked = checkedOf(burst).length;
    expect(checked).toBeLessThan(20);
    // The refused ones were not counted: the address still has the rest of its limit, one at a time.
    const after: number[] = [];
    for (let i = checked; i < LIMIT * 5; i++) after.push((await apiLogin(`crowd-after-${i}@laga.local`, "some-password", from)).status);
    expect(after.every((status) => status === 401)).toBe(true);
    expect((await apiLogin("crowd-last@laga.local", "some-password", from)).status).toBe(429);
  });

  it("checks at most the limit of 30 page logins for one account sent at once, each refusal with the translated message", async () => {
    const account = createAccount("page-burst");
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => postForm("/auth/login", { email: account.email, password: `wrong-password-${i}` }, freshAddress())));
    const checked = checkedOf(answers);
    expect(checked.length).toBeLessThanOrEqual(LIMIT);
    expect(checked.every((a) => a.status === 401)).toBe(true);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const page of refused) expect(page.body).toMatch(/Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ menit\./);
    expect((await postForm("/auth/login", account, freshAddress())).status).toBe(429);
  });

  it("checks at most the limit of 20 lock-screen unlocks sent at once, shared with the login", async () => {
    const account = createAccount("unlock-burst");
    const cookie = await signIn(account);
    expect((await postForm("/auth/boxed-lockscreen", { intent: "lock" }, freshAddress(), cookie)).status).toBe(302);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postForm("/auth/boxed-lockscreen", { intent: "unlock", password: `wrong-password-${i}` }, freshAddress(), cookie)));
    const checked = checkedOf(answers);
    expect(checked.length).toBeLessThanOrEqual(LIMIT);
    expect(checked.every((a) => a.status === 401)).toBe(true);
    expect((await postForm("/auth/boxed-lockscreen", { intent: "unlock", password: account.password }, freshAddress(), cookie)).status).toBe(429);
    expect((await apiLogin(account.email, account.password, freshAddress())).status).toBe(429);
  });

  it("checks at most the limit of 20 current passwords sent to the account page at once", async () => {
    const account = createAccount("account-burst");
    const cookie = await signIn(account);
    const change = (currentPassword: string) =>
      postForm("/account", { intent: "password", currentPassword, password: "Sandi-baru-yang-kuat-2025", confirmPassword: "Sandi-baru-yang-kuat-2025" }, freshAddress(), cookie);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`wrong-password-${i}`)));
    const checked = checkedOf(answers);
    expect(checked.length).toBeLessThanOrEqual(LIMIT);
    expect(checked.every((a) => a.status === 400)).toBe(true);
    expect((await change(account.password)).status).toBe(429);
  });
});
