import { z } from "zod";
import { userRoles } from "#drizzle/schema";
import { passwordRules } from "~/auth/password-policy";

const eventIds = z.preprocess((value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]), z.array(z.coerce.number().int().positive()).max(500));

const base = {
  name: z.string({ error: "validation.required" }).trim().min(1, { error: "validation.required" }).max(100, { error: "validation.tooLong?max=100" }),
  email: z
    .string({ error: "validation.required" })
    .trim()
    .max(254, { error: "validation.tooLong?max=254" })
    .pipe(z.email({ error: "validation.email" })),
  role: z.enum(userRoles, { error: "validation.required" }),
  active: z.boolean().default(false),
  eventIds,
};

const matchingConfirmation = (value: { password?: string; passwordConfirm?: string }, ctx: z.RefinementCtx) => {
  if (value.password && value.password !== value.passwordConfirm) {
    ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: "users.errors.passwordMismatch" });
  }
};

/** A new account: a password is required. The same schema runs in the browser and in the action. */
export const createUserSchema = z.object({ ...base, password: passwordRules, passwordConfirm: z.string().optional() }).superRefine(matchingConfirmation);

/** An existing account: an empty password keeps the current one. */
export const editUserSchema = z.object({ ...base, password: passwordRules.optional(), passwordConfirm: z.string().optional() }).superRefine(matchingConfirmation);
