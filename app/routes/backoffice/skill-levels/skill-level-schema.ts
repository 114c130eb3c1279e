import { z } from "zod";
import { wholeNumber } from "../game-types/game-type-schema";

/** A skill level: a unique name, a #RRGGBB colour, and its place in the order (1 = first). */
export const skillLevelSchema = z.object({
  name: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(50, { error: "validation.tooLong?max=50" }),
  color: z
    .string({ error: "validation.required" })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "skillLevels.errors.color" }),
  position: wholeNumber(1, 999),
});
