import { expect, serverNow, signIn, test, waitForHydration } from "./fixtures";
import { createTestUser, deactivateUser, openCustomizer, preferenceSaved } from "./backoffice-support";

const mainNavigation = "Navigasi utama";

// Each test signs in and walks several pages; two workers share one server.
test.describe.configure({ timeout: 60_000 });

test.describe("sidebar", () => {
  test("shows admins every section and event managers the competition screens only", async ({ page }) => {
    await signIn(page, "admin");
    const nav = page.getByRole("navigation", { name: mainNavigation });
    for (const name of ["Manajemen Pengguna", "Kelola Event", "Pemain", "Tim", "Grup", "Jadwal", "Progres Pertandingan"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of ["Dashboard", "Data Master"]) await expect(nav.locator("summary", { hasText: name })).toBeVisible();

    await page.getByLabel("Menu profil").click();
    await page.getByRole("button", { name: "Keluar" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, "manager");
    await expect(page).toHaveURL(/\/match-progress$/);
    await expect(nav.getByRole("link", { name: "Progres Pertandingan" })).toHaveAttribute("aria-current", "page");
    for (const name of ["Manajemen Pengguna", "Kelola Event", "Analitik", "Provinsi"]) await expect(nav.getByRole("link", { name })).toHaveCount(0);
    await expect(nav.locator("summary")).toHaveCount(0);
  });

  test("marks the active link by path or parent menu and opens its submenus", async ({ page }) => {
    await signIn(page, "admin", "/edit-district/5");
    await expect(page).toHaveURL(/\/edit-district\/5$/);
    const nav = page.getByRole("navigation", { name: mainNavigation });
    await expect(nav.getByRole("link", { name: "Kecamatan" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Kecamatan" })).toBeVisible();
    await expect(nav.locator("details", { has: page.locator("summary", { hasText: "Data Master" }) })).toHaveAttribute("open", "");
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toBeHidden();

    await nav.getByRole("link", { name: "Progres Pertandingan" }).click();
    await expect(page).toHaveURL(/\/match-progress$/);
    await page.goto("/match-progress/events/1");
    await expect(nav.getByRole("link", { name: "Progres Pertandingan" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle(/ \| Laga$/);
    await expect(page.getByRole("contentinfo")).toHaveText(`© ${new Date(serverNow()).getFullYear()} Laga`);
  });

  test("folds away on a wide screen and stays folded after a reload", async ({ page }) => {
    await signIn(page, "admin");
    const nav = page.getByRole("navigation", { name: mainNavigation });
    await expect(nav).toBeVisible();
    const folded = preferenceSaved(page, "collapsed");
    await page.locator("#sidebar").getByRole("button", { name: "Sembunyikan sidebar" }).click();
    await expect(nav).toBeHidden();
    await expect(page.locator(".app-shell")).toHaveAttribute("data-sidebar", "collapsed");
    // The page changed at once; the reload waits until the server has stored the choice.
    await folded;
    await page.reload();
    await expect(nav).toBeHidden();
    await waitForHydration(page);
    const unfolded = preferenceSaved(page, "expanded");
    await page.getByRole("button", { name: "Tampilkan sidebar" }).click();
    await expect(nav).toBeVisible();
    await unfolded;
    await page.reload();
    await expect(nav).toBeVisible();
  });

  test("the collapsible menu is an icon rail that widens on hover", async ({ page }) => {
    await signIn(page, "admin");
    const panel = await openCustomizer(page);
    await panel.getByRole("button", { name: "Vertikal ringkas" }).click();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    const sidebar = page.locator("#sidebar");
    await page.mouse.move(900, 500);
    const label = sidebar.getByText("Manajemen Pengguna");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(72);
    // In the rail the label is out of sight, yet still names the link for screen readers.
    expect((await label.boundingBox())!.width).toBeLessThanOrEqual(1);
    await expect(sidebar.getByRole("link", { name: "Manajemen Pengguna" })).toBeVisible();
    await sidebar.hover();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(260);
    await expect.poll(async () => (await label.boundingBox())!.width).toBeGreaterThan(50);
  });

  test("the horizontal menu puts the entries in a bar under the header, with dropdowns", async ({ page }) => {
    await signIn(page, "admin");
    const panel = await openCustomizer(page);
    await panel.getByRole("button", { name: "Horizontal" }).click();
    await page.keyboard.press("Escape");
    await expect(page.locator("#sidebar")).toBeHidden();
    const bar = page.locator(".horizontal-menu");
    await expect(bar.getByRole("link", { name: "Manajemen Pengguna" })).toBeVisible();
    const dataMaster = bar.locator("summary", { hasText: "Data Master" });
    await dataMaster.click();
    await expect(bar.getByRole("link", { name: "Provinsi" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(bar.getByRole("link", { name: "Provinsi" })).toBeHidden();
    await expect(dataMaster).toBeFocused();
    await dataMaster.click();
    await bar.getByRole("link", { name: "Provinsi" }).click();
    await expect(page).toHaveURL(/\/list-province$/);
    await expect(dataMaster).toHaveAttribute("data-active", "true");
  });
});

test.describe("narrow screens (360 px)", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the sidebar is an overlay that a link click closes", async ({ page }) => {
    await signIn(page, "admin");
    const nav = page.getByRole("navigation", { name: mainNavigation });
    await expect(nav).toBeHidden();
    await page.getByRole("link", { name: "Buka/tutup sidebar" }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: "Pemain" }).click();
    await expect(page).toHaveURL(/\/list-player$/);
    // The players page is in place before the menu opens again: a click while the move settles can be undone by it.
    await expect(page.getByRole("link", { name: "Tambah Pemain" })).toBeVisible();
    await expect(nav).toBeHidden();
    await page.getByRole("link", { name: "Buka/tutup sidebar" }).click();
    await expect(nav).toBeVisible();
    await page.locator("#sidebar").getByRole("link", { name: "Tutup menu" }).click();
    await expect(nav).toBeHidden();
  });

  test("changing the menu type closes the overlay", async ({ page }) => {
    await signIn(page, "admin");
    const nav = page.getByRole("navigation", { name: mainNavigation });
    await page.getByRole("link", { name: "Buka/tutup sidebar" }).click();
    await expect(nav).toBeVisible();
    await page.getByRole("link", { name: "Pengaturan tampilan" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Pengaturan Tampilan" }).getByRole("button", { name: "Vertikal ringkas" }).click();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the overlay opens as a target and a link leaves it closed", async ({ page }) => {
      await signIn(page, "admin");
      const nav = page.getByRole("navigation", { name: mainNavigation });
      await expect(nav).toBeHidden();
      await page.getByRole("link", { name: "Buka/tutup sidebar" }).click();
      await expect(nav).toBeVisible();
      await nav.getByRole("link", { name: "Tim" }).click();
      await expect(page).toHaveURL(/\/list-team$/);
      await expect(nav).toBeHidden();
    });

    test("the sidebar's close link takes it away and leaves the reader at the page's content", async ({ page }) => {
      await signIn(page, "admin");
      const nav = page.getByRole("navigation", { name: mainNavigation });
      await page.getByRole("link", { name: "Buka/tutup sidebar" }).click();
      await expect(nav).toBeVisible();
      await page.locator("#sidebar").getByRole("link", { name: "Tutup menu" }).click();
      await expect(nav).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard#content$/);
    });
  });
});

test.describe("theme customizer", () => {
  test("changes theme and direction at once, without a reload, and keeps them", async ({ page }) => {
    await signIn(page, "admin");
    const html = page.locator("html");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const panel = await openCustomizer(page);
    await panel.getByRole("button", { name: "Gelap", exact: true }).click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(panel.getByRole("button", { name: "Gelap", exact: true })).toHaveAttribute("aria-pressed", "true");
    await panel.getByRole("button", { name: "Kanan → Kiri" }).click();
    await expect(html).toHaveAttribute("dir", "rtl");
    const floating = preferenceSaved(page, "floating");
    await panel.getByRole("button", { name: "Melayang" }).click();
    await expect(html).toHaveAttribute("data-navbar", "floating");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page).toHaveURL(/\/dashboard$/);
    await floating;

    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(html).toHaveAttribute("dir", "rtl");
    await expect(html).toHaveAttribute("data-navbar", "floating");
    await waitForHydration(page);

    const again = await openCustomizer(page);
    await again.getByRole("button", { name: "Kembalikan ke bawaan" }).click();
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(html).toHaveAttribute("dir", "ltr");
  });

  test("the header's theme switch cycles light, dark and system", async ({ page }) => {
    await signIn(page, "admin");
    const html = page.locator("html");
    await page.getByRole("button", { name: "Tema: Terang. Ganti ke Gelap" }).click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    const saved = preferenceSaved(page, "system");
    await page.getByRole("button", { name: "Tema: Gelap. Ganti ke Sistem" }).click();
    await expect(html).toHaveAttribute("data-theme", "system");
    await saved;
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "system");
  });

  test("Escape closes the panel and gives focus back to its button", async ({ page }) => {
    await signIn(page, "admin");
    const panel = await openCustomizer(page);
    await expect(panel).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("link", { name: "Pengaturan tampilan" })).toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("every choice is a form that comes back to the open panel, and the choice stays", async ({ page }) => {
      await signIn(page, "admin");
      const html = page.locator("html");
      await page.getByRole("link", { name: "Pengaturan tampilan" }).click();
      const panel = page.getByRole("dialog", { name: "Pengaturan Tampilan" });
      await expect(panel).toBeVisible();
      await panel.getByRole("button", { name: "Gelap", exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard#customizer$/);
      await expect(html).toHaveAttribute("data-theme", "dark");
      await expect(panel).toBeVisible();
      await panel.getByRole("button", { name: "Kanan → Kiri" }).click();
      await expect(html).toHaveAttribute("dir", "rtl");
      await page.goto("/analytics");
      await expect(html).toHaveAttribute("data-theme", "dark");
      await expect(html).toHaveAttribute("dir", "rtl");
      await expect(panel).toBeHidden();
    });

    test("its close link takes the panel away and leaves the reader at the page's content", async ({ page }) => {
      await signIn(page, "admin");
      await page.getByRole("link", { name: "Pengaturan tampilan" }).click();
      const panel = page.getByRole("dialog", { name: "Pengaturan Tampilan" });
      await expect(panel).toBeVisible();
      await panel.getByRole("link", { name: "Tutup pengaturan tampilan" }).click();
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(/\/dashboard#content$/);
    });
  });
});

test.describe("languages", () => {
  test("the language menu keeps the page and its query", async ({ page }) => {
    await signIn(page, "admin", "/analytics?region=province");
    await page.getByLabel("Pilih bahasa").click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/analytics\?region=province&lng=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analytics");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    await expect(page.getByRole("link", { name: "User Management" })).toBeVisible();
  });

  test("Arabic turns the whole page right to left", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard?lng=ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لوحة المعلومات");
    const sidebar = await page.locator("#sidebar").boundingBox();
    expect(sidebar!.x).toBeGreaterThan(500);
    // The choice is remembered: the public site follows in Arabic, right to left.
    await page.goto("/live-event/overview/martabaks-vol-2");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  });

  test("the rtl direction mirrors the layout", async ({ page }) => {
    await signIn(page, "admin");
    const panel = await openCustomizer(page);
    await panel.getByRole("button", { name: "Kanan → Kiri" }).click();
    await page.keyboard.press("Escape");
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await page.locator("#sidebar").boundingBox())!.x).toBe(viewport.width - 260);
  });
});

test.describe("lock screen", () => {
  test("locking is a post; while locked no page opens, by document or client-side, until the password", async ({ page, context }) => {
    await signIn(page, "admin", "/analytics");
    const other = await context.newPage();
    await other.goto("/list-team");
    await other.waitForLoadState("networkidle");

    await page.getByLabel("Menu profil").click();
    await page.getByRole("button", { name: "Kunci Layar" }).click();
    await expect(page).toHaveURL(/\/auth\/boxed-lockscreen\?redirectTo=%2Fanalytics$/);
    await expect(page.getByRole("heading", { name: "Layar terkunci" })).toBeVisible();

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\/boxed-lockscreen\?redirectTo=%2Fdashboard$/);
    await other.getByRole("navigation", { name: mainNavigation }).getByRole("link", { name: "Pemain" }).click();
    await expect(other).toHaveURL(/\/auth\/boxed-lockscreen\?redirectTo=%2Flist-player$/, { timeout: 15_000 });
    await other.close();

    await page.goBack();
    await expect(page).toHaveURL(/redirectTo=%2Fanalytics$/);
    await page.getByLabel("Kata sandi").fill("not-the-password");
    await page.getByRole("button", { name: "Buka kunci" }).click();
    await expect(page.getByText("Kata sandi salah.")).toBeVisible();
    await page.getByLabel("Kata sandi").fill("admin-e2e-password");
    await page.getByRole("button", { name: "Buka kunci" }).click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(page.getByRole("status")).toContainText("Selamat datang kembali");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("opening the lock screen offers to lock and locks nothing", async ({ page }) => {
    await signIn(page, "manager");
    await page.goto("/auth/cover-lockscreen");
    await expect(page.getByRole("button", { name: "Kunci sekarang" })).toBeVisible();
    await page.goto("/list-team");
    await expect(page).toHaveURL(/\/list-team$/);
  });

  test("anonymous visitors of the lock screen go to the login page", async ({ page }) => {
    await page.goto("/auth/boxed-lockscreen");
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe("sessions", () => {
  test("a deactivated user's open session is refused at the next page", async ({ page }) => {
    const account = createTestUser("nonaktif");
    await signIn(page, account);
    await expect(page).toHaveURL(/\/match-progress$/);
    deactivateUser(account.email);
    await page.getByRole("navigation", { name: mainNavigation }).getByRole("link", { name: "Tim" }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Flist-team$/);
    await page.goto("/match-progress");
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});

test.describe("page helpers", () => {
  test("the scroll-to-top button appears after scrolling and brings the page back", async ({ page }) => {
    await signIn(page, "admin");
    const button = page.getByRole("button", { name: "Kembali ke atas" });
    await expect(button).toHaveCount(0);
    // The wheel turns over the page's content: over the menu, which scrolls on its own once it is taller than the window, it would scroll the menu.
    await page.locator("#content").hover();
    await page.mouse.wheel(0, 600);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test("a toast can be dismissed and hides by itself after five seconds", async ({ page }) => {
    await signIn(page, "manager");
    await page.goto("/account");
    await page.getByRole("button", { name: "Simpan profil" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Profil Anda berhasil disimpan." });
    await expect(toast).toBeVisible();
    await page.getByRole("button", { name: "Tutup pemberitahuan" }).click();
    await expect(toast).toHaveCount(0);
    await page.getByRole("button", { name: "Simpan profil" }).click();
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(toast).toHaveCount(0, { timeout: 8_000 });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("no scroll button, and the toast stays until the next page", async ({ page }) => {
      await signIn(page, "manager");
      await page.goto("/account");
      await page.getByRole("button", { name: "Simpan profil" }).click();
      const toast = page.getByRole("status").filter({ hasText: "Profil Anda berhasil disimpan." });
      await expect(toast).toBeVisible();
      await expect(page.getByRole("button", { name: "Kembali ke atas" })).toHaveCount(0);
      await page.getByRole("button", { name: "Tutup pemberitahuan" }).click();
      await expect(page).toHaveURL(/\/account\??$/);
      await expect(toast).toHaveCount(0);
    });
  });
});
