import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  groups,
  isResult,
  matches,
  matchStatistics,
  matchStatValues,
  players,
  resultOrder,
  teamPlayers,
  teams,
  type LiveGame,
  type MatchBracket,
  type MatchStage,
  type MatchStatus,
} from "#drizzle/schema";
import { getDb, preparedQuery, type DB } from "~/db.server";
import type { EventDateFormat, TimeLabel } from "~/utils/event-dates";
import type { StartTime } from "~/utils/schedule-day";
import { naturalOrder } from "~/utils/natural-order";
import { ofEventCategory } from "../events/category-details.server";
import { keptPerVersion, type EventAtVersion } from "./kept-per-version.server";
import { loadSetScores } from "../competition/match-sets.server";
import { sideNameSql } from "../formats/match-sides.server";
import { categoriesAt, chipOf, loadEventCategories, type CategoryChip, type EventCategory } from "./public-categories.server";

/** One side of a match: the team once known, otherwise where it will come from ("1A", "W:QF1"). */
export type MatchSide = {
  teamId: number | null;
  name: string | null;
  source: string | null;
  /** Sets won (sets games) or goals. */
  score: number | null;
  winner: boolean;
};

export type MatchSummary = {
  id: number;
  code: string;
  stage: MatchStage;
  /** Which bracket of its category an elimination match is in ("main", "lower", "final", "plate"); null for a group match. */
  bracket: MatchBracket | null;
  round: number;
  status: MatchStatus;
  court: string | null;
  scheduledAt: TimeLabel | null;
  category: CategoryChip;
  /** "A" for a group match, null in the knockout rounds. */
  group: string | null;
  home: MatchSide;
  away: MatchSide;
  /** Games or points per set, in order. */
  sets: { home: number; away: number }[];
  /** A live match scored point by point: the game in play and who serves, or a goals game's match clock. */
  live: LiveGame | null;
  /** When a running match clock last started, in the event's time, for a page read without JavaScript. */
  clockSince: string | null;
  /** The court the desk called it to, while it has not started. */
  calledTo: string | null;
  /** When it is now expected to start, later than planned (decision 0073), and by how many minutes; null: as planned. */
  expected: { at: TimeLabel; lateMinutes: number } | null;
};

type MatchQuery = {
  where?: SQL;
  orderBy?: SQL[];
  limit?: number;
  offset?: number;
};

/** Matches by start time (those without one last), then court. */
export const scheduleOrder = () => [sql`${matches.scheduledAt} is null`, asc(matches.scheduledAt), asc(matches.court), asc(matches.id)];

const homeTeams = alias(teams, "home_team");
const awayTeams = alias(teams, "away_team");

const matchColumns = {
  id: matches.id,
  eventCategoryId: matches.eventCategoryId,
  code: matches.code,
  stage: matches.stage,
  bracket: matches.bracket,
  round: matches.round,
  status: matches.status,
  court: matches.court,
  scheduledAt: matches.scheduledAt,
  winnerTeamId: matches.winnerTeamId,
  homeSource: matches.homeSource,
  awaySource: matches.awaySource,
  homeScore: matches.homeScore,
  awayScore: matches.awayScore,
  liveGame: matches.liveGame,
  calledAt: matches.calledAt,
  calledCourt: matches.calledCourt,
  expectedAt: matches.expectedAt,
  group: groups.name,
  homeId: homeTeams.id,
  homeName: sideNameSql("home", homeTeams.name),
  awayId: awayTeams.id,
  awayName: sideNameSql("away", awayTeams.name),
};

/**
 * Matches with their group and teams, as `matchSummaries` puts them together;
 * the caller adds the condition and the order (and prepares it when the page
 * reads it on every view).
 */
export function matchRows(db: DB) {
  return db
    .select(matchColumns)
    .from(matches)
    .leftJoin(groups, eq(groups.id, matches.groupId))
    .leftJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .leftJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId));
}

type MatchRow = ReturnType<ReturnType<typeof matchRows>["all"]>[number];

/**
 * Matches as the public pages show them: rows of `matchRows` with their
 * category (from the event's categories, read once per page) and set scores.
 */
