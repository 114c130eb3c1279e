/**
 * The planner's clock: minutes counted from midnight at the start of the
 * event's first day, so 0–1439 is the first day, 1440–2879 the second and so
 * on, on the venue's wall clock. One number orders everything, across nights
 * too; `dayOf` and `minuteOfDay` turn it back into a day and a time.
 */

/** Minutes from midnight of the event's first day (day 0). */
export type Minute = number;

/** From `from` up to, not including, `to`. */
export type Span = { from: Minute; to: Minute };

export const MINUTES_PER_DAY = 24 * 60;

/** 0 for the event's first day. */
export const dayOf = (minute: Minute) => Math.floor(minute / MINUTES_PER_DAY);

/** Minutes since that day's midnight: 14:35 is 875. */
export const minuteOfDay = (minute: Minute) => minute - dayOf(minute) * MINUTES_PER_DAY;

/** The minute for a time on a day: `eventMinute(1, 9 * 60)` is 09:00 on the second day. */
export const eventMinute = (day: number, minutesOfDay: number): Minute => day * MINUTES_PER_DAY + minutesOfDay;

/** The first multiple of `step` at or after `minute`. */
export const roundUp = (minute: Minute, step: number) => (step > 1 ? Math.ceil(minute / step) * step : Math.ceil(minute));

/** Spans joined where they touch or overlap, in order; empty and inverted spans dropped. */
export function unionOf(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((s) => s.to > s.from).sort((a, b) => a.from - b.from);
  const union: Span[] = [];
  for (const span of sorted) {
    const last = union.at(-1);
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else union.push({ ...span });
  }
  return union;
}

/** Minutes of `union` (ordered, disjoint) between `from` and `to`. */
export function openMinutesBetween(union: readonly Span[], from: Minute, to: Minute): number {
  let total = 0;
  for (const span of union) total += Math.max(0, Math.min(span.to, to) - Math.max(span.from, from));
  return total;
}

/**
 * The minute at which `minutes` of open time (of `union`, ordered and
 * disjoint) have passed since `from`, closed time skipped; Infinity when the
 * union ends first.
 */
export function afterOpenMinutes(union: readonly Span[], from: Minute, minutes: number): Minute {
  let left = minutes;
  let at = from;
  for (const span of union) {
    if (span.to <= at) continue;
    const start = Math.max(span.from, at);
    if (start + left <= span.to) return start + left;
    left -= span.to - start;
    at = span.to;
  }
  return left <= 0 ? at : Infinity;
}
