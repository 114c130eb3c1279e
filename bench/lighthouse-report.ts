/**
 * `npm run lighthouse`: Lighthouse's four scores (mobile) for the demo event's
 * overview and schedule on the production build, against the target of 95 in
 * each. Starts the server on a fresh temporary data folder with the demo event.
 * Not a test (the performance score is a timing); the browser tests hold the
 * other three categories. Exits 1 when a score misses the target.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "../playwright.config";
import { auditPages, categories } from "./lighthouse";
import { atLeast, textTable, withVerdict } from "./report";
import { snapshotBuild, startServer } from "./server";

const TARGET = 95;
const slug = "martabaks-vol-2";
const pages = [
  { name: "overview", path: `/live-event/overview/${slug}` },
  { name: "schedule", path: `/live-event/schedule/${slug}` },
];

const work = mkdtempSync(path.join(os.tmpdir(), "laga-lighthouse-"));
const appDir = snapshotBuild(path.resolve(import.meta.dirname, ".."), path.join(work, "app"));
const server = await startServer(appDir, { DATA_DIR: path.join(work, "data"), SEED_DEMO: "1", LOG_LEVEL: "warn", ADMIN_PASSWORD: "lighthouse-admin-2026", DEMO_PASSWORD: "lighthouse-manager-2026" });
let missed = false;
try {
  // One view of each page first, so the audits measure a started server rather than its first render.
  for (const page of pages) await fetch(`${server.base}${page.path}`).then((response) => response.text());
  const results = await auditPages(pages.map((page) => `${server.base}${page.path}`));
  const rows = [["page", ...categories, "console errors"]];
  results.forEach((result, index) => {
    const verdicts = categories.map((category) => atLeast(result.scores[category] ?? 0, TARGET));
    if (verdicts.includes(false) || result.consoleErrors.length > 0) missed = true;
    rows.push([pages[index]!.name, ...categories.map((category, i) => withVerdict(String(result.scores[category]), verdicts[i]!)), String(result.consoleErrors.length)]);
  });
  console.log(`Lighthouse (mobile, simulated slow 4G and 4× CPU), Chromium at ${chromiumPath}, target ${TARGET}:\n`);
  console.log(textTable(rows));
  for (const [index, result] of results.entries()) {
    const notes = [...result.consoleErrors, ...result.weakAudits.map((audit) => `${audit.id} ${audit.score}${audit.value ? ` (${audit.value})` : ""}`)];
    if (notes.length) console.log(`\n${pages[index]!.name}: ${notes.join("; ")}`);
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(missed ? 1 : 0);
