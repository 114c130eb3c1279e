import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { e2eDatabaseFile } from "../../playwright.config";
import { expect, test } from "./fixtures";

/** Every public page, on a phone's width, has no serious or critical WCAG 2.1 A/AA violation. */

const slug = "martabaks-vol-2";

function demoIds() {
  const db = new Database(e2eDatabaseFile, { readonly: true });
  try {
    const eventId = (db.prepare("select id from events where slug = ?").get(slug) as { id: number }).id;
    const match = (db.prepare("select id from matches where event_id = ? and status = 'finished' order by id limit 1").get(eventId) as { id: number }).id;
    const team = (db.prepare("select id from teams where event_id = ? order by id limit 1").get(eventId) as { id: number }).id;
    return { match, team };
  } finally {
    db.close();
  }
}

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 360, height: 740 } });

test.beforeEach(async ({ page }) => {
  await page.route("https://www.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }));
});

/** The pages by name; ids are read when a test runs, once the test server has seeded its database. */
const pages: [string, (ids: ReturnType<typeof demoIds>) => string][] = [
  ["the events list", () => "/"],
  ["the landing page", () => `/live-event/${slug}`],
  ["the overview", () => `/live-event/overview/${slug}`],
  ["the groups", () => `/live-event/groups/${slug}`],
  ["the schedule", () => `/live-event/schedule/${slug}`],
  ["the results", () => `/live-event/results/${slug}`],
  ["a match", (ids) => `/live-event/match-detail/${slug}/${ids.match}`],
  ["a team", (ids) => `/live-event/teams-detail/${slug}/${ids.team}`],
  ["the 404 page of an unknown event", () => "/live-event/no-such-event"],
];

for (const [name, address] of pages) {
  test(`${name} has no serious accessibility violations`, async ({ page, consoleErrors }) => {
    const path = address(demoIds());
    const response = await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    expect(serious, path).toEqual([]);
    if (response?.status() === 404) {
      // The 404 page's own status is the one console error it may show.
      expect(consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
      consoleErrors.length = 0;
    }
  });
}
