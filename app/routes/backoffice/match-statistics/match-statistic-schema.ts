import { z } from "zod";
import { wholeNumber } from "../game-types/game-type-schema";

const name = z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(50, { error: "validation.tooLong?max=50" });

/** lower_snake_case, starting with a letter: what the scoring screens and the API name a statistic by. */
const key = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, { error: "validation.required" })
  .max(40, { error: "validation.tooLong?max=40" })
  .regex(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, { error: "statistics.errors.keyFormat" });

/** A statistic staff record per side per match; no game type = every game type. */
export const matchStatisticSchema = z.object({
  name,
  key,
  gameTypeId: z.number().int().positive().optional(),
  sortOrder: wholeNumber(0, 999),
});

/** A spreadsheet row: the game type by name (empty = every game type), as the export writes it. */
export const matchStatisticRowSchema = z.object({
  gameType: z.string().trim().max(50, { error: "validation.tooLong?max=50" }).optional(),
  name,
  key,
  sortOrder: z.coerce.number({ error: "masterData.validation.wholeNumber" }).pipe(wholeNumber(0, 999)).optional(),
});
