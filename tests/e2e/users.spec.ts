import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import { expect, signIn, test } from "./fixtures";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`user management (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("an admin adds, edits, finds, exports and removes an event manager", async ({ page }) => {
      test.setTimeout(90_000);
      const tag = javaScriptEnabled ? "js" : "nojs";
      const email = `wulan.${tag}@example.id`;
      await signIn(page, "admin", "/list-user");
      await expect(page).toHaveURL(/\/list-user$/);
      await page.getByRole("link", { name: "Tambah Pengguna" }).click();
      await expect(page).toHaveURL(/\/add-user$/);

      // A first try with a mismatched confirmation keeps what was typed and says what is wrong.
      await page.getByLabel("Nama", { exact: true }).fill(`Wulan ${tag}`);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Peran").selectOption("event");
      await page.getByLabel("Martabaks Vol. 2").check();
      await page.getByLabel("Kata sandi", { exact: true }).fill("wulan-secret-99");
      await page.getByLabel("Ulangi kata sandi").fill("something-else");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText("Kedua kata sandi tidak sama.")).toBeVisible();
      await expect(page.getByLabel("Nama", { exact: true })).toHaveValue(`Wulan ${tag}`);
      await expect(page.getByLabel("Martabaks Vol. 2")).toBeChecked();

      await page.getByLabel("Kata sandi", { exact: true }).fill("wulan-secret-99");
      await page.getByLabel("Ulangi kata sandi").fill("wulan-secret-99");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page).toHaveURL(/\/list-user$/);
      await expect(page.getByText(`Wulan ${tag} telah ditambahkan.`)).toBeVisible();

      await page.getByLabel("Cari di daftar ini").fill(email);
      await page.getByRole("button", { name: "Cari", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
      const row = page.getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) });
      await expect(row).toContainText("Martabaks Vol. 2");
      await row.getByRole("link", { name: "Ubah" }).click();
      await expect(page).toHaveURL(/\/edit-user\/\d+$/);

      await page.getByLabel("Nama", { exact: true }).fill(`Wulan Sari ${tag}`);
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText(`Wulan Sari ${tag} telah disimpan.`)).toBeVisible();

      await page.goto(`/list-user?q=${encodeURIComponent(email)}`);
      await page.getByText("Ekspor").click();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Excel (.xlsx)" }).click()]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(1).value).toBe(`Wulan Sari ${tag}`);
      expect(sheet.getRow(2).getCell(2).value).toBe(email);

      await page
        .getByRole("row", { name: new RegExp(email.replace(/\./g, "\\.")) })
        .getByRole("link", { name: "Hapus / nonaktifkan" })
        .click();
      await expect(page.getByRole("heading", { name: `Hapus atau nonaktifkan Wulan Sari ${tag}?` })).toBeVisible();
      await page.getByRole("button", { name: "Hapus / nonaktifkan" }).click();
      await expect(page.getByText(`Wulan Sari ${tag} telah dihapus.`)).toBeVisible();
      await expect(page.getByText("Tidak ada yang cocok")).toBeVisible();
    });
  });
}

test("exporting an empty filter warns instead of sending an empty file", async ({ page }) => {
  await signIn(page, "admin", "/list-user?q=nobody-has-this-name");
  await page.goto("/export/user?q=nobody-has-this-name&format=csv");
  await expect(page).toHaveURL(/\/list-user\?q=nobody-has-this-name$/);
  await expect(page.getByText("Tidak ada data untuk diekspor dengan filter ini.")).toBeVisible();
});

test("an event manager cannot export users", async ({ page, consoleErrors }) => {
  await signIn(page, "manager");
  const response = await page.goto("/export/user?format=csv");
  expect(response?.status()).toBe(404);
  consoleErrors.splice(0);
});
