import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { matches } from "#drizzle/schema";
import { now as clockNow } from "~/clock.server";
import { getDb, writeTransaction } from "~/db.server";
import type { PlanError } from "~/domain/planner/plan";
import type { Minute } from "~/domain/planner/time";
import { decidedStatuses } from "~/domain/standings";
import { previewStore } from "~/utils/preview-store.server";
import { recordAudit } from "../audit.server";
import type { ScheduleEvent } from "../competition/schedule.server";
import { clockText, venueClock } from "../competition/schedule-time.server";
import { eventClock, readEventFacts, type EventFacts } from "./event-facts.server";
import { eventPlanInput, fingerprintOf, type PlanScope } from "./plan-input.server";
import { planOnThread } from "./plan-thread.server";

/**
 * An event's plan: every unplayed match of the chosen categories placed by the
 * event planner on the chosen days, shown as a preview first and saved exactly
 * as shown (decision 0071). The preview is kept on the server under a random
 * id with a fingerprint of what it was made from; saving reads the event
 * again and is refused when anything the plan depends on changed since.
 */

export type EventPlanPreview = {
  eventId: number;
  fingerprint: string;
  scope: PlanScope;
  /** The planner's clock: minute 0 is midnight of this day. */
  firstDay: string;
  /** The minute the plan was made at on that clock: negative before the event's first day. */
  madeAt: Minute;
  placed: { matchId: number; court: string; start: Minute; end: Minute }[];
  unplaced: { matchId: number; error: PlanError }[];
  shortRest: { matchId: number; withId: number; playerId: number; restMinutes: number; askedMinutes: number }[];
  /** Group matches of withdrawn teams: saving takes them off the courts. */
  voided: number[];
  quality: { lastEnd: Minute | null; boundEnd: Minute; ratio: number };
};

const previews = previewStore<EventPlanPreview>("event-plans", { perUser: 3 });

export type PlanRefusal = "noDays" | "noCategories" | "nothingToPlan" | "busy" | "tooLarge" | "timeout" | "failed";

/** Why a scope cannot be planned, or null: its days must be the event's and its categories the event's. */
function scopeRefusal(facts: EventFacts, scope: PlanScope): PlanRefusal | null {
  const days = new Set(facts.days);
  const categories = new Set(facts.categories.map((category) => category.id));
  if (scope.days.length === 0 || scope.days.some((day) => !days.has(day))) return "noDays";
  if (scope.categoryIds.length === 0 || scope.categoryIds.some((id) => !categories.has(id))) return "noCategories";
  return null;
}

/** The scope in one order, so the same choice gives the same fingerprint. */
const tidy = (scope: PlanScope): PlanScope => ({ days: [...new Set(scope.days)].sort(), categoryIds: [...new Set(scope.categoryIds)].sort((a, b) => a - b) });

/** What a plan is made from, without the time: the facts the save must find unchanged. */
function fingerprint(facts: EventFacts, scope: PlanScope) {
  const made = eventPlanInput(facts, scope, null);
  return fingerprintOf(
    made.clock.firstDay,
    made.input,
    scope,
    made.voided.map((match) => match.id),
  );
}

/**
 * Plans the event on a thread and keeps the preview; answers its id. Nothing
 * is written. Refused when the scope is not the event's, when nothing is left
 * to place, and by the thread's limits (busy, too large, too long).
 */
export async function previewEventPlan(
  event: ScheduleEvent,
  chosen: PlanScope,
  owner: { userId: number; sessionId: string },
  now = clockNow(),
): Promise<{ ok: true; id: string } | { ok: false; error: PlanRefusal }> {
  const scope = tidy(chosen);
  const facts = readEventFacts(event);
  const refusal = scopeRefusal(facts, scope);
  if (refusal) return { ok: false, error: refusal };
  const made = eventPlanInput(facts, scope, now);
  if (made.plannable.size === 0 && made.voided.length === 0) return { ok: false, error: "nothingToPlan" };
  const run = await planOnThread(event.id, made.input);
  if (!run.ok) return { ok: false, error: run.reason };
  const idOf = Number;
  const preview: EventPlanPreview = {
    eventId: event.id,
    fingerprint: fingerprint(facts, scope),
    scope,
    firstDay: made.clock.firstDay,
    madeAt: made.clock.minuteOf(now),
    placed: run.result.slots.filter((slot) => made.plannable.has(slot.key)).map((slot) => ({ matchId: idOf(slot.key), court: slot.court, start: slot.start, end: slot.end })),
    unplaced: run.result.unplaced.filter((u) => made.plannable.has(u.key)).map((u) => ({ matchId: idOf(u.key), error: u.error })),
    shortRest: run.result.shortRest.map((s) => ({ matchId: idOf(s.key), withId: idOf(s.with), playerId: s.personId, restMinutes: s.restMinutes, askedMinutes: s.askedMinutes })),
    voided: made.voided.map((match) => match.id),
    quality: { lastEnd: run.quality.lastEnd, boundEnd: run.quality.bound.end, ratio: run.quality.ratio },
  };
  return { ok: true, id: previews.save({ ...preview, ...owner }) };
}

/** The preview of this id, made in this session for this event; null once saved, expired or someone else's. */
export function findEventPlanPreview(id: string | null | undefined, sessionId: string, eventId: number) {
  return previews.find(id, sessionId, (preview) => preview.eventId === eventId);
}

