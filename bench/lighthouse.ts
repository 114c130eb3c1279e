/**
 * Lighthouse (mobile, the default config: a Moto G Power screen, slow 4G and a
 * 4× slower CPU, simulated) on Debian's Chromium, launched with the flags the
 * browser tests use so it never tries to reach the internet by itself.
 * Used by `npm run lighthouse` (all four categories, a report) and by the
 * browser tests (the categories that do not depend on timing).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../playwright.config";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

export type LighthouseResult = {
  url: string;
  /** 0–100 per category run. */
  scores: Partial<Record<Category, number>>;
  /** What the page wrote to the console as errors (the `errors-in-console` audit). */
  consoleErrors: string[];
  /** Audits scored below 0.9, with what Lighthouse says of them, for a report. */
  weakAudits: { id: string; score: number; value: string }[];
};

/** Audits each address in turn in one Chromium (a fresh tab and storage per page, as Lighthouse does). */
export async function auditPages(urls: string[], only: readonly Category[] = categories): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumArgs] });
  try {
    const results: LighthouseResult[] = [];
    for (const url of urls) {
      const run = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...only] });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = run;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      const scores: Partial<Record<Category, number>> = {};
      for (const category of only) scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const consoleItems = (lhr.audits["errors-in-console"]?.details as { items?: { description?: string; source?: string }[] } | undefined)?.items ?? [];
      results.push({
        url,
        scores,
        consoleErrors: consoleItems.map((item) => `${item.source ?? "console"}: ${item.description ?? ""}`),
        weakAudits: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric"))
          .map((audit) => ({ id: audit.id, score: audit.score!, value: audit.displayValue ?? "" })),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
