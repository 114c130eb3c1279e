import { expect as baseExpect, signIn, test } from "./fixtures";
import { demoCategory, demoEvent } from "./schedule-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`schedule (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("the event manager draws up a group schedule, meets a clash, shifts a court and prints the day", async ({ page }) => {
      test.setTimeout(90_000);
      const name = javaScriptEnabled ? "JS" : "HTML";
      const courts = [`Lapangan ${name} 1`, `Lapangan ${name} 2`];
      const category = demoCategory({ level: javaScriptEnabled ? "Advanced" : "Professional", gender: "women", teams: 6, prefix: `Jadwal ${name}`, groups: [3, 3] });
      const { days } = demoEvent();
      const list = `/list-schedule?event=${category.eventId}&category=${category.categoryId}`;
      await signIn(page, "manager", list);
      await expect(page.getByRole("heading", { name: "Jadwal · Martabaks Vol. 2" })).toBeVisible();

      // Draw up the round robin of both groups on the first day, two courts, half-hour matches.
      await page.getByRole("link", { name: "Buat jadwal grup" }).first().click();
      await expect(page.getByRole("heading", { name: "Buat Jadwal Grup" })).toBeVisible();
      for (const day of days.slice(1)) await page.locator(`input[name="days"][value="${day}"]`).uncheck();
      await page.getByLabel("Jam mulai").fill("08:00");
      await page.getByLabel("Jam selesai").fill("18:00");
      await page.getByLabel("Lama satu pertandingan (menit)").fill("30");
      await page.getByLabel("Lapangan", { exact: true }).fill(courts.join(", "));
      await page.getByLabel("Istirahat minimal (slot)").fill("1");
      await page.getByRole("button", { name: "Lihat pratinjau" }).click();
      await expect(page.getByRole("heading", { name: "Pratinjau jadwal" })).toBeVisible();
      await expect(page.getByText("6 pertandingan.", { exact: true })).toBeVisible();
      await expect(page.getByRole("row", { name: /A-1/ })).toContainText(courts[0]!);
      await page.getByRole("button", { name: "Simpan 6 pertandingan" }).click();
      await expect(page).toHaveURL(new RegExp(`/list-schedule\\?event=${category.eventId}&category=${category.categoryId}$`));
      await expect(page.getByText("6 pertandingan grup dijadwalkan.")).toBeVisible();
      await expect(page.getByRole("row", { name: /A-1/ })).toContainText("08.00");

      // A-2 shares a team with A-1: moving it to 08.00 is refused, naming A-1, and the typed court stays.
      await page.getByRole("link", { name: "A-2", exact: true }).click();
      await expect(page.getByRole("heading", { name: "A-2", exact: true })).toBeVisible();
      await page.getByLabel("Hari").selectOption(days[0]!);
      await page.getByLabel("Jam", { exact: true }).fill("08:00");
      await page.getByLabel("Lapangan", { exact: true }).fill("Lapangan Cadangan");
      await page.getByRole("button", { name: "Simpan jadwal" }).click();
      await expect(page.getByText(new RegExp(`Tim Jadwal ${name} \\d sudah bermain pada 08\\.00 di ${courts[0]} \\(A-1\\)\\.`))).toBeVisible();
      await expect(page.getByLabel("Lapangan", { exact: true })).toHaveValue("Lapangan Cadangan");

      // Everything on the second court from 08.00 moves half an hour later.
      await page.goto(list);
      const shift = page.getByRole("region", { name: "Geser jadwal" });
      await shift.getByLabel("Hari").selectOption(days[0]!);
      await shift.getByLabel("Lapangan").selectOption(courts[1]!);
      await shift.getByLabel("Mulai jam").fill("08:00");
      await shift.getByLabel("Geser (menit)").fill("30");
      await shift.getByRole("button", { name: "Geser jadwal" }).click();
      await expect(page.getByText("3 pertandingan digeser.")).toBeVisible();
      await expect(page.getByRole("row", { name: /B-1/ })).toContainText("08.30");

      // The day in print: a page per court, nothing but the schedule on paper.
      await page.goto(`/list-schedule/print?event=${category.eventId}&day=${days[0]}`);
      await expect(page.getByRole("heading", { name: "Cetak Jadwal" })).toBeVisible();
      const firstCourt = page.getByRole("article").filter({ has: page.getByRole("heading", { name: courts[0], exact: true }) });
      await expect(firstCourt.getByRole("row", { name: /A-1/ })).toContainText("08.00");
      await expect(page.getByRole("heading", { name: courts[1], exact: true })).toBeVisible();
      await page.emulateMedia({ media: "print" });
      await expect(page.locator(".sidebar")).toBeHidden();
      await expect(page.locator(".app-header")).toBeHidden();
      await expect(page.getByRole("heading", { name: "Cetak Jadwal" })).toBeHidden();
      await expect(firstCourt).toBeVisible();
    });
  });
}
