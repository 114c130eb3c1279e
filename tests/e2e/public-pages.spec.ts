import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eDatabaseFile } from "../../playwright.config";
import { appRoutes } from "../support/app-routes";
import { openEntriesWithOne } from "../support/entry-window";
import { expect, openContext, serverNow, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

const slug = "martabaks-vol-2";

/** The demo's categories: three seeded, plus those other specs add to the shared test database. */
function demoCategoryCount() {
  const db = new Database(e2eDatabaseFile, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from event_categories join events on events.id = event_categories.event_id where events.slug = ?").get(slug) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The venue map is a third-party frame; tests answer it locally so they never reach the internet. */
async function stubMap(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }));
}

test.beforeEach(async ({ page }) => stubMap(page));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`public event pages (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("the overview shows the event, its categories and its venue", async ({ page }) => {
      await page.goto(`/live-event/overview/${slug}`);
      await expect(page).toHaveTitle("Ikhtisar - Martabaks Vol. 2 | Laga");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Martabaks Vol\. 2/);
      await expect(page.getByRole("heading", { name: "Format", level: 3 })).toBeVisible();
      await expect(page.getByRole("link", { name: "Instagram Martabaks" })).toHaveAttribute("rel", "nofollow noopener noreferrer");
      const categories = page.getByRole("region", { name: "Kategori Pertandingan" });
      expect(demoCategoryCount()).toBeGreaterThanOrEqual(3);
      await expect(categories.getByRole("listitem")).toHaveCount(demoCategoryCount());
      const location = page.getByRole("region", { name: "Lokasi" });
      await expect(location.getByRole("heading", { name: "Lokasi Venue" })).toBeVisible();
      await expect(location).toContainText("Gelora, Kec. Tanah Abang, Kota Administrasi Jakarta Pusat, DKI Jakarta 10270");
      await expect(location).toContainText("Berlokasi di: Kompleks Gelora Bung Karno");
      await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
      await expect(page.getByRole("link", { name: /Buka di peta/ })).toHaveAttribute("href", /mlat=-6\.218584&mlon=106\.802237/);
      await expect(page.getByRole("link", { name: "IKHTISAR", exact: true }).first()).toHaveAttribute("aria-current", "page");
    });

    test("the groups page shows standings tables and the knockout bracket", async ({ page }) => {
      await page.goto(`/live-event/groups/${slug}`);
      await expect(page).toHaveTitle("Grup & Klasemen - Martabaks Vol. 2 | Laga");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Martabaks Vol. 2");
      const table = page.getByRole("table", { name: "Klasemen Grup A, Padel Beginner · Putra" });
      await expect(table.getByRole("row")).toHaveCount(5);
      await expect(table.getByRole("columnheader", { name: "Poin" })).toBeAttached();
      await expect(page.getByRole("heading", { name: "Babak gugur" }).first()).toBeVisible();
      // The final waits for the semi-finals, played on the demo's last day, whatever the hour the demo was seeded.
      await expect(page.getByText("Pemenang SF1").first()).toBeVisible();
      await table.getByRole("rowheader").first().getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/live-event/teams-detail/${slug}/\\d+$`));
      await expect(page.getByRole("heading", { name: "Pemain" })).toBeVisible();
    });

    test("the schedule lists matches by day and time and filters them", async ({ page }) => {
      await page.goto(`/live-event/schedule/${slug}`);
      await expect(page).toHaveTitle("Jadwal - Martabaks Vol. 2 | Laga");
      // The demo's days are the day before the server's today, today and the day after: one of their months heads the first day.
      const month = (days: number) => new Intl.DateTimeFormat("id-ID", { month: "long", timeZone: "Asia/Jakarta" }).format(serverNow() + days * 86_400_000);
      await expect(page.getByRole("heading", { level: 2, name: new RegExp([-1, 0, 1].map(month).join("|")) }).first()).toBeVisible();
      const cards = page.locator(".match-card");
      const all = await cards.count();
      expect(all).toBeGreaterThan(40);
      await page.getByLabel("Lapangan").selectOption("Court 2");
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Terapkan" }).click();
      await expect(page).toHaveURL(/court=Court\+2/);
      await expect.poll(() => cards.count()).toBeLessThan(all);
      await expect(cards.getByText("Court 1", { exact: true })).toHaveCount(0);
      await expect(cards.getByText("Court 2", { exact: true }).first()).toBeVisible();
      await page.getByRole("link", { name: "Hapus filter" }).click();
      await expect.poll(() => cards.count()).toBe(all);
      await expect(page.getByRole("link", { name: "Tambah jadwal ke kalender" })).toHaveAttribute("href", `/live-event/schedule/${slug}/calendar.ics`);
    });

    test("the results list live and finished matches with set scores", async ({ page }) => {
      await page.goto(`/live-event/results/${slug}`);
      await expect(page).toHaveTitle("Hasil Pertandingan - Martabaks Vol. 2 | Laga");
      await expect(page.getByRole("heading", { name: "Sedang berlangsung" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Hasil terbaru" })).toBeVisible();
      await expect(page.getByText("(Pemenang)").first()).toBeAttached();
      await page.locator(".match-card").first().click();
      await expect(page).toHaveURL(new RegExp(`/live-event/match-detail/${slug}/\\d+$`));
      await expect(page.getByRole("table", { name: "Skor per set" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Statistik" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Head to head" })).toBeVisible();
    });

    test("the slug-less pages show the default event and link among themselves", async ({ page }) => {
      await page.goto("/schedule");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Martabaks Vol. 2");
      const nav = page.getByRole("navigation", { name: "Bagian event" }).first();
      await expect(nav.getByRole("link", { name: "GRUP", exact: true })).toHaveAttribute("href", "/groups");
      await expect(nav.getByRole("link", { name: "HASIL PERTANDINGAN", exact: true })).toHaveAttribute("href", "/match-results");
      await expect(page.getByRole("link", { name: /Martabaks Vol\. 2 — halaman utama event/ })).toHaveAttribute("href", `/live-event/${slug}`);
      await page.goto("/match-results");
      await expect(page.locator(".match-card").first()).toHaveAttribute("href", /^\/match-detail\/\d+$/);
    });

    test("the language menu shows the same page in another language, filters kept, and the choice is remembered", async ({ page }) => {
      await page.goto(`/live-event/schedule/${slug}`);
      await page.getByLabel("Lapangan").selectOption("Court 2");
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Terapkan" }).click();
      await expect(page).toHaveURL(/court=Court\+2/);
      await page.locator('header summary[aria-label="Bahasa: Bahasa Indonesia"]').click();
      await page.getByRole("button", { name: "العربية" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      // The same page at its own address: the filter kept, no `?lng=` added.
      await expect(page).toHaveURL(new RegExp(`/live-event/schedule/${slug}\\?(?:[a-z]+=&)*court=Court\\+2(?:&[a-z]+=)*$`));
      await expect(page.locator(".match-card").getByText("Court 1", { exact: true })).toHaveCount(0);
      // The cookie keeps it: the next page is Arabic too, and Indonesian is one choice away.
      await page.goto(`/live-event/groups/${slug}`);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await page.locator('header summary[aria-label="اللغة: العربية"]').click();
      await page.getByRole("button", { name: "Bahasa Indonesia" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      await expect(page).toHaveURL(`/live-event/groups/${slug}`);
    });

    test("the events list finds an event by name", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: /Sedang berlangsung/ })).toBeVisible();
      await page.getByRole("searchbox", { name: "Cari event berdasarkan nama" }).fill("martabaks");
      await page.getByRole("button", { name: "Cari" }).click();
      await expect(page).toHaveURL(/\?q=martabaks/);
      await expect(page.getByRole("link", { name: "Martabaks Vol. 2" })).toHaveAttribute("href", `/live-event/${slug}`);
      await page.getByRole("searchbox").fill("tidak ada turnamen ini");
      await page.getByRole("button", { name: "Cari" }).click();
      await expect(page.getByText("Tidak ada event yang cocok").first()).toBeVisible();
    });
  });

  test.describe(`burger menu at 360 px (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    test("opens, closes and navigates", async ({ page }) => {
      await page.goto(`/live-event/results/${slug}`);
      // The burger is a <summary>: it opens and closes natively, JavaScript or not.
      const menu = page.locator("summary", { hasText: "Menu" });
      const groups = page.getByRole("link", { name: "GRUP", exact: true });
      await expect(groups).toBeHidden();
      await menu.click();
      await expect(groups).toBeVisible();
      await expect(page.getByRole("link", { name: "HASIL PERTANDINGAN", exact: true })).toHaveAttribute("aria-current", "page");
      const box = await groups.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await menu.click();
      await expect(groups).toBeHidden();
      if (javaScriptEnabled) {
        // Escape closes the open menu and gives focus back to the burger.
        await menu.click();
        await expect(groups).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(groups).toBeHidden();
        await expect(menu).toBeFocused();
      }
      await menu.click();
      await groups.click();
      await expect(page).toHaveURL(`/live-event/groups/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Grup & Klasemen");
      await expect(page.getByRole("link", { name: "GRUP", exact: true })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}

test("an unknown match or team is a 404 in the event's look", async ({ page, consoleErrors }) => {
  const response = await page.goto(`/live-event/match-detail/${slug}/999999`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Halaman tidak ditemukan" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Kembali ke halaman event" })).toHaveAttribute("href", `/live-event/${slug}`);
  await expect(page.getByRole("navigation", { name: "Bagian event" }).first()).toBeAttached();
  expect((await page.goto(`/live-event/teams-detail/${slug}/999999`))?.status()).toBe(404);
  expect((await page.goto("/live-event/schedule/no-such-event"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Event tidak ditemukan" })).toBeVisible();
  // Chromium logs each document's own 404 status as a console error; those are expected here.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("404"), expect.stringContaining("404"), expect.stringContaining("404")]);
});

test("English readers get the pages in English", async ({ browser }) => {
  const context = await openContext(browser, { locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } });
  const page = await context.newPage();
  await stubMap(page);
  await page.goto(`/live-event/schedule/${slug}`);
  await expect(page).toHaveTitle("Schedule - Martabaks Vol. 2 | Laga");
  await expect(page.getByLabel("Court")).toBeVisible();
  await context.close();
});

/** The public site's pages, from app/routes.ts: every page a spectator or an entrant opens (a `.ts` module answers a file or a stream). */
const publicPages = appRoutes().filter((route) => /^routes\/(public|entries)\//.test(route.file) && route.file.endsWith(".tsx"));

/**
 * The rows the walk fills the pages' parameters with: the demo's live match (its score the widest a card gets), its home team and a
 * player of it; the entry pages on an event of the test's own, open for entries, so the form is there to measure.
 */
function walkParameters() {
  return withDatabase((db) => {
    const demo = (db.prepare("select id from events where slug = ?").get(slug) as { id: number }).id;
    const match = db.prepare("select id, home_team_id as teamId from matches where event_id = ? and home_team_id is not null order by status = 'live' desc, id limit 1").get(demo) as {
      id: number;
      teamId: number;
    };
    const player = (db.prepare("select player_id as id from team_players where team_id = ? order by id limit 1").get(match.teamId) as { id: number }).id;
    const tag = Math.random().toString(36).slice(2, 7);
    const now = serverNow();
    const entrySlug = `entri-lebar-${tag}`;
    const eventId = Number(
      db
        .prepare("insert into events (slug, name, starts_at, ends_at, timezone, status) values (?, ?, ?, ?, 'Asia/Jakarta', 'published')")
        .run(entrySlug, `Entri Lebar ${tag}`, now + 3_600_000, now + 2 * 86_400_000).lastInsertRowid,
    );
    const gameCategory = (db.prepare("select id from game_categories order by id limit 1").get() as { id: number }).id;
    const categoryId = Number(db.prepare("insert into event_categories (event_id, game_category_id) values (?, ?)").run(eventId, gameCategory).lastInsertRowid);
    return { demo, match: match.id, team: match.teamId, player, entrySlug, eventId, categoryId };
  });
}

test("every public page and form fits a 360 px phone, in Indonesian and in Arabic (right to left)", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const ids = walkParameters();
  const { secret } = openEntriesWithOne(e2eDatabaseFile, ids.eventId, ids.categoryId, { now: serverNow() });
  const entryPages = new Set(["routes/entries/enter.tsx", "routes/entries/status.tsx", "routes/public/entry-list.tsx"]);
  const address = (route: (typeof publicPages)[number]) =>
    route.path
      .replace(":slug?", slug)
      .replace(":slug", entryPages.has(route.file) ? ids.entrySlug : slug)
      .replace(":matchId", String(ids.match))
      .replace(":teamId", String(ids.team))
      .replace(":playerId", String(ids.player))
      .replace(":secret", secret);
  expect(publicPages.length).toBeGreaterThan(20);
  const tooWide: string[] = [];
  for (const language of ["id", "ar"] as const) {
    for (const route of publicPages) {
      const path = `${address(route)}?lng=${language}`;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      // The entry form itself is on the page, not only its heading.
      if (route.file === "routes/entries/enter.tsx") await expect(page.locator('input[name="players.0.name"]')).toBeVisible();
      const { width, viewport } = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }));
      if (width > viewport) tooWide.push(`${path}: ${width} px`);
    }
  }
  expect(tooWide, "pages wider than the 360 px window").toEqual([]);
});
