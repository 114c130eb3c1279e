import { e2eAccounts, e2eBaseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/**
 * What is on the courts now: the venue's TV board on a 1920×1080 screen and
 * the "Now" strip of the overview on a 360 px phone, on the demo event's live
 * day. The board follows a score staff save in the back office, with nothing
 * pressed on it.
 */
const slug = "martabaks-vol-2";

type LiveMatch = { id: number; version: number; sets: { home: number; away: number }[] };

function liveMatch(): LiveMatch {
  return withDatabase((db) => {
    const match = db.prepare("select m.id, m.version from matches m join events e on e.id = m.event_id where m.status = 'live' and e.slug = ? order by m.id limit 1").get(slug) as {
      id: number;
      version: number;
    };
    const sets = db.prepare("select home, away from match_sets where match_id = ? order by set_no").all(match.id) as { home: number; away: number }[];
    return { ...match, sets };
  });
}

const courtsOfEvent = () =>
  withDatabase((db) =>
    (db.prepare("select distinct court from matches m join events e on e.id = m.event_id where e.slug = ? and court is not null").all(slug) as { court: string }[]).map((row) => row.court),
  );

/** Nothing of the page lies past the window: it neither scrolls down nor sideways. */
async function fitsTheWindow(page: import("@playwright/test").Page) {
  const size = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
    innerHeight,
    innerWidth,
  }));
  expect(size.height).toBeLessThanOrEqual(size.innerHeight);
  expect(size.width).toBeLessThanOrEqual(size.innerWidth);
}

test("the TV board shows every court at 1920×1080 without scrolling, in Indonesian and in Arabic, and follows a score staff save without a click", async ({ page, playwright }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const match = liveMatch();
  const stream = page.waitForResponse((response) => response.url().includes(`/live-event/stream/${slug}`));
  await page.goto(`/live-event/tv/${slug}`);
  await stream;

  const courts = courtsOfEvent();
  expect(courts.length).toBeGreaterThan(1);
  for (const court of courts) {
    // A live court's heading also says it is live.
    const card = page.locator(".tv-court", { has: page.getByRole("heading", { name: new RegExp(`^${court}(?: |$)`) }) });
    await expect(card).toBeInViewport({ ratio: 1 });
  }
  await fitsTheWindow(page);
  const live = page.locator(".tv-court-live");
  await expect(live).toHaveCount(1);
  await expect(live.getByText("Langsung")).toBeVisible();
  await expect(page.getByText("Berikutnya").first()).toBeVisible();

  // Staff save the running set one game further, from a session of their own: the board is a stranger to it.
  const last = match.sets.length;
  const games = match.sets[last - 1]!.home >= 4 ? match.sets[last - 1]!.home - 1 : match.sets[last - 1]!.home + 1;
  const cell = page.locator(`[data-score="${match.id}:home-set-${last}"]`).first();
  await expect(cell).toHaveText(String(match.sets[last - 1]!.home));
  const staff = await playwright.request.newContext({ baseURL: e2eBaseURL });
  try {
    const login = await staff.post("/auth/login", { form: { ...e2eAccounts.admin, redirectTo: "" }, headers: { Origin: e2eBaseURL }, maxRedirects: 0 });
    expect(login.status()).toBe(302);
    const form: Record<string, string> = { status: "live", version: String(match.version) };
    match.sets.forEach((set, i) => {
      form[`set-${i + 1}-home`] = String(i === last - 1 ? games : set.home);
      form[`set-${i + 1}-away`] = String(set.away);
    });
    const saved = await staff.post(`/match-progress/matches/${match.id}`, { form, headers: { Origin: e2eBaseURL }, maxRedirects: 0 });
    expect(saved.status()).toBe(302);
  } finally {
    await staff.dispose();
  }
  await expect(cell).toHaveText(String(games), { timeout: 10_000 });
  await fitsTheWindow(page);

  await page.goto(`/live-event/tv/${slug}?lng=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".tv-court")).toHaveCount(courts.length);
  await fitsTheWindow(page);
  await page.goto(`/live-event/tv/${slug}?lng=id`);
});

test("a 360 px phone sees the live courts and the next matches above the fold of the overview, and the schedule's filters behind one button", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/live-event/overview/${slug}`);
  const strip = page.getByRole("region", { name: "Saat ini" });
  const live = strip.locator(".now-court-live");
  await expect(live).toHaveCount(1);
  await expect(live).toBeInViewport({ ratio: 1 });
  const next = strip.locator(".now-next");
  expect(await next.count()).toBeGreaterThan(1);
  for (const line of await next.all()) await expect(line).toBeInViewport({ ratio: 1 });
  // A relative time is written beside each planned time by the page's script, in the page's language.
  await expect(next.first().locator("[data-relative]")).not.toBeEmpty();
  // A match still to come (tomorrow's knockout at the latest) is marked late once its time passes on the open page.
  const at = (await strip.locator("[data-late-from][hidden]").last().getAttribute("data-late-from"))!;
  const waiting = strip.locator(`[data-late-from="${at}"]`).first();
  await expect(waiting).toBeHidden();
  await page.clock.fastForward(Date.parse(at) - (await page.evaluate(() => Date.now())) + 60_000);
  await expect(waiting).toBeVisible();
  await fitsTheWindowWidth(page);

  await page.goto(`/live-event/schedule/${slug}`);
  const filters = page.getByRole("form", { name: "Saring jadwal" });
  await expect(filters).toBeHidden();
  await page.getByText("Filter", { exact: true }).click();
  await expect(filters).toBeVisible();
  const days = page.getByRole("navigation", { name: "Hari pertandingan" }).getByRole("link");
  const tops = await days.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await fitsTheWindowWidth(page);
});

async function fitsTheWindowWidth(page: import("@playwright/test").Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
}
