import { players } from "#drizzle/schema";
import type { PlanError } from "~/domain/planner/plan";
import { MINUTES_PER_DAY, type Minute } from "~/domain/planner/time";
import type { ScheduleEvent } from "~/models/competition/schedule.server";
import { teamNames } from "~/models/competition/schedule.server";
import { sideName, sidesOfMatches } from "~/models/formats/match-sides.server";
import { clockText, eventDays, venueInstant } from "~/models/competition/schedule-time.server";
import { categoryLabel } from "~/models/events/team-category.server";
import { eventClock, matchMinutesOf, readEventFacts, type EventFacts, type PlanMatchFacts } from "~/models/planning/event-facts.server";
import { namesById } from "~/models/names-by-id.server";
import { firstStartOf, handPlacedMatches, type EventPlanPreview } from "~/models/planning/event-plan.server";
import type { EventDateFormat } from "~/utils/event-dates";
import { describeMatchSource } from "~/utils/match-source";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the plan screen shows of an event: its days, courts and hours, the categories' settings and the matches placed by hand. */
export function planScreen(event: ScheduleEvent, dates: EventDateFormat, t: Translate) {
  const facts = readEventFacts(event);
  const days = eventDays(event).map((key) => ({ key, label: dates.label(venueInstant(key, 12 * 60, event.timezone)).date }));
  const used = new Map<string, number>();
  for (const match of facts.matches) for (const court of new Set([match.court, match.calledCourt])) if (court) used.set(court, (used.get(court) ?? 0) + 1);
  const labels = new Map(facts.categories.map((category) => [category.id, categoryLabel(category, t)]));
  return {
    days,
    courts: facts.courts.map((court) => ({
      id: court.id,
      name: court.name,
      matches: used.get(court.name) ?? 0,
      hours: Object.fromEntries(court.hours.map((h) => [h.day, { opens: clockText(h.opensAt), closes: clockText(h.closesAt) }])),
    })),
    categories: facts.categories.map((category) => ({
      id: category.id,
      label: labels.get(category.id)!,
      sport: category.gameType,
      sportMinutes: category.gameTypeMinutes,
      pointsTotal: category.pointsTotal,
      values: {
        minutes: category.matchMinutes === null ? "" : String(category.matchMinutes),
        rest: String(category.restMinutes),
        perDay: category.maxMatchesPerDay === null ? "" : String(category.maxMatchesPerDay),
        order: category.planOrder === null ? "" : String(category.planOrder),
        from: category.planNotBefore === null ? "" : clockText(category.planNotBefore),
        to: category.planNotAfter === null ? "" : clockText(category.planNotAfter),
      },
    })),
    handPlaced: handPlacedMatches(event.id).map((match) => ({
      id: match.id,
      code: match.code,
      category: labels.get(match.eventCategoryId) ?? "",
      when: match.scheduledAt ? `${dates.label(match.scheduledAt).date} ${dates.label(match.scheduledAt).time}` : "",
      court: match.court ?? "",
    })),
    facts,
  };
}

export type PreviewMatchView = { id: number; code: string; category: string; home: string; away: string; time: string; moved: boolean; shortRest: boolean };

/**
 * A kept preview as the page shows it, in the reader's language: what it
 * placed by day and court, what it could not place and why (naming the player,
 * the feeder or the hours in the way), where it gave less rest, the void
 * matches, and its last end against the best any plan could do.
 */
