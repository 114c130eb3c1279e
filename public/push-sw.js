/*
 * The push-only worker: "your match is called" and "next on Court 3"
 * (app/components/public/notices-script.ts registers it for /push/, an
 * address no page has). It shows the server's notice and opens the match's
 * page on a tap. It has no fetch handler, and no page is in its scope: it
 * never stands between a page and the network, so the public pages stay as
 * live as without it.
 */

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("push", (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = {};
  }
  const text = (value) => (typeof value === "string" ? value : "");
  event.waitUntil(
    self.registration.showNotification(text(notice.title) || "Laga", {
      body: text(notice.body),
      // A newer notice of the same match takes the place of the one shown.
      tag: text(notice.tag) || undefined,
      renotify: Boolean(notice.tag),
      lang: text(notice.lang),
      dir: notice.dir === "rtl" ? "rtl" : "auto",
      icon: "/images/laga-192.png",
      data: { url: text(notice.url) || "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin);
  // Only this site's pages are opened.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url.href);
      return open ? open.focus() : self.clients.openWindow(url.href);
    }),
  );
});
