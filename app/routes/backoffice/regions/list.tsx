import type { Uploads } from "~/utils/body-limits";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/list";
import { RegionListPage } from "./region-list-page";
import { regionScreenOf } from "./region-route";
import { regionListAction, regionListLoader } from "./region-route.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** A spreadsheet to import (app/utils/body-limits.ts). */
export const uploads: Uploads = { file: "sheet" };

/** `/list-province`, `/list-city`, `/list-district`, `/list-subdistrict`. */
export function loader(args: Route.LoaderArgs) {
  return regionListLoader(regionScreenOf(args.request).entity, args);
}

export async function action(args: Route.ActionArgs) {
  return regionListAction(regionScreenOf(args.request).entity, args, uploads);
}

export default function RegionList({ loaderData }: Route.ComponentProps) {
  return <RegionListPage loaderData={loaderData} />;
}
