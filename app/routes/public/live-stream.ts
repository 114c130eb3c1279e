import { requestMetaContext } from "~/context";
import { translator } from "~/i18n/i18next.server";
import { openLiveStream } from "~/live/streams.server";
import { requirePublicEvent } from "./public-event.server";
import type { Route } from "./+types/live-stream";

/** How long a client over its share of streams is asked to wait; the spectators' script tries again by itself, more slowly each time. */
const retryAfterSeconds = 30;

/** The answer never ends: the server lets it past the admission line and refuses its `.data` form (server/route-kinds.ts). */
export const endless = true;

/** GET /live-event/stream/:slug — Server-Sent Events announcing each new version of the event. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const stream = openLiveStream(event.id, event.version, request.signal, context.get(requestMetaContext).ip);
  if (stream) return stream;
  return new Response(translator(context)("live.tooManyStreams"), {
    status: 429,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" },
  });
}
