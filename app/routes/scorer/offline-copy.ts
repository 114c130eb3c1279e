import { useEffect } from "react";
import { useLocation } from "react-router";

/** The cache the scorer's service worker answers from (public/score-sw.js). */
const CACHE = "laga-scorer-v1";

/**
 * Makes the scorer's page open without a network: registers the scorer's
 * service worker (for /score/ only), and puts this page and the scripts and
 * styles it uses into its cache, again after each of its loads (a match
 * started, a correction), so the copy opens on the match as it was last seen. Where the browser has none of
 * it (an old phone, a page not served over HTTPS) the page simply needs the
 * network to open, as before.
 */
export function useOfflineCopy() {
  const { pathname, key } = useLocation();
  useEffect(() => {
    if (!("serviceWorker" in navigator) || typeof caches === "undefined") return;
    navigator.serviceWorker.register("/score-sw.js", { scope: "/score/" }).catch(() => undefined);
    const assets = performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith("/assets/"));
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([pathname, ...new Set(assets)]))
      .catch(() => undefined);
  }, [pathname, key]);
}
