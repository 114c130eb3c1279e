import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import type { Download } from "@playwright/test";
import { expect as baseExpect, signIn, test } from "./fixtures";

// Round trips through several pages, on machines that run other suites at the same time.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function sheetOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`master data (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });
    const tag = javaScriptEnabled ? "js" : "nojs";

    test("a skill level with its colour: add, edit, reorder, find, export, delete", async ({ page }) => {
      const name = `Ahli ${tag}`;
      await signIn(page, "admin", "/list-skilllevel");
      await page.getByRole("link", { name: "Tambah Tingkat Keahlian" }).click();
      await expect(page.getByRole("heading", { name: "Tambah Tingkat Keahlian" })).toBeVisible();
      await page.getByLabel("Nama", { exact: true }).fill(name);
      if (javaScriptEnabled) {
        const hex = page.getByLabel("Warna", { exact: true });
        await hex.fill("#0F766");
        await page.getByRole("button", { name: "Simpan" }).click();
        await expect(page.getByText("Masukkan warna berformat #RRGGBB, mis. #3B82F6.")).toBeVisible();
        await hex.fill("#0F766E");
        // The chip follows what is typed, in a text colour that stays readable.
        await expect(page.locator("span.badge", { hasText: name })).toHaveCSS("background-color", "rgb(15, 118, 110)");
        await expect(page.locator("span.badge", { hasText: name })).toHaveCSS("color", "rgb(255, 255, 255)");
      } else {
        await page.getByLabel("Warna", { exact: true }).fill("#0f766e");
      }
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page).toHaveURL(/\/list-skilllevel$/);
      await expect(page.getByText(`${name} telah ditambahkan.`)).toBeVisible();

      const row = page.getByRole("row", { name: new RegExp(name) });
      await expect(row).toContainText("#0F766E");
      const position = Number(
        await row
          .getByRole("cell")
          .first()
          .innerText()
          .then((text) => text.match(/\d+/)![0]),
      );
      await row.getByRole("button", { name: `Naikkan ${name}` }).click();
      await expect(page.getByText("Urutan tingkat keahlian telah disimpan.")).toBeVisible();
      await expect(
        page
          .getByRole("row", { name: new RegExp(name) })
          .getByRole("cell")
          .first(),
      ).toContainText(String(position - 1));

      if (javaScriptEnabled) {
        await page.getByRole("row", { name: new RegExp(name) }).dragTo(page.getByRole("row", { name: /Beginner/ }));
        await expect(page.getByText("Urutan tingkat keahlian telah disimpan.")).toBeVisible();
        await expect(page.getByRole("row").nth(1)).toContainText(name);
      }

      await page
        .getByRole("row", { name: new RegExp(name) })
        .getByRole("link", { name: `Ubah ${name}` })
        .click();
      await page.getByLabel("Nama", { exact: true }).fill(`${name} Madya`);
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText(`${name} Madya telah disimpan.`)).toBeVisible();

      await page.goto(`/list-skilllevel?q=${encodeURIComponent(`${name} Madya`)}`);
      await expect(page.getByText("Urutan hanya dapat diubah saat daftar diurutkan menurut urutan, tanpa pencarian.")).toBeVisible();
      await page.getByText("Ekspor").click();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Excel (.xlsx)" }).click()]);
      const sheet = await sheetOf(download);
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).getCell(2).value).toBe(`${name} Madya`);
      expect(sheet.getRow(2).getCell(3).value).toBe("#0F766E");

      await page
        .getByRole("row", { name: new RegExp(`${name} Madya`) })
        .getByRole("link", { name: "Hapus" })
        .click();
      await page.getByRole("button", { name: "Ya, hapus" }).click();
      await expect(page.getByText(`${name} Madya telah dihapus.`)).toBeVisible();
      await expect(page.getByText("Tidak ada yang cocok")).toBeVisible();
    });

    test("a game category with its coloured chip: add, edit, find, export, delete", async ({ page }) => {
      const gender = javaScriptEnabled ? "Putra" : "Putri";
      await signIn(page, "admin", "/list-gamecategories");
      await page.getByRole("link", { name: "Tambah Kategori Permainan" }).click();
      await expect(page.getByRole("heading", { name: "Tambah Kategori Permainan" })).toBeVisible();

      // The same game type, level and gender twice is refused, and the choices stay.
      await page.getByLabel("Jenis permainan", { exact: true }).selectOption({ label: "Padel" });
      await page.getByLabel("Tingkat keahlian", { exact: true }).selectOption({ label: "Beginner" });
      await page.getByLabel("Gender", { exact: true }).selectOption({ label: "Putra" });
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText("Kategori dengan jenis permainan, tingkat keahlian, dan gender ini sudah ada.")).toBeVisible();
      await expect(page.getByLabel("Jenis permainan", { exact: true })).toHaveValue(/\d+/);

      await page.getByLabel("Jenis permainan", { exact: true }).selectOption({ label: "Tennis" });
      await page.getByLabel("Tingkat keahlian", { exact: true }).selectOption({ label: "Advanced" });
      await page.getByLabel("Gender", { exact: true }).selectOption({ label: gender });
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText(`Tennis Advanced ${gender} telah ditambahkan.`)).toBeVisible();

      await page.getByLabel("Cari di daftar ini").fill("tennis");
      await page.getByRole("button", { name: "Cari", exact: true }).click();
      const chip = page.locator("span.badge", { hasText: `Tennis Advanced ${gender}` });
      await expect(chip).toHaveCSS("background-color", "rgb(245, 158, 11)");
      await expect(chip).toHaveCSS("color", "rgb(0, 0, 0)");
      await page
        .getByRole("row", { name: new RegExp(`Tennis Advanced ${gender}`) })
        .getByRole("link", { name: "Ubah", exact: true })
        .click();
      await page.getByLabel("Nama tampilan").fill(`Tenis Lanjut ${tag}`);
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText(`Tenis Lanjut ${tag} telah disimpan.`)).toBeVisible();

      await page.goto(`/list-gamecategories?q=${encodeURIComponent(`Tenis Lanjut ${tag}`)}`);
      await page.getByText("Ekspor").click();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Excel (.xlsx)" }).click()]);
      const sheet = await sheetOf(download);
      expect(sheet.rowCount).toBe(2);
      expect(sheet.getRow(2).values).toEqual([undefined, "Tennis", "Advanced", gender, `Tenis Lanjut ${tag}`]);

      await page
        .getByRole("row", { name: new RegExp(`Tenis Lanjut ${tag}`) })
        .getByRole("link", { name: "Hapus" })
        .click();
      await expect(page.getByRole("heading", { name: `Hapus Tenis Lanjut ${tag}?` })).toBeVisible();
      await page.getByRole("button", { name: "Ya, hapus" }).click();
      await expect(page.getByText(`Tenis Lanjut ${tag} telah dihapus.`)).toBeVisible();
    });

    test("match statistics imported from a spreadsheet, after a preview that shows the bad rows", async ({ page }) => {
      const key = `smash_${tag}`;
      await signIn(page, "admin", "/list-match-statistics");
      await page.getByRole("link", { name: "Impor spreadsheet" }).click();
      const header = "Jenis permainan,Nama,Kunci,Urutan\r\n";
      await page.getByLabel("Berkas spreadsheet").setInputFiles({
        name: "statistik.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`${header}Badminton,Smash ${tag},${key},9\r\nCurling,Stones,stones,1\r\nBadminton,Salah,Bukan-Kunci,2\r\n`),
      });
      await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
      await expect(page.getByText("statistik.csv: 3 baris — 1 baru, 0 diubah, 0 tetap.")).toBeVisible();
      await expect(page.getByText("2 masalah ditemukan. Tidak ada yang ditulis sampai semuanya diperbaiki.")).toBeVisible();
      await expect(page.getByRole("row", { name: /3 Jenis permainan Jenis permainan "Curling" tidak dikenal\./ })).toBeVisible();
      await expect(page.getByRole("row", { name: /4 Kunci Kunci hanya boleh huruf kecil/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Impor sekarang" })).toBeDisabled();

      await page.getByRole("button", { name: "Batalkan" }).click();
      await page.getByRole("link", { name: "Impor spreadsheet" }).click();
      await page.getByLabel("Berkas spreadsheet").setInputFiles({ name: "statistik.csv", mimeType: "text/csv", buffer: Buffer.from(`${header}Badminton,Smash ${tag},${key},9\r\n`) });
      await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
      await page.getByRole("button", { name: "Impor sekarang" }).click();
      await expect(page.getByText("Impor selesai: 1 baru, 0 diubah, 0 tetap.")).toBeVisible();
      await page.goto(`/list-match-statistics?q=${key}`);
      await expect(page.getByRole("row", { name: new RegExp(key) })).toContainText("Badminton");
      await page
        .getByRole("row", { name: new RegExp(key) })
        .getByRole("link", { name: "Hapus" })
        .click();
      await page.getByRole("button", { name: "Ya, hapus" }).click();
      await expect(page.getByText(`Smash ${tag} telah dihapus.`)).toBeVisible();
    });

    test("the national region import runs again and changes nothing", async ({ page }) => {
      await signIn(page, "admin", "/list-province");
      await page.getByRole("button", { name: "Impor data wilayah nasional" }).click();
      await expect(page).toHaveURL(/\/list-province\?importStatus=1$/);
      await expect(page.getByText("Impor selesai: 0 ditambahkan, 0 diubah.")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("row", { name: "Kelurahan/Desa 0 0 83.763" })).toBeVisible();
    });
  });
}

test("a file that is not a spreadsheet is refused before anything is read", async ({ page }) => {
  await signIn(page, "admin", "/list-district?import=1");
  await page
    .getByLabel("Berkas spreadsheet")
    .setInputFiles({ name: "wilayah.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) });
  await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
  await expect(page.getByText("Jenis berkas tidak didukung. Gunakan .xlsx atau .csv (UTF-8).")).toBeVisible();
});
