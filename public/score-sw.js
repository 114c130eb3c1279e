/*
 * The scorer's page opens without a network (app/routes/scorer/score.tsx
 * registers this worker for /score/ only). The page puts itself and its
 * scripts and styles in the cache while it is online; this worker answers
 * from there only when the network does not: a scorer page's address, and the
 * build's hashed assets it uses. Everything else (the public pages, the live
 * streams, the taps sent) goes to the network untouched, so spectators' pages
 * always stay live.
 */
const CACHE = "laga-scorer-v1";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("laga-scorer-") && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const scorerPage = request.mode === "navigate" && /^\/score\/[A-Za-z0-9_-]+$/.test(url.pathname);
  const asset = url.pathname.startsWith("/assets/");
  if (!scorerPage && !asset) return;
  event.respondWith(
    fetch(request).catch(async () => {
      const cache = await caches.open(CACHE);
      const kept = (await cache.match(request)) ?? (scorerPage ? await cache.match(url.pathname) : undefined);
      return kept ?? Response.error();
    }),
  );
});
