import { auditLog } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { now } from "~/clock.server";

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** Who created, changed or deleted what (docs/design.md §3.7), written in the same transaction as the change. */
export function recordAudit(entry: {
  userId: number | null;
  actor?: string | null;
  action: "create" | "update" | "delete" | "deactivate" | "activate" | "import" | "status" | "score" | "call" | "uncall" | "check-in" | "check-out";
  entity: string;
  entityId: number | null;
  eventId?: number | null;
  summary: string;
  changes?: AuditChanges | null;
}) {
  getDb()
    .insert(auditLog)
    .values({ ...entry, actor: entry.actor ?? null, eventId: entry.eventId ?? null, changes: entry.changes ?? null, at: now() })
    .run();
}

/** Several entries in one statement (an import's rows), written like recordAudit's. */
export function recordAudits(entries: Parameters<typeof recordAudit>[0][]) {
  if (entries.length === 0) return;
  const at = now();
  getDb()
    .insert(auditLog)
    .values(entries.map((entry) => ({ ...entry, eventId: entry.eventId ?? null, changes: entry.changes ?? null, at })))
    .run();
}

/** The fields that differ between two versions of a record, for the audit log. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>, fields: readonly (keyof T & string)[]): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = before[field];
    const to = after[field];
    const same = from instanceof Date && to instanceof Date ? from.getTime() === to.getTime() : JSON.stringify(from) === JSON.stringify(to);
    if (!same) changes[field] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
