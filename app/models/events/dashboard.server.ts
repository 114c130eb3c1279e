import { and, asc, count, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { auditLog, eventCategories, events, eventStatuses, gameCategories, gameTypes, matches, players, skillLevels, teams, users, type EventStatus, type MatchStatus } from "#drizzle/schema";
import { inIdList, preparedQuery, type DB } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { decidedStatuses } from "~/domain/standings";
import { withCategoryDetails } from "./category-details.server";
import { loadSetScores } from "../competition/match-sets.server";
import { now as clockNow } from "~/clock.server";

/** Match states that count as played, and those still to come, for the counters. */
export const playedStatuses: MatchStatus[] = [...decidedStatuses];
export const remainingStatuses: MatchStatus[] = ["scheduled", "live", "postponed"];

const HOUR_MS = 60 * 60 * 1000;

/**
 * The dashboard's reads are compiled once: it is every member of staff's first
 * page, and Drizzle built its thirteen statements anew on every visit.
 */
const countReads = {
  eventsByStatus: preparedQuery((db) => db.select({ status: events.status, n: count() }).from(events).groupBy(events.status).prepare()),
  players: preparedQuery((db) => db.select({ n: count() }).from(players).prepare()),
  teams: preparedQuery((db) => db.select({ n: count() }).from(teams).where(ne(teams.status, "withdrawn")).prepare()),
  matchesPlayed: preparedQuery((db) => db.select({ n: count() }).from(matches).where(inArray(matches.status, playedStatuses)).prepare()),
  matchesRemaining: preparedQuery((db) => db.select({ n: count() }).from(matches).where(inArray(matches.status, remainingStatuses)).prepare()),
};

/** The number a compiled `count(*)` read gives for the placeholders' values. */
const counted = (read: () => { get(values?: Record<string, unknown>): { n: number } | undefined }, values?: Record<string, unknown>) => read().get(values)?.n ?? 0;

/** The figures of the dashboard's cards. */
export function dashboardCounts() {
  const byStatus = Object.fromEntries(eventStatuses.map((status) => [status, 0])) as Record<EventStatus, number>;
  for (const row of countReads.eventsByStatus().all()) byStatus[row.status] = row.n;
  return {
    events: byStatus,
    eventsTotal: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    players: counted(countReads.players),
    teams: counted(countReads.teams),
    matchesPlayed: counted(countReads.matchesPlayed),
    matchesRemaining: counted(countReads.matchesRemaining),
  };
}

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/** Up to `limit` (a placeholder) matches with what a card needs to show them: event, category, sides and score. */
function matchCardRows(db: DB, where: SQL, order: SQL[]) {
  return withCategoryDetails(
    db
      .select({
        id: matches.id,
        code: matches.code,
        court: matches.court,
        scheduledAt: matches.scheduledAt,
        finishedAt: matches.finishedAt,
        status: matches.status,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
        homeTeamId: matches.homeTeamId,
        awayTeamId: matches.awayTeamId,
        winnerTeamId: matches.winnerTeamId,
        home: homeTeam.name,
        away: awayTeam.name,
        homeSource: matches.homeSource,
        awaySource: matches.awaySource,
        event: { id: events.id, slug: events.slug, name: events.name, timezone: events.timezone },
        category: { name: gameCategories.name, gameType: gameTypes.name, level: skillLevels.name, gender: gameCategories.gender },
      })
      .from(matches)
      .innerJoin(events, eq(events.id, matches.eventId))
      .innerJoin(eventCategories, eq(eventCategories.id, matches.eventCategoryId))
      .leftJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
      .leftJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
      .$dynamic(),
  )
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder("limit"))
    .prepare();
}

const dayOrder = [asc(matches.scheduledAt), asc(matches.court), asc(matches.id)];

const cardReads = {
  live: preparedQuery((db) => matchCardRows(db, eq(matches.status, "live"), [asc(matches.scheduledAt), asc(matches.court)])),
  played: preparedQuery((db) => matchCardRows(db, inArray(matches.status, playedStatuses), [desc(matches.finishedAt), desc(matches.scheduledAt)])),
  /** The matches whose ids the placeholder `ids` lists as a JSON array, in the day's order. */
  listed: preparedQuery((db) => matchCardRows(db, inIdList(matches.id), dayOrder)),
};

