import { remembered } from "~/utils/remembered";

/**
 * Dates in the page's language and the event's time zone. Loaders format them,
 * so the server and the browser never disagree over a locale's details.
 *
 * A formatter costs far more to make than to use (the dashboard made two per
 * match card): one is kept per kind, language and zone, and shared by every
 * request.
 */
const formatters = remembered<string, Intl.DateTimeFormat>(256);

function formatter(kind: string, locale: string, options: Intl.DateTimeFormatOptions) {
  return formatters(`${kind}\n${locale}\n${options.timeZone}`, () => new Intl.DateTimeFormat(locale, options));
}

export function formatTime(locale: string, date: Date, timeZone: string) {
  return formatter("time", locale, { hour: "2-digit", minute: "2-digit", timeZone }).format(date);
}

export function formatDate(locale: string, date: Date, timeZone: string) {
  return formatter("date", locale, { weekday: "short", day: "numeric", month: "short", timeZone }).format(date);
}

/** "2 – 4 Agu 2025": the days an event runs. */
export function formatDateRange(locale: string, start: Date, end: Date, timeZone: string) {
  return formatter("range", locale, { day: "numeric", month: "short", year: "numeric", timeZone }).formatRange(start, end);
}

/** A calendar day "YYYY-MM-DD" as "Sab, 2 Agu". */
export function formatDay(locale: string, day: string) {
  return formatter("day", locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

const relativeFormats = remembered<string, Intl.RelativeTimeFormat>(64);

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/** "5 menit yang lalu": how long ago, in the largest whole unit (seconds count as now). */
export function formatAgo(locale: string, date: Date, now: Date) {
  const elapsed = now.getTime() - date.getTime();
  const format = relativeFormats(locale, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));
  for (const [unit, ms] of units) {
    if (Math.abs(elapsed) >= ms) return format.format(-Math.round(elapsed / ms), unit);
  }
  return format.format(0, "minute");
}
