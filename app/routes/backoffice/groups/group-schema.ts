import { z } from "zod";

/** One team row of the group form: whether it is in the group and its draw position. */
const member = z.object({
  teamId: z.number().int().positive(),
  picked: z.boolean().default(false),
  position: z
    .number({ error: "groupsAdmin.errors.position" })
    .int({ error: "groupsAdmin.errors.position" })
    .min(1, { error: "groupsAdmin.errors.position" })
    .max(99, { error: "groupsAdmin.errors.position" })
    .optional(),
});

/**
 * The add and edit form of a group. The name is letters only, as the
 * knockout's sources ("1A", "2B") name a group; whether it is free and
 * whether the teams may change need the database and are the model's.
 */
export const groupSchema = z.object({
  name: z
    .string({ error: "validation.required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,3}$/, { error: "groupsAdmin.errors.name" }),
  teams: z.array(member).default([]),
});

export type GroupForm = z.infer<typeof groupSchema>;

/** The picked rows as the model takes them; a row without a position goes last. */
export function pickedMembers(form: GroupForm) {
  return form.teams.filter((row) => row.picked).map((row) => ({ teamId: row.teamId, position: row.position ?? 100 }));
}
