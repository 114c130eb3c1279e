import { z } from "zod";
import { categoryLabel, matchTitle, stageLabel } from "~/components/public/labels";
import { eventLinks } from "~/components/public/links";
import { getLocale, translator } from "~/i18n/i18next.server";
import { findCalendarMatches } from "~/models/public/public-matches.server";
import { eventDateFormat } from "~/utils/event-dates";
import { buildCalendar, type CalendarEntry } from "~/utils/ics.server";
import { requirePublicEvent } from "./public-event.server";
import { publicOrigin } from "./share-preview.server";
import type { Route } from "./+types/schedule-calendar";

/** Matches have no planned length in the data; an hour is what a court slot is scheduled for. */
const matchMinutes = 60;

const teamParam = z.coerce.number().int().positive().nullable().catch(null);

/** What the file reads from its address (server/route-kinds.ts): a stored copy ignores every other parameter. */
export const queryParameters = ["team"];

/**
 * GET /live-event/schedule/:slug/calendar.ics[?team=id] — the event's
 * schedule, or one team's matches, as an iCalendar file to import.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const t = translator(context);
  const teamId = teamParam.parse(new URL(request.url).searchParams.get("team") || null);
  const found = findCalendarMatches(event.id, teamId, eventDateFormat(getLocale(context), event.timezone));
  if (!found) throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

  const origin = publicOrigin(request);
  const host = new URL(origin).hostname;
  const links = eventLinks(event.slug, false);
  const eventName = event.name.trim() || t("live.defaultEventName");
  const entries = found.matches.map((match): CalendarEntry => {
    // A match running late starts at its expected time, its planned one said beside it (decision 0073).
    const start = new Date((match.expected?.at ?? match.scheduledAt!).iso);
    const url = `${origin}${links.match(match.id)}`;
    const delay = match.calledTo
      ? t("calls.calledTo", { court: match.calledTo })
      : match.expected
        ? `${t("calls.expected", { time: match.expected.at.time, count: match.expected.lateMinutes })} · ${t("calls.planned", { time: match.scheduledAt!.time })}`
        : null;
    return {
      uid: `match-${match.id}@${host}`,
      start,
      end: new Date(start.getTime() + matchMinutes * 60_000),
      summary: `${matchTitle(t, match)} · ${categoryLabel(t, match.category)}`,
      location: [match.court, event.locationName].filter(Boolean).join(", "),
      description: `${eventName} · ${stageLabel(t, match)}${delay ? `\n${delay}` : ""}\n${url}`,
      url,
      status: match.status === "cancelled" ? "CANCELLED" : match.status === "postponed" ? "TENTATIVE" : "CONFIRMED",
      sequence: match.version - 1,
    };
  });
  const body = buildCalendar({
    name: found.team ? `${found.team.name} · ${eventName}` : eventName,
    stamp: event.updatedAt,
    entries,
  });
  const filename = `${event.slug}${found.team ? `-team-${found.team.id}` : ""}.ics`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
    },
  });
}
