import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

const noSubscription = () => () => {};

/** False on the server and during hydration, true once JavaScript runs the page. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/** The address of the current page, to come back to after a plain form post. */
export function useCurrentPath() {
  const { pathname, search } = useLocation();
  return pathname + search;
}

/**
 * A `<details>` menu works without JavaScript; with it, Escape closes it and
 * returns focus to its button, and a click or focus outside, or a new page, closes it.
 */
export function useDismissableDetails() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname, search]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (returnFocus: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (returnFocus) details.querySelector("summary")?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      event.stopPropagation();
      close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!details.contains(event.target as Node)) close(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) close(false);
    };
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, []);

  return ref;
}

/**
 * A refused post leaves no password in the form: the server's answer already
 * leaves them out (Conform's hideFields), and this empties what the browser still shows.
 */
export function useEmptyPasswordsAfter(formId: string, lastResult: unknown) {
  useEffect(() => {
    if (!lastResult) return;
    for (const input of document.querySelectorAll<HTMLInputElement>(`form#${CSS.escape(formId)} input[type="password"]`)) input.value = "";
  }, [formId, lastResult]);
}

/** True for `ms` after `value` changes (never on the first render). */
export function useBriefFlag(value: string, ms: number) {
  const [on, setOn] = useState(false);
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    setOn(true);
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return on;
}
