import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, signIn, test } from "./fixtures";
import { demoCategory, demoEvent } from "./schedule-fixtures";
import { withDatabase } from "./teams-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** Group A's six matches, written as played: Gugur 1 beats 2 beats 3 beats 1, and each of them beats Gugur 4, all 6-4 6-4. */
function playCircle(categoryId: number) {
  withDatabase((db) => {
    const group = db.prepare("select id, event_id as eventId from groups where event_category_id = ? and name = 'A'").get(categoryId) as { id: number; eventId: number };
    const team = (n: number) => (db.prepare("select id from teams where event_category_id = ? and name = ?").get(categoryId, `Gugur ${n}`) as { id: number }).id;
    const wins: [number, number][] = [
      [1, 2],
      [2, 3],
      [3, 1],
      [1, 4],
      [2, 4],
      [3, 4],
    ];
    wins.forEach(([winner, loser], i) => {
      const matchId = Number(
        db
          .prepare(
            "insert into matches (event_id, event_category_id, group_id, stage, code, home_team_id, away_team_id, court, scheduled_at, status, winner_team_id, home_score, away_score) values (?, ?, ?, 'group', ?, ?, ?, 'Lapangan Gugur', ?, 'finished', ?, 2, 0)",
          )
          .run(group.eventId, categoryId, group.id, `A-${i + 1}`, team(winner), team(loser), Date.UTC(2020, 0, 1, 2 + i), team(winner)).lastInsertRowid,
      );
      for (const setNo of [1, 2]) db.prepare("insert into match_sets (match_id, set_no, home, away) values (?, ?, 6, 4)").run(matchId, setNo);
    });
  });
}

test("an admin creates the knockout bracket after the groups, postpones a semi-final and draws lots for a tie", async ({ page }) => {
  test.setTimeout(90_000);
  const category = demoCategory({ level: "Professional", gender: "mixed", teams: 8, prefix: "Gugur", groups: [4, 4] });
  const { days } = demoEvent();
  // On a phone the page does not scroll sideways: the table of hand-typed times scrolls in its own frame.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "admin", `/list-schedule/knockout?event=${category.eventId}&category=${category.categoryId}`);
  await expect(page.getByRole("heading", { name: "Bagan Babak Gugur" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 720 });
  const codeRow = (scope: Page | Locator, code: string) => scope.getByRole("row").filter({ has: page.getByRole("cell", { name: code, exact: true }) });
  await expect(codeRow(page, "SF1")).toContainText("Juara Grup A – Runner-up Grup B");

  // Semi-finals, then the final after a slot of rest, on the last day.
  await page.getByLabel("Atur otomatis", { exact: true }).check();
  for (const day of days.slice(0, -1)) await page.locator(`input[name="days"][value="${day}"]`).uncheck();
  await page.getByLabel("Jam mulai").fill("13:00");
  await page.getByLabel("Lama satu pertandingan (menit)").fill("60");
  await page.getByLabel("Lapangan", { exact: true }).fill("Lapangan Final 1, Lapangan Final 2");
  await page.getByRole("button", { name: "Lihat pratinjau" }).click();
  await expect(page.getByRole("heading", { name: "Pratinjau bagan" })).toBeVisible();
  const preview = page.getByRole("region", { name: /\d{4}/ });
  await expect(codeRow(preview, "SF1")).toContainText("13.00");
  await expect(codeRow(preview, "F")).toContainText("15.00");
  await page.getByRole("button", { name: "Simpan bagan (3 pertandingan)" }).click();
  await expect(page.getByText(/Bagan dengan 3 pertandingan tersimpan/)).toBeVisible();

  // The bracket page of a category whose bracket is saved shows that bracket, not a refusal.
  await page.goto(`/list-schedule/knockout?event=${category.eventId}&category=${category.categoryId}`);
  await expect(page.getByRole("heading", { name: "Bagan tersimpan" })).toBeVisible();
  await expect(page.getByText("Bagan kategori ini sudah tersimpan.", { exact: false })).toBeVisible();
  await expect(page.getByText("Kategori ini sudah punya bagan babak gugur.", { exact: false })).toHaveCount(0);
  const saved = page.getByRole("region", { name: /\d{4}/ });
  await expect(codeRow(saved, "SF1")).toContainText("13.00");
  await expect(codeRow(saved, "SF1")).toContainText("Juara Grup A");
  await expect(codeRow(saved, "F")).toContainText("15.00");

  // The schedule and the groups as spreadsheets of the list's filter.
  const schedule = await page.request.get(`/export/schedule?event=${category.eventId}&category=${category.categoryId}&format=csv`);
  const scheduleLines = (await schedule.text())
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(scheduleLines[0]).toBe("Hari,Jam,Lapangan,Kode,Kategori,Grup/Babak,Tim 1,Tim 2,Status,Skor");
  expect(scheduleLines.find((line) => line.includes(",SF1,"))).toMatch(/,13\.00,Lapangan Final \d,SF1,Padel Campuran Professional,Semifinal,Juara Grup A,Runner-up Grup B,Terjadwal,$/);
  const groupSheet = await page.request.get(`/export/group?event=${category.eventId}&category=${category.categoryId}&format=csv`);
  expect((await groupSheet.text()).trim().split("\r\n")).toHaveLength(1 + 8);

  // The bracket waits for group A's places, so group A cannot be deleted.
  await page.goto(`/list-group?event=${category.eventId}&category=${category.categoryId}`);
  await page
    .getByRole("row", { name: /Grup A/ })
    .getByRole("link", { name: "Hapus" })
    .click();
  await expect(page.getByRole("alert").filter({ hasText: "Bagan babak gugur menunggu peringkat Grup A" })).toBeVisible();
  await page.getByRole("link", { name: "Tutup" }).click();

  // Nothing played yet: the four teams of group A share first place for now, and no lots are drawn before results can no longer change that.
  await page.getByRole("link", { name: "Grup A", exact: true }).click();
  await expect(page.getByText(/^Seri sementara: pertandingan yang belum dimainkan/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Undian untuk posisi yang sama" })).toHaveCount(0);

  // Gugur 1 beats 2 beats 3 beats 1, all 6-4 6-4, and each beats Gugur 4: only lots can order the three.
  playCircle(category.categoryId);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Undian untuk posisi yang sama" })).toBeVisible();
  for (const [team, lot] of [
    ["Gugur 1", "3"],
    ["Gugur 2", "2"],
    ["Gugur 3", "1"],
  ]) {
    await page.getByLabel(`Urutan undian ${team}`).selectOption(lot!);
  }
  await page.getByRole("button", { name: "Simpan hasil undian" }).click();
  await expect(page.getByText("Hasil undian Grup A tersimpan.")).toBeVisible();
  await expect(page.getByText("Hasil undian tercatat: 1. Gugur 3, 2. Gugur 2, 3. Gugur 1.")).toBeVisible();

  // A semi-final is postponed through its own version check.
  await page.goto(`/list-schedule?event=${category.eventId}&category=${category.categoryId}`);
  await page.getByRole("link", { name: "SF1", exact: true }).click();
  await page.getByRole("button", { name: "Tunda" }).click();
  await expect(page.getByText("SF1 ditunda.")).toBeVisible();
  await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: "SF1", exact: true }) })).toContainText("Ditunda");
});
