import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect as baseExpect, signIn, test, waitForHydration } from "./fixtures";

// Round trips through several pages, on machines that run other suites at the same time.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** The city of a district, picked the way the page offers it: a combobox with JavaScript, a narrowed select without. */
async function pickCity(page: Page, javaScriptEnabled: boolean, search: string, option: RegExp) {
  if (javaScriptEnabled) {
    const combobox = page.locator('input[role="combobox"]');
    await combobox.fill(search);
    await expect(page.getByRole("option", { name: option })).toBeVisible();
    await combobox.press("ArrowDown");
    await combobox.press("ArrowUp");
    await combobox.press("Enter");
    await expect(combobox).toHaveValue(/KOTA BANDUNG/);
  } else {
    await page.getByRole("searchbox", { name: "Cari Kota/Kabupaten" }).fill(search);
    await page.getByRole("button", { name: "Cari Kota/Kabupaten" }).click();
    await page.getByLabel("Kota/Kabupaten", { exact: true }).selectOption({ label: "KOTA BANDUNG (32.73 · JAWA BARAT)" });
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`districts (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("an admin adds a district under a city picked by search, edits, finds, exports and deletes it", async ({ page }) => {
      const tag = javaScriptEnabled ? "js" : "nojs";
      const code = javaScriptEnabled ? "32.73.91" : "32.73.92";
      await signIn(page, "admin", "/list-district");
      await expect(page).toHaveURL(/\/list-district$/);
      await page.getByRole("link", { name: "Tambah Kecamatan" }).click();
      await expect(page.getByRole("heading", { name: "Tambah Kecamatan" })).toBeVisible();
      if (javaScriptEnabled) await expect(page.locator('input[role="combobox"]')).toBeVisible();

      // A first try with a code outside the city keeps what was typed and says what is wrong.
      await page.getByLabel("Kode", { exact: true }).fill("32.74.91");
      await page.getByLabel("Nama", { exact: true }).fill(`Cibiru Uji ${tag}`);
      await pickCity(page, javaScriptEnabled, "kota bandung", /KOTA BANDUNG/);
      await expect(page.getByLabel("Kode", { exact: true })).toHaveValue("32.74.91");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText("Kode harus diawali 32.73., kode KOTA BANDUNG.")).toBeVisible();
      await expect(page.getByLabel("Nama", { exact: true })).toHaveValue(`Cibiru Uji ${tag}`);

      await page.getByLabel("Kode", { exact: true }).fill(code);
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page).toHaveURL(/\/list-district$/);
      await expect(page.getByText(`Cibiru Uji ${tag} telah ditambahkan.`)).toBeVisible();

      await page.getByLabel("Cari di daftar ini").fill(`cibiru uji ${tag}`);
      await page.getByRole("button", { name: "Cari", exact: true }).click();
      const row = page.getByRole("row", { name: new RegExp(`Cibiru Uji ${tag}`) });
      await expect(row).toContainText("KOTA BANDUNG");
      await expect(page.getByText("1–1 dari 1")).toBeVisible();
      await row.getByRole("link", { name: `Ubah Cibiru Uji ${tag}` }).click();
      await page.getByLabel("Nama", { exact: true }).fill(`Cibiru Hilir ${tag}`);
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText(`Cibiru Hilir ${tag} telah disimpan.`)).toBeVisible();

      await page.goto(`/list-district?q=${code}`);
      await page.getByText("Ekspor").click();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Excel (.xlsx)" }).click()]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).values).toEqual([undefined, "Kode", "Nama", "Kode kota/kabupaten", "Kota/Kabupaten"]);
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).values).toEqual([undefined, code, `Cibiru Hilir ${tag}`, "32.73", "KOTA BANDUNG"]);

      await page
        .getByRole("row", { name: new RegExp(`Cibiru Hilir ${tag}`) })
        .getByRole("link", { name: "Hapus" })
        .click();
      await expect(page.getByRole("heading", { name: `Hapus Cibiru Hilir ${tag}?` })).toBeVisible();
      await page.getByRole("button", { name: "Ya, hapus" }).click();
      await expect(page.getByText(`Cibiru Hilir ${tag} telah dihapus.`)).toBeVisible();
      await expect(page.getByText("Tidak ada yang cocok")).toBeVisible();
    });

    test("a delete that other data depends on is refused, naming what depends on it", async ({ page }) => {
      await signIn(page, "admin", "/list-city?q=32.73");
      await page
        .getByRole("row", { name: /KOTA BANDUNG/ })
        .getByRole("link", { name: "Hapus" })
        .click();
      await expect(page.getByRole("alert")).toHaveText(/^KOTA BANDUNG tidak dapat dihapus karena masih dipakai: 3\d kecamatan\.$/);
      await expect(page.getByRole("button", { name: "Ya, hapus" })).toHaveCount(0);
      await page.getByRole("link", { name: "Tutup" }).click();
      await expect(page.getByRole("heading", { name: "Hapus KOTA BANDUNG?" })).toHaveCount(0);

      await page.goto("/list-subdistrict?q=31.71.07.1001");
      // A click during hydration can be lost: it meets the page's script, as signIn's first page does.
      if (javaScriptEnabled) await waitForHydration(page);
      await page
        .getByRole("row", { name: /Gelora/ })
        .getByRole("link", { name: "Hapus" })
        .click();
      await expect(page.getByRole("alert")).toHaveText(/^Gelora tidak dapat dihapus karena masih dipakai: \d+ event\.$/);
    });

    test("the subdistricts of one district, found through the district filter", async ({ page }) => {
      await signIn(page, "admin", "/list-subdistrict");
      await expect(page.getByText(/^1–25 dari 83\.7\d\d$/)).toBeVisible();
      if (javaScriptEnabled) {
        const filter = page.locator('input[role="combobox"]');
        await filter.fill("coblong");
        await page.getByRole("option", { name: /Coblong/ }).click();
      } else {
        await page.getByRole("searchbox", { name: "Cari Kecamatan" }).fill("coblong");
        await page.getByRole("button", { name: "Cari Kecamatan" }).click();
        await page.getByLabel("Kecamatan", { exact: true }).selectOption({ label: "Coblong (32.73.02 · KOTA BANDUNG · JAWA BARAT)" });
        await page.getByRole("button", { name: "Cari", exact: true }).click();
      }
      await expect(page).toHaveURL(/district=\d+/);
      await expect(page.getByText("1–6 dari 6")).toBeVisible();
      await page.getByRole("link", { name: "Urutkan menurut Nama" }).click();
      await expect(page).toHaveURL(/sort=name&dir=asc/);
      await expect(page.getByRole("row").nth(1)).toContainText("Cipaganti");
      await page.getByRole("link", { name: "Urutkan menurut Nama" }).click();
      await expect(page).toHaveURL(/sort=name&dir=desc/);
      await expect(page.getByRole("row").nth(1)).toContainText("Sekeloa");
    });
  });
}

test("an event manager opens the districts but not the provinces", async ({ page }) => {
  await signIn(page, "manager", "/list-district");
  await expect(page.getByRole("heading", { name: "Kecamatan", level: 1 })).toBeVisible();
  await page.goto("/list-province");
  await expect(page).toHaveURL(/\/match-progress$/);
});
