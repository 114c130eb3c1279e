import Database from "better-sqlite3";
import { type IncomingHttpHeaders, request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { get, serverNow, signInCookie, url } from "../support/http";
import { createScheduleRunningToday } from "../support/server-events";

/**
 * The rendered-page cache (server/page-cache.ts): a public event page is
 * rendered once per event version and reader — once for a burst too — and
 * compressed once per encoding; the CSP header still carries a fresh nonce.
 */

const page = "/live-event/groups/martabaks-vol-2";

/** The demo event's row, read or written as another process would, behind the server's back. */
function demoEvent<T>(use: (db: Database.Database, slug: string) => T): T {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    return use(db, "martabaks-vol-2");
  } finally {
    db.close();
  }
}

const bumpVersion = () => demoEvent((db, slug) => db.prepare("update events set version = version + 1 where slug = ?").run(slug));
const moveEvent = (timezone: string) => demoEvent((db, slug) => db.prepare("update events set timezone = ? where slug = ?").run(timezone, slug));

/** The date it is now in a time zone ("2025-11-22"). */
const dateIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date(serverNow()));

async function view(headers: Record<string, string> = {}) {
  const response = await get(page, undefined, headers);
  const body = await response.text();
  return { response, body, cache: response.headers.get("x-render-cache") };
}

