import type { Page } from "@playwright/test";
import { expect as fixtureExpect, signIn, test } from "./fixtures";
import { demoTeamThatPlayed, ensurePlayers, roomyMenBeginner, sheetRows } from "./teams-fixtures";

/** The test server shares two cores with other test runs: a page after a write may take more than the default 5 s. */
const expect = fixtureExpect.configure({ timeout: 15_000 });

/** Picks a player: a live search and a click with JavaScript, a GET search and a checkbox without. */
async function pickPlayer(page: Page, name: string, javaScriptEnabled: boolean) {
  await page.getByLabel("Cari pemain").fill(name);
  const results = page.getByRole("list", { name: "Hasil pencarian" });
  if (javaScriptEnabled) {
    await results.getByRole("button", { name: new RegExp(name) }).click();
  } else {
    await page.getByRole("button", { name: "Cari pemain" }).click();
    await results.getByRole("checkbox", { name: new RegExp(name) }).check();
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`teams (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("an admin enters a pair in the demo's padel category: refused first, then added, edited, found, exported and deleted", async ({ page }) => {
      // A whole add-edit-find-export-delete round trip, page by page without JavaScript.
      test.slow();
      const [first, second, woman] = javaScriptEnabled ? ["Tono Prakosa", "Bima Saputra", "Rina Kusuma"] : ["Dodi Hermawan", "Eko Wibisono", "Sari Wulandari"];
      const teamName = `${first.split(" ")[1]} / ${second.split(" ")[1]}`;
      // Each variant its own seed: both run at once in the same category, where a seed is taken once.
      const seed = javaScriptEnabled ? "21" : "22";
      roomyMenBeginner();
      ensurePlayers([
        { name: first, gender: "male" },
        { name: second, gender: "male" },
        { name: woman, gender: "female" },
      ]);
      await signIn(page, "admin", "/list-team");
      await expect(page.getByRole("heading", { name: "Tim · Martabaks Vol. 2" })).toBeVisible();
      await page.getByRole("link", { name: "Tambah Tim" }).click();
      await expect(page).toHaveURL(/\/add-team\?event=\d+$/);
      // The address changes before the form replaces the list (whose filters are labelled alike): wait for the form's own heading.
      await expect(page.getByRole("heading", { name: "Tambah Tim", level: 1 })).toBeVisible();
      await expect(page.getByLabel("Event")).toHaveValue(/\d+/);
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Lanjutkan" }).click();
      await page.getByLabel("Kategori").selectOption({ label: "Padel Putra Beginner" });
      // The category's rules show at once with JavaScript, after the next page (here: the player search) without.
      await pickPlayer(page, first, javaScriptEnabled);
      await expect(page.getByText("Padel Putra Beginner: Tepat 2 pemain, semuanya laki-laki.")).toBeVisible();

      // A woman in a men's pair: refused, and the picked players stay picked.
      await pickPlayer(page, woman, javaScriptEnabled);
      await page.getByLabel("Klub").fill("PB Uji");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText("Kategori putra: semua pemain harus laki-laki.")).toBeVisible();
      const picked = page.getByRole("list", { name: "Pemain terpilih" });
      await expect(picked).toContainText(first);
      await expect(picked).toContainText(woman);
      await expect(page.getByLabel("Klub")).toHaveValue("PB Uji");

      if (javaScriptEnabled) await picked.getByRole("button", { name: `Lepas ${woman}` }).click();
      else await picked.getByRole("checkbox", { name: new RegExp(woman) }).uncheck();
      await pickPlayer(page, second, javaScriptEnabled);
      if (!javaScriptEnabled) {
        // The checked result joins the picked players on the next search, where a captain can be chosen.
        await page.getByRole("button", { name: "Cari pemain" }).click();
        await expect(picked).not.toContainText(woman);
      }
      await picked.getByRole("listitem").filter({ hasText: second }).getByLabel("Kapten").check();
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page).toHaveURL(/\/list-team\?event=\d+$/);
      await expect(page.getByText(`${teamName} telah ditambahkan.`)).toBeVisible();

      await page.getByLabel("Cari di daftar ini").fill(second);
      await page.getByRole("button", { name: "Cari", exact: true }).click();
      const row = page.getByRole("row", { name: new RegExp(teamName) });
      await expect(row).toContainText("Padel Putra Beginner");
      await expect(row).toContainText(`${first}, ${second} (C)`);
      await row.getByRole("link", { name: `Ubah ${teamName}` }).click();
      await expect(page).toHaveURL(/\/edit-team\/\d+$/);
      await page.getByLabel("Nama tim").fill(`${teamName} Jaya`);
      await page.getByLabel("Unggulan").fill(seed);
      await page.getByLabel("Status").selectOption("confirmed");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByText(`${teamName} Jaya telah disimpan.`)).toBeVisible();

      await page.goto(`/list-team?q=${encodeURIComponent(second)}`);
      await page.getByText("Ekspor").click();
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Excel (.xlsx)" }).click()]);
      const rows = await sheetRows(download);
      expect(rows).toEqual([
        ["Event", "Kategori", "Nama tim", "Klub", "Unggulan", "Status", "Pemain", "Kapten"],
        ["Martabaks Vol. 2", "Padel Putra Beginner", `${teamName} Jaya`, "PB Uji", seed, "Dikonfirmasi", `${first}; ${second}`, second],
      ]);

      await page
        .getByRole("row", { name: new RegExp(teamName) })
        .getByRole("link", { name: "Hapus" })
        .click();
      await expect(page.getByRole("heading", { name: `Hapus tim ${teamName} Jaya?` })).toBeVisible();
      await page.getByRole("button", { name: "Ya, hapus" }).click();
      await expect(page.getByText(`${teamName} Jaya telah dihapus.`)).toBeVisible();
      await expect(page.getByText("Tidak ada yang cocok")).toBeVisible();
    });
  });
}

test("a team in a group is not deleted, and withdrawing one that has played asks first", async ({ page }) => {
  test.slow();
  const name = demoTeamThatPlayed();
  await signIn(page, "manager", `/list-team?q=${encodeURIComponent(name)}`);
  await page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("link", { name: "Hapus" })
    .click();
  await page.getByRole("button", { name: "Ya, hapus" }).click();
  await expect(page.getByText("Tim yang sudah masuk grup atau punya pertandingan tidak dapat dihapus. Ubah statusnya menjadi Mundur.")).toBeVisible();

  await page
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("link", { name: `Ubah ${name}` })
    .click();
  await expect(page).toHaveURL(/\/edit-team\/\d+$/);
  await expect(page.getByText("kategori tidak dapat diubah dan tim tidak dapat dihapus")).toBeVisible();
  await page.getByLabel("Status").selectOption("withdrawn");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText(/Tim ini sudah memainkan \d+ pertandingan grup/)).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("withdrawn");
  await page.getByLabel("Ya, tim mundur. Hasil pertandingan grupnya dibatalkan di klasemen.").check();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText(`${name} telah disimpan.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Mundur");
});

test("a category chosen while the page still loads its JavaScript is kept once it has loaded", async ({ page }) => {
  await signIn(page, "admin", "/list-team");
  // Hold the app's modules back so the choice is made on the server-rendered page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/add-team", { waitUntil: "domcontentloaded" });
  const category = page.getByLabel("Kategori", { exact: true });
  const option = category.locator("option").nth(1);
  const chosen = await option.getAttribute("value");
  const label = (await option.textContent())!.trim();
  await category.selectOption(chosen!);
  release();
  // Hydrated: the customizer marks itself once JavaScript runs the page.
  await expect(page.locator("#customizer")).toHaveAttribute("data-js", "true");
  await expect(category).toHaveValue(chosen!);
  // The form acts on it too: the roster rules of that category are shown.
  await expect(page.getByText(`${label}:`, { exact: false }).first()).toBeVisible();
});
