import { sideTeamsOfEvent } from "~/models/formats/match-sides.server";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import { checkIns, courtHours, eventCategories, eventCourts, events, gameCategories, gameTypes, groups, matches, teamPlayers, type MatchStatus } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { localDateKey, localMidnight } from "~/domain/event-time";
import type { DeskState } from "~/domain/planner/desk";
import type { PersonId, PlanCategory, PlanCourt, PlanInput, PlanMatch, PlanSlot } from "~/domain/planner/model";
import type { PlayedMatch } from "~/domain/planner/progress";
import { MINUTES_PER_DAY, type Minute, type Span } from "~/domain/planner/time";
import { naturalOrder } from "~/utils/natural-order";
import { dayNumber } from "../competition/schedule-time.server";

/**
 * An event's day in the planner's terms (app/domain/planner, docs/design.md
 * §6.9): its courts with their open hours, its categories' rest, its matches
 * with the players on each side, the plan as saved (`scheduled_at` and
 * `court`) and what went on a court (called or started) and when it ended.
 * Times become minutes from midnight of the event's first day on the venue's
 * clock. A match's key is its id; a category's, its event category's id.
 */

/** Matches that take no part in the day: put off or called off. */
const setAside: MatchStatus[] = ["cancelled", "postponed"];
const over = new Set<MatchStatus>(["finished", "walkover", "retired"]);

/** `sideTeams`: the entrants of each side of a match whose sides are several (Americano, Mexicano: a player each); null for a match of two teams. */
export type DayMatch = typeof matches.$inferSelect & { minutes: number; players: { home: PersonId[]; away: PersonId[] }; sideTeams: { home: number[]; away: number[] } | null };

export type EventDay = {
  event: typeof events.$inferSelect;
  /** The event's clock: an instant as a minute of the planner, and back. */
  minuteOf: (instant: Date) => Minute;
  instantOf: (minute: Minute) => Date;
  input: PlanInput;
  planned: PlanSlot[];
  played: PlayedMatch[];
  /** The desk's state: the plan, what was played and, when the event asks for check-in, who has checked in. */
  desk: DeskState;
  /** The event's matches taking part in the day, by key. */
  matches: Map<string, DayMatch>;
};

const MINUTE_MS = 60_000;

/** The event's day as it stands, or null for an unknown event. */
export function readEventDay(eventId: number): EventDay | null {
  const db = getDb();
  const event = db.select().from(events).where(eq(events.id, eventId)).get();
  if (!event) return null;
  const origin = localMidnight(event.startsAt, event.timezone).getTime();
  const minuteOf = (instant: Date) => Math.floor((instant.getTime() - origin) / MINUTE_MS);
  const instantOf = (minute: Minute) => new Date(origin + minute * MINUTE_MS);

  const categoryRows = db
    .select({ id: eventCategories.id, restMinutes: eventCategories.restMinutes, maxPerDay: eventCategories.maxMatchesPerDay, own: eventCategories.matchMinutes, usual: gameTypes.matchMinutes })
    .from(eventCategories)
    .innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId))
    .innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId))
    .where(eq(eventCategories.eventId, eventId))
    .all();
  const minutesOf = new Map(categoryRows.map((row) => [row.id, row.own ?? row.usual]));
  const categories: PlanCategory[] = categoryRows.map((row) => ({ key: String(row.id), restMinutes: row.restMinutes, ...(row.maxPerDay !== null ? { maxPerDay: row.maxPerDay } : {}) }));

  const rows = db
    .select()
    .from(matches)
    .where(and(eq(matches.eventId, eventId), notInArray(matches.status, setAside)))
    .orderBy(asc(matches.scheduledAt), asc(matches.id))
    .all();
  const sideTeams = sideTeamsOfEvent(eventId);
  const teamIds = [
    ...new Set([...rows.flatMap((row) => [row.homeTeamId, row.awayTeamId]), ...[...sideTeams.values()].flatMap((sides) => [...sides.home, ...sides.away])].filter((id): id is number => id !== null)),
  ];
  const playersOf = new Map<number, PersonId[]>();
  if (teamIds.length > 0) {
    for (const row of db.select({ teamId: teamPlayers.teamId, playerId: teamPlayers.playerId }).from(teamPlayers).where(inArray(teamPlayers.teamId, teamIds)).orderBy(asc(teamPlayers.id)).all()) {
      const team = playersOf.get(row.teamId);
      if (team) team.push(row.playerId);
      else playersOf.set(row.teamId, [row.playerId]);
    }
  }
  // A side of several entrants (a pair of Americano or Mexicano) is all their players.
  const side = (teamId: number | null, several: readonly number[] | undefined) =>
    several?.length ? several.flatMap((team) => playersOf.get(team) ?? []) : teamId === null ? [] : (playersOf.get(teamId) ?? []);

  const dayMatches = new Map<string, DayMatch>();
  for (const row of rows) {
    const several = sideTeams.get(row.id) ?? null;
    dayMatches.set(String(row.id), {
      ...row,
      minutes: minutesOf.get(row.eventCategoryId) ?? 60,
      players: { home: side(row.homeTeamId, several?.home), away: side(row.awayTeamId, several?.away) },
      sideTeams: several,
    });
  }

  const feedersOf = feederIndex(rows, db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.eventId, eventId)).all());
  const planMatches: PlanMatch[] = [...dayMatches.values()].map((match) => ({
    key: String(match.id),
    category: String(match.eventCategoryId),
    minutes: match.minutes,
    sides: [match.players.home, match.players.away],
    after: feedersOf(match),
    // Rounds are ordered within a group, or within each bracket of an elimination (app/models/planning/plan-input.server.ts).
    group: match.groupId !== null ? String(match.groupId) : `bracket:${match.bracket ?? "main"}`,
    round: match.round,
  }));

  const planned: PlanSlot[] = [];
  const played: PlayedMatch[] = [];
  for (const match of dayMatches.values()) {
    const key = String(match.id);
    if (match.scheduledAt && match.court) {
      const start = minuteOf(match.scheduledAt);
      planned.push({ key, court: match.court, start, end: start + match.minutes });
    }
    if (match.status === "scheduled" && match.calledAt === null) continue;
    // On a court since its call, else its start; a result typed without either counts from its planned time.
    const since = match.calledAt ?? match.startedAt ?? match.scheduledAt ?? match.finishedAt;
    const start = since ? minuteOf(since) : 0;
    const court = match.calledCourt ?? match.court ?? "";
    if (!over.has(match.status)) played.push({ key, court, start });
    else played.push({ key, court, start, end: match.finishedAt ? minuteOf(match.finishedAt) : start + match.minutes });
  }

  const courts = courtsOf(event, [...dayMatches.values()], minuteOf);
  const input: PlanInput = { matches: planMatches, courts, categories };
  const checkedIn = event.checkInRequired
    ? db
        .select({ playerId: checkIns.playerId })
        .from(checkIns)
        .where(eq(checkIns.eventId, eventId))
        .all()
        .map((row) => row.playerId)
    : undefined;
  return { event, minuteOf, instantOf, input, planned, played, desk: { input, planned, played, ...(checkedIn ? { checkedIn } : {}) }, matches: dayMatches };
}

