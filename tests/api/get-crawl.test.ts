import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { appRoutes } from "../support/app-routes";
import { openEntriesWithOne } from "../support/entry-window";
import { base, serverNow, signInCookie, url } from "../support/http";
import { createSecondEvent } from "../support/second-event";

/**
 * "GET never changes data": every GET route of app/routes.ts, and every
 * same-origin link one level deep from the pages it renders, is requested as a
 * signed-in admin and as an anonymous visitor, as a document and as React
 * Router's single-fetch `.data`. The database (every table, every row) and the
 * uploads folder must be the same afterwards, and nothing may answer 5xx.
 */

const dataDir = inject("apiDataDir");
const databaseFile = path.join(dataDir, "laga.sqlite"); // app/config.server.ts: DATABASE_PATH defaults to $DATA_DIR/laga.sqlite

/**
 * Columns that legitimately move when a page is read, so they are left out of the checksum:
 * - sessions.last_seen_at: findActiveSession() touches it (at most hourly) to measure idleness;
 * - api_tokens.last_used_at: findApiTokenUser() touches it (at most once a minute);
 * - and the same rows' updated_at, which Drizzle's $onUpdateFn rewrites with every such touch;
 * - matches.expected_at: the minute's tick moves expected starts as the clock runs on past a late
 *   match (decision 0073), whatever is read meanwhile, and each row it writes raises its event's
 *   version and updated_at (the triggers of decision 0039).
 * sessions.expires_at is NOT excluded: nothing moves it on a read (the session does not slide).
 */
const volatileColumns: Record<string, Set<string>> = {
  sessions: new Set(["last_seen_at", "updated_at"]),
  api_tokens: new Set(["last_used_at", "updated_at"]),
  matches: new Set(["expected_at"]),
  events: new Set(["version", "updated_at"]),
};

type Snapshot = { tables: Record<string, string>; uploads: string };

function snapshot(): Snapshot {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const tables: Record<string, string> = {};
    const names = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").pluck().all() as string[];
    for (const table of names) {
      const info = db.prepare(`pragma table_info("${table}")`).all() as { name: string; pk: number }[];
      const keys = info
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => `"${c.name}"`);
      const columns = info.map((c) => c.name).filter((c) => !volatileColumns[table]?.has(c));
      // Ordered by primary key (rowid for a table without one), so the hash does not depend on storage order.
      const order = keys.length ? keys.join(", ") : "rowid";
      const hash = createHash("sha256");
      hash.update(JSON.stringify(columns));
      for (const row of db
        .prepare(`select ${columns.map((c) => `"${c}"`).join(", ")} from "${table}" order by ${order}`)
        .raw()
        .iterate()) {
        hash.update(JSON.stringify(row, (_, v: unknown) => (typeof v === "bigint" ? v.toString() : Buffer.isBuffer(v) ? v.toString("base64") : v)));
        hash.update("\n");
      }
      tables[table] = hash.digest("hex");
    }
    return { tables, uploads: uploadsListing() };
  } finally {
    db.close();
  }
}

/** Names and sizes of every file under the uploads folder: a GET must not store or remove a file either. */
function uploadsListing() {
  const root = path.join(dataDir, "uploads");
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(`${path.relative(root, full)}:${statSync(full).size}`);
    }
  };
  walk(root);
  return files.sort().join("\n");
}

// ─── The route table ────────────────────────────────────────────────────────

type Ids = Record<string, string>;

/** An event taking entries, with one entry whose private link is known: the entry pages are crawled open, not only refused. */
let entriesEvent: { slug: string; secret: string };

