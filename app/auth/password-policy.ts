import { z } from "zod";

/**
 * What a new password must be, checked the same way in the browser and on the
 * server (own account, password reset, the user form). The limits mirror
 * app/auth/password.server.ts, which the browser cannot import; a unit test keeps
 * the two equal.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only 72 bytes, so a longer password is refused rather than silently cut. */
export const PASSWORD_MAX_BYTES = 72;

/**
 * Passwords that head every leaked-password list, plus the local favourites, all
 * at least eight characters long (shorter ones fail the length rule already).
 */
const commonPasswords = new Set([
  "password",
  "password1",
  "password123",
  "passw0rd",
  "p@ssw0rd",
  "12345678",
  "123456789",
  "1234567890",
  "12341234",
  "11111111",
  "00000000",
  "88888888",
  "87654321",
  "987654321",
  "qwertyui",
  "qwerty123",
  "qwertyuiop",
  "1q2w3e4r",
  "1qaz2wsx",
  "zaq12wsx",
  "asdfghjkl",
  "abcd1234",
  "abc12345",
  "iloveyou",
  "sunshine",
  "princess",
  "football",
  "baseball",
  "welcome1",
  "welcome123",
  "letmein1",
  "superman",
  "trustno1",
  "admin123",
  "administrator",
  "changeme",
  "bismillah",
  "indonesia",
  "indonesia1",
  "jakarta123",
  "sayangku",
  "rahasia123",
  "katasandi",
  "laga1234",
  "padel123",
  "badminton",
]);

export function passwordByteLength(password: string) {
  return new TextEncoder().encode(password).length;
}

export function isCommonPassword(password: string) {
  return commonPasswords.has(password.trim().toLowerCase());
}

/** The rules for a new password as a zod piece; messages are translation keys. */
export const passwordRules = z
  .string({ error: "validation.required" })
  .min(PASSWORD_MIN_LENGTH, { error: `auth.password.tooShort?min=${PASSWORD_MIN_LENGTH}` })
  .refine((password) => passwordByteLength(password) <= PASSWORD_MAX_BYTES, { error: `auth.password.tooLong?max=${PASSWORD_MAX_BYTES}` })
  .refine((password) => !isCommonPassword(password), { error: "auth.password.common" });

/**
 * For a form with a new password and its confirmation (`superRefine`): a mismatch
 * is reported on the confirmation field.
 */
export function confirmationMatches(fields: { password: string; confirmation: string } = { password: "password", confirmation: "confirmPassword" }) {
  return (value: Record<string, unknown>, context: z.RefinementCtx) => {
    const password = value[fields.password];
    const confirmation = value[fields.confirmation];
    if (typeof password === "string" && password !== confirmation) {
      context.addIssue({ code: "custom", path: [fields.confirmation], message: "auth.password.mismatch" });
    }
  };
}
