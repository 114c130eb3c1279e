import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect as fixtureExpect, signIn, test } from "./fixtures";
import { demoPlayerInTeam, sheetRows } from "./teams-fixtures";

/** The test server shares two cores with other test runs: a page after a write may take more than the default 5 s. */
const expect = fixtureExpect.configure({ timeout: 15_000 });

/**
 * Picks KOTA ADMINISTRASI JAKARTA SELATAN in a searchable city select (the form's field, the
 * list's filter): the combobox with JavaScript, else its search box and the narrowed select.
 */
async function pickJakartaSelatan(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    await page.getByRole("combobox", { name: "Kota/Kabupaten" }).fill("jakarta sel");
    await page.getByRole("option", { name: /KOTA ADMINISTRASI JAKARTA SELATAN/ }).click();
    return;
  }
  await page.getByLabel("Cari Kota/Kabupaten").first().fill("jakarta sel");
  await page.getByRole("button", { name: "Cari Kota/Kabupaten" }).click();
  await page.getByLabel("Kota/Kabupaten", { exact: true }).selectOption({ label: "KOTA ADMINISTRASI JAKARTA SELATAN (31.74 · DKI JAKARTA)" });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`players (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("an admin adds a player, confirms a namesake, edits, finds, exports and deletes", async ({ page }) => {
      // A whole add-edit-find-export-delete round trip, page by page without JavaScript.
      test.slow();
      const tag = javaScriptEnabled ? "Js" : "Nojs";
      const name = `Wulan ${tag} Pertiwi`;
      const phone = javaScriptEnabled ? "0812-7777-1111" : "0812-7777-2222";
      await signIn(page, "admin", "/list-player");
      await expect(page).toHaveURL(/\/list-player$/);
      await page.getByRole("link", { name: "Tambah Pemain" }).click();
      await expect(page).toHaveURL(/\/add-player$/);

      // A number that is not Indonesian is refused; what was typed stays.
      await page.getByLabel("Nama", { exact: true }).fill(name);
      await page.getByLabel("Jenis kelamin").selectOption("female");
      await page.getByLabel("Tanggal lahir").fill("1994-06-21");
      await page.getByLabel("Nomor telepon").fill("12345");
      await page.getByLabel("Klub").fill("PB Pertiwi");
      // The city: a combobox that searches as one types, or a search that reloads the form with what was typed.
      await pickJakartaSelatan(page, javaScriptEnabled);
      if (!javaScriptEnabled) {
        await expect(page.getByLabel("Nama", { exact: true })).toHaveValue(name);
        await expect(page.getByLabel("Klub")).toHaveValue("PB Pertiwi");
      }
      await page.locator('input[type="file"][name="photo"]').setInputFiles({
        name: "wulan.png",
        mimeType: "image/png",
        buffer: await sharp({ create: { width: 90, height: 60, channels: 3, background: "#4361ee" } })
          .png()
          .toBuffer(),
      });
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText("Masukkan nomor telepon Indonesia, misalnya 0812-3456-7890 atau +62 812 3456 7890.")).toBeVisible();
      await expect(page.getByLabel("Nama", { exact: true })).toHaveValue(name);
      await expect(page.getByLabel("Klub")).toHaveValue("PB Pertiwi");

      await page.getByLabel("Nomor telepon").fill(phone);
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page).toHaveURL(/\/list-player$/);
      await expect(page.getByText(`${name} telah ditambahkan.`)).toBeVisible();

      // The same name (in other letters) and birth date: a warning with a link, saved only once confirmed.
      await page.getByRole("link", { name: "Tambah Pemain" }).click();
      await expect(page).toHaveURL(/\/add-player$/);
      await page.getByLabel("Nama", { exact: true }).fill(`  ${name.toUpperCase()} `);
      await page.getByLabel("Jenis kelamin").selectOption("female");
      await page.getByLabel("Tanggal lahir").fill("1994-06-21");
      await page.getByRole("button", { name: "Simpan" }).click();
      const warning = page.getByRole("alert").filter({ hasText: "Pemain dengan nama dan tanggal lahir ini sudah ada" });
      await expect(warning).toBeVisible();
      await expect(warning.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("href", /\/edit-player\/\d+$/);
      await page.getByLabel("Ini orang lain, tetap simpan pemain baru").check();
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page).toHaveURL(/\/list-player$/);
      await expect(page.getByText(`${name.toUpperCase()} telah ditambahkan.`)).toBeVisible();

      // The list's city filter searches the cities as the form's field does; only the first Wulan has a city.
      await pickJakartaSelatan(page, javaScriptEnabled);
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Cari", exact: true }).click();
      await expect(page).toHaveURL(/[?&]city=\d+/);
      await expect(page.getByRole("row", { name: new RegExp(name, "i") })).toHaveCount(1);

      // A phone number is found however it is typed.
      await page.getByLabel("Cari di daftar ini").fill(`+62 ${phone.slice(1).replace(/-/g, " ")}`);
      await page.getByRole("button", { name: "Cari", exact: true }).click();
      const row = page.getByRole("row", { name: new RegExp(name) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`+62 ${phone.slice(1).replace(/-/g, " ")}`);
      await expect(row.locator("img")).toHaveAttribute("src", /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
      await row.getByRole("link", { name: `Ubah ${name}` }).click();
      await expect(page).toHaveURL(/\/edit-player\/\d+$/);
      await expect(page.getByRole("img", { name: "Foto saat ini" })).toHaveAttribute("src", /^\/uploads\//);
      await page.getByLabel("Klub").fill("PB Pertiwi Jaya");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText(`${name} telah disimpan.`)).toBeVisible();

      await page.goto(`/list-player?q=${encodeURIComponent(name)}&sort=created`);
      await page.getByText("Ekspor").click();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Excel (.xlsx)" }).click()]);
      const rows = await sheetRows(download);
      expect(rows).toHaveLength(3);
      expect(rows[0]!.slice(0, 4)).toEqual(["Nama", "Jenis kelamin", "Tanggal lahir", "Nomor telepon"]);
      expect(rows[1]!.slice(0, 4)).toEqual([name, "Perempuan", "1994-06-21", `+62${phone.slice(1).replace(/-/g, "")}`]);
      expect(rows[1]!.slice(5, 8)).toEqual(["31.74", "KOTA ADMINISTRASI JAKARTA SELATAN", "PB Pertiwi Jaya"]);
      expect(rows[2]![0]).toBe(name.toUpperCase());

      await page
        .getByRole("row", { name: new RegExp(name.toUpperCase()) })
        .getByRole("link", { name: "Hapus" })
        .click();
      await expect(page.getByRole("heading", { name: `Hapus pemain ${name.toUpperCase()}?` })).toBeVisible();
      await page.getByRole("button", { name: "Ya, hapus" }).click();
      await expect(page.getByText(`${name.toUpperCase()} telah dihapus.`)).toBeVisible();
      await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(1);
    });
  });
}

test("a player in a team is not deleted; the message names the team", async ({ page }) => {
  const { player, team } = demoPlayerInTeam();
  await signIn(page, "manager", `/list-player?q=${encodeURIComponent(player)}`);
  await page
    .getByRole("row", { name: new RegExp(player) })
    .getByRole("link", { name: "Hapus" })
    .click();
  await page.getByRole("button", { name: "Ya, hapus" }).click();
  await expect(page.getByText(`${player} tidak dapat dihapus karena masih bermain di tim: ${team} (Martabaks Vol. 2).`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(player) })).toHaveCount(1);
});
