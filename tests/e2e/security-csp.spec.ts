import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The Content-Security-Policy is the last line against injected markup: an
 * inline script that did not come from the server's render is not run, while
 * the page's own scripts still run — on a back-office page the ones carrying
 * the request's nonce, on a spectator's page the one script the policy names
 * by its hash.
 */
async function injectScripts(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", `<script>window.__injected = "ran";</script><img src="x" onerror="window.__handler = 'ran'"></body>`);
    // Same status and headers, CSP included: only the body was tampered with.
    await route.fulfill({ response, body: html });
  });
}

async function expectOnlyInjectedBlocked(page: Page, consoleErrors: string[]) {
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __handler?: string }).__handler)).toBeUndefined();
  const violations = consoleErrors.filter((text) => text.includes("Content Security Policy"));
  expect(violations.length).toBeGreaterThan(0);
  // Only the expected violations (and the broken image they injected) were reported.
  const others = consoleErrors.filter((text) => !text.includes("Content Security Policy") && !/status of 404/.test(text));
  expect(others).toEqual([]);
  consoleErrors.length = 0;
}

test("an inline script injected into a hydrated page is blocked, the page's own scripts still run", async ({ page, consoleErrors }) => {
  await injectScripts(page, "/auth/login");
  await page.goto("/auth/login");
  // The server's own inline script (with the nonce) and the app's modules ran.
  await page.waitForFunction(() => "__reactRouterContext" in window && "__reactRouterRouteModules" in window);
  await expectOnlyInjectedBlocked(page, consoleErrors);
});

test("an inline script injected into a spectator's page is blocked, the page's own script still runs", async ({ page, consoleErrors }) => {
  const slug = "martabaks-vol-2";
  await injectScripts(page, `/live-event/results/${slug}`);
  const stream = page.waitForRequest((request) => request.url().endsWith(`/live-event/stream/${slug}`));
  await page.goto(`/live-event/results/${slug}`);
  // The spectator script (allowed by its hash) opened the event's live stream.
  await stream;
  await expectOnlyInjectedBlocked(page, consoleErrors);
});
