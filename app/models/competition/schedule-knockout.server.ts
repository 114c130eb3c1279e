import { and, eq, ne, sql } from "drizzle-orm";
import { matches } from "#drizzle/schema";
import { countRows, getDb, writeTransaction } from "~/db.server";
import type { EventDateFormat } from "~/utils/event-dates";
import { recordAudit } from "../audit.server";
import { categoryKnockoutSettings, drawBracket, keepKnockoutSettings, type BracketDraw, type BracketMatch, type DrawLine } from "./bracket-draw.server";
import { categoryGroups } from "./group.server";
import { fillQualifiedPlaces } from "./match-result.server";
import { sortBySlot } from "./schedule-generate.server";
import type { ScheduleEvent } from "./schedule.server";
import { message, type ScopeCategory } from "./schedule-scope.server";
import { categoryPlacement, checkSlotSettings, placeOnThread, plannedClashes, type NewSlot, type PlannedMatch, type SlotSettings } from "./schedule-slots.server";
import type { NewFixture } from "../planning/plan-input.server";
import { clockText, eventDays, parseClock, venueClock, venueInstant } from "./schedule-time.server";

/** How the bracket's matches get their times: not yet, drawn up like the round robin, or typed per match. */
export type KnockoutTiming = { mode: "none" } | ({ mode: "auto" } & SlotSettings) | { mode: "manual"; matchMinutes: number; slots: Record<string, { day: string; time: string; court: string }> };

export type KnockoutPlannedMatch = PlannedMatch & Pick<BracketMatch, "bracket" | "stage" | "homeSource" | "awaySource">;

export type KnockoutPlan = {
  matches: KnockoutPlannedMatch[];
  /** The main bracket's first-round lines as drawn, and the number that draws them again (null: nothing drawn by lot). */
  lines: DrawLine[];
  drawNumber: number | null;
  unplaced: string[];
  relaxedRest: string[];
  problems: string[];
  /** What an automatic plan was made from (null otherwise): the save checks it still holds. */
  fingerprint: string | null;
};

/**
 * The bracket's matches with their sources and brackets (./bracket-draw.server.ts):
 * after groups, "1A", "2B" … from the category's groups and advance_per_group
 * (a group with fewer teams sends fewer); knockout only, the teams themselves
 * drawn by seed ("#1" … by line). The draw defaults to the category's settings
 * and saved number (1 before any).
 */
function bracketOf(category: ScopeCategory, draw: BracketDraw) {
  if (category.format === "groups") return { bracket: [], lines: [], drawNumber: null, problems: ["scheduleAdmin.errors.noKnockout"] };
  return drawBracket(category, draw);
}

/** The draw planKnockout makes when none is given: the category's own settings and number. */
export function savedDraw(categoryId: number): BracketDraw {
  const settings = categoryKnockoutSettings(categoryId);
  return { settings, drawNumber: settings.drawNumber ?? 1 };
}

/** The category's last group match: the knockout cannot start before it ends. */
function groupStageEnd(category: ScopeCategory, matchMinutes: number) {
  const last = getDb()
    .select({ at: sql<number | null>`max(${matches.scheduledAt})` })
    .from(matches)
    .where(and(eq(matches.eventCategoryId, category.id), eq(matches.stage, "group")))
    .get();
  return last?.at ? { at: new Date(Number(last.at) + matchMinutes * 60_000) } : null;
}

/** The hand-typed times: complete rows only, on event days, each after the matches it waits for. */
function manualSlots(event: ScheduleEvent, bracket: readonly BracketMatch[], timing: Extract<KnockoutTiming, { mode: "manual" }>) {
  const problems: string[] = [];
  const days = new Set(eventDays(event));
  const slots = new Map<string, { day: string; startMinutes: number; court: string; at: Date }>();
  for (const match of bracket) {
    const typed = timing.slots[match.code] ?? { day: "", time: "", court: "" };
    const filled = [typed.day, typed.time, typed.court].filter((value) => value.trim() !== "").length;
    if (filled === 0) continue;
    const minutes = parseClock(typed.time);
    if (filled < 3 || minutes === null || !days.has(typed.day)) {
      problems.push(message("scheduleAdmin.errors.slotIncomplete", { code: match.code }));
      continue;
    }
    slots.set(match.code, { day: typed.day, startMinutes: minutes, court: typed.court.trim(), at: venueInstant(typed.day, minutes, event.timezone) });
  }
  for (const match of bracket) {
    const slot = slots.get(match.code);
    if (!slot) continue;
    for (const source of [match.homeSource, match.awaySource]) {
      const feeder = /^[WL]1?:(.+)$/.exec(source)?.[1];
      const before = feeder ? slots.get(feeder) : undefined;
      if (before && before.at.getTime() + timing.matchMinutes * 60_000 > slot.at.getTime()) {
        problems.push(message("scheduleAdmin.errors.roundOrder", { code: match.code, after: feeder! }));
      }
    }
  }
  return { slots, problems };
}

