import { redirect } from "react-router";
import { signOut } from "~/auth/session.server";
import type { Route } from "./+types/logout";

/** Signing out changes state, so it is a POST (the header's Sign Out form); a GET only goes back to login. */
export async function action({ request, context }: Route.ActionArgs) {
  await signOut(request, context);
}

export function loader() {
  return redirect("/auth/login");
}
