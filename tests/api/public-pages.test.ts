import Database from "better-sqlite3";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { base, get, serverNow, url } from "../support/http";
import { createLargeField, createLongSchedule } from "../support/server-events";

/** The API test server's database (tests/support/api-server.ts), written here as another process would. */
function bumpVersion() {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  const { id } = db.prepare("select id from events where slug = 'martabaks-vol-2'").get() as { id: number };
  db.prepare("update events set version = version + 1, updated_at = ? where id = ?").run(serverNow(), id);
  const { version } = db.prepare("select version from events where id = ?").get(id) as { version: number };
  db.close();
  return version;
}

const slug = "martabaks-vol-2";
const pages = [
  `/live-event/overview/${slug}`,
  `/live-event/groups/${slug}`,
  `/live-event/schedule/${slug}`,
  `/live-event/results/${slug}`,
  `/live-event/match-detail/${slug}/1`,
  `/live-event/teams-detail/${slug}/1`,
  "/overview",
  "/groups",
  "/schedule",
  "/match-results",
  "/match-detail/1",
];

describe("public event pages", () => {
  it("answer 200 with HTML rendered from the database", async () => {
    for (const page of pages) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get("content-type"), page).toContain("text/html");
      expect(await response.text(), page).toContain("Martabaks Vol. 2");
    }
  }, 30_000);

  it("answer 404 for an unknown event, match or team, and for another event's ids", async () => {
    for (const page of [
      "/live-event/overview/no-such-event",
      `/live-event/match-detail/${slug}/999999`,
      `/live-event/match-detail/${slug}/abc`,
      `/live-event/teams-detail/${slug}/999999`,
      "/match-detail/999999",
      "/live-event/stream/no-such-event",
      "/live-event/schedule/no-such-event/calendar.ics",
    ]) {
      expect((await get(page)).status, page).toBe(404);
    }
    const missingMatch = await (await get(`/live-event/match-detail/${slug}/999999`)).text();
    expect(missingMatch).toContain(`href="/live-event/${slug}"`);
  });

  it("move an old slug permanently, keeping the page and its query", async () => {
    const response = await get("/live-event/groups/martabaks-vol-2-updated");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/live-event/groups/${slug}`);
    expect((await get("/live-event/match-detail/martabaks-vol-2-updated/3")).headers.get("location")).toBe(`/live-event/match-detail/${slug}/3`);
  });

  it("describe the event for search engines and link previews", async () => {
    const html = await (await get(`/live-event/overview/${slug}`)).text();
    expect(html).toContain("<title>Ikhtisar - Martabaks Vol. 2 | Laga</title>");
    expect(html).toMatch(/<meta name="description" content="Martabaks kembali! [^"]+"/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/share-image\/martabaks-vol-2\/event\?v=\d+&amp;lng=id"/);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/live-event\/overview\/martabaks-vol-2"/);
    const landing = await (await get(`/live-event/${slug}`)).text();
    expect(landing).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/share-image\/martabaks-vol-2\/event\?/);
    expect(landing).toMatch(/<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/live-event\/martabaks-vol-2"/);
    expect(await (await get("/schedule")).text()).toContain("<title>Jadwal - Martabaks Vol. 2 | Laga</title>");
    expect(await (await get("/schedule", undefined, { "Accept-Language": "en" })).text()).toContain("<title>Schedule - Martabaks Vol. 2 | Laga</title>");
  });

  it("offer the landing's logos as WebP variants that the server answers", async () => {
    const html = await (await get(`/live-event/${slug}`)).text();
    const sources = [...html.matchAll(/<source type="image\/webp" srcSet="([^"]+)" sizes="([^"]+)"\/>\s*<img src="(\/uploads\/[^"]+\.png)"([^>]*)>/g)];
    // The event's logo and both organisers' logos, each with its original as the fallback.
    expect(sources).toHaveLength(3);
    expect(sources[0]![4]).toContain('fetchPriority="high"');
    expect(sources[1]![4]).toContain('loading="lazy"');
    for (const [, srcSet, sizes, original] of sources) {
      expect(sizes).toBeTruthy();
      const candidates = srcSet!.split(", ").map((candidate) => candidate.split(" "));
      expect(candidates.length).toBeGreaterThanOrEqual(2);
      for (const [candidate, descriptor] of candidates) {
        expect(descriptor).toMatch(/^\d+w$/);
        expect(candidate).toBe(original!.replace(/\.png$/, `-w${parseInt(descriptor!, 10)}.webp`));
        const response = await get(candidate!);
        expect(response.status, candidate).toBe(200);
        expect(response.headers.get("content-type"), candidate).toBe("image/webp");
        expect(response.headers.get("cache-control"), candidate).toContain("immutable");
      }
    }
  });

  it("render the overview: sanitised description, categories, address and map", async () => {
    const html = await (await get(`/live-event/overview/${slug}`)).text();
    expect(html).toContain("<h3>Format</h3>");
    expect(html).toContain('<a href="https://www.instagram.com/" rel="nofollow noopener noreferrer">Instagram Martabaks</a>');
    expect(html).toContain("Jl. Pintu Satu Senayan, Gelora, Kec. Tanah Abang, Kota Administrasi Jakarta Pusat, DKI Jakarta 10270");
    expect(html).toContain("Kompleks Gelora Bung Karno");
    expect(html).toContain("https://www.openstreetmap.org/export/embed.html?bbox=106.792237%2C-6.228584%2C106.812237%2C-6.208584&amp;layer=mapnik&amp;marker=-6.218584%2C106.802237");
    expect(html).toContain("https://www.openstreetmap.org/?mlat=-6.218584&amp;mlon=106.802237#map=17/-6.218584/106.802237");
    for (const level of ["Beginner", "Intermediate", "Advanced"]) expect(html).toContain(level);
  });

  it("mark the current section in the header and link the slug-less pages among themselves", async () => {
    const html = await (await get("/groups")).text();
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/groups"|<a[^>]*href="\/groups"[^>]*aria-current="page"/);
    for (const path of ['href="/overview"', 'href="/schedule"', 'href="/match-results"', `href="/live-event/${slug}"`]) expect(html).toContain(path);
  });

  it("show a long day of the schedule in parts of whole start times, each a link away", async () => {
    // 13 start times of 10 matches: parts of 60, then 60, then 10.
    const { slug: long, day } = createLongSchedule("parts", 13, 10);
    const first = await (await get(`/live-event/schedule/${long}?day=${day}`)).text();
    expect(first).toContain("Pertandingan 1–60 dari 130");
    expect(first.match(/class="match-card[ "]/g)).toHaveLength(60);
    for (const [from, label] of [
      ["2030-05-10T08:00", "08.00–10.30 (60)"],
      ["2030-05-10T11:00", "11.00–13.30 (60)"],
      ["2030-05-10T14:00", "14.00 (10)"],
    ] as const) {
      expect(first).toContain(`href="/live-event/schedule/${long}?day=${day}&amp;from=${from.replace(":", "%3A")}"`);
      expect(first).toContain(label);
    }
    expect(first).toContain("Pertandingan berikutnya: 11.00–13.30");

    const second = await (await get(`/live-event/schedule/${long}?day=${day}&from=2030-05-10T11%3A00`)).text();
    expect(second).toContain("Pertandingan 61–120 dari 130");
    expect(second).toContain('<time dateTime="2030-05-10T04:00:00.000Z">11.00</time>');
    expect(second).not.toContain(">10.30</time>");
    // A time that is not a part's first (an old link after a change) opens the part around it.
    expect(await (await get(`/live-event/schedule/${long}?day=${day}&from=2030-05-10T12%3A15`)).text()).toContain("Pertandingan 61–120 dari 130");
    const last = await (await get(`/live-event/schedule/${long}?day=${day}&from=2030-05-10T14%3A00&lng=en`)).text();
    expect(last).toContain("Matches 121–130 of 130");
    expect(last).not.toContain("Later matches");
    // A junk part is no part: the first one.
    expect(await (await get(`/live-event/schedule/${long}?day=${day}&from=tomorrow`)).text()).toContain("Pertandingan 1–60 dari 130");
  });

  it("filter the schedule through the URL", async () => {
    const all = await (await get(`/live-event/schedule/${slug}`)).text();
    const court = await (await get(`/live-event/schedule/${slug}?court=Court+2&category=&team=`)).text();
    const count = (html: string) => (html.match(/class="match-card[ "]/g) ?? []).length;
    expect(count(court)).toBeGreaterThan(0);
    expect(count(court)).toBeLessThan(count(all));
    expect(court).not.toMatch(/<span>Court 1<\/span>/);
    expect((await get(`/live-event/schedule/${slug}?team=abc&category=-3`)).status).toBe(200);
  });
});

describe("the schedule's team filter in a large event", () => {
  const teamSelect = (html: string) => /<select name="team".*?<\/select>/s.exec(html)![0];
  const teamOptions = (html: string) => (teamSelect(html).match(/<option value="\d+"/g) ?? []).length;

  it("lists a category's teams once it is chosen, and forgets a team of another category", async () => {
    const field = createLargeField();
    const whole = await (await get(`/live-event/schedule/${field.slug}`)).text();
    expect(teamOptions(whole)).toBe(0);
    expect(whole).toContain("Pilih kategori untuk menampilkan timnya.");

    const large = await (await get(`/live-event/schedule/${field.slug}?category=${field.large}`)).text();
    expect(teamOptions(large)).toBe(129);
    expect(large).not.toContain("Pilih kategori untuk menampilkan timnya.");

    const chosen = await (await get(`/live-event/schedule/${field.slug}?category=${field.large}&team=${field.teamOfLarge}`)).text();
    expect(teamSelect(chosen)).toContain(`<option value="${field.teamOfLarge}" selected="">Besar 1</option>`);
    expect(chosen.match(/class="match-card[ "]/g)).toHaveLength(1);

    // The category changed with the team still in the address: the team no longer filters.
    const moved = await (await get(`/live-event/schedule/${field.slug}?category=${field.small}&team=${field.teamOfLarge}`)).text();
    expect(teamOptions(moved)).toBe(2);
    expect(teamSelect(moved)).toContain('<option value="" selected="">');
  });
});

describe("HTTP caching", () => {
  it("answers 304 to a matching If-None-Match without rendering, and 200 once the event changed", async () => {
    const page = `/live-event/results/${slug}`;
    const first = await get(page);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"e\d+v\d+d\d{4}-\d{2}-\d{2}(?:t\d+)?(?:w\d+)?-[\w-]+"$/);
    expect(first.headers.get("last-modified")).toBeTruthy();
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    expect(first.headers.get("vary")).toMatch(/Cookie/);
    expect(first.headers.get("vary")).toMatch(/Accept-Language/);

    const again = await get(page, undefined, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);

    const since = await get(page, undefined, { "If-Modified-Since": first.headers.get("last-modified")! });
    expect(since.status).toBe(304);

    bumpVersion();
    const changed = await get(page, undefined, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });

  it("lets the browser cache a page's data only to revalidate it, so live updates never get stale data", async () => {
    const page = `/live-event/results/${slug}.data`;
    const first = await get(page);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const etag = first.headers.get("etag")!;
    const again = await get(page, undefined, { "If-None-Match": etag, "Sec-Fetch-Dest": "empty" });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, no-cache");
  });

  it("gives each language its own ETag", async () => {
    const page = `/live-event/groups/${slug}`;
    const id = (await get(page)).headers.get("etag");
    const en = (await get(page, undefined, { "Accept-Language": "en" })).headers.get("etag");
    expect(id).toBeTruthy();
    expect(en).toBeTruthy();
    expect(en).not.toBe(id);
  });

  it("keeps personal pages private: session or toast cookie, or a language switch", async () => {
    const page = `/live-event/overview/${slug}`;
    for (const cookie of ["laga_session=abc", "__Host-laga_session=abc", "laga_toast=abc"]) {
      const response = await get(page, cookie);
      expect(response.headers.get("cache-control"), cookie).toBe("private, no-store");
      expect(response.headers.get("etag"), cookie).toBeNull();
    }
    expect((await get(`${page}?lng=en`)).headers.get("cache-control")).toBe("private, no-store");
  });

  it("caches the events list briefly for anonymous visitors", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
  });
});

describe("languages on the public pages", () => {
  const choose = (fields: Record<string, string>, origin = base()) =>
    fetch(url("/language"), { method: "POST", redirect: "manual", headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

  it("offer a language menu without JavaScript: one form posting the chosen language and the page's own address", async () => {
    const html = await (await get(`/live-event/schedule/${slug}?court=Court+2`)).text();
    expect(html).toMatch(/<form [^>]*action="\/language" method="post">/);
    expect(html).toContain(`name="back" value="/live-event/schedule/${slug}?court=Court+2"`);
    expect(html.match(/<button type="submit" value="[a-z]{2}" lang="[a-z]{2}"[^>]* name="lng">/g)).toHaveLength(17);
    for (const page of ["/", `/live-event/${slug}`]) expect(await (await get(page)).text(), page).toContain('action="/language"');
  });

  it("remember the language chosen in the cookie and go back to the same page, at its address without ?lng=, still stored per language", async () => {
    const chosen = await choose({ lng: "ar", back: `/live-event/schedule/${slug}?court=Court+2&lng=en` });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(`/live-event/schedule/${slug}?court=Court+2`);
    const cookie = chosen.headers
      .getSetCookie()
      .find((value) => value.startsWith("lng="))!
      .split(";")[0]!;
    const page = await get(chosen.headers.get("location")!, cookie);
    expect(await page.text()).toContain('<html lang="ar" dir="rtl"');
    expect(page.headers.get("cache-control")).toContain("public");
    // An address of another site, or an unknown language, goes back home or changes nothing.
    expect((await choose({ lng: "ar", back: "https://evil.example/" })).headers.get("location")).toBe("/");
    const unknown = await choose({ lng: "xx", back: "/groups" });
    expect([unknown.status, unknown.headers.get("location"), unknown.headers.getSetCookie()]).toEqual([303, "/groups", []]);
    expect((await choose({ lng: "ar", back: "/" }, "https://evil.example")).status).toBe(403);
  });

  it("speak the page's language in its buttons and badges: no English section names or LIVE badge on an Indonesian page", async () => {
    const landing = await (await get(`/live-event/${slug}`)).text();
    for (const section of ["IKHTISAR", "GRUP", "JADWAL", "HASIL PERTANDINGAN"]) expect(landing).toContain(`>${section}</a>`);
    expect(landing).not.toMatch(/>(OVERVIEW|GROUPS|SCHEDULE|MATCH RESULTS)</);
    const results = await (await get(`/live-event/results/${slug}`)).text();
    const badges = [...results.matchAll(/class="match-status match-status-live"><span class="live-dot" aria-hidden="true"><\/span>([^<]*)</g)].map((match) => match[1]);
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(["Langsung"]));
  });
});

describe("calendar files", () => {
  it("serve the event's schedule as RFC 5545 with CRLF lines", async () => {
    const response = await get(`/live-event/schedule/${slug}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${slug}.ics"`);
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toContain("\n");
    for (const line of body.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = body.replace(/\r\n /g, "");
    const uids = [...unfolded.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]);
    expect(uids.length).toBeGreaterThan(40);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids[0]).toMatch(/^match-\d+@127\.0\.0\.1$/);
    expect(unfolded).toMatch(/^DTSTART:\d{8}T\d{6}Z$/m);
    expect(unfolded).toMatch(/^LOCATION:Court \d\\, Kompleks Gelora Bung Karno$/m);
    expect(unfolded).toContain("SUMMARY:Pemenang SF1 vs Pemenang SF2");
    // Stable: the same download twice gives the same file.
    expect(await (await get(`/live-event/schedule/${slug}/calendar.ics`)).text()).toBe(body);
  }, 15_000);

  it("serve one team's matches, and 404 for a team of no event", async () => {
    const body = await (await get("/schedule/calendar.ics?team=1")).text();
    const events = body.match(/BEGIN:VEVENT/g) ?? [];
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.length).toBeLessThan(10);
    expect((await get("/schedule/calendar.ics?team=999999")).status).toBe(404);
  });
});

