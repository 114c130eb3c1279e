/**
 * Online entries (docs/design.md §3.8): when a category takes them, how many
 * places are left, where staff may move an entry, and whether its players may
 * play in the category. Pure; the roster rules are app/domain/roster.ts's,
 * the same the team form and the import keep.
 */
import { rosterIssues, type RosterRules, type PlayerGender } from "./roster";

export type EntryStatus = "pending" | "accepted" | "waiting" | "rejected" | "withdrawn";
export type WindowState = "notYet" | "open" | "closed";

/** A form sent sooner than this after it was shown was not filled in by a person. */
export const MIN_FILL_MS = 3_000;
/** A form older than this is shown again (its time check would otherwise live for ever). */
export const MAX_FILL_MS = 24 * 60 * 60 * 1000;

export function windowState(window: { opensAt: Date; closesAt: Date }, now: Date): WindowState {
  if (now < window.opensAt) return "notYet";
  return now < window.closesAt ? "open" : "closed";
}

/**
 * Places a category still has; null when it has no limit. `taken` counts what
 * holds one: the teams in when staff accept (a place is there or it is not),
 * and the entries still pending besides when an entrant is told how many are
 * left, since each of those may take one before theirs is decided.
 */
export function placesLeft(maxTeams: number | null, taken: number): number | null {
  return maxTeams === null ? null : Math.max(0, maxTeams - taken);
}

/**
 * How many of the waiting line move up now: as many as there are free places
 * (teams in under the limit) and entries waiting, when the window promotes by
 * itself; none when staff promote by hand, nor in a category without a limit,
 * whose line only staff put entries in.
 */
export function promotionsDue(freePlaces: number | null, waiting: number, autoPromote: boolean): number {
  if (!autoPromote || freePlaces === null) return 0;
  return Math.max(0, Math.min(freePlaces, waiting));
}

/**
 * Where staff's "accept" puts an entry: among the teams while a place is left,
 * else in the waiting line when the category keeps one; "full" refuses it.
 */
export function acceptedInto(places: number | null, waitingList: boolean): "accepted" | "waiting" | "full" {
  if (places === null || places > 0) return "accepted";
  return waitingList ? "waiting" : "full";
}

/**
 * The moves staff may make. Accepting is the way from the waiting line too
 * ("promote"); an accepted entry leaves only by withdrawing, which withdraws
 * its team under the rules for withdrawn teams (§6.2).
 */
const moves: Record<EntryStatus, readonly EntryStatus[]> = {
  pending: ["accepted", "waiting", "rejected", "withdrawn"],
  waiting: ["accepted", "rejected", "withdrawn"],
  rejected: ["pending"],
  accepted: ["withdrawn"],
  withdrawn: [],
};

export function canMove(from: EntryStatus, to: EntryStatus) {
  return moves[from].includes(to);
}

/** The entrant may change contact details or withdraw while the entry stands and entries have not closed. */
export function entrantMayChange(status: EntryStatus, closesAt: Date, now: Date) {
  return status !== "withdrawn" && status !== "rejected" && now < closesAt;
}

/** Whether the form's time check passes: shown at `shownAt`, sent at `now`. */
export function filledByAPerson(shownAt: number, now: number) {
  const took = now - shownAt;
  return took >= MIN_FILL_MS && took <= MAX_FILL_MS;
}

/**
 * What the category's roster rules say of the entrants: their number against
 * the players per side and their genders against the category's. Entrants
 * are not in the registry yet, so each stands for itself by its place.
 */
export function entrantIssues(rules: RosterRules, genders: PlayerGender[]): string[] {
  return rosterIssues(
    rules,
    genders.map((gender, index) => ({ id: index + 1, gender })),
    null,
  ).map((issue) => issue.message);
}