export function matchSummaries(rows: readonly MatchRow[], categories: readonly EventCategory[], dates: EventDateFormat): MatchSummary[] {
  const chips = new Map(categories.map((category) => [category.id, chipOf(category)]));
  const sets = loadSetScores(rows.map((row) => row.id));
  return rows.flatMap((row) => {
    const category = chips.get(row.eventCategoryId);
    if (!category) return [];
    const side = (teamId: number | null, name: string | null, source: string | null, score: number | null): MatchSide => ({
      teamId,
      name,
      source,
      score,
      winner: teamId !== null && row.winnerTeamId === teamId,
    });
    return [
      {
        id: row.id,
        code: row.code,
        stage: row.stage,
        bracket: row.stage === "group" ? null : (row.bracket ?? "main"),
        round: row.round,
        status: row.status,
        court: row.court,
        scheduledAt: row.scheduledAt ? dates.label(row.scheduledAt) : null,
        category,
        group: row.group,
        home: side(row.homeId, row.homeName, row.homeSource, row.homeScore),
        away: side(row.awayId, row.awayName, row.awaySource, row.awayScore),
        sets: sets.get(row.id) ?? [],
        live: row.status === "live" ? row.liveGame : null,
        clockSince: row.status === "live" && row.liveGame?.clock?.runningSince ? dates.label(new Date(row.liveGame.clock.runningSince)).time : null,
        ...callOf(row, dates),
      },
    ];
  });
}

/** What the desk made of a match still to start: the court it was called to, or when it is expected (decision 0073). */
function callOf(row: MatchRow, dates: EventDateFormat): Pick<MatchSummary, "calledTo" | "expected"> {
  if (row.status !== "scheduled") return { calledTo: null, expected: null };
  if (row.calledAt !== null) return { calledTo: row.calledCourt ?? row.court, expected: null };
  const late = row.expectedAt && row.scheduledAt ? Math.round((row.expectedAt.getTime() - row.scheduledAt.getTime()) / 60_000) : 0;
  return { calledTo: null, expected: late > 0 ? { at: dates.label(row.expectedAt!), lateMinutes: late } : null };
}

/** Matches of an event as the public pages show them, chosen and ordered by the query (by time by default). */
export function loadMatches(eventId: number, categories: readonly EventCategory[], dates: EventDateFormat, query: MatchQuery = {}): MatchSummary[] {
  let rows = matchRows(getDb())
    .where(and(eq(matches.eventId, eventId), query.where))
    .orderBy(...(query.orderBy ?? scheduleOrder()))
    .$dynamic();
  if (query.limit !== undefined) rows = rows.limit(query.limit);
  if (query.offset !== undefined) rows = rows.offset(query.offset);
  return matchSummaries(rows.all(), categories, dates);
}

export type ScheduleFilters = { category: number | null; court: string | null; team: number | null };

export type ScheduleSlot = { time: string; iso: string; matches: MatchSummary[] };
export type ScheduleDay = { day: string; date: string; slots: ScheduleSlot[] };

export type ScheduleTeam = { id: number; name: string; categoryId: number };

export type ScheduleOptions = {
  categories: CategoryChip[];
  courts: string[];
  /** The teams the team filter offers, in category then natural order: every team of the event, or the chosen category's (see `TEAMS_LISTED_TOGETHER`); the chosen team always. */
  teams: ScheduleTeam[];
  /** The event has too many teams for one list: they are offered a category at a time. */
  teamsByCategory: boolean;
};

export type Schedule = {
  days: ScheduleDay[];
  /** Matches without a time yet. */
  unscheduled: MatchSummary[];
  total: number;
  options: ScheduleOptions;
};

/**
 * The event's matches the schedule's filters keep, each filter a nullable
 * parameter (null: not filtered), so one compiled statement serves every
 * combination.
 */
