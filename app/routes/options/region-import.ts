import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { currentRegionImport } from "~/models/regions/region-import-job.server";
import type { Route } from "./+types/region-import";

/**
 * GET /options/region-import → `{ job }`: the national region import's progress,
 * polled by the provinces screen, which only admins open.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  if (requireUser(request, context).role !== "admin") throw data(null, { status: 404 });
  return Response.json({ job: currentRegionImport() }, { headers: { "Cache-Control": "no-store" } });
}
