import type { Page } from "@playwright/test";
import { openCustomizer, preferenceSaved } from "./backoffice-support";
import { expect as baseExpect, openContext, signIn, test } from "./fixtures";
import { demoEvent } from "./schedule-fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
// Each test opens several pages; two workers share one server.
test.describe.configure({ timeout: 120_000 });

/**
 * Texts under `selector` whose words a left-to-right reader would find out of
 * order: in a text without Arabic letters, a word drawn left of the one before it
 * on the same line, or its last character drawn left of its first.
 */
function reorderedTexts(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const found = new Set<string>();
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        if (!/[A-Za-z0-9]/.test(text) || /[\u0600-\u06FF]/.test(text) || node.parentElement?.closest(".sr-only")) continue;
        const box = (from: number, to: number) => {
          const range = document.createRange();
          range.setStart(node!, from);
          range.setEnd(node!, to);
          const rects = range.getClientRects();
          return rects.length === 1 && rects[0]!.width > 0 ? rects[0]! : null;
        };
        const words = [...text.matchAll(/\S+/g)].map((match) => box(match.index!, match.index! + match[0].length));
        const sameLine = (a: DOMRect | null, b: DOMRect | null): a is DOMRect => a !== null && b !== null && Math.round(a.top) === Math.round(b.top);
        const trimmed = text.trim();
        const first = box(text.indexOf(trimmed), text.indexOf(trimmed) + 1);
        const last = box(text.indexOf(trimmed) + trimmed.length - 1, text.indexOf(trimmed) + trimmed.length);
        const wordsOutOfOrder = words.some((word, i) => i > 0 && sameLine(words[i - 1]!, word) && word!.left < words[i - 1]!.left);
        if (wordsOutOfOrder || (trimmed.length > 1 && sameLine(first, last) && last!.left < first.left)) found.add(trimmed);
      }
    }
    return [...found];
  }, selector);
}

test("the Arabic standings keep clear of the card's edge at 360 px, and a team name longer than the screen breaks rather than push the points column out", async ({ browser }) => {
  const context = await openContext(browser, { locale: "ar", viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto("/live-event/groups/martabaks-vol-2?lng=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("table.standings").first()).toBeVisible();
  const layout = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLTableElement>("table.standings")].map((table) => {
      const frame = table.parentElement!.getBoundingClientRect();
      // Each cell's visible text, with at least 6 px between it and the frame's edges (the cells' own padding is 4 px).
      const cramped = [...table.rows].flatMap((row) =>
        [...row.cells].filter((cell) => {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            const text = range.getBoundingClientRect();
            if (text.width > 0 && (text.left < frame.left + 6 || text.right > frame.right - 6)) return true;
          }
          return false;
        }),
      );
      return { fits: table.parentElement!.scrollWidth <= table.parentElement!.clientWidth, cramped: cramped.map((cell) => cell.textContent) };
    }),
  );
  expect(layout.length).toBeGreaterThan(0);
  for (const table of layout) expect(table).toEqual({ fits: true, cramped: [] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // A team name longer than the screen breaks where it must: neither the page nor the table's frame scrolls sideways, and the points column stays in view.
  const wide = await page.evaluate(() => {
    const table = document.querySelector<HTMLTableElement>("table.standings")!;
    table.querySelector("tbody a bdi")!.textContent = "Wijayakusumaningrat/Simanjuntakpurba";
    const frame = table.parentElement!;
    const box = frame.getBoundingClientRect();
    const points = table.tHead!.rows[0]!.cells[table.tHead!.rows[0]!.cells.length - 1]!.getBoundingClientRect();
    return {
      scrolls: frame.scrollWidth > frame.clientWidth,
      // Table widths need not be whole pixels.
      pointsInside: points.left >= box.left - 1 && points.right <= box.right + 1,
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(wide).toEqual({ scrolls: false, pointsInside: true, pageOverflow: 0 });
  await context.close();
});

test("with the direction forced to right-to-left, names, codes, scores, times and counts keep their order", async ({ page }) => {
  const event = demoEvent();
  await signIn(page, "admin", `/list-schedule?event=${event.id}`);
  const panel = await openCustomizer(page);
  const saved = preferenceSaved(page, "rtl");
  await panel.getByRole("button", { name: "Kanan → Kiri" }).click();
  await saved;
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");

  // The schedule: team names isolated, scores left to right, the page count and the footer in order.
  const rows = page.locator(".data-table tbody tr");
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator("bdi")).toHaveCount(2);
  await expect(page.locator('.data-table tbody td span[dir="ltr"]').first()).toBeVisible();
  expect(await reorderedTexts(page, ".data-table tbody, .app-footer, p[aria-live]")).toEqual([]);

  // A toast's sentence keeps its full stop at its end: the customizer's form without JavaScript leaves one.
  await page.request.post("/preferences", { form: { direction: "rtl", redirectTo: "/match-progress" }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
  await page.goto("/match-progress");
  await expect(page.getByRole("status").filter({ hasText: "Pengaturan tampilan disimpan." })).toBeVisible();
  expect(await reorderedTexts(page, ".app-content, .app-footer, [role=status]")).toEqual([]);
  await page.goto(`/match-progress/events/${event.id}`);
  await expect(page.locator('a[href^="/match-progress/matches/"]').first()).toBeVisible();
  expect(await reorderedTexts(page, 'a[href^="/match-progress/matches/"]')).toEqual([]);

  // The public pages follow the preference: match cards and standings.
  await page.goto("/live-event/schedule/martabaks-vol-2");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".match-card bdi").first()).toBeVisible();
  expect(await reorderedTexts(page, ".match-card")).toEqual([]);
  await page.goto("/live-event/groups/martabaks-vol-2");
  await expect(page.locator('table.standings thead span[dir="auto"]').first()).toBeAttached();
  expect(await reorderedTexts(page, "table.standings")).toEqual([]);
});
