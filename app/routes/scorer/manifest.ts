import { openScorerLink } from "~/models/competition/scorer-link.server";
import type { Route } from "./+types/manifest";

/**
 * The web app manifest of a scorer link: installed on the phone's home screen,
 * it opens the link itself, full screen, and works offline through the
 * scorer's service worker (public/score-sw.js).
 */
export function loader({ params }: Route.LoaderArgs) {
  const opened = openScorerLink(params.secret);
  if (!opened.ok) return new Response(null, { status: opened.refusal === "unknown" ? 404 : 410, headers: { "Cache-Control": "no-store" } });
  const manifest = {
    name: `Laga · ${opened.link.name}`,
    short_name: opened.link.name.slice(0, 12),
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
