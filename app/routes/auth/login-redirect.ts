import { redirect } from "react-router";
import type { Route } from "./+types/login-redirect";

/** The old address of the login page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/auth/login${new URL(request.url).search}`, 301);
}
