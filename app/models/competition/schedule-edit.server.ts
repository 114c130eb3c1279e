import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { matches, matchSets, teams, type MatchStatus } from "#drizzle/schema";
import { countRows, getDb, writeTransaction } from "~/db.server";
import { findClash, shiftMatches } from "~/domain/schedule";
import type { EventDateFormat } from "~/utils/event-dates";
import { recordAudit } from "../audit.server";
import { refreshExpectedStarts } from "../desk/expected-starts.server";
import { findEventById } from "../events/event.server";
import { groupMembers } from "./group.server";
import { fillQualifiedPlaces } from "./match-result.server";
import { clashMessage, eventBookings, teamNames, unplayedStatuses, type BookedMatch, type ScheduleEvent } from "./schedule.server";
import { message } from "./schedule-scope.server";
import { clockText, dayNumber, eventDays, parseClock, venueClock, venueInstant } from "./schedule-time.server";
import { findRoundCategory } from "../formats/round-play.server";

export type ScheduleMatchRow = typeof matches.$inferSelect;

/** Whether a match's teams may still change: nothing of it has been played. */
export function teamsChangeable(match: ScheduleMatchRow) {
  // A round's sides are the format's rules' (no rematch, partners in turn): staff change them by discarding or a withdrawal on the rounds page.
  const ofRound = match.groupId === null && match.bracket === null && findRoundCategory(match.eventCategoryId) !== null;
  return !ofRound && (unplayedStatuses as readonly string[]).includes(match.status) && countRows(getDb(), matchSets, eq(matchSets.matchId, match.id)) === 0;
}

/** A match with its event; access is the caller's to check. */
export function findScheduleMatch(id: number) {
  const match = getDb().select().from(matches).where(eq(matches.id, id)).get();
  const event = match ? findEventById(match.eventId) : null;
  return match && event ? { match, event } : null;
}

/** The teams a match may be given: its group's (group stage) or its category's, withdrawn ones left out. */
export function teamChoices(match: ScheduleMatchRow) {
  if (match.groupId !== null) {
    return groupMembers(match.groupId)
      .filter((member) => member.status !== "withdrawn")
      .map((member) => ({ id: member.teamId, name: member.name }));
  }
  return getDb()
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.eventCategoryId, match.eventCategoryId), ne(teams.status, "withdrawn")))
    .orderBy(asc(teams.name))
    .all();
}

export type MoveInput = {
  day: string;
  time: string;
  court: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
  matchMinutes: number;
};

export type EditRefusal = { ok: false; reason: "missing" } | { ok: false; reason: "conflict"; version: number } | { ok: false; reason: "invalid"; field: keyof MoveInput | null; error: string };

const invalid = (field: keyof MoveInput | null, error: string): EditRefusal => ({ ok: false, reason: "invalid", field, error });

/**
 * Moves one match to another time and court, and (before anything is
 * played) gives it other teams. Refused when someone changed the match since
 * the form was read, or when it would double-book a team or a court: the
 * message names the match already there.
 */
