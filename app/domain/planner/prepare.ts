/**
 * The planner's input read once into arrays by match number: each match's
 * people, category, feeders and round neighbours, the order they can be
 * planned in, and what can be known before anything is placed (earliest
 * start, latest start, the chain of matches that follows). `planEvent` and
 * `planLowerBound` share it; `checkPlan` does not (it checks on its own).
 */
import { categoryIndex, DEFAULT_STEP, feederGap, peopleOfMatches, restBetween, roundGroupOf, type PersonId, type PlanCategory, type PlanInput, type PlanMatch } from "./model";
import { unionOf, type Minute, type Span } from "./time";

/** Why a match cannot be planned at all, whatever else is placed. */
export type InputError =
  | { code: "plan.duplicateKey"; params: { key: string } }
  | { code: "plan.badLength"; params: { key: string; minutes: number } }
  | { code: "plan.unknownCategory"; params: { key: string; category: string } }
  | { code: "plan.unknownFeeder"; params: { key: string; feeder: string } }
  | { code: "plan.orderCycle"; params: { key: string } };

export type Prepared = {
  input: PlanInput;
  step: number;
  matches: readonly PlanMatch[];
  indexOf: ReadonlyMap<string, number>;
  people: readonly PersonId[][];
  category: readonly PlanCategory[];
  /** Position in the input's category order; categories not listed share the last place. */
  categoryRank: readonly number[];
  /** Feeders (edges to earlier matches) and the matches they feed. */
  feeders: readonly number[][];
  feeds: readonly number[][];
  /** Matches of earlier rounds of the same group, and of later ones. */
  earlierRounds: readonly number[][];
  laterRounds: readonly number[][];
  /** Matches that cannot be planned, and why. */
  invalid: readonly (InputError | null)[];
  /** Every match once, each after its feeders and earlier rounds (invalid ones left out). */
  topological: readonly number[];
  courts: readonly { name: string; open: Span[] }[];
  courtIndex: ReadonlyMap<string, number>;
  /** When any court is open. */
  openUnion: readonly Span[];
  /** Nothing unfixed starts earlier: the input's `from`, the match's `notBefore`, the first court opening. */
  earliest: readonly Minute[];
  /** Minutes match `j` starts after its feeder `i` ends at the least (see `feederGap`). */
  gap: (i: number, j: number) => number;
  /** The latest start that still leaves time for the fixed matches and windows after it (Infinity: none). */
  latestStart: readonly Minute[];
  /** The fixed match (or the match itself, by its window) that sets `latestStart`. */
  latestBy: readonly (string | null)[];
  /** Minutes from its start to the end of the longest chain of matches after it (feeders and rounds, rests between). */
  tail: readonly number[];
  /** Each person's unfixed matches' minutes plus rests. */
  load: ReadonlyMap<PersonId, number>;
};

