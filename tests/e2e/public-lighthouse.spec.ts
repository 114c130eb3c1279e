import { auditPages } from "../../bench/lighthouse";
import { expect, test } from "./fixtures";

/**
 * Lighthouse on the two pages spectators open most, in its mobile setting:
 * accessibility, best practices and SEO at 95 or more, and nothing written to
 * the console. The performance score is a timing, so `npm run lighthouse`
 * reports it instead of a test asserting it.
 */
test.describe.configure({ mode: "serial" });

for (const page of ["overview", "schedule"] as const) {
  test(`Lighthouse finds the ${page} accessible, well made and findable`, async ({ baseURL }) => {
    test.setTimeout(180_000);
    const [result] = await auditPages([`${baseURL}/live-event/${page}/martabaks-vol-2`], ["accessibility", "best-practices", "seo"]);
    expect(result!.consoleErrors).toEqual([]);
    expect(result!.scores.accessibility, JSON.stringify(result!.weakAudits)).toBeGreaterThanOrEqual(95);
    expect(result!.scores["best-practices"], JSON.stringify(result!.weakAudits)).toBeGreaterThanOrEqual(95);
    expect(result!.scores.seo, JSON.stringify(result!.weakAudits)).toBeGreaterThanOrEqual(95);
  });
}
