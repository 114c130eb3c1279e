import { describe, expect, it } from "vitest";
import { get } from "../support/http";
import { createLongSchedule } from "../support/server-events";

const slug = "martabaks-vol-2";
const page = `/live-event/tv/${slug}`;
const courtNames = (html: string) => [...html.matchAll(/<h2 class="tv-court-name"><bdi>([^<]+)<\/bdi>/g)].map((m) => m[1]);

describe("the venue's TV board", () => {
  it("shows every court with its live match and next one, the latest results and the group tables, and follows the event's stream", async () => {
    const response = await get(page);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Layar venue - Martabaks Vol. 2 | Laga</title>");
    expect(courtNames(html)).toEqual(["Court 1", "Court 2", "Court 3", "Court 4"]);
    expect(html.match(/class="tv-court tv-court-live"/g)).toHaveLength(1);
    expect(html).toMatch(/data-score="\d+:home-set-1"/);
    expect(html).toContain(`data-live-stream="/live-event/stream/${slug}"`);
    expect(html).toContain("Hasil terbaru");
    expect(html).toContain("Klasemen");
    // Planned times on the venue's clock with its zone, and their distance left for the page's script to write.
    expect(html).toMatch(/<time dateTime="[^"]+Z" dir="auto">\d{2}\.\d{2} WIB<\/time><span class="now-relative" data-relative="[^"]+Z"><\/span>/);
    // Without JavaScript, the board reloads itself.
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="30"/></noscript>');
  });

  it("is cached like the event's pages: an ETag per event version, 304 while it stands", async () => {
    const first = await get(page);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"e\d+v\d+d/);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    expect((await get(page, undefined, { "If-None-Match": etag })).status).toBe(304);
  });

  it("shows one court or one category when asked, and ignores a filter that is not one", async () => {
    expect(courtNames(await (await get(`${page}?court=Court+2`)).text())).toEqual(["Court 2"]);
    const none = await (await get(`${page}?court=Court+99`)).text();
    expect(courtNames(none)).toEqual([]);
    expect(none).toContain("Belum ada pertandingan di jadwal.");
    for (const junk of ["?category=abc", "?category=-3", "?category=999999", `?court=${"x".repeat(200)}`]) {
      const response = await get(page + junk);
      expect(response.status, junk).toBe(200);
      expect(courtNames(await response.text()), junk).toEqual(["Court 1", "Court 2", "Court 3", "Court 4"]);
    }
  });

  it("speaks the reader's language, Arabic right to left, and answers 404 for an unknown event", async () => {
    const arabic = await (await get(page, undefined, { "Accept-Language": "ar" })).text();
    expect(arabic).toContain('dir="rtl"');
    expect(arabic).toContain("أحدث النتائج");
    expect((await get("/live-event/tv/no-such-event")).status).toBe(404);
  });

  it("puts the Now strip at the top of the overview, the schedule and the results, from the same read", async () => {
    for (const path of [`/live-event/overview/${slug}`, `/live-event/schedule/${slug}`, `/live-event/results/${slug}`]) {
      const html = await (await get(path)).text();
      expect(html, path).toContain('<h2 id="now-title" class="now-title">Saat ini</h2>');
      expect(html.indexOf("now-strip"), path).toBeLessThan(html.indexOf("live-hero"));
      expect(html.match(/class="now-court now-court-live"/g), path).toHaveLength(1);
      expect(html, path).not.toContain('class="now-more"');
    }
  });

  it("shows the first day before the event, eight courts of a larger venue in the strip and every one on the board", async () => {
    // Ten courts, each with its first match of the event's first day in 2030.
    const { slug: venue } = createLongSchedule("courts", 2, 10);
    const overview = await (await get(`/live-event/overview/${venue}`)).text();
    expect(overview).toContain('<h2 id="now-title" class="now-title">Hari pertama: ');
    expect(overview.match(/class="now-court"/g)).toHaveLength(8);
    expect(overview).toContain(`<a href="/live-event/schedule/${venue}" class="now-more">Semua lapangan</a>`);
    expect(overview).not.toMatch(/data-late-from="[^"]+">/);
    expect(courtNames(await (await get(`/live-event/tv/${venue}`)).text())).toHaveLength(10);
  });
});
