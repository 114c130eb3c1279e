import type { TFunction } from "i18next";
import { entryWindowsOfEvent } from "~/models/entries/entry-window.server";
import { categoryLabel } from "~/models/events/team-category.server";
import { eventDateFormat } from "~/utils/event-dates";
import type { EntriesNoticeData } from "~/components/public/entries-notice";
import { now as clockNow } from "~/clock.server";

/**
 * What the event's public pages say of its entry windows: each category open
 * for entries with its closing time and the form's link, each about to open
 * with its opening time, and the public entry list's link when a window shows
 * it. Read on every render, not kept per version: a window opens and closes
 * by the clock, which the page's moment follows (pageMoment).
 */
export function entriesNotice(event: { id: number; slug: string; timezone: string }, t: TFunction, language: string, now = clockNow()): EntriesNoticeData {
  const dates = eventDateFormat(language, event.timezone);
  const when = (instant: Date) => `${dates.label(instant).date} ${dates.label(instant).time}`;
  const windows = entryWindowsOfEvent(event.id, now);
  return {
    items: windows
      .filter((entry) => entry.state !== "closed")
      .map((entry) => ({
        categoryId: entry.category.id,
        label: categoryLabel(entry.category, t),
        open: entry.state === "open",
        date: when(entry.state === "open" ? entry.window.closesAt : entry.window.opensAt),
        formHref: `/live-event/entry/${event.slug}?category=${entry.category.id}`,
      })),
    listHref: windows.some((entry) => entry.window.publicList) ? `/live-event/entries/${event.slug}` : null,
  };
}
