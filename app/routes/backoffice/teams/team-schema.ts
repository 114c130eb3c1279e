import { z } from "zod";
import { teamStatuses } from "#drizzle/schema";
import { MAX_SQUAD, TEAM_NAME_MAX } from "~/domain/roster";

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `validation.tooLong?max=${max}` });

/** Checkboxes of one name arrive as one value or many; the order is the order staff picked them in. */
const playerIds = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.coerce.number().int().positive()).max(MAX_SQUAD * 2, { error: "teams.errors.tooManyPlayers" }),
);

/**
 * The team form; the same schema runs in the browser and in the action. The
 * roster rules of the category (size, genders, one team per player) need the
 * database and are checked by the model.
 */
export const teamSchema = z.object({
  eventId: z.number({ error: "validation.required" }).int().positive(),
  eventCategoryId: z.number({ error: "validation.required" }).int().positive(),
  name: text(TEAM_NAME_MAX).optional(),
  club: text(100).optional(),
  seed: z.number({ error: "teams.errors.seed" }).int({ error: "teams.errors.seed" }).min(1, { error: "teams.errors.seed" }).max(999, { error: "teams.errors.seed" }).optional(),
  status: z.enum(teamStatuses, { error: "validation.required" }),
  playerIds,
  captainId: z.number().int().positive().optional(),
  /** Staff confirmed withdrawing a team whose group results will be voided. */
  confirmWithdraw: z.boolean().default(false),
});

export type TeamForm = z.infer<typeof teamSchema>;
