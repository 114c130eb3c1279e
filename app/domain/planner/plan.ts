/**
 * One plan for a whole event: every unplayed match of every category on a
 * court and a start, keyed by person and by minutes (docs/design.md §6.9,
 * decision 0067).
 *
 * Each pass is a list schedule driven by time: of the matches whose feeders
 * and earlier rounds are placed, the one that can start earliest goes first
 * (ties: the category order, then the most urgent, then staff's order), at the
 * earliest minute where a court is free and all of its people are free and
 * rested. A match that cannot get its full rest anywhere waits until nothing
 * else can be placed, then takes the most rest it can get and is reported.
 * Later passes make the matches that ended the last pass late (and their
 * people's and feeders' matches) more urgent, and the best pass is kept.
 */
import { boundOf } from "./bound";
import { heapOf } from "./heap";
import { createBoard, type Board } from "./board";
import { restBetween, type PersonId, type PlanInput, type PlanSlot } from "./model";
import { prepare, type InputError, type Prepared } from "./prepare";
import { dayOf, type Minute } from "./time";

/**
 * Why a match was left unplaced (besides the input errors of ./prepare.ts):
 * - plan.feederUnplaced: a match it comes after was not placed.
 * - plan.noCourtTime: no court is open long enough for it (in its window and its category's hours).
 * - plan.afterFeeders: no court time is left after this feeder (or earlier round) ends.
 * - plan.tooLate: it must be over before a fixed match it feeds (or start before a later round's), and no time is left.
 * - plan.courtsFull: every court is taken whenever it could be played.
 * - plan.personBusy: this person's other matches and rests take every time it could be played.
 * - plan.dailyLimit: this person has played their most matches of a day on every day it could be played.
 */
export type PlanError =
  | InputError
  | { code: "plan.feederUnplaced"; params: { key: string; feeder: string } }
  | { code: "plan.noCourtTime"; params: { key: string; minutes: number } }
  | { code: "plan.afterFeeders"; params: { key: string; feeder: string } }
  | { code: "plan.tooLate"; params: { key: string; before: string } }
  | { code: "plan.courtsFull"; params: { key: string } }
  | { code: "plan.personBusy"; params: { key: string; personId: PersonId } }
  | { code: "plan.dailyLimit"; params: { key: string; personId: PersonId; limit: number } };

export type Unplaced = { key: string; error: PlanError };

/** A match placed with less rest than asked for a person, next to match `with`. */
export type ShortRest = { key: string; personId: PersonId; with: string; restMinutes: number; askedMinutes: number };

export type PlanResult = {
  /** Every match placed, fixed ones where they are, in order of start then court. */
  slots: PlanSlot[];
  unplaced: Unplaced[];
  shortRest: ShortRest[];
  /** The last end of the slots; null when there are none. */
  lastEnd: Minute | null;
  /** Passes run (the first and the improving ones). */
  passes: number;
};

export type PlanOptions = {
  /** Most passes to run; the first plan is kept with 1. Default 8. */
  passes?: number;
};

const DEFAULT_PASSES = 8;

export function planEvent(input: PlanInput, options: PlanOptions = {}): PlanResult {
  const prep = prepare(input);
  const bound = boundOf(prep).end;
  const horizon = Number.isFinite(bound) ? bound : Math.max(0, ...prep.courts.flatMap((court) => court.open.map((span) => span.to)));
  const urgency = initialUrgency(prep, horizon);
  let best: Pass | null = null;
  let passes = 0;
  const most = Math.max(1, options.passes ?? DEFAULT_PASSES);
  while (passes < most) {
    const pass = runPass(prep, urgency);
    passes++;
    if (!best || better(pass, best)) best = pass;
    if (best.unplaced.length === 0 && best.shortRest.length === 0 && (best.lastEnd ?? -Infinity) <= bound) break;
    raiseUrgency(prep, pass, urgency, horizon);
  }
  const courtOrder = (name: string) => prep.courtIndex.get(name) ?? Infinity;
  return {
    slots: best!.slots.sort((a, b) => a.start - b.start || courtOrder(a.court) - courtOrder(b.court) || a.key.localeCompare(b.key)),
    unplaced: best!.unplaced,
    shortRest: best!.shortRest,
    lastEnd: best!.lastEnd,
    passes,
  };
}

type Pass = PlanResult & { starts: Minute[]; ends: Minute[] };

/** Fewer unplaced, then fewer short rests, then an earlier last end. */
function better(a: Pass, b: Pass) {
  const score = (pass: Pass) => [pass.unplaced.length, pass.shortRest.length, pass.lastEnd ?? -Infinity];
  const [x, y] = [score(a), score(b)];
  const k = x.findIndex((value, i) => value !== y[i]);
  return k >= 0 && x[k]! < y[k]!;
}

