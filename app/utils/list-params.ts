/**
 * The state of a back-office list — page, page size, search, sort and filters —
 * read from and written to the URL, so a list can be bookmarked, reloaded and
 * shared, and works without JavaScript. Pure: used by loaders and components.
 */

export const pageSizes = [10, 25, 50, 100] as const;
export const defaultPageSize = 25;
const MAX_TEXT = 100;

export type SortDirection = "asc" | "desc";

export type ListSpec<Sort extends string, Filter extends string = never> = {
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultDirection?: SortDirection;
  filters?: readonly Filter[];
};

export type ListParams<Sort extends string, Filter extends string = never> = {
  page: number;
  perPage: number;
  q: string;
  sort: Sort;
  direction: SortDirection;
  filters: Partial<Record<Filter, string>>;
};

function positiveInt(value: string | null) {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** Reads list state from search params; anything unknown or malformed falls back to the default. */
export function readListParams<Sort extends string, Filter extends string = never>(search: URLSearchParams, spec: ListSpec<Sort, Filter>): ListParams<Sort, Filter> {
  const perPage = positiveInt(search.get("perPage"));
  const sort = search.get("sort");
  const direction = search.get("dir");
  const filters: Partial<Record<Filter, string>> = {};
  for (const key of spec.filters ?? []) {
    const value = search.get(key)?.trim().slice(0, MAX_TEXT);
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(search.get("page")) ?? 1,
    perPage: perPage !== null && (pageSizes as readonly number[]).includes(perPage) ? perPage : defaultPageSize,
    q: (search.get("q") ?? "").trim().slice(0, MAX_TEXT),
    sort: spec.sorts.includes(sort as Sort) ? (sort as Sort) : spec.defaultSort,
    direction: direction === "asc" || direction === "desc" ? direction : (spec.defaultDirection ?? "asc"),
    filters,
  };
}

export type PageWindow = { page: number; pages: number; perPage: number; total: number; from: number; to: number; offset: number };

/** The page actually shown (a page past the end shows the last one) and its row range. */
export function pageWindow(total: number, params: { page: number; perPage: number }): PageWindow {
  const pages = Math.max(1, Math.ceil(total / params.perPage));
  const page = Math.min(params.page, pages);
  const offset = (page - 1) * params.perPage;
  return {
    page,
    pages,
    perPage: params.perPage,
    total,
    offset,
    from: total === 0 ? 0 : offset + 1,
    to: Math.min(total, offset + params.perPage),
  };
}

/** The same list with some state changed, as a query string; defaults are left out to keep URLs short. */
export function listSearch(current: URLSearchParams, changes: Record<string, string | number | null>) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  if (next.get("page") === "1") next.delete("page");
  if (next.get("perPage") === String(defaultPageSize)) next.delete("perPage");
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** Pages to offer as links: the first, the last, and two around the current one, with gaps marked null. */
export function pageLinks(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Whether the list is narrowed by a search or a filter (an empty result then means "no match", not "no data"). */
export function isNarrowed(params: { q: string; filters: Record<string, string | undefined> }) {
  return params.q !== "" || Object.values(params.filters).some(Boolean);
}

/**
 * Where an action on a list returns to: the list as it was, without the
 * one-off states (`confirm`, `intent`, …) that led to the action.
 */
export function listReturnPath(url: URL, drop: readonly string[] = ["confirm", "intent"]) {
  const search = new URLSearchParams(url.search);
  for (const key of drop) search.delete(key);
  const text = search.toString();
  return `${url.pathname}${text ? `?${text}` : ""}`;
}
