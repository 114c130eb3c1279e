import { and, asc, count, eq, gte, inArray, isNotNull, lt, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import { groups, matchClockTaps, matches, matchPoints, matchSets, matchStatValues, matchStatuses, pushNotices, teams, type MatchStatus } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import type { IndonesianTimezone } from "~/domain/event-time";
import type { Booking, Clash } from "~/domain/schedule";
import { decidedStatuses } from "~/domain/standings";
import { getLocale, translator } from "~/i18n/i18next.server";
import { eventDateFormat, type EventDateFormat } from "~/utils/event-dates";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { describeMatchSource } from "~/utils/match-source";
import { naturalOrder } from "~/utils/natural-order";
import { recordAudit } from "../audit.server";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { findGroupRow } from "./group.server";
import { contains, ordered } from "../list.server";
import { fillQualifiedPlaces } from "./match-result.server";
import { loadEventCategories } from "../public/public-categories.server";
import { loadMatches, type MatchSummary } from "../public/public-matches.server";
import { message, readScope, scopeCategories, type ScopeCategory } from "./schedule-scope.server";
import { dayNumber, venueClock, venueInstant } from "./schedule-time.server";
import { categoryLabel } from "../events/team-category.server";
import { knockoutStageLabel } from "~/utils/stage-label";

export type ScheduleEvent = { id: number; name: string; timezone: IndonesianTimezone; startsAt: Date; endsAt: Date };

/** Statuses that leave a match free to be moved, re-drawn or removed: nothing has been played. */
export const unplayedStatuses = ["scheduled", "postponed", "cancelled"] as const satisfies readonly MatchStatus[];

export const scheduleListSpec = {
  sorts: ["time", "court", "code"] as const,
  defaultSort: "time" as const,
  filters: ["category", "group", "day", "court", "status"] as const,
};

type ScheduleListParams = ListParams<(typeof scheduleListSpec.sorts)[number], (typeof scheduleListSpec.filters)[number]>;

const positiveId = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

function whereOf(event: ScheduleEvent, params: ScheduleListParams): SQL | undefined {
  const { category, group, day, court, status } = params.filters;
  const teamNamed = params.q
    ? getDb()
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.eventId, event.id), contains(teams.name, params.q)))
    : undefined;
  const dayStart = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? venueInstant(day, 0, event.timezone) : null;
  return and(
    eq(matches.eventId, event.id),
    params.q && teamNamed ? or(contains(matches.code, params.q), inArray(matches.homeTeamId, teamNamed), inArray(matches.awayTeamId, teamNamed)) : undefined,
    category ? eq(matches.eventCategoryId, positiveId(category)) : undefined,
    group ? eq(matches.groupId, positiveId(group)) : undefined,
    dayStart ? and(gte(matches.scheduledAt, dayStart), lt(matches.scheduledAt, new Date(dayStart.getTime() + 24 * 60 * 60_000))) : undefined,
    court ? eq(matches.court, court) : undefined,
    status && (matchStatuses as readonly string[]).includes(status) ? eq(matches.status, status as MatchStatus) : undefined,
  );
}

const sortOrders = {
  time: [sql`${matches.scheduledAt} is null`, matches.scheduledAt, matches.court],
  court: [sql`${matches.court} is null`, matches.court, matches.scheduledAt],
  code: [matches.eventCategoryId, sql`${matches.stage} != 'group'`, matches.code],
} as const;

function orderOf(params: ScheduleListParams) {
  return [...sortOrders[params.sort].map((column) => ordered(column, params.direction)), asc(matches.id)];
}

/** One page of an event's schedule, as the public pages describe a match, with its times in the event's zone. */
export function listSchedule(event: ScheduleEvent, params: ScheduleListParams, dates: EventDateFormat) {
  const where = whereOf(event, params);
  const total = getDb().select({ n: count() }).from(matches).where(where).get()?.n ?? 0;
  const window = pageWindow(total, params);
  const rows = loadMatches(event.id, loadEventCategories(event.id), dates, { where, orderBy: orderOf(params), limit: window.perPage, offset: window.offset });
  return { rows, window };
}