const filteredMatches = () =>
  and(
    eq(matches.eventId, sql.placeholder("eventId")),
    sql`(${sql.placeholder("category")} is null or ${matches.eventCategoryId} = ${sql.placeholder("category")})`,
    sql`(${sql.placeholder("court")} is null or ${matches.court} = ${sql.placeholder("court")})`,
    sql`(${sql.placeholder("team")} is null or ${matches.homeTeamId} = ${sql.placeholder("team")} or ${matches.awayTeamId} = ${sql.placeholder("team")})`,
  );

/**
 * Up to this many teams in the event, the schedule's team filter lists them
 * all; past it, the teams of the chosen category (every team of a large event
 * made a heavy select in every schedule page, a long scroll on a phone).
 */
export const TEAMS_LISTED_TOGETHER = 128;

const courtsOfEvent = preparedQuery((db) =>
  db
    .selectDistinct({ court: matches.court })
    .from(matches)
    .where(and(eq(matches.eventId, sql.placeholder("eventId")), isNotNull(matches.court)))
    .prepare(),
);

const teamColumns = { id: teams.id, name: teams.name, categoryId: teams.eventCategoryId };

const teamCountOfEvent = preparedQuery((db) =>
  db
    .select({ teams: count() })
    .from(teams)
    .where(eq(teams.eventId, sql.placeholder("eventId")))
    .prepare(),
);

const teamsOfEvent = preparedQuery((db) =>
  db
    .select(teamColumns)
    .from(teams)
    .where(eq(teams.eventId, sql.placeholder("eventId")))
    .prepare(),
);

const teamsOfCategory = preparedQuery((db) => db.select(teamColumns).from(teams).where(ofEventCategory(teams.eventId, teams.eventCategoryId)).prepare());

const teamOfEvent = preparedQuery((db) =>
  db
    .select(teamColumns)
    .from(teams)
    .where(and(eq(teams.id, sql.placeholder("teamId")), eq(teams.eventId, sql.placeholder("eventId"))))
    .prepare(),
);

/**
 * The filters as they apply to the event: a team of another event, or of
 * another category than the chosen one (left in the address when the category
 * changed), does not filter. Returns the chosen team too, for the page to name.
 */
export function scheduleFilters(eventId: number, requested: ScheduleFilters): { filters: ScheduleFilters; team: ScheduleTeam | null } {
  const team = requested.team === null ? null : (teamOfEvent().get({ eventId, teamId: requested.team }) ?? null);
  const kept = team !== null && (requested.category === null || team.categoryId === requested.category) ? team : null;
  return { filters: { ...requested, team: kept?.id ?? null }, team: kept };
}

/** What the schedule's filters offer, kept per event version and the filters it depends on. */
const keptOptions = keptPerVersion<ScheduleOptions>(256);

function scheduleOptions(event: EventAtVersion, categories: readonly EventCategory[], filters: ScheduleFilters): ScheduleOptions {
  return keptOptions(event, `${filters.category}:${filters.team}`, () => readScheduleOptions(event.id, categories, filters));
}

/** What the schedule's filters offer: every category and court, and the teams (all, or the chosen category's in a large event). */
function readScheduleOptions(eventId: number, categories: readonly EventCategory[], filters: ScheduleFilters): ScheduleOptions {
  const courts = courtsOfEvent()
    .all({ eventId })
    .map((row) => row.court!)
    .sort(naturalOrder);
  const teamsByCategory = (teamCountOfEvent().get({ eventId })?.teams ?? 0) > TEAMS_LISTED_TOGETHER;
  const listed = !teamsByCategory ? teamsOfEvent().all({ eventId }) : filters.category !== null ? teamsOfCategory().all({ eventId, categoryId: filters.category }) : [];
  const chosen = filters.team === null || listed.some((team) => team.id === filters.team) ? undefined : teamOfEvent().get({ eventId, teamId: filters.team });
  if (chosen) listed.push(chosen);
  const order = new Map(categories.map((category, i) => [category.id, i]));
  listed.sort((a, b) => (order.get(a.categoryId) ?? 0) - (order.get(b.categoryId) ?? 0) || naturalOrder(a.name, b.name));
  return { categories: categories.map(chipOf), courts, teams: listed, teamsByCategory };
}

