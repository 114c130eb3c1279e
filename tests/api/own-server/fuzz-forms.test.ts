import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { openEntriesWithOne } from "../../support/entry-window";
import { seededRandom } from "../../support/seeded-random";
import { startServer, type ServerProcess } from "../../support/server-process";

/**
 * "Bad input is a clear 4xx, never a 500": every route whose module exports an
 * `action` gets junk posted to it — an empty body, unknown intents, every field
 * of its forms set to a 100 kB string, to broken Unicode, to impossible numbers
 * and dates, to ids that do not exist, repeated as arrays — and bodies no form
 * sends (a cut-off multipart body, JSON or text where a form is read, none at
 * all), as the admin, as the demo event manager on the screens open to them,
 * and anonymously on the sign-in pages and the API. The field names and intents are read from the
 * pages' own HTML (`name=` attributes, `<button name="intent" value>`), so the
 * test follows the forms as they change; the route module's source fills in
 * intents and fields of forms that only appear in another state.
 *
 * This file starts its OWN server (own DATA_DIR under tests/.tmp/) rather than
 * the shared one of tests/support/api-server.ts: junk sent to the sign-in
 * forms counts against the per-address login limit (LOGIN_RATE_LIMIT × 5 per
 * 15 minutes), which would lock every later test file out of signing in, and a
 * junk value that happens to be valid is saved (a renamed team, a moved match)
 * where the other files expect the demo data as seeded.
 *
 * Destructive intents (delete/remove/withdraw/reset) are never posted, nor the
 * account's password intent; the reset-password form only ever gets made-up
 * tokens, so no password changes. Lock screen and logout are posted with fresh
 * sessions made for the purpose, never with the cookies the rest uses.
 *
 * The combinations are drawn from a seeded PRNG: FUZZ_SEED=<n> reproduces a run.
 */

const seed = Number(process.env.FUZZ_SEED ?? 20251122);
const admin = { email: "admin@laga.local", password: "fuzz-admin-password" };
const manager = { email: "manager@laga.local", password: "fuzz-manager-password" };

/** After the junk bodies of a form (see bodiesFor), this many random single-field mutations of its own values. */
const mutationsPerForm = 3;
/** Chance that a junk kind is also sent with an intent other than its own turn (see bodiesFor). */
const pairingChance = 0.2;
/** Distinct forms posting to one route that are fuzzed (the preference forms of the layout come in many variants). */
const maxFormsPerRoute = 2;
/** Sessions for the lock screen and logout cost a bcrypt check each: this many posts per such route. */
const postsPerSessionRoute = 6;

const random = seededRandom(seed);
const pick = random.pick;

// ─── The server under test ──────────────────────────────────────────────────

