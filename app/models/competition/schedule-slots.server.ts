import { findClash, scheduleMatches, type Booking, type ScheduleMatch } from "~/domain/schedule";
import type { EventDateFormat } from "~/utils/event-dates";
import { clashMessage, eventBookings, type ScheduleEvent } from "./schedule.server";
import { message } from "./schedule-scope.server";
import { dayNumber, eventDays, venueInstant } from "./schedule-time.server";

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

/**
 * Places matches on the chosen days, hours and courts (app/domain/schedule),
 * then turns each slot into its UTC instant on the venue's clock.
 */
export function placeMatches(event: ScheduleEvent, settings: SlotSettings, matches: readonly ScheduleMatch[]) {
  const days = [...settings.days].sort();
  const result = scheduleMatches({
    matches,
    days: days.length,
    dayStartMinutes: settings.startMinutes,
    dayEndMinutes: settings.endMinutes,
    matchMinutes: settings.matchMinutes,
    courts: settings.courts,
    minRestSlots: settings.minRestSlots,
  });
  const slots = new Map(
    result.slots.map((slot) => {
      const day = days[slot.day]!;
      return [slot.key, { day, startMinutes: slot.startMinutes, court: slot.court, at: venueInstant(day, slot.startMinutes, event.timezone) }] as const;
    }),
  );
  return { slots, unplaced: result.unplaced, relaxedRest: result.relaxedRest };
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
