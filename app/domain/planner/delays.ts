/**
 * Delays move the day: from what was actually played (matches running long or
 * short), when each match still to play can be expected to start. The desk
 * calls, whenever a court is free, the first match in plan order that can go
 * on it, so that is what is played out here, in time order: the next match to
 * start is the one that can start soonest (the first in plan order among
 * equals), from its planned start (never earlier: nobody is told to come
 * sooner) and from now on, when a court is open and free for its length, its
 * players are off court and rested, and its feeders are over with the rest
 * their winners need. A match waiting for its players does not hold up the
 * matches after it in the plan, as it does not at the desk.
 */
import { categoryIndex, DEFAULT_STEP, feederGap, type PlanInput, type PlanSlot } from "./model";
import { heapOf } from "./heap";
import { playedByPerson, restedAt, type PersonMatch, type PlayedMatch } from "./progress";
import { roundUp, unionOf, type Minute } from "./time";

export type ExpectedStart = {
  key: string;
  plannedStart: Minute;
  plannedCourt: string;
  /** Null when no open court time is left for it. */
  start: Minute | null;
  end: Minute | null;
  /** The court it can be expected on: the planned one when that is as early as any. */
  court: string | null;
  /** Minutes after its planned start (0 on time); null with no start. */
  lateMinutes: number | null;
};

/**
 * Expected starts of every planned match that has not gone on a court, in plan order. `planned` is the
 * saved plan; `played` what went on a court (called or started) and, once over, when it ended; `now` the
 * minute on the planner's clock. Start times are rounded up to the input's step.
 */
export function expectedStarts(input: PlanInput, planned: readonly PlanSlot[], played: readonly PlayedMatch[], now: Minute): ExpectedStart[] {
  const step = input.step && input.step > 0 ? input.step : DEFAULT_STEP;
  const categoryOf = categoryIndex(input);
  const matchOf = new Map(input.matches.map((match) => [match.key, match]));
  const courts = input.courts.map((court) => ({ name: court.name, open: unionOf(court.open) }));
  const courtIndex = new Map(courts.map((court, i) => [court.name, i]));
  const playedKeys = new Map(played.map((entry) => [entry.key, entry]));

  const people = playedByPerson(input, played, now);
  const courtFree = courts.map(() => -Infinity);
  const endOf = new Map<string, { end: Minute; over: boolean }>();
  for (const entry of played) {
    const match = matchOf.get(entry.key);
    const end = entry.end ?? Math.max(now, entry.start + (match?.minutes ?? 0));
    endOf.set(entry.key, { end, over: entry.end !== undefined });
    const c = courtIndex.get(entry.court);
    if (c !== undefined) courtFree[c] = Math.max(courtFree[c]!, end);
  }

  const waiting = planned
    .filter((slot) => !playedKeys.has(slot.key) && matchOf.has(slot.key))
    .sort((a, b) => a.start - b.start || (courtIndex.get(a.court) ?? Infinity) - (courtIndex.get(b.court) ?? Infinity) || a.key.localeCompare(b.key));
  const waitingKeys = new Set(waiting.map((slot) => slot.key));

  /** Where and when a match can start soonest as the day stands, or null: a feeder not placed yet, or no court time left. */
  const soonest = (slot: PlanSlot): { c: number; start: Minute } | null => {
    const match = matchOf.get(slot.key)!;
    const category = categoryOf(match.category);
    let from = Math.max(slot.start, now, ...[...match.sides[0], ...match.sides[1]].map((person) => restedAt(people.get(person), category)));
    for (const key of match.after ?? []) {
      const feeder = matchOf.get(key);
      const ended = endOf.get(key);
      if (!ended) {
        if (waitingKeys.has(key)) return null;
        continue;
      }
      if (feeder) from = Math.max(from, ended.end + (ended.over ? 0 : feederGap(feeder, categoryOf(feeder.category), category)));
    }
    from = roundUp(from, step);
    let found: { c: number; start: Minute } | null = null;
    for (let c = 0; c < courts.length; c++) {
      const at = Math.max(from, courtFree[c]!);
      const span = courts[c]!.open.find((s) => roundUp(Math.max(at, s.from), step) + match.minutes <= s.to);
      if (!span) continue;
      const start = roundUp(Math.max(at, span.from), step);
      if (!found || start < found.start || (start === found.start && courts[c]!.name === slot.court)) found = { c, start };
    }
    return found;
  };

  // Which waiting matches each match feeds: they can be worked out once it is placed.
  const feeds = new Map<string, string[]>();
  for (const slot of waiting) for (const feeder of matchOf.get(slot.key)!.after ?? []) feeds.set(feeder, [...(feeds.get(feeder) ?? []), slot.key]);

  // Each round places the match that starts soonest; what it books only makes the others later, so starts come in
  // time order. The heap holds each match's soonest as last worked out: never later than it is now. The least is
  // worked out again; still the same, it is placed, else it goes back with its new soonest. Among equals, plan order.
  const order = new Map(waiting.map((slot, i) => [slot.key, i]));
  const slotOf = new Map(waiting.map((slot) => [slot.key, slot]));
  const entries: { key: string; start: Minute }[] = [];
  const queue = heapOf((a, b) => (entries[a]!.start - entries[b]!.start || order.get(entries[a]!.key)! - order.get(entries[b]!.key)!) < 0);
  const enqueue = (key: string) => {
    const found = soonest(slotOf.get(key)!);
    if (found) queue.push(entries.push({ key, start: found.start }) - 1);
  };
  for (const slot of waiting) enqueue(slot.key);
  const placed = new Map<string, { c: number; start: Minute; end: Minute }>();
  for (let top = queue.pop(); top !== undefined; top = queue.pop()) {
    const { key, start } = entries[top]!;
    if (placed.has(key)) continue;
    const found = soonest(slotOf.get(key)!);
    if (!found) continue;
    if (found.start !== start) {
      queue.push(entries.push({ key, start: found.start }) - 1);
      continue;
    }
    const match = matchOf.get(key)!;
    const end = found.start + match.minutes;
    placed.set(key, { c: found.c, start: found.start, end });
    courtFree[found.c] = end;
    endOf.set(key, { end, over: false });
    waitingKeys.delete(key);
    const booked: PersonMatch = { key, end, category: categoryOf(match.category), onCourt: false, court: courts[found.c]!.name };
    for (const person of [...match.sides[0], ...match.sides[1]]) people.set(person, [...(people.get(person) ?? []), booked]);
    for (const fed of feeds.get(key) ?? []) if (!placed.has(fed)) enqueue(fed);
  }

  return waiting.map((slot): ExpectedStart => {
    const at = placed.get(slot.key);
    if (!at) return { key: slot.key, plannedStart: slot.start, plannedCourt: slot.court, start: null, end: null, court: null, lateMinutes: null };
    return { key: slot.key, plannedStart: slot.start, plannedCourt: slot.court, start: at.start, end: at.end, court: courts[at.c]!.name, lateMinutes: at.start - slot.start };
  });
}
