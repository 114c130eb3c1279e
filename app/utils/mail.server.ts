import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { settings } from "~/config.server";
import { randomSecret } from "./crypto.server";
import { log } from "./logger.server";

export type Mail = { to: string; subject: string; text: string; html: string };

let transport: Transporter | undefined;

/**
 * Where links in mail point. Never at a request's host: whoever asks for a
 * password reset chooses the Host header they send. BASE_URL, which the
 * settings require in production when mail leaves the server; without it the
 * mail stays on this machine (the log, MAIL_OUTBOX_DIR), where the server's own
 * address opens the link.
 */
export function mailOrigin() {
  const { BASE_URL, PORT } = settings();
  return BASE_URL ?? `http://localhost:${PORT}`;
}

/** Whether mail really leaves the server (SMTP_URL is set). */
export function mailConfigured() {
  return Boolean(settings().SMTP_URL);
}

/** Whether a mail reaches someone who can read it: sent by SMTP, or kept in MAIL_OUTBOX_DIR (development, browser tests). */
export function mailDelivered() {
  const { SMTP_URL, MAIL_OUTBOX_DIR } = settings();
  return Boolean(SMTP_URL || MAIL_OUTBOX_DIR);
}

/**
 * Sends a mail by SMTP when SMTP_URL is set. Without it nothing is sent: the
 * server log says so, and with MAIL_OUTBOX_DIR each mail is also written there as
 * a JSON file (for development and the browser tests, which read the newest one).
 */
export async function sendMail(mail: Mail) {
  const { SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR } = settings();
  if (SMTP_URL) {
    // Loaded with the first mail: a server that sends none does not read its 34 modules at every start.
    transport ??= (await import("nodemailer")).default.createTransport(SMTP_URL);
    await transport.sendMail({ from: MAIL_FROM, ...mail });
    log.info("mail sent", { subject: mail.subject });
    return;
  }
  log.info("mail not sent: no SMTP_URL", { subject: mail.subject });
  if (MAIL_OUTBOX_DIR) {
    const dir = path.resolve(MAIL_OUTBOX_DIR);
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${Date.now()}-${randomSecret(6)}.json`);
    writeFileSync(file, JSON.stringify({ from: MAIL_FROM, ...mail, at: new Date().toISOString() }, null, 2), { mode: 0o600 });
  }
}

/** Sends without making the request wait for the mail server; a failure is logged. */
export function sendMailInBackground(mail: Mail) {
  sendMail(mail).catch((error: unknown) => log.error("mail failed", { subject: mail.subject, error }));
}

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe to place in a mail's HTML. */
export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}
