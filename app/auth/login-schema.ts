import { z } from "zod";

/** The login form, validated the same way in the browser (Conform) and in the action. */
export const loginSchema = z.object({
  email: z
    .string({ error: "validation.required" })
    .trim()
    .max(254, { error: "validation.tooLong?max=254" })
    .pipe(z.email({ error: "validation.email" })),
  password: z.string({ error: "validation.required" }).max(1000, { error: "validation.tooLong?max=1000" }),
  redirectTo: z.string().max(2000).optional(),
});
