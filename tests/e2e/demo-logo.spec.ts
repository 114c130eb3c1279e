import { expect, openContext, test } from "./fixtures";

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the landing shows the demo event's logo whole at ${viewport.width} px`, async ({ browser }) => {
    const context = await openContext(browser, { viewport, locale: "id-ID" });
    const page = await context.newPage();
    await page.goto("/");
    const logo = page.locator('img[src*="/uploads/"]').first();
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = await logo.evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      const card = image.closest("a, article, li")!.getBoundingClientRect();
      const fit = getComputedStyle(image).objectFit;
      // The picture fills its box without being cut: drawn whole ("contain"), or a box of its own shape.
      const whole = fit === "contain" || fit === "scale-down" || Math.abs(box.width / box.height - image.naturalWidth / image.naturalHeight) < 0.02;
      return { whole, inWindow: box.left >= 0 && box.right <= window.innerWidth, inCard: box.left >= card.left && box.right <= card.right };
    });
    expect(shown).toEqual({ whole: true, inWindow: true, inCard: true });
    await context.close();
  });
}