describe("live stream", () => {
  it("sends a retry hint and the current version, then each new version within two seconds", async () => {
    const abort = new AbortController();
    const response = await fetch(url(`/live-event/stream/${slug}`), { signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.headers.get("content-encoding")).toBeNull();
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    // One read in flight at a time: a read abandoned on timeout would swallow the next chunk.
    let pending: ReturnType<typeof reader.read> | null = null;
    const readUntil = async (pattern: RegExp, ms: number) => {
      const deadline = Date.now() + ms;
      while (!pattern.test(received)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; got ${received}`);
        pending ??= reader.read();
        const chunk = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))]);
        if (!chunk) continue;
        pending = null;
        if (!chunk.done) received += decoder.decode(chunk.value, { stream: true });
      }
    };
    await readUntil(/retry: \d+\n\nevent: version\ndata: \{"version":\d+\}\n\n/, 2000);
    const version = bumpVersion();
    const started = Date.now();
    await readUntil(new RegExp(`data: \\{"version":${version}\\}`), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    abort.abort();
  }, 10_000);
});

describe("/favicon.ico", () => {
  it("is the app's icon as an ICO of 16, 32 and 48 px images, which browsers and crawlers ask for by that name", async () => {
    const response = await get("/favicon.ico");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    const file = Buffer.from(await response.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), three images; each ICONDIRENTRY names its size and where its PNG lies.
    expect([file.readUInt16LE(0), file.readUInt16LE(2), file.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const image = file.subarray(file.readUInt32LE(entry + 12), file.readUInt32LE(entry + 12) + file.readUInt32LE(entry + 8));
      const { width, height, format } = await sharp(image).metadata();
      expect([format, width, height]).toEqual(["png", file[entry], file[entry + 1]]);
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});
