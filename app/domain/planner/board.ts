/**
 * The planner's board while it plans: what each court and each person holds,
 * how many matches each person has on each day, and the search for the
 * earliest start a match can take with all of that respected.
 */
import { restBetween, type PersonId } from "./model";
import type { Prepared } from "./prepare";
import { dayOf, MINUTES_PER_DAY, roundUp, type Minute } from "./time";

export type Booking = { match: number; start: Minute; end: Minute };

/** What a search may look past, to find out what stands in a match's way. */
export type Ignoring = { people?: "all" | PersonId; limits?: boolean; bookings?: boolean };

export type Board = ReturnType<typeof createBoard>;

export function createBoard(prep: Prepared) {
  const { matches, people, category, step } = prep;
  const courts: Booking[][] = prep.courts.map(() => []);
  const personal = new Map<PersonId, Booking[]>();
  const counts = new Map<string, number>();
  const horizon = Math.max(-Infinity, ...prep.courts.flatMap((court) => court.open.map((span) => span.to)));
  const dayKey = (person: PersonId, day: number, categoryKey?: string) => `${person}/${day}/${categoryKey ?? ""}`;
  const limited = prep.input.maxPerDay !== undefined || category.some((c) => c.maxPerDay !== undefined);

  /** The first booking on a court ending after `at` (bookings are in start order and do not overlap). */
  const firstEndingAfter = (list: readonly Booking[], at: Minute) => {
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (list[mid]!.end > at) high = mid;
      else low = mid + 1;
    }
    return low;
  };

  /** The earliest start at or after `at` on court `c` for `minutes`, and the idle minutes before it; null when none is left. */
  function courtEarliest(c: number, at: Minute, minutes: number, ignore: Ignoring): { start: Minute; idle: number } | null {
    const list = courts[c]!;
    for (const span of prep.courts[c]!.open) {
      if (span.to - minutes < at) continue;
      let start = roundUp(Math.max(at, span.from), step);
      let k = ignore.bookings ? list.length : firstEndingAfter(list, start);
      while (start + minutes <= span.to) {
        while (k < list.length && list[k]!.end <= start) k++;
        const next = list[k];
        if (!next || next.start >= start + minutes) {
          const before = ignore.bookings || k === 0 ? span.from : Math.max(span.from, list[k - 1]!.end);
          return { start, idle: start - before };
        }
        start = roundUp(next.end, step);
        k++;
      }
    }
    return null;
  }

  /** Whether a person would pass a daily limit with match `i` on `day`. */
  function overLimit(i: number, person: PersonId, day: number) {
    const own = category[i]!;
    if (own.maxPerDay !== undefined && (counts.get(dayKey(person, day, own.key)) ?? 0) >= own.maxPerDay) return own.maxPerDay;
    const all = prep.input.maxPerDay;
    if (all !== undefined && (counts.get(dayKey(person, day)) ?? 0) >= all) return all;
    return null;
  }

  /**
   * The earliest start at or after `from` where match `i` has a court, its people are free with their
   * rest (each pair's rest capped at `restCap`), no daily limit is passed, and its category's hours and
   * its latest start are kept; null when there is none.
   */
  function earliestSlot(i: number, from: Minute, restCap: number, ignore: Ignoring = {}): { start: Minute; court: number } | null {
    const minutes = matches[i]!.minutes;
    const hours = category[i]!.hours;
    const latest = Math.min(prep.latestStart[i]!, horizon - minutes);
    let at = roundUp(from, step);
    while (at <= latest) {
      if (hours) {
        const midnight = dayOf(at) * MINUTES_PER_DAY;
        if (at - midnight < hours.from) {
          at = roundUp(midnight + hours.from, step);
          continue;
        }
        if (at - midnight + minutes > hours.to) {
          at = roundUp(midnight + MINUTES_PER_DAY + hours.from, step);
          continue;
        }
      }
      const busyUntil = ignore.people === "all" ? null : personBusyUntil(i, at, restCap, ignore.people);
      if (busyUntil !== null) {
        at = roundUp(busyUntil, step);
        continue;
      }
      if (limited && !ignore.limits && people[i]!.some((person) => overLimit(i, person, dayOf(at)) !== null)) {
        at = roundUp((dayOf(at) + 1) * MINUTES_PER_DAY, step);
        continue;
      }
      let best: { court: number; idle: number } | null = null;
      let next = Infinity;
      for (let c = 0; c < courts.length; c++) {
        const found = courtEarliest(c, at, minutes, ignore);
        if (!found) continue;
        if (found.start === at) {
          if (!best || found.idle < best.idle) best = { court: c, idle: found.idle };
        } else next = Math.min(next, found.start);
      }
      if (best) return { start: at, court: best.court };
      at = next;
    }
    return null;
  }

  /** When the person in the way of match `i` at `at` is free again (with rest), or null when nobody is. */
  function personBusyUntil(i: number, at: Minute, restCap: number, skip?: PersonId): Minute | null {
    const end = at + matches[i]!.minutes;
    for (const person of people[i]!) {
      if (person === skip) continue;
      for (const booking of personal.get(person) ?? []) {
        const rest = Math.min(restCap, restBetween(category[i]!, category[booking.match]!));
        if (at < booking.end + rest && booking.start < end + rest) return booking.end + rest;
      }
    }
    return null;
  }

  function place(i: number, court: number | undefined, start: Minute, end: Minute) {
    const booking = { match: i, start, end };
    if (court !== undefined) {
      const list = courts[court]!;
      let k = list.length;
      while (k > 0 && list[k - 1]!.start > start) k--;
      list.splice(k, 0, booking);
    }
    const day = dayOf(start);
    for (const person of people[i]!) {
      const list = personal.get(person);
      if (list) list.push(booking);
      else personal.set(person, [booking]);
      if (!limited) continue;
      for (const key of [dayKey(person, day, category[i]!.key), dayKey(person, day)]) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }

  return { earliestSlot, overLimit, place, personal };
}
