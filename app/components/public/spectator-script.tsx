import { redirectDocument, useMatches, type ClientLoaderFunctionArgs } from "react-router";
import { isFullscreenShortcut } from "~/components/fullscreen";
import { clockText } from "~/domain/match-clock";
import { reconnectDelay } from "~/live/reconnect-delay";
import { embedHeightMessage } from "./embed-host-script";
import { pinFollowedBar } from "./followed-team-script";
import { offerNotices } from "./notices-script";

/**
 * Spectators' pages are server-rendered HTML that the browser never hydrates:
 * a phone on a weak connection reads the page as soon as the HTML arrives and
 * downloads no framework. A route opts in with `handle: { hydrate: false }`
 * (its children inherit it); the document then carries this one inline script
 * instead of React Router's.
 *
 * The script is the source of `enhanceSpectatorPage` below, called with the
 * source of the pure functions it needs, so each must stand alone: no imports,
 * no values from outside its body. It is the
 * same text on every page, which lets the Content-Security-Policy name it by
 * its hash and lets a rendered page be the same bytes for every reader.
 */
export type SpectatorPageHandle = { hydrate?: false };

/**
 * The `clientLoader` of each spectator page route (one with a server loader:
 * without one React Router would run it on hydration): a link from a hydrated
 * page (the back office) to a spectator's page loads it as a document, never
 * as a client-side render, so it always arrives with its own script.
 */
export function loadAsDocument({ request }: ClientLoaderFunctionArgs): never {
  throw redirectDocument(request.url);
}

/**
 * What JavaScript adds to a spectator's page (everything works without it):
 * - live updates: `<main data-live-stream data-version>` names the event's
 *   Server-Sent Events stream; a newer version fetches the page again and
 *   changes what differs in place, keeping scroll position and focus. A point
 *   scored comes with its texts: a page at the version before it puts them in
 *   its named score cells and fetches nothing. The stream
 *   is reopened after the server or a proxy closes it, within a second and at a
 *   moment of each page's own, then more slowly while the server stays away
 *   (`reconnectDelay`), and the page catches up once when it comes back; a
 *   fetch that fails (the phone went offline) or is not answered within ten
 *   seconds is tried again the same way until the page shows the announced
 *   version;
 * - forms marked `data-auto-submit` (the schedule's filters) apply a choice at
 *   once, the same way, with only the filters in use in the address;
 * - a running match clock (`data-clock-since`, match-clock.tsx) shows the time
 *   played, each second, by the phone's own clock;
 * - how far away a planned time is (`data-relative="<ISO time>"`: "in 12
 *   min", "5 min ago") is written in the page's language and kept right
 *   while the page is open, and a late marker (`data-late-from`) shows once
 *   its time has passed; without JavaScript the server's rendering stands;
 * - Escape closes the burger menu or the language menu and gives focus back to it;
 * - the language menu's form (`data-keep-page`) sends the address shown now, which a filter applied in place may have changed;
 * - F11 or Ctrl/⌘+Shift+F puts the page in or out of fullscreen (a scoreboard
 *   on a big screen), through the Fullscreen API so the page knows;
 * - the share action (`data-share-url`) opens the phone's share sheet where
 *   the browser has one, and otherwise copies the address on a tap of its
 *   copy link, saying so (its WhatsApp and plain links work without this); a
 *   private link's copy button is shown where there is a clipboard.
 * - a followed team's or player's next match pinned above the content (followed-team-script.ts);
 * - "Notify me": a push subscription for when a match is called and when it is next on a court (notices-script.ts);
 * - an embed in another site's frame posts its height to the page around it
 *   (`embedHeight` messages) on load, on a resize and after each live change,
 *   for `/embed.js` there to size the frame (embed-host-script.ts).
 */
