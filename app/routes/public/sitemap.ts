import { eventLinks } from "~/components/public/links";
import { findListedEvents } from "~/models/public/sitemap.server";
import { publicOrigin } from "./share-preview.server";
import type { Route } from "./+types/sitemap";

/** A page for search engines itself (server/indexing.ts). */
export const indexable = true;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);

/**
 * GET /sitemap.xml — the public pages of every event spectators can open: its
 * landing page, its four sections and its team and match pages (a team's name
 * is what its players and their families search for), at the origin the
 * request is answered as, each with the event's last change. The slug-less
 * pages repeat the default event's and name them as their canonical address.
 */
export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const listed = findListedEvents();
  const entries = listed.flatMap((event) => {
    const links = eventLinks(event.slug, false);
    const lastmod = event.updatedAt.toISOString();
    return [links.landing, ...(["overview", "groups", "schedule", "results"] as const).map(links.section), ...event.teamIds.map(links.team), ...event.matchIds.map(links.match)].map(
      (path) => `<url><loc>${escapeXml(origin + path)}</loc><lastmod>${lastmod}</lastmod></url>`,
    );
  });
  const home = `<url><loc>${escapeXml(`${origin}/`)}</loc>${listed[0] ? `<lastmod>${listed[0].updatedAt.toISOString()}</lastmod>` : ""}</url>`;
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[home, ...entries].join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