export function previewView(preview: EventPlanPreview & { id: string }, facts: EventFacts, dates: EventDateFormat, t: Translate) {
  const clock = eventClock(facts.event, facts.days);
  const byId = new Map(facts.matches.map((match) => [match.id, match]));
  const categories = new Map(facts.categories.map((category) => [category.id, category]));
  const teams = teamNames(facts.matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]));
  const playerIds = [...new Set([...preview.unplaced.flatMap(({ error }) => ("personId" in error.params ? [error.params.personId] : [])), ...preview.shortRest.map((s) => s.playerId)])];
  const people = namesById(
    players,
    playerIds.filter((id) => id > 0),
  );
  // A team without players stands as one person: its id negated (plan-input.server.ts).
  const personName = (id: number) => (id > 0 ? (people.get(id) ?? `#${id}`) : (teams.get(-id) ?? `#${-id}`));
  const codeOf = (id: number) => byId.get(id)?.code ?? `#${id}`;
  // A pair match of Americano or Mexicano names no team: its sides are its players, "Ani / Budi".
  const pairs = sidesOfMatches(facts.matches.filter((match) => match.homeTeamId === null).map((match) => match.id));
  const sideOf = (match: EventFacts["matches"][number], which: "home" | "away") => {
    const team = which === "home" ? match.homeTeamId : match.awayTeamId;
    const entrants = pairs.get(match.id)?.[which];
    if (team === null && entrants?.length) return sideName(entrants);
    return team !== null ? (teams.get(team) ?? "") : describeMatchSource(t, which === "home" ? match.homeSource : match.awaySource);
  };
  const label = (minute: Minute) => {
    const at = clock.instantOf(minute);
    return `${dates.label(at).date} ${dates.label(at).time}`;
  };
  const short = new Set(preview.shortRest.flatMap((s) => [s.matchId, s.withId]));

  const byDay = new Map<string, Map<string, PreviewMatchView[]>>();
  for (const slot of [...preview.placed].sort((a, b) => a.start - b.start)) {
    const match = byId.get(slot.matchId);
    if (!match) continue;
    const day = clock.dayOfMinute(slot.start);
    const courts = byDay.get(day) ?? new Map<string, PreviewMatchView[]>();
    byDay.set(day, courts);
    const at = clock.instantOf(slot.start);
    courts.set(slot.court, [
      ...(courts.get(slot.court) ?? []),
      {
        id: match.id,
        code: match.code,
        category: categoryLabel(categories.get(match.eventCategoryId)!, t),
        home: sideOf(match, "home"),
        away: sideOf(match, "away"),
        time: `${clockText(slot.start - Math.floor(slot.start / MINUTES_PER_DAY) * MINUTES_PER_DAY)}–${clockText(slot.end - Math.floor(slot.start / MINUTES_PER_DAY) * MINUTES_PER_DAY)}`,
        moved: match.court !== slot.court || match.scheduledAt?.getTime() !== at.getTime(),
        shortRest: short.has(match.id),
      },
    ]);
  }
  const courtOrder = new Map(facts.courts.map((court, i) => [court.name, i]));
  const first = firstStartOf(preview);
  const percent = Number.isFinite(preview.quality.ratio) ? Math.max(0, Math.round((preview.quality.ratio - 1) * 1000) / 10) : null;
  return {
    id: preview.id,
    scope: preview.scope,
    placedCount: preview.placed.length,
    // Made during the event: the preview is saved exactly only until its first match starts.
    saveBy: first !== null && preview.madeAt >= 0 ? dates.label(clock.instantOf(first)).time : null,
    movedCount: [...byDay.values()].flatMap((courts) => [...courts.values()].flat()).filter((m) => m.moved).length,
    quality: {
      lastEnd: preview.quality.lastEnd === null ? null : label(preview.quality.lastEnd),
      bound: Number.isFinite(preview.quality.boundEnd) ? label(preview.quality.boundEnd) : null,
      percent,
    },
    days: [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, courts]) => ({
        key: day,
        label: dates.label(venueInstant(day, 12 * 60, facts.event.timezone)).date,
        courts: [...courts.entries()].sort(([a], [b]) => (courtOrder.get(a) ?? 0) - (courtOrder.get(b) ?? 0)).map(([name, list]) => ({ name, matches: list })),
      })),
    unplaced: preview.unplaced.map(({ matchId, error }) => {
      const match = byId.get(matchId);
      return {
        id: matchId,
        code: codeOf(matchId),
        category: match ? categoryLabel(categories.get(match.eventCategoryId)!, t) : "",
        home: match ? sideOf(match, "home") : "",
        away: match ? sideOf(match, "away") : "",
        reason: reasonText(error, match, facts, { codeOf: (key: string) => codeOf(Number(key)), personName }, t),
      };
    }),
    shortRest: preview.shortRest.map((s) =>
      t("eventPlan.preview.shortRest", { player: personName(s.playerId), code: codeOf(s.matchId), with: codeOf(s.withId), rest: s.restMinutes, asked: s.askedMinutes }),
    ),
    voided: preview.voided.map((id) => ({ id, code: codeOf(id), category: byId.get(id) ? categoryLabel(categories.get(byId.get(id)!.eventCategoryId)!, t) : "" })),
  };
}

export type PreviewView = ReturnType<typeof previewView>;

/** Why a match was left unplaced, naming what is in the way: the player, the feeder, the match it must end before, or the hours. */
function reasonText(error: PlanError, match: PlanMatchFacts | undefined, facts: EventFacts, names: { codeOf: (key: string) => string; personName: (id: number) => string }, t: Translate) {
  const code = match?.code ?? names.codeOf(error.params.key);
  switch (error.code) {
    case "plan.feederUnplaced":
      return t("eventPlan.reasons.feederUnplaced", { code, feeder: names.codeOf(error.params.feeder) });
    case "plan.afterFeeders":
      return t("eventPlan.reasons.afterFeeders", { code, feeder: names.codeOf(error.params.feeder) });
    case "plan.tooLate":
      return t("eventPlan.reasons.tooLate", { code, before: names.codeOf(error.params.before) });
    case "plan.courtsFull":
      return t("eventPlan.reasons.courtsFull", { code });
    case "plan.personBusy":
      return t("eventPlan.reasons.personBusy", { code, player: names.personName(error.params.personId) });
    case "plan.dailyLimit":
      return t("eventPlan.reasons.dailyLimit", { code, player: names.personName(error.params.personId), count: error.params.limit });
    case "plan.noCourtTime": {
      const category = match ? facts.categories.find((c) => c.id === match.eventCategoryId) : undefined;
      const minutes = category ? matchMinutesOf(category) : error.params.minutes;
      if (category && (category.planNotBefore !== null || category.planNotAfter !== null)) {
        return t("eventPlan.reasons.noCourtTimeInHours", { code, minutes, from: clockText(category.planNotBefore ?? 0), to: clockText(category.planNotAfter ?? MINUTES_PER_DAY) });
      }
      return t("eventPlan.reasons.noCourtTime", { code, minutes });
    }
    default:
      return t("eventPlan.reasons.badInput", { code });
  }
}
