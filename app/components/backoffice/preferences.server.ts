import { createCookie } from "react-router";
import { applyPreferenceForm, defaultPreferences, parsePreferences, type Preferences } from "./preferences";

export { defaultPreferences, type Preferences };

export const preferencesCookie = createCookie("laga_prefs", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function readPreferences(request: Request): Promise<Preferences> {
  const raw = await preferencesCookie.parse(request.headers.get("Cookie"));
  return parsePreferences(raw);
}

/** Applies a customizer form to the visitor's preferences and answers the cookie that keeps them. */
export async function savePreferences(request: Request, form: FormData) {
  const preferences = applyPreferenceForm(await readPreferences(request), form);
  return { preferences, cookie: await preferencesCookie.serialize(preferences) };
}
