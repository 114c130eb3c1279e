import { useEffect } from "react";

type Keys = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">;

/** F11, or Ctrl+Shift+F (⌘+Shift+F on a Mac). */
export function isFullscreenShortcut(event: Keys) {
  if (event.altKey) return false;
  if (event.key === "F11") return !event.ctrlKey && !event.metaKey;
  return (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === "f";
}

/**
 * On the public pages (a scoreboard on a big screen), F11 or Ctrl+Shift+F puts
 * the whole page in or out of fullscreen through the Fullscreen API, so the page
 * knows it is fullscreen. Where the API is missing or refused, the browser's own
 * F11 still works.
 */
export function useFullscreenShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFullscreenShortcut(event) || !document.fullscreenEnabled) return;
      event.preventDefault();
      const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
      change.catch(() => undefined);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}

/** The shortcut as a component, for a layout to mount: `<FullscreenShortcut />`. */
export function FullscreenShortcut() {
  useFullscreenShortcut();
  return null;
}
