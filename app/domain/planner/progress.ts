/**
 * The event as it is being played: which matches are on a court (called or
 * started) and which are over, with their real times. The desk's queue and
 * the expected starts both read it.
 */
import { categoryIndex, restBetween, type PersonId, type PlanCategory, type PlanInput } from "./model";
import type { Minute } from "./time";

/** A match that went on a court: since `start` (when it was called, or started), until `end` once over. */
export type PlayedMatch = { key: string; court: string; start: Minute; end?: Minute };

/** A person's match that went on a court, and when it is (or is expected to be) over. */
export type PersonMatch = { key: string; end: Minute; category: PlanCategory; onCourt: boolean; court: string };

/**
 * Each person's matches that went on a court: over ones by their real end, ones still on a court by the
 * later of their expected end and `now`.
 */
export function playedByPerson(input: PlanInput, played: readonly PlayedMatch[], now: Minute): Map<PersonId, PersonMatch[]> {
  const categoryOf = categoryIndex(input);
  const matchOf = new Map(input.matches.map((match) => [match.key, match]));
  const byPerson = new Map<PersonId, PersonMatch[]>();
  for (const entry of played) {
    const match = matchOf.get(entry.key);
    if (!match) continue;
    const onCourt = entry.end === undefined;
    const end = entry.end ?? Math.max(now, entry.start + match.minutes);
    for (const person of [...match.sides[0], ...match.sides[1]]) {
      const list = byPerson.get(person) ?? [];
      list.push({ key: match.key, end, category: categoryOf(match.category), onCourt, court: entry.court });
      byPerson.set(person, list);
    }
  }
  return byPerson;
}

/** The earliest a person may start a match of `category`: rested after each of their matches. */
export const restedAt = (matches: readonly PersonMatch[] | undefined, category: PlanCategory) =>
  Math.max(-Infinity, ...(matches ?? []).map((match) => match.end + restBetween(match.category, category)));
