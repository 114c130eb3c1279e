import { getDistricts, getProvinces, getRegencies, getVillages } from "idn-area-data";
import { getDb } from "~/db.server";

export type RegionLevel = "provinces" | "cities" | "districts" | "subdistricts";
export type RegionImportProgress = { level: RegionLevel; done: number; total: number };
export type RegionImportResult = Record<RegionLevel, { inserted: number; updated: number; unchanged: number }>;

type Row = { code: string; parent: string | null; name: string };

/**
 * Loads the national administrative areas of `idn-area-data` (38 provinces, 514
 * cities, 7,277 districts, 83,763 subdistricts) by BPS code. Idempotent: a row
 * whose code exists is only touched when its name or parent changed, so a re-run
 * changes nothing. One transaction: all of it or none.
 */
export async function importRegions(onProgress?: (progress: RegionImportProgress) => void): Promise<RegionImportResult> {
  const [provinces, regencies, districts, villages] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
    getVillages(),
  ]);
  const levels: { level: RegionLevel; table: string; parentTable: string | null; parentColumn: string | null; rows: Row[] }[] = [
    { level: "provinces", table: "provinces", parentTable: null, parentColumn: null, rows: provinces.map((p) => ({ code: p.code, parent: null, name: p.name })) },
    { level: "cities", table: "cities", parentTable: "provinces", parentColumn: "province_id", rows: regencies.map((r) => ({ code: r.code, parent: r.province_code, name: r.name })) },
    { level: "districts", table: "districts", parentTable: "cities", parentColumn: "city_id", rows: districts.map((d) => ({ code: d.code, parent: d.regency_code, name: d.name })) },
    { level: "subdistricts", table: "subdistricts", parentTable: "districts", parentColumn: "district_id", rows: villages.map((v) => ({ code: v.code, parent: v.district_code, name: v.name })) },
  ];

  const sqlite = getDb().$client;
  const result = {} as RegionImportResult;
  sqlite.transaction(() => {
    for (const { level, table, parentTable, parentColumn, rows } of levels) {
      const parentIds = parentTable
        ? new Map(sqlite.prepare(`select code, id from ${parentTable}`).raw().all() as [string, number][])
        : null;
      const existing = new Map(
        (sqlite.prepare(`select code, id, name${parentColumn ? `, ${parentColumn}` : ", null"} from ${table}`).raw().all() as [string, number, string, number | null][]).map(
          ([code, id, name, parentId]) => [code, { id, name, parentId }],
        ),
      );
      const insert = sqlite.prepare(
        parentColumn ? `insert into ${table} (code, name, ${parentColumn}) values (?, ?, ?)` : `insert into ${table} (code, name) values (?, ?)`,
      );
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
          if (parentColumn) insert.run(row.code, row.name, parentId);
          else insert.run(row.code, row.name);
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
      result[level] = counts;
    }
  }).immediate();
  return result;
}
