import { translator } from "~/i18n/i18next.server";
import { openScorerLink, scorerMatches } from "~/models/competition/scorer-link.server";
import { scorerLinkName } from "~/utils/scorer-link-name";
import type { Route } from "./+types/manifest";

/**
 * The web app manifest of a scorer link: installed on the phone's home screen,
 * it opens the link itself, full screen, and works offline through the
 * scorer's service worker (public/score-sw.js).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const opened = openScorerLink(params.secret);
  if (!opened.ok) return new Response(null, { status: opened.refusal === "unknown" ? 404 : 410, headers: { "Cache-Control": "no-store" } });
  const { link } = opened;
  const matchCode = link.matchId === null ? null : (scorerMatches(link).find((match) => match.id === link.matchId)?.code ?? null);
  const name = scorerLinkName(translator(context), { name: link.name, court: link.court, matchCode });
  const manifest = {
    name: `Laga · ${name}`,
    short_name: name.slice(0, 12),
    start_url: `/score/${params.secret}`,
    scope: "/score/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#f4f6fb",
    theme_color: "#4361ee",
    icons: [
      { src: "/images/laga-192.png", sizes: "192x192", type: "image/png" },
      { src: "/images/laga-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "no-store" } });
}
