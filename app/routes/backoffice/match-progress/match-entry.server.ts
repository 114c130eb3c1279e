import { data, type RouterContextProvider } from "react-router";
import { requireEventAccess } from "~/auth/event-access.server";
import { requireUser } from "~/auth/guards.server";
import { getLocale } from "~/i18n/i18next.server";
import { findEventById } from "~/models/events/event.server";
import { scoringContext } from "~/models/competition/match-progress.server";
import { findMatchDetail } from "~/models/public/public-matches.server";
import { eventDateFormat } from "~/utils/event-dates";

/**
 * The match a score or statistics screen is about, once the user may run its
 * event: 404 for an unknown match and for another event's alike.
 */
export function loadMatchEntry(request: Request, context: Readonly<RouterContextProvider>, rawId: string) {
  const user = requireUser(request, context);
  const id = Number(rawId);
  const scoring = Number.isInteger(id) && id > 0 ? scoringContext(id) : null;
  if (!scoring) throw data(null, { status: 404 });
  requireEventAccess(user, scoring.eventId);
  const event = findEventById(scoring.eventId);
  const dates = event ? eventDateFormat(getLocale(context), event.timezone) : null;
  const detail = event && dates ? findMatchDetail(event, id, dates) : null;
  if (!event || !dates || !detail) throw data(null, { status: 404 });
  return { user, id, scoring, event, detail, dates };
}
