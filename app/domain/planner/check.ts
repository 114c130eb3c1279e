/**
 * An independent check of a plan against the planner's rules, for a plan just
 * made, one saved earlier or one changed by hand. It shares only the rules'
 * definitions with the planner (./model.ts), not its search: a fault in one is
 * not repeated in the other.
 */
import { categoryIndex, feederGap, peopleOfMatches, restBetween, roundGroupOf, type PersonId, type PlanInput, type PlanMatch, type PlanSlot } from "./model";
import { dayOf, minuteOfDay } from "./time";

/**
 * - planCheck.unknownMatch: a slot for a key the input does not have.
 * - planCheck.duplicateSlot: a match has more than one slot.
 * - planCheck.missing: a match is neither placed nor reported unplaced.
 * - planCheck.fixedMoved: a fixed match is not where it was fixed.
 * - planCheck.wrongLength: a slot is not as long as its match (or a fixed match's real length).
 * - planCheck.courtClosed: the court is unknown or not open for the whole match.
 * - planCheck.courtOverlap / planCheck.personOverlap: two matches at once on a court / for a person.
 * - planCheck.shortRest: a person rests less than asked between two matches (`key` is the later one).
 * - planCheck.beforeFeeder: a match starts before its feeder's end plus the rest its winner needs.
 * - planCheck.feederNotPlaced: a match is placed and one of its feeders is not.
 * - planCheck.roundOrder: a match starts before a match of an earlier round of its group.
 * - planCheck.outsideHours: outside its category's hours of the day.
 * - planCheck.outsideWindow: before its `notBefore` or the input's `from` (unless fixed), or after its `notAfter`.
 * - planCheck.dailyLimit: a person has more matches on a day than a limit allows (`category` null: the event's limit).
 */
export type PlanViolation =
  | { code: "planCheck.unknownMatch"; params: { key: string } }
  | { code: "planCheck.duplicateSlot"; params: { key: string } }
  | { code: "planCheck.missing"; params: { key: string } }
  | { code: "planCheck.fixedMoved"; params: { key: string } }
  | { code: "planCheck.wrongLength"; params: { key: string; minutes: number } }
  | { code: "planCheck.courtClosed"; params: { key: string; court: string } }
  | { code: "planCheck.courtOverlap"; params: { key: string; with: string; court: string } }
  | { code: "planCheck.personOverlap"; params: { key: string; with: string; personId: PersonId } }
  | { code: "planCheck.shortRest"; params: { key: string; with: string; personId: PersonId; restMinutes: number; askedMinutes: number } }
  | { code: "planCheck.beforeFeeder"; params: { key: string; feeder: string; gapMinutes: number; askedMinutes: number } }
  | { code: "planCheck.feederNotPlaced"; params: { key: string; feeder: string } }
  | { code: "planCheck.roundOrder"; params: { key: string; earlier: string } }
  | { code: "planCheck.outsideHours"; params: { key: string; category: string } }
  | { code: "planCheck.outsideWindow"; params: { key: string } }
  | { code: "planCheck.dailyLimit"; params: { personId: PersonId; day: number; count: number; limit: number; category: string | null } };

type Placed = { match: PlanMatch; slot: PlanSlot };