/** Real values for the route parameters, read from the test server's database. */
function readIds(): Ids {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const one = (sql: string, ...args: unknown[]) => {
      const value = db
        .prepare(sql)
        .pluck()
        .get(...args);
      if (value === undefined || value === null) throw new Error(`the demo data has no row for: ${sql}`);
      return String(value);
    };
    const event = db.prepare("select id, slug from events where status <> 'draft' order by id limit 1").get() as { id: number; slug: string };
    return {
      eventId: String(event.id),
      slug: event.slug,
      draftSlug: (db.prepare("select slug from events where status = 'draft' order by id limit 1").pluck().get() as string | undefined) ?? "no-such-event",
      matchId: one("select id from matches where event_id = ? and status = 'finished' order by id limit 1", event.id),
      teamId: one("select id from teams where event_id = ? order by id limit 1", event.id),
      playerId: one("select tp.player_id from team_players tp join teams t on t.id = tp.team_id where t.event_id = ? order by tp.id limit 1", event.id),
      users: one("select id from users where role = 'event' order by id limit 1"),
      events: String(event.id),
      provinces: one("select id from provinces order by id limit 1"),
      cities: one("select id from cities order by id limit 1"),
      districts: one("select id from districts order by id limit 1"),
      subdistricts: one("select id from subdistricts order by id limit 1"),
      game_types: one("select id from game_types order by id limit 1"),
      skill_levels: one("select id from skill_levels order by id limit 1"),
      game_categories: one("select id from game_categories order by id limit 1"),
      match_statistics: one("select id from match_statistics order by id limit 1"),
      players: one("select id from players order by id limit 1"),
      teams: one("select id from teams where event_id = ? order by id limit 1", event.id),
      groups: one("select id from groups where event_id = ? order by id limit 1", event.id),
      matches: one("select id from matches where event_id = ? order by id limit 1", event.id),
      // A scorer link's secret is never stored: an unknown one, which its page refuses without writing.
      secret: "x".repeat(43),
    };
  } finally {
    db.close();
  }
}

/** Which table an `:id` belongs to, by the screen's path. */
const idTables: Record<string, string> = {
  "edit-user": "users",
  "edit-event": "events",
  "edit-province": "provinces",
  "edit-city": "cities",
  "edit-district": "districts",
  "edit-subdistrict": "subdistricts",
  "edit-gametype": "game_types",
  "edit-skilllevel": "skill_levels",
  "edit-gamecategories": "game_categories",
  "edit-match-statistics": "match_statistics",
  "edit-player": "players",
  "edit-team": "teams",
  "edit-group": "groups",
  "list-schedule/match": "matches",
};

/**
 * `:entity` of the download routes. The district and subdistrict exports are
 * left out: tens of thousands of rows to a spreadsheet is a load test, not a crawl.
 */
const entities: Record<string, string[]> = {
  "/export/:entity": ["user", "event", "player", "team", "group", "schedule", "province", "city", "gametype", "skilllevel", "gamecategories", "match-statistics", "entry", "no-such-entity"],
  "/options/import-template/:entity": ["province", "city", "district", "subdistrict", "match-statistics", "no-such-entity"],
  "/share-image/:slug/:card": ["event", "groups", "no-such-card"],
};

