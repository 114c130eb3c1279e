import { groups, players, teams } from "#drizzle/schema";
import { courtsLongEnough, deskQueue, freeCourts, type DeskBlocker } from "~/domain/planner/desk";
import { expectedStarts } from "~/domain/planner/delays";
import type { PersonId } from "~/domain/planner/model";
import { MINUTES_PER_DAY } from "~/domain/planner/time";
import { now as clockNow } from "~/clock.server";
import type { EventDateFormat } from "~/utils/event-dates";
import { namesById } from "../names-by-id.server";
import { chipOf, loadEventCategories, type CategoryChip } from "../public/public-categories.server";
import { readEventDay, type DayMatch, type EventDay } from "./event-day.server";

/**
 * The tournament desk on the day (docs/design.md §7.12): every court with
 * what is on it now and since when, the courts free now, the matches that can
 * be called in plan order and the others with why they wait, and who of each
 * upcoming match has checked in when the event asks for it. Everything is
 * read as the event stands at `now`; the rules are the planner's
 * (app/domain/planner/desk.ts).
 */

export type DeskPerson = { id: number; name: string; checkedIn: boolean };

export type DeskSide = { name: string | null; source: string | null; players: DeskPerson[] };

export type DeskMatch = {
  id: number;
  version: number;
  code: string;
  group: string | null;
  stage: DayMatch["stage"];
  /** The bracket and round of an elimination match (a plate, a losers' bracket …), for its label. */
  bracket: DayMatch["bracket"];
  round: number;
  category: CategoryChip | null;
  home: DeskSide;
  away: DeskSide;
  /** Planned start ("14.00") and court. */
  plannedAt: string | null;
  plannedCourt: string | null;
  /** Expected start when later than planned, and by how many minutes. */
  expectedAt: string | null;
  lateMinutes: number | null;
};

/** Why a match waits, with the people, courts and times named as the desk reads them. */
export type DeskWait =
  { code: "desk.sideUnknown" } | { code: "desk.onCourt"; person: string; court: string } | { code: "desk.resting"; person: string; until: string } | { code: "desk.notCheckedIn"; person: string };

export type DeskCourt = {
  name: string;
  /** What is on it now: live, or called and not started yet, since when and for how many minutes. */
  match: (DeskMatch & { state: "live" | "called"; since: string; minutes: number }) | null;
  /** Open now with nothing on it. */
  free: boolean;
  /** Free since the end of its last match ("13.40"), or its opening by its hours; null while no match has been on it. */
  freeSince: string | null;
};

export type DeskView = {
  now: string;
  checkInRequired: boolean;
  courts: DeskCourt[];
  /** Courts open now with nothing on them. */
  free: string[];
  /** The first matches that can be called now, in plan order, each with the free courts it may go to (its planned one first). */
  /** `courts`: the free courts open long enough for it, its planned one first. */
  callable: (DeskMatch & { courts: string[]; closesFirst: boolean })[];
  /** Further callable matches left out of the list. */
  moreCallable: number;
  /** The next matches that cannot be called yet, in plan order, with why. */
  waiting: (DeskMatch & { waits: DeskWait[] })[];
  /** Further waiting matches left out of the list. */
  moreWaiting: number;
};

/** Matches listed of each kind: the next ones in plan order are what the desk looks at, not tomorrow's. */
const CALLABLE_SHOWN = 16;
const WAITING_SHOWN = 24;

