import { applyMatchStatisticImport, matchStatisticHeaders, planMatchStatisticImport, type MatchStatisticSheetRow } from "~/models/match-statistic.server";
import type { SheetImport } from "~/utils/spreadsheet-import.server";
import { matchStatisticRowSchema } from "./match-statistic-schema";

/** How a spreadsheet of match statistics is read, checked and written (same columns as the export). */
export const statisticSheetImport: SheetImport<MatchStatisticSheetRow> = {
  entity: "match-statistics",
  fields: matchStatisticHeaders,
  required: ["name", "key"],
  schema: matchStatisticRowSchema,
  plan: (rows) => planMatchStatisticImport(rows),
  apply: (rows, _columns, actorId) => applyMatchStatisticImport(rows, actorId),
  cells: (row) => [row.gameType ?? "", row.name, row.key, row.sortOrder === undefined ? "" : String(row.sortOrder)],
};
