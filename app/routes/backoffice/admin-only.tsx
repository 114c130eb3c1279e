import { Outlet } from "react-router";
import { requireRole } from "~/auth/guards.server";
import type { Route } from "./+types/admin-only";

/** Admin-only screens (docs/design.md §4); an event manager is sent to match progress. */
export const middleware: Route.MiddlewareFunction[] = [requireRole("admin")];

export default function AdminOnly() {
  return <Outlet />;
}
