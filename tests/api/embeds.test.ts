import { describe, expect, inject, it } from "vitest";
import { base, get, signInCookie } from "../support/http";

/** Embeds: the public pages in a frame on another site (docs/design.md §7.8). */

const slug = "martabaks-vol-2";
const embeds = [`/embed/${slug}/groups`, `/embed/${slug}/schedule`, `/embed/${slug}/results`, `/embed/${slug}/match/1`];

const csp = (response: Response) => response.headers.get("content-security-policy") ?? "";

describe("embeds", () => {
  it("show the public page's content without the event's header, following the event's stream, and open other pages outside the frame", async () => {
    for (const page of embeds) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(html, page).toContain("Martabaks Vol. 2");
      expect(html, page).not.toContain("live-header");
      expect(html, page).toContain(`data-live-stream="/live-event/stream/${slug}"`);
      expect(html, page).toMatch(/<head>[\s\S]*<base target="_blank"\/>[\s\S]*<\/head>/);
    }
    const groups = await (await get(`/embed/${slug}/groups`)).text();
    // The same standings as the public page.
    const page = await (await get(`/live-event/groups/${slug}`)).text();
    const tables = (html: string) => html.match(/<table[\s\S]*?<\/table>/g);
    expect(tables(groups)).toEqual(tables(page));
    expect(page).not.toContain("<base");
  });

  it("may be framed by any site, while every other page refuses to be framed", async () => {
    for (const page of embeds) {
      const response = await get(page);
      expect(csp(response), page).toContain("frame-ancestors *");
      expect(csp(response), page).not.toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options"), page).toBeNull();
    }
    for (const page of [`/live-event/groups/${slug}`, `/live-event/${slug}`, "/", "/auth/login", `/api/event/${slug}`, `/live-event/match-detail/${slug}/1`]) {
      const response = await get(page);
      expect(csp(response), page).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options"), page).toBe("SAMEORIGIN");
    }
  });

  it("are stored and revalidated per event version like the public pages, their framing headers on every answer", async () => {
    const page = `/embed/${slug}/results?stored=1`;
    const first = await get(page);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"e\d+v\d+d/);
    expect(first.headers.get("cache-control")).toContain("s-maxage=5");
    await first.text();
    const stored = await get(page);
    expect(stored.headers.get("x-render-cache")).toBe("hit");
    expect(csp(stored)).toContain("frame-ancestors *");
    expect(stored.headers.get("x-frame-options")).toBeNull();
    await stored.text();
    const unchanged = await get(page, undefined, { "If-None-Match": etag! });
    expect(unchanged.status).toBe(304);
    expect(csp(unchanged)).toContain("frame-ancestors *");
  });

  it("let the host page's background through with ?transparent=1, and only then", async () => {
    expect(await (await get(`/embed/${slug}/groups?transparent=1`)).text()).toContain("live-embed-transparent");
    expect(await (await get(`/embed/${slug}/groups`)).text()).not.toContain("live-embed-transparent");
  });

  it("keep a filter, a day or a page of the embed in the frame", async () => {
    const html = await (await get(`/embed/${slug}/schedule`)).text();
    expect(html).toMatch(/<form [^>]*method="get" target="_self"/);
    const dayLink = /<a [^>]*target="_self" href="(\/embed\/[^"]+\?day=[^"]+)"/.exec(html);
    expect(dayLink?.[1]).toContain(`/embed/${slug}/schedule?`);
  });

  it("answer 404 for an unknown event or match, and move an old slug to the same embed", async () => {
    expect((await get("/embed/no-such-event/groups")).status).toBe(404);
    expect((await get(`/embed/${slug}/match/999999`)).status).toBe(404);
    const moved = await get("/embed/martabaks-vol-2-updated/schedule?transparent=1");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/embed/${slug}/schedule?transparent=1`);
  });

  it("give staff a copy-paste <iframe> per embed on the event's page, at the public origin", async () => {
    const { cookie } = await signInCookie(inject("apiAdmin").email, inject("apiAdmin").password);
    const eventId = Number(/\/match-progress\/events\/(\d+)/.exec(await (await get("/match-progress", cookie)).text())?.[1]);
    const html = await (await get(`/match-progress/events/${eventId}?embedMatch=3`, cookie)).text();
    for (const embed of ["groups", "schedule", "results", "match/3"]) {
      expect(html, embed).toContain(`&lt;iframe src=&quot;${base().replace(/\/$/, "")}/embed/${slug}/${embed}&quot;`);
    }
    expect(html.split(`&lt;script src=&quot;${base().replace(/\/$/, "")}/embed.js&quot; async&gt;&lt;/script&gt;`)).toHaveLength(5);
    expect(html).toMatch(/<details[^>]*open=""/);
  });

  it("offer the host page /embed.js, the one answer another site may load as a resource, which sizes the frames from their messages", async () => {
    const script = await get("/embed.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const source = await script.text();
    expect(source).toContain('(document.currentScript.src, "laga:embed-height")');
    expect(source).toContain("event.origin !== origin");
    for (const other of ["/favicon.svg", `/embed/${slug}/groups`, "/live-event/overview/" + slug]) expect((await get(other)).headers.get("cross-origin-resource-policy"), other).toBe("same-origin");
  });
});
