import { and, count, eq, or, sql } from "drizzle-orm";
import { courtHours, eventCourts, matches, scorerLinks } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { recordAudit } from "../audit.server";
import { message } from "../competition/schedule-scope.server";
import type { ScheduleEvent } from "../competition/schedule.server";
import { clockText, eventDays, parseClock } from "../competition/schedule-time.server";
import { planCourtFacts } from "./event-facts.server";

/**
 * An event's courts, shared by every category, and when each is open on each
 * day (docs/design.md §3.5a). A match names its court by name, so renaming a
 * court renames it on the matches and scorer links that name it; a court is
 * removed only while no match names it. No hours on a day: closed that day.
 */

/** A court's usual day when it is added: 08:00–22:00, on every day of the event. */
export const DEFAULT_OPENS = 8 * 60;
export const DEFAULT_CLOSES = 22 * 60;

export type CourtRefusal = { ok: false; error: string };

const tidyName = (name: string) => name.trim().replace(/\s+/g, " ");

function courtOf(eventId: number, courtId: number) {
  return getDb()
    .select()
    .from(eventCourts)
    .where(and(eq(eventCourts.id, courtId), eq(eventCourts.eventId, eventId)))
    .get();
}

function nameTaken(eventId: number, name: string, exceptId?: number) {
  return getDb()
    .select({ id: eventCourts.id })
    .from(eventCourts)
    .where(and(eq(eventCourts.eventId, eventId), sql`lower(${eventCourts.name}) = lower(${name})`, exceptId ? sql`${eventCourts.id} <> ${exceptId}` : undefined))
    .get();
}

/** Matches of the event that name a court (planned there or called to it). */
function matchesOnCourt(eventId: number, name: string) {
  return (
    getDb()
      .select({ n: count() })
      .from(matches)
      .where(and(eq(matches.eventId, eventId), or(eq(matches.court, name), eq(matches.calledCourt, name))))
      .get()?.n ?? 0
  );
}

/** Adds a court after the others, open 08:00–22:00 on every day of the event. */
export function addCourt(event: ScheduleEvent, typed: string, actorId: number): { ok: true; name: string } | CourtRefusal {
  const name = tidyName(typed);
  return writeTransaction(() => {
    if (nameTaken(event.id, name)) return { ok: false, error: message("eventPlan.courts.errors.nameTaken", { name }) };
    const db = getDb();
    const last = db
      .select({ n: sql<number>`coalesce(max(${eventCourts.sortOrder}), 0)` })
      .from(eventCourts)
      .where(eq(eventCourts.eventId, event.id))
      .get();
    const court = db
      .insert(eventCourts)
      .values({ eventId: event.id, name, sortOrder: (last?.n ?? 0) + 1 })
      .returning()
      .get();
    const days = eventDays(event);
    if (days.length)
      db.insert(courtHours)
        .values(days.map((day) => ({ courtId: court.id, day, opensAt: DEFAULT_OPENS, closesAt: DEFAULT_CLOSES })))
        .run();
    recordAudit({ userId: actorId, action: "create", entity: "court", entityId: court.id, eventId: event.id, summary: name });
    return { ok: true, name };
  });
}

/** Renames a court, and with it the matches and scorer links that name it. */
export function renameCourt(event: ScheduleEvent, courtId: number, typed: string, actorId: number): { ok: true; name: string } | CourtRefusal {
  const name = tidyName(typed);
  return writeTransaction(() => {
    const court = courtOf(event.id, courtId);
    if (!court) return { ok: false, error: "list.notFound" };
    if (court.name === name) return { ok: true, name };
    if (nameTaken(event.id, name, court.id)) return { ok: false, error: message("eventPlan.courts.errors.nameTaken", { name }) };
    const db = getDb();
    db.update(eventCourts).set({ name }).where(eq(eventCourts.id, court.id)).run();
    db.update(matches)
      .set({ court: name, version: sql`${matches.version} + 1` })
      .where(and(eq(matches.eventId, event.id), eq(matches.court, court.name)))
      .run();
    db.update(matches)
      .set({ calledCourt: name })
      .where(and(eq(matches.eventId, event.id), eq(matches.calledCourt, court.name)))
      .run();
    db.update(scorerLinks)
      .set({ court: name })
      .where(and(eq(scorerLinks.eventId, event.id), eq(scorerLinks.court, court.name)))
      .run();
    recordAudit({ userId: actorId, action: "update", entity: "court", entityId: court.id, eventId: event.id, summary: `${court.name} → ${name}`, changes: { name: { from: court.name, to: name } } });
    return { ok: true, name };
  });
}

