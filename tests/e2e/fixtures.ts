import { test as base, expect, type Page } from "@playwright/test";
import { e2eAccounts } from "../../playwright.config";

type Account = keyof typeof e2eAccounts;

/**
 * Chromium logs every non-2xx response as a console error. A refused form answers
 * 400/401/403/422/429 on purpose (the tests check those pages); a 404 or a 5xx
 * still fails the test, as it would be a broken link, image or server.
 */
const expectedRefusal = /Failed to load resource: the server responded with a status of (400|401|403|422|429) /;

/** Every page of a test is watched: a console error or an uncaught exception fails it. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && !expectedRefusal.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs in through the real login form. */
export async function signIn(page: Page, account: Account, redirectTo?: string) {
  const { email, password } = e2eAccounts[account];
  await page.goto(redirectTo ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata sandi").fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/login"));
}

export { expect, e2eAccounts };