export function deskView(eventId: number, dates: EventDateFormat, at = clockNow()): DeskView | null {
  const day = readEventDay(eventId);
  if (!day) return null;
  const now = day.minuteOf(at);
  const queue = deskQueue(day.desk, now);
  const free = freeCourts(day.desk, now);
  const expected = new Map(expectedStarts(day.input, day.planned, day.played, now).map((entry) => [entry.key, entry]));
  const allCallable = queue.filter((entry) => entry.blockers.length === 0);
  const callable = allCallable.slice(0, CALLABLE_SHOWN);
  const waiting = queue.filter((entry) => entry.blockers.length > 0);
  const shownWaiting = waiting.slice(0, WAITING_SHOWN);

  const onCourt = day.played.filter((entry) => entry.end === undefined);
  const listed = [...onCourt.map((entry) => entry.key), ...callable.map((entry) => entry.key), ...shownWaiting.map((entry) => entry.key)].map((key) => day.matches.get(key)!);
  const names = namesOf(
    listed,
    shownWaiting.flatMap((entry) => entry.blockers),
  );
  const checkedIn = new Set(day.desk.checkedIn ?? []);
  const time = (minute: number) => dates.label(day.instantOf(minute)).time;

  const describe = (match: DayMatch): DeskMatch => {
    const ahead = expected.get(String(match.id));
    const late = ahead?.start !== null && ahead?.lateMinutes ? ahead : null;
    const side = (teamId: number | null, source: string | null, people: PersonId[], several: readonly number[] | undefined): DeskSide => ({
      // A pair of Americano or Mexicano is named by both its players: "Ani / Budi".
      name: several?.length ? several.map((team) => names.teams.get(team) ?? `#${team}`).join(" / ") : teamId === null ? null : (names.teams.get(teamId) ?? null),
      source,
      players: people.map((id) => ({ id, name: names.players.get(id) ?? `#${id}`, checkedIn: checkedIn.has(id) })),
    });
    return {
      id: match.id,
      version: match.version,
      code: match.code,
      group: match.groupId === null ? null : (names.groups.get(match.groupId) ?? null),
      stage: match.stage,
      bracket: match.bracket,
      round: match.round,
      category: names.categories.get(match.eventCategoryId) ?? null,
      home: side(match.homeTeamId, match.homeSource, match.players.home, match.sideTeams?.home),
      away: side(match.awayTeamId, match.awaySource, match.players.away, match.sideTeams?.away),
      plannedAt: match.scheduledAt ? dates.label(match.scheduledAt).time : null,
      plannedCourt: match.court,
      expectedAt: late ? time(late.start!) : null,
      lateMinutes: late ? late.lateMinutes : null,
    };
  };

  const freeNames = free.map((court) => court.court);
  return {
    now: dates.label(at).time,
    checkInRequired: day.event.checkInRequired,
    courts: courtsNow(day, onCourt, free, describe, time, now),
    free: freeNames,
    callable: callable.map((entry) => {
      const match = day.matches.get(entry.key)!;
      const planned = entry.plannedCourt;
      const fit = courtsLongEnough(free, now, match.minutes).map((court) => court.court);
      return {
        ...describe(match),
        courts: planned && fit.includes(planned) ? [planned, ...fit.filter((court) => court !== planned)] : fit,
        // Courts are free, but each closes before this match could end.
        closesFirst: fit.length === 0 && freeNames.length > 0,
      };
    }),
    moreCallable: allCallable.length - callable.length,
    waiting: shownWaiting.map((entry) => ({ ...describe(day.matches.get(entry.key)!), waits: waitsOf(entry.blockers, names.players, time) })),
    moreWaiting: waiting.length - shownWaiting.length,
  };
}

function courtsNow(
  day: EventDay,
  onCourt: EventDay["played"],
  free: ReturnType<typeof freeCourts>,
  describe: (match: DayMatch) => DeskMatch,
  time: (minute: number) => string,
  now: number,
): DeskCourt[] {
  return day.input.courts.map((court) => {
    const entry = onCourt.find((played) => played.court === court.name);
    const match = entry ? day.matches.get(entry.key) : undefined;
    const idle = free.find((f) => f.court === court.name);
    // A court open all day (an event without court hours) is free "since midnight": that says nothing, unless a match ended on it.
    const meaningful = idle && (idle.since % MINUTES_PER_DAY !== 0 || day.played.some((played) => played.court === court.name && played.end === idle.since));
    return {
      name: court.name,
      match: entry && match ? { ...describe(match), state: match.status === "live" ? "live" : "called", since: time(entry.start), minutes: Math.max(0, now - entry.start) } : null,
      free: idle !== undefined,
      freeSince: idle && meaningful ? time(idle.since) : null,
    };
  });
}

/** Why a match waits, in the desk's words: the planner's blockers with the people and times named. */
export function describeWaits(day: EventDay, blockers: readonly DeskBlocker[], dates: EventDateFormat): DeskWait[] {
  const names = namesById(
    players,
    blockers.flatMap((b) => ("personId" in b.params ? [b.params.personId] : [])),
  );
  return waitsOf(blockers, names, (minute) => dates.label(day.instantOf(minute)).time);
}

function waitsOf(blockers: readonly DeskBlocker[], names: ReadonlyMap<number, string>, time: (minute: number) => string): DeskWait[] {
  const person = (id: PersonId) => names.get(id) ?? `#${id}`;
  const waits = blockers.map((blocker): DeskWait => {
    switch (blocker.code) {
      case "desk.sideUnknown":
        return { code: blocker.code };
      case "desk.onCourt":
        return { code: blocker.code, person: person(blocker.params.personId), court: blocker.params.court };
      case "desk.resting":
        return { code: blocker.code, person: person(blocker.params.personId), until: time(blocker.params.until) };
      case "desk.notCheckedIn":
        return { code: blocker.code, person: person(blocker.params.personId) };
    }
  });
  // A side unknown on both sides is said once.
  return waits.filter((w, i) => waits.findIndex((other) => JSON.stringify(other) === JSON.stringify(w)) === i);
}

/** The names the desk shows: teams, players (those of the matches listed and those in their way), groups and categories. */
function namesOf(listed: readonly DayMatch[], blockers: readonly DeskBlocker[]) {
  const eventId = listed[0]?.eventId;
  return {
    teams: namesById(
      teams,
      listed.flatMap((m) => [m.homeTeamId, m.awayTeamId, ...(m.sideTeams?.home ?? []), ...(m.sideTeams?.away ?? [])]).filter((id): id is number => id !== null),
    ),
    players: namesById(players, [...listed.flatMap((m) => [...m.players.home, ...m.players.away]), ...blockers.flatMap((b) => ("personId" in b.params ? [b.params.personId] : []))]),
    groups: namesById(
      groups,
      listed.map((m) => m.groupId).filter((id): id is number => id !== null),
    ),
    categories: new Map(eventId === undefined ? [] : loadEventCategories(eventId).map((category) => [category.id, chipOf(category)] as const)),
  };
}