/**
 * The matches whose winner (or loser) plays a match: "W:QF1", "L:SF1" and a plate's "L1:QF2" name
 * a match of its category, "1A" every match of the category's group A. The
 * matches are looked up by code and by group once, not per source.
 */
function feederIndex(all: readonly (typeof matches.$inferSelect)[], eventGroups: readonly { id: number; name: string }[]) {
  const byCode = new Map(all.map((m) => [`${m.eventCategoryId}\u0000${m.code}`, String(m.id)]));
  const groupName = new Map(eventGroups.map((group) => [group.id, group.name]));
  const byGroup = new Map<string, string[]>();
  for (const m of all) {
    if (m.groupId === null) continue;
    const key = `${m.eventCategoryId}\u0000${groupName.get(m.groupId) ?? ""}`;
    const members = byGroup.get(key);
    if (members) members.push(String(m.id));
    else byGroup.set(key, [String(m.id)]);
  }
  return (match: typeof matches.$inferSelect): string[] => {
    const keys = new Set<string>();
    for (const source of [match.homeSource, match.awaySource]) {
      if (!source) continue;
      const code = /^[WL]1?:(.+)$/.exec(source)?.[1];
      const group = code ? null : /^\d+([A-Z]+)$/.exec(source)?.[1];
      if (code) {
        const feeder = byCode.get(`${match.eventCategoryId}\u0000${code}`);
        if (feeder) keys.add(feeder);
      } else if (group) {
        for (const key of byGroup.get(`${match.eventCategoryId}\u0000${group}`) ?? []) keys.add(key);
      }
    }
    return [...keys];
  };
}

/**
 * The event's courts, in their order, then any court a match names that is not
 * one of them. A court is open by its hours of each day; an event whose courts
 * have no hours at all (planned before the event's planner) has every court
 * open all day on each of its days.
 */
function courtsOf(event: typeof events.$inferSelect, dayMatches: readonly DayMatch[], minuteOf: (instant: Date) => Minute): PlanCourt[] {
  const db = getDb();
  const listed = db.select().from(eventCourts).where(eq(eventCourts.eventId, event.id)).all();
  listed.sort((a, b) => a.sortOrder - b.sortOrder || naturalOrder(a.name, b.name));
  const hours = listed.length
    ? db
        .select()
        .from(courtHours)
        .where(
          inArray(
            courtHours.courtId,
            listed.map((court) => court.id),
          ),
        )
        .all()
    : [];
  const named = new Set(listed.map((court) => court.name));
  const others = [...new Set(dayMatches.flatMap((match) => [match.court, match.calledCourt]).filter((court): court is string => court !== null && court.trim() !== "" && !named.has(court)))].sort(
    naturalOrder,
  );
  const firstDay = dayNumber(localDateKey(event.startsAt, event.timezone));
  const lastEnd = Math.max(minuteOf(event.endsAt), ...dayMatches.map((match) => (match.scheduledAt ? minuteOf(match.scheduledAt) + match.minutes : -Infinity)));
  const allDay = hours.length === 0 ? wholeDays(lastEnd) : null;
  return [
    ...listed.map((court) => ({
      name: court.name,
      open:
        allDay ??
        hours
          .filter((row) => row.courtId === court.id)
          .map((row): Span => {
            const day = (dayNumber(row.day) - firstDay) * MINUTES_PER_DAY;
            return { from: day + row.opensAt, to: day + row.closesAt };
          })
          .sort((a, b) => a.from - b.from),
    })),
    ...others.map((name) => ({ name, open: allDay ?? [] })),
  ];
}

/** Every day from the event's first to the one `last` falls on, midnight to midnight, as one span. */
function wholeDays(last: Minute): Span[] {
  return [{ from: 0, to: (Math.floor(Math.max(0, last) / MINUTES_PER_DAY) + 1) * MINUTES_PER_DAY }];
}