/**
 * The latest a match should start for the event to end by `horizon`: the start its chain of later
 * matches leaves, its busiest person's load leaves, and its own deadline. Lower is more urgent.
 */
function initialUrgency(prep: Prepared, horizon: Minute): number[] {
  const urgency = prep.matches.map((_, i) => {
    const load = Math.max(0, ...prep.people[i]!.map((person) => prep.load.get(person) ?? 0));
    return Math.min(prep.latestStart[i]!, horizon - prep.tail[i]!, horizon - load);
  });
  propagate(prep, urgency);
  return urgency;
}

/** A match is at least as urgent as what it must come before. */
function propagate(prep: Prepared, urgency: number[]) {
  for (const i of [...prep.topological].reverse()) {
    for (const j of prep.feeds[i]!) urgency[i] = Math.min(urgency[i]!, urgency[j]! - prep.matches[i]!.minutes - prep.gap(i, j));
    for (const j of prep.laterRounds[i]!) urgency[i] = Math.min(urgency[i]!, urgency[j]!);
  }
}

/** After a pass: what ended late (by how late), and its people's matches, move up; unplaced and short-rested ones most. */
function raiseUrgency(prep: Prepared, pass: Pass, urgency: number[], horizon: Minute) {
  const troubled = new Set([...pass.unplaced.map((u) => u.key), ...pass.shortRest.map((s) => s.key)]);
  const personLate = new Map<PersonId, number>();
  prep.matches.forEach((match, i) => {
    if (match.fixed) return;
    // Unplaced or short of rest: at least an hour ahead, and as far again ahead of the end as it was.
    if (troubled.has(match.key)) urgency[i] = urgency[i]! - Math.max(60, horizon - urgency[i]!);
    const end = pass.ends[i]!;
    if (!Number.isFinite(end)) return;
    const late = end + prep.tail[i]! - match.minutes - horizon;
    if (late > 0) urgency[i] = urgency[i]! - late;
    for (const person of prep.people[i]!) personLate.set(person, Math.max(personLate.get(person) ?? 0, end - horizon));
  });
  prep.matches.forEach((match, i) => {
    if (match.fixed) return;
    const late = Math.max(0, ...prep.people[i]!.map((person) => personLate.get(person) ?? 0));
    if (late > 0) urgency[i] = urgency[i]! - late / 2;
  });
  propagate(prep, urgency);
}

function runPass(prep: Prepared, urgency: readonly number[]): Pass {
  const { matches } = prep;
  const n = matches.length;
  const board = createBoard(prep);
  const starts: Minute[] = new Array(n).fill(NaN);
  const ends: Minute[] = new Array(n).fill(NaN);
  const failed: (PlanError | null)[] = new Array(n).fill(null);
  const slots: PlanSlot[] = [];
  const unplaced: Unplaced[] = [];
  const shortRest: ShortRest[] = [];

  const settle = (i: number, court: number | undefined, courtName: string, start: Minute) => {
    const end = matches[i]!.fixed?.end ?? start + matches[i]!.minutes;
    board.place(i, court, start, end);
    starts[i] = start;
    ends[i] = end;
    slots.push({ key: matches[i]!.key, court: courtName, start, end });
  };
  const fail = (i: number, error: PlanError) => {
    failed[i] = error;
    unplaced.push({ key: matches[i]!.key, error });
  };

  matches.forEach((match, i) => {
    if (match.fixed && !prep.invalid[i]) settle(i, prep.courtIndex.get(match.fixed.court), match.fixed.court, match.fixed.start);
  });

  const earliestAt: Minute[] = new Array(n).fill(-Infinity);
  const before = (a: number, b: number) =>
    earliestAt[a]! - earliestAt[b]! || prep.categoryRank[a]! - prep.categoryRank[b]! || urgency[a]! - urgency[b]! || (matches[a]!.order ?? 0) - (matches[b]!.order ?? 0) || a - b;
  const ready = heapOf((a, b) => before(a, b) < 0);
  const unfixed = (list: readonly number[]) => list.filter((j) => !matches[j]!.fixed).length;
  const waiting = matches.map((match, i) => (match.fixed ? 0 : unfixed(prep.feeders[i]!) + unfixed(prep.earlierRounds[i]!)));

  const release = (i: number) => {
    const feederLeft = prep.feeders[i]!.find((j) => failed[j] !== null);
    if (feederLeft !== undefined) {
      fail(i, { code: "plan.feederUnplaced", params: { key: matches[i]!.key, feeder: matches[feederLeft]!.key } });
      return done(i);
    }
    let at = prep.earliest[i]!;
    for (const j of prep.feeders[i]!) at = Math.max(at, ends[j]! + prep.gap(j, i));
    for (const j of prep.earlierRounds[i]!) if (Number.isFinite(starts[j]!)) at = Math.max(at, starts[j]!);
    earliestAt[i] = at;
    ready.push(i);
  };
  const done = (i: number) => {
    for (const after of [prep.feeds[i]!, prep.laterRounds[i]!]) for (const j of after) if (!matches[j]!.fixed && !prep.invalid[j] && --waiting[j]! === 0) release(j);
  };

  for (const i of prep.topological) if (!matches[i]!.fixed && waiting[i] === 0) release(i);
  // An invalid match is left out; the matches it feeds are left out after it, later rounds go on without it.
  matches.forEach((_, i) => {
    if (!prep.invalid[i]) return;
    fail(i, prep.invalid[i]!);
    done(i);
  });

  const deferred: number[] = [];
  for (;;) {
    const i = ready.pop();
    if (i === undefined) {
      if (!deferred.length) break;
      deferred.sort((a, b) => before(a, b));
      const j = deferred.shift()!;
      placeWithLessRest(prep, board, j, earliestAt[j]!, (court, start) => settle(j, court, prep.courts[court]!.name, start), shortRest, fail, ends);
      done(j);
      continue;
    }
    const slot = board.earliestSlot(i, earliestAt[i]!, Infinity);
    if (!slot) {
      deferred.push(i);
      continue;
    }
    if (slot.start > earliestAt[i]!) {
      earliestAt[i] = slot.start;
      ready.push(i);
      continue;
    }
    settle(i, slot.court, prep.courts[slot.court]!.name, slot.start);
    done(i);
  }

  const lastEnd = slots.length ? Math.max(...slots.map((slot) => slot.end)) : null;
  return { slots, unplaced, shortRest, lastEnd, passes: 1, starts, ends };
}

