import type { Browser, Page } from "@playwright/test";
import { expect as baseExpect, openContext, serverNow, signIn, test } from "./fixtures";
import { withDatabase } from "./teams-fixtures";

/** The machine is shared and slow: a page after a form post may take a while to show. */
const expect = baseExpect.configure({ timeout: 15_000 });

const tag = Math.random().toString(36).slice(2, 7);
const HOUR = 60 * 60_000;

/** A published event over the next two days with an empty men's padel category, run by no manager (the admin runs every event). */
function eventWithCategory() {
  return withDatabase((db) => {
    const now = serverNow();
    const slug = `entri-${tag}`;
    const eventId = Number(
      db.prepare("insert into events (slug, name, starts_at, ends_at, timezone, status) values (?, ?, ?, ?, 'Asia/Jakarta', 'published')").run(slug, `Entri ${tag}`, now + HOUR, now + 2 * 24 * HOUR)
        .lastInsertRowid,
    );
    const gameCategory = db
      .prepare(
        `select gc.id from game_categories gc join game_types gt on gt.id = gc.game_type_id join skill_levels sl on sl.id = gc.skill_level_id
         where gt.name = 'Padel' and sl.name = 'Beginner' and gc.gender = 'men'`,
      )
      .get() as { id: number };
    const categoryId = Number(db.prepare("insert into event_categories (event_id, game_category_id) values (?, ?)").run(eventId, gameCategory.id).lastInsertRowid);
    return { eventId, categoryId, slug, name: `Entri ${tag}` };
  });
}

/** "YYYY-MM-DDTHH:MM" on the venue's clock (WIB, UTC+7). */
const wib = (instant: number) => new Date(instant + 7 * HOUR).toISOString().slice(0, 16);

type Pair = { names: [string, string]; phone: string; gender?: "Laki-laki" | "Perempuan"; city?: string };

async function fillPair(page: Page, pair: Pair) {
  for (const [i, name] of pair.names.entries()) {
    const player = page.getByRole("group", { name: `Pemain ${i + 1}` });
    await player.getByLabel("Nama", { exact: true }).fill(name);
    await player.getByLabel("Tanggal lahir").fill(`199${i}-0${i + 1}-1${i}`);
    await player.getByLabel("Nomor telepon").fill(pair.phone);
    await player.getByLabel(pair.gender ?? "Laki-laki").check();
    // The city is typed, with the names as suggestions; the server finds it without case or "Kabupaten".
    if (pair.city) await player.getByLabel(/^Kota\/Kabupaten/).fill(pair.city);
  }
  await page.getByRole("button", { name: "Kirim pendaftaran" }).click();
}

/** Phones without an account at 360 px: one with JavaScript, one without. */
async function phones(browser: Browser) {
  const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: "id-ID" };
  return { withScript: await openContext(browser, phone), withoutScript: await openContext(browser, { ...phone, javaScriptEnabled: false }) };
}

