/**
 * How fast the largest list answers: the 83,763 national subdistricts, listed
 * plain, sorted by each sortable column, searched and filtered, as the list
 * screen asks (count + one page + the page's parents). Not a test; run it with
 * `npx tsx bench/lists.ts` and read the p50/p99 and the query plans.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(tmpdir(), "laga-bench-"));
process.env.DATA_DIR = dir;
process.env.DATABASE_PATH = path.join(dir, "bench.sqlite");
process.env.SESSION_SECRET ??= "bench-secret-bench-secret-bench-secret-0123";
process.env.LOG_LEVEL = "silent";

const { closeDb, getDb, migrateDatabase } = await import("~/db.server");
const { importRegions } = await import("~/models/region-import.server");
const { listRegions, readRegionListParams, regionOptions } = await import("~/models/region-list.server");

const rounds = Number(process.env.ROUNDS ?? 200);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Records the SQL a call prepares, so its plans can be shown. */
function capturedSql(run: () => void) {
  const client = getDb().$client;
  const original = client.prepare.bind(client);
  const seen: string[] = [];
  client.prepare = ((source: string) => {
    seen.push(source);
    return original(source);
  }) as typeof client.prepare;
  try {
    run();
  } finally {
    client.prepare = original as typeof client.prepare;
  }
  return seen;
}

function plan(source: string) {
  const placeholders = (source.match(/\?/g) ?? []).length;
  const rows = getDb()
    .$client.prepare(`explain query plan ${source}`)
    .all(...Array.from({ length: placeholders }, () => 1)) as { detail: string }[];
  return rows.map((row) => row.detail).join(" | ");
}

function measure(label: string, run: () => unknown) {
  run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p99: percentile(times, 99), run };
}

migrateDatabase(getDb());
const seeding = performance.now();
await importRegions();
console.log(`Seeded the national regions in ${Math.round(performance.now() - seeding)} ms (${getDb().$client.prepare("select count(*) from subdistricts").pluck().get()} subdistricts).\n`);

const coblong = getDb().$client.prepare("select id from districts where code = '32.73.02'").pluck().get() as number;
const list = (query: string) => () => listRegions("subdistrict", readRegionListParams("subdistrict", new URLSearchParams(query)));

const results = [
  measure("plain (code), page 1", list("")),
  measure("plain (code), last page", list("page=3351")),
  measure("sorted by code desc", list("sort=code&dir=desc")),
  measure("sorted by name", list("sort=name")),
  measure("sorted by name desc, page 2,000", list("sort=name&dir=desc&page=2000")),
  measure("sorted by postal code", list("sort=postalCode")),
  measure("sorted by district name", list("sort=parent")),
  measure("searched name 'sari' (common)", list("q=sari")),
  measure("searched name 'sari', sorted by name", list("q=sari&sort=name")),
  measure("searched name 'zzq' (no match)", list("q=zzq")),
  measure("searched code prefix '32.73'", list("q=32.73")),
  measure("filtered by district (Coblong)", list(`district=${coblong}`)),
  measure("filtered by district, searched", list(`district=${coblong}&q=dago`)),
  measure("100 per page, sorted by name", list("perPage=100&sort=name")),
  measure("select options 'a' (50)", () => regionOptions("subdistrict", { q: "a", limit: 50 })),
  measure("select options 'zzq'", () => regionOptions("subdistrict", { q: "zzq", limit: 50 })),
];

console.log(`${rounds} rounds each, milliseconds per list request (count + page + parents):\n`);
console.log(`${"query".padEnd(40)} ${"p50".padStart(8)} ${"p99".padStart(8)}`);
for (const result of results) console.log(`${result.label.padEnd(40)} ${result.p50.toFixed(2).padStart(8)} ${result.p99.toFixed(2).padStart(8)}`);

console.log("\nQuery plans (the count, then the page):\n");
for (const result of results) {
  const statements = capturedSql(() => result.run()).filter((source) => /from "subdistricts"/.test(source));
  console.log(`${result.label}`);
  for (const source of statements) console.log(`  ${plan(source)}`);
}

closeDb();
rmSync(dir, { recursive: true, force: true });
