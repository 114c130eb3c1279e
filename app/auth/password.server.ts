import { PASSWORD_MAX_BYTES, passwordByteLength } from "./password-policy";
import { onPasswordThread } from "./password-thread.server";

/** bcrypt cost: slow enough for offline guessing, quick enough for a login (docs/decisions/0004-bcrypt-on-worker-threads.md). */
const COST = 11;

export { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordByteLength } from "./password-policy";

export async function hashPassword(password: string) {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) throw new Error("password longer than 72 bytes");
  return onPasswordThread("hash", password, COST);
}

/**
 * A hash of a password nobody has, checked when the e-mail is unknown so both
 * answers take as long. Written out rather than computed, so no start spends a
 * bcrypt hash on it. Its cost is COST (tests/unit/backoffice/password-policy.test.ts).
 */
export const decoyHash = "$2b$11$xjfOVBIWFLhPrB/Vr4C9feIViOWyJ0mJdlXb1zwTB5NywLAI/pJ/e";

export function verifyPassword(password: string, hash: string | null) {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) return onPasswordThread("compare", "", decoyHash).then(() => false);
  return onPasswordThread("compare", password, hash ?? decoyHash).then((ok) => ok && hash !== null);
}
