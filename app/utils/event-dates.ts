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
export function intlLocale(language: string): string {
  return language === "id" ? "id-ID" : language;
}

export function eventDateFormat(language: string, timeZone: string) {
  const locale = intlLocale(language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone });
  const shortDate = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  const dayKey = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
  return {
    label(instant: Date): TimeLabel {
      return { iso: instant.toISOString(), date: date.format(instant), time: time.format(instant), day: dayKey.format(instant) };
    },
    /** "22–24 Nov 2025": the days an event runs. */
    range(start: Date, end: Date): string {
      return shortDate.formatRange(start, end);
    },
  };
}

export type EventDateFormat = ReturnType<typeof eventDateFormat>;
