import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { e2eDatabaseFile } from "../../playwright.config";
import { expect, test } from "./fixtures";

const slug = "martabaks-vol-2";

type LiveMatch = { id: number; eventId: number; setNo: number; home: number; teamId: number; team: string };

/** The demo's live match, its running set and its home team. */
function liveMatch(): LiveMatch {
  const db = new Database(e2eDatabaseFile, { readonly: true });
  const row = db
    .prepare(
      `select m.id, m.event_id as eventId, s.set_no as setNo, s.home, t.id as teamId, t.name as team
         from matches m join match_sets s on s.match_id = m.id join teams t on t.id = m.home_team_id
         join events e on e.id = m.event_id
        where m.status = 'live' and e.slug = 'martabaks-vol-2' order by m.id, s.set_no desc limit 1`,
    )
    .get() as LiveMatch;
  db.close();
  return row;
}

/** Sets the running set's home games, as the admin CLI or another process would: the event's version moves. */
function writeHomeGames(match: LiveMatch, games: number) {
  const db = new Database(e2eDatabaseFile);
  db.pragma("busy_timeout = 5000");
  db.prepare("update match_sets set home = ? where match_id = ? and set_no = ?").run(games, match.id, match.setNo);
  db.close();
}

test("a followed team's match is pinned above the event's pages on a phone, follows the score, and goes when unfollowed", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const match = liveMatch();
  await page.goto(`/live-event/teams-detail/${slug}/${match.teamId}`);
  const toggle = page.locator(`[data-follow="${match.teamId}"]`);
  await expect(toggle).toHaveAccessibleName("Ikuti");
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: `Jadwal ${match.team} ke kalender` })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Diikuti");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  // A live update puts the page's new version in place, whose HTML has the toggle hidden: it is shown again, with its state.
  const games = match.home >= 4 ? match.home - 1 : match.home + 1;
  writeHomeGames(match, games);
  await expect(page.locator(`#content [data-score="${match.id}:home-set-${match.setNo}"]`).first()).toHaveText(String(games));
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleName("Diikuti");

  await page.goto(`/live-event/schedule/${slug}`);
  const bar = page.locator("#followed-team");
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: match.team, exact: true })).toBeVisible();
  const score = bar.locator(`[data-score="${match.id}:home-set-${match.setNo}"]`);
  await expect(score).toHaveText(String(games));
  // Above the page's content, and the page still fits the phone's width.
  expect(await bar.evaluate((element) => element.nextElementSibling?.id)).toBe("content");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const axe = await new AxeBuilder({ page }).include("#followed-team").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical").map((violation) => violation.id)).toEqual([]);

  writeHomeGames(match, match.home);
  await expect(score).toHaveText(String(match.home));

  await bar.getByRole("button", { name: "Berhenti mengikuti" }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await expect(page.locator("#content")).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test("a followed player's next match is pinned above the event's landing page and sections, and following them replaces following their team", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const match = liveMatch();
  const db = new Database(e2eDatabaseFile, { readonly: true });
  const player = db.prepare("select p.id, p.name from team_players tp join players p on p.id = tp.player_id where tp.team_id = ? order by tp.id limit 1").get(match.teamId) as {
    id: number;
    name: string;
  };
  db.close();
  await page.goto(`/live-event/teams-detail/${slug}/${match.teamId}`);
  const teamToggle = page.locator(`[data-follow="${match.teamId}"]`);
  const playerToggle = page.locator(`[data-follow="player/${player.id}"]`);
  await expect(playerToggle).toHaveAccessibleName(`Ikuti ${player.name}`);
  await teamToggle.click();
  await expect(teamToggle).toHaveAttribute("aria-pressed", "true");
  await playerToggle.click();
  await expect(playerToggle).toHaveAttribute("aria-pressed", "true");
  await expect(playerToggle).toHaveAccessibleName(`Diikuti ${player.name}`);
  await expect(teamToggle).toHaveAttribute("aria-pressed", "false");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto(`/live-event/${slug}`);
  const bar = page.locator("#followed-team");
  await expect(bar.getByText("Pemain yang Anda ikuti")).toBeVisible();
  await expect(bar.getByRole("link", { name: player.name, exact: true })).toHaveAttribute("href", `/live-event/teams-detail/${slug}/${match.teamId}`);
  await expect(bar.locator(`a[href="/live-event/match-detail/${slug}/${match.id}"]`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto(`/live-event/results/${slug}`);
  await expect(bar.getByRole("link", { name: player.name, exact: true })).toBeVisible();
  await bar.getByRole("button", { name: "Berhenti mengikuti" }).click();
  await expect(bar).toHaveCount(0);
});

test("the team page offers notices where the browser takes pushes, through a push-only worker whose scope no page is under", async ({ page, context, baseURL, consoleErrors }) => {
  const match = liveMatch();
  await context.grantPermissions(["notifications"]);
  try {
    await page.goto(`/live-event/teams-detail/${slug}/${match.teamId}`);
    const notify = page.locator(`button[data-notify="team/${match.teamId}"]`);
    await expect(notify).toBeVisible();
    await expect(notify).toHaveAccessibleName("Beri tahu saya");
    await expect(notify).toHaveAttribute("aria-pressed", "false");
    await notify.click();
    const worker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration("/push/");
        const script = (registration?.active ?? registration?.waiting ?? registration?.installing)?.scriptURL ?? null;
        return { scope: registration?.scope ?? null, script, pageControlled: navigator.serviceWorker.controller !== null };
      });
    await expect.poll(worker).toEqual({ scope: `${baseURL}/push/`, script: `${baseURL}/push-sw.js`, pageControlled: false });
    // A test's browser context is a private window, where Chromium has no push service (and says so on the console): the
    // status line says the notices could not be turned on, in the page's language; a phone's browser subscribes here.
    await expect(page.locator("#notify-status-team")).toHaveText(/Perangkat ini diberi tahu|Notifikasi tidak dapat diaktifkan/);
    const incognito = consoleErrors.findIndex((error) => error.includes("does not support the Push API in incognito mode"));
    if (incognito >= 0) consoleErrors.splice(incognito, 1);
  } finally {
    await context.clearPermissions();
  }
});
