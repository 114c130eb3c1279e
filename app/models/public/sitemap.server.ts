import { asc, desc, eq, ne } from "drizzle-orm";
import { events, matches, teams } from "#drizzle/schema";
import { preparedQuery } from "~/db.server";

/** A sitemap holds at most 50,000 addresses (sitemaps.org). */
export const sitemapAddressLimit = 50_000;

/** The landing page and the four sections. */
const sectionPages = 5;

const listedEvents = preparedQuery((db) =>
  db
    .select({ id: events.id, slug: events.slug, updatedAt: events.updatedAt })
    .from(events)
    .where(ne(events.status, "draft"))
    .orderBy(desc(events.updatedAt))
    .limit(sitemapAddressLimit / sectionPages)
    .prepare(),
);

/** The ids of the rows in `table` of every event spectators can open, by event: each row a public page of its own. */
const idsOf = (table: typeof teams | typeof matches) =>
  preparedQuery((db) =>
    db
      .select({ eventId: table.eventId, id: table.id })
      .from(table)
      .innerJoin(events, eq(events.id, table.eventId))
      .where(ne(events.status, "draft"))
      .orderBy(asc(table.eventId), asc(table.id))
      .prepare(),
  );

const teamsOf = idsOf(teams);
const matchesOf = idsOf(matches);

/** Rows' ids grouped by their event, in the order read. */
function byEvent(rows: { eventId: number; id: number }[]) {
  const grouped = new Map<number, number[]>();
  for (const row of rows) {
    const ids = grouped.get(row.eventId);
    if (ids) ids.push(row.id);
    else grouped.set(row.eventId, [row.id]);
  }
  return grouped;
}

export type ListedEvent = { slug: string; updatedAt: Date; teamIds: number[]; matchIds: number[] };

/**
 * The events spectators can open (every status but draft), last changed
 * first, with when each last changed (any write a spectator can see moves
 * `updated_at` with the event's version) and the ids of their team and match
 * pages. Within the sitemap's limit: an event whose pages would pass it, and
 * every event after it, is left out whole.
 */
export function findListedEvents(): ListedEvent[] {
  const listed: ListedEvent[] = [];
  // Two reads for all events, not two per event.
  const teamsByEvent = byEvent(teamsOf().all());
  const matchesByEvent = byEvent(matchesOf().all());
  // The home page is the first address.
  let addresses = 1;
  for (const event of listedEvents().all()) {
    const teamIds = teamsByEvent.get(event.id) ?? [];
    const matchIds = matchesByEvent.get(event.id) ?? [];
    addresses += sectionPages + teamIds.length + matchIds.length;
    if (addresses > sitemapAddressLimit) break;
    listed.push({ slug: event.slug, updatedAt: event.updatedAt, teamIds, matchIds });
  }
  return listed;
}
