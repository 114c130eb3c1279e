import { timezoneOffsetMinutes, type IndonesianTimezone } from "~/domain/event-time";

/**
 * The event form asks for dates and times as the organiser reads them on the
 * venue's clock (WIB, WITA or WIT); the database keeps UTC instants. Indonesia
 * has no daylight saving, so the fixed offsets of app/domain/event-time.ts
 * convert both ways exactly.
 */

export type LocalDateTime = { date: string; time: string };

const MINUTE = 60_000;

/** The UTC instant of "2025-11-22" "08:00" on the venue's clock; null for a date or time that does not exist. */
export function localToUtc(date: string, time: string, timezone: IndonesianTimezone): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const wallClock = new Date(Date.UTC(year, month - 1, dayOfMonth, hour, minute));
  // Date.UTC rolls 31 February over into March: such a date was never on the calendar.
  if (wallClock.getUTCFullYear() !== year || wallClock.getUTCMonth() !== month - 1 || wallClock.getUTCDate() !== dayOfMonth) return null;
  return new Date(wallClock.getTime() - timezoneOffsetMinutes[timezone] * MINUTE);
}

/** The venue's date ("YYYY-MM-DD") and time ("HH:MM") of a UTC instant, as the form's inputs read them. */
export function utcToLocal(instant: Date, timezone: IndonesianTimezone): LocalDateTime {
  const iso = new Date(instant.getTime() + timezoneOffsetMinutes[timezone] * MINUTE).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
