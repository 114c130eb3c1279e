import { expect as baseExpect, serverNow, signIn, test, waitForHydration } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** A published event starting in two days (so never the one running now), with one category. */
function laterEvent() {
  return withDatabase((db) => {
    const tag = Math.random().toString(36).slice(2, 7);
    const now = serverNow();
    const day = 24 * 60 * 60_000;
    const eventId = Number(
      db
        .prepare("insert into events (slug, name, starts_at, ends_at, timezone, status) values (?, ?, ?, ?, 'Asia/Jakarta', 'published')")
        .run(`kerja-${tag}`, `Kerja ${tag}`, now + 2 * day, now + 3 * day).lastInsertRowid,
    );
    const gameCategory = db.prepare("select id from game_categories order by id limit 1").pluck().get() as number;
    db.prepare("insert into event_categories (event_id, game_category_id) values (?, ?)").run(eventId, gameCategory);
    return { eventId, name: `Kerja ${tag}` };
  });
}

test("the event chosen on Teams is the one Groups and the draw open on, after moving through the menu", async ({ page }) => {
  const later = laterEvent();
  await signIn(page, "admin", "/list-team");
  await waitForHydration(page);
  const picker = page.getByLabel("Event", { exact: true });
  await expect(picker).not.toHaveValue(String(later.eventId));
  await picker.selectOption({ label: later.name });
  await expect(page).toHaveURL(new RegExp(`/list-team\\?event=${later.eventId}$`));

  await page.getByRole("link", { name: "Grup", exact: true }).click();
  await expect(page).toHaveURL(/\/list-group$/);
  await expect(page.getByLabel("Event", { exact: true })).toHaveValue(String(later.eventId));
  await page.goto("/list-group/draw");
  await expect(page.getByLabel("Event", { exact: true })).toHaveValue(String(later.eventId));
});
