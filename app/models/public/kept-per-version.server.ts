import type { EventStatus } from "#drizzle/schema";
import { isPublicStatus } from "../events/event-admin.server";

/** An event as a page read it: which one, at which version, and whether spectators see it. */
export type EventAtVersion = { id: number; version: number; status: EventStatus };

/** A kept value lives a minute at most, like the rendered pages. */
const KEPT_MS = 60_000;

/**
 * Values computed from an event's data, kept for the version of the event
 * they were computed at. Every write its pages show raises its version in the
 * write's own transaction (the database's triggers), so a value kept for a
 * version stays right while the version stands: its other readers (other
 * languages, other filters, every reload after a score) reuse it instead of
 * reading it again. A draft is seen by its staff only, so its values are not
 * kept. At most `limit` values are kept, the oldest stored going first.
 *
 * Kept values are shared by every reader: never change one.
 */
export function keptPerVersion<Value>(limit: number) {
  const kept = new Map<string, { value: Value; storedAt: number }>();
  return (event: EventAtVersion, key: string, compute: () => Value): Value => {
    if (!isPublicStatus(event.status)) return compute();
    const id = `${event.id}:${event.version}:${key}`;
    const now = Date.now();
    const found = kept.get(id);
    if (found && now - found.storedAt < KEPT_MS) return found.value;
    const value = compute();
    kept.delete(id);
    kept.set(id, { value, storedAt: now });
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
    return value;
  };
}