/** The courts and days the event's matches are on, for the filters. */
export function scheduleOptions(event: ScheduleEvent) {
  const rows = getDb().select({ court: matches.court, scheduledAt: matches.scheduledAt }).from(matches).where(eq(matches.eventId, event.id)).all();
  const courts = [...new Set(rows.flatMap((row) => (row.court ? [row.court] : [])))].sort(naturalOrder);
  const days = [...new Set(rows.flatMap((row) => (row.scheduledAt ? [venueClock(row.scheduledAt, event.timezone).day] : [])))].sort();
  return { courts, days };
}

/** A match on the schedule as a booking of its teams and court; key = the match id. */
export type BookedMatch = Booking & { id: number; code: string; at: Date };

/**
 * Every booked match of the event (a time and a court), cancelled ones left
 * out: they hold neither court nor team. Every match counts `matchMinutes`.
 */
export function eventBookings(event: ScheduleEvent, matchMinutes: number, where?: SQL): BookedMatch[] {
  return getDb()
    .select({ id: matches.id, code: matches.code, home: matches.homeTeamId, away: matches.awayTeamId, court: matches.court, at: matches.scheduledAt })
    .from(matches)
    .where(and(eq(matches.eventId, event.id), ne(matches.status, "cancelled"), isNotNull(matches.scheduledAt), isNotNull(matches.court), where))
    .all()
    .map((row) => {
      const clock = venueClock(row.at!, event.timezone);
      return {
        key: String(row.id),
        id: row.id,
        code: row.code,
        home: row.home,
        away: row.away,
        court: row.court!,
        at: row.at!,
        day: dayNumber(clock.day),
        startMinutes: clock.minutes,
        matchMinutes,
      };
    });
}

/**
 * How long a match of this event lasts, as its schedule shows it: the most
 * common gap between two matches in a row on one court and day (60 without one).
 * The schedule stores start times only, so clash checks measure matches by it.
 */
export function typicalMatchMinutes(event: ScheduleEvent): number {
  const byCourtDay = new Map<string, number[]>();
  for (const booking of eventBookings(event, 0)) {
    const key = `${booking.court}|${booking.day}`;
    byCourtDay.set(key, [...(byCourtDay.get(key) ?? []), booking.startMinutes]);
  }
  const gaps = new Map<number, number>();
  for (const starts of byCourtDay.values()) {
    starts.sort((a, b) => a - b);
    for (let i = 1; i < starts.length; i++) {
      const gap = starts[i]! - starts[i - 1]!;
      if (gap > 0) gaps.set(gap, (gaps.get(gap) ?? 0) + 1);
    }
  }
  let best = 60;
  let seen = 0;
  for (const [gap, n] of gaps) if (n > seen || (n === seen && gap < best)) [best, seen] = [gap, n];
  return best;
}

export function teamNames(ids: readonly (number | null)[]): Map<number, string> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map(
    getDb()
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(inArray(teams.id, wanted))
      .all()
      .map((team) => [team.id, team.name]),
  );
}

/**
 * A clash in staff's words: "Tim Santoso / Wijaya sudah bermain pada 10.00 di
 * Court 2 (A-3)" or "Court 2 sudah dipakai pada 10.00 oleh B-1". `other` is
 * the match already there; `subject`, when given, is the code of the match
 * being placed, which the message then starts with.
 */
export function clashMessage(clash: Clash, other: { code: string; court: string; at: Date }, dates: EventDateFormat, subject?: string) {
  const time = dates.label(other.at).time;
  const lead: Record<string, string> = subject ? { match: subject } : {};
  if (clash.kind === "team") {
    const team = teamNames([clash.teamId]).get(clash.teamId) ?? `#${clash.teamId}`;
    return message(subject ? "scheduleAdmin.clash.plannedTeam" : "scheduleAdmin.clash.team", { ...lead, team, time, court: other.court, code: other.code });
  }
  return message(subject ? "scheduleAdmin.clash.plannedCourt" : "scheduleAdmin.clash.court", { ...lead, court: clash.court, time, code: other.code });
}

/** Matches that have been played or are under way, which nothing may remove. */
function playedAmong(where: SQL) {
  return getDb()
    .select({ code: matches.code })
    .from(matches)
    .where(and(where, notInArray(matches.status, [...unplayedStatuses])))
    .all()
    .map((row) => row.code);
}

