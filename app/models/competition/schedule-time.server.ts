import { localDateKey, timezoneOffsetMinutes, type IndonesianTimezone } from "~/domain/event-time";

/**
 * Staff type dates and clock times as the venue reads them (WIB, WITA, WIT);
 * the database keeps UTC instants. Indonesia has fixed offsets and no daylight
 * saving, so both ways are plain arithmetic. A day is named by its
 * "YYYY-MM-DD" key on the venue's calendar.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** An event longer than this is a typo, not a tournament: its day list stops here. */
const MAX_EVENT_DAYS = 60;

/** The venue's calendar days an event runs on, first to last. */
export function eventDays(event: { startsAt: Date; endsAt: Date; timezone: IndonesianTimezone }): string[] {
  const first = dayNumber(localDateKey(event.startsAt, event.timezone));
  const last = dayNumber(localDateKey(event.endsAt, event.timezone));
  const days: string[] = [];
  for (let day = first; day <= last && days.length < MAX_EVENT_DAYS; day++) days.push(new Date(day * DAY).toISOString().slice(0, 10));
  return days;
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" key: the same number for every match of one venue day. */
export function dayNumber(key: string): number {
  return Math.floor(Date.parse(`${key}T00:00:00Z`) / DAY);
}

/** "08:30" → 510; null for anything that is not a clock time. */
export function parseClock(text: string): number | null {
  const clock = /^(\d{1,2})[.:](\d{2})$/.exec(text.trim());
  if (!clock) return null;
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
}

/** 510 → "08:30", as a time input reads it. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The UTC instant of a venue day and minute of that day. */
export function venueInstant(day: string, minutes: number, timezone: IndonesianTimezone): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (minutes - timezoneOffsetMinutes[timezone]) * MINUTE);
}

/** The venue day and minute of the day of a UTC instant. */
export function venueClock(instant: Date, timezone: IndonesianTimezone): { day: string; minutes: number } {
  const local = instant.getTime() + timezoneOffsetMinutes[timezone] * MINUTE;
  const day = new Date(local).toISOString().slice(0, 10);
  return { day, minutes: Math.round((local - Date.parse(`${day}T00:00:00Z`)) / MINUTE) };
}
