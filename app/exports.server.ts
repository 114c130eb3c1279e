import { entryExport } from "~/models/entries/entry-list.server";
import { eventExport } from "~/models/events/event-list.server";
import type { ExportDefinition } from "~/models/export-rows.server";
import { gameCategoryExport } from "~/models/master-data/game-category.server";
import { gameTypeExport } from "~/models/master-data/game-type.server";
import { groupExport } from "~/models/competition/group-list.server";
import { matchStatisticExport } from "~/models/master-data/match-statistic.server";
import { playerExport } from "~/models/people/player-list.server";
import { regionExport } from "~/models/regions/region-list.server";
import { scheduleExport } from "~/models/competition/schedule.server";
import { skillLevelExport } from "~/models/master-data/skill-level.server";
import { teamExport } from "~/models/competition/team-list.server";
import { userExport } from "~/models/accounts/user-list.server";

/**
 * Every exportable list, by the entity name in its URL. This registry imports
 * the models; they know only the definition's type (in the spreadsheet
 * writer's module), so no model imports it back.
 */
const exportsByEntity: Record<string, ExportDefinition<never>> = {
  user: userExport as unknown as ExportDefinition<never>,
  event: eventExport as unknown as ExportDefinition<never>,
  player: playerExport as unknown as ExportDefinition<never>,
  team: teamExport as unknown as ExportDefinition<never>,
  group: groupExport as unknown as ExportDefinition<never>,
  schedule: scheduleExport as unknown as ExportDefinition<never>,
  province: regionExport("province") as unknown as ExportDefinition<never>,
  city: regionExport("city") as unknown as ExportDefinition<never>,
  district: regionExport("district") as unknown as ExportDefinition<never>,
  subdistrict: regionExport("subdistrict") as unknown as ExportDefinition<never>,
  gametype: gameTypeExport as unknown as ExportDefinition<never>,
  skilllevel: skillLevelExport as unknown as ExportDefinition<never>,
  gamecategories: gameCategoryExport as unknown as ExportDefinition<never>,
  "match-statistics": matchStatisticExport as unknown as ExportDefinition<never>,
  entry: entryExport as unknown as ExportDefinition<never>,
};

export function exportDefinition(entity: string): ExportDefinition<unknown> | null {
  return (Object.hasOwn(exportsByEntity, entity) ? exportsByEntity[entity] : null) as ExportDefinition<unknown> | null;
}
