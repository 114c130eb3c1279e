import { createHash } from "node:crypto";
import type { FixedSlot, PlanCategory, PlanCourt, PlanInput, PlanMatch, Sides } from "~/domain/planner/model";
import { MINUTES_PER_DAY, roundUp, type Minute, type Span } from "~/domain/planner/time";
import { decidedStatuses } from "~/domain/standings";
import { parseMatchSource } from "~/utils/match-source";
import { naturalOrder } from "~/utils/natural-order";
import { eventClock, matchMinutesOf, type EventClock, type EventFacts, type PlanCategoryFacts, type PlanCourtFacts, type PlanMatchFacts } from "./event-facts.server";

/**
 * The event planner's input (app/domain/planner/model.ts) made from an event's
 * facts: every match as a key, its people (the players of both teams' rosters:
 * a player in two categories is one person), its feeders ("W:QF1", a group's
 * places "1A") and its group's rounds, each category's length, rest, daily
 * limit and hours, and the courts' open spans on the days chosen.
 */

export const matchKey = (id: number) => String(id);
export const categoryKey = (id: number) => `c${id}`;

/** Start times fall on five-minute marks. */
const STEP = 5;

/**
 * A plan made during the event starts nothing sooner than this many minutes
 * from now: players are told in time, and staff have that long to read the
 * preview and save it before its first match would be in the past.
 */
export const PLAN_LEAD_MINUTES = 10;

/** Statuses of a match being played or over: it stays where it is. */
const onCourtStatuses: ReadonlySet<string> = new Set(["live", ...decidedStatuses]);

/** What to plan: the days courts may be used on and the categories whose unplayed matches are placed. */
export type PlanScope = { days: string[]; categoryIds: number[] };

/** A category as the planner reads it: its rest, its daily limit and its hours of the day ("juniors before noon"). */
export function planCategory(category: PlanCategoryFacts): PlanCategory {
  const windowed = category.planNotBefore !== null || category.planNotAfter !== null;
  return {
    key: categoryKey(category.id),
    restMinutes: category.restMinutes,
    ...(category.maxMatchesPerDay !== null ? { maxPerDay: category.maxMatchesPerDay } : {}),
    ...(windowed ? { hours: { from: category.planNotBefore ?? 0, to: category.planNotAfter ?? MINUTES_PER_DAY } } : {}),
  };
}

/** The courts' open spans on the chosen days, in the courts' order. */
export function planCourts(courts: readonly PlanCourtFacts[], days: readonly string[], clock: EventClock): PlanCourt[] {
  const chosen = new Set(days);
  return courts.map((court) => ({
    name: court.name,
    open: court.hours
      .filter((hours) => chosen.has(hours.day) && hours.closesAt > hours.opensAt)
      .map((hours): Span => ({ from: clock.dayIndex(hours.day) * MINUTES_PER_DAY + hours.opensAt, to: clock.dayIndex(hours.day) * MINUTES_PER_DAY + hours.closesAt })),
  }));
}

/**
 * Both sides' players, from the teams' rosters; a side not known yet is empty.
 * A team without players on its roster stands as one person of its own (its id
 * negated), so it still never plays twice at once. A side of several entrants
 * (Americano, Mexicano) is all of their players.
 */
export function sidesOf(match: Pick<PlanMatchFacts, "homeTeamId" | "awayTeamId"> & Partial<Pick<PlanMatchFacts, "sideTeams">>, rosters: ReadonlyMap<number, number[]>): Sides {
  const players = (team: number) => rosters.get(team) ?? [-team];
  const side = (team: number | null, several: readonly number[] | undefined) => (several?.length ? several.flatMap(players) : team === null ? [] : players(team));
  return [side(match.homeTeamId, match.sideTeams?.home), side(match.awayTeamId, match.sideTeams?.away)];
}

/**
 * Where a match stands when the planner must leave it where it is: on its
 * court (the one it was called to, if any) from when it started, was called
 * or is planned; over at its end once decided. Null without a court and a time.
 */
function standingSlot(match: PlanMatchFacts, clock: EventClock, minutes: number): FixedSlot | null {
  const court = match.calledCourt ?? match.court;
  const at = match.startedAt ?? match.calledAt ?? match.scheduledAt;
  if (!court || !at) return null;
  const start = clock.minuteOf(at);
  if (!(decidedStatuses as readonly string[]).includes(match.status)) return { court, start };
  const ended = match.finishedAt ? clock.minuteOf(match.finishedAt) : null;
  return { court, start, end: ended !== null && ended > start ? ended : start + minutes };
}

/** Why the planner leaves a match where it is, or null when it is the planner's to place. */
export function fixedReason(match: PlanMatchFacts, chosen: ReadonlySet<number>): "played" | "called" | "byHand" | "otherCategory" | null {
  if (onCourtStatuses.has(match.status)) return "played";
  if (match.calledAt) return "called";
  if (match.placedByHand) return "byHand";
  if (!chosen.has(match.eventCategoryId)) return "otherCategory";
  return null;
}

