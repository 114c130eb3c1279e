import { and, asc, eq, ne, sql } from "drizzle-orm";
import { cities, districts, events, eventSlugs, provinces, subdistricts } from "#drizzle/schema";
import { getDb, preparedQuery } from "~/db.server";
import { eventCategoryRows } from "../public/public-categories.server";

export type Event = typeof events.$inferSelect;

export type PublicEventLookup = { kind: "found"; event: Event } | { kind: "moved"; slug: string } | { kind: "missing" };

/**
 * Finds the event a public link names. Drafts do not exist for the public; an
 * old slug answers with the current one so the page can redirect (301).
 */
const publicEventBySlug = preparedQuery((db) => db.query.events.findFirst({ where: and(eq(events.slug, sql.placeholder("slug")), ne(events.status, "draft")) }).prepare());

const currentSlugOfOldSlug = preparedQuery((db) =>
  db
    .select({ slug: events.slug })
    .from(eventSlugs)
    .innerJoin(events, eq(events.id, eventSlugs.eventId))
    .where(and(eq(eventSlugs.slug, sql.placeholder("slug")), ne(events.status, "draft")))
    .prepare(),
);

export function lookupPublicEvent(slug: string): PublicEventLookup {
  const event = publicEventBySlug().get({ slug });
  if (event) return { kind: "found", event };
  const moved = currentSlugOfOldSlug().get({ slug });
  return moved ? { kind: "moved", slug: moved.slug } : { kind: "missing" };
}

/** An event with the names of its regions: flat joins, compiled once (nested JSON cost more than the read). */
const eventWithRegions = preparedQuery((db) =>
  db
    .select({ event: events, province: provinces.name, city: cities.name, district: districts.name, subdistrict: subdistricts.name })
    .from(events)
    .leftJoin(provinces, eq(provinces.id, events.provinceId))
    .leftJoin(cities, eq(cities.id, events.cityId))
    .leftJoin(districts, eq(districts.id, events.districtId))
    .leftJoin(subdistricts, eq(subdistricts.id, events.subdistrictId))
    .where(eq(events.id, sql.placeholder("eventId")))
    .prepare(),
);

const named = (name: string | null) => (name === null ? null : { name });

/** Everything the public event JSON (docs/design.md §5) and the overview need: the event, its regions' names and its categories. */
export function findPublicEventDetail(eventId: number) {
  const found = eventWithRegions().get({ eventId });
  if (!found) return undefined;
  return {
    ...found.event,
    province: named(found.province),
    city: named(found.city),
    district: named(found.district),
    subdistrict: named(found.subdistrict),
    categories: eventCategoryRows(eventId).map((row) => ({
      id: row.id,
      format: row.format,
      gameCategory: {
        name: row.name,
        gender: row.gender,
        gameType: { id: row.gameTypeId, name: row.gameTypeName },
        skillLevel: { id: row.skillLevelId, name: row.skillLevelName, color: row.skillLevelColor },
      },
    })),
  };
}

export type PublicEventDetail = NonNullable<ReturnType<typeof findPublicEventDetail>>;

/** The public event a slug names, following an old slug to the event that now carries another. */
export function findPublicEvent(slug: string): Event | null {
  const found = lookupPublicEvent(slug);
  if (found.kind === "found") return found.event;
  if (found.kind === "missing") return null;
  const current = lookupPublicEvent(found.slug);
  return current.kind === "found" ? current.event : null;
}

export type EventPhase = "live" | "upcoming" | "past";

/** Where an event stands for a spectator at a moment: on now, still to come, or over. */
export function phaseOf(event: Pick<Event, "status" | "startsAt" | "endsAt">, now: Date): EventPhase {
  if (event.status === "finished" || event.endsAt < now) return "past";
  if (event.status === "ongoing" || event.startsAt <= now) return "live";
  return "upcoming";
}

/** Every event the public may see (not drafts), soonest first. */
export function listPublicEvents() {
  return getDb()
    .query.events.findMany({
      where: ne(events.status, "draft"),
      orderBy: [asc(events.startsAt)],
      with: { city: true, categories: { with: { gameCategory: { with: { gameType: true, skillLevel: true } } } } },
    })
    .sync();
}

export function findEventById(id: number): Event | null {
  return (
    getDb()
      .query.events.findFirst({ where: eq(events.id, id) })
      .sync() ?? null
  );
}