let server: ServerProcess;
let base = "";
let signIns = 0;
async function signIn(user: { email: string; password: string }) {
  // Each from an address of its own: the junk sent to the sign-in forms from loopback, a few posts at once,
  // may hold both password checks one address may have under way, and a sign-in beside them would be refused.
  signIns += 1;
  const send = () =>
    fetch(`${base}/auth/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": `10.60.${Math.floor(signIns / 250)}.${(signIns % 250) + 1}` },
      body: new URLSearchParams(user),
    });
  // Among the junk are bodies the server refuses before reading them, cutting their connection; Node 20's fetch
  // has been seen to send a sign-in on such a pooled connection and see it reset: it is sent again, as post() does.
  const response = await send().catch(send);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("laga_session="));
  if (response.status !== 302 || !cookie) throw new Error(`sign-in of ${user.email} answered ${response.status}`);
  return cookie.split(";")[0]!;
}

// ─── Routes with an action ──────────────────────────────────────────────────

type ActionRoute = { pattern: string; file: string; access: "admin" | "staff" | "anonymous" | "session" | "public" };

/** Route entries flattened with their layout files, so the guard a route sits under is known. */
function flatten(entries: readonly RouteConfigEntry[], parent = "", layouts: string[] = []): { pattern: string; file: string; layouts: string[] }[] {
  return entries.flatMap((entry) => {
    const joined = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const own = entry.index || (entry.path !== undefined && !entry.children?.length) ? [{ pattern: `/${joined}`, file: entry.file, layouts }] : [];
    const below = entry.children?.length ? flatten(entry.children, joined, entry.path === undefined ? [...layouts, entry.file] : layouts) : [];
    return [...own, ...below];
  });
}

const moduleSource = (file: string) => readFileSync(path.join("app", file), "utf8");
const exportsAction = (source: string) => /export\s+(?:async\s+)?function\s+action\b|export\s+const\s+action\b|export\s*\{[^}]*\baction\b/.test(source);

function actionRoutes(): ActionRoute[] {
  return flatten(routes)
    .filter((r) => exportsAction(moduleSource(r.file)))
    .map((r) => {
      const access: ActionRoute["access"] = r.layouts.some((l) => l.endsWith("admin-only.tsx"))
        ? "admin"
        : r.layouts.some((l) => l.endsWith("backoffice/layout.tsx"))
          ? "staff"
          : r.layouts.some((l) => l.endsWith("anonymous-only.tsx"))
            ? "anonymous"
            : /lockscreen|logout\.ts$/.test(r.file) && !r.file.startsWith("routes/api/")
              ? "session"
              : "public";
      return { pattern: r.pattern, file: r.file, access };
    });
}

/** The route module and the sibling modules it imports: where intents and field names live in the source. */
function sources(file: string): string {
  const main = moduleSource(file);
  const dir = path.dirname(path.join("app", file));
  const siblings = [...main.matchAll(/from\s+"\.\/([\w.-]+)"/g)]
    .map(([, name]) => ["", ".ts", ".tsx"].map((ext) => path.join(dir, name! + ext)).find((p) => existsSync(p) && !p.endsWith("/")))
    .filter((p): p is string => Boolean(p));
  return [main, ...siblings.map((p) => readFileSync(p, "utf8"))].join("\n");
}

const sourceIntents = (text: string) => [...new Set([...text.matchAll(/intent["')\]]*\s*===?\s*"([\w-]+)"|case\s+"([\w-]+)"/g)].map((m) => m[1] ?? m[2]!))];
/** Field names the source reads: `form.get("x")` and the keys of its zod schemas (`x: z.…`). */
const sourceFields = (text: string) => [...new Set([...text.matchAll(/\.get(?:All)?\("([\w.[\]-]+)"\)|\b(\w+): z\./g)].map((m) => m[1] ?? m[2]!))].filter((name) => name !== "intent");

const destructive = /delete|remove|withdraw|reset/i;
/**
 * Intents that start a long job rather than read a form: importNational loads the
 * whole national region set (83,763 rows) in one synchronous transaction, blocking
 * the server for seconds each time. Its form has no fields to fuzz.
 */
const heavy = /^importNational$/;

// ─── Ids for the route parameters ───────────────────────────────────────────

/** A scorer link of the event's first live match, with a secret known here (only its hash is stored), so the scorer's page and its taps are fuzzed too. */
function scorerLinkSecret(eventId: number) {
  const secret = "fuzz".repeat(11);
  const db = new Database(path.join(server.dataDir, "laga.sqlite"), { fileMustExist: true });
  try {
    const matchId = db.prepare("select id from matches where event_id = ? and status = 'live' order by id limit 1").pluck().get(eventId);
    const admin = db.prepare("select id from users where role = 'admin' order by id limit 1").pluck().get();
    db.prepare("insert into scorer_links (event_id, name, match_id, secret_hash, created_by, expires_at) values (?, 'Fuzz scorer', ?, ?, ?, ?)").run(
      eventId,
      matchId,
      createHash("sha256").update(secret).digest("hex"),
      admin,
      server.now() + 86_400_000,
    );
    return secret;
  } finally {
    db.close();
  }
}

function readIds() {
  const db = new Database(path.join(server.dataDir, "laga.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const one = (sql: string) => String(db.prepare(sql).pluck().get() ?? "1");
    const event = db.prepare("select id, slug from events where status <> 'draft' order by id limit 1").get() as { id: number; slug: string };
    const tables: Record<string, string> = {
      "edit-user": one("select id from users where email = 'fuzz-target@laga.local'"),
      "edit-event": String(event.id),
      "edit-province": one("select id from provinces order by id limit 1"),
      "edit-city": one("select id from cities order by id limit 1"),
      "edit-district": one("select id from districts order by id limit 1"),
      "edit-subdistrict": one("select id from subdistricts order by id limit 1"),
      "edit-gametype": one("select id from game_types order by id limit 1"),
      "edit-skilllevel": one("select id from skill_levels order by id limit 1"),
      "edit-gamecategories": one("select id from game_categories order by id limit 1"),
      "edit-match-statistics": one("select id from match_statistics order by id limit 1"),
      "edit-player": one("select id from players order by id limit 1"),
      "edit-team": one(`select id from teams where event_id = ${event.id} order by id limit 1`),
      "edit-group": one(`select id from groups where event_id = ${event.id} order by id limit 1`),
      "list-schedule/match": one(`select id from matches where event_id = ${event.id} order by id limit 1`),
    };
    // The entry form of a category taking entries and an entry's private page, so their forms are read and fuzzed.
    const categoryId = Number(one(`select id from event_categories where event_id = ${event.id} order by id limit 1`));
    return {
      tables,
      slug: event.slug,
      eventId: String(event.id),
      secret: scorerLinkSecret(event.id),
      entrySecret: openEntriesWithOne(path.join(server.dataDir, "laga.sqlite"), event.id, categoryId, { now: server.now() }).secret,
      match: one(`select id from matches where event_id = ${event.id} and status = 'finished' order by id limit 1`),
      team: tables["edit-team"]!,
    };
  } finally {
    db.close();
  }
}

function concrete(pattern: string, ids: ReturnType<typeof readIds>): string {
  if (pattern.endsWith("/*")) return pattern.replace(/\*$/, "no/such/page");
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    if (name === "id") {
      const value = ids.tables[pattern.replace(/\/:id$/, "").slice(1)];
      if (!value) throw new Error(`no id for ${pattern}`);
      return value;
    }
    const secret = pattern.startsWith("/entry/") ? ids.entrySecret : ids.secret;
    const value = { slug: ids.slug, eventId: ids.eventId, scheduleId: ids.match, matchId: ids.match, teamId: ids.team, entity: "team", secret }[name];
    if (!value) throw new Error(`no value for :${name} in ${pattern}`);
    return value;
  });
}

// ─── Forms, read from the HTML ──────────────────────────────────────────────

type Field = { name: string; type: string; value: string };
type Form = { action: string; multipart: boolean; fields: Field[]; intents: string[] };

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(text: string) {
  const map = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/([a-zA-Z_:][\w:.-]*)(?:="([^"]*)")?/g)) map.set(name!.toLowerCase(), decode(value ?? ""));
  return map;
}

/** Every post form of a page with its fields (fields tied by form="id" included) and intents. */
function readForms(html: string, pageUrl: string): Form[] {
  const forms: (Form & { id?: string })[] = [];
  const byId = new Map<string, Form>();
  const pending: { formId: string; field?: Field; intent?: string }[] = [];
  let current: (Form & { id?: string }) | null = null;
  let select: Field | null = null;
  let selectChosen = false;
  const tagPattern = /<(\/?)(form|input|select|option|textarea|button)\b([^>]*)>/gi;
  for (const match of html.matchAll(tagPattern)) {
    const [, closing, rawTag, rawAttributes] = match;
    const tag = rawTag!.toLowerCase();
    if (closing) {
      if (tag === "form") current = null;
      if (tag === "select") select = null;
      continue;
    }
    const a = attributes(rawAttributes!);
    if (tag === "form") {
      current = null;
      if ((a.get("method") ?? "get").toLowerCase() !== "post") continue;
      const action = new URL(a.get("action") || pageUrl, base).pathname;
      current = { action, multipart: (a.get("enctype") ?? "").includes("multipart"), fields: [], intents: [], id: a.get("id") };
      forms.push(current);
      if (current.id) byId.set(current.id, current);
      continue;
    }
    if (tag === "option") {
      if (select && (!selectChosen || a.has("selected"))) {
        select.value = a.get("value") ?? "";
        selectChosen = a.has("selected") || selectChosen;
      }
      continue;
    }
    const name = a.get("name");
    if (!name) continue;
    const type = (a.get("type") ?? (tag === "input" ? "text" : tag)).toLowerCase();
    const owner = a.get("form");
    let intent: string | undefined;
    let field: Field | undefined;
    if (name === "intent") intent = a.get("value") ?? "";
    else if (tag === "button") field = { name, type: "button", value: a.get("value") ?? "" };
    else if ((type === "checkbox" || type === "radio") && !a.has("checked")) field = { name, type, value: "" };
    else field = { name, type, value: type === "checkbox" || type === "radio" ? (a.get("value") ?? "on") : (a.get("value") ?? "") };
    if (tag === "select" && field) {
      select = field;
      selectChosen = false;
    }
    if (owner) pending.push({ formId: owner, field, intent });
    else if (current) {
      if (field) current.fields.push(field);
      if (intent !== undefined) current.intents.push(intent);
    }
  }
  for (const { formId, field, intent } of pending) {
    const form = byId.get(formId);
    if (!form) continue;
    if (field) form.fields.push(field);
    if (intent !== undefined) form.intents.push(intent);
  }
  return forms;
}

// ─── Junk ───────────────────────────────────────────────────────────────────

/** A value as raw bytes of a urlencoded body, so invalid UTF-8 (a lone surrogate) reaches the server unchanged. */
type Raw = { raw: string };
type Value = string | Raw;

const big = "A".repeat(100 * 1024);
const junk: Record<string, Value> = {
  "100 kB": big,
  unicode: "\u202e\u200f\u061c عربى 🏸🎾👨‍👩‍👧 \u0000NUL\u0000 \ufeff\u2028x",
  "lone surrogates": { raw: "%ED%A0%80x%ED%BF%BF%F0%9F%8F%B8%C0%AF%FF" },
  "-1": "-1",
  "1e309": "1e309",
  "20 nines": "99999999999999999999",
  "0000-00-00": "0000-00-00",
  "9999-99-99": "9999-99-99T99:99",
  "missing id": "2147483647",
  "empty string": "",
  "prototype words": "__proto__",
};

const encode = (value: Value) => (typeof value === "string" ? encodeURIComponent(value) : value.raw);
type Body = { summary: string; pairs: [string, Value][] };

function urlencoded(pairs: readonly [string, Value][]) {
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`).join("&");
}

