import { and, eq, ne } from "drizzle-orm";
import { users } from "#drizzle/schema";
import { hashPassword } from "~/auth/password.server";
import { countRows, getDb, writeTransaction } from "~/db.server";
import { revokeUserApiTokens } from "./api-token.server";
import { changedFields, recordAudit } from "../audit.server";
import { endUserSessions } from "./session.server";
import { normaliseEmail } from "./user.server";

/** What the own-account page shows and edits. */
export function findAccount(userId: number) {
  return getDb()
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, lastLoginAt: users.lastLoginAt, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

export type ProfileOutcome = { ok: true; emailChanged: boolean } | { ok: false; field: "email"; error: "account.emailTaken" };

/** Changes a user's own name and e-mail; the e-mail stays unique, compared lower-cased. */
export function updateAccountProfile(userId: number, input: { name: string; email: string }): ProfileOutcome {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  return writeTransaction((db) => {
    if (countRows(db, users, and(eq(users.email, email), ne(users.id, userId))) > 0) {
      return { ok: false, field: "email", error: "account.emailTaken" };
    }
    const before = db.select().from(users).where(eq(users.id, userId)).get()!;
    db.update(users).set({ name, email }).where(eq(users.id, userId)).run();
    const changes = changedFields(before, { name, email }, ["name", "email"]);
    if (Object.keys(changes).length) recordAudit({ userId, action: "update", entity: "user", entityId: userId, summary: name, changes });
    return { ok: true, emailChanged: before.email !== email };
  });
}

/**
 * Sets a new password and ends every session and API token of the user, so a
 * browser or client that knew the old password is out; the caller starts a new
 * session for the browser that made the change.
 */
export async function changeAccountPassword(userId: number, password: string) {
  const passwordHash = await hashPassword(password);
  writeTransaction((db) => {
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    endUserSessions(userId);
    revokeUserApiTokens(userId);
    const name = db.select({ name: users.name }).from(users).where(eq(users.id, userId)).get()?.name ?? "";
    recordAudit({ userId, action: "update", entity: "user", entityId: userId, summary: name, changes: { password: { from: "…", to: "…" } } });
  });
}
