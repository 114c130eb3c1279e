import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { isNarrowed, readListParams, type ListParams, type ListSpec, type PageWindow, type SortDirection } from "~/utils/list-params";

/** `%text%` with LIKE's own wildcards escaped, so a search for "50%" or "a_b" means exactly that. */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive "contains" (SQLite LIKE is case-insensitive for ASCII). */
export function contains(column: AnyColumn | SQL, text: string): SQL {
  return sql`${column} like ${containsPattern(text)} escape '\\'`;
}

export function ordered(column: AnyColumn | SQL, direction: SortDirection) {
  return direction === "desc" ? desc(column) : asc(column);
}

/** Whether a search looks like the start of a code ("32", "32.73.0"), which is searched as a prefix. */
export function isCodeSearch(text: string) {
  return /^\d[\d.]*$/.test(text);
}

/**
 * "Starts with", case-sensitive: GLOB with a literal prefix can use the column's
 * index, where LIKE '%…' has to read every row. GLOB's own wildcards are escaped.
 */
export function startsWith(column: AnyColumn | SQL, text: string): SQL {
  return sql`${column} glob ${`${text.replace(/[*?[]/g, (c) => `[${c}]`)}*`}`;
}

/**
 * What a back-office list's loader starts with: the list state read from the URL, one page
 * of rows with the state the table shows (sort, whether narrowed), and the row a
 * confirmation step (`?confirm=<id>`) asks about, looked up only then.
 */
export function readListPage<Sort extends string, Filter extends string, Row, Target>(
  request: Request,
  spec: ListSpec<Sort, Filter>,
  list: (params: ListParams<Sort, Filter>) => { rows: Row[]; window: PageWindow },
  find: (id: number) => Target,
) {
  const search = new URL(request.url).searchParams;
  const params = readListParams(search, spec);
  const { rows, window } = list(params);
  const confirmId = Number(search.get("confirm"));
  return {
    search,
    params,
    page: { rows, window, sort: params.sort, direction: params.direction, narrowed: isNarrowed(params) },
    target: Number.isInteger(confirmId) && confirmId > 0 ? find(confirmId) : null,
  };
}