export type ScheduleDayChoice = { day: string; date: string; matches: number };

/** The start times of the filtered matches (in ms, null for none yet) in time order, each with its number of matches. */
const startTimesOfEvent = preparedQuery((db) =>
  db
    .select({ at: sql<number | null>`${matches.scheduledAt}`, matches: count() })
    .from(matches)
    .where(filteredMatches())
    .groupBy(matches.scheduledAt)
    .orderBy(asc(matches.scheduledAt))
    .prepare(),
);

/** The filtered start times with their number of matches, kept per event version and filters. */
const keptStartTimes = keptPerVersion<readonly [number | null, number][]>(256);

/**
 * The (filtered) schedule's shape, from its start times alone: the event-local
 * days with their number of matches, every start time in order with its number
 * of matches, and the total, matches without a time included.
 *
 * Read as start times with a count (a large event's matches share a few dozen
 * start times): one row per match was a large part of the schedule's loader.
 */
export function scheduleDays(event: EventAtVersion, filters: ScheduleFilters, dates: EventDateFormat): { days: ScheduleDayChoice[]; startTimes: StartTime[]; total: number } {
  const { category, court, team } = filters;
  const rows = keptStartTimes(event, JSON.stringify([category, court, team]), () => startTimesOfEvent().values({ eventId: event.id, category, court, team }) as [number | null, number][]);
  const days: ScheduleDayChoice[] = [];
  const startTimes: StartTime[] = [];
  let total = 0;
  // In time order, so a day's name is worked out once, where a new day begins.
  let dayEnd = Number.NEGATIVE_INFINITY;
  for (const [ms, count] of rows) {
    total += count;
    if (ms === null) continue;
    const at = new Date(ms);
    startTimes.push({ at, matches: count });
    if (ms < dayEnd) {
      days.at(-1)!.matches += count;
      continue;
    }
    const day = dates.day(at);
    dayEnd = dates.dayBounds(day).end.getTime();
    days.push({ day, date: dates.label(at).date, matches: count });
  }
  return { days, startTimes, total };
}

/** The stretch of the schedule to read: start times from `start` and before `end` (each open when left out), and whether the matches without a time come with it. */
export type ScheduleWindow = { start?: Date; end?: Date | null; unscheduled: boolean };

/** Start times from `start` and before `end`, in ms: both always given, an open side as `farthestTime`. */
const inTimeWindow = () => sql`(${matches.scheduledAt} >= ${sql.placeholder("start")} and ${matches.scheduledAt} < ${sql.placeholder("end")})`;

/** Further from 1970 than any match's start time, either way. */
const farthestTime = 8.64e15;

/**
 * The filtered matches of a stretch of the schedule, without and with the
 * matches that have no time yet: two statements, so the usual stretch (part
 * of a day) is found through the event's schedule index.
 */
const scheduleWindowReads = {
  timed: preparedQuery((db) =>
    matchRows(db)
      .where(and(filteredMatches(), inTimeWindow()))
      .orderBy(...scheduleOrder())
      .prepare(),
  ),
  withUnscheduled: preparedQuery((db) =>
    matchRows(db)
      .where(and(filteredMatches(), or(inTimeWindow(), isNull(matches.scheduledAt))))
      .orderBy(...scheduleOrder())
      .prepare(),
  ),
};

/**
 * The schedule by event-local day, then start time, then court; filtered by
 * category, court and team, and to a stretch of time when a window is given
 * (then only its matches are read).
 */
export function findSchedule(event: EventAtVersion, filters: ScheduleFilters, dates: EventDateFormat, window: ScheduleWindow = { unscheduled: true }): Schedule {
  const categories = categoriesAt(event);
  const rows = scheduleWindowReads[window.unscheduled ? "withUnscheduled" : "timed"]().all({
    eventId: event.id,
    ...filters,
    start: window.start?.getTime() ?? -farthestTime,
    end: window.end?.getTime() ?? farthestTime,
  });
  const list = matchSummaries(rows, categories, dates);
  const days: ScheduleDay[] = [];
  const unscheduled: MatchSummary[] = [];
  for (const match of list) {
    const at = match.scheduledAt;
    if (!at) {
      unscheduled.push(match);
      continue;
    }
    let day = days.at(-1);
    if (day?.day !== at.day) days.push((day = { day: at.day, date: at.date, slots: [] }));
    let slot = day.slots.at(-1);
    if (slot?.iso !== at.iso) day.slots.push((slot = { time: at.time, iso: at.iso, matches: [] }));
    slot.matches.push(match);
  }
  return { days, unscheduled, total: list.length, options: scheduleOptions(event, categories, filters) };
}

