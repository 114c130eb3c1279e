import { expect as baseExpect, signIn, test } from "./fixtures";
import { demoCategory } from "./schedule-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`group draw (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("the event manager draws a category into groups from a draw number, previews and saves it", async ({ page }) => {
      test.setTimeout(90_000);
      const category = demoCategory(
        javaScriptEnabled ? { level: "Intermediate", gender: "men", teams: 8, prefix: "Undian JS" } : { level: "Advanced", gender: "men", teams: 8, prefix: "Undian HTML" },
      );
      // Other tests give the manager more events; this one works on the demo event.
      await signIn(page, "manager", `/list-group?event=${category.eventId}`);
      await expect(page.getByRole("heading", { name: "Grup · Martabaks Vol. 2" })).toBeVisible();
      await page.getByLabel("Kategori", { exact: true }).selectOption({ label: category.label });
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Tampilkan kategori" }).click();
      await expect(page.getByText("8 tim di kategori ini belum masuk grup.")).toBeVisible();
      await page.getByRole("link", { name: "Undian grup" }).first().click();

      await expect(page.getByRole("heading", { name: "Undian Grup" })).toBeVisible();
      await expect(page.getByLabel("Nomor undian")).toHaveValue(/^\d+$/);
      await page.getByLabel("Jumlah grup").fill("2");
      await page.getByLabel("Nomor undian").fill("424242");
      await page.getByRole("button", { name: "Lihat hasil undian" }).click();

      const result = page.getByRole("heading", { name: "Hasil undian nomor 424242" });
      await expect(result).toBeVisible();
      const groupA = page.getByRole("region", { name: "Grup A" });
      const groupB = page.getByRole("region", { name: "Grup B" });
      // Seeds head different groups; four teams a group.
      await expect(groupA.getByRole("listitem").first()).toContainText("unggulan 1");
      await expect(groupB.getByRole("listitem").first()).toContainText("unggulan 2");
      await expect(groupA.getByRole("listitem")).toHaveCount(4);
      await expect(groupB.getByRole("listitem")).toHaveCount(4);
      await expect(page.getByText("Tidak ada dua tim satu klub di grup yang sama.").or(page.getByText(/pasang tim satu klub terpaksa/))).toBeVisible();
      const drawn = await groupA.getByRole("listitem").allTextContents();

      // The same number draws the same groups again. The first draw's result is still on the page meanwhile: the test
      // waits for the answer, or its next click would interrupt this submission.
      const drawnAgain = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/list-group/draw") && response.request().method() === "POST");
      await page.getByRole("button", { name: "Lihat hasil undian" }).click();
      await drawnAgain;
      await expect(result).toBeVisible();
      expect(await groupA.getByRole("listitem").allTextContents()).toEqual(drawn);

      await page.getByRole("button", { name: "Simpan undian ini" }).click();
      await expect(page).toHaveURL(new RegExp(`/list-group\\?event=${category.eventId}&category=${category.categoryId}$`));
      await expect(page.getByText("2 grup dari undian nomor 424242 tersimpan.")).toBeVisible();
      const rowA = page.getByRole("row", { name: /Grup A/ });
      for (const text of drawn) await expect(rowA).toContainText(text.replace(/\s*\[unggulan \d+\].*$/, "").replace(/\s*·.*$/, ""));

      // A second draw of the category is refused: it has groups now.
      await page.goto(`/list-group/draw?event=${category.eventId}&category=${category.categoryId}`);
      await expect(page.getByText(/Kategori ini sudah punya grup/)).toBeVisible();
    });
  });
}
