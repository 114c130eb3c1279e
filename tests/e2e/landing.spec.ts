import { expect, test } from "./fixtures";

const buttons = [
  { name: "IKHTISAR", path: "/live-event/overview/martabaks-vol-2" },
  { name: "GRUP", path: "/live-event/groups/martabaks-vol-2" },
  { name: "JADWAL", path: "/live-event/schedule/martabaks-vol-2" },
  { name: "HASIL PERTANDINGAN", path: "/live-event/results/martabaks-vol-2" },
];

for (const javaScriptEnabled of [true, false]) {
  test.describe(`landing page (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("shows the event, its organizers and the four buttons", async ({ page }) => {
      await page.goto("/live-event/martabaks-vol-2");
      await expect(page).toHaveTitle("Beranda - Martabaks Vol. 2 | Laga");
      await expect(page.getByRole("img", { name: "Logo Martabaks Vol. 2" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Bekerja sama dengan:" })).toBeVisible();
      await expect(page.getByRole("img", { name: /Logo penyelenggara/ })).toHaveCount(2);
      for (const button of buttons) await expect(page.getByRole("link", { name: button.name, exact: true })).toHaveAttribute("href", button.path);
    });

    for (const button of buttons) {
      test(`${button.name} opens ${button.path}`, async ({ page }) => {
        await page.goto("/live-event/martabaks-vol-2");
        await page.getByRole("link", { name: button.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${button.path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toContainText("Martabaks Vol. 2");
      });
    }
  });
}

test("an unknown event shows the event 404 page", async ({ page, consoleErrors }) => {
  const response = await page.goto("/live-event/no-such-event");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Event tidak ditemukan" })).toBeVisible();
  // Chromium logs the document's own 404 status as a console error; that one is expected here.
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("404")]);
});
