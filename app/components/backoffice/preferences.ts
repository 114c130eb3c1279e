import { useFetchers } from "react-router";

/**
 * Layout preferences of the theme customizer (docs/design.md §7.3). The reader is shared:
 * the server reads the cookie and the form with it, the browser applies a pending
 * change optimistically with it. A bad or missing value falls back to its default.
 */
export const preferenceOptions = {
  theme: ["light", "dark", "system"],
  menu: ["vertical", "collapsible-vertical", "horizontal"],
  layout: ["full", "boxed-layout"],
  direction: ["ltr", "rtl"],
  animation: ["none", "fade", "fade-in-up", "slide-in-right", "zoom-in", "zoom-out"],
  navbar: ["sticky", "floating", "static"],
  sidebar: ["expanded", "collapsed"],
} as const;

export type Preferences = {
  theme: (typeof preferenceOptions.theme)[number];
  menu: (typeof preferenceOptions.menu)[number];
  layout: (typeof preferenceOptions.layout)[number];
  direction: (typeof preferenceOptions.direction)[number];
  animation: (typeof preferenceOptions.animation)[number];
  navbar: (typeof preferenceOptions.navbar)[number];
  semidark: boolean;
  /** Whether the vertical sidebar is folded away on a wide screen. */
  sidebar: (typeof preferenceOptions.sidebar)[number];
};
export type PreferenceName = keyof Preferences;

export const defaultPreferences: Preferences = {
  theme: "light",
  menu: "vertical",
  layout: "full",
  direction: "ltr",
  animation: "none",
  navbar: "sticky",
  semidark: false,
  sidebar: "expanded",
};

function oneOf<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return typeof value === "string" && (choices as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * Preferences from untrusted input (a cookie, a form): each value outside its
 * choices falls back to the default. Written by hand rather than with a schema
 * library because every public page runs it in the browser.
 */
export function parsePreferences(raw: unknown): Preferences {
  const value = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const d = defaultPreferences;
  return {
    theme: oneOf(preferenceOptions.theme, value.theme, d.theme),
    menu: oneOf(preferenceOptions.menu, value.menu, d.menu),
    layout: oneOf(preferenceOptions.layout, value.layout, d.layout),
    direction: oneOf(preferenceOptions.direction, value.direction, d.direction),
    animation: oneOf(preferenceOptions.animation, value.animation, d.animation),
    navbar: oneOf(preferenceOptions.navbar, value.navbar, d.navbar),
    semidark: typeof value.semidark === "boolean" ? value.semidark : d.semidark,
    sidebar: oneOf(preferenceOptions.sidebar, value.sidebar, d.sidebar),
  };
}

export const PREFERENCES_ACTION = "/preferences";

const names = Object.keys(defaultPreferences) as PreferenceName[];

/**
 * The preferences after a form's fields are applied: fields the form leaves out keep
 * their current value, a value outside the choices falls back to the default.
 * A form sends the switch as "true"/"false" (a checkbox sends "on").
 */
export function applyPreferenceForm(current: Preferences, form: FormData | URLSearchParams): Preferences {
  const next: Record<string, unknown> = { ...current };
  for (const name of names) {
    const value = form.get(name);
    if (typeof value !== "string") continue;
    next[name] = name === "semidark" ? value === "true" || value === "on" : value;
  }
  return parsePreferences(next);
}

/** The page's preferences, with the changes still on their way to the server already applied. */
export function useOptimisticPreferences(fromServer: Preferences | undefined): Preferences {
  const fetchers = useFetchers();
  let preferences = fromServer ?? defaultPreferences;
  for (const fetcher of fetchers) {
    if (fetcher.formAction === PREFERENCES_ACTION && fetcher.formData) {
      preferences = applyPreferenceForm(preferences, fetcher.formData);
    }
  }
  return preferences;
}
