import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect as baseExpect, signIn, test } from "./fixtures";

// Each test posts several forms and uploads real images; shared CI machines can be slow.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Small real images written by sharp: a wide PNG with a red block, a square-ish JPEG, and a description picture. */
const folder = mkdtempSync(path.join(tmpdir(), "laga-events-"));
const files = { banner: path.join(folder, "banner.png"), square: path.join(folder, "organizer.jpg"), second: path.join(folder, "partner.png"), picture: path.join(folder, "lapangan.png") };

test.beforeAll(async () => {
  const red = await sharp({ create: { width: 300, height: 150, channels: 3, background: "#e11d48" } })
    .png()
    .toBuffer();
  writeFileSync(
    files.banner,
    await sharp({ create: { width: 1200, height: 700, channels: 3, background: "#1b2e4b" } })
      .composite([{ input: red, left: 800, top: 500 }])
      .png()
      .toBuffer(),
  );
  writeFileSync(
    files.square,
    await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer(),
  );
  writeFileSync(
    files.second,
    await sharp({ create: { width: 300, height: 300, channels: 4, background: "#4361ee80" } })
      .png()
      .toBuffer(),
  );
  writeFileSync(
    files.picture,
    await sharp({ create: { width: 400, height: 200, channels: 3, background: "#f59e0b" } })
      .png()
      .toBuffer(),
  );
});

async function pickRegions(page: Page, javaScript: boolean) {
  const steps: [string, string][] = [
    ["Provinsi", "DKI Jakarta"],
    ["Kota/Kabupaten", "Kota Administrasi Jakarta Pusat"],
    ["Kecamatan", "Tanah Abang"],
    ["Kelurahan/Desa", "Gelora"],
  ];
  for (const [label, option] of steps) {
    const select = page.getByLabel(label, { exact: true });
    await expect(select.locator("option", { hasText: option })).toHaveCount(1);
    await select.selectOption({ label: option });
    if (!javaScript) await page.getByRole("button", { name: "Lanjutkan" }).click();
  }
}

async function imageSize(page: Page, src: string) {
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  const metadata = await sharp(await response.body()).metadata();
  return [metadata.width, metadata.height];
}