/**
 * The bracket and what stands in its way before any time is placed; for the
 * automatic mode, also the planner's input (every match already on the
 * schedule where it is, the bracket's matches after their feeders and after
 * the group stage) and its fingerprint.
 */
function knockoutDraft(event: ScheduleEvent, category: ScopeCategory, timing: KnockoutTiming, draw: BracketDraw) {
  const none = { bracket: [], lines: [], drawNumber: null, placement: null };
  if (category.format === "groups") return { ...none, problems: ["scheduleAdmin.errors.noKnockout"] };
  const existing = countRows(getDb(), matches, and(eq(matches.eventCategoryId, category.id), ne(matches.stage, "group")));
  if (existing > 0) return { ...none, problems: ["scheduleAdmin.errors.bracketExists"] };
  const { bracket, lines, drawNumber, problems } = bracketOf(category, draw);
  const drawn = { bracket, lines, drawNumber, problems };
  if (problems.length || timing.mode !== "auto") return { ...drawn, placement: null };
  problems.push(...checkSlotSettings(event, timing));
  if (problems.length) return { ...drawn, placement: null };
  const groupsEnd = groupStageEnd(category, timing.matchMinutes)?.at;
  const fixtures: NewFixture[] = bracket.map((match) => ({
    key: `new:${match.code}`,
    code: match.code,
    eventCategoryId: category.id,
    stage: match.stage,
    bracket: match.bracket,
    round: match.round,
    groupId: null,
    groupName: null,
    homeTeamId: match.homeTeamId,
    awayTeamId: match.awayTeamId,
    homeSource: match.homeSource,
    awaySource: match.awaySource,
    ...(groupsEnd ? { notBefore: groupsEnd } : {}),
  }));
  return { ...drawn, placement: categoryPlacement(event, category.id, fixtures, timing) };
}

/** The bracket of a category with its times; nothing is written, saving plans it again. */
export async function planKnockout(event: ScheduleEvent, category: ScopeCategory, timing: KnockoutTiming, dates: EventDateFormat, draw: BracketDraw = savedDraw(category.id)): Promise<KnockoutPlan> {
  const { bracket, lines, drawNumber, problems, placement } = knockoutDraft(event, category, timing, draw);
  if (bracket.length === 0) return { matches: [], lines: [], drawNumber: null, unplaced: [], relaxedRest: [], problems, fingerprint: null };

  let slots = new Map<string, NewSlot>();
  let unplaced: string[] = [];
  let relaxedRest: string[] = [];
  const matchMinutes = timing.mode === "none" ? 0 : timing.matchMinutes;
  if (placement) {
    const placed = await placeOnThread(event, placement);
    if (!placed.ok) return { matches: [], lines: [], drawNumber: null, unplaced: [], relaxedRest: [], problems: [placed.problem], fingerprint: null };
    const codeOf = (key: string) => key.replace(/^new:/, "");
    slots = new Map([...placed.slots].map(([key, slot]) => [codeOf(key), slot]));
    unplaced = placed.unplaced.map(codeOf);
    relaxedRest = placed.relaxedRest.map(codeOf);
    if (unplaced.length) problems.push(message("scheduleAdmin.errors.unplaced", { count: unplaced.length }));
  } else if (timing.mode === "manual") {
    const typed = manualSlots(event, bracket, timing);
    slots = typed.slots;
    problems.push(...typed.problems);
  }

  const planned: KnockoutPlannedMatch[] = bracket.map((match) => {
    const slot = slots.get(match.code);
    return {
      key: match.code,
      code: match.code,
      round: match.round,
      bracket: match.bracket,
      stage: match.stage,
      homeSource: match.homeSource,
      awaySource: match.awaySource,
      homeTeamId: match.homeTeamId,
      awayTeamId: match.awayTeamId,
      day: slot?.day ?? null,
      startMinutes: slot?.startMinutes ?? null,
      court: slot?.court ?? null,
      at: slot?.at ?? null,
    };
  });
  if (timing.mode === "manual") {
    const groupsEnd = groupStageEnd(category, matchMinutes);
    for (const match of planned) {
      if (groupsEnd && match.at && match.at < groupsEnd.at) {
        problems.push(message("scheduleAdmin.errors.beforeGroups", { code: match.code, time: `${dates.label(groupsEnd.at).date} ${dates.label(groupsEnd.at).time}` }));
      }
    }
    problems.push(...plannedClashes(event, planned, matchMinutes, dates));
  }
  return { matches: sortBySlot(planned), lines, drawNumber, unplaced, relaxedRest, problems, fingerprint: placement?.fingerprint ?? null };
}

