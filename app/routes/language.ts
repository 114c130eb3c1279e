import { redirect } from "react-router";
import { safeRedirect } from "~/auth/session.server";
import { localeCookie } from "~/i18n/i18next.server";
import { normaliseLanguage } from "~/i18n/languages";
import type { Route } from "./+types/language";

/** Nothing to show: the public pages' language switcher posts here. */
export function loader() {
  return redirect("/");
}

/**
 * The public pages' language switcher (components/public/language-switcher.tsx):
 * the language chosen goes into the `lng` cookie and the reader back to the page
 * they were on, at its own address. A `?lng=` left in that address is dropped, as
 * it would outrank the cookie; the address stays the one every reader shares, so
 * the page is still kept per language like every other (server/page-cache.ts).
 * A plain form: it works without JavaScript, which the public pages never need.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const back = new URL(safeRedirect(form.get("back"), "/"), "http://laga.invalid");
  back.searchParams.delete("lng");
  const to = `${back.pathname}${back.search}`;
  const language = normaliseLanguage(form.get("lng"));
  if (!language) return redirect(to, 303);
  return redirect(to, { status: 303, headers: { "Set-Cookie": await localeCookie.serialize(language) } });
}
