import { settings } from "~/config.server";
import { findUserByEmail, normaliseEmail, recordLogin, toSessionUser, type SessionUser } from "~/models/accounts/user.server";
import { AttemptLimiter, InFlightLimit, reserveEach } from "~/utils/rate-limit.server";
import { verifyPassword } from "./password.server";
import { PASSWORD_THREADS } from "./password-thread.server";

const WINDOW_MS = 15 * 60 * 1000;
const perAccount = new AttemptLimiter("login-account", () => settings().LOGIN_RATE_LIMIT, WINDOW_MS);
const perAddress = new AttemptLimiter("login-address", () => settings().LOGIN_RATE_LIMIT * 5, WINDOW_MS);
/**
 * Password checks one address may have under way at once in this process: as
 * many as there are password threads, so one address can keep them busy but
 * never line up work in front of everyone else's logins.
 */
const checksPerAddress = new InFlightLimit(PASSWORD_THREADS);

export type LoginOutcome = { ok: true; user: SessionUser } | { ok: false; reason: "invalid" } | { ok: false; reason: "throttled"; retryAfter: number };

/**
 * Checks an e-mail and password for the login page, the API, the lock screen
 * and the account page alike. The attempt is counted per address and per
 * account before the password is checked, so attempts sent at once are limited
 * like attempts sent one by one; a right password then does not count against
 * its address and clears its account's failures. Unknown e-mail, wrong password
 * and inactive account give the same answer in about the same time, so the form
 * cannot be used to find out who has an account.
 */
export async function authenticate(input: { email: string; password: string; ip: string }): Promise<LoginOutcome> {
  if (!checksPerAddress.enter(input.ip)) return { ok: false, reason: "throttled", retryAfter: 1 };
  try {
    const account = normaliseEmail(input.email);
    const retryAfter = await reserveEach([
      [perAddress, input.ip],
      [perAccount, account],
    ]);
    if (retryAfter > 0) return { ok: false, reason: "throttled", retryAfter };

    const user = await findUserByEmail(account);
    const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? null);
    if (!user || !passwordOk || !user.active) return { ok: false, reason: "invalid" };
    await Promise.all([perAccount.reset(account), perAddress.giveBack(input.ip)]);
    recordLogin(user.id);
    return { ok: true, user: toSessionUser(user) };
  } finally {
    checksPerAddress.leave(input.ip);
  }
}
