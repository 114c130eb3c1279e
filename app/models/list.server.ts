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

/**
 * The rows of an FTS5 trigram index (migrations/0001_search_indexes.sql) that
 * hold every three-character piece of one of the needles: a superset of the
 * rows containing a needle, read from the index without touching the table.
 * The caller's LIKE still decides, so a search means exactly what it meant
 * without the index. A needle shorter than three characters has no piece:
 * undefined, and the LIKE alone reads the table.
 */
export function trigramCandidates(rowid: AnyColumn, index: string, needles: string[]): SQL | undefined {
  const pieces = needles.map((needle) => {
    // LIKE and FTS5 both stop reading at a NUL: such a needle keeps LIKE's reading alone.
    const characters = needle.includes("\0") ? [] : [...needle];
    return [...new Set(characters.slice(2).map((_, i) => characters.slice(i, i + 3).join("")))];
  });
  if (pieces.some((list) => list.length === 0)) return undefined;
  const query = pieces.map((list) => `(${list.map((piece) => `"${piece.replaceAll('"', '""')}"`).join(" AND ")})`).join(" OR ");
  const table = sql.identifier(index);
  return sql`${rowid} in (select rowid from ${table} where ${table} match ${query})`;
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
