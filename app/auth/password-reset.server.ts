import type { TFunction } from "i18next";
import { settings } from "~/config.server";
import { recordAudit } from "~/models/audit.server";
import { newResetToken, resetPasswordWithToken, storePasswordReset } from "~/models/accounts/password-reset.server";
import { findUserByEmail, findUserById, normaliseEmail } from "~/models/accounts/user.server";
import { log } from "~/utils/logger.server";
import { escapeHtml, mailConfigured, mailDelivered, sendMailInBackground, type Mail } from "~/utils/mail.server";
import { AttemptLimiter, reserveEach } from "~/utils/rate-limit.server";
import { hashPassword } from "./password.server";

const HOUR_MS = 60 * 60 * 1000;
const perEmail = new AttemptLimiter("reset-email", () => settings().PASSWORD_RESET_RATE_LIMIT, HOUR_MS);
const perAddress = new AttemptLimiter("reset-address", () => settings().PASSWORD_RESET_RATE_LIMIT * 4, HOUR_MS);

export type ResetRequestOutcome = { ok: true } | { ok: false; retryAfter: number } | { ok: false; noMail: true };

/**
 * Sends a one-hour, single-use reset link to the account of an e-mail. An unknown
 * or inactive e-mail gets the same answer after the same work (lookup, token, mail
 * text), and the mail goes out in the background, so neither the answer nor its
 * timing tells who has an account. Limited per e-mail and per address.
 */
export async function requestPasswordReset(input: { email: string; ip: string; origin: string; t: TFunction }): Promise<ResetRequestOutcome> {
  // A link that could reach nobody is not made: the page says so and sends the user to an administrator.
  if (!mailDelivered()) return { ok: false, noMail: true };
  const email = normaliseEmail(input.email);
  const retryAfter = await reserveEach([
    [perAddress, input.ip],
    [perEmail, email],
  ]);
  if (retryAfter > 0) return { ok: false, retryAfter };

  const user = await findUserByEmail(email);
  const { token, tokenHash } = newResetToken();
  const link = `${input.origin}/auth/reset-password?token=${encodeURIComponent(token)}`;
  const mail = resetMail(input.t, { to: email, name: user?.name ?? email, link });
  if (user?.active) {
    storePasswordReset(user.id, tokenHash);
    // Without an SMTP server the link has no way to the user. In development it is
    // logged; a production log never holds a token, so there staff are told what to do.
    if (!mailConfigured()) {
      if (process.env.NODE_ENV === "production") log.warn("password reset asked but no SMTP_URL is set: reset it with npm run admin -- reset-password", { userId: user.id });
      else log.info("password reset link (development, no SMTP_URL)", { userId: user.id, link });
    }
    sendMailInBackground(mail);
  }
  return { ok: true };
}

/**
 * A reset link made by an administrator for another user, to hand over
 * themselves (by chat, in person) where mail does not reach: the same one-hour,
 * single-use link a mail carries, replacing any earlier one, on the origin the
 * administrator is using. Null for an unknown or inactive user.
 */
export async function issuePasswordResetLink(userId: number, actorId: number, origin: string): Promise<{ link: string; name: string } | null> {
  const user = await findUserById(userId);
  if (!user?.active) return null;
  const { token, tokenHash } = newResetToken();
  storePasswordReset(user.id, tokenHash);
  recordAudit({ userId: actorId, action: "update", entity: "user", entityId: user.id, summary: `${user.name}: reset link` });
  return { link: `${origin}/auth/reset-password?token=${encodeURIComponent(token)}`, name: user.name };
}

/** Sets the new password of a reset link; false when the link is unknown, used or expired. */
export async function completePasswordReset(token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return resetPasswordWithToken(token, passwordHash) !== null;
}

/** The reset mail in the language of the request: subject, plain text and simple HTML. */
export function resetMail(t: TFunction, { to, name, link }: { to: string; name: string; link: string }): Mail {
  const lines = {
    greeting: t("auth.mail.greeting", { name }),
    body: t("auth.mail.body"),
    action: t("auth.mail.action"),
    expiry: t("auth.mail.expiry"),
    ignore: t("auth.mail.ignore"),
    signature: t("auth.mail.signature"),
  };
  const text = [lines.greeting, "", lines.body, "", link, "", lines.expiry, lines.ignore, "", lines.signature].join("\n");
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6fb;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0e1726">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#4361ee">Laga</p>
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.body)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#4361ee;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:6px">${escapeHtml(lines.action)}</a></p>
<p style="font-size:13px;color:#506690;word-break:break-all">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#506690">${escapeHtml(lines.expiry)} ${escapeHtml(lines.ignore)}</p>
<p>${escapeHtml(lines.signature)}</p>
</div></body></html>`;
  return { to, subject: t("auth.mail.subject"), text, html };
}
