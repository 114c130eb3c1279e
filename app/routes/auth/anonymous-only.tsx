import { Outlet } from "react-router";
import { requireAnonymous } from "~/auth/guards.server";
import type { Route } from "./+types/anonymous-only";

/** Login and password reset: a signed-in user is sent to their start page. */
export const middleware: Route.MiddlewareFunction[] = [requireAnonymous];

export default function AnonymousOnly() {
  return <Outlet />;
}
