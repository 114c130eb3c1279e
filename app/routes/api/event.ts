import { isRoundFormat } from "~/domain/formats/settings";
import { translator } from "~/i18n/i18next.server";
import { publicEventCaching } from "~/live/http-cache.server";
import { findPublicEvent, findPublicEventDetail } from "~/models/events/event.server";
import { publicRounds } from "~/models/public/public-rounds.server";
import { apiHandler, apiJson, methodNotAllowed } from "./request.server";
import { eventEliminationMatches } from "~/models/public/bracket-matches.server";
import { eventJson } from "./event-json.server";
import type { Route } from "./+types/event";

/**
 * Cached like the event's pages: an ETag from the event's version, a 304 for a
 * client whose copy is current (no JSON built), and a few seconds in a shared
 * cache, so a burst of app launches can be taken by a CDN.
 */
export const middleware: Route.MiddlewareFunction[] = [publicEventCaching];

/**
 * GET /api/event/:slug — the public event. An old slug answers the event under
 * its current slug (clients read `slug` to update their link); drafts are 404.
 */
export function loader(args: Route.LoaderArgs) {
  return apiHandler(args, () => {
    const event = findPublicEvent(args.params.slug);
    const detail = event ? findPublicEventDetail(event.id) : undefined;
    if (!detail) return apiJson({ success: false, message: translator(args.context)("api.eventNotFound") }, 404);
    const rounds = new Map(
      detail.categories
        .filter((category) => isRoundFormat(category.format))
        .flatMap((category) => {
          const view = publicRounds(category.id);
          return view ? [[category.id, view] as const] : [];
        }),
    );
    return apiJson({ success: true, data: eventJson(detail, rounds, eventEliminationMatches(detail.id)) });
  });
}

export function action(args: Route.ActionArgs) {
  return methodNotAllowed(args, "GET");
}
