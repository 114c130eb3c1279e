/**
 * Helpers of the planner's tests: times written as on a schedule, and what
 * they ask of every plan: the independent checker finds nothing the plan did
 * not itself report (a shortened rest it names).
 */
import { checkPlan, type PlanViolation } from "~/domain/planner/check";
import type { PlanInput } from "~/domain/planner/model";
import type { PlanResult } from "~/domain/planner/plan";
import { eventMinute, type Minute } from "~/domain/planner/time";

/** "09:30" on the event's first day (or on `day`), on the planner's clock. */
export function at(clock: string, day = 0): Minute {
  const [hours, minutes] = clock.split(":").map(Number);
  return eventMinute(day, hours! * 60 + minutes!);
}

/** The checker's violations, less the short rests the plan reported (either match of the pair, the same person). */
export function unreported(input: PlanInput, plan: Pick<PlanResult, "slots" | "unplaced" | "shortRest">): PlanViolation[] {
  const reported = new Set(plan.shortRest.flatMap((s) => [`${s.key}|${s.with}|${s.personId}`, `${s.with}|${s.key}|${s.personId}`]));
  return checkPlan(input, plan).filter((v) => v.code !== "planCheck.shortRest" || !reported.has(`${v.params.key}|${v.params.with}|${v.params.personId}`));
}
