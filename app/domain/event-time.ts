/**
 * Indonesia's three time zones have fixed offsets and no daylight saving, so
 * event-local wall-clock times convert to UTC by plain arithmetic.
 */
export const timezoneOffsetMinutes = {
  "Asia/Jakarta": 7 * 60,
  "Asia/Makassar": 8 * 60,
  "Asia/Jayapura": 9 * 60,
} as const;

export type IndonesianTimezone = keyof typeof timezoneOffsetMinutes;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** UTC instant of midnight, event-local, of the day `instant` falls on. */
export function localMidnight(instant: Date, timezone: IndonesianTimezone): Date {
  const offset = timezoneOffsetMinutes[timezone] * MINUTE;
  const local = instant.getTime() + offset;
  return new Date(local - (((local % DAY) + DAY) % DAY) - offset);
}

/** UTC instant of an event-local day (0-based from `firstDay`) and minute of that day. */
export function atLocalMinutes(firstDay: Date, day: number, minutes: number): Date {
  return new Date(firstDay.getTime() + day * DAY + minutes * MINUTE);
}

/** "YYYY-MM-DD" of the event-local day an instant falls on. */
export function localDateKey(instant: Date, timezone: IndonesianTimezone): string {
  return new Date(instant.getTime() + timezoneOffsetMinutes[timezone] * MINUTE).toISOString().slice(0, 10);
}
