import { expect as baseExpect, serverNow, signIn, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** A published event of its own with an Americano of 12 players played to 24 points. */
function americanoEvent() {
  const tag = Math.random().toString(36).slice(2, 8);
  return withDatabase((db) => {
    const insert = (sql: string, ...values: unknown[]) => Number(db.prepare(sql).run(...values).lastInsertRowid);
    const slug = `americano-${tag}`;
    const eventId = insert("insert into events (slug, name, status, starts_at, ends_at) values (?, ?, 'published', ?, ?)", slug, `Americano Minggu ${tag}`, serverNow(), serverNow() + 86_400_000);
    const padel = (db.prepare("select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id where gt.name = 'Padel' order by gc.id limit 1").get() as { id: number }).id;
    const categoryId = insert("insert into event_categories (event_id, game_category_id, format, format_settings) values (?, ?, 'americano', ?)", eventId, padel, JSON.stringify({ total: 24 }));
    const players = Array.from({ length: 12 }, (_, i) => `Pemain ${String.fromCharCode(65 + i)} ${tag}`);
    for (const name of players) insert("insert into teams (event_id, event_category_id, name, status) values (?, ?, ?, 'confirmed')", eventId, categoryId, name);
    return { slug, eventId, categoryId, players };
  });
}

/** Staff type round 1's first match: 15-9 to its home pair. */
function playFirstMatch(categoryId: number) {
  withDatabase((db) => {
    const match = db.prepare("select id from matches where event_category_id = ? and code = 'R1-1'").get(categoryId) as { id: number };
    db.prepare("update matches set status = 'finished', home_score = 15, away_score = 9 where id = ?").run(match.id);
    db.prepare("insert into match_sets (match_id, set_no, home, away) values (?, 1, 15, 9)").run(match.id);
  });
}

test("staff make an Americano of 12 from its preview, and spectators read its leaderboard on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  const americano = americanoEvent();
  await signIn(page, "admin", `/list-schedule/rounds?event=${americano.eventId}&category=${americano.categoryId}`);
  await expect(page.getByRole("heading", { name: "Buat jadwal" })).toBeVisible();
  await page.getByLabel("Nomor undian").fill("2026");
  await page.getByRole("button", { name: "Pratinjau" }).click();
  const preview = page.getByRole("region", { name: /Pratinjau: belum ada yang disimpan/ });
  await expect(preview).toBeVisible();
  // 12 players on 3 courts: 11 rounds, everyone on court in each.
  await expect(preview.getByRole("article")).toHaveCount(11);
  await expect(preview.getByRole("article").first().getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Simpan babak-babak ini" }).click();
  await expect(page.getByText("Tersimpan: babak 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Babak yang sudah dibuat" })).toBeVisible();
  // Every round is made: no second schedule is offered.
  await expect(page.getByText("Semua 11 babak sudah dibuat.")).toBeVisible();

  playFirstMatch(americano.categoryId);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/live-event/groups/${americano.slug}`);
  const board = page.getByRole("region", { name: /Klasemen pemain/ });
  await expect(board.getByRole("row")).toHaveCount(13);
  // The winning pair of round 1 leads with 15 points, level with each other.
  await expect(board.getByRole("row").nth(1)).toContainText("15");
  await expect(board.getByRole("row").nth(1)).toContainText("Sama di semua aturan");
  await expect(page.getByRole("heading", { name: "Babak 11" })).toBeVisible();
  // The page fits the phone: nothing scrolls sideways.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
