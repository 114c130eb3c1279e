/**
 * What the event planner works on: matches with the people who play them or
 * may yet play them, courts with their open hours, and each category's rest
 * and limits. Everything is in minutes on the planner's clock (./time.ts).
 * Pure data and the two rules every part of the planner reads the same way:
 * who a match's people are, and how long a person rests between two matches.
 */
import type { Minute, Span } from "./time";

export type PersonId = number;

/** The people on each side; a side not known yet (a knockout's "winner of QF1") is empty. */
export type Sides = readonly [readonly PersonId[], readonly PersonId[]];

export type PlanCategory = {
  key: string;
  /** Least minutes between the end of a player's match and the start of their next one. */
  restMinutes: number;
  /** Most matches of this category a player plays in one day; no limit when absent. */
  maxPerDay?: number;
  /** Hours of every day (minutes of the day) the category plays in: "juniors before noon" is `{ from: 0, to: 720 }`. */
  hours?: Span;
};

/** A court and the spans it is open (a court may open late or close early on a day). */
export type PlanCourt = { name: string; open: readonly Span[] };

/** Where a match already is: played, live, called or put there by hand. The planner never moves it. */
export type FixedSlot = {
  court: string;
  start: Minute;
  /** When it ended, once it is over; a match with an end has its winner on the sides of the matches it feeds. */
  end?: Minute;
};

export type PlanMatch = {
  key: string;
  category: string;
  /** Expected length. */
  minutes: number;
  sides: Sides;
  /** Feeders: matches whose winner or loser plays this one. It starts after their (expected) end. */
  after?: readonly string[];
  /** The group or bracket the match belongs to; rounds are ordered within a category's group. Absent: one group per category. */
  group?: string;
  /** Within its category's group, no match starts before every match of an earlier round has started. */
  round?: number;
  /** Staff's order among matches otherwise equal (a match number); lower first. */
  order?: number;
  /** Starts at or after. */
  notBefore?: Minute;
  /** Ends at or before. */
  notAfter?: Minute;
  fixed?: FixedSlot;
};

export type PlanInput = {
  matches: readonly PlanMatch[];
  courts: readonly PlanCourt[];
  categories: readonly PlanCategory[];
  /** Categories whose matches go first when the planner has a choice, first listed first; others after, equal. */
  categoryOrder?: readonly string[];
  /** Most matches a player plays in one day across all categories; no limit when absent. */
  maxPerDay?: number;
  /** Nothing that is not fixed starts before this (planning again during the event: now). */
  from?: Minute;
  /** Start times are multiples of this many minutes (default 5). */
  step?: number;
  /**
   * Keep everyone who may still reach a knockout match free and rested for it (`peopleOfMatches`), so the
   * plan holds whoever qualifies. Off by default: it makes plans much longer when many players are in
   * two categories, and planning again once a round is known gives the same guarantee for its players.
   */
  holdPossiblePlayers?: boolean;
};

/** A match on a court: from `start` up to `end`. */
export type PlanSlot = { key: string; court: string; start: Minute; end: Minute };

export const DEFAULT_STEP = 5;

const noCategory: PlanCategory = { key: "", restMinutes: 0 };

/** The categories by key; a key the input does not list reads as no rest and no limits. */
export function categoryIndex(input: Pick<PlanInput, "categories">) {
  const byKey = new Map(input.categories.map((category) => [category.key, category]));
  return (key: string): PlanCategory => byKey.get(key) ?? noCategory;
}

/** Rest a person needs between a match of category `a` and one of category `b`: the longer of the two categories' rests (never below none). */
export const restBetween = (a: PlanCategory, b: PlanCategory) => Math.max(0, a.restMinutes, b.restMinutes);

/**
 * The people a match holds: its sides. With `possible`, also everyone who may
 * yet reach it: the people of each feeder that is not over, and so on back
 * through their feeders. A knockout match after group A then holds group A's
 * players until the group is over and its winner is on the side, so the plan
 * holds whoever comes through; a feeder that is over adds nobody (its winner
 * is on the side).
 *
 * Unknown keys and cycles are left out here; the planner reports them.
 */
export function peopleOfMatches(matches: readonly PlanMatch[], possible = false): Map<string, PersonId[]> {
  const byKey = new Map(matches.map((match) => [match.key, match]));
  const people = new Map<string, PersonId[]>();
  const visiting = new Set<string>();
  const visit = (match: PlanMatch): PersonId[] => {
    const known = people.get(match.key);
    if (known) return known;
    if (visiting.has(match.key)) return [];
    visiting.add(match.key);
    const found = new Set<PersonId>([...match.sides[0], ...match.sides[1]]);
    for (const key of possible ? (match.after ?? []) : []) {
      const feeder = byKey.get(key);
      if (!feeder || feeder.fixed?.end !== undefined) continue;
      for (const person of visit(feeder)) found.add(person);
    }
    visiting.delete(match.key);
    const list = [...found].sort((a, b) => a - b);
    people.set(match.key, list);
    return list;
  };
  for (const match of matches) visit(match);
  return people;
}

/**
 * Minutes between the end of a feeder and the start of the match it feeds: the rest its winner (or
 * loser) needs before playing on, or none once it is over (its winner is then on the side, and rests
 * as a person).
 */
export const feederGap = (feeder: PlanMatch, feederCategory: PlanCategory, category: PlanCategory) => (feeder.fixed?.end !== undefined ? 0 : restBetween(feederCategory, category));

/** The group a match's rounds are ordered in. */
export const roundGroupOf = (match: PlanMatch) => `${match.category}\u0000${match.group ?? ""}`;
