import { z } from "zod";
import { deuceRules, pointCountings, scoringModes, serveRules } from "#drizzle/schema";
import type { GameTypeInput } from "~/models/master-data/game-type.server";

/** A whole number in a range, with messages the form shows in the user's language. */
export function wholeNumber(min: number, max: number) {
  const range = `masterData.validation.range?min=${min}&max=${max}`;
  return z.number({ error: "validation.required" }).int({ error: "masterData.validation.wholeNumber" }).min(min, { error: range }).max(max, { error: range });
}

/**
 * A sport and how its matches are scored (drizzle/schema/master.ts, read by
 * app/domain/scoring.ts and points.ts). For `sets` a set needs a target. Counted
 * in games, a set has its tie-break at the target all, so its cap and margin
 * follow from the target; counted in rally points, a cap must lie above the
 * target and only means something when a set is won by two, and an interval
 * comes before the target.
 */
export const gameTypeSchema = z
  .object({
    name: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(50, { error: "validation.tooLong?max=50" }),
    scoring: z.enum(scoringModes, { error: "validation.required" }),
    playersPerSide: wholeNumber(1, 15),
    setsToWin: wholeNumber(1, 5).default(2),
    setTarget: wholeNumber(0, 99).default(0),
    winByTwo: z.boolean().default(false),
    setCap: wholeNumber(1, 99).optional(),
    pointCounting: z.enum(pointCountings, { error: "validation.required" }).default("games"),
    deuce: z.enum(deuceRules, { error: "validation.required" }).default("advantage"),
    tieBreakTo: wholeNumber(1, 99).default(7),
    matchTieBreakTo: wholeNumber(1, 99).optional(),
    serve: z.enum(serveRules, { error: "validation.required" }).default("rallyWinner"),
    intervalAt: wholeNumber(1, 99).optional(),
    decidingEndsAt: wholeNumber(1, 99).optional(),
    halfMinutes: wholeNumber(1, 90).optional(),
    /** The event planner's default length of a match of this sport (a category may set its own). */
    matchMinutes: wholeNumber(5, 600),
    active: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.scoring !== "sets") return;
    if (value.setTarget < 1) ctx.addIssue({ code: "custom", path: ["setTarget"], message: "gameTypes.errors.setTargetRequired" });
    if (value.pointCounting === "games") return;
    if (value.intervalAt !== undefined && value.intervalAt >= value.setTarget) {
      ctx.addIssue({ code: "custom", path: ["intervalAt"], message: `gameTypes.errors.intervalBelowTarget?target=${value.setTarget}` });
    }
    if (value.decidingEndsAt !== undefined && value.decidingEndsAt >= value.setTarget) {
      ctx.addIssue({ code: "custom", path: ["decidingEndsAt"], message: `gameTypes.errors.endsBelowTarget?target=${value.setTarget}` });
    }
    if (value.setCap === undefined) return;
    if (value.setCap <= value.setTarget) ctx.addIssue({ code: "custom", path: ["setCap"], message: `gameTypes.errors.capAboveTarget?target=${value.setTarget}` });
    else if (!value.winByTwo) ctx.addIssue({ code: "custom", path: ["setCap"], message: "gameTypes.errors.capNeedsWinByTwo" });
  });

/** The form's values as the model takes them: an empty optional number is none. */
export function gameTypeInput(value: z.infer<typeof gameTypeSchema>): GameTypeInput {
  return {
    ...value,
    setCap: value.setCap ?? null,
    matchTieBreakTo: value.matchTieBreakTo ?? null,
    intervalAt: value.intervalAt ?? null,
    decidingEndsAt: value.decidingEndsAt ?? null,
    halfMinutes: value.halfMinutes ?? null,
  };
}
