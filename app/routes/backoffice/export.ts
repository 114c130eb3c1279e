import { data } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { exportDefinition } from "~/exports.server";
import { translator } from "~/i18n/i18next.server";
import { fromFirstRow, spreadsheetResponse } from "~/utils/spreadsheet.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/export";
import { now } from "~/clock.server";

/**
 * GET /export/:entity?format=xlsx|csv&<the list's filters>: the current filter of
 * a list as a file, written while it is sent. Nothing to export answers the
 * list again with a warning rather than an empty file.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const definition = exportDefinition(params.entity);
  if (!definition || !definition.roles.includes(user.role)) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const format = search.get("format") === "csv" ? "csv" : "xlsx";
  const t = translator(context);
  const rows = fromFirstRow(definition.rows(search, user, context));
  const back = new URLSearchParams(search);
  back.delete("format");
  if (!rows) {
    return redirectWithToast(`/list-${params.entity}${back.size ? `?${back}` : ""}`, { type: "warning", message: t("list.nothingToExport") });
  }
  const stamp = now().toISOString().slice(0, 10);
  const file = {
    format,
    filename: `${params.entity}-${stamp}.${format}`,
    sheet: definition.sheet(t),
    columns: definition.columns(t),
    labels: { yes: t("list.yes"), no: t("list.no") },
  } as const;
  return spreadsheetResponse(file, rows, request.signal);
}
