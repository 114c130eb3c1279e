import { defaultLanguage } from "~/i18n/languages";
import { remembered } from "./remembered";

/**
 * Dates and times of an event, shown in the event's own time zone whatever
 * the reader's device says. Labels are made on the server and sent as text,
 * so the browser never formats them again (its ICU data may differ from
 * Node's, which would break hydration).
 */

export type TimeLabel = {
  /** ISO 8601 UTC, for <time dateTime>. */
  iso: string;
  /** "Sabtu, 22 November 2025" */
  date: string;
  /** "08.00" (Indonesian) or "08:00" */
  time: string;
  /** "2025-11-22" in the event's zone: the day a match belongs to. */
  day: string;
};

/** Indonesian readers get Indonesian formatting; any other page language formats its own way. */
function intlLocale(language: string): string {
  return language === "id" ? "id-ID" : language;
}

/** Formatters are costly to build and never change: one set per language and zone, shared by every request. */
const formats = new Map<string, ReturnType<typeof buildEventDateFormat>>();

export function eventDateFormat(language: string, timeZone: string) {
  const key = `${language}\n${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = buildEventDateFormat(language, timeZone);
    formats.set(key, format);
  }
  return format;
}

function buildEventDateFormat(language: string, timeZone: string) {
  const locale = intlLocale(language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone });
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  const dayKey = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
  const offset = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
  const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  // Formatting is the costly part and a schedule repeats
  // the same few start times over hundreds of matches: each result is kept, shared by every
  // request, and never changed by its readers.
  const labels = remembered<number, TimeLabel>(5_000);
  const ranges = remembered<string, string>(5_000);
  const bounds = remembered<string, { start: Date; end: Date }>(5_000);
  return {
    label(instant: Date): TimeLabel {
      return labels(instant.getTime(), () => ({ iso: instant.toISOString(), date: date.format(instant), time: time.format(instant), day: dayKey.format(instant) }));
    },
    /** "2025-11-22": the event's day an instant belongs to. */
    day(instant: Date): string {
      return dayKey.format(instant);
    },
    /** "2025-11-22T14:00": an instant's day and minute in the event's zone, whatever the reader's language (for links). */
    minute(instant: Date): string {
      return `${dayKey.format(instant)}T${clock.format(instant)}`;
    },
    /** The instants an event's day ("2025-11-22") starts and ends (exclusive), from the zone's offset that day. */
    dayBounds(day: string): { start: Date; end: Date } {
      return bounds(day, () => {
        const midnightUtc = Date.parse(`${day}T00:00:00Z`);
        const name = offset.formatToParts(new Date(midnightUtc + 12 * 3_600_000)).find((part) => part.type === "timeZoneName")?.value ?? "GMT";
        const [, sign, hours, minutes] = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name) ?? [];
        const offsetMs = sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
        return { start: new Date(midnightUtc - offsetMs), end: new Date(midnightUtc - offsetMs + 24 * 3_600_000) };
      });
    },
    /** "22 Nov 2025": an instant's day, short. */
    shortDay(instant: Date): string {
      return shortDate.format(instant);
    },
    /** "22–24 Nov 2025": the days an event runs. */
    range(start: Date, end: Date): string {
      return ranges(`${start.getTime()}-${end.getTime()}`, () => shortDate.formatRange(start, end));
    },
  };
}

export type EventDateFormat = ReturnType<typeof eventDateFormat>;

/** Indonesia's zones as Indonesians write them after a time. */
const zoneNames: Record<string, string> = { "Asia/Jakarta": "WIB", "Asia/Makassar": "WITA", "Asia/Jayapura": "WIT" };

/** "WIB", "WITA" or "WIT" for an event's zone (any other zone by its name). */
export function zoneName(timeZone: string): string {
  return zoneNames[timeZone] ?? timeZone;
}

/** Per zone, the day it is there and the instants it starts and ends. */
const currentDays = new Map<string, { day: string; start: number; end: number }>();

/** The day it is now in a zone, with its bounds: worked out once per day and zone. */
function currentDay(timeZone: string, now: number): { day: string; start: number; end: number } {
  let current = currentDays.get(timeZone);
  if (!current || now < current.start || now >= current.end) {
    const format = eventDateFormat(defaultLanguage, timeZone);
    const day = format.day(new Date(now));
    const { start, end } = format.dayBounds(day);
    current = { day, start: start.getTime(), end: end.getTime() };
    currentDays.set(timeZone, current);
  }
  return current;
}

/**
 * Where the event's clock stands for its pages: the day it is where the event
 * is held ("2025-11-22": a long schedule opens on today), and, once one of
 * today's start times has been reached, the latest of them as minutes into
 * the day ("2025-11-22t840" from 14:00: today's schedule opens on the part
 * being played). Between two start times no page changes with the clock, so
 * pages can be kept and revalidated on this and the event's version alone.
 * Asked on every revalidation of an event page.
 */
export function eventMoment(timeZone: string, reachedStart: number | null, now = Date.now()): string {
  const { day, start } = currentDay(timeZone, now);
  return reachedStart === null || reachedStart < start ? day : `${day}t${Math.floor((reachedStart - start) / 60_000)}`;
}

/**
 * The moment an event's pages are kept and revalidated on: `eventMoment`, and
 * once an entry window has opened or closed, the latest such instant
 * ("2025-11-22t840w1764396000000"). A window opens and closes at its set time
 * without a write, so the version alone would keep a page saying entries are
 * open after they closed.
 */
export function pageMoment(event: { timezone: string; reachedStart: number | null; reachedBoundary: number | null }, now = Date.now()): string {
  const moment = eventMoment(event.timezone, event.reachedStart, now);
  return event.reachedBoundary === null ? moment : `${moment}w${event.reachedBoundary}`;
}