/** The matches for a calendar file: every scheduled match, or one team's. */
export function findCalendarMatches(eventId: number, teamId: number | null, dates: EventDateFormat) {
  const categories = loadEventCategories(eventId);
  const team =
    teamId === null
      ? null
      : (getDb()
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(and(eq(teams.id, teamId), eq(teams.eventId, eventId)))
          .get() ?? null);
  if (teamId !== null && !team) return null;
  const rows = loadMatches(eventId, categories, dates, {
    where: and(sql`${matches.scheduledAt} is not null`, team ? or(eq(matches.homeTeamId, team.id), eq(matches.awayTeamId, team.id)) : undefined),
  });
  const versions = new Map(
    getDb()
      .select({ id: matches.id, version: matches.version })
      .from(matches)
      .where(eq(matches.eventId, eventId))
      .all()
      .map((row) => [row.id, row.version]),
  );
  return { team, matches: rows.map((match) => ({ ...match, version: versions.get(match.id) ?? 1 })) };
}

export type ResultsPage = { matches: MatchSummary[]; total: number; page: number; pageCount: number };

/** The order of the results: live matches first, then finished ones, the most recently ended first. */
const resultsOfEvent = () => and(eq(matches.eventId, sql.placeholder("eventId")), isResult(matches.status));

const resultCountOfEvent = preparedQuery((db) => db.select({ n: count() }).from(matches).where(resultsOfEvent()).prepare());

/**
 * One page of results: the page's match ids are found on the matches alone,
 * then only those are joined to their groups and teams (joining every result
 * of a large event before sorting cost more than the read itself).
 */
const resultPageOfEvent = preparedQuery((db) => {
  const page = db
    .select({ id: matches.id })
    .from(matches)
    .where(resultsOfEvent())
    .orderBy(...resultOrder(matches))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));
  return matchRows(db)
    .where(inArray(matches.id, page))
    .orderBy(...resultOrder(matches))
    .prepare();
});

/** One page of the event's results, in `resultOrder`. */
export function findResults(event: EventAtVersion, page: number, dates: EventDateFormat, perPage = 30): ResultsPage {
  const eventId = event.id;
  const total = resultCountOfEvent().get({ eventId })?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = resultPageOfEvent().all({ eventId, limit: perPage, offset: (current - 1) * perPage });
  return { matches: matchSummaries(rows, categoriesAt(event), dates), total, page: current, pageCount };
}

export type MatchPlayer = { id: number; name: string; captain: boolean };

export type MatchStatistic = { id: number; name: string; home: number; away: number };

export type MatchDetail = {
  match: MatchSummary;
  startedAt: TimeLabel | null;
  finishedAt: TimeLabel | null;
  players: { home: MatchPlayer[]; away: MatchPlayer[] };
  statistics: MatchStatistic[];
  /** Other matches of this event between the same two teams. */
  meetings: MatchSummary[];
};

/**
 * The reads of a match's page, compiled once: it is the page a shared link to a
 * match opens, and Drizzle building and SQLite compiling its six reads on every
 * view cost more than running them.
 */
