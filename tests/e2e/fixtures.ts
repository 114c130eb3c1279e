import { test as base, expect, type Browser, type BrowserContextOptions, type ConsoleMessage, type Page } from "@playwright/test";
import { e2eAccounts, e2eBaseURL } from "../../playwright.config";
import { clockShiftOf } from "../support/test-clock";

type Credentials = { email: string; password: string };
/** A seeded account of the test server, or any other one a test made. */
type Account = keyof typeof e2eAccounts | Credentials;
const credentials = (account: Account): Credentials => (typeof account === "string" ? e2eAccounts[account] : account);

/**
 * Chromium logs every non-2xx response as a console error. A refused form answers
 * 400/401/403/422/429 on purpose (the tests check those pages), and a save the
 * server has no room for 507; a 404 or another 5xx still fails the test, as it
 * would be a broken link, image or server.
 */
const expectedRefusal = /Failed to load resource: the server responded with a status of (400|401|403|422|429|507) /;

/** Pages of tests run with JavaScript off: nothing hydrates there, so nothing is waited for. */
const pagesWithoutScripts = new WeakSet<Page>();

/**
 * Every page of a test is watched: a console error or an uncaught exception fails it.
 * A worker's tests share one browser context and page (`reuseContext` in playwright.config.ts),
 * so what a test attaches to the page is taken off again when it ends.
 */
let clockShift: number | null = null;

/**
 * The test server's clock now (pinned with CLOCK_AT, tests/support/test-clock.ts), for data a test writes "now":
 * the machine's own day is not the one the tests play. Read once when a worker starts.
 */
export function serverNow(): number {
  if (clockShift === null) throw new Error("the server's clock is read when a worker starts, before its first test");
  return Date.now() + clockShift;
}

/** Another browser (a second phone, another reader) whose clock agrees with the server's, as the test's own page does. */
export async function openContext(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.clock.install({ time: serverNow() });
  return context;
}

/** A page in a browser of its own (openContext), closed with its context. */
export async function openPage(browser: Browser, options?: BrowserContextOptions) {
  const context = await openContext(browser, options);
  const page = await context.newPage();
  page.on("close", () => void context.close());
  return page;
}

export const test = base.extend<{ consoleErrors: string[]; scriptsNoted: void; phoneClock: void }, { serverClock: void }>({
  serverClock: [
    async ({}, use) => {
      clockShift = await clockShiftOf(e2eBaseURL);
      await use();
    },
    { scope: "worker", auto: true },
  ],
  scriptsNoted: [
    async ({ page, javaScriptEnabled }, use) => {
      if (!javaScriptEnabled) pagesWithoutScripts.add(page);
      await use();
      pagesWithoutScripts.delete(page);
    },
    { auto: true },
  ],
  /**
   * The page's clock agrees with the server's, as a phone's does: a page's script marks a match late, counts down to
   * it and runs a match clock from the server's instants. It flows as time does; a test may still pause or move it.
   */
  phoneClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: serverNow() });
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === "error" && !expectedRefusal.test(message.text())) errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(error.message);
      page.on("console", onConsole);
      page.on("pageerror", onPageError);
      await use(errors);
      page.off("console", onConsole);
      page.off("pageerror", onPageError);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** The back office has hydrated: the customizer marks itself once JavaScript runs the page. */
export async function waitForHydration(page: Page) {
  await expect(page.locator("#customizer")).toHaveAttribute("data-js", "true", { timeout: 15_000 });
}

/**
 * Signs in with a session of its own, made by the real login action over HTTP
 * (the page's request context shares the browser's cookies), then opens the
 * page the login sends to. The login form itself is driven by
 * `signInThroughForm` in auth.spec.ts; the other tests skip its page load.
 * With JavaScript on, it returns once the back office has hydrated, so a test's
 * first click meets the page's script rather than the bare HTML under it.
 */
export async function signIn(page: Page, account: Account, redirectTo?: string) {
  const { email, password } = credentials(account);
  const response = await page.request.post("/auth/login", { form: { email, password, redirectTo: redirectTo ?? "" }, headers: { Origin: e2eBaseURL }, maxRedirects: 0 });
  expect(response.status(), `signing in as ${email}`).toBe(302);
  await page.goto(response.headers().location!);
  if (!pagesWithoutScripts.has(page) && (await page.locator("#customizer").count())) await waitForHydration(page);
}

/** Signs in through the real login form. */
export async function signInThroughForm(page: Page, account: Account, redirectTo?: string) {
  const { email, password } = credentials(account);
  await page.goto(redirectTo ? `/auth/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata sandi").fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/auth/login"));
}

export { expect, e2eAccounts };