/** Concrete URLs for a pattern; a parameter nobody knows how to fill fails the test, so a new route is never skipped silently. */
function concrete(pattern: string, ids: Ids): string[] {
  if (entities[pattern]) return entities[pattern].map((entity) => pattern.replace(/:entity|:card/, entity).replace(":slug", ids.slug!));
  let urls = [pattern];
  if (pattern.endsWith("/*")) return [pattern.replace(/\*$/, "no/such/page")];
  for (const [, name, optional] of pattern.matchAll(/:([A-Za-z]+)(\?)?/g)) {
    let value: string | undefined;
    if (name === "id") value = ids[idTables[pattern.replace(/\/:id$/, "").slice(1)] ?? ""];
    else if (name === "scheduleId") value = ids.matches;
    else value = ids[name!];
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}: add it to readIds()/idTables`);
    const token = `:${name}${optional ?? ""}`;
    urls = urls.flatMap((u) => {
      const filled = u.replace(token, encodeURIComponent(value));
      return optional ? [filled, u.replace(`/${token}`, "")] : [filled];
    });
  }
  // A public page of a draft event must answer 404, not leak or fail; of an event taking entries, show them.
  if (pattern.includes(":slug")) {
    const ofEvent = urls.filter((u) => u.includes(ids.slug!));
    urls.push(...ofEvent.map((u) => u.replace(ids.slug!, ids.draftSlug!)), ...ofEvent.map((u) => u.replace(ids.slug!, entriesEvent.slug)));
  }
  if (pattern === "/entry/:secret") urls.push(`/entry/${entriesEvent.secret}`);
  return urls;
}

/**
 * Resource routes whose `.data` twin is not requested: React Router's single
 * fetch reads a resource route's Response body to the end to encode it, and the
 * live stream's body never ends, so `/live-event/stream/:slug.data` is held open
 * without an answer until the client leaves (the document URL is crawled).
 */
const noDataTwin = [/^\/live-event\/stream\//];

/** React Router's single-fetch URL of a page: `/_root.data` for `/`, else the path + `.data`. */
function dataUrl(page: string) {
  const [pathname, query] = page.split("?");
  const target = pathname === "/" ? "/_root.data" : `${pathname!.replace(/\/$/, "")}.data`;
  return query === undefined ? target : `${target}?${query}`;
}

// ─── Fetching ───────────────────────────────────────────────────────────────

type Visit = { url: string; status: number; type: string; html?: string };

/**
 * Node's fetch can send a request on a kept-alive connection the server has just
 * closed as idle, and fails before any answer: ECONNRESET, or UND_ERR_SOCKET
 * ("other side closed") when the close arrives first (nodejs/undici#3492; a loaded
 * machine widens the window). That is the connection's failure, not the server's
 * answer: a browser sends such a GET again, and so does the crawl, once.
 */
async function fetchOnce(target: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url(target), init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (init.signal?.aborted || (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET")) throw error;
    return fetch(url(target), init);
  }
}

async function visit(target: string, cookie: string | undefined): Promise<Visit> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 30_000);
  try {
    const response = await fetchOnce(target, {
      redirect: "manual",
      signal: controller.signal,
      headers: { Accept: target.includes(".data") ? "*/*" : "text/html,*/*;q=0.8", ...(cookie ? { Cookie: cookie } : {}) },
    });
    const type = response.headers.get("content-type") ?? "";
    if (type.startsWith("text/event-stream")) {
      // The live stream never ends by itself: its headers are the answer.
      controller.abort();
      return { url: target, status: response.status, type };
    }
    const body = await response.text();
    return { url: target, status: response.status, type, html: type.startsWith("text/html") ? body : undefined };
  } catch (error) {
    if (controller.signal.aborted) return { url: target, status: 599, type: `timed out or aborted: ${String(error)}` };
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the visits a few at a time: enough to be quick, little enough for a shared 2-core machine. */
async function visitAll(targets: readonly string[], cookie: string | undefined, parallel = 3): Promise<Visit[]> {
  const results: Visit[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < targets.length) results.push(await visit(targets[next++]!, cookie));
    }),
  );
  return results;
}

/** Same-origin links of a page (`<a href>` only: forms are not GETs a crawler should guess). */
function links(html: string): string[] {
  const origin = new URL(base()).origin;
  const found: string[] = [];
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = raw!
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript|data):/i.test(href)) continue;
    let resolved: URL;
    try {
      resolved = new URL(href, origin);
    } catch {
      continue;
    }
    if (resolved.origin !== origin) continue;
    // Logging out is a POST, and a crawler must never end the session it crawls with.
    if (resolved.pathname === "/auth/logout" || resolved.pathname.startsWith("/uploads/") || resolved.pathname.startsWith("/assets/")) continue;
    found.push(resolved.pathname + resolved.search);
  }
  return found;
}

/** List-like pages whose links are followed: the back office's lists and the public pages that list things. */
const isListPage = (page: string) => /^\/(list-|match-progress|dashboard|analytics|$|live-event|overview|groups|schedule|match-results)/.test(page.split("?")[0]!);

/**
 * Links that differ only in an id or a language ("/edit-team/7", "?confirm=7&intent=remove",
 * "?lng=fr") share a shape; a few of each shape are followed, so the budget goes to
 * different screens and parameters (sorting, paging, filters, confirmations, downloads).
 */
function linkShape(link: string) {
  const { pathname, searchParams } = new URL(link, "http://x");
  const query = [...searchParams].map(([k, v]) => `${k}=${k === "lng" || /^\d+$/.test(v) ? "*" : v}`).sort();
  return `${pathname.replace(/\/\d+(?=\/|$)/g, "/N")}?${query.join("&")}`;
}

const samplesPerShape = 2;
const maxLinks = 500;

// ─── The test ───────────────────────────────────────────────────────────────

let adminCookie: string;
let ids: Ids;

beforeAll(async () => {
  expect(existsSync(databaseFile), `database at ${databaseFile}`).toBe(true);
  const admin = inject("apiAdmin");
  // A session of this file's own: no other test's cookie is used, and signing in happens before the first checksum.
  adminCookie = (await signInCookie(admin.email, admin.password)).cookie;
  const second = createSecondEvent("crawl");
  entriesEvent = { slug: second.slug, ...openEntriesWithOne(databaseFile, second.eventId, second.categoryId, { now: serverNow() }) };
  ids = readIds();
});

describe("GET never changes data", () => {
  it("reads every route in app/routes.ts and needs no value it cannot find", () => {
    const patterns = appRoutes().map((route) => route.path);
    expect(patterns).toContain("/");
    expect(patterns).toContain("/edit-event/:id");
    expect(patterns).toContain("/api/*");
    // Every pattern can be filled (throws otherwise).
    for (const pattern of patterns) expect(concrete(pattern, ids).length, pattern).toBeGreaterThan(0);
  });

  it("leaves the database and uploads untouched after every GET route and the links of its list pages, and never answers 5xx", { timeout: 300_000 }, async () => {
    const started = performance.now();
    const before = snapshot();
    const pages = [...new Set(appRoutes().flatMap((route) => concrete(route.path, ids)))];
    // A reset link with a made-up token: opening it must not consume or create anything.
    pages.push(`/auth/reset-password?token=${"x".repeat(43)}`, "/auth/reset-password?token=");

    const failures: string[] = [];
    const check = (visits: Visit[], who: string) => {
      for (const v of visits) statuses[v.status] = (statuses[v.status] ?? 0) + 1;
      for (const v of visits) if (v.status >= 500) failures.push(`${who} GET ${v.url} → ${v.status} ${v.type}`);
    };

    let visited = 0;
    let linksFollowed = 0;
    const statuses: Record<number, number> = {};
    for (const [who, cookie] of [
      ["admin", adminCookie],
      ["anonymous", undefined],
    ] as const) {
      const documents = await visitAll(pages, cookie);
      const data = await visitAll(pages.filter((p) => !noDataTwin.some((r) => r.test(p))).map(dataUrl), cookie);
      check(documents, who);
      check(data, who);
      visited += documents.length + data.length;

      // One level deeper: the links the list pages offer (pagination, sorting, search, row actions, downloads).
      const seen = new Set(pages);
      const perShape = new Map<string, number>();
      const next: string[] = [];
      for (const page of documents) {
        if (!page.html || !isListPage(page.url)) continue;
        for (const link of links(page.html)) {
          if (seen.has(link)) continue;
          seen.add(link);
          const shape = linkShape(link);
          if ((perShape.get(shape) ?? 0) >= samplesPerShape) continue;
          perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
          next.push(link);
        }
      }
      linksFollowed += Math.min(next.length, maxLinks);
      if (who === "admin") expect(next.length, "links found on the admin's list pages").toBeGreaterThan(20);
      const followed = await visitAll(next.slice(0, maxLinks), cookie);
      check(followed, `${who} (link)`);
      visited += followed.length;
    }

    console.log(`GET crawl: ${visited} requests (${linksFollowed} of them followed links) in ${Math.round(performance.now() - started)} ms, by status ${JSON.stringify(statuses)}`);
    const after = snapshot();
    const changed = Object.keys({ ...before.tables, ...after.tables }).filter((table) => before.tables[table] !== after.tables[table]);
    // Soft, so one run reports every kind of breakage at once.
    expect.soft(failures, `5xx answers:\n${failures.join("\n")}`).toEqual([]);
    expect.soft(changed, `tables changed by ${visited} GET requests`).toEqual([]);
    expect.soft(after.uploads, "uploads folder changed").toBe(before.uploads);
    // The admin cookie still works: no GET ended or locked the session.
    expect((await visit("/dashboard", adminCookie)).status).toBe(200);
  });
});
