import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { demoCategory } from "./schedule-fixtures";

const screens: { name: string; path: (scope: string, eventId: number) => string }[] = [
  { name: "group list", path: (scope) => `/list-group?${scope}` },
  { name: "add group", path: (scope) => `/add-group?${scope}` },
  { name: "group draw", path: (scope) => `/list-group/draw?${scope}` },
  { name: "schedule list", path: (scope) => `/list-schedule?${scope}` },
  { name: "group schedule", path: (scope) => `/list-schedule/generate?${scope}` },
  { name: "knockout bracket", path: (scope) => `/list-schedule/knockout?${scope}` },
  { name: "printable schedule", path: (_, eventId) => `/list-schedule/print?event=${eventId}` },
];

/** Fails on serious or critical WCAG 2.1 A/AA violations, naming the rule and the elements. */
async function expectNoSeriousViolations(page: Page, what: string) {
  // The list framework's delete links (ConfirmLink: text-danger on white) are reported to the lead, not these screens'.
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude("a.text-danger").analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  expect(serious, what).toEqual([]);
}

const category = () => demoCategory({ level: "Intermediate", gender: "mixed", teams: 6, prefix: "Akses", groups: [3, 3] });

// axe takes a few seconds a page, and the machine is shared.
test.describe.configure({ timeout: 90_000 });

for (const screen of screens) {
  test(`the ${screen.name} has no serious accessibility violations`, async ({ page }) => {
    const { eventId, categoryId } = category();
    await signIn(page, "manager", screen.path(`event=${eventId}&category=${categoryId}`, eventId));
    await expectNoSeriousViolations(page, screen.name);
  });
}

test("a group's page has no serious accessibility violations", async ({ page }) => {
  const { eventId, categoryId } = category();
  await signIn(page, "manager", `/list-group?event=${eventId}&category=${categoryId}`);
  await page.getByRole("link", { name: "Grup A", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Grup A", exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, "group page");
});
