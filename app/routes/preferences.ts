import { data, redirect } from "react-router";
import { safeRedirect } from "~/auth/session.server";
import { translator } from "~/i18n/i18next.server";
import { savePreferences } from "~/components/backoffice/preferences.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/preferences";

/** Nothing to show: the customizer posts here from whatever page it is on. */
export function loader() {
  return redirect("/");
}

/**
 * Saves the theme customizer's choices in the `laga_prefs` cookie, for visitors
 * signed in or not. A plain form sends `redirectTo` and goes back to its page; the
 * browser's fetcher leaves it out and gets the preferences as data, so nothing reloads.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { preferences, cookie } = await savePreferences(request, form);
  const redirectTo = form.get("redirectTo");
  if (typeof redirectTo !== "string") return data({ preferences }, { headers: { "Set-Cookie": cookie } });
  return redirectWithToast(safeRedirect(redirectTo, "/"), { type: "success", message: translator(context)("customizer.saved") }, { headers: { "Set-Cookie": cookie } });
}
