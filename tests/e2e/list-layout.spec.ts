import type { Page } from "@playwright/test";
import { expect, openContext, serverNow, signIn, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/** Events of long names beside the demo's, so the events list has several rows, the names wrapping. */
function moreEvents() {
  const tag = Math.random().toString(36).slice(2, 7);
  withDatabase((db) => {
    for (const n of [1, 2]) {
      db.prepare("insert into events (slug, name, starts_at, ends_at, timezone, status) values (?, ?, ?, ?, 'Asia/Jakarta', 'draft')").run(
        `daftar-${tag}-${n}`,
        `Kejuaraan Padel Antarklub Se-Jabodetabek ${tag} ${n}`,
        serverNow() + n * 86_400_000,
        serverNow() + (n + 1) * 86_400_000,
      );
    }
  });
}

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

/**
 * A list on a phone: the window does not scroll sideways, nor does the table's frame; each row is a card whose
 * cells all lie inside the window, each but the actions labelled with its column's header; the actions' touch
 * targets and the cards overlap nothing.
 */
function phoneLayout(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLTableElement>(".data-table")!;
    const frame = table.parentElement!;
    const headers = [...table.tHead!.rows[0]!.cells].map((cell) => cell.textContent!.replace(/[▲▼↕]/g, "").trim());
    const rows = [...table.tBodies[0]!.rows].slice(0, 5);
    const boxes = (elements: Element[]) => elements.map((element) => element.getBoundingClientRect());
    const overlaps = (rects: DOMRect[]) =>
      rects.some((a, i) => rects.slice(i + 1).some((b) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5 && Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5));
    const cells = rows.flatMap((row) => [...row.cells]);
    const actions = rows.map((row) => [...row.querySelectorAll("td[data-card=actions] :is(a[href], button)")]);
    return {
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      frameScrolls: frame.scrollWidth > frame.clientWidth,
      cellsOutside: cells.filter((cell) => cell.getBoundingClientRect().right > window.innerWidth + 0.5 || cell.getBoundingClientRect().left < -0.5).length,
      unlabelled: rows.flatMap((row) =>
        [...row.cells].flatMap((cell, i) =>
          !cell.matches("[data-card=actions]") && getComputedStyle(cell, "::before").content.replace(/\u200b/g, "") !== JSON.stringify(headers[i]) ? [headers[i]] : [],
        ),
      ),
      actionsOverlap: actions.some((list) => overlaps(boxes(list))),
      smallActions: actions.flat().filter((action) => action.getBoundingClientRect().height < 44).length,
      cardsOverlap: overlaps(boxes(rows)),
      cards: rows.length,
    };
  });
}

// Each test loads four pages in two window sizes; shared CI machines can be slow.
test.describe.configure({ timeout: 120_000 });

const lists = [
  { path: "/list-player", actions: { "id-ID": "Aksi", "en-US": "Actions" } },
  { path: "/list-event", actions: { "id-ID": "Aksi", "en-US": "Actions" } },
  { path: "/list-schedule", actions: { "id-ID": "Aksi", "en-US": "Actions" } },
] as const;

for (const locale of ["id-ID", "en-US"] as const) {
  test(`the players, events and schedule lists show every column beside the open sidebar at 1280 px, and on a phone each row is a card of every column (${locale})`, async ({ browser }) => {
    moreEvents();
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
      await expect
        .poll(() => phoneLayout(page), list.path)
        .toEqual({ pageOverflow: 0, frameScrolls: false, cellsOutside: 0, unlabelled: [], actionsOverlap: false, smallActions: 0, cardsOverlap: false, cards: expect.any(Number) });
      expect((await phoneLayout(page)).cards, list.path).toBeGreaterThan(1);
    }
    await context.close();
  });
}
