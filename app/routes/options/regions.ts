import { data } from "react-router";
import { z } from "zod";
import { requireUser } from "~/auth/guards.server";
import { regionOptions } from "~/models/regions/region-list.server";
import { regionEntities } from "~/models/regions/region.server";
import type { Route } from "./+types/regions";

const query = z.object({
  level: z.enum(regionEntities),
  q: z.string().trim().max(100).optional(),
  parent: z.coerce.number().int().positive().optional(),
});

/**
 * GET /options/regions?level=city&q=band&parent=12 → `{ options: [{ value, label, hint }] }`:
 * at most 50 regions of a level for a searchable select, for any signed-in user
 * (the district form picks a city, the event form a subdistrict).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data({ options: [] }, { status: 400 });
  const { level, q, parent } = parsed.data;
  return Response.json({ options: regionOptions(level, { q, parentId: parent ?? null, limit: 50 }) }, { headers: { "Cache-Control": "private, no-store" } });
}
