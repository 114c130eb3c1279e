import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { eventCategories, eventManagers, events, eventStatuses, matches, skillLevels, users, type CategoryGender, type EventStatus, type EventTimezone } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { timezoneOffsetMinutes } from "~/domain/event-time";
import { categoryLabel } from "~/utils/category-label";
import { pageWindow, readListParams, type ListParams } from "~/utils/list-params";
import { categoryNaming, withCategoryDetails } from "./category-details.server";
import { statusMoves } from "./event-admin.server";
import { type ExportDefinition, idsInOrder, inIdOrder, rowsByIds } from "../export-rows.server";
import { contains, ordered } from "../list.server";

export const eventListSpec = {
  sorts: ["name", "starts", "status", "created"] as const,
  defaultSort: "starts" as const,
  defaultDirection: "desc" as const,
  filters: ["status", "from", "to"] as const,
};

type EventListParams = ListParams<(typeof eventListSpec.sorts)[number], (typeof eventListSpec.filters)[number]>;

export type EventCategoryChip = { id: number; name: string | null; gameType: string; skillLevel: string; gender: CategoryGender; color: string };

export type EventRow = {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  organizerName: string | null;
  status: EventStatus;
  startsAt: Date;
  endsAt: Date;
  timezone: EventTimezone;
  createdAt: Date;
  categories: EventCategoryChip[];
  managers: { id: number; name: string }[];
  /** Status changes the row offers (next step, back to draft). */
  moves: EventStatus[];
};

/** Status sorts by the order an event lives through, not alphabetically. */
const statusRank = sql`case ${events.status} when 'draft' then 0 when 'published' then 1 when 'ongoing' then 2 else 3 end`;

const sortColumns = {
  name: events.name,
  starts: events.startsAt,
  status: statusRank,
  created: events.createdAt,
};

/** The event's own offset in milliseconds, so a date filter means the venue's calendar day. */
const offsetMs = sql`(case ${events.timezone} ${sql.join(
  Object.entries(timezoneOffsetMinutes).map(([zone, minutes]) => sql`when ${zone} then ${minutes * 60_000}`),
  sql` `,
)} else ${timezoneOffsetMinutes["Asia/Jakarta"] * 60_000} end)`;

/** Midnight UTC of a "YYYY-MM-DD" filter value, or null when it is not a date. */
function dayStart(value: string | undefined) {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
}

const DAY = 24 * 60 * 60 * 1000;

function whereOf(params: EventListParams): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (params.q) conditions.push(or(contains(events.name, params.q), contains(events.slug, params.q), contains(events.organizerName, params.q)));
  const status = params.filters.status;
  if (status && (eventStatuses as readonly string[]).includes(status)) conditions.push(eq(events.status, status as EventStatus));
  // An event is in the range when any of its days is: it ends on or after `from` and starts on or before `to`.
  const from = dayStart(params.filters.from);
  if (from !== null) conditions.push(sql`${events.endsAt} + ${offsetMs} >= ${from}`);
  const to = dayStart(params.filters.to);
  if (to !== null) conditions.push(sql`${events.startsAt} + ${offsetMs} < ${to + DAY}`);
  return and(...conditions);
}

const rowColumns = {
  id: events.id,
  name: events.name,
  slug: events.slug,
  logo: events.logo,
  organizerName: events.organizerName,
  status: events.status,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timezone: events.timezone,
  createdAt: events.createdAt,
};

const playedStatuses = ["live", "finished", "walkover", "retired"] as const;

