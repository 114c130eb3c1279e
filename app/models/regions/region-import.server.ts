import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type Database from "better-sqlite3";
import { getDb } from "~/db.server";

export type RegionLevel = "provinces" | "cities" | "districts" | "subdistricts";
export type RegionImportProgress = { level: RegionLevel; done: number; total: number };
export type RegionImportResult = Record<RegionLevel, { inserted: number; updated: number; unchanged: number }>;

type Row = { code: string; parent: string | null; name: string };

/**
 * New rows go in this many to a statement: the search index's triggers flush
 * it once per statement, so one row a statement would write 83,763 tiny segments.
 */
const INSERT_BATCH = 500;

/**
 * The records of one of idn-area-data's CSV files, read at once: the package's
 * own reader streams them through a general CSV parser, a cost every first
 * start paid. These files are plain — the expected header, one record a line, no
 * quoted field — and a file that is not is refused rather than misread
 * (tests/models/master-regions.test.ts compares with the package's reader).
 */
function readAreaFile(file: string, header: string): string[][] {
  const path = createRequire(import.meta.url).resolve(`idn-area-data/data/${file}.csv`);
  const [first, ...lines] = readFileSync(path, "utf8").split(/\r?\n/);
  const width = header.split(",").length;
  if (first !== header) throw new Error(`${file}.csv: expected the header ${header}, found ${first}`);
  return lines
    .filter((line) => line !== "")
    .map((line, index) => {
      const fields = line.split(",");
      if (fields.length !== width || fields.some((field) => field.startsWith('"'))) throw new Error(`${file}.csv line ${index + 2} is not a plain record: ${line}`);
      return fields;
    });
}

/**
 * Loads the national administrative areas of `idn-area-data` (38 provinces, 514
 * cities, 7,277 districts, 83,763 subdistricts) by BPS code. Idempotent: a row
 * whose code exists is only touched when its name or parent changed, so a re-run
 * changes nothing. One transaction: all of it or none.
 */
export async function importRegions(onProgress?: (progress: RegionImportProgress) => void): Promise<RegionImportResult> {
  const levels: { level: RegionLevel; table: string; parentTable: string | null; parentColumn: string | null; rows: Row[] }[] = [
    { level: "provinces", table: "provinces", parentTable: null, parentColumn: null, rows: readAreaFile("provinces", "code,name").map(([code, name]) => ({ code: code!, parent: null, name: name! })) },
    { level: "cities", table: "cities", parentTable: "provinces", parentColumn: "province_id", rows: readAreaFile("regencies", "code,province_code,name").map(areaRow) },
    { level: "districts", table: "districts", parentTable: "cities", parentColumn: "city_id", rows: readAreaFile("districts", "code,regency_code,name").map(areaRow) },
    { level: "subdistricts", table: "subdistricts", parentTable: "districts", parentColumn: "district_id", rows: readAreaFile("villages", "code,district_code,name").map(areaRow) },
  ];

  const sqlite = getDb().$client;
  const result = {} as RegionImportResult;
  sqlite
    .transaction(() => {
      for (const { level, table, parentTable, parentColumn, rows } of levels) {
        const parentIds = parentTable ? new Map(sqlite.prepare(`select code, id from ${parentTable}`).raw().all() as [string, number][]) : null;
        const existing = new Map(
          (
            sqlite
              .prepare(`select code, id, name${parentColumn ? `, ${parentColumn}` : ", null"} from ${table}`)
              .raw()
              .all() as [string, number, string, number | null][]
          ).map(([code, id, name, parentId]) => [code, { id, name, parentId }]),
        );
        const columns = parentColumn ? ["code", "name", parentColumn] : ["code", "name"];
        // The values of the new rows, one after the other, as the multi-row insert binds them.
        const added: (string | number)[] = [];
        const insertAdded = () => {
          const inserts = new Map<number, Database.Statement>();
          for (let start = 0; start < added.length; start += INSERT_BATCH * columns.length) {
            const values = added.slice(start, start + INSERT_BATCH * columns.length);
            const rowCount = values.length / columns.length;
            let insert = inserts.get(rowCount);
            if (!insert) {
              const tuples = Array.from({ length: rowCount }, () => `(${columns.map(() => "?").join(", ")})`).join(", ");
              insert = sqlite.prepare(`insert into ${table} (${columns.join(", ")}) values ${tuples}`);
              inserts.set(rowCount, insert);
            }
            insert.run(values);
          }
        };
        const update = sqlite.prepare(
          parentColumn
            ? `update ${table} set name = ?, ${parentColumn} = ?, updated_at = cast(unixepoch('subsec') * 1000 as integer) where id = ?`
            : `update ${table} set name = ?, updated_at = cast(unixepoch('subsec') * 1000 as integer) where id = ?`,
        );
        const counts = { inserted: 0, updated: 0, unchanged: 0 };
        rows.forEach((row, index) => {
          const parentId = parentIds ? parentIds.get(row.parent ?? "") : null;
          if (parentIds && parentId === undefined) throw new Error(`${level} ${row.code}: unknown parent code ${row.parent}`);
          const current = existing.get(row.code);
          if (!current) {
            if (parentColumn) added.push(row.code, row.name, parentId!);
            else added.push(row.code, row.name);
            counts.inserted += 1;
          } else if (current.name !== row.name || (parentColumn !== null && current.parentId !== parentId)) {
            if (parentColumn) update.run(row.name, parentId, current.id);
            else update.run(row.name, current.id);
            counts.updated += 1;
          } else {
            counts.unchanged += 1;
          }
          if (onProgress && (index % 5000 === 0 || index === rows.length - 1)) onProgress({ level, done: index + 1, total: rows.length });
        });
        if (existing.size === 0) withIndexesBuiltAfter(sqlite, table, insertAdded);
        else insertAdded();
        result[level] = counts;
      }
    })
    .immediate();
  return result;
}

/**
 * Fills an empty table with its indexes set aside and built once at the end:
 * sorting the loaded rows into a new index is several times faster than
 * growing it row by row (the first start's 83,763 subdistricts). It runs
 * inside the import's transaction, so nobody sees the table without them.
 */
function withIndexesBuiltAfter(sqlite: Database.Database, table: string, fill: () => void) {
  const indexes = sqlite.prepare("select name, sql from sqlite_schema where type = 'index' and tbl_name = ? and sql is not null").all(table) as { name: string; sql: string }[];
  for (const index of indexes) sqlite.exec(`drop index "${index.name}"`);
  fill();
  for (const index of indexes) sqlite.exec(index.sql);
}

/** A record below provinces: its code, its parent's code and its name. */
function areaRow([code, parent, name]: string[]): Row {
  return { code: code!, parent: parent!, name: name! };
}
