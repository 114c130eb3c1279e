import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signIn, test, waitForHydration } from "./fixtures";
import { openCustomizer } from "./backoffice-support";

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Fails on serious or critical WCAG 2.1 A/AA violations, naming the rule and the elements.
 * A theme changes colours only, so the dark theme is checked for contrast alone;
 * `within` checks what an opened menu or panel adds to a page checked whole elsewhere.
 */
async function expectNoSeriousViolations(page: Page, what: string, { theme = "light", within }: { theme?: "light" | "dark"; within?: string } = {}) {
  let axe = new AxeBuilder({ page });
  axe = theme === "dark" ? axe.withRules(["color-contrast"]) : axe.withTags(wcag);
  if (within) axe = axe.include(within);
  const results = await axe.analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, `${what} (${theme})`).toEqual([]);
}

/** Saves the theme as the customizer does; its "saved" toast is left unread, as it would cover the header's menus for five seconds. */
async function setTheme(page: Page, theme: "light" | "dark") {
  const response = await page.request.post("/preferences", { form: { theme, redirectTo: "/" }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await page.context().clearCookies({ name: "laga_toast" });
}

/**
 * Opens the page in each theme in turn and checks it. What `open` opens is
 * opened once the page's script is in place (a menu opened before hydration
 * can be closed again by it) and checked once it is visible.
 */
type Opener = { open: (page: Page) => Promise<unknown>; within: string };

async function expectAccessibleInBothThemes(page: Page, path: string, opener?: Opener) {
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    if (opener) {
      await waitForHydration(page);
      await opener.open(page);
      await expect(page.locator(opener.within).first()).toBeVisible();
    }
    await expectNoSeriousViolations(page, path, { theme, within: opener?.within });
  }
}

// axe takes a few seconds a page, and two workers share one server.
test.describe.configure({ timeout: 90_000 });

const signedInPages = ["/dashboard", "/analytics", "/analytics?region=province&from=2000-01-01&to=2000-01-02", "/account", "/auth/cover-lockscreen"];
const anonymousPages = ["/auth/boxed-password-reset", "/auth/cover-password-reset", "/auth/boxed-password-reset?sent=1", "/auth/reset-password?token=not-a-token", "/auth/login"];

test.describe("accessibility in the light and dark themes", () => {
  for (const path of signedInPages) {
    test(`${path} (signed in)`, async ({ page }) => {
      await signIn(page, "admin");
      await expectAccessibleInBothThemes(page, path);
    });
  }

  for (const path of anonymousPages) {
    test(`${path} (signed out)`, async ({ page }) => {
      await page.goto("/auth/login");
      await expectAccessibleInBothThemes(page, path);
    });
  }

  const openers: Record<string, Opener> = {
    "profile menu": { open: (page) => page.getByLabel("Menu profil").click(), within: "header details[open]" },
    "language menu": { open: (page) => page.getByLabel("Pilih bahasa").click(), within: "header details[open]" },
    customizer: { open: (page) => openCustomizer(page), within: "#customizer" },
  };
  for (const [what, opener] of Object.entries(openers)) {
    test(`the open ${what}`, async ({ page }) => {
      await signIn(page, "admin");
      await expectAccessibleInBothThemes(page, "/dashboard", opener);
    });
  }

  for (const theme of ["light", "dark"] as const) {
    test(`the horizontal, semi-dark and icon-rail menus (${theme})`, async ({ page }) => {
      await signIn(page, "admin");
      await setTheme(page, theme);
      const panel = await openCustomizer(page);
      await panel.getByRole("button", { name: "Sidebar gelap" }).click();
      await panel.getByRole("button", { name: "Horizontal" }).click();
      await page.keyboard.press("Escape");
      await page.locator(".horizontal-menu summary", { hasText: "Kompetisi" }).click();
      await expectNoSeriousViolations(page, "horizontal menu", { theme });
      await page.keyboard.press("Escape");
      await openCustomizer(page);
      await page.getByRole("dialog", { name: "Pengaturan Tampilan" }).getByRole("button", { name: "Vertikal ringkas" }).click();
      await page.keyboard.press("Escape");
      await page.mouse.move(900, 500);
      await expectNoSeriousViolations(page, "icon rail", { theme });
    });
  }

  test("the locked screen", async ({ page }) => {
    await signIn(page, "manager");
    await page.getByLabel("Menu profil").click();
    await page.getByRole("button", { name: "Kunci Layar" }).click();
    await expect(page.getByRole("button", { name: "Buka kunci" })).toBeVisible();
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expectNoSeriousViolations(page, "locked screen", { theme });
    }
    await page.getByRole("button", { name: "Bukan Anda? Keluar" }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test.describe("keyboard", () => {
  test("every visible control of the dashboard is reached with Tab", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      const controls = document.querySelectorAll<HTMLElement>("a[href], button, summary, input, select, textarea");
      controls.forEach((element, index) => element.setAttribute("data-kb", String(index)));
    });
    const expected = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-kb]")]
        // checkVisibility also leaves out the contents of closed <details> (content-visibility: hidden).
        .filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.tabIndex >= 0)
        .map((element) => element.dataset.kb!),
    );
    expect(expected.length).toBeGreaterThan(30);
    const reached = new Set<string>();
    for (let i = 0; i < expected.length + 5; i++) {
      await page.keyboard.press("Tab");
      const kb = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kb ?? null);
      if (kb) reached.add(kb);
    }
    expect(expected.filter((kb) => !reached.has(kb))).toEqual([]);
  });

  test("the profile menu opens, is used and closes by keyboard", async ({ page }) => {
    await signIn(page, "admin");
    const summary = page.getByLabel("Menu profil");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Akun Saya" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Akun Saya" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Akun Saya" })).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/account$/);
  });

  test("the customizer opens with Enter, its choices are reached with Tab and used with Enter", async ({ page }) => {
    await signIn(page, "admin");
    await page.getByRole("link", { name: "Pengaturan tampilan" }).focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Pengaturan Tampilan" });
    await expect(panel).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Tutup pengaturan tampilan" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("button", { name: "Gelap", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "Pengaturan tampilan" })).toBeFocused();
  });

  test("the skip link goes to the content", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Lompat ke konten utama" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("#content")).toBeFocused();
  });
});

test.describe("screenshots", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`dashboard, analytics and customizer (${theme})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await signIn(page, "admin");
      await setTheme(page, theme);
      await page.goto("/dashboard");
      await page.screenshot({ path: `test-results/screenshots/dashboard-${theme}.png`, fullPage: true });
      await page.goto("/analytics");
      await page.screenshot({ path: `test-results/screenshots/analytics-${theme}.png`, fullPage: true });
      await page.goto("/dashboard");
      await openCustomizer(page);
      await page.screenshot({ path: `test-results/screenshots/customizer-${theme}.png` });
    });
  }
});
