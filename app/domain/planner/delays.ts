/**
 * Delays move the day: from what was actually played (matches running long or
 * short), when each match still to play can be expected to start. The desk
 * calls matches in plan order to the first free court, so that is what is
 * played out here: each match in plan order, at the earliest minute from its
 * planned start (never earlier: nobody is told to come sooner) and from now
 * on, when a court is open and free, its players are off court and rested,
 * and its feeders are over with the rest their winners need.
 */
import { categoryIndex, DEFAULT_STEP, feederGap, type PersonId, type PlanInput, type PlanSlot } from "./model";
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

  const order = planned
    .filter((slot) => !playedKeys.has(slot.key) && matchOf.has(slot.key))
    .sort((a, b) => a.start - b.start || (courtIndex.get(a.court) ?? Infinity) - (courtIndex.get(b.court) ?? Infinity) || a.key.localeCompare(b.key));
  const expected: ExpectedStart[] = [];
  for (const slot of order) {
    const match = matchOf.get(slot.key)!;
    const category = categoryOf(match.category);
    const persons: PersonId[] = [...match.sides[0], ...match.sides[1]];
    let from = Math.max(slot.start, now, ...persons.map((person) => restedAt(people.get(person), category)));
    for (const key of match.after ?? []) {
      const feeder = matchOf.get(key);
      const ended = endOf.get(key);
      if (!feeder || !ended) continue;
      from = Math.max(from, ended.end + (ended.over ? 0 : feederGap(feeder, categoryOf(feeder.category), category)));
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
    if (!found) {
      expected.push({ key: slot.key, plannedStart: slot.start, plannedCourt: slot.court, start: null, end: null, court: null, lateMinutes: null });
      continue;
    }
    const end = found.start + match.minutes;
    courtFree[found.c] = end;
    endOf.set(slot.key, { end, over: false });
    const booked: PersonMatch = { key: slot.key, end, category, onCourt: false, court: courts[found.c]!.name };
    for (const person of persons) people.set(person, [...(people.get(person) ?? []), booked]);
    expected.push({ key: slot.key, plannedStart: slot.start, plannedCourt: slot.court, start: found.start, end, court: courts[found.c]!.name, lateMinutes: found.start - slot.start });
  }
  return expected;
}
