import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db.server";
import { pageWindow, readListParams, type ListParams, type ListSpec } from "~/utils/list-params";
import type { SheetColumn } from "~/utils/spreadsheet.server";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { contains, isCodeSearch, ordered, startsWith, trigramCandidates } from "../list.server";
import { regionLevels, type RegionEntity, type RegionRef } from "./region.server";

export type RegionSort = "code" | "name" | "parent" | "postalCode";

/**
 * Sorts and filters of each level's list. Every sort but the postal code
 * follows an index (there is none on postal_code: it sorts in memory, which
 * bench/lists.ts times for the national subdistricts).
 */
export const regionListSpecs: Record<RegionEntity, ListSpec<RegionSort, string>> = {
  province: { sorts: ["code", "name"], defaultSort: "code", filters: [] },
  city: { sorts: ["code", "name", "parent"], defaultSort: "code", filters: ["province"] },
  district: { sorts: ["code", "name", "parent"], defaultSort: "code", filters: ["city"] },
  subdistrict: { sorts: ["code", "name", "postalCode", "parent"], defaultSort: "code", filters: ["district"] },
};

export type RegionListParams = ListParams<RegionSort, string>;

export type RegionRow = RegionRef & {
  postalCode: string | null;
  parent: RegionRef | null;
  /** The parent's own parent, so "Coblong" is told from the other Coblong. */
  grandparent: string | null;
};

export function readRegionListParams(entity: RegionEntity, search: URLSearchParams) {
  return readListParams(search, regionListSpecs[entity]);
}

