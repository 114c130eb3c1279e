/**
 * A category's whole elimination from its entrants and its knockout settings
 * (./settings.ts): the main bracket's first-round lines (a seeded draw of the
 * teams themselves, or group places on the fixed or drawn lines), played as a
 * single or a double elimination, with a plate beside a single one. Every
 * match of every bracket, in one list the model writes as it is.
 */
import { FormatError } from "../format-error";
import { isDrawNumber, maxDrawNumber } from "../random";
import { doubleElimination } from "./double";
import { checkGroupLines, groupLines, type GroupLinesError, type PlannedGroup } from "./group-lines";
import type { EliminationBracket } from "./match";
import { firstMatchPlate, groupPlate } from "./plate";
import { checkSeededDraw, drawEntrants, seededDraw, type DrawEntrant, type SeedingError } from "./seeding";
import { defaultKnockoutSettings, type KnockoutSettings } from "./settings";
import { singleElimination, type Line } from "./single";

/** The most teams a category's bracket (or its plate) holds: five rounds, the stages a match row names. */
export const maxKnockoutTeams = 32;

export type BracketEntrants =
  /** A knockout-only category: its teams, drawn by seed. */
  | { kind: "teams"; teams: readonly DrawEntrant[] }
  /** After groups: each group, how many of its teams go through and how many it has. */
  | { kind: "groups"; groups: readonly (PlannedGroup & { teams: number })[] };

export type BracketInput = {
  entrants: BracketEntrants;
  settings: Pick<KnockoutSettings, "elimination" | "reset" | "plate" | "groupLines">;
  thirdPlace: boolean;
  /** Decides every choice left to lot; kept with the saved bracket so the draw can be made again. */
  drawNumber: number;
};

export type BuiltBracket = EliminationBracket & {
  /** The main bracket's first-round lines, top to bottom (null: a bye). */
  lines: Line[];
  /** The number the draw was made from; null when nothing was left to lot (the fixed group lines). */
  drawNumber: number | null;
};

/**
 * - knockout.tooManyTeams: more than maxKnockoutTeams in the bracket or the plate.
 * - bracketSettings.plateWithDouble: a plate asked for beside a double elimination.
 * - bracketSettings.plateNeedsGroups: a plate of group non-qualifiers in a category without groups.
 * - plate.tooFewTeams: fewer than 4 teams for a plate of first-match losers, or fewer than 2 left out by the groups.
 * - the seeded draw's and the group lines' own errors.
 */
export type BracketBuildError =
  | SeedingError
  | GroupLinesError
  | { code: "knockout.tooManyTeams"; params: { count: number; max: number } }
  | { code: "bracketSettings.plateWithDouble"; params: Record<string, never> }
  | { code: "bracketSettings.plateNeedsGroups"; params: Record<string, never> }
  | { code: "plate.tooFewTeams"; params: { count: number; min: number } };

const entrantCount = (entrants: BracketEntrants) => (entrants.kind === "teams" ? entrants.teams.length : entrants.groups.reduce((n, g) => n + Math.max(0, Math.min(g.advancing, g.teams)), 0));
const leftOut = (groups: readonly (PlannedGroup & { teams: number })[]) => groups.reduce((n, g) => n + Math.max(0, g.teams - Math.max(0, g.advancing)), 0);
const plannedGroups = (groups: readonly (PlannedGroup & { teams: number })[]) => groups.map((g) => ({ ...g, advancing: Math.max(0, Math.min(g.advancing, g.teams)) }));

export function checkBracketBuild({ entrants, settings, drawNumber }: BracketInput): BracketBuildError[] {
  const count = entrantCount(entrants);
  const errors: BracketBuildError[] = [];
  if (entrants.kind === "teams") {
    errors.push(...checkSeededDraw({ teams: entrants.teams, drawNumber }).filter((e) => e.code !== "seeding.tooManyTeams"));
  } else {
    errors.push(...checkGroupLines(plannedGroups(entrants.groups), settings.groupLines === "drawn" ? { kind: "drawn", drawNumber } : { kind: "fixed" }, Infinity));
  }
  if (count > maxKnockoutTeams) errors.push({ code: "knockout.tooManyTeams", params: { count, max: maxKnockoutTeams } });
  if (!isDrawNumber(drawNumber) && !errors.some((e) => e.code === "draw.badNumber")) errors.push({ code: "draw.badNumber", params: { max: maxDrawNumber } });
  if (settings.plate !== "none" && settings.elimination === "double") errors.push({ code: "bracketSettings.plateWithDouble", params: {} });
  else if (settings.plate === "firstMatch" && count < 4) errors.push({ code: "plate.tooFewTeams", params: { count, min: 4 } });
  else if (settings.plate === "groups") {
    if (entrants.kind === "teams") errors.push({ code: "bracketSettings.plateNeedsGroups", params: {} });
    else {
      const out = leftOut(entrants.groups);
      if (out < 2) errors.push({ code: "plate.tooFewTeams", params: { count: out, min: 2 } });
      if (out > maxKnockoutTeams) errors.push({ code: "knockout.tooManyTeams", params: { count: out, max: maxKnockoutTeams } });
    }
  }
  return errors;
}

/** The elimination of a category: checked, then drawn and played on paper. Throws FormatError when checkBracketBuild finds an error. */
export function buildBracket(input: BracketInput): BuiltBracket {
  const [error] = checkBracketBuild(input);
  if (error) throw new FormatError(error);
  const { entrants, settings, thirdPlace, drawNumber } = input;
  const drawn = entrants.kind === "teams" || settings.groupLines === "drawn";
  const lines =
    entrants.kind === "teams"
      ? drawEntrants(seededDraw({ teams: entrants.teams, drawNumber }))
      : groupLines(plannedGroups(entrants.groups), settings.groupLines === "drawn" ? { kind: "drawn", drawNumber } : { kind: "fixed" });
  const main = settings.elimination === "double" ? doubleElimination(lines, { reset: settings.reset }) : singleElimination(lines, { thirdPlace });
  const plate =
    settings.elimination === "double" || settings.plate === "none"
      ? null
      : settings.plate === "firstMatch"
        ? firstMatchPlate(lines, main, { thirdPlace })
        : entrants.kind === "groups"
          ? groupPlate(entrants.groups, { thirdPlace })
          : null;
  return {
    size: main.size,
    matches: [...main.matches, ...(plate?.matches ?? [])],
    byes: [...main.byes, ...(plate?.byes ?? [])],
    lines,
    drawNumber: drawn ? drawNumber : null,
  };
}

/**
 * The knockout after these groups as a category's default settings draw it (the fixed cross-group lines, a
 * single elimination, draw number 1): what staff save when they change nothing, and what the demo event and
 * the benchmark's large event are given.
 */
export function defaultGroupBracket(groups: readonly (PlannedGroup & { teams: number })[], { thirdPlace }: { thirdPlace: boolean }): BuiltBracket {
  return buildBracket({ entrants: { kind: "groups", groups }, settings: defaultKnockoutSettings, thirdPlace, drawNumber: 1 });
}
