import { findClash, type Booking } from "~/domain/schedule";
import type { EventDateFormat } from "~/utils/event-dates";
import { clashMessage, eventBookings, type ScheduleEvent } from "./schedule.server";
import { message } from "./schedule-scope.server";
import { dayNumber, eventDays } from "./schedule-time.server";
import { readEventFacts } from "../planning/event-facts.server";
import { categoryPlanInput, dayAndMinutes, fingerprintOf, type NewFixture } from "../planning/plan-input.server";
import { planOnThread } from "../planning/plan-thread.server";

/** What staff choose when the schedule is drawn up: days of the event, the day's hours, match length, courts, rest. */
export type SlotSettings = {
  /** "YYYY-MM-DD" on the venue's calendar. */
  days: string[];
  startMinutes: number;
  endMinutes: number;
  matchMinutes: number;
  courts: string[];
  /** Empty slots a team gets between two of its matches on one day, where courts allow. */
  minRestSlots: number;
};

/** A match the schedule will hold, placed or not. */
export type PlannedMatch = {
  key: string;
  code: string;
  round: number;
  homeTeamId: number | null;
  awayTeamId: number | null;
  day: string | null;
  startMinutes: number | null;
  court: string | null;
  at: Date | null;
};

/** Courts as staff type them: comma or line separated, trimmed, each once. */
export function readCourts(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,\n\r]+/)
    .map((court) => court.trim().replace(/\s+/g, " "))
    .filter((court) => {
      const key = court.toLowerCase();
      if (!court || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Why these settings cannot hold a schedule (messages), empty when they can. */
export function checkSlotSettings(event: ScheduleEvent, settings: SlotSettings): string[] {
  const problems: string[] = [];
  const allowed = new Set(eventDays(event));
  if (settings.days.length === 0) problems.push("scheduleAdmin.errors.noDays");
  for (const day of settings.days) if (!allowed.has(day)) problems.push(message("scheduleAdmin.errors.dayOutside", { day }));
  if (settings.courts.length === 0) problems.push("scheduleAdmin.errors.noCourts");
  if (settings.endMinutes - settings.startMinutes < settings.matchMinutes) problems.push("scheduleAdmin.errors.dayTooShort");
  return problems;
}

/** A new match's slot on the venue's clock. */
export type NewSlot = { day: string; startMinutes: number; court: string; at: Date };

/**
 * One category's new matches among everything already on the event's
 * schedule (decision 0071): the planner's input made from the event as it is
 * now, and its fingerprint, which the save compares to see nothing changed
 * since the plan was made.
 */
export function categoryPlacement(event: ScheduleEvent, categoryId: number, fixtures: readonly NewFixture[], settings: SlotSettings) {
  const made = categoryPlanInput(readEventFacts(event), categoryId, fixtures, { ...settings, days: [...settings.days].sort() });
  return { ...made, fingerprint: fingerprintOf(made.clock.firstDay, made.input) };
}

export type Placement = { slots: Map<string, NewSlot>; unplaced: string[]; relaxedRest: string[] };

/**
 * Places a category's new matches with the event planner, on a thread: no
 * court or player shared with a match already on the schedule, each player's
 * rest as the categories ask, rounds and feeders in order. Matches no time is
 * left for are unplaced; those given less rest are named (both matches of a
 * pair that is new). A refusal of the thread (busy, too large, too long) is a
 * message.
 */
export async function placeOnThread(event: ScheduleEvent, placement: ReturnType<typeof categoryPlacement>): Promise<({ ok: true } & Placement) | { ok: false; problem: string }> {
  const run = await planOnThread(event.id, placement.input);
  if (!run.ok) return { ok: false, problem: `eventPlan.errors.${run.reason}` };
  const fresh = new Set(placement.input.matches.filter((match) => !match.fixed).map((match) => match.key));
  const slots = new Map<string, NewSlot>();
  for (const slot of run.result.slots) {
    if (!fresh.has(slot.key)) continue;
    const { day, minutes } = dayAndMinutes(placement.clock, slot.start);
    slots.set(slot.key, { day, startMinutes: minutes, court: slot.court, at: placement.clock.instantOf(slot.start) });
  }
  const relaxed = new Set(run.result.shortRest.flatMap((short) => [short.key, short.with]).filter((key) => fresh.has(key)));
  return { ok: true, slots, unplaced: run.result.unplaced.map((u) => u.key).filter((key) => fresh.has(key)), relaxedRest: [...relaxed] };
}

const asBooking = (match: PlannedMatch, matchMinutes: number): Booking | null =>
  match.day === null || match.startMinutes === null || match.court === null
    ? null
    : { key: `new:${match.key}`, home: match.homeTeamId, away: match.awayTeamId, court: match.court, day: dayNumber(match.day), startMinutes: match.startMinutes, matchMinutes };

/**
 * Planned matches that would share a court or a team with a match already on
 * the event's schedule, or (entered by hand) with each other, named as staff
 * read them.
 */
export function plannedClashes(event: ScheduleEvent, planned: readonly PlannedMatch[], matchMinutes: number, dates: EventDateFormat): string[] {
  const existing = eventBookings(event, matchMinutes);
  const byKey = new Map<string, { code: string; court: string; at: Date }>(existing.map((b) => [b.key, b]));
  const booked: Booking[] = [...existing];
  const problems: string[] = [];
  for (const match of planned) {
    const booking = asBooking(match, matchMinutes);
    if (!booking) continue;
    const clash = findClash(booked, booking);
    const other = clash ? byKey.get(clash.key) : undefined;
    if (clash && other) problems.push(clashMessage(clash, other, dates, match.code));
    booked.push(booking);
    byKey.set(booking.key, { code: match.code, court: match.court!, at: match.at! });
  }
  return problems;
}