/** Removes these matches with what hangs on them (sets, points, clock, statistics, notices), each audit-logged; scorer links to them are left pointing at nothing. */
export function removeMatches(where: SQL, eventId: number, actorId: number) {
  const db = getDb();
  const rows = db.select({ id: matches.id, code: matches.code }).from(matches).where(where).all();
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  // A postponed match may keep a partial score: its sets, points, clock and statistics go first, explicitly.
  db.delete(matchSets).where(inArray(matchSets.matchId, ids)).run();
  db.delete(matchPoints).where(inArray(matchPoints.matchId, ids)).run();
  db.delete(matchClockTaps).where(inArray(matchClockTaps.matchId, ids)).run();
  db.delete(matchStatValues).where(inArray(matchStatValues.matchId, ids)).run();
  // A match told as next on its court has its notices kept (push_notices); they go with it.
  db.delete(pushNotices).where(inArray(pushNotices.matchId, ids)).run();
  db.delete(matches).where(inArray(matches.id, ids)).run();
  for (const row of rows) recordAudit({ userId: actorId, action: "delete", entity: "schedule", entityId: row.id, eventId, summary: `${row.code}: removed` });
  return ids.length;
}

export type RemoveOutcome = { ok: true; removed: number; name: string } | { ok: false; error: string };

/** Why a group's schedule cannot be removed (a match has a result), or null. */
export function groupScheduleLock(groupId: number) {
  const played = playedAmong(eq(matches.groupId, groupId));
  return played.length ? message("scheduleAdmin.errors.removePlayed", { codes: played.slice(0, 5).join(", ") }) : null;
}

/**
 * Removes every match of a group, while none of them has a result: staff do it
 * on purpose before changing the group's teams or drawing its schedule again.
 * Knockout places the group had filled are emptied again.
 */
export function removeGroupSchedule(groupId: number, actorId: number): RemoveOutcome {
  return writeTransaction(() => {
    const group = findGroupRow(groupId);
    if (!group) return { ok: false, error: "list.notFound" };
    const lock = groupScheduleLock(groupId);
    if (lock) return { ok: false, error: lock };
    const removed = removeMatches(eq(matches.groupId, groupId), group.eventId, actorId);
    if (removed === 0) return { ok: false, error: message("scheduleAdmin.errors.nothingToRemove", { name: group.name }) };
    fillQualifiedPlaces(group.eventId, group.id);
    return { ok: true, removed, name: group.name };
  });
}

const knockoutOf = (eventCategoryId: number) => and(eq(matches.eventCategoryId, eventCategoryId), ne(matches.stage, "group"))!;

export function knockoutLock(eventCategoryId: number) {
  const played = playedAmong(knockoutOf(eventCategoryId));
  return played.length ? message("scheduleAdmin.errors.removePlayed", { codes: played.slice(0, 5).join(", ") }) : null;
}

/** Removes a category's bracket while none of its matches has been played. */
export function removeKnockout(category: ScopeCategory, actorId: number, label: string): RemoveOutcome {
  return writeTransaction(() => {
    const lock = knockoutLock(category.id);
    if (lock) return { ok: false, error: lock };
    const removed = removeMatches(knockoutOf(category.id), category.eventId, actorId);
    if (removed === 0) return { ok: false, error: message("scheduleAdmin.errors.nothingToRemove", { name: label }) };
    return { ok: true, removed, name: label };
  });
}

/** The groups of a category with how many matches each has and how many are played (have a result, a live one not yet): the schedule's overview. */
export function scheduleOverview(category: ScopeCategory) {
  const db = getDb();
  const tallies = db
    .select({ groupId: matches.groupId, stage: matches.stage, status: matches.status, n: count() })
    .from(matches)
    .where(eq(matches.eventCategoryId, category.id))
    .groupBy(matches.groupId, matches.stage, matches.status)
    .all();
  const decided = new Set<MatchStatus>(decidedStatuses);
  const sum = (rows: typeof tallies) => ({ total: rows.reduce((n, r) => n + r.n, 0), played: rows.filter((r) => decided.has(r.status)).reduce((n, r) => n + r.n, 0) });
  const groupRows = db.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.eventCategoryId, category.id)).orderBy(asc(groups.name)).all();
  return {
    groups: groupRows.map((group) => ({ ...group, ...sum(tallies.filter((t) => t.groupId === group.id)) })),
    knockout: sum(tallies.filter((t) => t.stage !== "group")),
  };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type ScheduleExportRow = MatchSummary & { categoryText: string };