export function prepare(input: PlanInput): Prepared {
  const step = input.step && input.step > 0 ? input.step : DEFAULT_STEP;
  const matches = input.matches;
  const n = matches.length;
  const categoryOf = categoryIndex(input);
  const knownCategories = new Set(input.categories.map((c) => c.key));
  const invalid: (InputError | null)[] = new Array(n).fill(null);
  const indexOf = new Map<string, number>();
  matches.forEach((match, i) => {
    if (indexOf.has(match.key)) invalid[i] = { code: "plan.duplicateKey", params: { key: match.key } };
    else indexOf.set(match.key, i);
    if (!invalid[i] && !(Number.isFinite(match.minutes) && match.minutes > 0)) invalid[i] = { code: "plan.badLength", params: { key: match.key, minutes: match.minutes } };
    if (!invalid[i] && !knownCategories.has(match.category)) invalid[i] = { code: "plan.unknownCategory", params: { key: match.key, category: match.category } };
  });

  const peopleByKey = peopleOfMatches(matches, input.holdPossiblePlayers);
  const people = matches.map((match) => peopleByKey.get(match.key) ?? []);
  const category = matches.map((match) => categoryOf(match.category));
  const rankOf = new Map((input.categoryOrder ?? []).map((key, i) => [key, i]));
  const categoryRank = matches.map((match) => rankOf.get(match.category) ?? rankOf.size);

  const feeders: number[][] = matches.map(() => []);
  const feeds: number[][] = matches.map(() => []);
  matches.forEach((match, i) => {
    for (const key of match.after ?? []) {
      const feeder = indexOf.get(key);
      if (feeder === undefined || feeder === i) {
        invalid[i] ??= feeder === i ? { code: "plan.orderCycle", params: { key: match.key } } : { code: "plan.unknownFeeder", params: { key: match.key, feeder: key } };
        continue;
      }
      if (feeders[i]!.includes(feeder)) continue;
      feeders[i]!.push(feeder);
      feeds[feeder]!.push(i);
    }
  });

  // Rounds: each match waits for every match of an earlier round of its group. The round just before would do while
  // every match is placed; an unplaced one would let a later round slip before the rounds before it.
  const earlierRounds: number[][] = matches.map(() => []);
  const laterRounds: number[][] = matches.map(() => []);
  const groups = new Map<string, number[]>();
  matches.forEach((match, i) => {
    if (match.round === undefined || indexOf.get(match.key) !== i) return;
    const group = roundGroupOf(match);
    const members = groups.get(group);
    if (members) members.push(i);
    else groups.set(group, [i]);
  });
  for (const members of groups.values()) {
    for (const i of members) {
      for (const j of members) {
        if (matches[j]!.round! >= matches[i]!.round!) continue;
        earlierRounds[i]!.push(j);
        laterRounds[j]!.push(i);
      }
    }
  }

  // Kahn's order over feeders and rounds; what is left over sits on a cycle (or after one). A fixed match waits for
  // nothing and holds nothing up: it is where it is.
  const fixed = (i: number) => matches[i]!.fixed !== undefined;
  const unfixedBefore = (i: number) => feeders[i]!.filter((j) => !fixed(j)).length + earlierRounds[i]!.filter((j) => !fixed(j)).length;
  const waiting = matches.map((_, i) => (fixed(i) ? 0 : unfixedBefore(i)));
  const queue = matches.map((_, i) => i).filter((i) => waiting[i] === 0);
  const topological: number[] = [];
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]!;
    topological.push(i);
    if (fixed(i)) continue;
    for (const after of [feeds[i]!, laterRounds[i]!]) for (const j of after) if (!fixed(j) && --waiting[j]! === 0) queue.push(j);
  }
  matches.forEach((match, i) => {
    if (waiting[i]! > 0) invalid[i] ??= { code: "plan.orderCycle", params: { key: match.key } };
    if (fixed(i) && invalid[i]?.code !== "plan.duplicateKey") invalid[i] = null;
  });
  const valid = topological.filter((i) => !invalid[i]);

  const courts = input.courts.map((court) => ({ name: court.name, open: unionOf(court.open) }));
  const courtIndex = new Map(courts.map((court, i) => [court.name, i]));
  const openUnion = unionOf(courts.flatMap((court) => court.open));
  const firstOpen = openUnion[0]?.from ?? 0;
  const earliest = matches.map((match) => Math.max(firstOpen, input.from ?? -Infinity, match.notBefore ?? -Infinity));

  const gapOf = (i: number, j: number) => feederGap(matches[i]!, category[i]!, category[j]!);
  const latestStart: Minute[] = matches.map((match) => (match.notAfter === undefined ? Infinity : match.notAfter - match.minutes));
  const latestBy: (string | null)[] = matches.map((match) => (match.notAfter === undefined ? null : match.key));
  const tail: number[] = matches.map((match) => match.minutes);
  for (const i of [...valid].reverse()) {
    const match = matches[i]!;
    for (const j of feeds[i]!) {
      const limit = (matches[j]!.fixed ? matches[j]!.fixed!.start : latestStart[j]!) - match.minutes - gapOf(i, j);
      if (limit < latestStart[i]!) {
        latestStart[i] = limit;
        latestBy[i] = matches[j]!.fixed ? matches[j]!.key : latestBy[j]!;
      }
      tail[i] = Math.max(tail[i]!, match.minutes + gapOf(i, j) + tail[j]!);
    }
    for (const j of laterRounds[i]!) {
      const limit = matches[j]!.fixed ? matches[j]!.fixed!.start : latestStart[j]!;
      if (limit < latestStart[i]!) {
        latestStart[i] = limit;
        latestBy[i] = matches[j]!.fixed ? matches[j]!.key : latestBy[j]!;
      }
      // A later round with a player of this match waits for its end and their rest; one without may start beside it.
      const shared = people[i]!.some((person) => people[j]!.includes(person));
      tail[i] = Math.max(tail[i]!, shared ? match.minutes + restBetween(category[i]!, category[j]!) + tail[j]! : tail[j]!);
    }
  }

  const load = new Map<PersonId, number>();
  matches.forEach((match, i) => {
    if (match.fixed || invalid[i]) return;
    for (const person of people[i]!) load.set(person, (load.get(person) ?? 0) + match.minutes + category[i]!.restMinutes);
  });

  return {
    input,
    step,
    matches,
    indexOf,
    people,
    category,
    categoryRank,
    feeders,
    feeds,
    gap: gapOf,
    earlierRounds,
    laterRounds,
    invalid,
    topological: valid,
    courts,
    courtIndex,
    openUnion,
    earliest,
    latestStart,
    latestBy,
    tail,
    load,
  };
}