/** Everything in `plan` that breaks a rule of `input`; empty for a sound plan. */
export function checkPlan(input: PlanInput, plan: { slots: readonly PlanSlot[]; unplaced?: readonly { key: string }[] }): PlanViolation[] {
  const violations: PlanViolation[] = [];
  const categoryOf = categoryIndex(input);
  const matchOf = new Map(input.matches.map((match) => [match.key, match]));
  const placed = new Map<string, Placed>();
  for (const slot of plan.slots) {
    const match = matchOf.get(slot.key);
    if (!match) violations.push({ code: "planCheck.unknownMatch", params: { key: slot.key } });
    else if (placed.has(slot.key)) violations.push({ code: "planCheck.duplicateSlot", params: { key: slot.key } });
    else placed.set(slot.key, { match, slot });
  }
  if (plan.unplaced) {
    const reported = new Set(plan.unplaced.map((u) => u.key));
    for (const match of input.matches) if (!placed.has(match.key) && !reported.has(match.key)) violations.push({ code: "planCheck.missing", params: { key: match.key } });
  }

  const courts = new Map(input.courts.map((court) => [court.name, court]));
  for (const { match, slot } of placed.values()) {
    const { key } = match;
    if (match.fixed && (match.fixed.court !== slot.court || match.fixed.start !== slot.start)) violations.push({ code: "planCheck.fixedMoved", params: { key } });
    const length = match.fixed?.end !== undefined && match.fixed.start === slot.start ? match.fixed.end - match.fixed.start : match.minutes;
    if (slot.end - slot.start !== length) violations.push({ code: "planCheck.wrongLength", params: { key, minutes: length } });
    const court = courts.get(slot.court);
    if (!court || !court.open.some((span) => span.from <= slot.start && slot.end <= span.to)) violations.push({ code: "planCheck.courtClosed", params: { key, court: slot.court } });
    const hours = categoryOf(match.category).hours;
    if (hours && (minuteOfDay(slot.start) < hours.from || minuteOfDay(slot.start) + (slot.end - slot.start) > hours.to)) {
      violations.push({ code: "planCheck.outsideHours", params: { key, category: match.category } });
    }
    const early = slot.start < (match.notBefore ?? -Infinity) || (!match.fixed && slot.start < (input.from ?? -Infinity));
    if (early || slot.end > (match.notAfter ?? Infinity)) violations.push({ code: "planCheck.outsideWindow", params: { key } });
  }

  // Courts: any two slots sharing a minute.
  const byCourt = groupBy([...placed.values()], ({ slot }) => slot.court);
  for (const [court, list] of byCourt) {
    forEachPair(list, (a, b) => {
      if (b.slot.start < a.slot.end) violations.push({ code: "planCheck.courtOverlap", params: { key: b.match.key, with: a.match.key, court } });
    });
  }

  // People: never two at once, and the rest both matches' categories ask between them.
  const people = peopleOfMatches(input.matches, input.holdPossiblePlayers);
  const byPerson = new Map<PersonId, Placed[]>();
  for (const entry of placed.values()) {
    for (const person of people.get(entry.match.key) ?? []) {
      const list = byPerson.get(person);
      if (list) list.push(entry);
      else byPerson.set(person, [entry]);
    }
  }
  for (const [personId, list] of byPerson) {
    forEachPair(list, (a, b) => {
      const asked = restBetween(categoryOf(a.match.category), categoryOf(b.match.category));
      const rest = b.slot.start - a.slot.end;
      if (rest < 0) violations.push({ code: "planCheck.personOverlap", params: { key: b.match.key, with: a.match.key, personId } });
      else if (rest < asked) violations.push({ code: "planCheck.shortRest", params: { key: b.match.key, with: a.match.key, personId, restMinutes: rest, askedMinutes: asked } });
    });
    countDays(input, list, personId, categoryOf, violations);
  }

  // Feeders and rounds.
  for (const { match, slot } of placed.values()) {
    for (const feederKey of match.after ?? []) {
      const feeder = placed.get(feederKey);
      const feederMatch = matchOf.get(feederKey);
      if (!feeder || !feederMatch) {
        violations.push({ code: "planCheck.feederNotPlaced", params: { key: match.key, feeder: feederKey } });
        continue;
      }
      const asked = feederGap(feederMatch, categoryOf(feederMatch.category), categoryOf(match.category));
      const gap = slot.start - feeder.slot.end;
      if (gap < asked) violations.push({ code: "planCheck.beforeFeeder", params: { key: match.key, feeder: feederKey, gapMinutes: gap, askedMinutes: asked } });
    }
  }
  const byGroup = groupBy(
    [...placed.values()].filter(({ match }) => match.round !== undefined),
    ({ match }) => roundGroupOf(match),
  );
  for (const list of byGroup.values()) {
    for (const later of list) {
      const earlier = list.find((other) => other.match.round! < later.match.round! && later.slot.start < other.slot.start);
      if (earlier) violations.push({ code: "planCheck.roundOrder", params: { key: later.match.key, earlier: earlier.match.key } });
    }
  }
  return violations;
}

function groupBy<T>(list: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const key = keyOf(item);
    const members = groups.get(key);
    if (members) members.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Each pair once, the earlier start (then key) first. */
function forEachPair(list: readonly Placed[], visit: (a: Placed, b: Placed) => void) {
  const sorted = [...list].sort((a, b) => a.slot.start - b.slot.start || a.match.key.localeCompare(b.match.key));
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) visit(sorted[i]!, sorted[j]!);
  }
}

function countDays(input: PlanInput, list: readonly Placed[], personId: PersonId, categoryOf: ReturnType<typeof categoryIndex>, violations: PlanViolation[]) {
  const counts = new Map<string, { day: number; category: string | null; count: number; limit: number }>();
  const add = (day: number, category: string | null, limit: number | undefined) => {
    if (limit === undefined) return;
    const key = `${day}/${category ?? ""}`;
    const entry = counts.get(key) ?? { day, category, count: 0, limit };
    entry.count++;
    counts.set(key, entry);
  };
  for (const { match, slot } of list) {
    const day = dayOf(slot.start);
    add(day, match.category, categoryOf(match.category).maxPerDay);
    add(day, null, input.maxPerDay);
  }
  for (const entry of counts.values()) {
    if (entry.count > entry.limit) violations.push({ code: "planCheck.dailyLimit", params: { personId, day: entry.day, count: entry.count, limit: entry.limit, category: entry.category } });
  }
}
