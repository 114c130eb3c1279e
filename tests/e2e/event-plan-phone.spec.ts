import { createBadmintonEvent } from "../support/badminton-event";
import { measure, minTarget, phone } from "./backoffice-support";
import { expect, serverNow, signIn, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/**
 * The event plan on a phone, by taps: a badminton weekend of five categories on
 * six courts is previewed and saved from a 360 px screen, in Indonesian and in
 * Arabic (right to left). The page never scrolls sideways, before the preview
 * or with its 95 matches shown, every button, field and box is a touch
 * target of 44 px, and the save button comes before the match cards; the
 * public schedule of the saved plan fits the screen too.
 */

test.use({ hasTouch: true, viewport: phone });

const texts = {
  id: { show: "Tampilkan rencana", preview: "Pratinjau rencana", save: "Simpan rencana ini", saved: "Rencana disimpan: 95 pertandingan berubah." },
  ar: { show: "عرض الخطة", preview: "معاينة الخطة", save: "حفظ هذه الخطة", saved: "حُفظت الخطة: تغيّرت 95 مباراة." },
};

const tag = Math.random().toString(36).slice(2, 8);

for (const language of ["id", "ar"] as const) {
  test(`a plan previewed and saved by taps on a 360 px phone, nothing wider than the screen (${language})`, async ({ page }) => {
    const firstDay = new Date(serverNow() + 40 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
    const weekend = withDatabase((db) => createBadmintonEvent(db, { slug: `rencana-hp-${language}-${tag}`, firstDay }));
    const here = `/plan-event?event=${weekend.eventId}`;
    await signIn(page, "admin", `${here}&lng=${language}`);
    await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");

    const fits = async (when: string) => {
      const { width, viewport, small } = await measure(page);
      expect(width, `${when}: the page is no wider than the screen`).toBeLessThanOrEqual(viewport);
      expect(small, `${when}: touch targets under ${minTarget} × ${minTarget} px`).toEqual([]);
    };
    await fits("the plan screen");

    await page.getByRole("button", { name: texts[language].show }).tap();
    await expect(page.getByRole("heading", { name: texts[language].preview })).toBeVisible();
    await expect(page).toHaveURL(/&preview=/);
    // The page opens on the preview, below the choices a phone's whole screen shows.
    await expect(page.getByRole("heading", { name: texts[language].preview })).toBeInViewport();
    await fits("the preview");
    // Saving is before the 95 match cards, not below them all.
    const save = (await page.getByRole("button", { name: texts[language].save }).boundingBox())!;
    const firstCard = (await page.locator('[aria-labelledby="plan-preview-title"] h4').first().boundingBox())!;
    expect(save.y + save.height).toBeLessThanOrEqual(firstCard.y);

    await page.getByRole("button", { name: texts[language].save }).tap();
    await expect(page.getByText(texts[language].saved)).toBeVisible();
    await expect(page.getByRole("heading", { name: texts[language].preview })).toHaveCount(0);
    const placed = withDatabase((db) => db.prepare("select count(*) from matches where event_id = ? and court is not null and scheduled_at is not null").pluck().get(weekend.eventId));
    expect(placed).toBe(95);
    await fits("the saved plan");

    // The public schedule of the planned weekend: the Now strip's next matches, with long pair names, stay within the screen.
    await page.goto(`/live-event/schedule/${weekend.slug}?lng=${language}`);
    await expect(page.locator(".now-next-teams").first()).toBeVisible();
    const { width, viewport } = await measure(page);
    expect(width, "the public schedule is no wider than the screen").toBeLessThanOrEqual(viewport);
  });
}