test("players enter a category from their phones, staff accept four and keep two waiting, a withdrawal lets the next in by itself, the draw and schedule use the entries, and another event's manager sees none of it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const event = eventWithCategory();
  const scope = `event=${event.eventId}&category=${event.categoryId}`;

  // --- Staff open entries: 4 places, a waiting list, a public list of entrants. ---
  await signIn(page, "admin", `/list-entry?${scope}`);
  await expect(page.getByText("Kategori ini belum membuka pendaftaran.")).toBeVisible();
  await page.getByLabel("Dibuka", { exact: true }).fill(wib(serverNow() - HOUR));
  await page.getByLabel("Ditutup", { exact: true }).fill(wib(serverNow() + 24 * HOUR));
  await page.getByLabel("Jumlah tim maksimal").fill("4");
  await page.getByLabel("Biaya (Rp)").fill("200000");
  await page.getByLabel("Simpan daftar tunggu saat penuh").check();
  await page.getByLabel("Tampilkan daftar peserta di halaman publik").check();
  // On by default: a freed place goes to the waiting list's first without staff.
  await expect(page.getByLabel("Berikan tempat yang kosong langsung ke yang pertama di daftar tunggu")).toBeChecked();
  await page.getByRole("button", { name: "Simpan pengaturan" }).click();
  await expect(page.getByText("Pengaturan pendaftaran disimpan.")).toBeVisible();
  await expect(page.getByText("4 tempat tersisa")).toBeVisible();

  // --- Entrants on their phones. The forms are all opened first: a person takes three seconds over one. ---
  const { withScript, withoutScript } = await phones(browser);
  const landing = await withScript.newPage();
  await landing.goto(`/live-event/${event.slug}`);
  await expect(landing.getByText(/Pendaftaran dibuka hingga/)).toBeVisible();
  await landing.getByRole("link", { name: "Daftar sekarang" }).click();
  await expect(landing.getByRole("heading", { name: "Pendaftaran", exact: true })).toBeVisible();
  const form = landing.url();
  const noScript = await withoutScript.newPage();
  await noScript.goto(form);
  const pages = [landing];
  for (let i = 0; i < 7; i++) {
    const opened = await withScript.newPage();
    await opened.goto(form);
    pages.push(opened);
  }
  await new Promise((resolve) => setTimeout(resolve, 3_200));

  const pairs: Pair[] = [
    { names: [`Arif ${tag}`, `Bima ${tag}`], phone: "0812-7000-0002" },
    { names: [`Candra ${tag}`, `Dimas ${tag}`], phone: "0812-7000-0003" },
    { names: [`Eko ${tag}`, `Fajar ${tag}`], phone: "0812-7000-0004" },
    { names: [`Gilang ${tag}`, `Hadi ${tag}`], phone: "0812-7000-0004" },
    { names: [`Irfan ${tag}`, `Joko ${tag}`], phone: "0812-7000-0004" },
  ];
  await fillPair(noScript, { names: [`Nanda ${tag}`, `Oki ${tag}`], phone: "0812-7000-0001", city: "kab. bogor" });
  await expect(noScript.getByRole("heading", { name: "Pendaftaran terkirim" })).toBeVisible();
  const privateLink = await noScript.getByRole("link", { name: /\/entry\// }).getAttribute("href");
  for (const [i, pair] of pairs.entries()) {
    await fillPair(pages[i]!, pair);
    await expect(pages[i]!.getByRole("heading", { name: "Pendaftaran terkirim" })).toBeVisible();
  }
  // One enters twice, one pair is of the wrong gender, one phone is over its limit of entries.
  await fillPair(pages[5]!, { names: [`Arif ${tag}`, `Kurnia ${tag}`], phone: "0812-7000-0005" });
  await expect(pages[5]!.getByText(`Arif ${tag} sudah terdaftar di kategori ini.`)).toBeVisible();
  await expect(pages[5]!.getByRole("group", { name: "Pemain 2" }).getByLabel("Nama", { exact: true })).toHaveValue(`Kurnia ${tag}`);
  await fillPair(pages[6]!, { names: [`Lina ${tag}`, `Maya ${tag}`], phone: "0812-7000-0006", gender: "Perempuan" });
  await expect(pages[6]!.getByText("Kategori putra: semua pemain harus laki-laki.")).toBeVisible();
  await fillPair(pages[7]!, { names: [`Putra ${tag}`, `Rizal ${tag}`], phone: "+62 812 7000 0004" });
  await expect(pages[7]!.getByText(/^Terlalu banyak pendaftaran dari jaringan atau nomor telepon ini\. Coba lagi dalam \d+ menit\.$/)).toBeVisible();

  // --- Staff accept all six: four take the places, two wait. ---
  await page.goto(`/list-entry?${scope}`);
  const boxes = page.locator('input[name="ids"]');
  await expect(boxes).toHaveCount(6);
  for (let i = 0; i < 6; i++) await boxes.nth(i).check();
  await page.getByRole("button", { name: "Terima", exact: true }).click();
  await expect(page.getByText("4 pendaftaran diterima. 2 masuk daftar tunggu karena tempat sudah habis.")).toBeVisible();
  await expect(page.locator('[data-entry-status="accepted"]')).toHaveCount(4);
  await expect(page.locator('[data-entry-status="waiting"]')).toHaveCount(2);

  // --- The first entrant withdraws through the private link, without JavaScript; the waiting list's first moves up by itself. ---
  await noScript.goto(privateLink!);
  await expect(noScript.getByText("Diterima")).toBeVisible();
  await expect(noScript.getByText("Tempat Anda langsung diberikan ke tim pertama di daftar tunggu. Ini tidak dapat dibatalkan.")).toBeVisible();
  // Sent without the box ticked: the page opens at the box, focused, with the error beside it.
  await noScript.getByRole("button", { name: "Tarik pendaftaran" }).click();
  const confirm = noScript.getByLabel("Ya, tarik pendaftaran ini");
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport();
  await expect(noScript.getByText("Centang kotak ini untuk memastikan penarikan.")).toBeInViewport();
  await confirm.check();
  await noScript.getByRole("button", { name: "Tarik pendaftaran" }).click();
  await expect(noScript.locator('[data-entry-status="withdrawn"]')).toBeVisible();
  await page.goto(`/list-entry?${scope}`);
  await expect(page.locator('[data-entry-status="accepted"]')).toHaveCount(4);
  await expect(page.locator('[data-entry-status="waiting"]')).toHaveCount(1);

  // The public list: four teams, one waiting, nobody's phone.
  await landing.goto(`/live-event/entries/${event.slug}`);
  await expect(landing.getByText("1 tim di daftar tunggu")).toBeVisible();
  await expect(landing.getByText(`Gilang ${tag}`).first()).toBeVisible();
  await expect(landing.getByText(`Nanda ${tag}`)).toHaveCount(0);
  expect(await landing.content()).not.toContain("+62812700");

  // --- The draw and the schedule use the accepted entries as teams. ---
  await page.goto(`/list-group?${scope}`);
  await expect(page.getByText("4 tim di kategori ini belum masuk grup.")).toBeVisible();
  await page.getByRole("link", { name: "Undian grup" }).first().click();
  await page.getByLabel("Jumlah grup").fill("1");
  await page.getByLabel("Nomor undian").fill("31");
  await page.getByRole("button", { name: "Lihat hasil undian" }).click();
  await expect(page.getByRole("region", { name: "Grup A" }).getByRole("listitem")).toHaveCount(4);
  await page.getByRole("button", { name: "Simpan undian ini" }).click();
  await expect(page.getByText("1 grup dari undian nomor 31 tersimpan.")).toBeVisible();
  await page.goto(`/list-schedule?${scope}`);
  await page.getByRole("link", { name: "Buat jadwal grup" }).first().click();
  const days = page.locator('input[name="days"]');
  for (let i = 1; i < (await days.count()); i++) await days.nth(i).uncheck();
  await page.getByLabel("Jam mulai").fill("08:00");
  await page.getByLabel("Jam selesai").fill("18:00");
  await page.getByLabel("Lama satu pertandingan (menit)").fill("45");
  await page.getByLabel("Lapangan", { exact: true }).fill("Lapangan Entri");
  await page.getByRole("button", { name: "Lihat pratinjau" }).click();
  await expect(page.getByText("6 pertandingan.", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Simpan 6 pertandingan" }).click();
  await expect(page.getByText("6 pertandingan grup dijadwalkan.")).toBeVisible();

  // --- The demo's manager runs another event: none of this is theirs to see. ---
  const other = await openContext(browser);
  const manager = await other.newPage();
  await signIn(manager, "manager");
  expect((await manager.goto(`/list-entry?${scope}`))!.status()).toBe(404);
  expect((await manager.request.get(`/export/entry?${scope}&format=csv`)).status()).toBe(404);
  await manager.goto("/list-entry");
  await expect(manager.getByText(`Gilang ${tag}`)).toHaveCount(0);
  await Promise.all([other.close(), withScript.close(), withoutScript.close()]);
});
