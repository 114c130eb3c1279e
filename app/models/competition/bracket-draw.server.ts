import { randomInt } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import { eventCategories, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { buildBracket, checkBracketBuild, type BracketEntrants } from "~/domain/bracket/build";
import type { BracketKind } from "~/domain/bracket/match";
import { knockoutSettingsOf, withKnockoutSettings, type KnockoutSettings } from "~/domain/bracket/settings";
import { maxDrawNumber } from "~/domain/random";
import { categoryGroups, groupMembers } from "./group.server";
import { message, type ScopeCategory } from "./schedule-scope.server";

/** A knockout match as a saved bracket writes it: its stage as the matches table names it (a round of 32 at most, §6.12a), its sides' sources, a team where the draw already knows it. */
export type BracketMatch = {
  code: string;
  bracket: BracketKind;
  stage: "r32" | "r16" | "qf" | "sf" | "third" | "final";
  /** 1 = the bracket's first round; the third-place match shares the final's round. */
  round: number;
  homeSource: string;
  awaySource: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
};

/** The settings and number a bracket is drawn with: the category's settings, or what staff chose on the draw's form. */
export type BracketDraw = { settings: KnockoutSettings; drawNumber: number };

/** A line of the main bracket's first round as staff see it: the team on it (null: a bye), with its seed and club. */
export type DrawLine = { line: number; source: string | null; teamId: number | null; seed: number | null; club: string | null };

/** The category's knockout settings (format_settings.knockout). */
export function categoryKnockoutSettings(categoryId: number): KnockoutSettings {
  const row = getDb().select({ formatSettings: eventCategories.formatSettings }).from(eventCategories).where(eq(eventCategories.id, categoryId)).get();
  return knockoutSettingsOf(row?.formatSettings);
}

/** The draw a screen starts from: the category's settings, with its saved number or a new one by lot. */
export function defaultDraw(categoryId: number): BracketDraw {
  const settings = categoryKnockoutSettings(categoryId);
  return { settings, drawNumber: settings.drawNumber ?? randomInt(1, maxDrawNumber + 1) };
}

/** Writes the settings a bracket was saved with, and its number, inside the caller's transaction. */
export function keepKnockoutSettings(categoryId: number, draw: BracketDraw, drawNumber: number | null) {
  const db = getDb();
  const row = db.select({ formatSettings: eventCategories.formatSettings }).from(eventCategories).where(eq(eventCategories.id, categoryId)).get();
  db.update(eventCategories)
    .set({ formatSettings: withKnockoutSettings(row?.formatSettings, { ...draw.settings, drawNumber }) })
    .where(eq(eventCategories.id, categoryId))
    .run();
}

/** The teams of a knockout-only category that have not withdrawn, with their seeds and clubs. */
function drawTeams(categoryId: number) {
  return getDb()
    .select({ id: teams.id, seed: teams.seed, club: teams.club })
    .from(teams)
    .where(and(eq(teams.eventCategoryId, categoryId), ne(teams.status, "withdrawn")))
    .orderBy(asc(teams.id))
    .all();
}

/** Who enters the bracket: the teams themselves (knockout only), or each group's places. */
function entrantsOf(category: ScopeCategory): BracketEntrants | null {
  if (category.format === "knockout") return { kind: "teams", teams: drawTeams(category.id) };
  const groups = categoryGroups(category.id).map((group) => {
    const playing = groupMembers(group.id).filter((m) => m.status !== "withdrawn").length;
    return { name: group.name, advancing: Math.min(category.advancePerGroup, playing), teams: playing };
  });
  return groups.length ? { kind: "groups", groups } : null;
}

/**
 * The category's bracket matches with their sources and brackets, drawn as
 * the settings say, and the main bracket's first-round lines; problems (as
 * message() texts) when it cannot be drawn. Nothing is written.
 */
export function drawBracket(category: ScopeCategory, draw: BracketDraw): { bracket: BracketMatch[]; lines: DrawLine[]; drawNumber: number | null; problems: string[] } {
  const entrants = entrantsOf(category);
  if (!entrants) return { bracket: [], lines: [], drawNumber: null, problems: ["scheduleAdmin.errors.noGroups"] };
  const input = { entrants, settings: draw.settings, thirdPlace: category.thirdPlace, drawNumber: draw.drawNumber };
  const errors = checkBracketBuild(input);
  if (errors.length) return { bracket: [], lines: [], drawNumber: null, problems: errors.map((e) => message(`bracket.errors.${e.code}`, e.params as Record<string, number>)) };
  const built = buildBracket(input);
  const teamById = new Map(entrants.kind === "teams" ? entrants.teams.map((team) => [team.id, team]) : []);
  return {
    bracket: built.matches.map((m) => ({
      code: m.code,
      bracket: m.bracket,
      stage: m.stage as BracketMatch["stage"],
      round: m.round,
      homeSource: m.homeSource,
      awaySource: m.awaySource,
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
    })),
    lines: built.lines.map((line, i) => {
      const team = line?.teamId != null ? teamById.get(line.teamId) : undefined;
      return { line: i + 1, source: line?.source ?? null, teamId: line?.teamId ?? null, seed: team?.seed ?? null, club: team?.club ?? null };
    }),
    drawNumber: built.drawNumber,
    problems: [],
  };
}