function multipart(pairs: readonly [string, Value][], fileFields: Set<string>) {
  const form = new FormData();
  for (const [name, value] of pairs) {
    // FormData writes UTF-8, so raw bytes become lone surrogates here (sent as U+FFFD).
    const text = typeof value === "string" ? value : "\ud800x\udfff";
    if (fileFields.has(name)) form.append(name, new Blob([text], { type: "image/png" }), "junk.png");
    else form.append(name, text);
  }
  return form;
}

function bodiesFor(form: Form, intents: readonly string[]): Body[] {
  const names = [...new Set(form.fields.map((f) => f.name))];
  const own = form.fields.filter((f) => f.value !== "" || f.type === "hidden").map((f): [string, Value] => [f.name, f.value]);
  const withIntent = (intent: string | null, pairs: [string, Value][]): [string, Value][] => (intent === null ? pairs : [["intent", intent], ...pairs]);
  const choices: (string | null)[] = [null, ...intents];
  const bodies: Body[] = [
    { summary: "empty body", pairs: [] },
    { summary: "unknown intent", pairs: withIntent(`no-such-${random.int(0, 999_999)}`, own) },
    {
      summary: "intent as an array",
      pairs: intents.length
        ? [["intent", intents[0]!], ["intent", "x"], ...own]
        : [
            ["intent", "a"],
            ["intent", "b"],
          ],
    },
    // A scalar where the form nests a list or an object ("teams=x" for "teams[0].teamId").
    {
      summary: "nested fields as scalars",
      pairs: withIntent(
        pick(choices),
        [...new Set(names.filter((n) => /[[.]/.test(n)).map((n) => n.split(/[[.]/)[0]!))].map((n): [string, Value] => [n, "x"]),
      ),
    },
    { summary: "prototype field names", pairs: withIntent(pick(choices), [["__proto__", "x"], ["constructor", "x"], ["toString", "x"], ...own]) },
  ];
  // Every junk kind once with each intent in turn, and again with the others by chance: every
  // kind and every intent are always covered, without every pairing of a form with many intents.
  const kinds = Object.entries(junk);
  choices.forEach((intent, i) => {
    kinds.forEach(([kind, value], k) => {
      if (k % choices.length !== i && !random.chance(pairingChance)) return;
      bodies.push({
        summary: `intent=${intent ?? "(none)"}, every field = ${kind}`,
        pairs: withIntent(
          intent,
          names.map((n) => [n, value]),
        ),
      });
    });
    // Every field repeated: an array where a scalar is expected.
    bodies.push({
      summary: `intent=${intent ?? "(none)"}, every field twice`,
      pairs: withIntent(
        intent,
        names.flatMap((n): [string, Value][] => [
          [n, "1"],
          [n, "x"],
        ]),
      ),
    });
  });
  // The form's own values with one field spoiled: gets past the other fields' checks to the one under test.
  for (let i = 0; i < mutationsPerForm && names.length; i++) {
    const name = pick(names);
    const [kind, value] = pick(Object.entries(junk));
    const intent = pick(choices);
    bodies.push({ summary: `intent=${intent ?? "(none)"}, own values with ${name} = ${kind}`, pairs: withIntent(intent, [...own.filter(([n]) => n !== name), [name, value]]) });
  }
  return bodies;
}

const rawBodies: Record<string, RawBody> = {
  "cut-off multipart body": { type: "multipart/form-data; boundary=fuzz", body: '--fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave' },
  "multipart without a boundary": { type: "multipart/form-data", body: "intent=save" },
  "multipart with a broken part header": { type: "multipart/form-data; boundary=fuzz", body: "--fuzz\r\nContent-Disposition: nonsense\r\n\r\nx\r\n--fuzz--\r\n" },
  "JSON body": { type: "application/json", body: '{"intent":"save","name":"x"}' },
  "text body": { type: "text/plain", body: "intent=save" },
  "urlencoded in UTF-16": { type: "application/x-www-form-urlencoded; charset=utf-16", body: "intent=save" },
  "no body and no type": { type: null, body: null },
};

// ─── Posting and judging ────────────────────────────────────────────────────

type Failure = { who: string; url: string; summary: string; status: number; excerpt: string };
const failures: Failure[] = [];
let posted = 0;
/** Milliseconds spent per target, to see where the time budget goes. */
const spent = new Map<string, number>();

/** A JS error leaking into a page: stack frames or an "XxxError: message" line. */
const stackFrame = /^\s*at\s+(?:async\s+)?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^)\n]*:\d+:\d+\)?\s*$/m;
const jsError = /\b(?:Type|Reference|Syntax|Range|URI|Eval|Sqlite|SQLite|Zod|Aggregate)?Error: [^<\n]{3,}/;

