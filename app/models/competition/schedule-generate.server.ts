import { and, eq, inArray } from "drizzle-orm";
import { matches } from "#drizzle/schema";
import { countRows, getDb, writeTransaction } from "~/db.server";
import { roundRobin } from "~/domain/round-robin";
import { naturalOrder } from "~/utils/natural-order";
import { recordAudit } from "../audit.server";
import { categoryGroups, groupMatchCounts, groupMembers } from "./group.server";
import type { ScheduleEvent } from "./schedule.server";
import { message, type ScopeCategory } from "./schedule-scope.server";
import { categoryPlacement, checkSlotSettings, placeOnThread, type PlannedMatch, type SlotSettings } from "./schedule-slots.server";
import type { NewFixture } from "../planning/plan-input.server";
import { clockText } from "./schedule-time.server";

export type GroupPlannedMatch = PlannedMatch & { groupId: number; group: string };

export type RoundRobinPlan = {
  matches: GroupPlannedMatch[];
  /** Codes of matches no slot was left for. */
  unplaced: string[];
  /** Codes of matches placed with less rest than asked for. */
  relaxedRest: string[];
  /** Why the plan cannot be saved (messages); empty when it can. */
  problems: string[];
  /** What the plan was made from (null when it was not made): the save checks it still holds. */
  fingerprint: string | null;
};

/** The fixtures of the round robin, and why it cannot be drawn up (messages). */
function roundRobinFixtures(event: ScheduleEvent, category: ScopeCategory, groupId: number | null, settings: SlotSettings) {
  const problems = checkSlotSettings(event, settings);
  const chosen = categoryGroups(category.id).filter((group) => groupId === null || group.id === groupId);
  if (chosen.length === 0) problems.push(groupId === null ? "scheduleAdmin.errors.noGroups" : "list.notFound");
  const fixtures: (NewFixture & { groupId: number; group: string })[] = [];
  for (const group of chosen) {
    if (groupMatchCounts(group.id).total > 0) {
      problems.push(message("scheduleAdmin.errors.groupHasSchedule", { group: group.name }));
      continue;
    }
    // A team that withdrew before the schedule was drawn up is given no matches.
    const teamIds = groupMembers(group.id)
      .filter((member) => member.status !== "withdrawn")
      .map((member) => member.teamId);
    if (teamIds.length < 2) {
      problems.push(message("scheduleAdmin.errors.groupTooSmall", { group: group.name }));
      continue;
    }
    let number = 0;
    for (const round of roundRobin(teamIds)) {
      for (const pairing of round.pairings) {
        const code = `${group.name}-${++number}`;
        fixtures.push({
          key: `new:${code}`,
          code,
          eventCategoryId: category.id,
          stage: "group",
          bracket: null,
          round: round.round,
          groupId: group.id,
          groupName: group.name,
          group: group.name,
          homeTeamId: pairing.home,
          awayTeamId: pairing.away,
          homeSource: null,
          awaySource: null,
        });
      }
    }
  }
  const taken = fixtures.length
    ? countRows(
        getDb(),
        matches,
        and(
          eq(matches.eventCategoryId, category.id),
          inArray(
            matches.code,
            fixtures.map((f) => f.code),
          ),
        ),
      )
    : 0;
  if (taken > 0) problems.push("scheduleAdmin.errors.codeTaken");
  return { problems, fixtures };
}

/**
 * The round robin of one group, or of every group of the category (circle
 * method, codes "A-1", "A-2" … per group in round order), placed on the form's
 * courts and times by the event planner among every match already on the
 * event's schedule, so no court or player is booked twice. Nothing is
 * written; saving plans again and checks the event has not changed since.
 */
export async function planRoundRobin(event: ScheduleEvent, category: ScopeCategory, groupId: number | null, settings: SlotSettings): Promise<RoundRobinPlan> {
  const { problems, fixtures } = roundRobinFixtures(event, category, groupId, settings);
  if (problems.length) return { matches: [], unplaced: [], relaxedRest: [], problems, fingerprint: null };
  const placement = categoryPlacement(event, category.id, fixtures, settings);
  const placed = await placeOnThread(event, placement);
  if (!placed.ok) return { matches: [], unplaced: [], relaxedRest: [], problems: [placed.problem], fingerprint: null };
  const codeOf = new Map(fixtures.map((fixture) => [fixture.key, fixture.code]));
  const planned: GroupPlannedMatch[] = fixtures.map((fixture) => {
    const slot = placed.slots.get(fixture.key);
    return {
      key: fixture.key,
      code: fixture.code,
      round: fixture.round,
      groupId: fixture.groupId,
      group: fixture.group,
      homeTeamId: fixture.homeTeamId,
      awayTeamId: fixture.awayTeamId,
      day: slot?.day ?? null,
      startMinutes: slot?.startMinutes ?? null,
      court: slot?.court ?? null,
      at: slot?.at ?? null,
    };
  });
  if (placed.unplaced.length) problems.push(message("scheduleAdmin.errors.unplaced", { count: placed.unplaced.length }));
  return {
    matches: sortBySlot(planned),
    unplaced: placed.unplaced.map((key) => codeOf.get(key)!),
    relaxedRest: placed.relaxedRest.map((key) => codeOf.get(key)!),
    problems,
    fingerprint: placement.fingerprint,
  };
}

/** By day, time and court; matches without a slot last, in code order. */
export function sortBySlot<T extends PlannedMatch>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) => Number(a.at === null) - Number(b.at === null) || (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0) || naturalOrder(a.court ?? "", b.court ?? "") || naturalOrder(a.code, b.code),
  );
}

/**
 * Saves the round robin exactly as planRoundRobin shows it, refused while the
 * plan has a problem, and when the event changed between the plan and the
 * write (another schedule saved, a match moved): then nothing is written.
 */
export async function saveRoundRobin(
  event: ScheduleEvent,
  category: ScopeCategory,
  groupId: number | null,
  settings: SlotSettings,
  actorId: number,
): Promise<{ ok: true; count: number } | { ok: false; problems: string[] }> {
  const plan = await planRoundRobin(event, category, groupId, settings);
  if (plan.problems.length) return { ok: false, problems: plan.problems };
  return writeTransaction((): { ok: true; count: number } | { ok: false; problems: string[] } => {
    const again = roundRobinFixtures(event, category, groupId, settings);
    if (again.problems.length) return { ok: false, problems: again.problems };
    if (categoryPlacement(event, category.id, again.fixtures, settings).fingerprint !== plan.fingerprint) return { ok: false, problems: ["eventPlan.errors.changed"] };
    const db = getDb();
    for (const match of plan.matches) {
      const row = db
        .insert(matches)
        .values({
          eventId: event.id,
          eventCategoryId: category.id,
          groupId: match.groupId,
          stage: "group",
          round: match.round,
          code: match.code,
          homeTeamId: match.homeTeamId,
          awayTeamId: match.awayTeamId,
          court: match.court,
          scheduledAt: match.at,
        })
        .returning({ id: matches.id })
        .get();
      recordAudit({
        userId: actorId,
        action: "create",
        entity: "schedule",
        entityId: row.id,
        eventId: event.id,
        summary: `${match.code}: ${match.day} ${clockText(match.startMinutes!)} ${match.court}`,
      });
    }
    return { ok: true, count: plan.matches.length };
  });
}
