import { data } from "react-router";
import { regionEntities, type RegionEntity } from "~/models/regions/region.server";

/**
 * The four region levels share one list module and one form module; which level
 * and which screen a request is for comes from its address: "/list-city",
 * "/add-district", "/edit-subdistrict/12" (or their `.data` requests).
 */
export function regionScreenOf(request: Request): { screen: "list" | "add" | "edit"; entity: RegionEntity } {
  const [first = ""] = new URL(request.url).pathname
    .replace(/\.data$/, "")
    .split("/")
    .filter(Boolean);
  const match = /^(list|add|edit)-(\w+)$/.exec(first);
  const entity = match?.[2] as RegionEntity | undefined;
  if (!match || !entity || !regionEntities.includes(entity)) throw data(null, { status: 404 });
  return { screen: match[1] as "list" | "add" | "edit", entity };
}
