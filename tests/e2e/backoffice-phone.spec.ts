import type { Page } from "@playwright/test";
import { appRoutes } from "../support/app-routes";
import { measure, minTarget, phone } from "./backoffice-support";
import { expect, signIn, test, waitForHydration } from "./fixtures";

/**
 * "A back office that fits a phone": every back-office page of app/routes.ts, opened at
 * 360 × 740 as an admin and as the demo's event manager, is no wider than the window
 * (a wide table scrolls inside its own frame), and its buttons, fields and standalone
 * links are touch targets of at least 44 × 44 px; the scorer's pages fit in Arabic too.
 * One test per role walks every page with one browser page, so a route added later is
 * covered without a line here.
 */

/** The back office's pages: routes of its route modules that render a page (a `.ts` module answers a download or JSON). */
const pages = appRoutes().filter((route) => route.file.startsWith("routes/backoffice/") && route.file.endsWith(".tsx"));

/** A route pattern as a test of pathnames: each `:param` stands for one path segment. */
function patternOf(path: string) {
  return new RegExp(`^${path.replace(/[.+?*()[\]{}|^$\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "([^/]+)")}$`);
}

/**
 * The same-origin link targets of the page. A page with `:params` is opened through a link
 * the back office itself shows, so its parameters are the demo's rows the user may see.
 */
function linkTargets(page: Page) {
  return page.$$eval("a[href]", (links) =>
    links
      .map((link) => new URL((link as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

/**
 * Among the links that fill a pattern, the one with the lowest ids: the demo's seeded rows,
 * which no other test changes or removes, rather than a row another test made meanwhile.
 */
function lowestIds(paths: Iterable<string>, pattern: RegExp) {
  const key = (path: string) =>
    path
      .match(pattern)!
      .slice(1)
      .map((value) => Number(value) || 0);
  const found = [...paths].filter((path) => pattern.test(path));
  found.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const differ = x.findIndex((value, index) => value !== y[index]);
    return differ === -1 ? 0 : x[differ]! - y[differ]!;
  });
  return found[0];
}

/**
 * Opens a page through the back office's own router, as a click on one of its links does: the walk
 * loads and hydrates one document instead of one per page, which halves its time. Answers where
 * the navigation ended (a guard may redirect) and the status of the error a route answered, if any.
 */
async function open(page: Page, path: string) {
  const opened = await page.evaluate(async (path) => {
    type Router = { navigate(to: string): Promise<void>; state: { location: { pathname: string }; errors: Record<string, { status?: number }> | null } };
    const router = (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter;
    const from = router.state.location.pathname;
    // The content is keyed by the path, so a new path replaces this element once React has rendered it.
    document.querySelector("#content > .route-animation")?.setAttribute("data-left", "");
    await router.navigate(path);
    const error = Object.values(router.state.errors ?? {})[0];
    return { from, path: router.state.location.pathname, status: error ? (error.status ?? 500) : 200 };
  }, path);
  if (opened.path === opened.from) await page.locator("#content > .route-animation").evaluate((element) => element.removeAttribute("data-left"));
  else await expect(page.locator("#content > .route-animation[data-left]")).toHaveCount(0);
  return opened;
}

/**
 * The dashboard's live match names its code in a hidden text ("Kelola C-6"): a target must not shrink
 * with what it says. Every link, button and summary is given a one-letter text, then measured again.
 */
test("a touch target keeps its 44 px however short its text", async ({ page }) => {
  await page.setViewportSize(phone);
  await signIn(page, "admin", "/dashboard");
  for (const path of ["/dashboard", "/list-schedule", "/match-progress/events/1"]) {
    await open(page, path);
    await page.locator("#content").evaluate((content) => {
      for (const target of content.querySelectorAll("a[href], button, summary")) {
        const texts = document.createTreeWalker(target, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) if (node.textContent!.trim()) node.textContent = "x";
      }
    });
    expect((await measure(page)).small, `${path}: touch targets under ${minTarget} × ${minTarget} px with a one-letter text`).toEqual([]);
  }
});

// About sixty pages per role, on a CI machine shared with other work.
test.describe.configure({ timeout: 180_000 });

for (const role of ["admin", "manager"] as const) {
  test(`every back-office page fits a 360 px phone, with touch targets of 44 px (${role})`, async ({ page }) => {
    await page.setViewportSize(phone);
    await signIn(page, role);
    const seen = new Set<string>(await linkTargets(page));
    const tooWide: string[] = [];
    const tooSmall: string[] = [];
    const skipped: string[] = [];
    const measured: { file: string; path: string }[] = [];
    let waiting = pages.filter((route) => !route.path.includes(":"));
    let withParams = pages.filter((route) => route.path.includes(":"));
    while (waiting.length) {
      for (const route of waiting) {
        const opened = await open(page, route.path.includes(":") ? lowestIds(seen, patternOf(route.path))! : route.path);
        // The manager's guard sends admin-only pages to their start page, or answers 403/404 for what is not theirs: not a page of theirs to measure.
        if (role === "manager" && (opened.status === 403 || opened.status === 404 || !patternOf(route.path).test(opened.path))) {
          skipped.push(route.path);
          continue;
        }
        expect(opened, `${route.path} opens`).toMatchObject({ status: 200, path: expect.stringMatching(patternOf(route.path)) });
        for (const path of await linkTargets(page)) seen.add(path);
        const { width, viewport, small } = await measure(page);
        if (width > viewport) tooWide.push(`${opened.path}: ${width} px`);
        if (small.length) tooSmall.push(`${opened.path}: ${small.join(", ")}`);
        measured.push({ file: route.file, path: opened.path });
      }
      waiting = withParams.filter((route) => lowestIds(seen, patternOf(route.path)));
      withParams = withParams.filter((route) => !waiting.includes(route));
    }
    // An admin reaches every page through the back office's own links; the manager only those of their event.
    if (role === "admin")
      expect(
        withParams.map((route) => route.path),
        "pages no link of the back office leads to",
      ).toEqual([]);
    else skipped.push(...withParams.map((route) => route.path));
    // The scorer's pages once more in Arabic, right to left, where what is too wide runs out on the left.
    if (role === "manager") {
      for (const { path } of measured.filter((visited) => visited.file.startsWith("routes/backoffice/match-progress/"))) {
        await page.goto(`${path}?lng=ar`, { waitUntil: "domcontentloaded" });
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        const { width, viewport } = await measure(page);
        if (width > viewport) tooWide.push(`${path}?lng=ar: ${width} px`);
      }
    }
    test.info().annotations.push({ type: "skipped for this role", description: skipped.join(", ") || "none" });
    expect.soft(tooWide, `pages wider than the ${phone.width} px window`).toEqual([]);
    expect(tooSmall, `touch targets under ${minTarget} × ${minTarget} px`).toEqual([]);
  });
}
