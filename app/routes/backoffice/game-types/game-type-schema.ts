import { z } from "zod";
import { scoringModes } from "#drizzle/schema";

/** A whole number in a range, with messages the form shows in the user's language. */
export function wholeNumber(min: number, max: number) {
  const range = `masterData.validation.range?min=${min}&max=${max}`;
  return z.number({ error: "validation.required" }).int({ error: "masterData.validation.wholeNumber" }).min(min, { error: range }).max(max, { error: range });
}

/**
 * A sport and how its matches are scored (drizzle/schema/master.ts, read by
 * app/domain/scoring.ts). For `sets` a set needs a target; a cap must lie above
 * the target and only means something when a set is won by two.
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
    active: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.scoring !== "sets") return;
    if (value.setTarget < 1) ctx.addIssue({ code: "custom", path: ["setTarget"], message: "gameTypes.errors.setTargetRequired" });
    if (value.setCap === undefined) return;
    if (value.setCap <= value.setTarget) ctx.addIssue({ code: "custom", path: ["setCap"], message: `gameTypes.errors.capAboveTarget?target=${value.setTarget}` });
    else if (!value.winByTwo) ctx.addIssue({ code: "custom", path: ["setCap"], message: "gameTypes.errors.capNeedsWinByTwo" });
  });
