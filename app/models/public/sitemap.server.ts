import { desc, ne } from "drizzle-orm";
import { events } from "#drizzle/schema";
import { preparedQuery } from "~/db.server";

/** A sitemap holds at most 50,000 addresses (sitemaps.org), and each event lists five of its pages. */
export const sitemapEventLimit = 10_000;

const listedEvents = preparedQuery((db) =>
  db.select({ slug: events.slug, updatedAt: events.updatedAt }).from(events).where(ne(events.status, "draft")).orderBy(desc(events.updatedAt)).limit(sitemapEventLimit).prepare(),
);

/**
 * The events spectators can open (every status but draft), last changed
 * first, with when each last changed: any write a spectator can see moves
 * `updated_at` with the event's version.
 */
export function findListedEvents(): { slug: string; updatedAt: Date }[] {
  return listedEvents().all();
}
