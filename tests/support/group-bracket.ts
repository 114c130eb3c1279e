import { defaultGroupBracket } from "../../app/domain/bracket/build";
import type { PlannedGroup } from "../../app/domain/bracket/group-lines";
import type { EliminationMatch } from "../../app/domain/bracket/match";

/**
 * The knockout after these groups as a category with the default knockout
 * settings draws it (the fixed cross-group lines, a single elimination): the
 * bracket staff save, before anyone has qualified. Each group is taken to
 * have as many teams as go through from it.
 */
export function groupBracket(groups: readonly PlannedGroup[], { thirdPlace }: { thirdPlace: boolean }): EliminationMatch[] {
  return defaultGroupBracket(
    groups.map((group) => ({ ...group, teams: group.advancing })),
    { thirdPlace },
  ).matches;
}