const matchDetailReads = {
  match: preparedQuery((db) =>
    matchRows(db)
      .where(and(eq(matches.eventId, sql.placeholder("eventId")), eq(matches.id, sql.placeholder("matchId"))))
      .prepare(),
  ),
  times: preparedQuery((db) =>
    db
      .select({ startedAt: matches.startedAt, finishedAt: matches.finishedAt })
      .from(matches)
      .where(eq(matches.id, sql.placeholder("matchId")))
      .prepare(),
  ),
  /** Both teams' players, captains first; a match with one team known names it twice. */
  roster: preparedQuery((db) =>
    db
      .select({ teamId: teamPlayers.teamId, id: players.id, name: players.name, captain: teamPlayers.captain })
      .from(teamPlayers)
      .innerJoin(players, eq(players.id, teamPlayers.playerId))
      .where(inArray(teamPlayers.teamId, [sql.placeholder("home"), sql.placeholder("away")]))
      .orderBy(desc(teamPlayers.captain), asc(players.name))
      .prepare(),
  ),
  values: preparedQuery((db) =>
    db
      .select({ teamId: matchStatValues.teamId, statisticId: matchStatValues.statisticId, value: matchStatValues.value })
      .from(matchStatValues)
      .where(eq(matchStatValues.matchId, sql.placeholder("matchId")))
      .prepare(),
  ),
  statistics: preparedQuery((db) =>
    db
      .select({ id: matchStatistics.id, name: matchStatistics.name })
      .from(matchStatistics)
      .where(or(eq(matchStatistics.gameTypeId, sql.placeholder("gameTypeId")), isNull(matchStatistics.gameTypeId)))
      .orderBy(asc(matchStatistics.sortOrder), asc(matchStatistics.id))
      .prepare(),
  ),
  /** The event's other matches between the two teams, home and away either way. */
  meetings: preparedQuery((db) =>
    matchRows(db)
      .where(
        and(
          eq(matches.eventId, sql.placeholder("eventId")),
          ne(matches.id, sql.placeholder("matchId")),
          or(
            and(eq(matches.homeTeamId, sql.placeholder("a")), eq(matches.awayTeamId, sql.placeholder("b"))),
            and(eq(matches.homeTeamId, sql.placeholder("b")), eq(matches.awayTeamId, sql.placeholder("a"))),
          ),
        ),
      )
      .orderBy(...scheduleOrder())
      .prepare(),
  ),
};

/** A match of this event with its players, statistics and earlier meetings; null for another event's match. */
export function findMatchDetail(event: EventAtVersion, matchId: number, dates: EventDateFormat): MatchDetail | null {
  const eventId = event.id;
  const categories = categoriesAt(event);
  const [match] = matchSummaries(matchDetailReads.match().all({ eventId, matchId }), categories, dates);
  if (!match) return null;
  const times = matchDetailReads.times().get({ matchId });
  const [first, second] = [match.home.teamId, match.away.teamId].filter((id): id is number => id !== null);

  const roster = first === undefined ? [] : matchDetailReads.roster().all({ home: first, away: second ?? first });
  const playersOf = (teamId: number | null) => roster.filter((p) => p.teamId === teamId).map(({ id, name, captain }) => ({ id, name, captain }));

  const gameTypeId = categories.find((category) => category.id === match.category.id)?.gameTypeId ?? null;
  const values = matchDetailReads.values().all({ matchId });
  const statistics =
    values.length === 0 || gameTypeId === null
      ? []
      : matchDetailReads
          .statistics()
          .all({ gameTypeId })
          .flatMap((statistic) => {
            const valueOf = (teamId: number | null) => values.find((v) => v.statisticId === statistic.id && v.teamId === teamId)?.value ?? null;
            const home = valueOf(match.home.teamId);
            const away = valueOf(match.away.teamId);
            // A statistic nobody recorded for this match is left out rather than shown as 0–0.
            return home === null && away === null ? [] : [{ id: statistic.id, name: statistic.name, home: home ?? 0, away: away ?? 0 }];
          });

  const meetings = first !== undefined && second !== undefined ? matchSummaries(matchDetailReads.meetings().all({ eventId, matchId, a: first, b: second }), categories, dates) : [];

  return {
    match,
    startedAt: times?.startedAt ? dates.label(times.startedAt) : null,
    finishedAt: times?.finishedAt ? dates.label(times.finishedAt) : null,
    players: { home: playersOf(match.home.teamId), away: playersOf(match.away.teamId) },
    statistics,
    meetings,
  };
}
