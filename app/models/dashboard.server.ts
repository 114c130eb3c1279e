import { and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  auditLog,
  eventCategories,
  events,
  eventStatuses,
  gameCategories,
  gameTypes,
  matches,
  players,
  skillLevels,
  teams,
  users,
  type EventStatus,
  type MatchStatus,
} from "#drizzle/schema";
import { countRows, getDb } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { withCategoryDetails } from "./category-details.server";
import { loadSetScores } from "./match-sets.server";

/** Match states that count as played, and those still to come, for the counters. */
export const playedStatuses: MatchStatus[] = ["finished", "walkover", "retired"];
export const remainingStatuses: MatchStatus[] = ["scheduled", "live", "postponed"];

const HOUR_MS = 60 * 60 * 1000;

/** The figures of the dashboard's cards. */
export function dashboardCounts() {
  const db = getDb();
  const byStatus = Object.fromEntries(eventStatuses.map((status) => [status, 0])) as Record<EventStatus, number>;
  for (const row of db.select({ status: events.status, n: count() }).from(events).groupBy(events.status).all()) byStatus[row.status] = row.n;
  return {
    events: byStatus,
    eventsTotal: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    players: countRows(db, players),
    teams: countRows(db, teams, ne(teams.status, "withdrawn")),
    matchesPlayed: countRows(db, matches, inArray(matches.status, playedStatuses)),
    matchesRemaining: countRows(db, matches, inArray(matches.status, remainingStatuses)),
  };
}

const homeTeam = alias(teams, "home_team");
const awayTeam = alias(teams, "away_team");

/** Matches with what a card needs to show them: event, category, sides, score and sets. */
function matchCards(where: SQL | undefined, order: SQL[], limit: number) {
  const db = getDb();
  const rows = withCategoryDetails(
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
    .limit(limit)
    .all();
  const sets = loadSetScores(rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, sets: sets.get(row.id) ?? [] }));
}

export type MatchCard = ReturnType<typeof matchCards>[number];

export function liveMatches(limit = 8) {
  return matchCards(eq(matches.status, "live"), [asc(matches.scheduledAt), asc(matches.court)], limit);
}

/** Matches on the calendar day of `now` in each event's own time zone. */
export function todaysMatches(now = new Date(), limit = 12) {
  const window = and(gte(matches.scheduledAt, new Date(now.getTime() - 15 * HOUR_MS)), lte(matches.scheduledAt, new Date(now.getTime() + 15 * HOUR_MS)));
  const nearby = matchCards(and(window, ne(matches.status, "cancelled")), [asc(matches.scheduledAt), asc(matches.court)], 500);
  const today = nearby.filter((match) => match.scheduledAt && localDateKey(match.scheduledAt, match.event.timezone) === localDateKey(now, match.event.timezone));
  return { total: today.length, matches: today.slice(0, limit) };
}

export function recentResults(limit = 6) {
  return matchCards(inArray(matches.status, playedStatuses), [desc(matches.finishedAt), desc(matches.scheduledAt)], limit);
}

/** Events not over yet, the soonest first, with their numbers of teams and matches. */
export function upcomingEvents(now = new Date(), limit = 5) {
  const db = getDb();
  const rows = db
    .select({ id: events.id, slug: events.slug, name: events.name, status: events.status, startsAt: events.startsAt, endsAt: events.endsAt, timezone: events.timezone, locationName: events.locationName })
    .from(events)
    .where(and(gte(events.endsAt, now), ne(events.status, "finished")))
    .orderBy(asc(events.startsAt))
    .limit(limit)
    .all();
  return rows.map((event) => ({
    ...event,
    teams: countRows(db, teams, and(eq(teams.eventId, event.id), ne(teams.status, "withdrawn"))),
    matchesPlayed: countRows(db, matches, and(eq(matches.eventId, event.id), inArray(matches.status, playedStatuses))),
    matchesTotal: countRows(db, matches, and(eq(matches.eventId, event.id), ne(matches.status, "cancelled"))),
  }));
}

/** The latest entries of the audit log with the name of who made them. */
export function recentChanges(limit = 8) {
  return getDb()
    .select({ id: auditLog.id, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, summary: auditLog.summary, at: auditLog.at, user: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .all();
}
