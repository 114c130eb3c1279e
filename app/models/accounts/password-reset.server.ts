import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { passwordResets, users } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { randomSecret, sha256 } from "~/utils/crypto.server";
import { revokeUserApiTokens } from "./api-token.server";
import { recordAudit } from "../audit.server";
import { endUserSessions } from "./session.server";
import { now as clockNow } from "~/clock.server";

/** A reset link works for one hour, once. */
export const RESET_LIFETIME_MS = 60 * 60 * 1000;
/** Used or expired rows are kept a day for inspection, then removed. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** A new token for the link; only its sha256 is stored. */
export function newResetToken() {
  const token = randomSecret();
  return { token, tokenHash: sha256(token) };
}

/**
 * Stores a reset for a user. An earlier link of the same user stops working, so
 * only the newest mail counts; old rows of anyone are cleared on the way.
 */
export function storePasswordReset(userId: number, tokenHash: string, now = clockNow()) {
  writeTransaction((db) => {
    db.delete(passwordResets)
      .where(or(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)), lt(passwordResets.expiresAt, new Date(now.getTime() - KEEP_MS))))
      .run();
    db.insert(passwordResets)
      .values({ userId, tokenHash, expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS) })
      .run();
  });
}

/** The reset a link's token stands for, while it is unused, unexpired and its user active. */
export function findUsablePasswordReset(token: string, now = clockNow()) {
  return (
    getDb()
      .select({ id: passwordResets.id, userId: passwordResets.userId })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now), eq(users.active, true)))
      .get() ?? null
  );
}

/**
 * Uses a reset link: in one transaction the token is marked used, the password
 * replaced and every session and API token of the user ended. Answers the user's
 * id, or null when the link is unknown, used, expired or its user inactive.
 */
export function resetPasswordWithToken(token: string, passwordHash: string, now = clockNow()) {
  return writeTransaction((db) => {
    const reset = findUsablePasswordReset(token, now);
    if (!reset) return null;
    db.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, reset.id)).run();
    db.delete(passwordResets)
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
      .run();
    db.update(users).set({ passwordHash }).where(eq(users.id, reset.userId)).run();
    endUserSessions(reset.userId);
    revokeUserApiTokens(reset.userId);
    const name = db.select({ name: users.name }).from(users).where(eq(users.id, reset.userId)).get()?.name ?? "";
    recordAudit({ userId: reset.userId, action: "update", entity: "user", entityId: reset.userId, summary: name, changes: { password: { from: "…", to: "…" } } });
    return reset.userId;
  });
}
