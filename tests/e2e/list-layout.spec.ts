import type { Page } from "@playwright/test";
import { expect, openContext, signIn, test } from "./fixtures";

/**
 * Where a list's table sits: whether its own frame scrolls sideways, and whether every
 * header cell and every action of the first rows lies inside that frame and the window.
 */
function tableLayout(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLTableElement>(".data-table")!;
    const frame = table.parentElement!;
    const box = frame.getBoundingClientRect();
    const inside = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5 && rect.right <= window.innerWidth;
    };
    const headers = [...table.tHead!.rows[0]!.cells];
    const actions = [...table.tBodies[0]!.rows].slice(0, 5).flatMap((row) => [...row.cells[row.cells.length - 1]!.querySelectorAll("a, button")]);
    return {
      scrolls: frame.scrollWidth > frame.clientWidth,
      lastHeader: headers[headers.length - 1]!.textContent,
      headersOutside: headers.filter((cell) => !inside(cell)).map((cell) => cell.textContent),
      actions: actions.length,
      actionsOutside: actions.filter((action) => !inside(action)).map((action) => action.textContent),
    };
  });
}

/** The window does not scroll sideways; the table's frame does, and scrolled to its end shows the actions column whole. */
function phoneLayout(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLTableElement>(".data-table")!;
    const frame = table.parentElement!;
    frame.scrollLeft = frame.scrollWidth;
    const box = frame.getBoundingClientRect();
    const headers = table.tHead!.rows[0]!.cells;
    const last = headers[headers.length - 1]!.getBoundingClientRect();
    return {
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      lastHeaderInside: last.left >= box.left - 0.5 && last.right <= box.right + 0.5,
    };
  });
}

// Each test loads four pages in two window sizes; shared CI machines can be slow.
test.describe.configure({ timeout: 120_000 });

const lists = [
  { path: "/list-player", actions: { "id-ID": "Aksi", "en-US": "Actions" } },
  { path: "/list-event", actions: { "id-ID": "Aksi", "en-US": "Actions" } },
] as const;

for (const locale of ["id-ID", "en-US"] as const) {
  test(`the players and events lists show every column beside the open sidebar at 1280 px, and a phone does not scroll sideways (${locale})`, async ({ browser }) => {
    const context = await openContext(browser, { locale, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, "admin", lists[0].path);
    for (const list of lists) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(list.path);
      await expect(page.locator(".data-table tbody tr").first()).toBeVisible();
      await expect.poll(async () => (await page.locator("#sidebar").boundingBox())?.width).toBe(260);
      const wide = await tableLayout(page);
      expect(wide.lastHeader).toBe(list.actions[locale]);
      expect(wide.actions).toBeGreaterThan(0);
      expect(wide, list.path).toMatchObject({ scrolls: false, headersOutside: [], actionsOutside: [] });

      await page.setViewportSize({ width: 360, height: 740 });
      await expect.poll(() => phoneLayout(page), list.path).toEqual({ pageOverflow: 0, lastHeaderInside: true });
    }
    await context.close();
  });
}
