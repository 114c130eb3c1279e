import { sideTeamsOfEvent } from "~/models/formats/match-sides.server";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { courtHours, eventCategories, eventCourts, gameCategories, gameTypes, groups, matches, teamPlayers, teams, type MatchStatus } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { pairMatchMinutes } from "~/domain/formats/pairs";
import { isPairFormat, readPairSettings } from "~/domain/formats/settings";
import { MINUTES_PER_DAY, type Minute } from "~/domain/planner/time";
import { withCategoryDetails, categoryNaming } from "../events/category-details.server";
import type { ScheduleEvent } from "../competition/schedule.server";
import { dayNumber, eventDays, venueInstant } from "../competition/schedule-time.server";

/**
 * What the event planner reads of an event, in one go: its days, its courts
 * with their hours, its categories with their planning settings, every match
 * and the players of every team. The planner's input (./plan-input.server.ts)
 * is made from these, so a preview and the save that checks it read the same.
 */

export type PlanCategoryFacts = {
  id: number;
  name: string | null;
  gameType: string;
  skillLevel: string;
  gender: (typeof gameCategories.$inferSelect)["gender"];
  sortOrder: number;
  /** The usual length of the category's match, the default of `matchMinutes`: its game type's, or a total's (Americano, Mexicano). */
  gameTypeMinutes: number;
  /** The points a match is played to (Americano, Mexicano); null for the sport's own match. */
  pointsTotal: number | null;
  matchMinutes: number | null;
  restMinutes: number;
  maxMatchesPerDay: number | null;
  planOrder: number | null;
  planNotBefore: number | null;
  planNotAfter: number | null;
};

export type CourtHoursFacts = { day: string; opensAt: number; closesAt: number };
export type PlanCourtFacts = { id: number; name: string; sortOrder: number; hours: CourtHoursFacts[] };

export type PlanMatchFacts = {
  id: number;
  eventCategoryId: number;
  groupId: number | null;
  groupName: string | null;
  stage: (typeof matches.$inferSelect)["stage"];
  /** The bracket of an elimination match: its rounds are ordered within it (null for a group match). */
  bracket: (typeof matches.$inferSelect)["bracket"];
  round: number;
  code: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
  homeSource: string | null;
  awaySource: string | null;
  court: string | null;
  scheduledAt: Date | null;
  status: MatchStatus;
  startedAt: Date | null;
  finishedAt: Date | null;
  placedByHand: boolean;
  calledAt: Date | null;
  calledCourt: string | null;
  /** The entrants of each side of a match whose sides are several (Americano, Mexicano: a player each); null for a match of two teams. */
  sideTeams: { home: number[]; away: number[] } | null;
};

export type EventFacts = {
  event: ScheduleEvent;
  /** The event's venue days, first to last. */
  days: string[];
  categories: PlanCategoryFacts[];
  courts: PlanCourtFacts[];
  /** Every match of the event but the cancelled ones (they hold neither court nor player), by id. */
  matches: PlanMatchFacts[];
  /** The players of each team of the event. */
  rosters: Map<number, number[]>;
  withdrawn: Set<number>;
};

/** The categories of an event with their planning settings, in the organiser's order. */
export function planCategoryFacts(eventId: number): PlanCategoryFacts[] {
  return withCategoryDetails(
    getDb()
      .select({
        id: eventCategories.id,
        ...categoryNaming,
        sortOrder: eventCategories.sortOrder,
        gameTypeMinutes: gameTypes.matchMinutes,
        format: eventCategories.format,
        formatSettings: eventCategories.formatSettings,
        matchMinutes: eventCategories.matchMinutes,
        restMinutes: eventCategories.restMinutes,
        maxMatchesPerDay: eventCategories.maxMatchesPerDay,
        planOrder: eventCategories.planOrder,
        planNotBefore: eventCategories.planNotBefore,
        planNotAfter: eventCategories.planNotAfter,
      })
      .from(eventCategories)
      .$dynamic(),
  )
    .where(eq(eventCategories.eventId, eventId))
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.id))
    .all()
    .map(({ format, formatSettings, ...category }) => {
      const pointsTotal = isPairFormat(format) ? readPairSettings(formatSettings).total : null;
      return { ...category, pointsTotal, gameTypeMinutes: pointsTotal === null ? category.gameTypeMinutes : pairMatchMinutes[pointsTotal] };
    });
}

