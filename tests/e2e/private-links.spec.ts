import type { BrowserContext, Page } from "@playwright/test";
import { e2eBaseURL, e2eDatabaseFile } from "../../playwright.config";
import { openEntriesWithOne } from "../support/entry-window";
import { expect, openContext, serverNow, signIn, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/**
 * Private links are passed on from a phone: a scorer link from the back office to the scorer,
 * an entrant's link to their partner. Each has Copy (the clipboard, saying so), the phone's
 * share sheet where there is one, and otherwise a WhatsApp link; without JavaScript the link
 * stays selectable and the WhatsApp link works.
 */

const tag = Math.random().toString(36).slice(2, 7);
const court = `Lapangan ${tag}`;
let events = 0;

/** An event running today with a match on a court of its own, and a category open for entries with one entry whose link is known. */
function eventToday() {
  const ids = withDatabase((db) => {
    const now = serverNow();
    const eventId = Number(
      db
        .prepare("insert into events (slug, name, starts_at, ends_at, timezone, status) values (?, ?, ?, ?, 'Asia/Jakarta', 'published')")
        .run(`tautan-${tag}-${++events}`, `Tautan ${tag}`, now - 60 * 60_000, now + 24 * 60 * 60_000).lastInsertRowid,
    );
    const gameCategory = (db.prepare("select id from game_categories order by id limit 1").get() as { id: number }).id;
    const categoryId = Number(db.prepare("insert into event_categories (event_id, game_category_id) values (?, ?)").run(eventId, gameCategory).lastInsertRowid);
    db.prepare("insert into matches (event_id, event_category_id, code, court, scheduled_at) values (?, ?, 'A1', ?, ?)").run(eventId, categoryId, court, now);
    return { eventId, categoryId };
  });
  return { ...ids, ...openEntriesWithOne(e2eDatabaseFile, ids.eventId, ids.categoryId, { now: serverNow() }) };
}

/** A phone's share sheet, as far as a page can tell: `navigator.share`, here noting what it was given. */
async function withShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: (data: ShareData) => ((window as unknown as { shared: ShareData }).shared = data) && Promise.resolve(), configurable: true });
  });
}

/** Today's court of the test's own event, in the form that makes a court's scorer link. */
async function chooseCourt(page: Page) {
  const select = page.getByLabel("Lapangan dan hari");
  await select.selectOption((await select.locator("option", { hasText: court }).first().getAttribute("value"))!);
}

test("a new scorer link is copied in one tap, or shared through the phone's share sheet or WhatsApp", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const { eventId } = eventToday();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2eBaseURL });
  await signIn(page, "admin", `/match-progress/events/${eventId}/scorer-links`);
  await chooseCourt(page);
  await page.getByRole("button", { name: "Buat tautan" }).click();
  const link = await page.getByLabel("Tautan", { exact: true }).inputValue();
  expect(link).toMatch(/\/score\/[A-Za-z0-9_-]{43}$/);
  await page.getByRole("button", { name: "Salin tautan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Tautan tersalin" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  // No share sheet on this browser: WhatsApp, with the link in the message.
  await expect(page.getByRole("link", { name: "Kirim lewat WhatsApp" })).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link)}$`));
  await expect(page.getByRole("button", { name: "Bagikan" })).toHaveCount(0);
  await page.context().clearPermissions();

  // A phone with a share sheet: Share opens it with the link.
  const phone = await openContext(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: "id-ID" });
  await withShareSheet(phone);
  const staff = await phone.newPage();
  await signIn(staff, "admin", `/match-progress/events/${eventId}/scorer-links`);
  await chooseCourt(staff);
  await staff.getByRole("button", { name: "Buat tautan" }).click();
  const second = await staff.getByLabel("Tautan", { exact: true }).inputValue();
  await staff.getByRole("button", { name: "Bagikan" }).click();
  expect(await staff.evaluate(() => (window as unknown as { shared: ShareData }).shared.url)).toBe(second);
  await expect(staff.getByRole("link", { name: "Kirim lewat WhatsApp" })).toHaveCount(0);
  await phone.close();
});

test("an entrant's private link is copied or shared from their page, and without JavaScript stays selectable with a WhatsApp link", async ({ browser }) => {
  const { secret } = eventToday();
  const address = `${e2eBaseURL}/entry/${secret}`;
  const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: "id-ID" };

  const withScript = await openContext(browser, phone);
  await withScript.grantPermissions(["clipboard-read", "clipboard-write"], { origin: e2eBaseURL });
  const page = await withScript.newPage();
  await page.goto(`/entry/${secret}`);
  const actions = page.getByRole("group", { name: "Bagikan halaman ini" });
  await actions.getByRole("button", { name: "Salin tautan" }).click();
  await expect(actions.getByRole("status")).toHaveText("Tautan tersalin");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(actions.getByRole("link", { name: "Kirim lewat WhatsApp" })).toHaveAttribute("href", new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(address)}$`));
  await withScript.close();

  const sharing = await openContext(browser, phone);
  await withShareSheet(sharing);
  const shared = await sharing.newPage();
  await shared.goto(`/entry/${secret}`);
  await shared.getByRole("button", { name: "Bagikan" }).click();
  expect(await shared.evaluate(() => (window as unknown as { shared: ShareData }).shared.url)).toBe(address);
  await expect(shared.getByRole("link", { name: "Kirim lewat WhatsApp" })).toBeHidden();
  await sharing.close();

  const withoutScript = await openContext(browser, { ...phone, javaScriptEnabled: false });
  const plain = await withoutScript.newPage();
  await plain.goto(`/entry/${secret}`);
  await expect(plain.getByRole("link", { name: address })).toBeVisible();
  await expect(plain.getByRole("link", { name: "Kirim lewat WhatsApp" })).toBeVisible();
  await expect(plain.getByRole("button", { name: "Salin tautan" })).toBeHidden();
  await withoutScript.close();
});
