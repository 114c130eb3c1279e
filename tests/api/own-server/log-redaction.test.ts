import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync, symlinkSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type Server, type Socket } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type ServerProcess } from "../../support/server-process";

/**
 * "The log never holds a password or token": a server of this file's own
 * (own DATA_DIR under tests/.tmp/, LOG_LEVEL=debug, stdout and stderr captured)
 * is put through every path a secret travels — form and API sign-in with right
 * and wrong passwords, a bearer token and a bad one, the lock screen, a
 * password reset from the request through the mailed link to the new password,
 * refused posts that write warnings — and then its whole output is searched for
 * each secret, in every spelling it could take (raw, URL-encoded, the cookie's
 * signed value and the secret inside it). Every line must be JSON.
 *
 * Mail goes to an SMTP sink of this test (SMTP_URL), as in production, where
 * it needs BASE_URL: the server's own address here. Without
 * SMTP_URL the server writes the reset link to the log on purpose (README,
 * "SMTP_URL": a development convenience), so that mode cannot keep the promise
 * and is not the one tested here.
 */

const admin = { email: "admin@laga.local", password: `admin-${randomBytes(9).toString("base64url")}` };
const manager = { email: "manager@laga.local", password: `manager-${randomBytes(9).toString("base64url")}` };
const newManagerPassword = `renewed-${randomBytes(9).toString("base64url")}`;
const wrongPasswords = [`wrong-form-${randomBytes(6).toString("hex")}`, `wrong-api-${randomBytes(6).toString("hex")}`, `wrong-unlock-${randomBytes(6).toString("hex")}`];
const badToken = `1|${randomBytes(36).toString("base64url")}`;
const malformedToken = `not-a-token-${randomBytes(8).toString("hex")}`;

/** Every secret that went over the wire, by what it is, for the report. */
const secrets = new Map<string, string>();
const remember = (what: string, value: string) => {
  // Too short a value would match by chance; every secret here is long.
  expect(value.length, what).toBeGreaterThanOrEqual(12);
  secrets.set(what, value);
};

// ─── An SMTP sink ───────────────────────────────────────────────────────────

const mails: string[] = [];
let smtp: Server;

