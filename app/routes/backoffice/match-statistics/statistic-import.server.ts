import { applyMatchStatisticImport, matchStatisticHeaders, planMatchStatisticImport, type MatchStatisticSheetRow } from "~/models/master-data/match-statistic.server";
import type { SheetImport } from "~/utils/spreadsheet-import.server";
import { matchStatisticRowSchema } from "./match-statistic-schema";

/**
 * How a spreadsheet of match statistics is read, checked and written (same columns as the export),
 * for the user who imports it: what they may not change is refused in the preview already.
 */
export function statisticSheetImport(actorId: number): SheetImport<MatchStatisticSheetRow> {
  return {
    entity: "match-statistics",
    fields: matchStatisticHeaders,
    required: ["name", "key"],
    schema: matchStatisticRowSchema,
    plan: (rows) => planMatchStatisticImport(rows, actorId),
    apply: (rows) => applyMatchStatisticImport(rows, actorId),
    cells: (row) => [row.gameType ?? "", row.name, row.key, row.sortOrder === undefined ? "" : String(row.sortOrder)],
  };
}
