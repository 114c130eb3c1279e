import { buildBracket } from "../../app/domain/bracket/build";
import type { PlannedGroup } from "../../app/domain/bracket/group-lines";
import type { EliminationMatch } from "../../app/domain/bracket/match";
import { defaultKnockoutSettings } from "../../app/domain/bracket/settings";

/**
 * The knockout after these groups as a category with the default knockout
 * settings draws it (the fixed cross-group lines, a single elimination): the
 * bracket staff save, before anyone has qualified. Each group is taken to
 * have as many teams as go through from it.
 */
export function groupBracket(groups: readonly PlannedGroup[], { thirdPlace }: { thirdPlace: boolean }): EliminationMatch[] {
  return buildBracket({
    entrants: { kind: "groups", groups: groups.map((group) => ({ ...group, teams: group.advancing })) },
    settings: defaultKnockoutSettings,
    thirdPlace,
    drawNumber: 1,
  }).matches;
}
