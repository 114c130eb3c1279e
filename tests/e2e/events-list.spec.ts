import type { Page } from "@playwright/test";
import { expect as baseExpect, signIn, test } from "./fixtures";

// Each test posts several forms and uploads real images; shared CI machines can be slow.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A minimal event through the form (no images): a name, one category, dates and a status. */
async function createEvent(page: Page, name: string, { status = "draft", category = true }: { status?: string; category?: boolean } = {}) {
  await page.goto("/add-event");
  await page.getByLabel("Nama event").fill(name);
  if (category) await page.getByRole("checkbox", { name: "Tennis Intermediate Putra", exact: true }).check();
  await page.getByLabel("Tanggal mulai").fill("2027-01-09");
  await page.getByLabel("Jam mulai").fill("07:30");
  await page.getByLabel("Tanggal selesai").fill("2027-01-10");
  await page.getByLabel("Jam selesai").fill("17:00");
  await page.getByLabel("Status", { exact: true }).selectOption(status);
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText(`${name} telah ditambahkan.`)).toBeVisible();
}

test("changing the slug keeps the old link working with a 301 to the new one", async ({ page }) => {
  await signIn(page, "admin", "/list-event");
  await expect(page).toHaveURL(/\/list-event$/);
  await createEvent(page, "Tenis Lama Cup", { status: "published" });
  await page
    .getByRole("row", { name: /Tenis Lama Cup/ })
    .getByRole("link", { name: "Ubah" })
    .click();
  await expect(page.getByLabel("Slug (alamat publik)")).toHaveValue("tenis-lama-cup");
  await page.getByLabel("Slug (alamat publik)").fill("tenis-baru-cup");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Tenis Lama Cup telah disimpan.")).toBeVisible();

  const old = await page.request.get("/live-event/tenis-lama-cup", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/live-event/tenis-baru-cup");
  await page.goto("/live-event/overview/tenis-lama-cup");
  await expect(page).toHaveURL(/\/live-event\/overview\/tenis-baru-cup$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tenis Lama Cup");

  // The old slug stays reserved for this event.
  await page.goto("/add-event");
  await page.getByLabel("Nama event").fill("Pencuri Slug");
  await page.getByLabel("Slug (alamat publik)").fill("tenis-lama-cup");
  await page.getByLabel("Tanggal mulai").fill("2027-01-09");
  await page.getByLabel("Jam mulai").fill("07:30");
  await page.getByLabel("Tanggal selesai").fill("2027-01-10");
  await page.getByLabel("Jam selesai").fill("17:00");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Slug ini sudah dipakai event lain, sekarang atau sebelumnya.")).toBeVisible();
  await expect(page.getByText("Gagal memperbarui event. Silakan coba lagi.")).toBeVisible();
});

test("the list moves an event through its statuses, says what publishing lacks, and deletes only drafts", async ({ page }) => {
  await signIn(page, "admin", "/list-event");
  await expect(page).toHaveURL(/\/list-event$/);
  await createEvent(page, "Status Tanpa Kategori", { category: false });
  await page.goto("/list-event?q=Status+Tanpa+Kategori");
  const row = page.getByRole("row", { name: /Status Tanpa Kategori/ });
  await row.getByRole("button", { name: "Publikasikan: Status Tanpa Kategori" }).click();
  await expect(page.getByText("Status Tanpa Kategori belum bisa dipublikasikan. Yang kurang: minimal satu kategori.")).toBeVisible();

  await createEvent(page, "Status Lengkap");
  await page.goto("/list-event?q=Status+Lengkap");
  await page.getByRole("button", { name: "Publikasikan: Status Lengkap" }).click();
  await expect(page.getByText("Status Lengkap sekarang berstatus Dipublikasikan.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Status Lengkap/ })).toContainText("Dipublikasikan");
  await expect(page.getByRole("row", { name: /Status Lengkap/ }).getByRole("link", { name: "Hapus" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mulai: Status Lengkap" }).click();
  await expect(page.getByText("Status Lengkap sekarang berstatus Berlangsung.")).toBeVisible();
  await page.getByRole("button", { name: "Kembalikan ke draf: Status Lengkap" }).click();
  await expect(page.getByText("Status Lengkap sekarang berstatus Draf.")).toBeVisible();

  await page
    .getByRole("row", { name: /Status Lengkap/ })
    .getByRole("link", { name: "Hapus" })
    .click();
  await expect(page.getByRole("heading", { name: "Hapus event Status Lengkap?" })).toBeVisible();
  await page.getByRole("button", { name: "Hapus" }).click();
  await expect(page.getByText("Status Lengkap telah dihapus.")).toBeVisible();
  await expect(page.getByText("Tidak ada yang cocok")).toBeVisible();
});

test("the list searches, filters by status and dates, and exports what it shows", async ({ page }) => {
  await signIn(page, "admin", "/list-event");
  await expect(page).toHaveURL(/\/list-event$/);
  await page.getByLabel("Cari di daftar ini").fill("martabaks");
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  const demo = page.getByRole("row", { name: /Martabaks Vol\. 2/ });
  await expect(demo).toContainText("Berlangsung");
  await expect(demo).toContainText("Dewi Lestari");
  await expect(demo.getByRole("link", { name: "Buka halaman publik martabaks-vol-2 (tab baru)" })).toHaveAttribute("href", "/live-event/martabaks-vol-2");

  await page.goto("/list-event?status=finished&q=martabaks");
  await expect(page.getByText("Tidak ada yang cocok")).toBeVisible();
  await page.goto("/list-event?from=2030-01-01");
  await expect(page.getByRole("row", { name: /Martabaks Vol\. 2/ })).toHaveCount(0);

  const download = await page.request.get("/export/event?format=csv&q=martabaks");
  expect(download.status()).toBe(200);
  const csv = await download.text();
  expect(csv).toContain("Martabaks Vol. 2");
  expect(csv).toContain("martabaks-vol-2");
});

test("an unknown event id shows the failed-load page", async ({ page, consoleErrors }) => {
  await signIn(page, "admin", "/list-event");
  await expect(page).toHaveURL(/\/list-event$/);
  const response = await page.goto("/edit-event/999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Gagal memuat data event" })).toBeVisible();
  expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("404")]);
});

test("an event manager cannot open the event screens", async ({ page }) => {
  await signIn(page, "manager");
  await expect(page).toHaveURL(/\/match-progress$/);
  for (const path of ["/list-event", "/add-event", "/edit-event/1"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/match-progress$/);
  }
});