/** The parent filter's value when it is a plausible id. */
export function parentFilterOf(entity: RegionEntity, params: RegionListParams) {
  const parent = regionLevels[entity].parent;
  const value = parent ? params.filters[parent] : undefined;
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * A search that looks like a code is a code prefix ("32.73"), anything else
 * part of a name, narrowed by the level's trigram index when it has one.
 */
function regionSearch(entity: RegionEntity, q: string): SQL | undefined {
  if (!q) return undefined;
  const level = regionLevels[entity];
  if (isCodeSearch(q)) return startsWith(level.code, q);
  return and(level.nameIndex ? trigramCandidates(level.id, level.nameIndex, [q]) : undefined, contains(level.name, q));
}

function whereOf(entity: RegionEntity, params: RegionListParams): SQL | undefined {
  const level = regionLevels[entity];
  const asked = level.parent ? params.filters[level.parent] : undefined;
  const parentId = parentFilterOf(entity, params);
  // A parent filter that is not an id matches nothing rather than everything.
  const byParent = asked === undefined || !level.parentId ? undefined : parentId === null ? sql`0` : eq(level.parentId, parentId);
  return and(regionSearch(entity, params.q), byParent);
}

type BareRow = RegionRef & { parentId?: number; postalCode?: string | null };

function selectionOf(entity: RegionEntity) {
  const level = regionLevels[entity];
  return {
    id: level.id,
    code: level.code,
    name: level.name,
    ...(level.parentId ? { parentId: level.parentId } : {}),
    ...(level.postalCode ? { postalCode: level.postalCode } : {}),
  };
}

/**
 * The ORDER BY of a sort, every term in the same direction so an index read
 * forwards or backwards gives the whole order: code is unique; a name is
 * followed by the id; the parent's name by the parent's id, then the row's
 * name and id, which walks the parents' name index and each parent's
 * (parent, name) index without sorting.
 */
function orderOf(entity: RegionEntity, params: RegionListParams): SQLiteColumn[] {
  const level = regionLevels[entity];
  const parent = level.parent ? regionLevels[level.parent] : null;
  switch (params.sort) {
    case "name":
      return [level.name, level.id];
    case "postalCode":
      return level.postalCode ? [level.postalCode, level.name, level.id] : [level.code];
    case "parent":
      return parent ? [parent.name, parent.id, level.name, level.id] : [level.code];
    default:
      return [level.code];
  }
}

/** The list's rows, `selection` of each, in its order; a sort by the parent's name joins the parent table. */
function orderedQuery(entity: RegionEntity, params: RegionListParams, selection: Record<string, SQLiteColumn>) {
  const level = regionLevels[entity];
  const parent = level.parent ? regionLevels[level.parent] : null;
  let query = getDb().select(selection).from(level.table).$dynamic();
  if (params.sort === "parent" && parent && level.parentId) query = query.innerJoin(parent.table, eq(parent.id, level.parentId));
  return query.where(whereOf(entity, params)).orderBy(...orderOf(entity, params).map((column) => ordered(column, params.direction)));
}

function orderedRows(entity: RegionEntity, params: RegionListParams, window: { limit: number; offset: number }): BareRow[] {
  return orderedQuery(entity, params, selectionOf(entity)).limit(window.limit).offset(window.offset).all() as BareRow[];
}

/** Parents (and their parents' names) of a page of rows, looked up once for the page. */
function withParents(entity: RegionEntity, rows: BareRow[]): RegionRow[] {
  const parentEntity = regionLevels[entity].parent;
  const bare = (row: BareRow): RegionRow => ({ id: row.id, code: row.code, name: row.name, postalCode: row.postalCode ?? null, parent: null, grandparent: null });
  if (!parentEntity || rows.length === 0) return rows.map(bare);
  const parentLevel = regionLevels[parentEntity];
  const ids = [...new Set(rows.map((row) => row.parentId!))];
  const parents = new Map<number, BareRow>();
  // SQLite accepts a limited number of bound values; an export asks for tens of thousands of parents.
  for (let start = 0; start < ids.length; start += 500) {
    const chunk = ids.slice(start, start + 500);
    for (const parent of getDb().select(selectionOf(parentEntity)).from(parentLevel.table).where(inArray(parentLevel.id, chunk)).all() as BareRow[]) {
      parents.set(parent.id, parent);
    }
  }
  const grandparentEntity = parentLevel.parent;
  const grandparents = new Map<number, string>();
  if (grandparentEntity && entity !== "city") {
    const grandLevel = regionLevels[grandparentEntity];
    const grandIds = [...new Set([...parents.values()].map((p) => p.parentId!))];
    for (let start = 0; start < grandIds.length; start += 500) {
      const rowsOfChunk = getDb()
        .select({ id: grandLevel.id, name: grandLevel.name })
        .from(grandLevel.table)
        .where(inArray(grandLevel.id, grandIds.slice(start, start + 500)))
        .all() as { id: number; name: string }[];
      for (const g of rowsOfChunk) grandparents.set(g.id, g.name);
    }
  }
  return rows.map((row) => {
    const parent = parents.get(row.parentId!);
    return {
      ...bare(row),
      parent: parent ? { id: parent.id, code: parent.code, name: parent.name } : null,
      grandparent: parent?.parentId !== undefined ? (grandparents.get(parent.parentId) ?? null) : null,
    };
  });
}

/** One page of a level's list with its count. */
export function listRegions(entity: RegionEntity, params: RegionListParams) {
  const level = regionLevels[entity];
  const total = getDb().select({ n: count() }).from(level.table).where(whereOf(entity, params)).get()?.n ?? 0;
  const window = pageWindow(total, params);
  // When nothing matches, a search would read the whole table a second time to find no row.
  const rows = total === 0 ? [] : orderedRows(entity, params, { limit: window.perPage, offset: window.offset });
  return { rows: withParents(entity, rows), window };
}

export type RegionOption = { value: string; label: string; hint: string };

/**
 * Regions of a level for a searchable select: at most `limit`, matching the
 * search (code prefix or part of the name) under an optional parent, ordered by
 * name; the current value is always among them so a select never loses it.
 */
export function regionOptions(entity: RegionEntity, options: { q?: string; parentId?: number | null; currentId?: number | null; limit: number }): RegionOption[] {
  const level = regionLevels[entity];
  const q = options.q?.trim().slice(0, 100) ?? "";
  const byParent = level.parentId && options.parentId ? eq(level.parentId, options.parentId) : undefined;
  const rows = getDb()
    .select(selectionOf(entity))
    .from(level.table)
    .where(and(regionSearch(entity, q), byParent))
    .orderBy(level.name, level.id)
    .limit(options.limit)
    .all() as BareRow[];
  if (options.currentId && !rows.some((row) => row.id === options.currentId)) {
    const current = getDb().select(selectionOf(entity)).from(level.table).where(eq(level.id, options.currentId)).get() as BareRow | undefined;
    if (current) rows.unshift(current);
  }
  return withParents(entity, rows).map((row) => ({
    value: String(row.id),
    label: row.name,
    hint: [row.code, row.parent?.name, row.grandparent].filter(Boolean).join(" · "),
  }));
}

/** A searchable region select shows at most this many regions; more are reached by searching. */
const REGION_CHOICES = 100;

/**
 * The options of a searchable region select (a parent in the region forms and
 * filters, a player's city): up to 100 regions of the level matching the
 * select's search, the chosen one always among them, and whether more matched.
 */
export function regionChoices(entity: RegionEntity, q: string, currentId: number | null): { options: RegionOption[]; truncated: boolean } {
  const matches = regionOptions(entity, { q, limit: REGION_CHOICES + 1 });
  const options = matches.slice(0, REGION_CHOICES);
  if (currentId && !options.some((option) => option.value === String(currentId))) options.unshift(...regionOptions(entity, { currentId, limit: 0 }));
  return { options, truncated: matches.length > REGION_CHOICES };
}

const parentHeaders: Record<RegionEntity, { code: string; name: string } | null> = {
  province: null,
  city: { code: "regions.columns.provinceCode", name: "regions.columns.province" },
  district: { code: "regions.columns.cityCode", name: "regions.columns.city" },
  subdistrict: { code: "regions.columns.districtCode", name: "regions.columns.district" },
};

/** The columns of a level's export, which are also its import template's. */
export function regionColumns(entity: RegionEntity, t: (key: string) => string): SheetColumn<RegionRow>[] {
  const parent = parentHeaders[entity];
  return [
    { header: t("regions.columns.code"), width: 16, type: "text", value: (r) => r.code },
    { header: t("regions.columns.name"), width: 36, type: "text", value: (r) => r.name },
    ...(entity === "subdistrict" ? [{ header: t("regions.columns.postalCode"), width: 10, type: "text" as const, value: (r: RegionRow) => r.postalCode }] : []),
    ...(parent
      ? [
          { header: t(parent.code), width: 16, type: "text" as const, value: (r: RegionRow) => r.parent?.code },
          { header: t(parent.name), width: 36, type: "text" as const, value: (r: RegionRow) => r.parent?.name },
        ]
      : []),
  ];
}

/** The translation keys of the template's headers, by the import's field names. */
export function regionHeaderKeys(entity: RegionEntity) {
  const parent = parentHeaders[entity];
  return {
    code: ["regions.columns.code"],
    name: ["regions.columns.name"],
    ...(entity === "subdistrict" ? { postalCode: ["regions.columns.postalCode"] } : {}),
    ...(parent ? { parentCode: [parent.code] } : {}),
  };
}

const sheetTitles: Record<RegionEntity, string> = {
  province: "nav.provinces",
  city: "nav.cities",
  district: "nav.districts",
  subdistrict: "nav.subdistricts",
};

/**
 * The most rows an export writes: above the national set (83,763 subdistricts),
 * a bound on the ids one export holds and the time it takes.
 */
export const regionExportCap = 100_000;

/** `/export/<level>`: the list's filter, every page, up to the cap; each chunk's rows with their parents. */
export function regionExport(entity: RegionEntity): ExportDefinition<RegionRow> {
  const level = regionLevels[entity];
  return {
    roles: entity === "province" || entity === "city" ? ["admin"] : ["admin", "event"],
    // A sheet name may not hold / (as in "Kota/Kabupaten"), nor * ? : \ [ ].
    sheet: (t) => t(sheetTitles[entity]).replace(/[*?:\\/[\]]/g, "-"),
    columns: (t) => regionColumns(entity, t),
    rows: (search) => {
      const ids = idsInOrder(orderedQuery(entity, readRegionListParams(entity, search), { id: level.id }).limit(regionExportCap));
      return rowsByIds(ids, (chunk) => withParents(entity, inIdOrder(chunk, getDb().select(selectionOf(entity)).from(level.table).where(inArray(level.id, chunk)).all() as BareRow[])));
    },
  };
}
