import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { matches } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { expectedStarts } from "~/domain/planner/delays";
import { now as clockNow } from "~/clock.server";
import { readEventDay } from "./event-day.server";

/**
 * Delays move the day (docs/design.md §6.9, decision 0073): from what was
 * actually played, when each match still to play can be expected to start,
 * kept in `matches.expected_at` (null: as planned) so every page and the
 * calendar read it with the match. Recomputed inside the write that calls,
 * starts, ends or moves a match, and by the minute's tick
 * (expected-start-tick.server.ts) as time passes.
 *
 * Only `expected_at` is written, never the match's own version: a score or a
 * move being typed meanwhile is not refused for it. Each row written raises
 * the event's version (its trigger), so a tick that moves nothing by
 * `minimumMove` minutes leaves the pages where they are.
 */
export function refreshExpectedStarts(eventId: number, options: { now?: Date; minimumMove?: number } = {}): number {
  const day = readEventDay(eventId);
  if (!day) return 0;
  const now = options.now ?? clockNow();
  const minimumMove = options.minimumMove ?? 0;
  const expected = new Map<string, Date | null>();
  for (const entry of expectedStarts(day.input, day.planned, day.played, day.minuteOf(now))) {
    expected.set(entry.key, entry.start !== null && entry.lateMinutes !== null && entry.lateMinutes > 0 ? day.instantOf(entry.start) : null);
  }
  const db = getDb();
  let moved = 0;
  for (const [key, match] of day.matches) {
    const next = expected.get(key) ?? null;
    if (!movedBy(match.expectedAt, next, minimumMove)) continue;
    db.update(matches).set({ expectedAt: next }).where(eq(matches.id, match.id)).run();
    moved++;
  }
  // A match put off or called off is expected at no time.
  const setAside = db
    .update(matches)
    .set({ expectedAt: null })
    .where(and(eq(matches.eventId, eventId), isNotNull(matches.expectedAt), inArray(matches.status, ["cancelled", "postponed"])))
    .run();
  return moved + setAside.changes;
}

/** Whether an expected start changed enough to be written: to or from "as planned", or by `minimum` minutes or more. */
function movedBy(was: Date | null, next: Date | null, minimum: number) {
  if (was === null || next === null) return was !== next;
  const minutes = Math.abs(next.getTime() - was.getTime()) / 60_000;
  return minutes > 0 && minutes >= minimum;
}
