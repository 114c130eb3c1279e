import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect as baseExpect, signIn, test } from "./fixtures";

// Each test posts the event form and uploads real images; shared CI machines can be slow.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** An HTML page that calls itself a PNG: its name and declared type say image, its content does not. */
const disguised = { name: "logo.png", mimeType: "image/png", buffer: Buffer.from("<!doctype html><title>bukan gambar</title><script>alert(1)</script>") };
const refused = "Jenis gambar ini tidak diizinkan.";

/** The rest of a minimal event: one category, dates and times. */
async function fillEvent(page: Page) {
  await page.getByRole("checkbox", { name: "Tennis Intermediate Putra", exact: true }).check();
  await page.getByLabel("Tanggal mulai").fill("2027-02-06");
  await page.getByLabel("Jam mulai").fill("08:00");
  await page.getByLabel("Tanggal selesai").fill("2027-02-07");
  await page.getByLabel("Jam selesai").fill("17:00");
}

test.describe("with JavaScript", () => {
  test("a logo that is not an image is refused on choosing, with nothing else lost; a WebP logo is cropped, stored re-encoded and gets its variants", async ({ page }) => {
    await signIn(page, "admin", "/add-event");
    await expect(page).toHaveURL(/\/add-event$/);
    await page.getByLabel("Nama event").fill("Logo WebP Cup");
    const logo = page.locator('input[name="logo"]');
    const cropper = page.getByRole("group", { name: /Area potong Logo event/ });

    // A phone's photo is up to 20 MB: the form says so, and refuses a larger file on choosing, naming the limit.
    await expect(page.getByText(/PNG, JPEG, GIF, WebP, atau AVIF, maksimal 20 MB\./).first()).toBeVisible();
    await logo.setInputFiles({ name: "IMG_besar.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(20 * 1024 * 1024 + 1, 0xff) });
    await expect(page.getByRole("alert").filter({ hasText: "Gambar IMG_besar.jpg terlalu besar (20.00 MB). Ukuran maksimal adalah 20 MB." })).toBeVisible();

    await logo.setInputFiles(disguised);
    await expect(page.getByRole("alert").filter({ hasText: refused })).toBeVisible();
    await expect(cropper).toHaveCount(0);
    await expect(logo).toHaveValue("");
    await expect(page.getByLabel("Nama event")).toHaveValue("Logo WebP Cup");

    const webp = await sharp({ create: { width: 1200, height: 700, channels: 3, background: "#0f766e" } })
      .webp()
      .toBuffer();
    await logo.setInputFiles({ name: "logo.webp", mimeType: "image/webp", buffer: webp });
    await expect(cropper).toBeVisible();
    await expect(page.getByText(refused)).toHaveCount(0);
    await expect(page.locator('input[name="logoCrop"]')).toHaveValue(/^[\d.]+,[\d.]+,[\d.]+,[\d.]+$/);

    await fillEvent(page);
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Logo WebP Cup telah ditambahkan.")).toBeVisible();
    await page.goto("/list-event?q=Logo+WebP+Cup");
    const src = await page
      .getByRole("row", { name: /Logo WebP Cup/ })
      .locator("img")
      .getAttribute("src");
    // Re-encoded like every upload without transparency: a JPEG of the banner's stored size, with its WebP copies beside it.
    expect(src).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    const stored = await page.request.get(src!);
    expect(stored.headers()["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(await stored.body()).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1044, 528]);
    const variant = await page.request.get(src!.replace(/\.jpg$/, "-w522.webp"));
    expect(variant.status()).toBe(200);
    expect((await sharp(await variant.body()).metadata()).width).toBe(522);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses a disguised logo with the message and keeps what was typed", async ({ page }) => {
    await signIn(page, "admin", "/add-event");
    await expect(page).toHaveURL(/\/add-event$/);
    await page.getByLabel("Nama event").fill("Logo Palsu Cup");
    await page.getByLabel("Logo event").setInputFiles(disguised);
    await fillEvent(page);
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText(refused)).toBeVisible();
    await expect(page.getByLabel("Nama event")).toHaveValue("Logo Palsu Cup");
    await expect(page.getByLabel("Tanggal mulai")).toHaveValue("2027-02-06");
  });
});