/** The courts of an event in their order, each with its hours per day. */
export function planCourtFacts(eventId: number): PlanCourtFacts[] {
  const db = getDb();
  const courts = db.select().from(eventCourts).where(eq(eventCourts.eventId, eventId)).orderBy(asc(eventCourts.sortOrder), asc(eventCourts.id)).all();
  const hours = courts.length
    ? db
        .select()
        .from(courtHours)
        .where(
          inArray(
            courtHours.courtId,
            courts.map((court) => court.id),
          ),
        )
        .orderBy(asc(courtHours.day))
        .all()
    : [];
  return courts.map((court) => ({
    id: court.id,
    name: court.name,
    sortOrder: court.sortOrder,
    hours: hours.filter((h) => h.courtId === court.id).map(({ day, opensAt, closesAt }) => ({ day, opensAt, closesAt })),
  }));
}

export function readEventFacts(event: ScheduleEvent): EventFacts {
  const db = getDb();
  const rows = db
    .select({
      id: matches.id,
      eventCategoryId: matches.eventCategoryId,
      groupId: matches.groupId,
      groupName: groups.name,
      stage: matches.stage,
      bracket: matches.bracket,
      round: matches.round,
      code: matches.code,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homeSource: matches.homeSource,
      awaySource: matches.awaySource,
      court: matches.court,
      scheduledAt: matches.scheduledAt,
      status: matches.status,
      startedAt: matches.startedAt,
      finishedAt: matches.finishedAt,
      placedByHand: matches.placedByHand,
      calledAt: matches.calledAt,
      calledCourt: matches.calledCourt,
    })
    .from(matches)
    .leftJoin(groups, eq(groups.id, matches.groupId))
    .where(and(eq(matches.eventId, event.id), ne(matches.status, "cancelled")))
    .orderBy(asc(matches.id))
    .all();
  const sideTeams = sideTeamsOfEvent(event.id);
  const rosters = new Map<number, number[]>();
  for (const row of db
    .select({ teamId: teamPlayers.teamId, playerId: teamPlayers.playerId })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .where(eq(teams.eventId, event.id))
    .orderBy(asc(teamPlayers.teamId), asc(teamPlayers.playerId))
    .all()) {
    rosters.set(row.teamId, [...(rosters.get(row.teamId) ?? []), row.playerId]);
  }
  const withdrawn = new Set(
    db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.eventId, event.id), eq(teams.status, "withdrawn")))
      .all()
      .map((team) => team.id),
  );
  const facts = rows.map((row) => ({ ...row, sideTeams: sideTeams.get(row.id) ?? null }));
  return { event, days: eventDays(event), categories: planCategoryFacts(event.id), courts: planCourtFacts(event.id), matches: facts, rosters, withdrawn };
}

/**
 * The planner's clock for an event (app/domain/planner/time.ts): minutes from
 * midnight of the event's first venue day, turned into instants and back.
 */
export function eventClock(event: ScheduleEvent, days: readonly string[] = eventDays(event)) {
  const firstDay = days[0] ?? "1970-01-01";
  const midnight = venueInstant(firstDay, 0, event.timezone).getTime();
  return {
    firstDay,
    /** The planner's minute of an instant (not rounded: a fixed match starts when it started). */
    minuteOf: (instant: Date): Minute => Math.round((instant.getTime() - midnight) / 60_000),
    instantOf: (minute: Minute) => new Date(midnight + minute * 60_000),
    /** 0 for the first day. */
    dayIndex: (day: string) => dayNumber(day) - dayNumber(firstDay),
    dayOfMinute: (minute: Minute) => new Date(Date.parse(`${firstDay}T00:00:00Z`) + Math.floor(minute / MINUTES_PER_DAY) * MINUTES_PER_DAY * 60_000).toISOString().slice(0, 10),
  };
}

export type EventClock = ReturnType<typeof eventClock>;

/** A category's match length as the planner takes it: its own, else its game type's. */
export const matchMinutesOf = (category: Pick<PlanCategoryFacts, "matchMinutes" | "gameTypeMinutes">) => category.matchMinutes ?? category.gameTypeMinutes;
