import { inArray } from "drizzle-orm";
import { groups, players, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";

/** The tables whose rows the screens name by id. */
type Named = typeof teams | typeof players | typeof groups;

/** Each id's name in one of those tables: one query for the distinct ids, none when there are none. */
export function namesById(table: Named, ids: Iterable<number>): Map<number, string> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  return new Map(
    getDb()
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(table.id, distinct))
      .all()
      .map((row) => [row.id, row.name]),
  );
}