/** The bracket saved for a category, shaped as a plan so it reads like the preview it was saved from; null when there is none yet. */
export function savedKnockout(category: ScopeCategory): KnockoutPlan | null {
  const saved = getDb()
    .select({
      id: matches.id,
      code: matches.code,
      round: matches.round,
      bracket: matches.bracket,
      stage: matches.stage,
      homeSource: matches.homeSource,
      awaySource: matches.awaySource,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      court: matches.court,
      at: matches.scheduledAt,
    })
    .from(matches)
    .where(and(eq(matches.eventCategoryId, category.id), ne(matches.stage, "group")))
    .all();
  if (saved.length === 0) return null;
  const planned = saved.map((match): KnockoutPlannedMatch => ({
    ...match,
    key: String(match.id),
    bracket: match.bracket ?? "main",
    stage: match.stage as BracketMatch["stage"],
    homeSource: match.homeSource ?? "",
    awaySource: match.awaySource ?? "",
    day: null,
    startMinutes: null,
  }));
  return { matches: sortBySlot(planned), lines: [], drawNumber: categoryKnockoutSettings(category.id).drawNumber, unplaced: [], relaxedRest: [], problems: [], fingerprint: null };
}

/**
 * Saves the bracket exactly as planKnockout shows it, then fills at once every
 * place a finished group already decides. An automatic plan is checked again
 * under the write lock: when the event changed since it was made, nothing is
 * written.
 */
export async function saveKnockout(
  event: ScheduleEvent,
  category: ScopeCategory,
  timing: KnockoutTiming,
  dates: EventDateFormat,
  actorId: number,
  draw: BracketDraw = savedDraw(category.id),
): Promise<{ ok: true; count: number } | { ok: false; problems: string[] }> {
  const plan = await planKnockout(event, category, timing, dates, draw);
  if (plan.problems.length) return { ok: false, problems: plan.problems };
  return writeTransaction((): { ok: true; count: number } | { ok: false; problems: string[] } => {
    const again = knockoutDraft(event, category, timing, draw);
    if (again.problems.length) return { ok: false, problems: again.problems };
    if ((again.placement?.fingerprint ?? null) !== plan.fingerprint) return { ok: false, problems: ["eventPlan.errors.changed"] };
    if (timing.mode === "manual") {
      // Hand-typed times are checked against the schedule as it is now, under the write lock.
      const clashes = plannedClashes(event, plan.matches, timing.matchMinutes, dates);
      if (clashes.length) return { ok: false, problems: clashes };
    }
    const db = getDb();
    for (const match of [...plan.matches].sort((a, b) => a.round - b.round)) {
      const row = db
        .insert(matches)
        .values({
          eventId: event.id,
          eventCategoryId: category.id,
          stage: match.stage,
          bracket: match.bracket,
          round: match.round,
          code: match.code,
          homeTeamId: match.homeTeamId,
          awayTeamId: match.awayTeamId,
          homeSource: match.homeSource,
          awaySource: match.awaySource,
          court: match.court,
          scheduledAt: match.at,
        })
        .returning({ id: matches.id })
        .get();
      const when = match.at ? `${venueClock(match.at, event.timezone).day} ${clockText(match.startMinutes!)} ${match.court}` : "-";
      recordAudit({ userId: actorId, action: "create", entity: "schedule", entityId: row.id, eventId: event.id, summary: `${match.code} (${match.homeSource}–${match.awaySource}): ${when}` });
    }
    keepKnockoutSettings(category.id, draw, plan.drawNumber);
    for (const group of categoryGroups(category.id)) fillQualifiedPlaces(event.id, group.id);
    return { ok: true, count: plan.matches.length };
  });
}
