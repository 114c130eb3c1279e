import type { Page } from "@playwright/test";
import { buildBracket } from "../../app/domain/bracket/build";
import { defaultKnockoutSettings } from "../../app/domain/bracket/settings";
import { seededRandom } from "../../app/domain/random";
import { playOut } from "../support/play-out";
import { writeSeededKnockout } from "../support/seeded-knockout";
import { expect, serverNow, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/**
 * The knockout tree as a spectator's phone and a printer see it, and the
 * landing page's QR code. One published event, its knockout only: the seeded
 * draw of twelve teams in a bracket of sixteen (the four seeds have byes), the
 * first round's R16-1 won and R16-2 being played.
 */

const tag = Math.random().toString(36).slice(2, 7);
const slug = `bagan-${tag}`;

// The tests run fully parallel, so a worker runs this once per test it is given, with the same tag: the event is made once.
test.beforeAll(() => {
  withDatabase((db) => {
    if (db.prepare("select 1 from events where slug = ?").get(slug)) return;
    const teams = Array.from({ length: 12 }, (_, i) => `Pasangan ${i + 1} ${tag}`);
    const { matchIds } = writeSeededKnockout(db, { slug, name: `Bagan ${tag}`, start: serverNow() - 3_600_000, teams, drawNumber: 12 });
    db.prepare("update matches set status = 'finished', winner_team_id = home_team_id, home_score = 1, away_score = 0 where id = ?").run(matchIds.get("R16-1"));
    db.prepare("update matches set status = 'live', home_score = 1, away_score = 0 where id = ?").run(matchIds.get("R16-2"));
  });
});

/**
 * A second event, every match played: twelve teams in a double elimination
 * with its reset (four byes in the winners' bracket, more in the losers'),
 * and twelve in a single elimination with a plate of first-match losers,
 * each written as the draw saves it and played out as results move teams on.
 */
const doubleSlug = `ganda-${tag}`;
test.beforeAll(() => {
  withDatabase((db) => {
    if (db.prepare("select 1 from events where slug = ?").get(doubleSlug)) return;
    const start = serverNow() - 3_600_000;
    const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
    const eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, 'published', ?, ?)", doubleSlug, `Ganda ${tag}`, start, start + 86_400_000);
    const kinds = [
      { ...defaultKnockoutSettings, elimination: "double", reset: true },
      { ...defaultKnockoutSettings, plate: "firstMatch" },
    ] as const;
    kinds.forEach((settings, k) => {
      const gameCategoryId = (db.prepare("select id from game_categories order by id limit 1 offset ?").get(k) as { id: number }).id;
      const categoryId = insert("insert into event_categories (event_id, game_category_id, format) values (?, ?, 'knockout')", eventId, gameCategoryId);
      const teams = Array.from({ length: 12 }, (_, i) =>
        insert("insert into teams (event_id, event_category_id, name, seed) values (?, ?, ?, ?)", eventId, categoryId, `Ganda ${k + 1}-${i + 1} ${tag}`, i < 4 ? i + 1 : null),
      );
      const built = buildBracket({
        entrants: { kind: "teams", teams: teams.map((id, i) => ({ id, seed: i < 4 ? i + 1 : null, club: null })) },
        settings,
        thirdPlace: false,
        drawNumber: 6,
      });
      const out = playOut(built.matches, seededRandom(k + 1));
      const winnerOf = new Map(out.results.map((r) => [r.code, r.winnerId]));
      for (const match of out.matches) {
        const winner = winnerOf.get(match.code) ?? null;
        insert(
          "insert into matches (event_id, event_category_id, stage, bracket, round, code, home_team_id, away_team_id, home_source, away_source, status, winner_team_id, home_score, away_score) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
          eventId,
          categoryId,
          match.stage,
          match.bracket,
          match.round,
          match.code,
          match.homeTeamId,
          match.awayTeamId,
          match.homeSource,
          match.awaySource,
          winner !== null ? "finished" : out.notNeeded.has(match.code) ? "cancelled" : "scheduled",
          winner,
          winner === null ? null : winner === match.homeTeamId ? 2 : 0,
          winner === null ? null : winner === match.awayTeamId ? 2 : 0,
        );
      }
    });
  });
});

/** How the page lies: whether the page itself scrolls sideways, how far the bracket scrolls in its frame, and where its columns and lines are. */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>(".bracket-scroll")!;
    const line = (selector: string, pseudo: "::before" | "::after") => {
      const style = getComputedStyle(document.querySelector(selector)!, pseudo);
      return { content: style.content, width: style.inlineSize, color: style.borderInlineEndColor, top: style.borderTopColor, end: style.borderInlineEndWidth };
    };
    return {
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      frameScrolls: frame.scrollWidth > frame.clientWidth,
      columns: [...document.querySelectorAll(".bracket-round")].map((round) => Math.round(round.getBoundingClientRect().left)),
      firstRoundOut: line(".bracket-round:first-child .bracket-match:not(.bracket-advanced)", "::after"),
      winnerOut: line(".bracket-round:first-child .bracket-match.bracket-advanced", "::after"),
      intoNext: line(".bracket-round:nth-child(2) .bracket-match.bracket-fed", "::before"),
    };
  });
}