/** One GET over plain node:http, so the body arrives as the server encoded it. */
function rawView(acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url(page), { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

describe("the rendered-page cache", () => {
  it("renders a page once per event version and sends every reader the same bytes, with no nonce in them", async () => {
    bumpVersion();
    const first = await view();
    const second = await view();
    expect(first.cache).toBe("miss");
    expect(second.cache).toBe("hit");
    expect(second.response.status).toBe(200);
    expect(second.body).toBe(first.body);
    const nonce = /'nonce-([^']+)'/.exec(second.response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(second.body).not.toContain("nonce=");
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
  });

  it("sends a stored page compressed once per encoding: brotli, gzip, or as it is", async () => {
    // The first answer renders and stores the page; the next ones are the stored page in each encoding.
    const identity = await rawView("identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    const plain = { body: identity.body.toString() };
    expect(plain.body).toMatch(/^<!DOCTYPE html>/);
    const brotli = await rawView("gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["x-render-cache"]).toBe("hit");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body);
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    const gzipped = await rawView("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body);
    const again = await rawView("identity");
    expect(again.headers["x-render-cache"]).toBe("hit");
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.body.toString()).toBe(plain.body);
  });

  it("keeps the page as rendered, not as compressed for its first reader", async () => {
    bumpVersion();
    const first = await rawView("gzip, deflate, br");
    expect(first.headers["x-render-cache"]).toBe("miss");
    expect(first.headers["content-encoding"]).toBe("br");
    const plain = await rawView("identity");
    expect(plain.headers["x-render-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(brotliDecompressSync(first.body).toString());
    expect(plain.body.toString()).toMatch(/^<!DOCTYPE html>/);
  });

  it("renders once for a burst of first views of a new version", async () => {
    bumpVersion();
    const burst = await Promise.all(Array.from({ length: 12 }, () => view()));
    expect(burst.filter((answer) => answer.cache === "miss")).toHaveLength(1);
    expect(new Set(burst.map((answer) => answer.body)).size).toBe(1);
    expect(burst.every((answer) => answer.response.status === 200)).toBe(true);
  });

  it("answers 304 from the stored page's ETag, and renders again once the event changed", async () => {
    const stored = await view();
    expect(stored.cache).toBe("hit");
    const etag = stored.response.headers.get("etag")!;
    const revalidated = await get(page, undefined, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    bumpVersion();
    const changed = await view({ "If-None-Match": etag });
    expect(changed.response.status).toBe(200);
    expect(changed.cache).toBe("miss");
    expect(changed.response.headers.get("etag")).not.toBe(etag);
  });

  it("answers no 304 once it is another day where the event is held, though its version stands", async () => {
    const stored = await view();
    const etag = stored.response.headers.get("etag")!;
    expect((await get(page, undefined, { "If-None-Match": etag })).status).toBe(304);
    // The day moves on with no write to raise the version: the event is moved, behind the server's back, to a zone where it is another day already.
    const { timezone } = demoEvent((db, slug) => db.prepare("select timezone from events where slug = ?").get(slug) as { timezone: string });
    const elsewhere = ["Pacific/Kiritimati", "Pacific/Pago_Pago"].find((zone) => dateIn(zone) !== dateIn(timezone))!;
    moveEvent(elsewhere);
    try {
      const nextDay = await view({ "If-None-Match": etag });
      expect(nextDay.response.status).toBe(200);
      expect(nextDay.response.headers.get("etag")).toMatch(new RegExp(`d${dateIn(elsewhere)}(?:t\\d+)?(?:w\\d+)?-`));
    } finally {
      moveEvent(timezone);
    }
  });

  it("answers no 304 once the schedule's next start time is reached, though the event's version stands", async () => {
    // The seventh start time, which begins the schedule's second part, comes three seconds from now; nothing is written meanwhile.
    const nextStart = serverNow() + 3_000;
    const { slug } = createScheduleRunningToday("jam-berjalan", nextStart);
    const schedule = `/live-event/schedule/${slug}`;
    const before = await get(schedule);
    expect(await before.text()).toContain("Pertandingan 1–60 dari 130");
    const etag = before.headers.get("etag")!;
    const revalidated = await get(schedule, undefined, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("x-render-cache")).toBe("hit");

    await new Promise((resolve) => setTimeout(resolve, nextStart + 50 - serverNow()));
    const after = await get(schedule, undefined, { "If-None-Match": etag });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("Pertandingan 61–120 dari 130");
    const moved = after.headers.get("etag")!;
    expect(moved).not.toBe(etag);
    expect((await get(schedule, undefined, { "If-None-Match": moved })).status).toBe(304);
  });

  it("keeps the ETag of a 304 React Router answered, and answers the next revalidations itself while the version stands", async () => {
    bumpVersion();
    // A date-only revalidation older than the event renders in full and is not stored: the page cache holds nothing of this version.
    const rendered = await view({ "If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT" });
    expect(rendered.response.status).toBe(200);
    const etag = rendered.response.headers.get("etag")!;
    const first = await get(page, undefined, { "If-None-Match": etag });
    expect([first.status, first.headers.get("x-render-cache")]).toEqual([304, "miss"]);
    const again = await get(page, undefined, { "If-None-Match": etag });
    expect([again.status, again.headers.get("x-render-cache")]).toEqual([304, "hit"]);
    for (const header of ["etag", "cache-control", "vary", "last-modified"]) expect(again.headers.get(header)).toBe(first.headers.get(header));
    // Without the ETag the page is rendered (a 304 kept no page), then stored.
    expect((await view()).cache).toBe("miss");
    expect((await view()).cache).toBe("hit");
    bumpVersion();
    const moved = await view({ "If-None-Match": etag });
    expect([moved.response.status, moved.cache]).toEqual([200, "miss"]);
  });

  it("keeps readers apart: another language is its own page, and a signed-in view is never stored", async () => {
    await view();
    const english = await view({ "Accept-Language": "en" });
    expect(english.cache).toBe("miss");
    expect(english.body).toMatch(/<html lang="en"/);
    expect((await view({ "Accept-Language": "en" })).cache).toBe("hit");
    const { cookie } = await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password);
    const signedIn = await get(page, cookie);
    expect(signedIn.headers.get("x-render-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  });

  it("shares a page between readers whose Accept-Language picks the same language, and the cookie's language still wins", async () => {
    bumpVersion();
    const english = await view({ "Accept-Language": "en-US,en;q=0.9" });
    expect(english.cache).toBe("miss");
    expect(english.body).toMatch(/<html lang="en"/);
    const otherEnglish = await view({ "Accept-Language": "en-GB,en;q=0.8,id;q=0.5" });
    expect(otherEnglish.cache).toBe("hit");
    expect(otherEnglish.body).toBe(english.body);

    const indonesian = await view({ "Accept-Language": "id-ID,id;q=0.9,en-US;q=0.8" });
    expect(indonesian.cache).toBe("miss");
    expect(indonesian.body).toMatch(/<html lang="id"/);
    expect((await view({ "Accept-Language": "id" })).cache).toBe("hit");

    // The language cookie (React Router's encoding of "en") wins over an Indonesian header.
    const chosen = await view({ "Accept-Language": "id", Cookie: `lng=${Buffer.from(JSON.stringify("en")).toString("base64")}` });
    expect(chosen.body).toMatch(/<html lang="en"/);
  });

  it("serves the stored page to an address with parameters the page does not read, and renders once per parameter it reads", async () => {
    bumpVersion();
    const plain = await view();
    expect(plain.cache).toBe("miss");
    for (const junk of ["?x=1", "?fbclid=IwAR0abc&utm_source=whatsapp", "?transparent=1"]) {
      const answer = await get(`${page}${junk}`);
      expect([junk, answer.headers.get("x-render-cache")]).toEqual([junk, "hit"]);
      expect(await answer.text()).toBe(plain.body);
    }

    // The category the page reads is a page of its own, whatever else the address holds and in whichever order.
    const categoryId = demoEvent((db, slug) =>
      db.prepare("select c.id from event_categories c join events e on e.id = c.event_id where e.slug = ? order by c.sort_order, c.id limit 1").pluck().get(slug),
    );
    const category = await get(`${page}?category=${categoryId}&x=1`);
    expect(category.headers.get("x-render-cache")).toBe("miss");
    const categoryBody = await category.text();
    expect(categoryBody).not.toContain("x=1");
    const again = await get(`${page}?y=2&category=${categoryId}`);
    expect(again.headers.get("x-render-cache")).toBe("hit");
    expect(await again.text()).toBe(categoryBody);
  });
});

describe("the event's JSON (GET /api/event/:slug)", () => {
  const api = "/api/event/martabaks-vol-2";

  it("revalidates by the event's version: 304 while it stands, the new JSON once it moved", async () => {
    bumpVersion();
    const first = await get(api);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-render-cache")).toBe("miss");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"e\d+v\d+d\d{4}-\d{2}-\d{2}(?:t\d+)?(?:w\d+)?-/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    const body = await first.text();

    const stored = await get(api);
    expect(stored.headers.get("x-render-cache")).toBe("hit");
    expect(stored.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await stored.text()).toBe(body);

    const current = await get(api, undefined, { "If-None-Match": etag });
    expect(current.status).toBe(304);
    expect(await current.text()).toBe("");

    bumpVersion();
    const moved = await get(api, undefined, { "If-None-Match": etag });
    expect(moved.status).toBe(200);
    expect(moved.headers.get("etag")).not.toBe(etag);
    expect(JSON.parse(await moved.text())).toMatchObject({ success: true, data: { slug: "martabaks-vol-2" } });
  });

  it("keeps a signed-in caller's answer private, and an unknown event's 404 JSON", async () => {
    const { cookie } = await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password);
    const signedIn = await get(api, cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("etag")).toBeNull();
    const missing = await get("/api/event/no-such-event");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });
});