export function moveMatch(matchId: number, input: MoveInput, actor: { userId: number; expectedVersion: number }, dates: EventDateFormat) {
  return writeTransaction((): { ok: true; code: string } | EditRefusal => {
    const found = findScheduleMatch(matchId);
    if (!found) return { ok: false, reason: "missing" };
    const { match, event } = found;
    if (match.version !== actor.expectedVersion) return { ok: false, reason: "conflict", version: match.version };
    if (!eventDays(event).includes(input.day)) return invalid("day", "scheduleAdmin.errors.dayRequired");
    const minutes = parseClock(input.time);
    if (minutes === null) return invalid("time", "scheduleAdmin.errors.time");
    const court = input.court.trim();
    if (!court) return invalid("court", "validation.required");

    const teamsChanged = input.homeTeamId !== match.homeTeamId || input.awayTeamId !== match.awayTeamId;
    if (teamsChanged) {
      if (!teamsChangeable(match)) return invalid("homeTeamId", "scheduleAdmin.errors.teamsLocked");
      const allowed = new Set(teamChoices(match).map((team) => team.id));
      const chosen = [input.homeTeamId, input.awayTeamId];
      if (match.stage === "group" && chosen.some((id) => id === null)) return invalid("homeTeamId", "scheduleAdmin.errors.teamsRequired");
      if (chosen.some((id) => id !== null && !allowed.has(id))) return invalid("homeTeamId", "scheduleAdmin.errors.teamNotAllowed");
      if (input.homeTeamId !== null && input.homeTeamId === input.awayTeamId) return invalid("awayTeamId", "scheduleAdmin.errors.sameTeam");
    }

    const at = venueInstant(input.day, minutes, event.timezone);
    const existing = eventBookings(event, input.matchMinutes, ne(matches.id, match.id));
    const clash = findClash(existing, {
      key: String(match.id),
      home: input.homeTeamId,
      away: input.awayTeamId,
      court,
      day: dayNumber(input.day),
      startMinutes: minutes,
      matchMinutes: input.matchMinutes,
    });
    const other = clash ? existing.find((b) => b.key === clash.key) : undefined;
    if (clash && other) return invalid(null, clashMessage(clash, other, dates));

    const version = match.version + 1;
    // Put somewhere by hand: planning the event again leaves it there (until it is given back to the planner).
    const moved = match.court !== court || match.scheduledAt?.getTime() !== at.getTime();
    const placedByHand = moved || match.placedByHand;
    // A match moved by hand before it starts is no longer where the desk called it.
    const uncalled = match.status === "scheduled" ? { calledAt: null, calledCourt: null } : {};
    getDb()
      .update(matches)
      .set({ scheduledAt: at, court, homeTeamId: input.homeTeamId, awayTeamId: input.awayTeamId, version, placedByHand, ...uncalled })
      .where(eq(matches.id, match.id))
      .run();
    refreshExpectedStarts(event.id);
    const was = match.scheduledAt ? venueClock(match.scheduledAt, event.timezone) : null;
    const names = teamNames([match.homeTeamId, match.awayTeamId, input.homeTeamId, input.awayTeamId]);
    recordAudit({
      userId: actor.userId,
      action: "update",
      entity: "schedule",
      entityId: match.id,
      eventId: event.id,
      summary: `${match.code}: ${was ? `${was.day} ${clockText(was.minutes)}` : "-"} ${match.court ?? "-"} → ${input.day} ${clockText(minutes)} ${court}`,
      changes: {
        scheduledAt: { from: match.scheduledAt, to: at },
        court: { from: match.court, to: court },
        ...(placedByHand !== match.placedByHand ? { placedByHand: { from: match.placedByHand, to: placedByHand } } : {}),
        ...(teamsChanged
          ? { teams: { from: [match.homeTeamId, match.awayTeamId].map((id) => (id ? names.get(id) : null)), to: [input.homeTeamId, input.awayTeamId].map((id) => (id ? names.get(id) : null)) } }
          : {}),
      },
    });
    return { ok: true, code: match.code };
  });
}

/** Which status a match may be set to on the schedule, from which. Scores stay as they are. */
const transitions: Record<"postponed" | "cancelled" | "scheduled", readonly MatchStatus[]> = {
  postponed: ["scheduled", "live"],
  cancelled: ["scheduled", "postponed"],
  scheduled: ["postponed", "cancelled"],
};

export type ScheduleStatus = keyof typeof transitions;

/**
 * Postpones, cancels or reinstates a match, with the same version check as a
 * score. Only a group match can be cancelled (a bracket needs a winner: that
 * is a walkover); a cancelled group match counts as settled in the table.
 */
