import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { cities, eventCategories, events, gameCategories, gameTypes, matches, players, provinces, skillLevels, teamPlayers, teams, type MatchStatus } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { withCategoryDetails } from "./category-details.server";
import { playedStatuses } from "./dashboard.server";

/** The analytics filter: an event-local date range (YYYY-MM-DD, both ends included) and one event. */
export type AnalyticsFilter = { from: string | null; to: string | null; eventId: number | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The earliest instant a calendar day starts in any Indonesian zone (WIT) and the
 * latest it ends (WIB); the exact event-local day is checked afterwards.
 */
function startOf(day: string) {
  return new Date(Date.parse(`${day}T00:00:00+09:00`));
}
function endOf(day: string) {
  return new Date(Date.parse(`${day}T00:00:00+07:00`) + DAY_MS);
}

/** Events the filter covers: the chosen one, and those overlapping the date range. */
function eventScope(filter: AnalyticsFilter): SQL | undefined {
  return and(
    filter.eventId ? eq(events.id, filter.eventId) : undefined,
    filter.from ? gte(events.endsAt, startOf(filter.from)) : undefined,
    filter.to ? lte(events.startsAt, endOf(filter.to)) : undefined,
  );
}

function inRange(day: string, filter: AnalyticsFilter) {
  return (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
}

/** Events to choose from in the filter, newest first. */
export function eventChoices() {
  return getDb().select({ id: events.id, name: events.name }).from(events).orderBy(desc(events.startsAt)).all();
}

export type MatchesOnDay = { day: string; played: number; live: number; upcoming: number };

/** The matches the filter covers, with the event-local day each is scheduled on (null: not scheduled yet). */
function coveredMatches(filter: AnalyticsFilter) {
  return getDb()
    .select({ scheduledAt: matches.scheduledAt, status: matches.status, timezone: events.timezone })
    .from(matches)
    .innerJoin(events, eq(events.id, matches.eventId))
    .where(
      and(
        eventScope({ ...filter, from: null, to: null }),
        filter.from ? gte(matches.scheduledAt, startOf(filter.from)) : undefined,
        filter.to ? lte(matches.scheduledAt, endOf(filter.to)) : undefined,
      ),
    )
    .all()
    .map((row) => ({ status: row.status, day: row.scheduledAt ? localDateKey(row.scheduledAt, row.timezone) : null }))
    .filter((row) => (row.day ? inRange(row.day, filter) : !filter.from && !filter.to));
}

/** Matches per event-local day: played, live and still to play (cancelled ones left out). */
export function matchesPerDay(filter: AnalyticsFilter): MatchesOnDay[] {
  const days = new Map<string, MatchesOnDay>();
  for (const match of coveredMatches(filter)) {
    if (!match.day || match.status === "cancelled") continue;
    const entry = days.get(match.day) ?? { day: match.day, played: 0, live: 0, upcoming: 0 };
    entry[kindOf(match.status)] += 1;
    days.set(match.day, entry);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

function kindOf(status: MatchStatus): "played" | "live" | "upcoming" {
  if (playedStatuses.includes(status)) return "played";
  return status === "live" ? "live" : "upcoming";
}

/** Results first, then what is under way, then what is still to come or will not be played. */
const statusOrder: MatchStatus[] = ["finished", "walkover", "retired", "live", "scheduled", "postponed", "cancelled"];

/** How the covered matches stand: how many are finished, walkovers, live, scheduled, cancelled … */
export function matchesByStatus(filter: AnalyticsFilter) {
  const counts = Object.fromEntries(statusOrder.map((status) => [status, 0])) as Record<MatchStatus, number>;
  for (const match of coveredMatches(filter)) counts[match.status] += 1;
  return statusOrder.map((status) => ({ status, matches: counts[status] })).filter((row) => row.matches > 0);
}

/** How far each category of each event has got: matches played of all its matches. */
export function completionByCategory(filter: AnalyticsFilter) {
  const played = sql<number>`sum(case when ${inArray(matches.status, playedStatuses)} then 1 else 0 end)`;
  const live = sql<number>`sum(case when ${matches.status} = 'live' then 1 else 0 end)`;
  return withCategoryDetails(
    getDb()
      .select({
        eventId: events.id,
        event: events.name,
        categoryId: eventCategories.id,
        category: { name: gameCategories.name, gameType: gameTypes.name, level: skillLevels.name, gender: gameCategories.gender },
        total: sql<number>`count(${matches.id})`,
        played,
        live,
      })
      .from(eventCategories)
      .innerJoin(events, eq(events.id, eventCategories.eventId))
      .$dynamic(),
  )
    .innerJoin(matches, and(eq(matches.eventCategoryId, eventCategories.id), ne(matches.status, "cancelled")))
    .where(eventScope(filter))
    .groupBy(eventCategories.id)
    .orderBy(desc(events.startsAt), asc(eventCategories.sortOrder), asc(eventCategories.id))
    .all()
    .map((row) => ({ ...row, total: Number(row.total), played: Number(row.played), live: Number(row.live) }));
}

export type RegionCount = { name: string | null; players: number };

/**
 * Players by province or city: everyone when the filter is empty, otherwise the
 * players on the teams of the events it covers. `name` is null for players
 * without a city.
 */
export function playersByRegion(filter: AnalyticsFilter, level: "province" | "city"): RegionCount[] {
  const db = getDb();
  const name = level === "province" ? provinces.name : cities.name;
  const scoped = filter.eventId || filter.from || filter.to;
  const playerIds = scoped
    ? db
        .selectDistinct({ id: teamPlayers.playerId })
        .from(teamPlayers)
        .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
        .innerJoin(events, eq(events.id, teams.eventId))
        .where(and(eventScope(filter), ne(teams.status, "withdrawn")))
    : undefined;
  return db
    .select({ name, players: sql<number>`count(distinct ${players.id})` })
    .from(players)
    .leftJoin(cities, eq(cities.id, players.cityId))
    .leftJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(playerIds ? inArray(players.id, playerIds) : undefined)
    .groupBy(name)
    .orderBy(desc(sql`count(distinct ${players.id})`), asc(name))
    .all()
    .map((row) => ({ name: row.name, players: Number(row.players) }));
}

/** Teams (withdrawn ones left out) per game category, with the colour of its skill level. */
export function teamsByCategory(filter: AnalyticsFilter) {
  return withCategoryDetails(
    getDb()
      .select({
        gameCategoryId: gameCategories.id,
        category: { name: gameCategories.name, gameType: gameTypes.name, level: skillLevels.name, gender: gameCategories.gender },
        color: skillLevels.color,
        teams: sql<number>`count(${teams.id})`,
      })
      .from(teams)
      .innerJoin(events, eq(events.id, teams.eventId))
      .innerJoin(eventCategories, eq(eventCategories.id, teams.eventCategoryId))
      .$dynamic(),
  )
    .where(and(eventScope(filter), ne(teams.status, "withdrawn")))
    .groupBy(gameCategories.id)
    .orderBy(asc(gameTypes.name), asc(skillLevels.sortOrder), asc(gameCategories.gender))
    .all()
    .map((row) => ({ ...row, teams: Number(row.teams) }));
}
