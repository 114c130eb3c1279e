import ExcelJS from "exceljs";
import { expect as fixtureExpect, signIn, test } from "./fixtures";
import { count, DEMO_SLUG, ensurePlayers, roomyMenBeginner } from "./teams-fixtures";

/** The test server shares two cores with other test runs: a page after a write may take more than the default 5 s. */
const expect = fixtureExpect.configure({ timeout: 15_000 });

async function workbook(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Tim");
  sheet.addRow(["event_slug", "category", "team_name", "seed", "status", "players"]);
  for (const row of rows) sheet.addRow(row);
  return { name: "tim.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from(await book.xlsx.writeBuffer()) };
}

test.use({ javaScriptEnabled: false });

test("a team import with an unknown player shows the error and writes nothing; a good file writes every row", async ({ page }) => {
  // Two uploads, two previews and an import, each a page of its own.
  test.slow();
  roomyMenBeginner();
  ensurePlayers([
    { name: "Impor Putra Satu", gender: "male", email: "putra.satu@example.id" },
    { name: "Impor Putra Dua", gender: "male" },
    { name: "Impor Putra Tiga", gender: "male" },
    { name: "Impor Putra Empat", gender: "male" },
  ]);
  const teams = () => count("select count(*) as n from teams where name like '%Impor%' or name in ('Dua / Empat', 'Satu / Tiga')");
  await signIn(page, "manager", "/list-team");
  await page.getByRole("link", { name: "Impor spreadsheet" }).click();

  await page.getByLabel("Berkas spreadsheet").setInputFiles(
    await workbook([
      [DEMO_SLUG, "Padel Men Beginner", "", "", "registered", "putra.satu@example.id; Impor Putra Tiga"],
      [DEMO_SLUG, "Padel Men Beginner", "", "", "", "Impor Putra Dua; Orang Tak Dikenal"],
    ]),
  );
  await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
  await expect(page.getByRole("table", { name: "Masalah per baris" })).toContainText("Pemain “Orang Tak Dikenal” tidak ditemukan.");
  await expect(page.getByRole("button", { name: "Impor sekarang" })).toBeDisabled();
  expect(teams()).toBe(0);

  await page.getByRole("button", { name: "Batalkan" }).click();
  await page.getByLabel("Berkas spreadsheet").setInputFiles(
    await workbook([
      [DEMO_SLUG, "Padel Men Beginner", "", 31, "registered", "putra.satu@example.id; Impor Putra Tiga"],
      ["Martabaks Vol. 2", "Padel Putra Beginner", "Impor Dua Empat", "", "Dikonfirmasi", "Impor Putra Dua; impor putra empat"],
    ]),
  );
  await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
  await page.getByRole("button", { name: "Impor sekarang" }).click();
  await expect(page.getByText("2 tim telah diimpor.")).toBeVisible();
  expect(teams()).toBe(2);
  await page.goto("/list-team?q=Impor+Putra");
  await expect(page.getByRole("row", { name: /Satu \/ Tiga/ })).toContainText("31");
  await expect(page.getByRole("row", { name: /Impor Dua Empat/ })).toContainText("Dikonfirmasi");
});
