import { expect as fixtureExpect, signIn, test } from "./fixtures";
import { createTestUser } from "./backoffice-support";
import { count } from "./teams-fixtures";

/** The test server shares two cores with other test runs: a page after a write may take more than the default 5 s. */
const expect = fixtureExpect.configure({ timeout: 15_000 });

const header = "name,gender,birth_date,phone,email,city_code,city,club,skill_level";

function csv(...rows: string[]) {
  return { name: "pemain.csv", mimeType: "text/csv", buffer: Buffer.from(`${[header, ...rows].join("\n")}\n`) };
}

test("a player import with one bad row shows the error and writes nothing; a good file writes every row", async ({ page }) => {
  // Two uploads, two previews and an import, each a page of its own.
  test.slow();
  await signIn(page, "admin", "/list-player");
  await page.getByRole("link", { name: "Impor spreadsheet" }).click();
  await expect(page).toHaveURL(/\/list-player\?import=1$/);
  await expect(page.getByRole("heading", { name: "Impor pemain dari Excel atau CSV" })).toBeVisible();
  const template = await page.request.get("/list-player/template?format=csv");
  expect((await template.text()).split(/\r?\n/)[0]).toBe(`\uFEFF${header}`);

  await page.getByLabel("Berkas spreadsheet").setInputFiles(csv("Impor Satu Lestari,P,1999-09-09,0813 1111 0001,,31.74,,PB Impor,Beginner", "Impor Dua Lestari,x,1999-09-10,,,,,,"));
  await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
  const problems = page.getByRole("table", { name: "Masalah per baris" });
  await expect(problems.getByRole("row", { name: /3 .*Jenis kelamin harus male\/female \(atau L\/P\)\./ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Impor sekarang" })).toBeDisabled();
  expect(count("select count(*) as n from players where name like 'Impor % Lestari'")).toBe(0);

  await page.getByRole("button", { name: "Batalkan" }).click();
  await page
    .getByLabel("Berkas spreadsheet")
    .setInputFiles(csv("Impor Satu Lestari,P,1999-09-09,0813 1111 0001,,31.74,,PB Impor,Beginner", "Impor Dua Lestari,L,10/09/1999,,dua@example.id,,Kota Bandung,,"));
  await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
  await expect(page.getByText("pemain.csv: 2 baris")).toBeVisible();
  await page.getByRole("button", { name: "Impor sekarang" }).click();
  await expect(page.getByText("2 pemain telah diimpor.")).toBeVisible();
  expect(count("select count(*) as n from players where name like 'Impor % Lestari'")).toBe(2);
  await page.goto("/list-player?q=Lestari&club=PB+Impor");
  await expect(page.getByRole("row", { name: /Impor Satu Lestari/ })).toContainText("+62 813 1111 0001");
});

test("an upload sent while the user's previous file is still being read says so, and keeps the chosen file to send again", async ({ page }) => {
  test.slow();
  // An admin of its own: one file is read per user at once, and other tests import as the seeded admin meanwhile.
  await signIn(page, createTestUser("sibuk", "admin"), "/list-player?import=1");
  const file = csv("Impor Sibuk Lestari,P,1999-09-09,,,,,,");
  // A long file of the same user, sent a moment before and still being read: sixty thousand rows take seconds on a quiet
  // machine (ten thousand could be read within the moment, and the second file then went through).
  const long = csv(...Array.from({ length: 60_000 }, (_, n) => `Impor Panjang ${n + 1},L,2001-07-15,,,,,,`));
  const earlier = page.request.post("/list-player?import=1", { headers: { Origin: new URL(page.url()).origin }, multipart: { intent: "importUpload", file: long } });
  await page.waitForTimeout(500);
  const input = page.getByLabel("Berkas spreadsheet");
  await input.setInputFiles(file);
  await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
  await expect(page.getByRole("alert")).toHaveText("Berkas Anda sebelumnya masih dibaca. Tunggu hingga selesai, lalu unggah berkas ini lagi.");
  expect(await input.evaluate((element: HTMLInputElement) => element.files?.[0]?.name)).toBe("pemain.csv");
  // Once that file is read, the same choice is sent again as it stands.
  await earlier;
  await page.getByRole("button", { name: "Unggah dan pratinjau" }).click();
  await expect(page.getByText("pemain.csv: 1 baris")).toBeVisible();
  await page.getByRole("button", { name: "Batalkan" }).click();
});