/** A body sent exactly as given: its own Content-Type (or none) and bytes (or none). */
type RawBody = { body: string | null; type: string | null; authorization?: string };

async function post(who: string, cookie: string | undefined, target: string, body: Body, fileFields = new Set<string>(), asMultipart = false, raw?: RawBody) {
  const headers: Record<string, string> = { Origin: base, ...(cookie ? { Cookie: cookie } : {}) };
  let payload: string | FormData | null;
  if (raw) {
    if (raw.type) headers["Content-Type"] = raw.type;
    if (raw.authorization) headers.Authorization = raw.authorization;
    if (target.startsWith("/api/")) headers.Accept = "application/json";
    payload = raw.body;
  } else if (asMultipart) payload = multipart(body.pairs, fileFields);
  else {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    payload = urlencoded(body.pairs);
  }
  const postStarted = performance.now();
  // Far over the largest accepted body: refused from its headers, so it is sent the way that shows the answer.
  if (payload !== null && !raw && body.pairs.reduce((sum, [, v]) => sum + (typeof v === "string" ? v.length : v.raw.length), 0) > 8 * 1024 * 1024) {
    const answer = await answerBeforeBodyEnds(target, headers, payload);
    return judge(who, target, body, answer.status, answer.text, postStarted);
  }
  let status = 599;
  let text = "";
  for (let attempt = 0; attempt < 2 && status === 599; attempt++) {
    try {
      const response = await fetch(`${base}${target}`, { method: "POST", redirect: "manual", headers, body: payload, signal: AbortSignal.timeout(30_000) });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      text = `no answer: ${String(error)} (${cause?.code ?? ""} ${cause?.message ?? ""})`;
    }
  }
  if (status === 599 && payload !== null && /EPIPE|ECONNRESET/.test(text)) ({ status, text } = await answerBeforeBodyEnds(target, headers, payload));
  judge(who, target, body, status, text, postStarted);
}

