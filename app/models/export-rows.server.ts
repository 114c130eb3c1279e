import type { RouterContextProvider } from "react-router";
import type { UserRole } from "#drizzle/schema";
import { getDb } from "~/db.server";
import type { SheetColumn } from "~/utils/spreadsheet.server";
import type { SessionUser } from "./accounts/user.server";

type Translate = (key: string) => string;

/**
 * What `/export/:entity` can produce: per entity, who may export it, the sheet's
 * name and columns, and the rows of the list's current filter (the list's own
 * URL parameters, every page) in the list's order, a chunk at a time: each
 * chunk is read when the file is ready for it, so an export holds one chunk's
 * rows, not the list's.
 */
export type ExportDefinition<Row> = {
  roles: readonly UserRole[];
  sheet: (t: Translate) => string;
  columns: (t: Translate) => SheetColumn<Row>[];
  rows: (search: URLSearchParams, user: SessionUser, context: Readonly<RouterContextProvider>) => Iterable<Row[]>;
};

/** Rows an export reads and writes at a time: a few milliseconds of work, so other requests are answered between two chunks. */
export const EXPORT_CHUNK_ROWS = 200;

/**
 * The values of a query's first column (the ids it selects), in its order.
 * Read as bare values by SQLite's driver: for the 83,763 subdistricts
 * Drizzle's row objects took several times as long, all of it one block of the
 * event loop.
 */
export function idsInOrder(query: { toSQL(): { sql: string; params: unknown[] } }): number[] {
  const { sql, params } = query.toSQL();
  return getDb()
    .$client.prepare(sql)
    .pluck()
    .all(...params) as number[];
}

/**
 * An export's rows: `load` reads the rows of EXPORT_CHUNK_ROWS of the ids at
 * a time, in the ids' order, each chunk when the file asks for it. The
 * connection is free between two chunks.
 */
export function* rowsByIds<Row>(ids: readonly number[], load: (ids: number[]) => Row[]): Generator<Row[]> {
  for (let start = 0; start < ids.length; start += EXPORT_CHUNK_ROWS) yield load(ids.slice(start, start + EXPORT_CHUNK_ROWS));
}

/** Rows put in the order of their ids; an id whose row is gone (removed since the ids were read) is left out. */
export function inIdOrder<Row extends { id: number }>(ids: readonly number[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
