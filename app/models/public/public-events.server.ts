import { and, asc, count, desc, eq, gt, gte, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { eventCategories, events, uploads, type EventStatus } from "#drizzle/schema";
import { preparedQuery } from "~/db.server";
import { formatCityName } from "~/utils/address";
import { eventDateFormat } from "~/utils/event-dates";
import type { EventPhase } from "../events/event.server";
import { containsPattern } from "../list.server";
import { categoryChip, type CategoryChip } from "./public-categories.server";
import { nowMs } from "~/clock.server";

/**
 * The latest start time of the event's matches reached at the instant `now`
 * (null before the first): with the day, what the pages that follow the clock
 * depend on. One step down the event's schedule index. Written out in SQL, as
 * Drizzle leaves a one-table query's columns unqualified and `id` would be the
 * match's.
 */
const reachedStart = sql<number | null>`(select max(reached.scheduled_at) from matches reached where reached.event_id = events.id and reached.scheduled_at <= ${sql.placeholder("now")})`.mapWith(
  (value) => (value === null ? null : Number(value)),
);

/**
 * The latest opening or closing of the event's entry windows reached at `now`
 * (null before the first): the pages say whether a category takes entries,
 * which a window's set time changes without any write. Per window the later
 * boundary reached counts, its closing being after its opening.
 */
const reachedBoundary = sql<
  number | null
>`(select max(case when boundary.closes_at <= ${sql.placeholder("now")} then boundary.closes_at when boundary.opens_at <= ${sql.placeholder("now")} then boundary.opens_at end) from entry_windows boundary where boundary.event_id = events.id)`.mapWith(
  (value) => (value === null ? null : Number(value)),
);

/** What HTTP validators are made of: the event's version, its time zone, where its schedule stands now and its entry windows' latest boundary reached. */
const versionColumns = { id: events.id, version: events.version, updatedAt: events.updatedAt, timezone: events.timezone, reachedStart, reachedBoundary };

export type EventVersion = { id: number; version: number; updatedAt: Date; timezone: string; reachedStart: number | null; reachedBoundary: number | null };

/**
 * An event's version for HTTP validators, by slug: one read on the unique slug
 * index and one on the schedule's, no joins. Null for an unknown slug or a draft.
 */
const eventVersionBySlug = preparedQuery((db) =>
  db
    .select(versionColumns)
    .from(events)
    .where(and(eq(events.slug, sql.placeholder("slug")), ne(events.status, "draft")))
    .prepare(),
);

export function findEventVersion(slug: string, now = nowMs()): EventVersion | null {
  return eventVersionBySlug().get({ slug, now }) ?? null;
}

/** The same by id, read for every rendered page served again (server/page-cache.ts), whatever the event's status. */
const eventVersionById = preparedQuery((db) =>
  db
    .select(versionColumns)
    .from(events)
    .where(eq(events.id, sql.placeholder("eventId")))
    .prepare(),
);

export function findEventVersionById(eventId: number, now = nowMs()): EventVersion | null {
  return eventVersionById().get({ eventId, now }) ?? null;
}

/** Read for the event's logo on every spectator page (its link preview), so compiled once. */
const uploadSizeByPath = preparedQuery((db) =>
  db
    .select({ width: uploads.width, height: uploads.height })
    .from(uploads)
    .where(eq(uploads.path, sql.placeholder("path")))
    .prepare(),
);

/** Stored size of an uploaded image, so pages can reserve its space and link previews know it. */
export function findUploadSize(path: string): { width: number; height: number } | null {
  return uploadSizeByPath().get({ path }) ?? null;
}

export type EventCard = {
  slug: string;
  name: string;
  logo: string | null;
  city: string | null;
  dates: string;
  status: EventStatus;
  categories: CategoryChip[];
};

export type PhaseList = { phase: EventPhase; events: EventCard[]; total: number; page: number; pageCount: number };

export type EventSearch = {
  query: string;
  pages: Record<EventPhase, number>;
  now: Date;
  language: string;
  perPage?: number;
};

/**
 * The same phases as phaseOf() in ./event.server, as SQL, so each list pages
 * in the database; the moment they are judged at is the placeholder `now` (ms).
 */
function phaseCondition(phase: EventPhase): SQL {
  const now = sql.placeholder("now");
  const over = or(eq(events.status, "finished"), lt(events.endsAt, now))!;
  const notOver = and(ne(events.status, "finished"), gte(events.endsAt, now))!;
  if (phase === "past") return over;
  if (phase === "live") return and(notOver, or(eq(events.status, "ongoing"), lte(events.startsAt, now)))!;
  return and(notOver, ne(events.status, "ongoing"), gt(events.startsAt, now))!;
}

const phaseOrder = {
  live: [asc(events.startsAt), asc(events.id)],
  upcoming: [asc(events.startsAt), asc(events.id)],
  past: [desc(events.endsAt), desc(events.id)],
} satisfies Record<EventPhase, SQL[]>;

/** A phase's public events whose name is like the placeholder `pattern` ("%" when nothing is searched). */
const phaseEvents = (phase: EventPhase) => and(ne(events.status, "draft"), phaseCondition(phase), sql`${events.name} like ${sql.placeholder("pattern")} escape '\\'`);

/**
 * A phase's count and page, compiled once: the home page is every visitor's
 * way in, and Drizzle building its nested queries anew on every view cost more
 * than running them.
 */
function phaseReadsOf(phase: EventPhase) {
  return {
    total: preparedQuery((db) => db.select({ n: count() }).from(events).where(phaseEvents(phase)).prepare()),
    page: preparedQuery((db) =>
      db.query.events
        .findMany({
          where: phaseEvents(phase),
          orderBy: phaseOrder[phase],
          limit: sql.placeholder("limit"),
          offset: sql.placeholder("offset"),
          with: {
            city: { columns: { name: true } },
            categories: {
              orderBy: [asc(eventCategories.sortOrder), asc(eventCategories.id)],
              with: { gameCategory: { with: { gameType: true, skillLevel: true } } },
            },
          },
        })
        .prepare(),
    ),
  };
}

const phaseReads = { live: phaseReadsOf("live"), upcoming: phaseReadsOf("upcoming"), past: phaseReadsOf("past") } satisfies Record<EventPhase, unknown>;

/**
 * Public events (never drafts) on now, to come and over, each list paged on
 * its own; `query` filters by name, case-insensitively.
 */
export function searchPublicEvents({ query, pages, now, language, perPage = 12 }: EventSearch): PhaseList[] {
  const filter = { now: now.getTime(), pattern: query.trim() ? containsPattern(query.trim()) : "%" };
  return (["live", "upcoming", "past"] as const).map((phase) => {
    const reads = phaseReads[phase];
    const total = reads.total().get(filter)?.n ?? 0;
    const pageCount = Math.max(1, Math.ceil(total / perPage));
    const page = Math.min(Math.max(1, pages[phase]), pageCount);
    const rows = reads.page().all({ ...filter, limit: perPage, offset: (page - 1) * perPage });
    const cards = rows.map((event): EventCard => {
      const dates = eventDateFormat(language, event.timezone);
      return {
        slug: event.slug,
        name: event.name,
        logo: event.logo,
        city: event.city ? formatCityName(event.city.name) : null,
        dates: dates.range(event.startsAt, event.endsAt),
        status: event.status,
        categories: event.categories.map((category) => categoryChip(category.id, category.gameCategory)),
      };
    });
    return { phase, events: cards, total, page, pageCount };
  });
}