/** A group match of a withdrawn team is void (docs/design.md §6.2): nobody plays it, so it is given no court. */
export function isVoid(match: PlanMatchFacts, withdrawn: ReadonlySet<number>) {
  return match.stage === "group" && [match.homeTeamId, match.awayTeamId].some((team) => team !== null && withdrawn.has(team));
}

/** The feeders of a match among `included` keys: the matches its sources name ("W:QF1") and every match of a group whose place it takes ("1A"). */
function feedersOf(match: Pick<PlanMatchFacts, "eventCategoryId" | "homeSource" | "awaySource">, byCode: ReadonlyMap<string, string>, byGroup: ReadonlyMap<string, string[]>): string[] {
  const feeders = new Set<string>();
  for (const source of [match.homeSource, match.awaySource]) {
    const parsed = parseMatchSource(source);
    if (!parsed) continue;
    if (parsed.kind === "group") for (const key of byGroup.get(`${match.eventCategoryId}|${parsed.group}`) ?? []) feeders.add(key);
    else {
      const key = byCode.get(`${match.eventCategoryId}|${parsed.match}`);
      if (key) feeders.add(key);
    }
  }
  return [...feeders];
}

/** A match waiting to be placed or placed already, before its feeders are known. */
type Draft = {
  facts: Pick<PlanMatchFacts, "eventCategoryId" | "groupId" | "groupName" | "stage" | "bracket" | "round" | "code" | "homeSource" | "awaySource">;
  match: Omit<PlanMatch, "after" | "order">;
};

/** Feeders, group and round, and staff's order (category, stage, round, code) for every draft, among the drafts themselves. */
function finish(drafts: readonly Draft[], categoryOrder: ReadonlyMap<number, number>): PlanMatch[] {
  const byCode = new Map<string, string>();
  const byGroup = new Map<string, string[]>();
  for (const { facts, match } of drafts) {
    byCode.set(`${facts.eventCategoryId}|${facts.code}`, match.key);
    if (facts.stage === "group" && facts.groupName) {
      const group = `${facts.eventCategoryId}|${facts.groupName}`;
      byGroup.set(group, [...(byGroup.get(group) ?? []), match.key]);
    }
  }
  const ordered = [...drafts].sort(
    (a, b) =>
      (categoryOrder.get(a.facts.eventCategoryId) ?? 0) - (categoryOrder.get(b.facts.eventCategoryId) ?? 0) ||
      Number(a.facts.stage !== "group") - Number(b.facts.stage !== "group") ||
      a.facts.round - b.facts.round ||
      naturalOrder(a.facts.code, b.facts.code),
  );
  const order = new Map(ordered.map((draft, i) => [draft.match.key, i + 1]));
  return drafts.map(({ facts, match }) => {
    const after = feedersOf(facts, byCode, byGroup);
    return {
      ...match,
      // Rounds are ordered within a group, and within each bracket of an elimination: a plate's or a losers' bracket's first round waits for the main bracket's later rounds that feed it.
      group: facts.stage === "group" ? `g${facts.groupId ?? facts.groupName ?? ""}` : `bracket:${facts.bracket ?? "main"}`,
      round: facts.round,
      order: order.get(match.key)!,
      ...(after.length ? { after } : {}),
    };
  });
}

/** Categories by key in the planner's order: those given an order first, by it. */
function categoryOrderOf(categories: readonly PlanCategoryFacts[]) {
  return categories
    .filter((category) => category.planOrder !== null)
    .sort((a, b) => a.planOrder! - b.planOrder! || a.sortOrder - b.sortOrder || a.id - b.id)
    .map((category) => categoryKey(category.id));
}

export type EventPlanInput = {
  input: PlanInput;
  /** Matches the planner places (unfixed), by key. */
  plannable: Map<string, PlanMatchFacts>;
  /** Group matches of withdrawn teams: void, given no court. */
  voided: PlanMatchFacts[];
  clock: EventClock;
};

/**
 * The input of an event's plan: the unplayed matches of the chosen categories
 * to place on the chosen days; played, live, called and hand-placed matches,
 * and every match of the other categories, where they are. With `now`, nothing
 * new starts before it, and a match on court longer than its length holds its
 * court and players until now; without it (the fingerprint), the input is the
 * same whatever the time. New starts begin `PLAN_LEAD_MINUTES` after now.
 */
