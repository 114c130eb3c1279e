import { z } from "zod";
import { playerGenders } from "#drizzle/schema";
import type { Uploads } from "~/utils/body-limits";
import { normalisePhone } from "~/utils/phone";

/** The player form carries one photo; its add and edit routes export this as their `uploads`. */
export const playerFormUploads: Uploads = { file: "image" };

/**
 * The latest date that is already "today" somewhere in Indonesia (UTC+9,
 * Papua), so a birth date typed on the day itself is never refused.
 */
function latestToday() {
  return new Date(Date.now() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function isCalendarDate(value: string) {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `validation.tooLong?max=${max}` });

/** A birth date as YYYY-MM-DD: a real day, from 1900 on, not in the future. */
export const birthDate = z
  .string({ error: "validation.required" })
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value), { error: "players.errors.birthDateInvalid", abort: true })
  .refine((value) => value >= "1900-01-01", { error: "players.errors.birthDateTooEarly" })
  .refine((value) => value <= latestToday(), { error: "players.errors.birthDateFuture" });

/** An Indonesian phone number however typed, stored as "+62…". */
export const phone = text(30).transform((value, ctx) => {
  const normalised = normalisePhone(value);
  if (!normalised) {
    ctx.addIssue({ code: "custom", message: "players.errors.phone" });
    return z.NEVER;
  }
  return normalised;
});

export const playerFields = {
  name: text(100).min(1, { error: "validation.required" }),
  gender: z.enum(playerGenders, { error: "players.errors.genderRequired" }),
  birthDate,
  phone: phone.optional(),
  email: text(254)
    .pipe(z.email({ error: "validation.email" }))
    .optional(),
  cityId: z.number().int().positive().optional(),
  club: text(100).optional(),
  skillLevelId: z.number().int().positive().optional(),
};

/** The add and edit form of a player; the same schema runs in the browser and in the action. */
export const playerSchema = z.object({
  ...playerFields,
  /** Staff confirmed that a player with the same name and birth date is someone else. */
  confirmDuplicate: z.boolean().default(false),
});

export type PlayerForm = z.infer<typeof playerSchema>;
