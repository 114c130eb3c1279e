import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as policy from "~/auth/password-policy";
import bcrypt from "bcryptjs";
import { decoyHash, hashPassword, verifyPassword } from "~/auth/password.server";

const { confirmationMatches, isCommonPassword, passwordByteLength, passwordRules } = policy;

function errors(password: unknown) {
  const result = passwordRules.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("password policy", () => {
  it("refuses to hash what the form refuses: more than bcrypt's 72 bytes", async () => {
    expect(errors("é".repeat(37))).not.toEqual([]);
    await expect(hashPassword("é".repeat(37))).rejects.toThrow(/72 bytes/);
  });

  it("checks an unknown account against a decoy that costs what a real hash costs", async () => {
    expect(bcrypt.getRounds(decoyHash)).toBe(bcrypt.getRounds(await hashPassword("Smash-di-GBK-2025")));
    await expect(verifyPassword("laga-decoy-password-for-unknown-accounts", null)).resolves.toBe(false);
  });

  it("accepts a long, uncommon password", () => {
    expect(errors("Smash-di-GBK-2025")).toEqual([]);
    expect(errors("kata sandi panjang sekali")).toEqual([]);
  });

  it("refuses a missing or short password with translation keys", () => {
    expect(errors(undefined)).toEqual(["validation.required"]);
    expect(errors("pendek")).toContain("auth.password.tooShort?min=8");
  });

  it("counts bytes, not characters, against bcrypt's 72", () => {
    const accented = "é".repeat(36);
    expect(accented.length).toBe(36);
    expect(passwordByteLength(accented)).toBe(72);
    expect(errors(accented)).toEqual([]);
    expect(errors(`${accented}é`)).toContain("auth.password.tooLong?max=72");
    expect(errors("🏸".repeat(19))).toContain("auth.password.tooLong?max=72");
  });

  it("refuses the usual suspects in any case, local ones included", () => {
    for (const common of ["password123", "PASSWORD123", "12345678", "qwerty123", "bismillah", "Indonesia", " katasandi "]) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(errors(common), common).toContain("auth.password.common");
    }
    expect(isCommonPassword("martabak-manis-gbk")).toBe(false);
  });

  it("reports a confirmation that does not match on the confirmation field", () => {
    const schema = z.object({ password: passwordRules, confirmPassword: z.string() }).superRefine(confirmationMatches());
    const result = schema.safeParse({ password: "Smash-di-GBK-2025", confirmPassword: "Smash-di-GBK-2024" });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ["confirmPassword"], message: "auth.password.mismatch" })]);
    expect(schema.safeParse({ password: "Smash-di-GBK-2025", confirmPassword: "Smash-di-GBK-2025" }).success).toBe(true);
  });

  it("works with other field names", () => {
    const schema = z.object({ password: z.string(), passwordConfirm: z.string() }).superRefine(confirmationMatches({ password: "password", confirmation: "passwordConfirm" }));
    expect(schema.safeParse({ password: "a", passwordConfirm: "b" }).error?.issues[0]?.path).toEqual(["passwordConfirm"]);
  });
});