function judge(who: string, target: string, body: Body, status: number, text: string, postStarted: number) {
  posted++;
  spent.set(target, (spent.get(target) ?? 0) + performance.now() - postStarted);
  const leak = stackFrame.exec(text)?.[0] ?? jsError.exec(text)?.[0];
  if (status >= 500 || leak) failures.push({ who, url: target, summary: body.summary, status, excerpt: (leak ?? text).slice(0, 300) });
}

/**
 * The server refuses a body over its limit from Content-Length with 413 and
 * closes the connection before reading the body (server/app.ts limitBodies),
 * so fetch, still writing, sees EPIPE. node:http shows the answer that came first.
 */
async function answerBeforeBodyEnds(target: string, headers: Record<string, string>, payload: string | FormData) {
  const encoded = new Response(payload);
  const bytes = Buffer.from(await encoded.arrayBuffer());
  const type = encoded.headers.get("content-type") ?? headers["Content-Type"]!;
  return new Promise<{ status: number; text: string }>((resolve) => {
    let answered = false;
    const request = httpRequest(`${base}${target}`, { method: "POST", headers: { ...headers, "Content-Type": type, "Content-Length": String(bytes.length), Connection: "close" } }, (response) => {
      answered = true;
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 599, text }));
      response.on("error", () => resolve({ status: response.statusCode ?? 599, text }));
    });
    request.on("error", (error) => {
      if (!answered) resolve({ status: 599, text: `no answer: ${String(error)}` });
    });
    // Headers first: a refusal by Content-Length arrives before a byte of the body is sent.
    request.flushHeaders();
    setTimeout(() => (answered ? request.destroy() : request.end(bytes)), 1_000);
  });
}

