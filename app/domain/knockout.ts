/**
 * The knockout bracket that follows the groups on the fixed lines (the demo
 * event and the tests' brackets); results move teams on by ./bracket/match.ts
 * `advance`, and a category's settings choose its bracket in ./bracket/build.ts.
 *
 * Codes: "R32-1" … "R32-16", "R16-1" … "R16-8", "QF1" … "QF4", "SF1", "SF2",
 * "F" and "3P", numbered top to bottom of the bracket among the matches that
 * are actually played (a bye has no code). Sources: "1A" = winner of group A,
 * "2B" = runner-up of group B, "W:QF1" = winner of QF1, "L:SF1" = its loser.
 */
import { groupLines, type PlannedGroup } from "./bracket/group-lines";
import type { BracketKind } from "./bracket/match";
import { singleElimination } from "./bracket/single";

export type { PlannedGroup };

export type KnockoutStage = "r32" | "r16" | "qf" | "sf" | "third" | "final";

export type BracketMatch = {
  code: string;
  /** Which bracket of the category: "main", and for the formats of ./bracket/build.ts "lower", "final" or "plate". */
  bracket: BracketKind;
  stage: KnockoutStage;
  /** 1 = the first knockout round; the third-place match shares the final's round. */
  round: number;
  homeSource: string;
  awaySource: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
};

export type QualifiedGroup = {
  /** "A", "B" … as used in the sources. */
  name: string;
  /** Team ids in finishing order. */
  qualified: number[];
};

/**
 * - knockout.tooFewTeams: fewer than two teams go through.
 * - knockout.tooManyTeams: more teams than a 32-team bracket holds.
 */
export type KnockoutError = { code: "knockout.tooFewTeams"; params: { count: number; min: number } } | { code: "knockout.tooManyTeams"; params: { count: number; max: number } };

const maxTeams = 32;

/** Whether a bracket can be drawn for these groups; planBracket and seedBracket require it. */
export function checkBracket(groups: readonly PlannedGroup[]): KnockoutError[] {
  const count = groups.reduce((n, g) => n + Math.max(0, g.advancing), 0);
  if (count < 2) return [{ code: "knockout.tooFewTeams", params: { count, min: 2 } }];
  if (count > maxTeams) return [{ code: "knockout.tooManyTeams", params: { count, max: maxTeams } }];
  return [];
}

/**
 * The bracket's matches with their sources, before anyone has qualified: the
 * fixed cross-group lines (./bracket/group-lines.ts `fixedLines`) played as a
 * single elimination (./bracket/single.ts). A team with a bye goes straight
 * into the next round with its own source. The third-place match is added
 * only when both semi-finals are played.
 *
 * Throws a RangeError when checkBracket reports an error: callers check first.
 */
export function planBracket(groups: readonly PlannedGroup[], { thirdPlace }: { thirdPlace: boolean }): BracketMatch[] {
  const [error] = checkBracket(groups);
  if (error) throw new RangeError(`planBracket: ${error.code}`);
  const lines = groupLines(groups, { kind: "fixed" });
  return singleElimination(lines, { thirdPlace }).matches.map((m) => ({
    code: m.code,
    bracket: m.bracket,
    stage: m.stage as KnockoutStage,
    round: m.round,
    homeSource: m.homeSource,
    awaySource: m.awaySource,
    homeTeamId: null,
    awayTeamId: null,
  }));
}

/** The bracket once the groups are over, with the qualified teams in their first matches. */
export function seedBracket(groups: readonly QualifiedGroup[], { thirdPlace }: { thirdPlace: boolean }): BracketMatch[] {
  const teamOf = new Map<string, number>(groups.flatMap((g) => g.qualified.map((teamId, i) => [`${i + 1}${g.name}`, teamId] as const)));
  const planned = planBracket(
    groups.map((g) => ({ name: g.name, advancing: g.qualified.length })),
    { thirdPlace },
  );
  return planned.map((m) => ({
    ...m,
    homeTeamId: teamOf.get(m.homeSource) ?? null,
    awayTeamId: teamOf.get(m.awaySource) ?? null,
  }));
}
