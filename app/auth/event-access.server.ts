import { asc, eq, inArray, type AnyColumn, type SQL, sql } from "drizzle-orm";
import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { eventManagers, events } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { rememberWorkingEvent as storeWorkingEvent } from "~/models/accounts/session.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { now as clockNow } from "~/clock.server";
import { findEventById } from "~/models/events/event.server";
import { requireUser } from "./guards.server";
import { getSession } from "./session.server";

/**
 * Which events a signed-in user may see and run: admins all of them, an event
 * manager only those assigned in event_managers (docs/design.md §3.2). Everything
 * belonging to another event answers 404, so its existence is not revealed.
 */
export function managedEventIds(user: SessionUser): number[] | "all" {
  if (user.role === "admin") return "all";
  return getDb()
    .select({ id: eventManagers.eventId })
    .from(eventManagers)
    .where(eq(eventManagers.userId, user.id))
    .all()
    .map((row) => row.id);
}

export function canRunEvent(user: SessionUser, eventId: number) {
  const ids = managedEventIds(user);
  return ids === "all" || ids.includes(eventId);
}

/** Throws a 404 unless the user runs this event. */
export function requireEventAccess(user: SessionUser, eventId: number | null | undefined) {
  if (eventId === null || eventId === undefined || !canRunEvent(user, eventId)) throw data(null, { status: 404 });
}

/** The signed-in user and the event an address names by its id (`/desk/:eventId`); a 404 unless the user runs it. */
export function requireRunnableEvent(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const user = requireUser(request, context);
  const eventId = Number(rawId);
  requireEventAccess(user, Number.isInteger(eventId) ? eventId : null);
  const event = findEventById(eventId);
  if (!event) throw data(null, { status: 404 });
  return { user, event };
}

/** A condition limiting a query's `event_id` column to the user's events (undefined = no limit). */
export function eventScope(user: SessionUser, column: AnyColumn): SQL | undefined {
  const ids = managedEventIds(user);
  if (ids === "all") return undefined;
  return ids.length ? inArray(column, ids) : sql`0`;
}

/**
 * The events a user may pick in the back office, the one most likely being
 * worked on first: the one the session works on (last chosen or changed,
 * decision 0065) while the user still runs it, then events running now,
 * upcoming ones (soonest first) and past ones (latest first). Lists open on
 * the first of them.
 */
export function eventChoices(user: SessionUser, now = clockNow()) {
  const rows = getDb()
    .select({ id: events.id, name: events.name, slug: events.slug, status: events.status, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(eventScope(user, events.id))
    .orderBy(asc(events.startsAt), asc(events.id))
    .all();
  const at = now.getTime();
  const running = rows.filter((e) => e.startsAt.getTime() <= at && e.endsAt.getTime() >= at);
  const upcoming = rows.filter((e) => e.startsAt.getTime() > at);
  const past = rows.filter((e) => e.endsAt.getTime() < at && e.startsAt.getTime() <= at).reverse();
  const ordered = [...running, ...upcoming, ...past];
  const working = ordered.find((e) => e.id === user.workingEventId);
  return (working ? [working, ...ordered.filter((e) => e !== working)] : ordered).map(({ endsAt: _endsAt, ...choice }) => choice);
}

/**
 * Remembers the event the signed-in session works on, when the user runs it:
 * called by posts only (choosing an event, saving one, a write to one), so
 * reading a page never changes what the lists open on.
 */
export function rememberWorkingEvent(context: Readonly<RouterContextProvider>, eventId: number) {
  const session = getSession(context);
  if (!session || !canRunEvent(session.user, eventId) || session.user.workingEventId === eventId) return;
  storeWorkingEvent(session.id, eventId);
  session.user.workingEventId = eventId;
}

/**
 * Back-office middleware: a write that went through on a screen whose address
 * names an event (`?event=`, `/match-progress/events/:eventId`) makes it the
 * event the session works on. Posts only: a page read, a link or a bookmark
 * shows its event and remembers nothing.
 */
export const rememberEventWrittenTo: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  const response = await next();
  if (request.method !== "POST" || response.status >= 400) return response;
  const named = params.eventId ?? new URL(request.url).searchParams.get("event");
  if (named && /^\d{1,9}$/.test(named)) rememberWorkingEvent(context, Number(named));
  return response;
};
