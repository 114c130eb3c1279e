type Keys = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">;

/**
 * The keys that put a spectator's page (a scoreboard on a big screen) in or out
 * of fullscreen: F11, or Ctrl+Shift+F (⌘+Shift+F on a Mac). The spectator
 * script receives this function as its source, so it stands alone.
 */
export function isFullscreenShortcut(event: Keys) {
  if (event.altKey) return false;
  if (event.key === "F11") return !event.ctrlKey && !event.metaKey;
  return (event.ctrlKey || event.metaKey) && event.shiftKey && event.key.toLowerCase() === "f";
}