/** Categories, managers and possible status moves of a page of events, in three queries. */
function withDetails(rows: Omit<EventRow, "categories" | "managers" | "moves">[]): EventRow[] {
  if (rows.length === 0) return [];
  const db = getDb();
  const ids = rows.map((row) => row.id);
  const categories = withCategoryDetails(
    db
      .select({
        eventId: eventCategories.eventId,
        id: eventCategories.id,
        ...categoryNaming,
        color: skillLevels.color,
      })
      .from(eventCategories)
      .$dynamic(),
  )
    .where(inArray(eventCategories.eventId, ids))
    .orderBy(asc(eventCategories.sortOrder), asc(eventCategories.id))
    .all();
  const managers = db
    .select({ eventId: eventManagers.eventId, id: users.id, name: users.name })
    .from(eventManagers)
    .innerJoin(users, eq(users.id, eventManagers.userId))
    .where(inArray(eventManagers.eventId, ids))
    .orderBy(asc(users.name))
    .all();
  const played = new Set(
    db
      .select({ eventId: matches.eventId, n: count() })
      .from(matches)
      .where(and(inArray(matches.eventId, ids), inArray(matches.status, playedStatuses)))
      .groupBy(matches.eventId)
      .all()
      .map((m) => m.eventId),
  );
  return rows.map((row) => ({
    ...row,
    categories: categories.filter((c) => c.eventId === row.id).map(({ eventId: _, ...chip }) => chip),
    managers: managers.filter((m) => m.eventId === row.id).map(({ id, name }) => ({ id, name })),
    moves: statusMoves(row.status, played.has(row.id)),
  }));
}

function orderOf(params: EventListParams) {
  return [ordered(sortColumns[params.sort], params.direction), ordered(events.id, params.direction)];
}

/** One page of the events list. */
export function listEvents(params: EventListParams) {
  const db = getDb();
  const where = whereOf(params);
  const total = db.select({ n: count() }).from(events).where(where).get()?.n ?? 0;
  const window = pageWindow(total, params);
  const rows = db
    .select(rowColumns)
    .from(events)
    .where(where)
    .orderBy(...orderOf(params))
    .limit(window.perPage)
    .offset(window.offset)
    .all();
  return { rows: withDetails(rows), window };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "2025-11-22 08:00" on the venue's clock: a spreadsheet has no time zones, so the file says what the organiser saw. */
function venueClock(instant: Date, timezone: EventTimezone) {
  return new Date(instant.getTime() + timezoneOffsetMinutes[timezone] * 60_000).toISOString().slice(0, 16).replace("T", " ");
}

export const eventExport = {
  roles: ["admin"],
  sheet: (t) => t("events.title"),
  columns: (t: Translate) => [
    { header: t("events.fields.name"), width: 30, type: "text", value: (e) => e.name },
    { header: t("events.fields.slug"), width: 26, type: "text", value: (e) => e.slug },
    { header: t("events.fields.organizerName"), width: 26, type: "text", value: (e) => e.organizerName ?? "" },
    { header: t("events.fields.status"), width: 14, type: "text", value: (e) => t(`events.statuses.${e.status}`) },
    { header: t("events.fields.startsAt"), width: 18, type: "text", value: (e) => venueClock(e.startsAt, e.timezone) },
    { header: t("events.fields.endsAt"), width: 18, type: "text", value: (e) => venueClock(e.endsAt, e.timezone) },
    { header: t("events.fields.timezone"), width: 16, type: "text", value: (e) => t(`events.timezones.${e.timezone}`) },
    { header: t("events.fields.categories"), width: 40, type: "text", value: (e) => e.categories.map((c) => categoryLabel(t, c)).join(", ") },
    { header: t("events.fields.managers"), width: 30, type: "text", value: (e) => e.managers.map((m) => m.name).join(", ") },
  ],
  rows: (search) => {
    const params = readListParams(search, eventListSpec);
    const ids = idsInOrder(
      getDb()
        .select({ id: events.id })
        .from(events)
        .where(whereOf(params))
        .orderBy(...orderOf(params)),
    );
    return rowsByIds(ids, (chunk) => withDetails(inIdOrder(chunk, getDb().select(rowColumns).from(events).where(inArray(events.id, chunk)).all())));
  },
} satisfies ExportDefinition<EventRow>;