test("the bracket draws its rounds joined by lines, fits a 360 px phone by scrolling in its own frame, mirrors in Arabic and prints on one A4 landscape page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/live-event/groups/${slug}`);
  const bracket = page.getByRole("region", { name: "Babak gugur" });
  const rounds = bracket.getByRole("list").first().locator(":scope > li");
  await expect(rounds.getByRole("heading")).toHaveText(["Babak 16 Besar", "Perempat Final", "Semifinal", "Final"]);
  // Four seeds go straight to the quarter-finals, each on its own line of the first round.
  await expect(rounds.first().getByText("Lolos tanpa bertanding (bye)")).toHaveCount(4);
  await expect(bracket.locator(".match-card-live [data-score$=':home-score']")).toHaveText("1");

  const phone = await layoutOf(page);
  expect(phone).toMatchObject({ pageScrolls: false, frameScrolls: true });
  expect(phone.firstRoundOut).toMatchObject({ content: '""', end: "2px", color: "rgb(100, 116, 139)" });
  expect(phone.winnerOut).toMatchObject({ content: '""', end: "3px", color: "rgb(5, 150, 105)" });
  expect(phone.intoNext).toMatchObject({ content: '""', top: "rgb(5, 150, 105)" });
  expect(phone.columns).toEqual([...phone.columns].sort((a, b) => a - b));

  await page.goto(`/live-event/groups/${slug}?lng=ar`);
  const arabic = await layoutOf(page);
  expect(arabic).toMatchObject({ pageScrolls: false, frameScrolls: true });
  expect(arabic.columns).toEqual([...arabic.columns].sort((a, b) => b - a));

  // A4 landscape less the page's 10 mm margins, at 96 px an inch: 277 × 190 mm.
  await page.goto(`/live-event/groups/${slug}`);
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 1047, height: 718 });
  const printed = await page.evaluate(() => {
    const block = document.querySelector(".bracket-page")!;
    const frame = document.querySelector<HTMLElement>(".bracket-scroll")!;
    return {
      height: block.getBoundingClientRect().height,
      fits: frame.scrollWidth <= frame.clientWidth && frame.scrollHeight <= frame.clientHeight,
      page: getComputedStyle(block).getPropertyValue("page"),
    };
  });
  expect(printed).toMatchObject({ fits: true, page: "bracket" });
  expect(printed.height).toBeLessThanOrEqual(718);
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1280, height: 720 });
});

test("the landing page shows the event's QR code with its PNG and SVG to download", async ({ page }) => {
  await page.goto(`/live-event/${slug}`);
  const code = page.getByRole("img", { name: new RegExp(`^Kode QR menuju http://localhost:\\d+/live-event/${slug}$`) });
  await code.scrollIntoViewIfNeeded();
  await expect(code).toBeVisible();
  expect(await code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("link", { name: "Unduh PNG" })).toHaveAttribute("download", `${slug}-qr.png`);
  await expect(page.getByRole("link", { name: "Unduh SVG" })).toHaveAttribute("download", `${slug}-qr.svg`);
});

test("a double elimination of twelve and a plate, played out: the winners' bracket as a tree, the losers' bracket by rounds with its byes, and the finishing places, on a 360 px phone, in Arabic too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [language, winners, losers, places, platePlaces] of [
    ["id", "Bagan pemenang", "Bagan kalah", "Peringkat akhir", "Peringkat akhir plate"],
    ["ar", "جدول الفائزين", "جدول الخاسرين", "الترتيب النهائي", "جدول الترضية: الترتيب النهائي"],
  ] as const) {
    await page.goto(`/live-event/groups/${doubleSlug}?lng=${language}`);
    const double = page.locator("section[aria-labelledby^='category-title']").filter({ has: page.locator('[data-bracket="lower"]') });
    const plated = page.locator("section[aria-labelledby^='category-title']").filter({ has: page.locator('[data-bracket="plate"]') });
    // Twelve teams on sixteen lines: the four seeds pass the winners' first round, and the losers' bracket has byes of its own.
    await expect(double.getByRole("region", { name: winners }).locator(".bracket-bye")).toHaveCount(4);
    await expect(double.getByRole("region", { name: losers }).locator(".match-card")).toHaveCount(10);
    await expect(double.getByRole("region", { name: losers }).locator(".bracket-bye-label").first()).toBeVisible();
    // Every team placed once: 1, 2, 3, 4, then the places shared by the losers' rounds.
    const doublePlaces = double.getByRole("region", { name: places, exact: true }).getByRole("listitem");
    await expect(doublePlaces).toHaveCount(12);
    await expect(doublePlaces.first().locator("bdi").first()).toHaveText("1");
    await expect(doublePlaces.nth(2).locator("bdi").first()).toHaveText("3");
    // The plate's places are its own, under its own name, beside the main draw's twelve.
    await expect(plated.getByRole("region", { name: places, exact: true }).getByRole("listitem")).toHaveCount(12);
    await expect(plated.getByRole("region", { name: platePlaces, exact: true }).getByRole("listitem").first().locator("bdi").first()).toHaveText("1");
    const layout = await page.evaluate(() => ({
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      framesInside: [...document.querySelectorAll<HTMLElement>(".bracket-scroll, [data-places]")].every(
        (frame) => frame.getBoundingClientRect().right <= window.innerWidth + 1 && frame.getBoundingClientRect().left >= -1,
      ),
      placeRowsTall: [...document.querySelectorAll<HTMLElement>("[data-places] li")].every((row) => row.getBoundingClientRect().height >= 44),
    }));
    expect(layout).toEqual({ pageScrolls: false, framesInside: true, placeRowsTall: true });
  }
});
