import { and, asc, count, desc, eq, gt, gte, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { eventCategories, events, uploads, type EventStatus } from "#drizzle/schema";
import { getDb, preparedQuery } from "~/db.server";
import { formatCityName } from "~/utils/address";
import { eventDateFormat } from "~/utils/event-dates";
import type { EventPhase } from "./event.server";
import { categoryChip, type CategoryChip } from "./public-categories.server";

/**
 * The version of a public event, for HTTP validators and the live stream: one
 * read on the unique slug index, no joins. Null for an unknown slug or a draft.
 */
const eventVersionBySlug = preparedQuery((db) =>
  db
    .select({ id: events.id, version: events.version, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.slug, sql.placeholder("slug")), ne(events.status, "draft")))
    .prepare(),
);

export function findEventVersion(slug: string): { id: number; version: number; updatedAt: Date } | null {
  return eventVersionBySlug().get({ slug }) ?? null;
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

/** The same phases as phaseOf() in ./event.server, as SQL, so each list pages in the database. */
function phaseCondition(phase: EventPhase, now: Date): SQL {
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

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Public events (never drafts) on now, to come and over, each list paged on
 * its own; `query` filters by name, case-insensitively.
 */
export function searchPublicEvents({ query, pages, now, language, perPage = 12 }: EventSearch): PhaseList[] {
  const db = getDb();
  const byName = query.trim() ? sql`${events.name} like ${likePattern(query.trim())} escape '\\'` : undefined;
  return (["live", "upcoming", "past"] as const).map((phase) => {
    const where = and(ne(events.status, "draft"), phaseCondition(phase, now), byName);
    const total = db.select({ n: count() }).from(events).where(where).get()?.n ?? 0;
    const pageCount = Math.max(1, Math.ceil(total / perPage));
    const page = Math.min(Math.max(1, pages[phase]), pageCount);
    const rows = db
      .query.events.findMany({
        where,
        orderBy: phaseOrder[phase],
        limit: perPage,
        offset: (page - 1) * perPage,
        with: {
          city: { columns: { name: true } },
          categories: {
            orderBy: [asc(eventCategories.sortOrder), asc(eventCategories.id)],
            with: { gameCategory: { with: { gameType: true, skillLevel: true } } },
          },
        },
      })
      .sync();
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
