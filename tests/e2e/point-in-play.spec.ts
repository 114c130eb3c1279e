import type { Locator, Page } from "@playwright/test";
import { expect, serverNow, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/**
 * What a spectator reads first during a game: the point in play ("40", "15"), not the sets
 * won, on every surface that shows a live match — the Now strip, a match card, the match
 * page's headline, the followed team's bar and the venue's TV board. And the followed team's
 * bar stays a thin strip on a phone. The match is the test's own, on an event running today,
 * written as the scorer's phone leaves it: live, a set and a half played, 40-15 in the game.
 */

const tag = Math.random().toString(36).slice(2, 7);
let events = 0;

function liveGameToday() {
  return withDatabase((db) => {
    const now = serverNow();
    const slug = `poin-${tag}-${++events}`;
    const eventId = Number(
      db
        .prepare("insert into events (slug, name, starts_at, ends_at, timezone, status) values (?, ?, ?, ?, 'Asia/Jakarta', 'published')")
        .run(slug, `Poin ${tag}`, now - 60 * 60_000, now + 24 * 60 * 60_000).lastInsertRowid,
    );
    const gameCategory = db
      .prepare(
        `select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id join skill_levels sl on sl.id = gc.skill_level_id
         where gt.name = 'Padel' and sl.name = 'Beginner' and gc.gender = 'men'`,
      )
      .get() as { id: number };
    const categoryId = Number(db.prepare("insert into event_categories (event_id, game_category_id) values (?, ?)").run(eventId, gameCategory.id).lastInsertRowid);
    const team = (name: string) => Number(db.prepare("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')").run(eventId, categoryId, name).lastInsertRowid);
    const [home, away, third] = [team(`Elang ${tag}`), team(`Rajawali ${tag}`), team(`Garuda ${tag}`)];
    const match = (code: string, homeId: number, awayId: number, status: string, at: number, scores: [number, number] | null, liveGame: string | null) =>
      Number(
        db
          .prepare(
            "insert into matches (event_id, event_category_id, code, home_team_id, away_team_id, court, scheduled_at, status, home_score, away_score, live_game) values (?, ?, ?, ?, ?, 'Court 1', ?, ?, ?, ?, ?)",
          )
          .run(eventId, categoryId, code, homeId, awayId, at, status, scores?.[0] ?? null, scores?.[1] ?? null, liveGame).lastInsertRowid,
      );
    const live = match("A1", home, away, "live", now - 30 * 60_000, [1, 0], JSON.stringify({ game: { home: 3, away: 1 }, tieBreak: null, server: "home" }));
    db.prepare("insert into match_sets (match_id, set_no, home, away) values (?, 1, 6, 4), (?, 2, 2, 1)").run(live, live);
    match("A2", third, away, "scheduled", now + 2 * 60 * 60_000, null, null);
    return { slug, live, home, third };
  });
}

/** The rendered size of the point in play and of the sets won in one place, each side's. */
async function figures(scope: Locator, matchId: number) {
  const size = (field: string) =>
    scope
      .locator(`[data-score="${matchId}:${field}"]`)
      .first()
      .evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
  return { point: Math.min(await size("home-point"), await size("away-point")), score: Math.max(await size("home-score"), await size("away-score")) };
}

async function follow(page: Page, slug: string, teamId: number) {
  await page.goto(`/live-event/teams-detail/${slug}/${teamId}`);
  await page.locator(`[data-follow="${teamId}"]`).click();
  await expect(page.locator(`[data-follow="${teamId}"]`)).toHaveAttribute("aria-pressed", "true");
}

test("during a game the point in play is the big figure, the sets won beside it small, wherever a live match is shown", async ({ page }) => {
  test.setTimeout(90_000);
  const { slug, live, home } = liveGameToday();
  await page.setViewportSize({ width: 360, height: 740 });
  await follow(page, slug, home);

  const surfaces: [string, string, string][] = [
    ["the Now strip", `/live-event/overview/${slug}`, ".now-strip"],
    ["a match card", `/live-event/results/${slug}`, "#content .match-card"],
    ["the match page's headline", `/live-event/match-detail/${slug}/${live}`, "#content section[aria-labelledby=score-heading]"],
    ["the followed team's bar", `/live-event/schedule/${slug}`, "#followed-team"],
  ];
  for (const [name, path, scope] of surfaces) {
    await page.goto(path);
    const where = page.locator(scope).first();
    await expect(where.locator(`[data-score="${live}:home-point"]`).first(), name).toHaveText("40");
    await expect(where.locator(`[data-score="${live}:away-point"]`).first(), name).toHaveText("15");
    const { point, score } = await figures(where, live);
    expect(point, `${name}: the point in play (${point} px) is larger than the sets won (${score} px)`).toBeGreaterThan(score);
  }

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/live-event/tv/${slug}`);
  const board = await figures(page.locator(".tv-court-live"), live);
  expect(board.point, `the TV board: the point in play (${board.point} px) is larger than the sets won (${board.score} px)`).toBeGreaterThan(board.score);
});

test("the followed team's bar is two thin lines on a phone, whether its match is being played or still to come", async ({ page }) => {
  const { slug, live, home, third } = liveGameToday();
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [team, status] of [
    [home, "live"],
    [third, "scheduled"],
  ] as const) {
    await follow(page, slug, team);
    await page.goto(`/live-event/overview/${slug}`);
    const bar = page.locator("#followed-team");
    await expect(bar.locator('a[href*="/match-detail/"]')).toBeVisible();
    if (status === "live") await expect(bar.locator(`[data-score="${live}:home-point"]`)).toHaveText("40");
    const box = (await bar.boundingBox())!;
    // Two lines of 44 px touch targets (the name and the unfollow button, then the match), the live one a line of each side.
    expect(box.height, `the bar of a ${status} match is ${box.height} px tall`).toBeLessThanOrEqual(status === "live" ? 116 : 104);
    const unfollow = (await bar.getByRole("button", { name: "Berhenti mengikuti" }).boundingBox())!;
    expect(Math.min(unfollow.width, unfollow.height)).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
});
