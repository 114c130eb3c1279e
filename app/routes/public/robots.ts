import { publicOrigin } from "./share-preview.server";
import type { Route } from "./+types/robots";

/** A page for search engines itself (server/indexing.ts). */
export const indexable = true;

/**
 * GET /robots.txt — crawlers may read every page and are pointed at the
 * sitemap. Pages that must stay out of search results (back office, sign-in,
 * scorer links, embeds) are answered `noindex` instead of being hidden here: a
 * crawler kept from a page never reads its noindex, and may list its address
 * from links alone. Kept out: the API and the live streams, which never end.
 */
export function loader({ request }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Disallow: /api/", "Disallow: /live-event/stream/", "", `Sitemap: ${publicOrigin(request)}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
