/**
 * Dates in the page's language and the event's time zone. Loaders format them,
 * so the server and the browser never disagree over a locale's details.
 */

export function formatTime(locale: string, date: Date, timeZone: string) {
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone }).format(date);
}

export function formatDate(locale: string, date: Date, timeZone: string) {
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone }).format(date);
}

export function formatDateTime(locale: string, date: Date, timeZone: string) {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone }).format(date);
}

/** "2 – 4 Agu 2025": the days an event runs. */
export function formatDateRange(locale: string, start: Date, end: Date, timeZone: string) {
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone }).formatRange(start, end);
}

/** A calendar day "YYYY-MM-DD" as "Sab, 2 Agu". */
export function formatDay(locale: string, day: string) {
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/** "5 menit yang lalu": how long ago, in the largest whole unit (seconds count as now). */
export function formatAgo(locale: string, date: Date, now: Date) {
  const elapsed = now.getTime() - date.getTime();
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, ms] of units) {
    if (Math.abs(elapsed) >= ms) return format.format(-Math.round(elapsed / ms), unit);
  }
  return format.format(0, "minute");
}
