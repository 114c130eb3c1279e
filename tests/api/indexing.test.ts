import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { base, get, signInCookie } from "../support/http";

const slug = "martabaks-vol-2";
const tag = Math.random().toString(36).slice(2, 8);

/** The test server's database, read or written as another process would. */
function serverDatabase<T>(use: (db: Database.Database) => T): T {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    return use(db);
  } finally {
    db.close();
  }
}

beforeAll(() => {
  serverDatabase((db) => {
    const start = Date.UTC(2030, 6, 1, 1, 0);
    const insert = db.prepare("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, ?, ?, ?)");
    insert.run(`draf-${tag}`, `Draf ${tag}`, "draft", start, start + 86_400_000);
    insert.run(`selesai-${tag}`, `Selesai ${tag}`, "finished", start, start + 86_400_000);
  });
});

describe("robots.txt", () => {
  it("lets crawlers read the site but the API and the endless streams, and points them at the sitemap of this origin", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBeNull();
    expect(await response.text()).toBe(`User-agent: *\nDisallow: /api/\nDisallow: /live-event/stream/\n\nSitemap: ${base()}/sitemap.xml\n`);
  });
});

describe("sitemap.xml", () => {
  it("lists the landing page, the sections, the team and the match pages of every event spectators can open, each with the event's last change, and no draft", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    const entries = new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((match) => [match[1]!, match[2] ?? null]));
    const updated = serverDatabase(
      (db) =>
        db
          .prepare(
            `select slug, updated_at as at,
                    (select json_group_array(id) from teams where event_id = events.id) as teams,
                    (select json_group_array(id) from matches where event_id = events.id) as matches
               from events where status != 'draft'`,
          )
          .all() as { slug: string; at: number; teams: string; matches: string }[],
    );
    let pages = 0;
    for (const event of updated) {
      const lastmod = new Date(event.at).toISOString();
      const teamIds = JSON.parse(event.teams) as number[];
      const matchIds = JSON.parse(event.matches) as number[];
      for (const page of [
        `/live-event/${event.slug}`,
        ...["overview", "groups", "schedule", "results"].map((section) => `/live-event/${section}/${event.slug}`),
        ...teamIds.map((id) => `/live-event/teams-detail/${event.slug}/${id}`),
        ...matchIds.map((id) => `/live-event/match-detail/${event.slug}/${id}`),
      ]) {
        expect(entries.get(`${base()}${page}`), page).toBe(lastmod);
        pages += 1;
      }
    }
    const demo = updated.find((event) => event.slug === "martabaks-vol-2")!;
    expect(JSON.parse(demo.teams).length).toBeGreaterThan(10);
    expect(entries.has(`${base()}/live-event/selesai-${tag}`)).toBe(true);
    expect([...entries.keys()].filter((loc) => loc.includes(`draf-${tag}`))).toEqual([]);
    expect([...entries.keys()].filter((loc) => loc.includes(`${slug}-updated`))).toEqual([]);
    expect(entries.get(`${base()}/`)).toBe(new Date(Math.max(...updated.map((event) => event.at))).toISOString());
    expect(entries.size).toBe(pages + 1);
  });

  it("follows the event's changes: a score saved moves its lastmod", async () => {
    const lastmodOf = async () => new RegExp(`<loc>${base()}/live-event/groups/${slug}</loc><lastmod>([^<]+)<`).exec(await (await get("/sitemap.xml")).text())?.[1];
    const before = await lastmodOf();
    serverDatabase((db) => db.prepare("update matches set court = court where id = (select min(id) from matches where event_id = (select id from events where slug = ?))").run(slug));
    const after = await lastmodOf();
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
  });
});

describe("noindex", () => {
  it("is said by every page outside the public site: sign-in, the back office, a scorer link, an embed's address, the API, the 404 page", async () => {
    const admin = inject("apiAdmin");
    const { cookie } = await signInCookie(admin.email, admin.password);
    for (const [page, session] of [
      ["/auth/login", undefined],
      ["/auth/boxed-password-reset", undefined],
      ["/dashboard", undefined],
      ["/dashboard", cookie],
      ["/list-event", cookie],
      [`/score/${"x".repeat(43)}`, undefined],
      [`/embed/${slug}/groups`, undefined],
      [`/api/event/${slug}`, undefined],
      ["/no-such-page", undefined],
    ] as const) {
      const response = await get(page, session);
      expect(response.headers.get("x-robots-tag"), page).toMatch(/^noindex/);
    }
  });

  it("is never said by the public site, and a stored answer keeps what its render said", async () => {
    for (const page of ["/", `/live-event/${slug}`, `/live-event/groups/${slug}`, `/live-event/match-detail/${slug}/1`, "/schedule", `/live-event/qr/${slug}/qr.svg`, "/sitemap.xml"]) {
      for (const round of ["render", "stored"]) {
        const response = await get(page);
        expect(response.status, `${page} ${round}`).toBe(200);
        expect(response.headers.get("x-robots-tag"), `${page} ${round}`).toBeNull();
      }
    }
    const first = await get(`/api/event/${slug}`, undefined, { Accept: "application/json" });
    const again = await get(`/api/event/${slug}`, undefined, { Accept: "application/json" });
    expect([first.headers.get("x-robots-tag"), again.headers.get("x-robots-tag")]).toEqual(["noindex, nofollow", "noindex, nofollow"]);
    expect(again.headers.get("x-render-cache")).toBe("hit");
  });
});
