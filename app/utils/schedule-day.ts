/**
 * A schedule longer than this opens on one day — today's when the event runs
 * today, else the next day with matches — so a phone at the venue does not
 * load a whole tournament's worth of matches. Every day stays a tap away.
 */
const ONE_DAY_FROM = 150;

/** The day a schedule shows: the one asked for, all of them, or (for a long schedule) the day nearest to today. */
export function shownDay(days: string[], asked: string | null, total: number, today: string): string | null {
  if (asked === "all") return null;
  if (asked !== null && days.includes(asked)) return asked;
  if (total <= ONE_DAY_FROM || days.length < 2) return null;
  return days.find((day) => day >= today) ?? days.at(-1)!;
}

/**
 * At most this many matches on one page of the schedule. A day of a big
 * tournament holds hundreds; on a phone at the venue that is a heavy page to
 * download and scroll through. Longer lists come in parts of whole
 * start times, each a link away.
 */
export const PART_SIZE = 60;

/** A start time of the schedule with the number of matches that start then. */
export type StartTime = { at: Date; matches: number };

/**
 * A run of consecutive start times. `from` ("2025-11-22T14:00" in the event's
 * zone) names it in links; `start` and `end` (exclusive, null for the last) are
 * the instants it covers; `first` and `last` count matches from 1.
 */
export type SchedulePart = { from: string; start: Date; lastStart: Date; end: Date | null; first: number; last: number };

/**
 * Cuts start times (in order) into parts of at most `size` matches, never
 * between two matches of the same start time: a start time with more matches
 * than that is a part of its own.
 */
export function scheduleParts(startTimes: readonly StartTime[], minuteOf: (instant: Date) => string, size = PART_SIZE): SchedulePart[] {
  const parts: SchedulePart[] = [];
  let next = 0;
  let counted = 0;
  while (next < startTimes.length) {
    const first = startTimes[next]!;
    const firstMatch = counted + 1;
    let lastStart = first.at;
    let matches = 0;
    while (next < startTimes.length && (matches === 0 || matches + startTimes[next]!.matches <= size)) {
      lastStart = startTimes[next]!.at;
      matches += startTimes[next]!.matches;
      next += 1;
    }
    counted += matches;
    parts.push({ from: minuteOf(first.at), start: first.at, lastStart, end: startTimes[next]?.at ?? null, first: firstMatch, last: counted });
  }
  return parts;
}

/**
 * The part to show: the one holding the start time asked for (an old link
 * whose time moved lands on the part around it); on the event's day the one
 * holding what is being played now (the latest start time reached); else the first.
 */
export function shownPart(parts: readonly SchedulePart[], asked: string | null, now: Date | null): number {
  if (parts.length === 0) return 0;
  if (asked !== null)
    return Math.max(
      0,
      parts.findLastIndex((part) => part.from <= asked),
    );
  if (now !== null)
    return Math.max(
      0,
      parts.findLastIndex((part) => part.start <= now),
    );
  return 0;
}