export function enhanceSpectatorPage(
  isFullscreenKey: typeof isFullscreenShortcut,
  clockTextOf: typeof clockText,
  pinFollowed: typeof pinFollowedBar,
  offerNoticesOn: typeof offerNotices,
  embedHeight: string,
  reconnectDelayOf: typeof reconnectDelay,
) {
  const retryDelayMs = 1_000;
  const maxStaleRetries = 5;
  /** A page fetch not answered by then is given up and tried again: a phone must not wait forever on a connection that died under it. */
  const fetchTimeoutMs = 10_000;
  /** How often the distances to planned times are written again. */
  const relativeTimeEveryMs = 20_000;
  const content = () => document.getElementById("content");
  const versionOf = (main: HTMLElement | null) => Number(main?.dataset.version ?? Number.NaN);

  let shown = versionOf(content());
  let announced = shown;
  let loading: Promise<void> | null = null;
  /** What to fetch once the fetch in flight is done: an address, the current page (null), or nothing. */
  let queued: string | null | undefined;
  let staleRetries = 0;
  let failedFetches = 0;

  const relativeTime = typeof Intl.RelativeTimeFormat === "function" ? new Intl.RelativeTimeFormat(document.documentElement.lang || undefined, { numeric: "auto" }) : null;

  /** Writes how far each planned time is from now (minutes within the hour, hours within two days, days beyond) and shows the late markers whose time has come. */
  function showRelativeTimes() {
    if (relativeTime) {
      for (const element of document.querySelectorAll<HTMLElement>("[data-relative]")) {
        const minutes = Math.round((Date.parse(element.dataset.relative!) - Date.now()) / 60_000);
        if (!Number.isFinite(minutes)) continue;
        const text =
          Math.abs(minutes) < 60
            ? relativeTime.format(minutes, "minute")
            : Math.abs(minutes) < 48 * 60
              ? relativeTime.format(Math.round(minutes / 60), "hour")
              : relativeTime.format(Math.round(minutes / (24 * 60)), "day");
        if (element.textContent !== text) element.textContent = text;
      }
    }
    for (const marker of document.querySelectorAll<HTMLElement>("[data-late-from]")) {
      const late = Date.parse(marker.dataset.lateFrom!) <= Date.now();
      if (marker.hidden === late) marker.hidden = !late;
    }
  }

  /** Where focus was, so the same control can have it back in the new content. */
  function focusKey() {
    const active = document.activeElement as HTMLElement & { name?: string };
    if (!active || !content()?.contains(active)) return null;
    if (active.id) return `#${CSS.escape(active.id)}`;
    return active.name ? `[name="${CSS.escape(active.name)}"]` : null;
  }

  /**
   * Makes `current` look like `next`, changing only what differs: a new score
   * is a text node set in place, so the rest of the page (scroll position,
   * focus, an open <details>) stays as the reader left it. Where the shape
   * differs (a match added to a list) the children are replaced.
   */
  function morph(current: Node, next: Node) {
    if (current.nodeType !== next.nodeType || current.nodeName !== next.nodeName) {
      current.parentNode?.replaceChild(document.adoptNode(next), current);
      return;
    }
    if (!(current instanceof Element)) {
      if (current.nodeValue !== next.nodeValue) current.nodeValue = next.nodeValue;
      return;
    }
    if (current.isEqualNode(next)) return;
    const incoming = next as Element;
    for (const { name } of [...current.attributes]) {
      // Whether a <details> is open is the reader's choice.
      if (!incoming.hasAttribute(name) && !(name === "open" && current instanceof HTMLDetailsElement)) current.removeAttribute(name);
    }
    for (const { name, value } of [...incoming.attributes]) if (current.getAttribute(name) !== value) current.setAttribute(name, value);
    const oldChildren = [...current.childNodes];
    const newChildren = [...incoming.childNodes];
    if (oldChildren.length !== newChildren.length) {
      current.replaceChildren(...newChildren.map((child) => document.adoptNode(child)));
      return;
    }
    oldChildren.forEach((child, index) => morph(child, newChildren[index]!));
  }

  /** Runs the page's running match clocks: the time played before the clock started, plus since, up to the half's length. */
  function runClocks() {
    const now = Date.now();
    for (const clock of document.querySelectorAll<HTMLElement>("[data-clock-since]")) {
      const { clockSince, clockPlayed, clockLimit } = clock.dataset;
      const played = Math.min(Number(clockPlayed) + Math.max(0, now - Number(clockSince)), Number(clockLimit));
      if (!Number.isFinite(played)) continue;
      const text = clockTextOf(played);
      if (clock.textContent !== text) clock.textContent = text;
    }
  }

  /** Puts the fetched page's content and title in place of the shown ones. */
  function putInPlace(next: Document) {
    const current = content();
    const incoming = next.getElementById("content");
    if (!current || !incoming) return false;
    const focus = focusKey();
    morph(current, incoming);
    runClocks();
    showRelativeTimes();
    document.title = next.title;
    // A control that was replaced rather than changed gets focus back by its id or name.
    if (focus && !current.contains(document.activeElement)) (current.querySelector(focus) as HTMLElement | null)?.focus({ preventScroll: true });
    return true;
  }

  /**
   * Puts what one point changed in place: the texts of the match's named
   * score cells (`data-score="<match>:<field>"`) and its serve markers. False
   * when the page's cells are not the point's (a set begun or undone): the
   * page is then fetched as for any other change.
   */
  function putScore(match: { id: number; texts: Record<string, string>; server: string | null }, root: ParentNode | null = content()) {
    if (!root || !Number.isInteger(match.id)) return false;
    const prefix = `${match.id}:`;
    const cells = [...root.querySelectorAll<HTMLElement>(`[data-score^="${prefix}"]`)];
    const serves = [...root.querySelectorAll<HTMLElement>(`[data-serve^="${prefix}"]`)];
    const fields = new Set(cells.map((cell) => cell.dataset.score!.slice(prefix.length)));
    const wanted = Object.keys(match.texts);
    if (cells.length === 0) return serves.length === 0;
    if (wanted.some((field) => !fields.has(field)) || [...fields].some((field) => !wanted.includes(field))) return false;
    for (const cell of cells) {
      const text = match.texts[cell.dataset.score!.slice(prefix.length)]!;
      if (cell.textContent !== text) cell.textContent = text;
    }
    for (const marker of serves) marker.hidden = marker.dataset.serve !== `${prefix}${match.server}`;
    return true;
  }

  /** Fetches the page at `url` (the current one by default) and shows it without a reload. */
  function refresh(url?: string): Promise<void> {
    if (loading) {
      if (url || queued === undefined) queued = url ?? null;
      return loading;
    }
    const address = url ?? location.href;
    const abandon = new AbortController();
    const timeout = setTimeout(() => abandon.abort(), fetchTimeoutMs);
    loading = fetch(address, { cache: "no-cache", headers: { Accept: "text/html" }, signal: abandon.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const next = new DOMParser().parseFromString(await response.text(), "text/html");
        if (url) history.replaceState(history.state, "", response.url);
        if (!putInPlace(next)) throw new Error("no content");
        shown = versionOf(content());
        failedFetches = 0;
        // A cache between us and the server may still hand out the version before the announced one.
        if (shown < announced && staleRetries < maxStaleRetries) {
          staleRetries += 1;
          setTimeout(() => void refresh(), retryDelayMs);
        }
      })
      .catch(() => {
        if (url) {
          location.assign(url);
          return;
        }
        // Offline, a failed answer or no answer in time: try again, more slowly each time, while the page is behind.
        setTimeout(
          () => {
            if (shown < announced) void refresh();
          },
          reconnectDelayOf(failedFetches++, Math.random()),
        );
      })
      .finally(() => {
        clearTimeout(timeout);
        loading = null;
        const next = queued;
        queued = undefined;
        if (next !== undefined) void refresh(next ?? undefined);
      });
    return loading;
  }

  /**
   * Follows the event's stream. The page reconnects by itself rather than
   * leaving it to the browser, whose wait is the stream's fixed `retry` hint for
   * every phone alike: a dropped stream (a server restarting, a proxy, the
   * phone's network) is tried again after `reconnectDelayOf`, soon and at a
   * moment of the page's own, more slowly while the server stays away. One
   * timer, owned here: a try waiting is started at once when the phone comes
   * back online.
   */
  function follow(stream: string) {
    let failures = 0;
    let opened = false;
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      clearTimeout(waiting);
      waiting = undefined;
      const source = new EventSource(stream);
      source.addEventListener("open", () => {
        failures = 0;
        // Messages sent while the connection was down are lost: catch up once.
        if (opened) void refresh();
        opened = true;
      });
      source.addEventListener("version", (message) => {
        const data = JSON.parse((message as MessageEvent<string>).data) as { version: unknown; from?: unknown; match?: Parameters<typeof putScore>[0] };
        const version = Number(data.version);
        if (!Number.isFinite(version) || version <= announced) return;
        const current = shown === announced && !loading;
        announced = version;
        staleRetries = 0;
        pinned.heard(version, data.from, data.match);
        if (current && data.match && data.from === shown && putScore(data.match)) {
          shown = version;
          const main = content();
          if (main) main.dataset.version = String(version);
          return;
        }
        if (version > shown) void refresh();
      });
      source.addEventListener("error", () => {
        // Ended by the server, refused, or not a stream (a proxy's error page, a 429): closed here, so the browser does not try again on its own.
        source.close();
        waiting = setTimeout(connect, reconnectDelayOf(failures++, Math.random()));
      });
    };
    addEventListener("online", () => {
      if (waiting !== undefined) connect();
    });
    connect();
  }

  runClocks();
  setInterval(runClocks, 1_000);
  showRelativeTimes();
  setInterval(showRelativeTimes, relativeTimeEveryMs);

  const pinned = pinFollowed({ putScore, morph, fetchTimeoutMs });
  offerNoticesOn();

  const embed = document.querySelector<HTMLElement>(".live-embed");
  if (embed && window.parent !== window && typeof ResizeObserver === "function") {
    let posted = 0;
    // Observing the content (not the window) reports what the frame needs, and never grows with the frame itself.
    new ResizeObserver(() => {
      const height = Math.ceil(embed.getBoundingClientRect().height);
      if (height === posted) return;
      posted = height;
      window.parent.postMessage({ type: embedHeight, height }, "*");
    }).observe(embed);
  }

  const stream = content()?.dataset.liveStream;
  if (stream && typeof EventSource !== "undefined") follow(stream);
  addEventListener("online", () => {
    if (shown < announced) void refresh();
  });

  document.addEventListener("change", (event) => {
    const form = (event.target as HTMLInputElement | null)?.form;
    if (!form?.hasAttribute("data-auto-submit") || form.method.toLowerCase() !== "get") return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string" && value) params.set(key, value);
    const query = params.toString();
    void refresh(`${form.action.split("?")[0]}${query ? `?${query}` : ""}`);
  });

  const canShare = typeof navigator.share === "function";
  for (const share of document.querySelectorAll<HTMLElement>("[data-share-url]")) {
    for (const control of share.querySelectorAll<HTMLElement>("[data-share-native], [data-share-fallback]")) control.hidden = control.hasAttribute("data-share-native") !== canShare;
    // A copy button (a private link's) is there only to copy: shown where there is a clipboard.
    for (const copy of share.querySelectorAll<HTMLButtonElement>("button[data-share-copy]")) copy.hidden = !navigator.clipboard;
  }
  document.addEventListener("click", (event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>("[data-share-native], [data-share-copy]");
    const share = control?.closest<HTMLElement>("[data-share-url]");
    if (!control || !share) return;
    const url = share.dataset.shareUrl!;
    if (control.hasAttribute("data-share-native")) {
      navigator.share({ title: share.dataset.shareTitle, url }).catch(() => undefined);
      return;
    }
    // Without a clipboard (a page not served over HTTPS) the link opens the address, to copy it from there.
    if (!navigator.clipboard) return;
    event.preventDefault();
    const status = share.querySelector<HTMLElement>("[data-share-status]");
    navigator.clipboard.writeText(url).then(
      () => {
        if (status) status.textContent = status.dataset.copied ?? "";
      },
      () => {
        if (control instanceof HTMLAnchorElement) location.assign(url);
      },
    );
  });

  // A form that goes back to the page it is on (the language menu) names the address shown now: a filter applied in place changed it.
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const back = form.hasAttribute?.("data-keep-page") ? form.elements.namedItem("back") : null;
    if (back instanceof HTMLInputElement) back.value = location.pathname + location.search;
  });

  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      const menu = document.querySelector<HTMLDetailsElement>("details.live-menu[open], details.live-language[open]");
      if (!menu) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
      return;
    }
    if (!isFullscreenKey(event) || !document.fullscreenEnabled) return;
    event.preventDefault();
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => undefined);
  });
}

/** The inline script's text: the function above, called with its helpers. */
export const spectatorScript = `(${enhanceSpectatorPage.toString()})(${isFullscreenShortcut.toString()}, ${clockText.toString()}, ${pinFollowedBar.toString()}, ${offerNotices.toString()}, ${JSON.stringify(embedHeightMessage)}, ${reconnectDelay.toString()})`;

/** Whether the page being rendered is a spectator's page (some matched route says `hydrate: false`). */
export function useIsSpectatorPage() {
  return useMatches().some((match) => (match.handle as SpectatorPageHandle | undefined)?.hydrate === false);
}

export function SpectatorScript() {
  return <script dangerouslySetInnerHTML={{ __html: spectatorScript }} />;
}