/** Cards with their set scores, read for all of them at once. */
function withSets<Row extends { id: number }>(rows: Row[]) {
  const sets = loadSetScores(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, sets: sets.get(row.id) ?? [] }));
}

export type MatchCard = ReturnType<typeof liveMatches>[number];

export function liveMatches(limit = 8) {
  return withSets(cardReads.live().all({ limit }));
}

/**
 * Matches not cancelled that start between `from` and `to` (ms), with their
 * event's time zone: only what tells a match's calendar day. The events are
 * named (`in (select id …)`), so SQLite reads each event's schedule index over
 * the window instead of every match of every event.
 */
const matchesStartingBetween = preparedQuery((db) =>
  db
    .select({ id: matches.id, scheduledAt: matches.scheduledAt, timezone: events.timezone })
    .from(matches)
    .innerJoin(events, eq(events.id, matches.eventId))
    .where(
      and(
        inArray(matches.eventId, db.select({ id: events.id }).from(events)),
        gte(matches.scheduledAt, sql.placeholder("from")),
        lte(matches.scheduledAt, sql.placeholder("to")),
        ne(matches.status, "cancelled"),
      ),
    )
    .orderBy(...dayOrder)
    .prepare(),
);

/**
 * Matches on the calendar day of `now` in each event's own time zone: the
 * matches within 15 hours either side are told apart by their start alone,
 * and only the ones shown are read whole (a large event's day is hundreds).
 */
export function todaysMatches(now = clockNow(), limit = 12) {
  const nearby = matchesStartingBetween().all({ from: now.getTime() - 15 * HOUR_MS, to: now.getTime() + 15 * HOUR_MS });
  const today = nearby.filter((match) => match.scheduledAt && localDateKey(match.scheduledAt, match.timezone) === localDateKey(now, match.timezone));
  const shown = today.slice(0, limit).map((match) => match.id);
  return { total: today.length, matches: shown.length === 0 ? [] : withSets(cardReads.listed().all({ ids: JSON.stringify(shown), limit })) };
}

export function recentResults(limit = 6) {
  return withSets(cardReads.played().all({ limit }));
}

const eventReads = {
  /** Events not over at `now` (ms), the soonest first. */
  notOver: preparedQuery((db) =>
    db
      .select({
        id: events.id,
        slug: events.slug,
        name: events.name,
        status: events.status,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        timezone: events.timezone,
        locationName: events.locationName,
      })
      .from(events)
      .where(and(gte(events.endsAt, sql.placeholder("now")), ne(events.status, "finished")))
      .orderBy(asc(events.startsAt))
      .limit(sql.placeholder("limit"))
      .prepare(),
  ),
  teams: preparedQuery((db) =>
    db
      .select({ n: count() })
      .from(teams)
      .where(and(eq(teams.eventId, sql.placeholder("eventId")), ne(teams.status, "withdrawn")))
      .prepare(),
  ),
  matchesPlayed: preparedQuery((db) =>
    db
      .select({ n: count() })
      .from(matches)
      .where(and(eq(matches.eventId, sql.placeholder("eventId")), inArray(matches.status, playedStatuses)))
      .prepare(),
  ),
  matchesTotal: preparedQuery((db) =>
    db
      .select({ n: count() })
      .from(matches)
      .where(and(eq(matches.eventId, sql.placeholder("eventId")), ne(matches.status, "cancelled")))
      .prepare(),
  ),
};

/** Events not over yet, the soonest first, with their numbers of teams and matches. */
export function upcomingEvents(now = clockNow(), limit = 5) {
  return eventReads
    .notOver()
    .all({ now: now.getTime(), limit })
    .map((event) => {
      const ofEvent = { eventId: event.id };
      return {
        ...event,
        teams: counted(eventReads.teams, ofEvent),
        matchesPlayed: counted(eventReads.matchesPlayed, ofEvent),
        matchesTotal: counted(eventReads.matchesTotal, ofEvent),
      };
    });
}

const latestChanges = preparedQuery((db) =>
  db
    .select({ id: auditLog.id, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, summary: auditLog.summary, at: auditLog.at, user: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(sql.placeholder("limit"))
    .prepare(),
);

/** The latest entries of the audit log with the name of who made them. */
export function recentChanges(limit = 8) {
  return latestChanges().all({ limit });
}
