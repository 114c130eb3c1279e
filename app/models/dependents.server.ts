import { count, eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db.server";

/**
 * A kind of row that points at the record about to be deleted: its table, the
 * foreign-key column, and the translation key that names it with a count
 * ("dependents.districts" → "30 kecamatan").
 */
export type Dependent = { table: SQLiteTable; column: SQLiteColumn; label: string };

export type DependentCount = { label: string; count: number };

/**
 * How many rows of each kind still refer to `id`; kinds with none are left out,
 * so an empty answer means the record may go. Every foreign key is indexed
 * (docs/design.md §3.1), so each count is an index search.
 */
export function countDependents(dependents: readonly Dependent[], id: number): DependentCount[] {
  const db = getDb();
  return dependents.map(({ table, column, label }) => ({ label, count: db.select({ n: count() }).from(table).where(eq(column, id)).get()?.n ?? 0 })).filter((dependent) => dependent.count > 0);
}

/** "30 kecamatan, 2 event" in the reader's language. */
export function describeDependents(t: (key: string, options: { count: number }) => string, counts: readonly DependentCount[]) {
  return counts.map(({ label, count }) => t(label, { count })).join(", ");
}

/** A refused delete: the translation key of the message, the record's name (when it exists) and what stood in the way. */
export type DeleteRefusal = { ok: false; error: string; name: string | null; dependents: DependentCount[] };

/** "Kota Bandung tidak dapat dihapus karena masih dipakai: 30 kecamatan, 2 event." */
export function blockedMessage(t: (key: string, options: Record<string, unknown>) => string, name: string, counts: readonly DependentCount[]) {
  return t("list.deleteBlocked", { name, dependents: describeDependents(t, counts) });
}

/**
 * A list's confirmation step for deleting `target`: its id and name and, while other records
 * still refer to it, why it cannot go (the dialog then offers no confirm button).
 */
export function removalConfirmation(
  t: (key: string, options: Record<string, unknown>) => string,
  target: { id: number; name: string } | null | undefined,
  dependentsOf: (id: number) => DependentCount[],
) {
  if (!target) return null;
  const dependents = dependentsOf(target.id);
  return { id: target.id, name: target.name, blocked: dependents.length ? blockedMessage(t, target.name, dependents) : null };
}

/** The toast that answers a delete: done, or refused naming what depends on the record. */
export function removalToast(t: (key: string, options?: Record<string, unknown>) => string, result: { ok: true; name: string } | DeleteRefusal) {
  if (result.ok) return { type: "success" as const, message: t("list.deleted", { name: result.name }) };
  const message = result.name && result.dependents.length ? blockedMessage(t, result.name, result.dependents) : t(result.error);
  return { type: "error" as const, message };
}
