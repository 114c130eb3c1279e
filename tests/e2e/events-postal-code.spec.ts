import { expect as baseExpect, signIn, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

const expect = baseExpect.configure({ timeout: 20_000 });
// Each region step of the form without JavaScript is a post; shared CI machines can be slow.
test.describe.configure({ timeout: 180_000 });

/**
 * Tanah Abang's subdistricts: the demo gives Gelora its postal code; Kebon Melati gets
 * one here, and Bendungan Hilir has none, as most subdistricts of the national data.
 * Returns the ids of the regions on the way, by their codes (names are shown as the data has them).
 */
function tanahAbang() {
  return withDatabase((db) => {
    db.prepare("update subdistricts set postal_code = '10230' where code = '31.71.07.1005'").run();
    db.prepare("update subdistricts set postal_code = null where code = '31.71.07.1002'").run();
    const id = (table: string, code: string) => String((db.prepare(`select id from ${table} where code = ?`).get(code) as { id: number }).id);
    return {
      jakarta: id("provinces", "31"),
      jakartaPusat: id("cities", "31.71"),
      tanahAbang: id("districts", "31.71.07"),
      gelora: id("subdistricts", "31.71.07.1001"),
      bendunganHilir: id("subdistricts", "31.71.07.1002"),
      kebonMelati: id("subdistricts", "31.71.07.1005"),
    };
  });
}

const known = "Diisi dari kelurahan yang dipilih bila data wilayah mencatat kode posnya. Kode yang Anda ketik sendiri tidak diganti.";
const unknown = "Data wilayah tidak mencatat kode pos kelurahan ini: ketik sendiri bila perlu.";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("choosing a subdistrict fills its postal code when the region data has one, and never replaces a typed code", async ({ page }) => {
      const regions = tanahAbang();
      await signIn(page, "admin", "/add-event");
      await expect(page).toHaveURL(/\/add-event$/);
      const postalCode = page.getByLabel("Kode pos");
      const hint = page.locator(`#${await postalCode.getAttribute("id")}-hint`);
      /** Picks a region; without JavaScript the form's "Lanjutkan" step draws the next list and the postal code. */
      const pick = async (level: string, id: string) => {
        await page.getByLabel(level, { exact: true }).selectOption(id);
        if (!javaScriptEnabled) await page.getByRole("button", { name: "Lanjutkan" }).click();
      };

      await page.getByLabel("Nama event").fill("Kode Pos Cup");
      await expect(hint).toHaveText(known);
      await pick("Provinsi", regions.jakarta);
      await expect(page.locator(`#event-cityId option[value="${regions.jakartaPusat}"]`)).toBeAttached();
      await pick("Kota/Kabupaten", regions.jakartaPusat);
      await expect(page.locator(`#event-districtId option[value="${regions.tanahAbang}"]`)).toBeAttached();
      await pick("Kecamatan", regions.tanahAbang);
      await expect(page.locator(`#event-subdistrictId option[value="${regions.gelora}"]`)).toBeAttached();

      await pick("Kelurahan/Desa", regions.gelora);
      await expect(postalCode).toHaveValue("10270");
      await expect(hint).toHaveText(known);
      // A code filled from the data follows the next choice…
      await pick("Kelurahan/Desa", regions.kebonMelati);
      await expect(postalCode).toHaveValue("10230");
      // …and is taken away when the data knows none for it, which the hint then says.
      await pick("Kelurahan/Desa", regions.bendunganHilir);
      await expect(postalCode).toHaveValue("");
      await expect(hint).toHaveText(unknown);

      // A code the organiser typed stays, whatever is chosen after it.
      await postalCode.fill("10999");
      await pick("Kelurahan/Desa", regions.gelora);
      await expect(hint).toHaveText(known);
      await expect(postalCode).toHaveValue("10999");
      await pick("Kelurahan/Desa", regions.kebonMelati);
      await expect(postalCode).toHaveValue("10999");
      await expect(page.getByLabel("Nama event")).toHaveValue("Kode Pos Cup");
    });
  });
}
