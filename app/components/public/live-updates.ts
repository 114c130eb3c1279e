import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** A revalidation that still shows an older version (a cache between us and the server) tries again, a few times. */
const retryDelayMs = 1_000;
const maxRetries = 5;

/**
 * Keeps an open page current while its event changes: one EventSource per
 * page on the event's stream; when it announces a version newer than the one
 * the page was rendered from, the page's loaders run again (no reload).
 * EventSource reconnects by itself after a network drop; the page then
 * revalidates once, since messages sent while it was away are lost.
 */
export function useLiveUpdates(streamUrl: string, version: number, enabled: boolean) {
  const revalidator = useRevalidator();
  const announced = useRef(version);
  const shown = useRef(version);
  const busy = useRef(false);
  const revalidate = useRef(revalidator.revalidate);
  const retries = useRef(0);

  shown.current = version;
  busy.current = revalidator.state !== "idle";
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(streamUrl);
    let opened = false;
    const refresh = () => {
      if (!busy.current) void revalidate.current();
    };
    source.addEventListener("open", () => {
      if (opened) refresh();
      opened = true;
    });
    source.addEventListener("version", (message) => {
      const next = Number((JSON.parse((message as MessageEvent<string>).data) as { version: unknown }).version);
      if (!Number.isFinite(next) || next <= announced.current) return;
      announced.current = next;
      retries.current = 0;
      if (next > shown.current) refresh();
    });
    return () => source.close();
  }, [streamUrl, enabled]);

  const idle = revalidator.state === "idle";
  useEffect(() => {
    if (!enabled || !idle || announced.current <= version || retries.current >= maxRetries) return;
    // A version announced while the page was already reloading is fetched at once; a stale answer waits a little.
    const timer = setTimeout(
      () => {
        retries.current += 1;
        void revalidate.current();
      },
      retries.current === 0 ? 0 : retryDelayMs,
    );
    return () => clearTimeout(timer);
  }, [enabled, idle, version]);
}
