import { settings } from "~/config.server";
import { findUserByEmail, normaliseEmail, recordLogin, toSessionUser, type SessionUser } from "~/models/user.server";
import { AttemptLimiter } from "~/utils/rate-limit.server";
import { verifyPassword } from "./password.server";

const WINDOW_MS = 15 * 60 * 1000;
const perAccount = new AttemptLimiter(() => settings().LOGIN_RATE_LIMIT, WINDOW_MS);
const perAddress = new AttemptLimiter(() => settings().LOGIN_RATE_LIMIT * 5, WINDOW_MS);

export type LoginOutcome =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfter: number };

/**
 * Checks an e-mail and password for the login page and the API alike. Unknown
 * e-mail, wrong password and inactive account give the same answer in about the
 * same time, so the form cannot be used to find out who has an account.
 */
export async function authenticate(input: { email: string; password: string; ip: string }): Promise<LoginOutcome> {
  const account = normaliseEmail(input.email);
  const retryAfter = Math.max(perAccount.retryAfter(account), perAddress.retryAfter(input.ip));
  if (retryAfter > 0) return { ok: false, reason: "throttled", retryAfter };

  const user = await findUserByEmail(account);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !passwordOk || !user.active) {
    perAccount.hit(account);
    perAddress.hit(input.ip);
    return { ok: false, reason: "invalid" };
  }
  perAccount.reset(account);
  recordLogin(user.id);
  return { ok: true, user: toSessionUser(user) };
}
