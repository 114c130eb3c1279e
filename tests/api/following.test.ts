import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { get } from "../support/http";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

/** Writes to the test server's database as another process would; the triggers raise the event's version. */
function write(sql: string, ...values: unknown[]) {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare(sql).run(...values);
  } finally {
    db.close();
  }
}

let event: SecondEvent;
const bar = (teamId: number | string, slug = event.slug) => `/live-event/following/${slug}/${teamId}`;

beforeAll(() => {
  event = createSecondEvent("following");
});

describe("a followed team's bar", () => {
  it("answers the team's next match as a match card, marked with the event's version", async () => {
    const response = await get(bar(event.teamIds[0]));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toMatch(/<aside id="followed-team" data-version="\d+" data-team="\d+"/);
    expect(html).toContain(`data-team="${event.teamIds[0]}"`);
    expect(html).toContain(`Tim following 1`);
    expect(html).toContain("Pertandingan berikutnya");
    expect(html).toContain(`href="/live-event/match-detail/${event.slug}/${event.matchId}"`);
    expect(html).toContain(`href="/live-event/teams-detail/${event.slug}/${event.teamIds[0]}"`);
    expect(html).toContain("data-unfollow");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("is cached per event version like the pages: 304 while it stands, a new answer once it moved", async () => {
    const first = await get(bar(event.teamIds[1]));
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(new RegExp(`^W/"e${event.eventId}v\\d+d[\\dt-]+-[\\w-]+"$`));
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5, stale-while-revalidate=30");
    expect(first.headers.get("vary")).toMatch(/Accept-Language/);

    const again = await get(bar(event.teamIds[1]), undefined, { "If-None-Match": etag, "Sec-Fetch-Dest": "empty" });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, no-cache");

    write("update matches set court = 'Court 2' where id = ?", event.matchId);
    const moved = await get(bar(event.teamIds[1]), undefined, { "If-None-Match": etag });
    expect(moved.status).toBe(200);
    expect(moved.headers.get("etag")).not.toBe(etag);
    expect(await moved.text()).toContain("Court 2");
  });

  it("shows a live match with the named score cells a point's texts are put in", async () => {
    write("update matches set status = 'live', home_score = 1 where id = ?", event.matchId);
    const html = await (await get(bar(event.teamIds[0]))).text();
    expect(html).toContain("Sedang bertanding");
    expect(html).toContain("match-card-live");
    expect(html).toContain(`data-score="${event.matchId}:home-score"`);
  });

  it("is offered on the team's page by a toggle hidden in the HTML, beside the team's calendar file, and named by every page of the event", async () => {
    const team = await (await get(`/live-event/teams-detail/${event.slug}/${event.teamIds[0]}`)).text();
    expect(team).toMatch(new RegExp(`<button type="button" class="live-hero-button" data-follow-team="${event.teamIds[0]}" aria-pressed="false" hidden="">`));
    expect(team).toContain(`href="/live-event/schedule/${event.slug}/calendar.ics?team=${event.teamIds[0]}"`);
    const schedule = await (await get(`/live-event/schedule/${event.slug}`)).text();
    expect(schedule).toContain(`data-following="/live-event/following/${event.slug}"`);
    expect(schedule).not.toContain('<aside id="followed-team"');
  });

  it("answers 404, without a stack trace, for another event's team, an unknown event and ids that are not ids", async () => {
    const demoTeam = await get(bar(event.teamIds[0], "martabaks-vol-2"));
    expect(demoTeam.status).toBe(404);
    for (const path of [bar(999_999_999), bar("abc"), bar("0"), bar("-1"), bar("1e3"), bar("99999999999999999999999"), bar("%00"), bar(1, "no-such-event")]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toMatch(/\bat .+:\d+:\d+\)?/);
      expect(body, path).not.toContain(`<aside id="followed-team"`);
    }
  });
});
