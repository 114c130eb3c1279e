import { writeDeskDay } from "../support/desk-day";
import { expect, openPage, serverNow, signIn, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/**
 * The tournament desk on a phone: at 360 px, with nothing wider than the
 * screen, staff call a match to another court than planned with two taps, and
 * a spectator's match page, open meanwhile, says "called to Court 3" without
 * being reloaded. The day is the test's own, at the server's clock
 * (tests/support/desk-day.ts).
 */
test("a match called from the desk at 360 px shows as called on an open match page without a reload", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const day = withDatabase((db) => writeDeskDay(db, "e2e", serverNow()));
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "admin", `/desk/${day.eventId}`);
  await expect(page.getByRole("heading", { name: "Meja turnamen" })).toBeVisible();

  const spectator = await openPage(browser);
  const stream = spectator.waitForResponse((response) => response.url().includes(`/live-event/stream/${day.slug}`));
  await spectator.goto(`/live-event/match-detail/${day.slug}/${day.match["MD-7"]}`);
  await stream;
  await expect(spectator.getByText("Dipanggil ke Court 3")).toHaveCount(0);

  const card = page.locator('[data-match="MD-7"]');
  await expect(card.getByRole("button", { name: "Panggil ke Court 2" })).toBeVisible();
  await expect(page.locator('[data-match="MD-4"]')).toContainText(`Fajar e2e sedang bermain di Court 1`);
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: innerWidth }));
  expect(width.page).toBeLessThanOrEqual(width.window);

  await card.getByText("Lapangan lain").click();
  await card.getByRole("button", { name: "Panggil ke Court 3" }).click();
  const court3 = page.locator('[data-court="Court 3"]');
  await expect(court3).toContainText("MD-7");
  await expect(court3.getByText("Dipanggil", { exact: true })).toBeVisible();
  await expect(court3.getByRole("button", { name: "Batalkan panggilan" })).toBeVisible();
  await expect(page.getByText("Belum ada pertandingan yang bisa dipanggil sekarang.")).toBeVisible();

  await expect(spectator.getByText("Dipanggil ke Court 3")).toBeVisible({ timeout: 10_000 });
  await spectator.close();
});