test.describe("creating an event with JavaScript", () => {
  test("crops both logos, writes markdown with an uploaded image, picks regions and categories, and the public pages show it", async ({ page }) => {
    await signIn(page, "admin", "/list-event");
    await expect(page).toHaveURL(/\/list-event$/);
    await page.getByRole("link", { name: "Tambah Event" }).click();
    await expect(page.getByRole("heading", { name: "Tambah Event" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Tebal" })).toBeVisible();

    await page.getByLabel("Nama event").fill("Padel Ceria Senayan JS");
    await expect(page.getByLabel("Slug (alamat publik)")).toHaveValue("padel-ceria-senayan-js");
    await page.getByLabel("Nama penyelenggara").fill("Komunitas Padel Senayan");

    // Event logo: crop at 522×264 with zoom; organizer logo: square.
    await page.locator('input[name="logo"]').setInputFiles(files.banner);
    await expect(page.getByRole("group", { name: /Area potong Logo event/ })).toBeVisible();
    await page.getByRole("slider", { name: "Perbesar" }).first().fill("1.5");
    await expect(page.locator('input[name="logoCrop"]')).toHaveValue(/^\d+(\.\d+)?,\d+(\.\d+)?,\d+(\.\d+)?,\d+(\.\d+)?$/);
    await expect(page.getByRole("img", { name: "Pratinjau Logo event" })).toBeVisible();
    await page.locator('input[name="organizerLogo"]').setInputFiles(files.square);
    await expect(page.locator('input[name="organizerLogoCrop"]')).toHaveValue(/^[\d.]+,[\d.]+,[\d.]+,[\d.]+$/);
    const [cropWidth, cropHeight] = (await page.locator('input[name="organizerLogoCrop"]').inputValue()).split(",").slice(2).map(Number);
    expect(Math.abs(cropWidth! - cropHeight!)).toBeLessThanOrEqual(1);
    await page.locator('input[name="organizerLogo2"]').setInputFiles(files.second);

    // Description: typed markdown, the toolbar, an uploaded picture, the server preview.
    const description = page.getByLabel("Deskripsi", { exact: true });
    await description.fill("Turnamen padel amatir untuk semua tingkat.\n\n");
    await description.press("End");
    await page.getByRole("button", { name: "Tebal" }).click();
    await page.locator('input[type="file"]:not([name])').setInputFiles(files.picture);
    await expect(page.getByText("Gambar lapangan.png diunggah.")).toBeVisible();
    await expect(description).toHaveValue(/\*\*teks tebal\*\*[\s\S]*!\[lapangan\]\(\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(png|jpg)\)/);
    await page.getByRole("tab", { name: "Pratinjau" }).click();
    await expect(page.locator("#" + (await description.getAttribute("id")) + "-preview strong")).toHaveText("teks tebal");
    await expect(page.locator("#" + (await description.getAttribute("id")) + "-preview img")).toHaveAttribute("src", /^\/uploads\//);
    await page.getByRole("tab", { name: "Tulis" }).click();

    await page.getByLabel("Nama lokasi").fill("Kompleks Gelora Bung Karno");
    await page.getByLabel("Alamat", { exact: true }).fill("Jl. Pintu Satu Senayan");
    await pickRegions(page, true);
    await expect(page.getByLabel("Kode pos")).toHaveValue("10270");

    await page.getByLabel("Tautan peta atau koordinat").fill("https://www.google.com/maps/place/GBK/@-6.2186,106.8022,17z");
    await expect(page.getByLabel("Lintang (latitude)")).toHaveValue("-6.2186");
    await expect(page.getByLabel("Bujur (longitude)")).toHaveValue("106.8022");
    await expect(page.locator('iframe[title="Peta lokasi event"]')).toHaveAttribute("src", /openstreetmap\.org\/export\/embed\.html/);

    await page.getByRole("checkbox", { name: "Padel Beginner Putra", exact: true }).check();
    await page.getByLabel("Format — Padel Beginner Putra").selectOption({ label: "Grup + gugur" });
    await page.getByLabel("Maks. tim — Padel Beginner Putra").fill("16");
    await page.getByRole("checkbox", { name: "Padel Intermediate Putri", exact: true }).check();

    await page.getByLabel("Tanggal mulai").fill("2026-12-05");
    await page.getByLabel("Jam mulai").fill("08:00");
    await page.getByLabel("Tanggal selesai").fill("2026-12-06");
    await page.getByLabel("Jam selesai").fill("18:00");
    await page.getByLabel("Zona waktu").selectOption("Asia/Jakarta");
    await page.getByRole("checkbox", { name: /Dewi Lestari/ }).check();
    await page.getByLabel("Status", { exact: true }).selectOption("published");
    await page.getByRole("button", { name: "Simpan" }).click();

    await expect(page).toHaveURL(/\/list-event$/);
    await expect(page.getByText("Padel Ceria Senayan JS telah ditambahkan.")).toBeVisible();
    // A saved description is no draft any more.
    expect(await page.evaluate(() => window.localStorage.getItem("laga:event-description:new"))).toBeNull();
    const row = page.getByRole("row", { name: /Padel Ceria Senayan JS/ });
    await expect(row.getByRole("link", { name: "Buka halaman publik padel-ceria-senayan-js (tab baru)" })).toHaveAttribute("target", "_blank");
    await expect(row).toContainText("Padel Beginner Putra");
    await expect(row).toContainText("Dewi Lestari");
    await expect(row).toContainText("Dipublikasikan");
    await expect(row).toContainText("08.00 WIB");

    // The public landing shows the cropped logos at their stored sizes.
    await page.goto("/live-event/padel-ceria-senayan-js");
    const logo = page.getByRole("img", { name: "Logo Padel Ceria Senayan JS" });
    await expect(logo).toBeVisible();
    expect(await imageSize(page, (await logo.getAttribute("src"))!)).toEqual([1044, 528]);
    const organizerLogos = page.getByRole("img", { name: /Logo penyelenggara/ });
    await expect(organizerLogos).toHaveCount(2);
    expect(await imageSize(page, (await organizerLogos.first().getAttribute("src"))!)).toEqual([512, 512]);

    await page.goto("/live-event/overview/padel-ceria-senayan-js");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Padel Ceria Senayan JS");
    await expect(page.getByText("Turnamen padel amatir untuk semua tingkat.")).toBeVisible();
    await expect(page.locator(".prose-live strong")).toHaveText("teks tebal");
    await expect(page.locator('.prose-live img[alt="lapangan"]')).toBeVisible();
  });

  test("keeps a description draft on this device until it is saved", async ({ page }) => {
    await signIn(page, "admin", "/add-event");
    await expect(page).toHaveURL(/\/add-event$/);
    await expect(page.getByRole("button", { name: "Tebal" })).toBeVisible();
    await page.getByLabel("Deskripsi", { exact: true }).fill("Draf yang belum selesai");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("laga:event-description:new"))).toBe("Draf yang belum selesai");
    await page.reload();
    await expect(page.getByText("Draf yang belum disimpan dipulihkan dari perangkat ini.")).toBeVisible();
    await expect(page.getByLabel("Deskripsi", { exact: true })).toHaveValue("Draf yang belum selesai");
    await page.getByRole("button", { name: "Buang draf" }).click();
    await expect(page.getByLabel("Deskripsi", { exact: true })).toHaveValue("");
    expect(await page.evaluate(() => window.localStorage.getItem("laga:event-description:new"))).toBeNull();
  });

  test("refuses a picture that is too big before sending it, and coordinates outside Indonesia", async ({ page }) => {
    await signIn(page, "admin", "/add-event");
    await expect(page).toHaveURL(/\/add-event$/);
    await expect(page.getByRole("button", { name: "Tebal" })).toBeVisible();
    const big = path.join(folder, "besar.png");
    writeFileSync(
      big,
      Buffer.concat([
        await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
          .png()
          .toBuffer(),
        Buffer.alloc(20 * 1024 * 1024),
      ]),
    );
    await page.locator('input[name="logo"]').setInputFiles(big);
    await expect(page.getByText(/Gambar besar\.png terlalu besar \(20\.00 MB\)\. Ukuran maksimal adalah 20 MB\./)).toBeVisible();
    await page.getByLabel("Tautan peta atau koordinat").fill("13.75, 100.5");
    await page.getByRole("button", { name: "Gunakan" }).click();
    await expect(page.getByText("Koordinat ini berada di luar Indonesia.")).toBeVisible();
    await page.getByLabel("Lintang (latitude)").fill("-20");
    await page.getByLabel("Lintang (latitude)").blur();
    await expect(page.getByText("Lintang harus antara -11 dan 6 (wilayah Indonesia).")).toBeVisible();
  });
});

test.describe("creating an event without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("uploads centre-cropped logos, fills regions and coordinates step by step, keeps everything on a failed save", async ({ page }) => {
    await signIn(page, "admin", "/add-event");
    await expect(page).toHaveURL(/\/add-event$/);
    await page.getByLabel("Nama event").fill("Badminton Tanpa JS");
    await page.getByLabel("Logo event").setInputFiles(files.banner);
    await page.getByLabel("Logo penyelenggara", { exact: true }).setInputFiles(files.square);
    await page.getByLabel("Deskripsi", { exact: true }).fill("## Jadwal\n\nSabtu dan *Minggu*.");
    await page.getByRole("checkbox", { name: "Badminton Beginner Putra", exact: true }).check();
    await page.getByLabel("Tanggal mulai").fill("2026-12-12");
    await page.getByLabel("Jam mulai").fill("09:00");
    await page.getByLabel("Tanggal selesai").fill("2026-12-12");
    await page.getByLabel("Jam selesai").fill("08:00");
    await page.getByLabel("Zona waktu").selectOption("Asia/Makassar");
    await page.getByLabel("Status", { exact: true }).selectOption("published");

    // The preview posts the form and draws it again: the uploaded logos stay, as stored paths.
    await page.getByRole("button", { name: "Tampilkan pratinjau" }).click();
    await expect(page.locator("h3", { hasText: "Jadwal" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Logo event saat ini" })).toBeVisible();
    await expect(page.locator('input[name="logoPath"]')).toHaveValue(/^\/uploads\//);

    // A failed save says so, names the field, and keeps what was typed and uploaded.
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Gagal memperbarui event. Silakan coba lagi.")).toBeVisible();
    await expect(page.getByText("Waktu selesai harus setelah waktu mulai.")).toBeVisible();
    await expect(page.getByLabel("Nama event")).toHaveValue("Badminton Tanpa JS");
    await expect(page.getByRole("checkbox", { name: "Badminton Beginner Putra", exact: true })).toBeChecked();
    await expect(page.getByRole("img", { name: "Logo penyelenggara saat ini" })).toBeVisible();
    await page.getByLabel("Jam selesai").fill("17:00");

    await pickRegions(page, false);
    await expect(page.getByLabel("Kode pos")).toHaveValue("10270");
    await page.getByLabel("Tautan peta atau koordinat").fill("https://www.openstreetmap.org/?mlat=-8.6705&mlon=115.2126#map=17/-8.6705/115.2126");
    await page.getByRole("button", { name: "Gunakan" }).click();
    await expect(page.getByLabel("Lintang (latitude)")).toHaveValue("-8.6705");
    await expect(page.getByLabel("Bujur (longitude)")).toHaveValue("115.2126");
    await expect(page.getByLabel("Nama event")).toHaveValue("Badminton Tanpa JS");

    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page).toHaveURL(/\/list-event$/);
    await expect(page.getByText("Badminton Tanpa JS telah ditambahkan.")).toBeVisible();
    await expect(page.getByRole("row", { name: /Badminton Tanpa JS/ })).toContainText("09.00 WITA");

    await page.goto("/live-event/badminton-tanpa-js");
    const logo = page.getByRole("img", { name: "Logo Badminton Tanpa JS" });
    expect(await imageSize(page, (await logo.getAttribute("src"))!)).toEqual([1044, 528]);
    expect(await imageSize(page, (await page.getByRole("img", { name: /Logo penyelenggara/ }).getAttribute("src"))!)).toEqual([512, 512]);
    await page.goto("/live-event/overview/badminton-tanpa-js");
    await expect(page.locator(".prose-live em")).toHaveText("Minggu");
  });
});
