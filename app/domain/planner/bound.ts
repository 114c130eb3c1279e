/**
 * How early the last match of an event could end at best, whatever the plan:
 * the yardstick for a plan's quality. Each part drops most rules (court
 * choice, hours, limits), so none can be beaten by a real plan; the bound is
 * the latest of them.
 */
import type { PersonId, PlanInput, PlanSlot } from "./model";
import { prepare, type Prepared } from "./prepare";
import { afterOpenMinutes, openMinutesBetween, type Minute, type Span } from "./time";

export type PlanBound = {
  /** No plan that places every match ends before this (Infinity: the courts' open time cannot hold them all). */
  end: Minute;
  /** Every unfixed match's minutes poured into the courts' free open time, from the earliest start on. */
  byCourts: Minute;
  /** One person's matches one after another with the least rest between (possible matches included). */
  byPerson: { end: Minute; personId: PersonId | null };
  /** The longest chain of feeders and rounds, with the rests their players need. */
  byFeeders: { end: Minute; key: string | null };
  /** The last end of a fixed match. */
  byFixed: Minute | null;
};

export function planLowerBound(input: PlanInput): PlanBound {
  return boundOf(prepare(input));
}

export function boundOf(prep: Prepared): PlanBound {
  const { matches, invalid, openUnion } = prep;
  const open = (i: number) => !matches[i]!.fixed && !invalid[i];

  // Fixed matches hold their court's time; what is left after `from` is what the others can use.
  const from = prep.input.from ?? -Infinity;
  let byFixed: Minute | null = null;
  const taken = prep.courts.map((): Span[] => []);
  matches.forEach((match) => {
    if (!match.fixed) return;
    const end = match.fixed.end ?? match.fixed.start + match.minutes;
    byFixed = Math.max(byFixed ?? -Infinity, end);
    const court = prep.courtIndex.get(match.fixed.court);
    if (court !== undefined) taken[court]!.push({ from: match.fixed.start, to: end });
  });
  const free = prep.courts.flatMap((court, c) =>
    withoutSpans(court.open, taken[c]!)
      .map((span) => ({ from: Math.max(span.from, from), to: span.to }))
      .filter((span) => span.to > span.from),
  );
  const work = matches.reduce((sum, match, i) => (open(i) ? sum + match.minutes : sum), 0);
  const byCourts = work > 0 ? Math.ceil(fillTime(free, work)) : -Infinity;

  // Feeder chains: the earliest each match could start and end with nothing but its feeders, rounds and windows in the way.
  const est: Minute[] = matches.map(() => -Infinity);
  const eft: Minute[] = matches.map(() => -Infinity);
  let byFeeders = { end: -Infinity, key: null as string | null };
  for (const i of prep.topological) {
    const match = matches[i]!;
    if (match.fixed) {
      est[i] = match.fixed.start;
      eft[i] = match.fixed.end ?? match.fixed.start + match.minutes;
      continue;
    }
    let start = prep.earliest[i]!;
    for (const j of prep.feeders[i]!) start = Math.max(start, eft[j]! + prep.gap(j, i));
    for (const j of prep.earlierRounds[i]!) start = Math.max(start, est[j]!);
    est[i] = start;
    eft[i] = afterOpenMinutes(openUnion, start, match.minutes);
    if (eft[i]! > byFeeders.end) byFeeders = { end: eft[i]!, key: match.key };
  }

  // One person's matches in order of their earliest starts, each after the one before and the least rest they ask.
  const byPersonMatches = new Map<PersonId, number[]>();
  matches.forEach((_, i) => {
    if (!open(i)) return;
    for (const person of prep.people[i]!) byPersonMatches.set(person, [...(byPersonMatches.get(person) ?? []), i]);
  });
  let byPerson = { end: -Infinity, personId: null as PersonId | null };
  for (const [person, list] of byPersonMatches) {
    const rest = Math.max(0, Math.min(...list.map((i) => prep.category[i]!.restMinutes)));
    let at = -Infinity;
    for (const i of [...list].sort((a, b) => est[a]! - est[b]!)) at = afterOpenMinutes(openUnion, Math.max(at + rest, est[i]!), matches[i]!.minutes);
    if (at > byPerson.end) byPerson = { end: at, personId: person };
  }

  return { end: Math.max(byCourts, byPerson.end, byFeeders.end, byFixed ?? -Infinity), byCourts, byPerson, byFeeders, byFixed };
}

/** The spans of `open` (ordered, disjoint) outside every span of `taken`. */
function withoutSpans(open: readonly Span[], taken: readonly Span[]): Span[] {
  const cuts = [...taken].sort((a, b) => a.from - b.from);
  return open.flatMap((span) => {
    const left: Span[] = [];
    let at = span.from;
    for (const cut of cuts) {
      if (cut.to <= at || cut.from >= span.to) continue;
      if (cut.from > at) left.push({ from: at, to: cut.from });
      at = Math.max(at, cut.to);
    }
    if (at < span.to) left.push({ from: at, to: span.to });
    return left;
  });
}

/** The first minute by which `work` minutes fit into `spans` (several may run at once, one per court). */
function fillTime(spans: readonly Span[], work: number): Minute {
  const edges = spans
    .flatMap((span) => [
      { at: span.from, delta: 1 },
      { at: span.to, delta: -1 },
    ])
    .sort((a, b) => a.at - b.at);
  let running = 0;
  let done = 0;
  for (let e = 0; e < edges.length; e++) {
    const edge = edges[e]!;
    running += edge.delta;
    const next = edges[e + 1];
    if (!next || running <= 0) continue;
    const capacity = running * (next.at - edge.at);
    if (done + capacity >= work) return edge.at + (work - done) / running;
    done += capacity;
  }
  return Infinity;
}

export type PlanQuality = {
  /** The last end of the plan, fixed matches included (null: nothing placed). */
  lastEnd: Minute | null;
  bound: PlanBound;
  /**
   * Open time the plan takes against the bound's, counted from the first court opening (or `from`) in
   * minutes when some court is open, so nights do not count: 1 is as good as can be, 1.1 a tenth longer.
   */
  ratio: number;
};

/** How a plan's last end compares with the lower bound. Unplaced matches are not counted: read them first. */
export function planQuality(input: PlanInput, slots: readonly PlanSlot[]): PlanQuality {
  const prep = prepare(input);
  const bound = boundOf(prep);
  const lastEnd = slots.length ? Math.max(...slots.map((slot) => slot.end)) : null;
  const reference = Math.max(prep.openUnion[0]?.from ?? 0, input.from ?? -Infinity);
  const used = lastEnd === null ? 0 : openMinutesBetween(prep.openUnion, reference, lastEnd);
  const best = openMinutesBetween(prep.openUnion, reference, bound.end);
  return { lastEnd, bound, ratio: best > 0 ? used / best : used > 0 ? Infinity : 1 };
}
