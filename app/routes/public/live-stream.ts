import { openLiveStream } from "~/live/streams.server";
import { requirePublicEvent } from "~/utils/public-event.server";
import type { Route } from "./+types/live-stream";

/** GET /live-event/stream/:slug — Server-Sent Events announcing each new version of the event. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  return openLiveStream(event.id, event.version, request.signal);
}
