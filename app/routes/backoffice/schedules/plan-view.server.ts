import type { PlannedMatch } from "~/models/competition/schedule-slots.server";
import { teamNames } from "~/models/competition/schedule.server";
import type { EventDateFormat } from "~/utils/event-dates";
import { describeMatchSource } from "~/utils/match-source";
import { knockoutStageLabel } from "~/utils/stage-label";

type Translate = (key: string, options?: Record<string, string | number>) => string;

type AnyPlannedMatch = PlannedMatch & { group?: string; stage?: string; bracket?: string | null; homeSource?: string; awaySource?: string };

export type PlanRowView = {
  key: string;
  code: string;
  /** "Grup A" or "Semifinal". */
  stage: string;
  date: string | null;
  time: string | null;
  court: string | null;
  home: string;
  away: string;
  relaxed: boolean;
};

/** A schedule plan as the preview table shows it: times in the event's zone, teams (or their sources) by name. */
export function planView(plan: { matches: AnyPlannedMatch[]; unplaced: string[]; relaxedRest: string[]; problems: string[] }, dates: EventDateFormat, t: Translate) {
  const names = teamNames(plan.matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  const relaxed = new Set(plan.relaxedRest);
  const side = (team: number | null, source: string | undefined) => (team !== null ? (names.get(team) ?? "") : describeMatchSource(t, source));
  const rows: PlanRowView[] = plan.matches.map((match) => {
    const label = match.at ? dates.label(match.at) : null;
    return {
      key: match.key,
      code: match.code,
      stage: match.group ? t("groupsAdmin.groupName", { name: match.group }) : knockoutStageLabel(t, { stage: match.stage ?? "group", bracket: match.bracket, round: match.round }),
      date: label?.date ?? null,
      time: label?.time ?? null,
      court: match.court,
      home: side(match.homeTeamId, match.homeSource),
      away: side(match.awayTeamId, match.awaySource),
      relaxed: relaxed.has(match.key),
    };
  });
  return { rows, unplaced: plan.unplaced, relaxedRest: plan.relaxedRest, problems: plan.problems };
}

export type PlanView = ReturnType<typeof planView>;
