import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openCustomizer, signIn } from "./backoffice-support";

/** Fails on serious or critical WCAG 2.1 A/AA violations, naming the rule and the elements. */
async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, what).toEqual([]);
}

async function setTheme(page: Page, theme: "light" | "dark") {
  const response = await page.request.post("/preferences", { form: { theme, redirectTo: "/" }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
}

// axe takes a few seconds a page, and two workers share one server.
test.describe.configure({ timeout: 90_000 });

const signedInPages = ["/dashboard", "/analytics", "/analytics?region=province&from=2000-01-01&to=2000-01-02", "/account", "/auth/cover-lockscreen"];
const anonymousPages = ["/auth/boxed-password-reset", "/auth/cover-password-reset", "/auth/boxed-password-reset?sent=1", "/auth/reset-password?token=not-a-token", "/auth/login"];

for (const theme of ["light", "dark"] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    for (const path of signedInPages) {
      test(`${path} (signed in)`, async ({ page }) => {
        await signIn(page, "admin");
        await setTheme(page, theme);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectNoSeriousViolations(page, path);
      });
    }

    for (const path of anonymousPages) {
      test(`${path} (signed out)`, async ({ page }) => {
        await page.goto("/auth/login");
        await setTheme(page, theme);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectNoSeriousViolations(page, path);
      });
    }

    const openers: Record<string, (page: Page) => Promise<unknown>> = {
      "profile menu": (page) => page.getByLabel("Menu profil").click(),
      "language menu": (page) => page.getByLabel("Pilih bahasa").click(),
      customizer: (page) => openCustomizer(page),
    };
    for (const [what, open] of Object.entries(openers)) {
      test(`the open ${what}`, async ({ page }) => {
        await signIn(page, "admin");
        await setTheme(page, theme);
        await page.goto("/dashboard");
        await open(page);
        await expectNoSeriousViolations(page, what);
      });
    }

    test("the horizontal, semi-dark and icon-rail menus", async ({ page }) => {
      await signIn(page, "admin");
      await setTheme(page, theme);
      const panel = await openCustomizer(page);
      await panel.getByRole("button", { name: "Sidebar gelap" }).click();
      await panel.getByRole("button", { name: "Horizontal" }).click();
      await page.keyboard.press("Escape");
      await page.locator(".horizontal-menu summary", { hasText: "Kompetisi" }).click();
      await expectNoSeriousViolations(page, "horizontal menu");
      await page.keyboard.press("Escape");
      await openCustomizer(page);
      await page.getByRole("dialog", { name: "Pengaturan Tampilan" }).getByRole("button", { name: "Vertikal ringkas" }).click();
      await page.keyboard.press("Escape");
      await page.mouse.move(900, 500);
      await expectNoSeriousViolations(page, "icon rail");
    });

    test("the locked screen", async ({ page }) => {
      await signIn(page, "manager");
      await setTheme(page, theme);
      await page.getByLabel("Menu profil").click();
      await page.getByRole("button", { name: "Kunci Layar" }).click();
      await expect(page.getByRole("button", { name: "Buka kunci" })).toBeVisible();
      await expectNoSeriousViolations(page, "locked screen");
      await page.getByRole("button", { name: "Bukan Anda? Keluar" }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
    });
  });
}

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
