import Database from "better-sqlite3";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { get, url } from "../support/http";

/** The share action and the link-preview images of the public pages (docs/design.md §7.8). */

const slug = "martabaks-vol-2";

function decoded(html: string, property: string) {
  const found = new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1];
  return found?.replace(/&amp;/g, "&");
}

/** The live match's running set gets one more home game (or one fewer), written as another process would: the event's version moves with it. */
function scoreOnLiveMatch() {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  const live = db
    .prepare(
      "select m.id, s.set_no as setNo, s.home from matches m join match_sets s on s.match_id = m.id join events e on e.id = m.event_id where e.slug = ? and m.status = 'live' order by s.set_no desc limit 1",
    )
    .get(slug) as { id: number; setNo: number; home: number };
  db.prepare("update match_sets set home = ? where match_id = ? and set_no = ?").run(live.home >= 4 ? live.home - 1 : live.home + 1, live.id, live.setNo);
  db.close();
  return live.id;
}

function liveMatchId() {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  const { id } = db.prepare("select m.id from matches m join events e on e.id = m.event_id where e.slug = ? and m.status = 'live' limit 1").get(slug) as { id: number };
  db.close();
  return id;
}

function finishedMatchId() {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  const { id } = db.prepare("select m.id from matches m join events e on e.id = m.event_id where e.slug = ? and m.status = 'finished' order by m.id limit 1").get(slug) as { id: number };
  db.close();
  return id;
}

/** The demo event's matches, in the order of their ids. */
function matchIds() {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  const ids = db.prepare("select m.id from matches m join events e on e.id = m.event_id where e.slug = ? order by m.id").pluck().all(slug) as number[];
  db.close();
  return ids;
}

async function png(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(address, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

describe("share action", () => {
  it("offers every event page's address on WhatsApp and as a plain link, with the Web Share button for the script to show", async () => {
    for (const page of [
      `/live-event/${slug}`,
      `/live-event/overview/${slug}`,
      `/live-event/groups/${slug}`,
      `/live-event/schedule/${slug}`,
      `/live-event/results/${slug}`,
      `/live-event/match-detail/${slug}/1`,
      `/live-event/teams-detail/${slug}/1`,
    ]) {
      const html = await (await get(page)).text();
      const url = decoded(html, "og:url")!;
      const title = /<meta property="og:title" content="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&");
      const group = /<div role="group" aria-label="Bagikan halaman ini"[^>]*data-share-url="([^"]+)"[\s\S]*?<\/div>/.exec(html);
      expect(group, page).not.toBeNull();
      expect(group![1], page).toBe(url);
      const whatsapp = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(group![0])![1]!;
      expect(new URL(whatsapp.replace(/&amp;/g, "&")).searchParams.get("text"), page).toBe(`${title} ${url}`);
      expect(group![0], page).toContain(`data-share-copy="true" href="${url}"`);
      expect(group![0], page).toMatch(/<button type="button" class="live-share-button" data-share-native="true" hidden="">Bagikan<\/button>/);
    }
  });

  it("is not on an embed", async () => {
    expect(await (await get(`/embed/${slug}/groups`)).text()).not.toContain('aria-label="Bagikan halaman ini"');
  });
});