/** The schedule list as a sheet, the list's own filter, every page. */
export const scheduleExport = {
  roles: ["admin", "event"],
  sheet: (t: Translate) => t("scheduleAdmin.title"),
  columns: (t: Translate) => [
    { header: t("scheduleAdmin.fields.day"), width: 26, type: "text", value: (m) => m.scheduledAt?.date ?? null },
    { header: t("scheduleAdmin.fields.time"), width: 8, type: "text", value: (m) => m.scheduledAt?.time ?? null },
    { header: t("scheduleAdmin.fields.court"), width: 14, type: "text", value: (m) => m.court },
    { header: t("scheduleAdmin.fields.code"), width: 8, type: "text", value: (m) => m.code },
    { header: t("scheduleAdmin.fields.category"), width: 28, type: "text", value: (m) => m.categoryText },
    { header: t("scheduleAdmin.fields.stage"), width: 18, type: "text", value: (m) => (m.group ? t("groupsAdmin.groupName", { name: m.group }) : knockoutStageLabel(t, m)) },
    { header: t("scheduleAdmin.fields.home"), width: 30, type: "text", value: (m) => m.home.name ?? describeMatchSource(t, m.home.source) },
    { header: t("scheduleAdmin.fields.away"), width: 30, type: "text", value: (m) => m.away.name ?? describeMatchSource(t, m.away.source) },
    { header: t("scheduleAdmin.fields.status"), width: 12, type: "text", value: (m) => t(`live.status.${m.status}`) },
    { header: t("scheduleAdmin.fields.score"), width: 20, type: "text", value: (m) => scoreText(m) },
  ],
  rows: (search, user, context) => {
    const { event } = readScope(user, search);
    if (!event) return [];
    const params = readListParams(search, scheduleListSpec);
    const dates = eventDateFormat(getLocale(context), event.timezone);
    const t = translator(context);
    const labels = new Map(scopeCategories(event.id).map((category) => [category.id, categoryLabel(category, t)]));
    const categories = loadEventCategories(event.id);
    const ids = idsInOrder(
      getDb()
        .select({ id: matches.id })
        .from(matches)
        .where(whereOf(event, params))
        .orderBy(...orderOf(params)),
    );
    return rowsByIds(ids, (chunk) =>
      inIdOrder(chunk, loadMatches(event.id, categories, dates, { where: inArray(matches.id, chunk) })).map((match) => ({ ...match, categoryText: labels.get(match.category.id) ?? "" })),
    );
  },
} satisfies ExportDefinition<ScheduleExportRow>;

/** "6-4 3-6 7-6" (sets) or "2-1" (goals, sets won); empty before a score. */
export function scoreText(match: Pick<MatchSummary, "sets" | "home" | "away">) {
  if (match.sets.length) return match.sets.map((set) => `${set.home}-${set.away}`).join(" ");
  return match.home.score !== null && match.away.score !== null ? `${match.home.score}-${match.away.score}` : "";
}

/**
 * One day of the schedule, court by court (in natural order: Court 2 before
 * Court 10), for printing: the day asked for (or the first with matches), one
 * court or all of them, one category or all of them.
 */
export function printableSchedule(event: ScheduleEvent, wanted: { day: string | null; court: string | null; category: number | null }, dates: EventDateFormat) {
  const options = scheduleOptions(event);
  const day = wanted.day && options.days.includes(wanted.day) ? wanted.day : (options.days[0] ?? null);
  if (!day) return { options, day: null, courts: [] };
  const start = venueInstant(day, 0, event.timezone);
  const list = loadMatches(event.id, loadEventCategories(event.id), dates, {
    where: and(
      gte(matches.scheduledAt, start),
      lt(matches.scheduledAt, new Date(start.getTime() + 24 * 60 * 60_000)),
      wanted.court ? eq(matches.court, wanted.court) : isNotNull(matches.court),
      wanted.category ? eq(matches.eventCategoryId, wanted.category) : undefined,
    ),
    orderBy: [asc(matches.scheduledAt), asc(matches.id)],
  });
  const courts = new Map<string, MatchSummary[]>();
  for (const match of list) courts.set(match.court!, [...(courts.get(match.court!) ?? []), match]);
  return {
    options,
    day,
    courts: [...courts.entries()].sort(([a], [b]) => naturalOrder(a, b)).map(([court, list]) => ({ court, matches: list })),
  };
}
