import { and, desc, eq } from "drizzle-orm";
import { auditLog, matches } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { courtsLongEnough, deskQueue, freeCourts } from "~/domain/planner/desk";
import { now as clockNow } from "~/clock.server";
import type { EventDateFormat } from "~/utils/event-dates";
import { log } from "~/utils/logger.server";
import { recordAudit } from "../audit.server";
import { describeWaits, type DeskWait } from "./desk.server";
import { readEventDay } from "./event-day.server";
import { refreshExpectedStarts } from "./expected-starts.server";
import { announceCalled } from "~/models/notices/match-notices.server";

/**
 * The desk calls a match to a free court (docs/design.md §7.12): the match
 * goes to that court, whichever it was planned on, and is on it from the call
 * until it is over; its court's scorer link opens it first, the public pages
 * say "called to Court 3". A call can be taken back until the match starts.
 */

export type MatchCall = { eventId: number; matchId: number; code: string; court: string; calledAt: Date };

export type CallRefusal =
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "conflict"; version: number }
  /** Started, over, put off or already called. */
  | { ok: false; reason: "notWaiting"; code: string }
  | { ok: false; reason: "blocked"; code: string; waits: DeskWait[] }
  | { ok: false; reason: "courtNotFree"; code: string; court: string }
  /** The court closes before the match could end. */
  | { ok: false; reason: "closesFirst"; code: string; court: string };

export type CallOutcome = { ok: true; call: MatchCall } | CallRefusal;

type Caller = { userId: number; expectedVersion: number };

/**
 * Calls a match to a court, when the desk would: it is waiting, nothing holds
 * it back (both sides known, every player off court, rested and checked in
 * where asked) and the court is open with nothing on it, long enough for the
 * match to end before it closes. The match's version
 * is checked as for every edit (decision 0029); the expected starts of the
 * day are worked out again in the same write.
 */
export function callMatch(eventId: number, input: { matchId: number; court: string }, caller: Caller, dates: EventDateFormat): CallOutcome {
  const outcome = writeTransaction((): CallOutcome => {
    const match = eventMatch(eventId, input.matchId);
    if (!match) return { ok: false, reason: "missing" };
    if (match.version !== caller.expectedVersion) return { ok: false, reason: "conflict", version: match.version };
    if (match.status !== "scheduled" || match.calledAt !== null) return { ok: false, reason: "notWaiting", code: match.code };
    const day = readEventDay(eventId)!;
    const now = clockNow();
    const minute = day.minuteOf(now);
    const entry = deskQueue(day.desk, minute).find((queued) => queued.key === String(match.id));
    if (!entry) return { ok: false, reason: "notWaiting", code: match.code };
    if (entry.blockers.length > 0) return { ok: false, reason: "blocked", code: match.code, waits: describeWaits(day, entry.blockers, dates) };
    const free = freeCourts(day.desk, minute);
    if (!free.some((court) => court.court === input.court)) return { ok: false, reason: "courtNotFree", code: match.code, court: input.court };
    const minutes = day.matches.get(String(match.id))?.minutes ?? 0;
    if (!courtsLongEnough(free, minute, minutes).some((court) => court.court === input.court)) return { ok: false, reason: "closesFirst", code: match.code, court: input.court };

    getDb()
      .update(matches)
      .set({ calledAt: now, calledCourt: input.court, court: input.court, expectedAt: null, version: match.version + 1 })
      .where(eq(matches.id, match.id))
      .run();
    refreshExpectedStarts(eventId, { now });
    recordAudit({
      userId: caller.userId,
      action: "call",
      entity: "schedule",
      entityId: match.id,
      eventId,
      summary: `${match.code}: called to ${input.court}`,
      changes: { court: { from: match.court, to: input.court }, calledAt: { from: null, to: now } },
    });
    return { ok: true, call: { eventId, matchId: match.id, code: match.code, court: input.court, calledAt: now } };
  });
  if (outcome.ok) announceMatchCalled(outcome.call);
  return outcome;
}

/**
 * What is told of a call once it is committed: the followers' and entrants' browsers by Web Push (§7.13), which never
 * undoes the call; the live pages hear of it by the event's version, which the write raised.
 */
function announceMatchCalled(call: MatchCall) {
  log.info("match called", { eventId: call.eventId, matchId: call.matchId, code: call.code, court: call.court });
  announceCalled(call.matchId);
}

export type TakeBackOutcome =
  { ok: true; code: string; court: string } | { ok: false; reason: "missing" } | { ok: false; reason: "conflict"; version: number } | { ok: false; reason: "notCalled"; code: string };

/**
 * Takes a call back before the match starts: the match waits again, on the
 * court it had before the call (the call's history entry keeps it).
 */
export function takeBackCall(eventId: number, matchId: number, caller: Caller): TakeBackOutcome {
  return writeTransaction((): TakeBackOutcome => {
    const match = eventMatch(eventId, matchId);
    if (!match) return { ok: false, reason: "missing" };
    if (match.version !== caller.expectedVersion) return { ok: false, reason: "conflict", version: match.version };
    if (match.status !== "scheduled" || match.calledAt === null) return { ok: false, reason: "notCalled", code: match.code };
    const court = courtBeforeCall(match.id) ?? match.court;
    const now = clockNow();
    getDb()
      .update(matches)
      .set({ calledAt: null, calledCourt: null, court, version: match.version + 1 })
      .where(eq(matches.id, match.id))
      .run();
    refreshExpectedStarts(eventId, { now });
    recordAudit({
      userId: caller.userId,
      action: "uncall",
      entity: "schedule",
      entityId: match.id,
      eventId,
      summary: `${match.code}: call to ${match.calledCourt} taken back`,
      changes: { court: { from: match.court, to: court }, calledAt: { from: match.calledAt, to: null } },
    });
    return { ok: true, code: match.code, court: match.calledCourt ?? "" };
  });
}

function eventMatch(eventId: number, matchId: number) {
  return getDb()
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), eq(matches.eventId, eventId)))
    .get();
}

/** The court a match had before its latest call, as the call's history entry recorded it. */
function courtBeforeCall(matchId: number): string | null {
  const entry = getDb()
    .select({ changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, "schedule"), eq(auditLog.action, "call"), eq(auditLog.entityId, matchId)))
    .orderBy(desc(auditLog.id))
    .limit(1)
    .get();
  const from = entry?.changes?.court?.from;
  return typeof from === "string" && from.trim() !== "" ? from : null;
}
