import { expect, test } from "./fixtures";

/**
 * The Content-Security-Policy is the last line against injected markup: an
 * inline script that did not come from the server's render (it has no nonce)
 * is not run, while the page's own scripts (with the nonce) still hydrate it.
 */
test("an inline script injected into a page is blocked, the page's own scripts still run", async ({ page, consoleErrors }) => {
  await page.route("**/live-event/overview/martabaks-vol-2", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace("</body>", `<script>window.__injected = "ran";</script><img src="x" onerror="window.__handler = 'ran'"></body>`);
    // Same status and headers, CSP included: only the body was tampered with.
    await route.fulfill({ response, body: html });
  });
  await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }));

  await page.goto("/live-event/overview/martabaks-vol-2");
  // The server's own inline script (with the nonce) and the app's modules ran.
  await page.waitForFunction(() => "__reactRouterContext" in window && "__reactRouterRouteModules" in window);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __handler?: string }).__handler)).toBeUndefined();

  const violations = consoleErrors.filter((text) => text.includes("Content Security Policy"));
  expect(violations.length).toBeGreaterThan(0);
  // Only the expected violations (and the broken image they injected) were reported.
  const others = consoleErrors.filter((text) => !text.includes("Content Security Policy") && !/status of 404/.test(text));
  expect(others).toEqual([]);
  consoleErrors.length = 0;
});
