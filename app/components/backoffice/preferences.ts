import { useFetchers } from "react-router";
import { z } from "zod";

/**
 * Layout preferences of the theme customizer (DESIGN.md §7). The schema is shared:
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

export const preferencesSchema = z.object({
  theme: z.enum(preferenceOptions.theme).catch("light"),
  menu: z.enum(preferenceOptions.menu).catch("vertical"),
  layout: z.enum(preferenceOptions.layout).catch("full"),
  direction: z.enum(preferenceOptions.direction).catch("ltr"),
  animation: z.enum(preferenceOptions.animation).catch("none"),
  navbar: z.enum(preferenceOptions.navbar).catch("sticky"),
  semidark: z.boolean().catch(false),
  /** Whether the vertical sidebar is folded away on a wide screen. */
  sidebar: z.enum(preferenceOptions.sidebar).catch("expanded"),
});

export type Preferences = z.infer<typeof preferencesSchema>;
export type PreferenceName = keyof Preferences;

export const defaultPreferences: Preferences = preferencesSchema.parse({});

export const PREFERENCES_ACTION = "/preferences";

const names = Object.keys(preferencesSchema.shape) as PreferenceName[];

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
  return preferencesSchema.parse(next);
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