async function runAll(tasks: (() => Promise<void>)[], parallel = 3) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
}

// ─── The test ───────────────────────────────────────────────────────────────

let adminCookie: string;
let managerCookie: string;

beforeAll(async () => {
  server = await startServer(
    "fuzz",
    {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      DEMO_PASSWORD: manager.password,
      // High enough that this file's own sign-ins are never throttled by its junk logins.
      LOGIN_RATE_LIMIT: "1000",
      LOG_LEVEL: "error",
    },
    { capture: true },
  );
  base = server.base;
  adminCookie = await signIn(admin);
  managerCookie = await signIn(manager);
  // A user of this file's own for /edit-user/:id, so a junk value that happens to be valid (an unticked
  // "active") cannot lock out the admin or the manager whose sessions the rest of the run uses.
  const created = await fetch(`${base}/add-user`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Cookie: adminCookie },
    body: new URLSearchParams({ name: "Fuzz Target", email: "fuzz-target@laga.local", role: "event", active: "on", password: "fuzz-target-password", passwordConfirm: "fuzz-target-password" }),
  });
  if (created.status !== 302) throw new Error(`creating the fuzz target user answered ${created.status}`);
  console.log(`fuzz-forms: seed ${seed} (FUZZ_SEED=${seed} reproduces this run), server ${base}`);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

