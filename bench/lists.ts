/**
 * How fast the largest list answers: the 83,763 national subdistricts, listed
 * plain, sorted by each sortable column, searched and filtered, as the list
 * screen asks (count + one page + the page's parents). Not a test; run it with
 * `npx tsx bench/lists.ts` and read the p50/p99 and the query plans.
 */
import { removeScratchDatabase } from "./scratch-database";

const { closeDb, getDb, migrateDatabase } = await import("~/db.server");
const { importRegions } = await import("~/models/regions/region-import.server");
const { listRegions, readRegionListParams, regionOptions } = await import("~/models/regions/region-list.server");
const { measure: measureRounds, printTimings } = await import("./query-timing");

const rounds = Number(process.env.ROUNDS ?? 200);
const measure = (label: string, run: () => unknown) => measureRounds(label, run, rounds);

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
  measure("searched name 'sa' (short: a scan)", list("q=sa")),
  measure("searched name 'Tanjung Sari' (two words)", list("q=Tanjung%20Sari")),
  measure("searched code prefix '32.73'", list("q=32.73")),
  measure("filtered by district (Coblong)", list(`district=${coblong}`)),
  measure("filtered by district, searched", list(`district=${coblong}&q=dago`)),
  measure("100 per page, sorted by name", list("perPage=100&sort=name")),
  measure("select options 'a' (50)", () => regionOptions("subdistrict", { q: "a", limit: 50 })),
  measure("select options 'zzq'", () => regionOptions("subdistrict", { q: "zzq", limit: 50 })),
];

printTimings(getDb(), results, rounds, "subdistricts");

closeDb();
removeScratchDatabase();
