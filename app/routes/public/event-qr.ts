import { eventPageUrl, qrPng, qrSvg } from "~/utils/qr-code.server";
import { requirePublicEvent } from "./public-event.server";
import type { Route } from "./+types/event-qr";

/**
 * GET /live-event/qr/:slug/qr.svg and …/qr.png — the QR code of the event's
 * landing page, to show on it and to print on the venue's posters. Under the
 * public layout, so it carries the event's ETag and is kept per origin like
 * the pages (an old slug redirects, and the code names the current one).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const url = eventPageUrl(request, event.slug);
  const png = new URL(request.url).pathname.endsWith(".png");
  return new Response(png ? new Uint8Array(await qrPng(url)) : await qrSvg(url), {
    headers: {
      "Content-Type": png ? "image/png" : "image/svg+xml; charset=utf-8",
      "Content-Disposition": `inline; filename="${event.slug}-qr.${png ? "png" : "svg"}"`,
    },
  });
}
