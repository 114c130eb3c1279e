/**
 * The tournament desk on the day: which courts are free now, and which
 * matches can be called to one, in plan order. A match can be called when
 * both sides are known, none of its players is on a court, each has rested
 * after their last match as their categories ask, and (when the event asks
 * for check-in) each has checked in.
 */
import { categoryIndex, type PersonId, type PlanInput, type PlanSlot } from "./model";
import { playedByPerson, restedAt, type PlayedMatch } from "./progress";
import type { Minute } from "./time";

export type DeskState = {
  input: PlanInput;
  /** The saved plan: its order is the desk's. Matches without a slot come after, in input order. */
  planned: readonly PlanSlot[];
  played: readonly PlayedMatch[];
  /** People checked in; absent when the event does not ask for check-in. */
  checkedIn?: readonly PersonId[];
};

/**
 * Why a match cannot be called yet:
 * - desk.sideUnknown: a side is not known (its feeder is not decided).
 * - desk.onCourt: this person is on court `court` in match `with`.
 * - desk.resting: this person rests until `until`.
 * - desk.notCheckedIn: this person has not checked in.
 */
export type DeskBlocker =
  | { code: "desk.sideUnknown"; params: { key: string } }
  | { code: "desk.onCourt"; params: { key: string; personId: PersonId; with: string; court: string } }
  | { code: "desk.resting"; params: { key: string; personId: PersonId; until: Minute } }
  | { code: "desk.notCheckedIn"; params: { key: string; personId: PersonId } };

export type QueuedMatch = { key: string; plannedStart: Minute | null; plannedCourt: string | null; blockers: DeskBlocker[] };

/** Every match not yet on a court, in plan order, with what keeps it from being called now (nothing: callable). */
export function deskQueue(state: DeskState, now: Minute): QueuedMatch[] {
  const { input } = state;
  const categoryOf = categoryIndex(input);
  const onCourtOrOver = new Set(state.played.map((entry) => entry.key));
  const slotOf = new Map(state.planned.map((slot) => [slot.key, slot]));
  const courtOrder = new Map(input.courts.map((court, i) => [court.name, i]));
  const people = playedByPerson(input, state.played, now);
  const checkedIn = state.checkedIn ? new Set(state.checkedIn) : null;

  const waiting = input.matches
    .map((match, index) => ({ match, index, slot: slotOf.get(match.key) }))
    .filter(({ match }) => !onCourtOrOver.has(match.key))
    .sort(
      (a, b) => (a.slot?.start ?? Infinity) - (b.slot?.start ?? Infinity) || (courtOrder.get(a.slot?.court ?? "") ?? Infinity) - (courtOrder.get(b.slot?.court ?? "") ?? Infinity) || a.index - b.index,
    );
  return waiting.map(({ match, slot }) => {
    const { key } = match;
    const blockers: DeskBlocker[] = [];
    if (match.sides[0].length === 0 || match.sides[1].length === 0) blockers.push({ code: "desk.sideUnknown", params: { key } });
    const category = categoryOf(match.category);
    for (const personId of [...match.sides[0], ...match.sides[1]]) {
      const theirs = people.get(personId);
      const playing = theirs?.find((m) => m.onCourt);
      if (playing) blockers.push({ code: "desk.onCourt", params: { key, personId, with: playing.key, court: playing.court } });
      else {
        const until = restedAt(theirs, category);
        if (until > now) blockers.push({ code: "desk.resting", params: { key, personId, until } });
      }
      if (checkedIn && !checkedIn.has(personId)) blockers.push({ code: "desk.notCheckedIn", params: { key, personId } });
    }
    return { key, plannedStart: slot?.start ?? null, plannedCourt: slot?.court ?? null, blockers };
  });
}

/** The matches that can be called to a court now, in plan order. */
export function callableMatches(state: DeskState, now: Minute): QueuedMatch[] {
  return deskQueue(state, now).filter((entry) => entry.blockers.length === 0);
}

export type FreeCourt = {
  court: string;
  /** Free since: the end of its last match, or its opening, whichever is later. */
  since: Minute;
  /** Open until. */
  until: Minute;
};

/** Courts open now with nothing on them, in the input's order. */
export function freeCourts(state: DeskState, now: Minute): FreeCourt[] {
  const busy = new Set(state.played.filter((entry) => entry.end === undefined).map((entry) => entry.court));
  return state.input.courts.flatMap((court) => {
    const span = court.open.find((s) => s.from <= now && now < s.to);
    if (!span || busy.has(court.name)) return [];
    const lastEnd = Math.max(-Infinity, ...state.played.filter((entry) => entry.court === court.name && entry.end !== undefined && entry.end <= now).map((entry) => entry.end!));
    return [{ court: court.name, since: Math.max(span.from, lastEnd), until: span.to }];
  });
}

/**
 * The free courts a match of `minutes` can be called to now: those open long enough for it to end before they
 * close, as the plan and the expected starts keep to the courts' hours.
 */
export function courtsLongEnough(free: readonly FreeCourt[], now: Minute, minutes: number): FreeCourt[] {
  return free.filter((court) => now + minutes <= court.until);
}
