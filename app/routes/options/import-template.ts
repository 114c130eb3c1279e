import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { exportDefinition } from "~/exports.server";
import { spreadsheetResponse } from "~/utils/spreadsheet.server";
import type { Route } from "./+types/import-template";

/** Lists that import a spreadsheet; their template has the columns of their export. */
const importable = new Set(["province", "city", "district", "subdistrict", "match-statistics"]);

/**
 * GET /options/import-template/:entity?format=xlsx|csv: an empty spreadsheet with
 * the columns of the list's export, ready to fill in and import.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const template = importable.has(params.entity) ? exportDefinition(params.entity) : null;
  if (!template || !template.roles.includes(user.role)) throw data(null, { status: 404 });
  const t = translator(context);
  const format = new URL(request.url).searchParams.get("format") === "csv" ? "csv" : "xlsx";
  const file = {
    format,
    filename: `${params.entity}-template.${format}`,
    sheet: template.sheet(t),
    columns: template.columns(t),
    labels: { yes: t("list.yes"), no: t("list.no") },
  } as const;
  return spreadsheetResponse(file, [], request.signal);
}