/** The last resort: the most rest (in steps) that lets the match in; reported per person and neighbour. */
function placeWithLessRest(
  prep: Prepared,
  board: Board,
  i: number,
  from: Minute,
  settle: (court: number, start: Minute) => void,
  shortRest: ShortRest[],
  fail: (i: number, error: PlanError) => void,
  ends: readonly Minute[],
) {
  const asked = Math.max(0, ...prep.people[i]!.flatMap((person) => (board.personal.get(person) ?? []).map((b) => restBetween(prep.category[i]!, prep.category[b.match]!))));
  for (let cap = Math.floor((asked - 1) / prep.step) * prep.step; cap >= 0; cap -= prep.step) {
    const slot = board.earliestSlot(i, from, cap);
    if (!slot) continue;
    settle(slot.court, slot.start);
    const start = slot.start;
    const end = start + prep.matches[i]!.minutes;
    for (const person of prep.people[i]!) {
      for (const other of board.personal.get(person) ?? []) {
        if (other.match === i) continue;
        const gap = other.start >= end ? other.start - end : start - other.end;
        const wanted = restBetween(prep.category[i]!, prep.category[other.match]!);
        if (gap < wanted) shortRest.push({ key: prep.matches[i]!.key, personId: person, with: prep.matches[other.match]!.key, restMinutes: gap, askedMinutes: wanted });
      }
    }
    return;
  }
  fail(i, whyUnplaced(prep, board, i, from, ends));
}

/** What stands in the way of a match no search could place: its window, the courts, a person, or a daily limit. */
function whyUnplaced(prep: Prepared, board: Board, i: number, from: Minute, ends: readonly Minute[]): PlanError {
  const key = prep.matches[i]!.key;
  const alone = { people: "all", limits: true, bookings: true } as const;
  if (!board.earliestSlot(i, from, 0, alone)) {
    const before = prep.latestBy[i];
    if (before && before !== key) return { code: "plan.tooLate", params: { key, before } };
    const latest = [...prep.feeders[i]!, ...prep.earlierRounds[i]!].sort((a, b) => ends[b]! - ends[a]!)[0];
    if (latest !== undefined && board.earliestSlot(i, prep.earliest[i]!, 0, alone)) return { code: "plan.afterFeeders", params: { key, feeder: prep.matches[latest]!.key } };
    return { code: "plan.noCourtTime", params: { key, minutes: prep.matches[i]!.minutes } };
  }
  const freeCourt = board.earliestSlot(i, from, 0, { people: "all", limits: true });
  if (!freeCourt) return { code: "plan.courtsFull", params: { key } };
  const withoutLimits = board.earliestSlot(i, from, 0, { limits: true });
  if (withoutLimits) {
    for (const person of prep.people[i]!) {
      const limit = board.overLimit(i, person, dayOf(withoutLimits.start));
      if (limit !== null) return { code: "plan.dailyLimit", params: { key, personId: person, limit } };
    }
  }
  const inTheWay = prep.people[i]!.find((person) => board.earliestSlot(i, from, 0, { people: person }) !== null) ?? prep.people[i]![0];
  return inTheWay === undefined ? { code: "plan.courtsFull", params: { key } } : { code: "plan.personBusy", params: { key, personId: inTheWay } };
}