/** Moves a court one place up or down the event's order. */
export function moveCourt(event: ScheduleEvent, courtId: number, direction: "up" | "down"): boolean {
  return writeTransaction(() => {
    const courts = planCourtFacts(event.id);
    const at = courts.findIndex((court) => court.id === courtId);
    const to = direction === "up" ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= courts.length) return false;
    [courts[at], courts[to]] = [courts[to]!, courts[at]!];
    courts.forEach((court, i) =>
      getDb()
        .update(eventCourts)
        .set({ sortOrder: i + 1 })
        .where(eq(eventCourts.id, court.id))
        .run(),
    );
    return true;
  });
}

/** Removes a court no match names, with its hours. */
export function removeCourt(event: ScheduleEvent, courtId: number, actorId: number): { ok: true; name: string } | CourtRefusal {
  return writeTransaction(() => {
    const court = courtOf(event.id, courtId);
    if (!court) return { ok: false, error: "list.notFound" };
    const used = matchesOnCourt(event.id, court.name);
    if (used > 0) return { ok: false, error: message("eventPlan.courts.errors.inUse", { name: court.name, count: used }) };
    getDb().delete(courtHours).where(eq(courtHours.courtId, court.id)).run();
    getDb().delete(eventCourts).where(eq(eventCourts.id, court.id)).run();
    recordAudit({ userId: actorId, action: "delete", entity: "court", entityId: court.id, eventId: event.id, summary: court.name });
    return { ok: true, name: court.name };
  });
}

/** Hours as typed for one court on one day: both empty = closed. */
export type TypedHours = { courtId: number; day: string; opens: string; closes: string };

/**
 * Saves the hours of every court of the event on the days given, all or
 * nothing: both times empty closes the court that day; otherwise both must be
 * clock times, closing after opening. Errors are keyed by the typed field
 * (`opens.<court>.<day>`).
 */
export function saveCourtHours(event: ScheduleEvent, typed: readonly TypedHours[], actorId: number): { ok: true } | { ok: false; errors: Record<string, string> } {
  return writeTransaction(() => {
    const days = new Set(eventDays(event));
    const courts = new Map(planCourtFacts(event.id).map((court) => [court.id, court]));
    const errors: Record<string, string> = {};
    const rows: { courtId: number; day: string; hours: { opensAt: number; closesAt: number } | null }[] = [];
    for (const entry of typed) {
      if (!courts.has(entry.courtId) || !days.has(entry.day)) continue;
      const field = `${entry.courtId}.${entry.day}`;
      if (!entry.opens.trim() && !entry.closes.trim()) {
        rows.push({ courtId: entry.courtId, day: entry.day, hours: null });
        continue;
      }
      const opensAt = parseClock(entry.opens);
      const closesAt = parseClock(entry.closes);
      if (opensAt === null) errors[`opens.${field}`] = "scheduleAdmin.errors.time";
      if (closesAt === null) errors[`closes.${field}`] = "scheduleAdmin.errors.time";
      if (opensAt !== null && closesAt !== null && closesAt <= opensAt) errors[`closes.${field}`] = "eventPlan.hours.errors.closesBeforeOpens";
      if (opensAt !== null && closesAt !== null) rows.push({ courtId: entry.courtId, day: entry.day, hours: { opensAt, closesAt } });
    }
    if (Object.keys(errors).length) return { ok: false, errors };
    const db = getDb();
    const changed: string[] = [];
    for (const row of rows) {
      const before = courts.get(row.courtId)!.hours.find((h) => h.day === row.day) ?? null;
      if (before?.opensAt === row.hours?.opensAt && before?.closesAt === row.hours?.closesAt) continue;
      const where = and(eq(courtHours.courtId, row.courtId), eq(courtHours.day, row.day));
      if (!row.hours) db.delete(courtHours).where(where).run();
      else if (before) db.update(courtHours).set(row.hours).where(where).run();
      else
        db.insert(courtHours)
          .values({ courtId: row.courtId, day: row.day, ...row.hours })
          .run();
      const said = row.hours ? `${clockText(row.hours.opensAt)}–${clockText(row.hours.closesAt)}` : "closed";
      changed.push(`${courts.get(row.courtId)!.name} ${row.day} ${said}`);
    }
    if (changed.length) recordAudit({ userId: actorId, action: "update", entity: "court_hours", entityId: null, eventId: event.id, summary: changed.join("; ").slice(0, 500) });
    return { ok: true };
  });
}
