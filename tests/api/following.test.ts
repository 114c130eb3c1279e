import Database from "better-sqlite3";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { get, serverNow } from "../support/http";
import { createSecondEvent, type SecondEvent } from "../support/second-event";

/** Writes to the test server's database as another process would; the triggers raise the event's version. */
function write(sql: string, ...values: unknown[]): number {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"));
  db.pragma("busy_timeout = 5000");
  try {
    return Number(db.prepare(sql).run(...values).lastInsertRowid);
  } finally {
    db.close();
  }
}

/** A game category the event does not hold yet. */
function categoryOtherThan(eventCategoryId: number): number {
  const db = new Database(path.join(inject("apiDataDir"), "laga.sqlite"), { readonly: true });
  try {
    const row = db.prepare("select id from game_categories where id <> (select game_category_id from event_categories where id = ?) order by id limit 1").get(eventCategoryId) as { id: number };
    return row.id;
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
    expect(html).toMatch(/<aside id="followed-team" data-version="\d+" data-followed="\d+"/);
    expect(html).toContain(`data-followed="${event.teamIds[0]}"`);
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
    expect(html).toMatch(/class="match-status match-status-live"><span class="live-dot" aria-hidden="true"><\/span>Langsung</);
    expect(html).toContain(`data-score="${event.matchId}:home-score"`);
  });

  it("is offered on the team's page by a toggle hidden in the HTML, beside the team's calendar file, and named by every page of the event", async () => {
    const team = await (await get(`/live-event/teams-detail/${event.slug}/${event.teamIds[0]}`)).text();
    expect(team).toMatch(new RegExp(`<button type="button" class="live-hero-button" data-follow="${event.teamIds[0]}" aria-pressed="false" hidden="">`));
    expect(team).toContain(`href="/live-event/schedule/${event.slug}/calendar.ics?team=${event.teamIds[0]}"`);
    for (const page of [`/live-event/schedule/${event.slug}`, `/live-event/${event.slug}`]) {
      const html = await (await get(page)).text();
      expect(html, page).toContain(`data-following="/live-event/following/${event.slug}"`);
      expect(html, page).not.toContain('<aside id="followed-team"');
    }
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

describe("a followed player's bar", () => {
  it("is offered beside each player on the team's page, hidden in the HTML like the team's", async () => {
    const team = await (await get(`/live-event/teams-detail/${event.slug}/${event.teamIds[0]}`)).text();
    expect(team).toMatch(new RegExp(`<button type="button" class="live-button-ghost shrink-0" data-follow="player/${event.playerId}" aria-pressed="false" hidden="">`));
    expect(team).toContain("Ikuti seorang pemain");
  });

  it("answers the match the player plays now or first, on whichever of their teams in the event, and leads to that team", async () => {
    const alone = await (await get(bar(`player/${event.playerId}`))).text();
    expect(alone).toContain(`data-followed="player/${event.playerId}"`);
    expect(alone).toContain("Pemain yang Anda ikuti");
    expect(alone).toContain("Pemain following 1");
    expect(alone).toContain(`href="/live-event/teams-detail/${event.slug}/${event.teamIds[0]}"`);
    expect(alone).toContain(`href="/live-event/match-detail/${event.slug}/${event.matchId}"`);

    // The same player also enters a second category, whose match comes first.
    const gameCategoryId = categoryOtherThan(event.categoryId);
    const secondCategory = write("insert into event_categories (event_id, game_category_id) values (?, ?)", event.eventId, gameCategoryId);
    const [pairTeam, opponent] = ["Tim following ganda", "Lawan following ganda"].map((name) =>
      write("insert into teams (event_id, event_category_id, name) values (?, ?, ?)", event.eventId, secondCategory, name),
    );
    write("insert into team_players (team_id, player_id, event_category_id) values (?, ?, ?)", pairTeam, event.playerId, secondCategory);
    const earlier = write(
      "insert into matches (event_id, event_category_id, code, home_team_id, away_team_id, court, scheduled_at, status) values (?, ?, 'B1', ?, ?, 'Court 3', ?, 'scheduled')",
      event.eventId,
      secondCategory,
      opponent,
      pairTeam,
      serverNow() - 3_600_000,
    );
    // The match the player plays now comes first; once it is over, the earlier one still to play.
    const playing = await (await get(bar(`player/${event.playerId}`))).text();
    expect(playing).toContain(`href="/live-event/match-detail/${event.slug}/${event.matchId}"`);
    expect(playing).toContain("match-status-live");
    write("update matches set status = 'finished', winner_team_id = home_team_id where id = ?", event.matchId);
    const both = await (await get(bar(`player/${event.playerId}`))).text();
    expect(both).toContain(`href="/live-event/match-detail/${event.slug}/${earlier}"`);
    expect(both).toContain(`href="/live-event/teams-detail/${event.slug}/${pairTeam}"`);
    expect(both).toContain("Court 3");
  });

  it("answers 404 for a player of no team of the event and for ids that are not ids", async () => {
    const stranger = write("insert into players (name, gender) values ('Pemain tanpa tim', 'female')");
    for (const path of [bar(`player/${stranger}`), bar("player/abc"), bar("player/0"), bar(`player/${event.playerId}`, "martabaks-vol-2")]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(`<aside id="followed-team"`);
    }
  });
});
