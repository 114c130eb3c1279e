import { and, eq, inArray } from "drizzle-orm";
import { matches } from "#drizzle/schema";
import { countRows, getDb, writeTransaction } from "~/db.server";
import { roundRobin } from "~/domain/round-robin";
import type { ScheduleMatch } from "~/domain/schedule";
import type { EventDateFormat } from "~/utils/event-dates";
import { naturalOrder } from "~/utils/natural-order";
import { recordAudit } from "../audit.server";
import { categoryGroups, groupMatchCounts, groupMembers } from "./group.server";
import type { ScheduleEvent } from "./schedule.server";
import { message, type ScopeCategory } from "./schedule-scope.server";
import { checkSlotSettings, placeMatches, plannedClashes, type PlannedMatch, type SlotSettings } from "./schedule-slots.server";
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
};

/**
 * The round robin of one group, or of every group of the category (circle
 * method, codes "A-1", "A-2" … per group in round order), placed on courts
 * and times. Nothing is written; saving draws the same plan again.
 */
export function planRoundRobin(event: ScheduleEvent, category: ScopeCategory, groupId: number | null, settings: SlotSettings, dates: EventDateFormat): RoundRobinPlan {
  const problems = checkSlotSettings(event, settings);
  const chosen = categoryGroups(category.id).filter((group) => groupId === null || group.id === groupId);
  if (chosen.length === 0) problems.push(groupId === null ? "scheduleAdmin.errors.noGroups" : "list.notFound");
  const fixtures: (ScheduleMatch & { groupId: number; group: string; code: string })[] = [];
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
        fixtures.push({ key: code, code, home: pairing.home, away: pairing.away, round: round.round, groupKey: group.name, groupId: group.id, group: group.name });
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
  if (problems.length) return { matches: [], unplaced: [], relaxedRest: [], problems };

  const placed = placeMatches(event, settings, fixtures);
  const planned: GroupPlannedMatch[] = fixtures.map((fixture) => {
    const slot = placed.slots.get(fixture.key);
    return {
      key: fixture.key,
      code: fixture.code,
      round: fixture.round,
      groupId: fixture.groupId,
      group: fixture.group,
      homeTeamId: fixture.home,
      awayTeamId: fixture.away,
      day: slot?.day ?? null,
      startMinutes: slot?.startMinutes ?? null,
      court: slot?.court ?? null,
      at: slot?.at ?? null,
    };
  });
  const clashes = plannedClashes(event, planned, settings.matchMinutes, dates);
  if (placed.unplaced.length) problems.push(message("scheduleAdmin.errors.unplaced", { count: placed.unplaced.length }));
  return { matches: sortBySlot(planned), unplaced: placed.unplaced, relaxedRest: placed.relaxedRest, problems: [...problems, ...clashes] };
}

/** By day, time and court; matches without a slot last, in code order. */
export function sortBySlot<T extends PlannedMatch>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) => Number(a.at === null) - Number(b.at === null) || (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0) || naturalOrder(a.court ?? "", b.court ?? "") || naturalOrder(a.code, b.code),
  );
}

/** Saves the round robin exactly as planRoundRobin shows it, refused while the plan has a problem. */
export function saveRoundRobin(event: ScheduleEvent, category: ScopeCategory, groupId: number | null, settings: SlotSettings, dates: EventDateFormat, actorId: number) {
  return writeTransaction((): { ok: true; count: number } | { ok: false; problems: string[] } => {
    const plan = planRoundRobin(event, category, groupId, settings, dates);
    if (plan.problems.length) return { ok: false, problems: plan.problems };
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