/** The first start a preview places, or null when it places nothing: once that is past, the preview is stale. */
export function firstStartOf(preview: Pick<EventPlanPreview, "placed">): Minute | null {
  return preview.placed.length ? Math.min(...preview.placed.map((slot) => slot.start)) : null;
}

export type PlanSaveOutcome = { ok: true; moved: number; cleared: number } | { ok: false; error: "missing" | "changed" | "stale" };

/**
 * Writes the preview exactly: each placed match to its court and start, each
 * match left unplaced and each void one off the courts (no court, no time).
 * In one write transaction that first reads the event again: when what the
 * plan was made from has changed (a result, a match moved or called, a team
 * withdrawn, a court's hours, a category's settings …) nothing is written.
 * Nor is it once the preview's first start has passed (`stale`): saving never
 * writes a start before the moment of saving, and a new preview plans from now.
 */
export function saveEventPlan(event: ScheduleEvent, id: string, sessionId: string, actorId: number, now = clockNow()): PlanSaveOutcome {
  return writeTransaction((): PlanSaveOutcome => {
    const preview = findEventPlanPreview(id, sessionId, event.id);
    if (!preview) return { ok: false, error: "missing" };
    const facts = readEventFacts(event);
    if (fingerprint(facts, preview.scope) !== preview.fingerprint) return { ok: false, error: "changed" };
    const clock = eventClock(event, facts.days);
    const first = firstStartOf(preview);
    if (first !== null && clock.instantOf(first).getTime() < now.getTime()) return { ok: false, error: "stale" };
    const byId = new Map(facts.matches.map((match) => [match.id, match]));
    const db = getDb();
    const where = (matchId: number) => and(eq(matches.id, matchId), notInArray(matches.status, ["live", ...decidedStatuses]));
    const said = (court: string | null, at: Date | null) => (at ? `${venueClock(at, event.timezone).day} ${clockText(venueClock(at, event.timezone).minutes)} ${court ?? "-"}` : "-");
    let moved = 0;
    for (const slot of preview.placed) {
      const match = byId.get(slot.matchId)!;
      const at = clock.instantOf(slot.start);
      if (match.court === slot.court && match.scheduledAt?.getTime() === at.getTime()) continue;
      db.update(matches)
        .set({ court: slot.court, scheduledAt: at, version: sql`${matches.version} + 1` })
        .where(where(match.id))
        .run();
      recordAudit({
        userId: actorId,
        action: "update",
        entity: "schedule",
        entityId: match.id,
        eventId: event.id,
        summary: `${match.code}: ${said(match.court, match.scheduledAt)} → ${said(slot.court, at)} (event plan)`,
        changes: { scheduledAt: { from: match.scheduledAt, to: at }, court: { from: match.court, to: slot.court } },
      });
      moved++;
    }
    const offCourts = [...preview.unplaced.map((u) => u.matchId), ...preview.voided].filter((matchId) => {
      const match = byId.get(matchId)!;
      return match.court !== null || match.scheduledAt !== null;
    });
    for (const matchId of offCourts) {
      const match = byId.get(matchId)!;
      db.update(matches)
        .set({ court: null, scheduledAt: null, version: sql`${matches.version} + 1` })
        .where(where(matchId))
        .run();
      recordAudit({
        userId: actorId,
        action: "update",
        entity: "schedule",
        entityId: matchId,
        eventId: event.id,
        summary: `${match.code}: ${said(match.court, match.scheduledAt)} → - (event plan)`,
        changes: { scheduledAt: { from: match.scheduledAt, to: null }, court: { from: match.court, to: null } },
      });
    }
    previews.drop(id);
    return { ok: true, moved, cleared: offCourts.length };
  });
}

/** The event's matches put on their court and time by hand, not yet played: the planner leaves them where they are. */
export function handPlacedMatches(eventId: number) {
  return getDb()
    .select({ id: matches.id, code: matches.code, court: matches.court, scheduledAt: matches.scheduledAt, eventCategoryId: matches.eventCategoryId, version: matches.version })
    .from(matches)
    .where(and(eq(matches.eventId, eventId), eq(matches.placedByHand, true), notInArray(matches.status, ["live", ...decidedStatuses])))
    .orderBy(matches.scheduledAt, matches.id)
    .all();
}

/** Gives matches placed by hand back to the planner: planning again may move them. Answers those released. */
export function releaseMatch(eventId: number, matchIds: readonly number[], actorId: number): { id: number; code: string }[] {
  return writeTransaction(() => {
    const rows = getDb()
      .select({ id: matches.id, code: matches.code })
      .from(matches)
      .where(and(eq(matches.eventId, eventId), eq(matches.placedByHand, true), inArray(matches.id, [...matchIds])))
      .all();
    for (const row of rows) {
      getDb()
        .update(matches)
        .set({ placedByHand: false, version: sql`${matches.version} + 1` })
        .where(eq(matches.id, row.id))
        .run();
      recordAudit({
        userId: actorId,
        action: "update",
        entity: "schedule",
        entityId: row.id,
        eventId,
        summary: `${row.code}: given back to the planner`,
        changes: { placedByHand: { from: true, to: false } },
      });
    }
    return rows;
  });
}