export function eventPlanInput(facts: EventFacts, scope: PlanScope, now: Date | null): EventPlanInput {
  const clock = eventClock(facts.event, facts.days);
  const chosen = new Set(scope.categoryIds);
  const categoryOf = new Map(facts.categories.map((category) => [category.id, category]));
  const plannable = new Map<string, PlanMatchFacts>();
  const voided: PlanMatchFacts[] = [];
  const nowMinute = now ? clock.minuteOf(now) : null;
  const drafts: Draft[] = [];
  for (const match of facts.matches) {
    const category = categoryOf.get(match.eventCategoryId);
    if (!category) continue;
    const key = matchKey(match.id);
    let minutes = matchMinutesOf(category);
    const reason = fixedReason(match, chosen);
    let fixed: FixedSlot | undefined;
    if (reason) {
      const slot = standingSlot(match, clock, minutes);
      if (!slot) continue;
      fixed = slot;
      // On court past its length: it holds its court and players until now at least.
      if (slot.end === undefined && reason !== "byHand" && reason !== "otherCategory" && nowMinute !== null) minutes = Math.max(minutes, roundUp(nowMinute - slot.start + 1, STEP));
    } else if (isVoid(match, facts.withdrawn)) {
      voided.push(match);
      continue;
    } else plannable.set(key, match);
    drafts.push({ facts: match, match: { key, category: categoryKey(category.id), minutes, sides: sidesOf(match, facts.rosters), ...(fixed ? { fixed } : {}) } });
  }
  const input: PlanInput = {
    matches: finish(drafts, new Map(facts.categories.map((category, i) => [category.id, i]))),
    courts: planCourts(facts.courts, scope.days, clock),
    categories: facts.categories.map((category) => planCategory(category)),
    categoryOrder: categoryOrderOf(facts.categories),
    step: STEP,
    ...(nowMinute !== null ? { from: nowMinute + PLAN_LEAD_MINUTES } : {}),
  };
  return { input, plannable, voided, clock };
}

/** A new match the per-category schedule draws up, with its teams or the sources they come from. */
export type NewFixture = Draft["facts"] & { key: string; homeTeamId: number | null; awayTeamId: number | null; notBefore?: Date };

/** Courts, days and hours as the per-category form gives them. */
export type CategorySlots = { days: string[]; startMinutes: number; endMinutes: number; matchMinutes: number; courts: string[]; minRestSlots: number };

/**
 * The input of one category's new matches among the rest of the event: every
 * match already on the schedule stays where it is (its court and its players
 * are taken), and the new ones go on the form's courts, days and hours, with
 * the form's length and its rest (slots of that length) for this category.
 */
export function categoryPlanInput(facts: EventFacts, categoryId: number, fixtures: readonly NewFixture[], slots: CategorySlots): { input: PlanInput; clock: EventClock } {
  const clock = eventClock(facts.event, facts.days);
  const categoryOf = new Map(facts.categories.map((category) => [category.id, category]));
  const own = categoryOf.get(categoryId);
  const lengthOf = (id: number) => (id === categoryId ? slots.matchMinutes : matchMinutesOf(categoryOf.get(id)!));
  const drafts: Draft[] = [];
  for (const match of facts.matches) {
    if (!categoryOf.has(match.eventCategoryId)) continue;
    const fixed = standingSlot(match, clock, lengthOf(match.eventCategoryId));
    if (!fixed) continue;
    drafts.push({
      facts: match,
      match: { key: matchKey(match.id), category: categoryKey(match.eventCategoryId), minutes: lengthOf(match.eventCategoryId), sides: sidesOf(match, facts.rosters), fixed },
    });
  }
  for (const fixture of fixtures) {
    const notBefore = fixture.notBefore ? { notBefore: clock.minuteOf(fixture.notBefore) } : {};
    drafts.push({ facts: fixture, match: { key: fixture.key, category: categoryKey(categoryId), minutes: slots.matchMinutes, sides: sidesOf(fixture, facts.rosters), ...notBefore } });
  }
  const spans = [...new Set(slots.days)].map((day): Span => ({ from: clock.dayIndex(day) * MINUTES_PER_DAY + slots.startMinutes, to: clock.dayIndex(day) * MINUTES_PER_DAY + slots.endMinutes }));
  const input: PlanInput = {
    matches: finish(drafts, new Map([[categoryId, 0]])),
    courts: slots.courts.map((name) => ({ name, open: spans })),
    // The form's hours are this category's: its own window is the event plan's.
    categories: facts.categories.map((category) => {
      if (category !== own) return planCategory(category);
      const { hours: _hours, ...rules } = planCategory(category);
      return { ...rules, restMinutes: slots.minRestSlots * slots.matchMinutes };
    }),
    step: STEP,
  };
  return { input, clock };
}

/** A digest of what a plan was made from: the same facts and choices give the same fingerprint. */
export function fingerprintOf(...parts: unknown[]) {
  return createHash("sha256").update(JSON.stringify(parts)).digest("base64url");
}

/** The planner's minute as a day ("YYYY-MM-DD") and minutes of that day. */
export function dayAndMinutes(clock: EventClock, minute: Minute) {
  return { day: clock.dayOfMinute(minute), minutes: minute - Math.floor(minute / MINUTES_PER_DAY) * MINUTES_PER_DAY };
}