describe("link-preview images", () => {
  it("are named by each page at the public origin, with their size and a description in the page's language", async () => {
    const overview = await (await get(`/live-event/overview/${slug}`)).text();
    expect(decoded(overview, "og:image")).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/share-image/${slug}/event\\?v=\\d+&lng=id$`));
    expect(overview).toContain('<meta property="og:image:height" content="630"/>');
    expect(decoded(overview, "og:image:alt")).toMatch(/^Martabaks Vol\. 2: \d+–\d+ .+, .+/);
    const groups = await (await get(`/live-event/groups/${slug}`, undefined, { "Accept-Language": "en" })).text();
    expect(decoded(groups, "og:image")).toMatch(new RegExp(`/share-image/${slug}/groups\\?v=\\d+&lng=en&category=\\d+$`));
    expect(decoded(groups, "og:image:alt")).toMatch(/^Group standings of .+, Martabaks Vol\. 2$/);
    const match = await (await get(`/live-event/match-detail/${slug}/1`)).text();
    expect(decoded(match, "og:image")).toMatch(new RegExp(`/share-image/${slug}/match/1\\?v=\\d+&lng=id$`));
  });

  it("are PNGs of 1200 × 630 for the event, the groups and a match, in every direction of writing, revalidated by their version", async () => {
    for (const page of [`/live-event/overview/${slug}`, `/live-event/groups/${slug}`, `/live-event/match-detail/${slug}/1`, `/live-event/groups/${slug}?lng=ar`]) {
      const image = decoded(await (await get(page)).text(), "og:image")!;
      const { response, body } = await png(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get("content-type"), image).toBe("image/png");
      expect(await sharp(body).metadata(), image).toMatchObject({ format: "png", width: 1200, height: 630 });
      const again = await fetch(image, { headers: { "If-None-Match": response.headers.get("etag")! } });
      expect(again.status, image).toBe(304);
    }
  });

  it("show a match's live state: a point scored makes the next image another one", async () => {
    const id = liveMatchId();
    const page = `/live-event/match-detail/${slug}/${id}`;
    const before = decoded(await (await get(page)).text(), "og:image")!;
    const first = await png(before);
    expect((await png(before)).body.equals(first.body)).toBe(true);
    scoreOnLiveMatch();
    const after = decoded(await (await get(page)).text(), "og:image")!;
    expect(after).not.toBe(before);
    const second = await png(after);
    expect(second.response.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(false);
    expect(second.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
  });

  it("are kept on disk by what they show: a second reader, and the next versions of the event that leave the card as it was, are served the file", async () => {
    const id = finishedMatchId();
    const image = url(`/share-image/${slug}/match/${id}?lng=hu`);
    const first = await png(image);
    expect([first.response.status, first.response.headers.get("x-render-cache")]).toEqual([200, "miss"]);
    const second = await png(image);
    expect(second.response.headers.get("x-render-cache")).toBe("hit");
    expect(second.body.equals(first.body)).toBe(true);
    const kept = readdirSync(path.join(inject("apiDataDir"), "share-images")).map((name) => readFileSync(path.join(inject("apiDataDir"), "share-images", name)));
    expect(kept.some((file) => file.equals(first.body))).toBe(true);

    // A point in another match moves the event's version, not what this card shows.
    scoreOnLiveMatch();
    const later = await png(image);
    expect(later.response.headers.get("etag")).not.toBe(first.response.headers.get("etag"));
    expect(later.response.headers.get("x-render-cache")).toBe("hit");
    expect(later.body.equals(first.body)).toBe(true);
  });

  it("are drawn at most 20 a minute for one address, which is then told in its language how long to wait and still served the images already drawn", async () => {
    const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const from = (target: string, headers: Record<string, string> = {}) => png(url(target), { "X-Forwarded-For": address, ...headers });
    const languages = ["en", "de", "fr", "es", "it", "pt", "pl", "sv", "da", "tr"];
    let drawn = 0;
    let refused: Awaited<ReturnType<typeof png>> | null = null;
    for (const matchId of matchIds()) {
      for (const language of languages) {
        const answer = await from(`/share-image/${slug}/match/${matchId}?lng=${language}`);
        if (answer.response.status === 429) {
          refused = answer;
          break;
        }
        expect(answer.response.status).toBe(200);
        if (answer.response.headers.get("x-render-cache") === "miss") drawn += 1;
      }
      if (refused) break;
    }
    expect(drawn).toBe(20);
    expect(refused).not.toBeNull();
    const wait = Number(refused!.response.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused!.response.headers.get("cache-control")).toBe("no-store");
    const english = await from(`/share-image/${slug}/match/${matchIds().at(-1)}?lng=en`);
    expect([english.response.status, english.body.toString()]).toEqual([429, `Too many new preview images from your address. Try again in ${english.response.headers.get("retry-after")} s.`]);

    // What is drawn already is served to it, and another address still has its own renders.
    const keptImage = await from(`/share-image/${slug}/match/${finishedMatchId()}?lng=hu`);
    expect([keptImage.response.status, keptImage.response.headers.get("x-render-cache")]).toEqual([200, "hit"]);
    const elsewhere = await png(url(`/share-image/${slug}/match/${matchIds().at(-1)}?lng=en`), { "X-Forwarded-For": "198.19.0.1" });
    expect(elsewhere.response.status).toBe(200);
  });

  it("answer 404 for an unknown event, card or match, never a 500", async () => {
    for (const address of ["/share-image/no-such-event/event", `/share-image/${slug}/nothing`, `/share-image/${slug}/match/999999`, `/share-image/${slug}/match/abc`]) {
      expect((await get(address)).status, address).toBe(404);
    }
  });
});
