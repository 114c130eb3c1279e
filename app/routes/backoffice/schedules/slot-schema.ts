import { z } from "zod";

const clock = z.string({ error: "validation.required" }).regex(/^\d{1,2}[.:]\d{2}$/, { error: "scheduleAdmin.errors.time" });
const whole = (min: number, max: number, error: string) => z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** Checkboxes of one name arrive as one value or many. */
const days = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).min(1, { error: "scheduleAdmin.errors.noDays" }),
);

/**
 * The slot settings of the round robin and of the bracket: event days, the
 * day's hours, match length, courts and rest. Whether the days belong to the
 * event and the hours hold a match is checked by the model.
 */
export const slotFields = {
  days,
  start: clock,
  end: clock,
  matchMinutes: whole(5, 600, "scheduleAdmin.errors.matchMinutes"),
  courts: z.string({ error: "scheduleAdmin.errors.noCourts" }).trim().max(1000, { error: "validation.tooLong?max=1000" }),
  minRestSlots: whole(0, 10, "scheduleAdmin.errors.rest"),
};

export const slotSchema = z.object(slotFields);

export type SlotForm = z.infer<typeof slotSchema>;
