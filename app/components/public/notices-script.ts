/**
 * "Notify me", a part of the spectator script (spectator-script.tsx), so it
 * stands alone like the script's other helpers. A button `data-notify` (the
 * target: `team/12`, `player/34`, `entry`) with `data-notify-post` (where the
 * subscription is posted) and `data-notify-key` (the server's VAPID public
 * key) is hidden in the HTML, with any `data-notify-offer` around it, and
 * shown here where the browser can receive pushes (a service worker, the Push API, a secure page). A tap asks the
 * browser for a push subscription through the push-only worker
 * (`/push-sw.js`, scope `/push/`, which no page is under: it never sees a
 * page's requests) and posts it; a tap on a pressed button takes it back, and
 * the browser's subscription goes with the last target. Which targets this
 * browser is told of is kept in `localStorage`, under the post's address and
 * the target; the status line the button names (`data-notify-status`, its
 * `aria-describedby`) says what happened, in the page's language (the
 * server's answer, or the button's `data-notify-failed` and
 * `data-notify-blocked`).
 */
export function offerNotices() {
  const scope = "/push/";
  const storageKey = "laga.notices";
  const answerTimeoutMs = 10_000;
  const supported = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window && window.isSecureContext;
  if (!supported) return;

  const keyOf = (button: HTMLElement) => `${button.dataset.notifyPost} ${button.dataset.notify}`;
  // Storage may be refused (a private window): nothing is remembered, the buttons show off.
  const saved = (): string[] => {
    try {
      const list: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "[]");
      return Array.isArray(list) ? list.filter((key): key is string => typeof key === "string") : [];
    } catch {
      return [];
    }
  };
  const keep = (list: string[]) => {
    try {
      if (list.length > 0) localStorage.setItem(storageKey, JSON.stringify(list));
      else localStorage.removeItem(storageKey);
    } catch {
      // Not remembered: the state shown stays what storage holds.
    }
  };

  function show() {
    const on = new Set(saved());
    for (const offer of document.querySelectorAll<HTMLElement>("[data-notify-offer][hidden]")) offer.hidden = false;
    for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-notify]")) {
      const pressed = on.has(keyOf(button));
      if (button.hidden) button.hidden = false;
      if (button.getAttribute("aria-pressed") !== String(pressed)) button.setAttribute("aria-pressed", String(pressed));
      for (const label of button.querySelectorAll<HTMLElement>("[data-notify-state]")) {
        const hidden = label.dataset.notifyState !== (pressed ? "on" : "off");
        if (label.hidden !== hidden) label.hidden = hidden;
      }
    }
  }

  function say(button: HTMLElement, text: string | undefined) {
    const status = document.getElementById(button.dataset.notifyStatus ?? "");
    if (!status) return;
    status.textContent = text ?? "";
    status.hidden = !text;
  }

  const keyBytes = (key: string) => Uint8Array.from(atob(key.replace(/-/g, "+").replace(/_/g, "/")), (character) => character.charCodeAt(0));
  const sameKey = (held: ArrayBuffer | null, wanted: Uint8Array) => held !== null && held.byteLength === wanted.length && new Uint8Array(held).every((byte, i) => byte === wanted[i]);

  /** The push-only worker, registered at its scope and active (a subscription needs an active worker). */
  async function pushWorker() {
    const registration = await navigator.serviceWorker.register("/push-sw.js", { scope });
    const starting = registration.installing ?? registration.waiting;
    if (!registration.active && starting) {
      await new Promise<void>((resolve) => {
        const check = () => {
          if (starting.state === "activated" || starting.state === "redundant") resolve();
        };
        starting.addEventListener("statechange", check);
        check();
      });
    }
    return registration;
  }

  async function post(button: HTMLElement, fields: Record<string, string>) {
    const body = new URLSearchParams({ ...fields, target: button.dataset.notify ?? "", language: document.documentElement.lang });
    const abandon = new AbortController();
    const timeout = setTimeout(() => abandon.abort(), answerTimeoutMs);
    try {
      const response = await fetch(button.dataset.notifyPost!, { method: "POST", body, headers: { Accept: "application/json" }, signal: abandon.signal });
      const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
      return { ok: response.ok, message: typeof answer.message === "string" ? answer.message : undefined };
    } finally {
      clearTimeout(timeout);
    }
  }

  async function turnOn(button: HTMLElement) {
    const key = keyBytes(button.dataset.notifyKey ?? "");
    const registration = await pushWorker();
    let subscription = await registration.pushManager.getSubscription();
    // Made with another key (the server's data folder was replaced): the server cannot push to it, and nothing it was for is told any more.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      keep([]);
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const { endpoint, keys } = subscription.toJSON();
    const answer = await post(button, { intent: "subscribe", endpoint: endpoint ?? "", p256dh: keys?.p256dh ?? "", auth: keys?.auth ?? "" });
    if (answer.ok) keep([...new Set([...saved(), keyOf(button)])]);
    say(button, answer.message ?? button.dataset.notifyFailed);
  }

  async function turnOff(button: HTMLElement) {
    const registration = await navigator.serviceWorker.getRegistration(scope);
    const subscription = await registration?.pushManager.getSubscription();
    const rest = saved().filter((key) => key !== keyOf(button));
    const answer = subscription ? await post(button, { intent: "unsubscribe", endpoint: subscription.endpoint }).catch(() => ({ ok: false, message: undefined })) : { ok: true, message: undefined };
    // With nothing left to be told of, the browser's subscription ends too: the push service then refuses every send, whatever the server missed.
    if (answer.ok || rest.length === 0) {
      keep(rest);
      if (rest.length === 0) await subscription?.unsubscribe();
      say(button, "");
    } else say(button, answer.message ?? button.dataset.notifyFailed);
  }

  const working = new Set<string>();
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-notify]");
    if (!button || working.has(keyOf(button))) return;
    const key = keyOf(button);
    working.add(key);
    button.setAttribute("aria-busy", "true");
    const change = saved().includes(key) ? turnOff(button) : turnOn(button);
    change
      .catch(() => say(button, Notification.permission === "denied" ? button.dataset.notifyBlocked : button.dataset.notifyFailed))
      .finally(() => {
        working.delete(key);
        button.removeAttribute("aria-busy");
        show();
      });
  });

  // A page put in place by a live update, or a followed bar fetched, brings its buttons hidden: they are shown again with their state.
  new MutationObserver(show).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["hidden", "aria-pressed"] });
  show();
  // The browser may have dropped the subscription (site data cleared, permission taken back): nothing is told any more.
  if (saved().length > 0) {
    navigator.serviceWorker
      .getRegistration(scope)
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => {
        if (subscription) return;
        keep([]);
        show();
      })
      .catch(() => undefined);
  }
}
