import { randomInt } from "node:crypto";
import { groups, groupTeams, type CompetitionFormat } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { checkDraw, clubPairs, drawGroups, groupName, maxDrawNumber, maxGroupCount } from "~/domain/draw";
import { isRoundFormat } from "~/domain/formats/settings";
import { recordAudit } from "../audit.server";
import { categoryGroups, unassignedTeams, type TeamOption } from "./group.server";
import { message, type ScopeCategory } from "./schedule-scope.server";

export type DrawnGroup = { name: string; members: TeamOption[] };

export type DrawPlan = { ok: true; groups: DrawnGroup[]; clubPairs: number; teamIds: string } | { ok: false; errors: string[] };

/** A draw number staff have not typed: a fresh random one, shown so the draw can be repeated. */
export function proposeDrawNumber() {
  return randomInt(1, maxDrawNumber + 1);
}

/** Four teams a group, as most amateur events play. */
export function suggestedGroupCount(teamCount: number) {
  return Math.max(1, Math.min(maxGroupCount(teamCount), Math.round(teamCount / 4)));
}

/** Why a category has no groups at all: a knockout only, or a format played in rounds; null when it has groups. */
export function groupsRefusal(format: CompetitionFormat): string | null {
  return format === "knockout" ? "groupsAdmin.errors.knockoutOnly" : isRoundFormat(format) ? "groupsAdmin.errors.roundsOnly" : null;
}

/** The teams a draw deals out, and whether the category can be drawn at all. */
export function drawSetting(category: ScopeCategory) {
  const teams = unassignedTeams(category.id);
  const errors: string[] = [];
  const without = groupsRefusal(category.format);
  if (without) errors.push(without);
  else if (categoryGroups(category.id).length > 0) errors.push("groupsAdmin.errors.drawHasGroups");
  else if (teams.length < 2) errors.push("groupsAdmin.errors.drawTooFewTeams");
  return {
    teams,
    errors,
    teamIds: teams
      .map((team) => team.id)
      .sort((a, b) => a - b)
      .join(","),
  };
}

/** The groups a draw number gives these teams; nothing is written. */
export function planDraw(category: ScopeCategory, groupCount: number, drawNumber: number): DrawPlan {
  const setting = drawSetting(category);
  if (setting.errors.length) return { ok: false, errors: setting.errors };
  const input = { teams: setting.teams, groupCount, drawNumber };
  const problems = checkDraw(input);
  if (problems.length) return { ok: false, errors: problems.map((p) => message(`groupsAdmin.errors.${p.code}`, p.params)) };
  const byId = new Map(setting.teams.map((team) => [team.id, team]));
  const drawn = drawGroups(input);
  return {
    ok: true,
    groups: drawn.map((ids, i) => ({ name: groupName(i), members: ids.map((id) => byId.get(id)!) })),
    clubPairs: clubPairs(drawn, setting.teams),
    teamIds: setting.teamIds,
  };
}

/**
 * Saves the draw staff saw: the server draws again from the same number, and
 * refuses when the category's teams changed since the preview (the groups
 * would not be the ones shown).
 */
export function saveDraw(category: ScopeCategory, input: { groupCount: number; drawNumber: number; teamIds: string }, actorId: number) {
  return writeTransaction((): { ok: true; groups: DrawnGroup[] } | { ok: false; errors: string[] } => {
    const plan = planDraw(category, input.groupCount, input.drawNumber);
    if (!plan.ok) return plan;
    if (plan.teamIds !== input.teamIds) return { ok: false, errors: ["groupsAdmin.errors.drawTeamsChanged"] };
    const db = getDb();
    for (const drawn of plan.groups) {
      const group = db.insert(groups).values({ eventId: category.eventId, eventCategoryId: category.id, name: drawn.name }).returning().get();
      db.insert(groupTeams)
        .values(drawn.members.map((team, i) => ({ groupId: group.id, teamId: team.id, position: i + 1 })))
        .run();
      recordAudit({
        userId: actorId,
        action: "create",
        entity: "group",
        entityId: group.id,
        eventId: category.eventId,
        summary: `${drawn.name} (draw ${input.drawNumber}): ${drawn.members.map((team) => team.name).join(", ")}`,
      });
    }
    return { ok: true, groups: plan.groups };
  });
}