export function setMatchStatus(matchId: number, status: ScheduleStatus, actor: { userId: number; expectedVersion: number }) {
  return writeTransaction((): { ok: true; code: string } | EditRefusal => {
    const found = findScheduleMatch(matchId);
    if (!found) return { ok: false, reason: "missing" };
    const { match } = found;
    if (match.version !== actor.expectedVersion) return { ok: false, reason: "conflict", version: match.version };
    if (status === "cancelled" && match.stage !== "group") return invalid(null, "scheduleAdmin.errors.cancelKnockout");
    if (!transitions[status].includes(match.status)) return invalid(null, message("scheduleAdmin.errors.statusFrom", { code: match.code }));
    getDb()
      .update(matches)
      // A match put off or called off is on no court: a call it had is over; one put back waits to be called again.
      .set({ status, version: match.version + 1, calledAt: null, calledCourt: null })
      .where(eq(matches.id, match.id))
      .run();
    if (match.groupId !== null) fillQualifiedPlaces(match.eventId, match.groupId);
    refreshExpectedStarts(match.eventId);
    recordAudit({
      userId: actor.userId,
      action: "status",
      entity: "schedule",
      entityId: match.id,
      eventId: match.eventId,
      summary: `${match.code}: ${match.status} → ${status}`,
      changes: { status: { from: match.status, to: status } },
    });
    return { ok: true, code: match.code };
  });
}

export type ShiftInput = { day: string; court: string | null; after: string; byMinutes: number; matchMinutes: number };

/**
 * Moves every match not yet played on a day (on one court, or all) that
 * starts at or after a time by some minutes: "everything on Court 3 after
 * 14.00 moves 30 minutes later". Refused as a whole, with the clash named,
 * when one of them would double-book a team or a court.
 */
export function shiftSchedule(event: ScheduleEvent, input: ShiftInput, actorId: number, dates: EventDateFormat) {
  return writeTransaction((): { ok: true; moved: number } | { ok: false; error: string } => {
    const afterMinutes = parseClock(input.after);
    if (afterMinutes === null) return { ok: false, error: "scheduleAdmin.errors.time" };
    if (!eventDays(event).includes(input.day)) return { ok: false, error: "scheduleAdmin.errors.dayRequired" };
    const waiting = eventBookings(event, input.matchMinutes, inArray(matches.status, ["scheduled", "postponed"]));
    const played = eventBookings(event, input.matchMinutes, notInArray(matches.status, [...unplayedStatuses]));
    const byKey = new Map<string, BookedMatch>([...waiting, ...played].map((b) => [b.key, b]));
    const day = dayNumber(input.day);
    const result = shiftMatches(waiting, { court: input.court ?? undefined, day, afterMinutes, byMinutes: input.byMinutes });
    if (!result.ok) {
      const { error } = result;
      const moved = byKey.get(error.params.key)!;
      if (error.code === "schedule.outsideDay") return { ok: false, error: message("scheduleAdmin.errors.outsideDay", { code: moved.code }) };
      const other = byKey.get(error.params.with)!;
      const clash =
        error.code === "schedule.teamClash" ? { kind: "team" as const, key: other.key, teamId: error.params.teamId } : { kind: "court" as const, key: other.key, court: error.params.court };
      return { ok: false, error: clashMessage(clash, other, dates, moved.code) };
    }
    if (result.moves.length === 0) return { ok: false, error: "scheduleAdmin.errors.nothingToShift" };
    for (const move of result.moves) {
      const booking = { ...byKey.get(move.key)!, startMinutes: move.startMinutes };
      const clash = findClash(played, booking);
      const other = clash ? byKey.get(clash.key) : undefined;
      if (clash && other) return { ok: false, error: clashMessage(clash, other, dates, booking.code) };
    }
    const db = getDb();
    for (const move of result.moves) {
      const booking = byKey.get(move.key)!;
      const at = venueInstant(input.day, move.startMinutes, event.timezone);
      db.update(matches)
        .set({ scheduledAt: at, version: sql`${matches.version} + 1` })
        .where(eq(matches.id, booking.id))
        .run();
      recordAudit({
        userId: actorId,
        action: "update",
        entity: "schedule",
        entityId: booking.id,
        eventId: event.id,
        summary: `${booking.code}: ${input.day} ${clockText(booking.startMinutes)} → ${clockText(move.startMinutes)} ${booking.court}`,
        changes: { scheduledAt: { from: booking.at, to: at } },
      });
    }
    refreshExpectedStarts(event.id);
    return { ok: true, moved: result.moves.length };
  });
}