async function page(url: string, cookie: string | undefined) {
  const response = await fetch(`${base}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  return response.status === 200 && (response.headers.get("content-type") ?? "").includes("text/html") ? response.text() : "";
}

/** Links to an action route that open another state of it with more forms (`?import=1`), never a destructive one. */
function stateLinks(html: string, paths: ReadonlySet<string>) {
  const found: string[] = [];
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const link = new URL(decode(href!), base);
    if (!paths.has(link.pathname) || !link.search || destructive.test(link.search)) continue;
    if ([...link.searchParams.keys()].every((k) => ["lng", "sort", "dir", "page", "perPage", "q", "view"].includes(k))) continue;
    found.push(link.pathname + link.search);
  }
  return found;
}

describe("junk posted to every action is a clear 4xx, never a 500", () => {
  it("finds the routes with an action and their forms", () => {
    const found = actionRoutes();
    expect(found.map((r) => r.pattern)).toEqual(expect.arrayContaining(["/auth/login", "/add-event", "/edit-team/:id", "/match-progress/matches/:scheduleId", "/api/login"]));
  });

  it("answers every junk post without a 5xx or a stack trace", { timeout: 240_000 }, async () => {
    const started = performance.now();
    const ids = readIds();
    const routesWithAction = actionRoutes();

    // Read the forms of every page, as the user who may open it; group them by the path they post to.
    const formsByAction = new Map<string, Form[]>();
    const addForms = (forms: Form[]) => {
      for (const form of forms) formsByAction.set(form.action, [...(formsByAction.get(form.action) ?? []), form]);
    };
    const actionPaths = new Set(routesWithAction.map((route) => concrete(route.pattern, ids)));
    // Links, on any page, that open an action route in another state with more forms: "?import=1",
    // or a draw for one category. Never a destructive confirmation ("?confirm=7&intent=remove").
    const states = new Map<string, Set<string>>();
    for (const route of routesWithAction) {
      const url = concrete(route.pattern, ids);
      const cookie = route.access === "admin" || route.access === "staff" || route.access === "session" ? adminCookie : undefined;
      const html = await page(url, cookie);
      addForms(readForms(html, url));
      for (const state of stateLinks(html, actionPaths)) {
        const path = state.split("?")[0]!;
        states.set(path, (states.get(path) ?? new Set()).add(state));
      }
    }
    for (const [, links] of states) {
      for (const state of [...links].slice(0, 3)) addForms(readForms(await page(state, adminCookie), state));
    }
    // The reset form shows only with a token in the link; a made-up one shows the form's fields all the same.
    addForms(readForms(await page(`/auth/reset-password?token=${"x".repeat(43)}`, undefined), "/auth/reset-password"));

    const tasks: (() => Promise<void>)[] = [];
    const coverage: string[] = [];
    for (const route of routesWithAction) {
      const url = concrete(route.pattern, ids);
      const text = sources(route.file);
      const htmlForms = formsByAction.get(url) ?? [];
      // Forms read from the page, merged per distinct field set; a route with none gets the names its source reads.
      const distinct = new Map<string, Form>();
      for (const form of htmlForms)
        distinct.set(
          form.fields
            .map((f) => f.name)
            .sort()
            .join(",") + form.intents.join(","),
          form,
        );
      // The layout's preference forms are many small variants of one form: a few of them are enough.
      const forms = random.shuffle([...distinct.values()]).slice(0, maxFormsPerRoute);
      if (forms.length === 0) forms.push({ action: url, multipart: /uploads/.test(url), fields: [], intents: [] });
      // Names the source reads that the page did not show (a form of another state): added as empty text fields.
      const extra = sourceFields(text);
      for (const form of forms) {
        const shown = new Set(form.fields.map((f) => f.name));
        form.fields = [...form.fields, ...extra.filter((name) => !shown.has(name)).map((name) => ({ name, type: "text", value: "" }))];
      }
      const allIntents = [...new Set([...forms.flatMap((f) => f.intents), ...sourceIntents(text)])].filter((i) => !destructive.test(i) && !heavy.test(i));
      // Changing a password is out of scope for junk: the account's password intent is never posted.
      const intents = route.pattern === "/account" ? allIntents.filter((i) => i !== "password") : allIntents;
      coverage.push(`${url}: ${forms.length} form(s), fields ${[...new Set(forms.flatMap((f) => f.fields.map((x) => x.name)))].length}, intents [${intents.join(", ")}]`);

      const who: { name: string; cookie: () => Promise<string | undefined> }[] =
        route.access === "admin"
          ? [{ name: "admin", cookie: async () => adminCookie }]
          : route.access === "staff"
            ? [
                { name: "manager", cookie: async () => managerCookie },
                { name: "admin", cookie: async () => adminCookie },
              ]
            : route.access === "session"
              ? [{ name: "fresh session", cookie: () => signIn(pick([admin, manager])) }]
              : [{ name: "anonymous", cookie: async () => undefined }];

      // Bodies no browser form sends: a cut-off multipart body, a multipart type without a boundary,
      // JSON and text where a form is read, and no body at all.
      for (const user of who) {
        if (route.access === "session") continue; // a fresh session per post is kept for the forms' own bodies
        // Three kinds per route and user, in rotation over the routes, so every kind meets many routes
        // (they all read their bodies the same way) without every pairing.
        const all = Object.entries(rawBodies);
        const offset = random.int(0, all.length - 1);
        const kinds = [0, 1, 2].map((k) => all[(offset + k) % all.length]!);
        for (const [summary, raw] of kinds) {
          tasks.push(async () => post(user.name, await user.cookie(), url, { summary, pairs: [] }, new Set(), false, raw));
        }
      }

      for (const form of forms) {
        const formIntents = [...new Set([...form.intents, ...intents])].filter((i) => !destructive.test(i) && !heavy.test(i) && !(route.pattern === "/account" && i === "password"));
        let bodies = bodiesFor(form, formIntents);
        if (route.access === "session") bodies = bodies.slice(0, 2).concat(Array.from({ length: postsPerSessionRoute - 2 }, () => pick(bodies.slice(2))));
        const files = new Set(form.fields.filter((f) => f.type === "file").map((f) => f.name));
        for (const user of who) {
          // The manager gets a seeded sample of the admin's bodies: same kinds, fewer combinations.
          const sample = user.name === "manager" ? bodies.filter(() => random.chance(0.2)) : bodies;
          for (const body of sample) {
            tasks.push(async () => post(user.name, await user.cookie(), url, body, files, form.multipart));
          }
          // React Router's single-fetch twin of the same post (what the browser sends with JavaScript on).
          if (!url.startsWith("/api/") && route.access !== "session") {
            const dataUrl = `${url === "/" ? "/_root" : url}.data`;
            for (const body of [bodies[0]!, pick(bodies)]) tasks.push(async () => post(`${user.name} (.data)`, await user.cookie(), dataUrl, body, files, form.multipart));
          }
        }
      }
    }

    // The JSON API reads JSON: malformed and mistyped bodies there.
    const jsonBodies = [
      "",
      "{",
      "[]",
      "null",
      '"x"',
      "1e309",
      JSON.stringify({ email: ["a", "b"], password: { $gt: "" } }),
      JSON.stringify({ email: big, password: big }),
      JSON.stringify({ email: "\u0000\ud800", password: "\ud800" }),
      JSON.stringify({ __proto__: { admin: true }, email: "admin@laga.local" }),
    ];
    for (const target of ["/api/login", "/api/logout", "/api/user", "/api/uploads/image", `/api/event/${ids.slug}`, "/api/no-such"]) {
      for (const json of jsonBodies) {
        const authorization = pick(["Bearer 1|" + "x".repeat(48), "Bearer 99999999999999999999|x", "Bearer \u00ff", "Basic Zm9vOmJhcg=="]);
        tasks.push(() =>
          post("api", undefined, target, { summary: `JSON ${json.slice(0, 60)}, ${authorization.slice(0, 20)}`, pairs: [] }, new Set(), false, { body: json, type: "application/json", authorization }),
        );
      }
    }

    // Shuffled with the seed, so no route's posts all land at once and a run is reproducible.
    const shuffled = random.shuffle(tasks);
    try {
      await runAll(shuffled);
    } catch (error) {
      // A post that could not even be made (the server gone?): say what the server said last.
      throw new Error(`${String(error)} — server exit code ${server.child.exitCode}, seed ${seed}\n--- server output (tail) ---\n${server.output().slice(-4000)}`);
    }
    expect(server.child.exitCode, `the server exited during the run:\n${server.output().slice(-4000)}`).toBeNull();

    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(
      `fuzz-forms: ${posted} posts to ${routesWithAction.length} routes in ${seconds} s (seed ${seed}); slowest: ${[...spent]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([t, ms]) => `${t} ${Math.round(ms / 1000)} s`)
        .join(", ")}\n  ${coverage.join("\n  ")}`,
    );
    const report = failures.map((f) => `${f.status} ${f.who} POST ${f.url} — ${f.summary}\n      ${f.excerpt.replace(/\s+/g, " ")}`).join("\n");
    expect(failures, `seed ${seed} (FUZZ_SEED=${seed} reproduces): ${failures.length} bad answers\n${report}\n--- server output (tail) ---\n${server.output().slice(-4000)}`).toEqual([]);

    // Still the same users afterwards: nothing the junk did signed them out or locked them.
    expect((await fetch(`${base}/dashboard`, { redirect: "manual", headers: { Cookie: adminCookie } })).status).toBe(200);
    expect((await fetch(`${base}/match-progress`, { redirect: "manual", headers: { Cookie: managerCookie } })).status).toBe(200);
  });
});