/** Just enough SMTP for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, QUIT. */
function startSmtpSink() {
  return new Promise<number>((resolve) => {
    smtp = createServer((socket: Socket) => {
      let buffer = "";
      let inData = false;
      socket.write("220 sink ESMTP\r\n");
      socket.on("data", (chunk: Buffer) => {
        buffer += chunk.toString("latin1");
        for (;;) {
          if (inData) {
            const end = buffer.indexOf("\r\n.\r\n");
            if (end === -1) return;
            mails.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            inData = false;
            socket.write("250 queued\r\n");
            continue;
          }
          const eol = buffer.indexOf("\r\n");
          if (eol === -1) return;
          const line = buffer.slice(0, eol);
          buffer = buffer.slice(eol + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") socket.write("250 sink\r\n");
          else if (verb === "DATA") {
            inData = true;
            socket.write("354 go on\r\n");
          } else if (verb === "QUIT") {
            socket.end("221 bye\r\n");
            return;
          } else socket.write("250 ok\r\n");
        }
      });
      socket.on("error", () => undefined);
    });
    smtp.listen(0, "127.0.0.1", () => resolve((smtp.address() as { port: number }).port));
  });
}

/** The text of a mail with quoted-printable soft breaks and escapes undone. */
const unquote = (mail: string) => mail.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

async function waitForMail(count: number) {
  const deadline = Date.now() + 15_000;
  while (mails.length < count) {
    if (Date.now() > deadline) throw new Error(`no mail arrived at the SMTP sink; server output:\n${server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return unquote(mails[count - 1]!);
}

// ─── The server ─────────────────────────────────────────────────────────────

let server: ServerProcess;
const base = () => server.base;

beforeAll(async () => {
  const smtpPort = await startSmtpSink();
  const port = await freePort();
  server = await startServer(
    "log-redaction",
    {
      PORT: String(port),
      BASE_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_PASSWORD: manager.password,
      LOG_LEVEL: "debug",
      LOGIN_RATE_LIMIT: "100",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    { capture: true },
  );
  remember("admin password", admin.password);
  remember("manager password", manager.password);
  remember("new manager password", newManagerPassword);
  wrongPasswords.forEach((p, i) => remember(`wrong password ${i + 1}`, p));
  remember("made-up bearer token", badToken);
  remember("malformed bearer token", malformedToken);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  smtp?.close();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

function form(path: string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) {
  return fetch(`${base()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base(), ...(cookie ? { Cookie: cookie } : {}), ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The session cookie as sent back ("name=value"), and every spelling of the secret it carries. */
function rememberCookie(what: string, response: Response) {
  const header = response.headers.getSetCookie().find((c) => /^(__Host-)?laga_session=/.test(c));
  expect(header, `${what}: session cookie`).toBeTruthy();
  const pair = header!.split(";")[0]!;
  const value = pair.slice(pair.indexOf("=") + 1);
  remember(`${what} cookie value`, value);
  const decoded = decodeURIComponent(value);
  if (decoded !== value) remember(`${what} cookie value, decoded`, decoded);
  // React Router's signed cookie: base64(JSON of the value) "." signature; the secret is the JSON string.
  const signed = decoded.slice(0, decoded.lastIndexOf("."));
  try {
    const inner = JSON.parse(Buffer.from(signed, "base64").toString("utf8")) as unknown;
    if (typeof inner === "string") remember(`${what} session secret`, inner);
  } catch {
    // not a signed JSON value: the raw spellings above are checked
  }
  return pair;
}

/** node:http, with exactly the headers given. */
function rawGet(path: string, headers: Record<string, string>) {
  const { port } = new URL(base());
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "GET", headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A post that declares a body over the event form's limit: refused from its headers, the body never sent. */
function oversizedPost(path: string, cookie: string) {
  const { port } = new URL(base());
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { Cookie: cookie, Origin: base(), "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(64 * 1024 * 1024), Connection: "close" },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.flushHeaders();
  });
}

// ─── The test ───────────────────────────────────────────────────────────────

describe("the log never holds a password or token", () => {
  let adminCookie: string;

  it("signs in and out by form and API, right and wrong, with tokens good and bad", async () => {
    // Form sign-in: right (a session cookie) and wrong.
    const signedIn = await form("/auth/login", admin);
    expect(signedIn.status).toBe(302);
    adminCookie = rememberCookie("admin", signedIn);
    expect((await form("/auth/login", { email: admin.email, password: wrongPasswords[0]! })).status).toBeGreaterThanOrEqual(400);

    // API sign-in: right (a bearer token) and wrong.
    const login = await fetch(`${base()}/api/login`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(manager) });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    remember("API token", token);
    remember("API token secret", token.split("|")[1]!);
    remember("API token, URL-encoded", encodeURIComponent(token));
    const wrong = await fetch(`${base()}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ email: manager.email, password: wrongPasswords[1] }),
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);

    // The token in use, a made-up one and a malformed one.
    expect((await fetch(`${base()}/api/user`, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } })).status).toBe(200);
    expect((await fetch(`${base()}/api/user`, { headers: { Authorization: `Bearer ${badToken}`, Accept: "application/json" } })).status).toBe(401);
    expect((await fetch(`${base()}/api/user`, { headers: { Authorization: `Bearer ${malformedToken}`, Accept: "application/json" } })).status).toBe(401);
    expect((await fetch(`${base()}/api/logout`, { method: "POST", headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } })).status).toBe(200);
    // Revoked now: the same token once more.
    expect((await fetch(`${base()}/api/user`, { headers: { Authorization: `Bearer ${token}`, Accept: "application/json" } })).status).toBe(401);

    // The lock screen of a session of its own: locked, a wrong password, the right one.
    const lockSession = rememberCookie("lock-screen", await form("/auth/login", admin));
    expect((await form("/auth/boxed-lockscreen", { intent: "lock", redirectTo: "/dashboard" }, lockSession)).status).toBe(302);
    expect((await form("/auth/boxed-lockscreen", { intent: "unlock", password: wrongPasswords[2]!, redirectTo: "/dashboard" }, lockSession)).status).toBeGreaterThanOrEqual(400);
    expect((await form("/auth/boxed-lockscreen", { intent: "unlock", password: admin.password, redirectTo: "/dashboard" }, lockSession)).status).toBe(302);
    expect((await form("/auth/logout", {}, lockSession)).status).toBe(302);
  });

  it("resets a password through the mailed link", async () => {
    // Asked under another host name: the link still points at BASE_URL.
    expect((await form("/auth/boxed-password-reset", { email: manager.email }, undefined, { "X-Forwarded-Host": "attacker.example" })).status).toBeLessThan(400);
    const mail = await waitForMail(1);
    expect(mail).not.toContain("attacker.example");
    const link = /https?:\/\/[^\s"<>]*\/auth\/reset-password\?token=([^\s"<>&]+)/.exec(mail);
    expect(link, `reset link in the mail:\n${mail.slice(0, 2000)}`).toBeTruthy();
    expect(link![0]).toMatch(new RegExp(`^${base()}/auth/reset-password\\?token=`));
    const encoded = link![1]!;
    const token = decodeURIComponent(encoded);
    remember("reset token", token);
    if (encoded !== token) remember("reset token, URL-encoded", encoded);
    remember("reset link", link![0]!);

    // Opening the link, then setting the new password with it; the old one no longer works.
    const opened = await fetch(`${base()}/auth/reset-password?token=${encoded}`, { redirect: "manual" });
    expect(opened.status).toBe(200);
    const reset = await form("/auth/reset-password", { token, password: newManagerPassword, confirmPassword: newManagerPassword });
    expect(
      reset.status,
      await reset
        .clone()
        .text()
        .then((t) => t.slice(0, 300)),
    ).toBe(302);
    rememberCookie("manager after reset", await form("/auth/login", { email: manager.email, password: newManagerPassword }));
    expect((await form("/auth/login", manager)).status).toBeGreaterThanOrEqual(400);
    // A used link, once more: refused, and still not logged.
    expect((await form("/auth/reset-password", { token, password: newManagerPassword, confirmPassword: newManagerPassword })).status).toBeGreaterThanOrEqual(400);
  });

  it("writes warnings for refused posts without the cookie or body that came with them", async () => {
    // The event form with a bad value (an image body far over the limit): refused with 413 and a warning.
    expect(await oversizedPost("/add-event", adminCookie)).toBe(413);
    // The event form with values that do not validate: a 400 page with the field errors.
    const event = new FormData();
    for (const [k, v] of Object.entries({ intent: "save", name: "", slug: "Not A Slug!", lat: "north", lng: "1e309", startsAt: "9999-99-99T99:99", description: admin.password })) event.append(k, v);
    const refused = await fetch(`${base()}/add-event`, { method: "POST", redirect: "manual", headers: { Cookie: adminCookie, Origin: base() }, body: event });
    expect(refused.status).toBe(400);
    // A cross-site post carrying the admin's cookie: refused with a warning.
    expect((await form("/add-event", { name: admin.password }, adminCookie, { Origin: "https://evil.example" })).status).toBe(403);
    // The manager's session on an admin-only screen: redirected with an "Access denied" warning.
    const managerSession = rememberCookie("manager", await form("/auth/login", { email: manager.email, password: newManagerPassword }));
    expect((await fetch(`${base()}/dashboard`, { redirect: "manual", headers: { Cookie: managerSession } })).status).toBe(302);
    // A post to a page that takes none, with a password in its body: the caller's mistake, a warning without the body.
    expect((await form("/live-event/martabaks-vol-2", { password: admin.password })).status).toBe(405);
  });

  it("answers a request that reaches the 500 path with a request id and no stack", async () => {
    // A file in the uploads folder that cannot be read (a link to itself) fails in the file server: the last-resort handler answers.
    mkdirSync(path.join(server.dataDir, "uploads"), { recursive: true });
    symlinkSync("unreadable.png", path.join(server.dataDir, "uploads", "unreadable.png"));
    const page = await rawGet("/uploads/unreadable.png", { Accept: "text/html", Cookie: adminCookie });
    expect(page.status).toBe(500);
    const id = String(page.headers["x-request-id"] ?? "");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.body).toContain(id);
    expect(page.body).not.toMatch(/^\s*at\s/m);
    expect(page.body).not.toMatch(/\b\w*Error\b/);
    expect(page.body).not.toContain("node_modules");

    const api = await rawGet("/uploads/unreadable.png", { Accept: "application/json" });
    expect(api.status).toBe(500);
    expect(JSON.parse(api.body)).toEqual({ message: expect.any(String), request_id: api.headers["x-request-id"] });
  });

  it("after all that, holds none of the secrets and only JSON lines; stops on SIGTERM", async () => {
    // Give the background mail and the last request lines a moment, then stop: everything is written by then.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const code = await server.stop();
    expect(code).toBe(0);
    const output = server.output();
    const lines = output.split("\n").filter((line) => line.trim() !== "");
    expect(lines.length, "the server logged at debug level").toBeGreaterThan(20);

    const notJson = lines.filter((line) => {
      try {
        const entry = JSON.parse(line) as unknown;
        return !(entry && typeof entry === "object" && "msg" in entry && "level" in entry && "t" in entry);
      } catch {
        return true;
      }
    });
    // Soft, so one run reports both kinds of failure.
    expect.soft(notJson, "lines that are not JSON log entries").toEqual([]);

    const leaked = [...secrets].filter(([, value]) => output.includes(value)).map(([what]) => what);
    expect.soft(leaked, `secrets found in the log:\n${lines.filter((l) => [...secrets.values()].some((v) => l.includes(v))).join("\n")}`).toEqual([]);

    // The log did see these requests: the searches above looked at the right output.
    const entries = lines.filter((line) => !notJson.includes(line)).map((line) => JSON.parse(line) as { msg: string; id?: string; error?: { stack?: string } });
    const messages = entries.map((entry) => entry.msg);
    expect(messages).toEqual(expect.arrayContaining(["request", "mail sent", "request body too large refused", "cross-site write refused", "unhandled error"]));
    expect(messages.some((m) => m.startsWith("Access denied"))).toBe(true);
    // The error line keeps its detail (for the operator) under the same request id the page showed.
    const unhandled = entries.find((entry) => entry.msg === "unhandled error");
    expect(unhandled?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(unhandled?.error?.stack).toContain("ELOOP");
    // A request React Router refused itself (405: no action there) is a warning with its status, not an error with a stack.
    const refusedEntries = entries.filter((entry) => entry.msg === "request refused");
    expect(refusedEntries).toContainEqual(expect.objectContaining({ level: "warn", path: "/live-event/martabaks-vol-2", method: "POST", status: 405 }));
    expect(entries.filter((entry) => (entry as { level?: string }).level === "error" && (entry as { path?: string }).path === "/live-event/martabaks-vol-2")).toEqual([]);
  });
});
