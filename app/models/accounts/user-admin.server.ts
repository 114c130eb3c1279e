import { and, count, eq, inArray, ne } from "drizzle-orm";
import { apiTokens, auditLog, eventManagers, events, passwordResets, sessions, uploads, users, type UserRole } from "#drizzle/schema";
import { hashPassword } from "~/auth/password.server";
import { countRows, getDb, writeTransaction } from "~/db.server";
import { recordAudit, changedFields } from "../audit.server";
import { revokeUserApiTokens } from "./api-token.server";
import { endUserSessions } from "./session.server";
import { normaliseEmail } from "./user.server";

export type ManagedUserInput = {
  name: string;
  email: string;
  role: UserRole;
  active: boolean;
  eventIds: number[];
  /** A new password; absent keeps the current one (edit only). */
  password?: string;
};

/** A refusal names the field it concerns and a translation key. */
export type UserRefusal = { ok: false; field: "email" | "role" | "active" | null; error: string };

export function findManagedUser(id: number) {
  const db = getDb();
  const user = db.select().from(users).where(eq(users.id, id)).get();
  if (!user) return null;
  const eventIds = db
    .select({ id: eventManagers.eventId })
    .from(eventManagers)
    .where(eq(eventManagers.userId, id))
    .all()
    .map((e) => e.id)
    .sort((a, b) => a - b);
  return { ...user, eventIds };
}

/** Events an event manager can be given, newest first. */
export function assignableEvents() {
  return getDb().select({ id: events.id, name: events.name, status: events.status }).from(events).orderBy(events.startsAt).all().reverse();
}

function emailTaken(email: string, exceptId?: number) {
  const where = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email);
  return countRows(getDb(), users, where) > 0;
}

function activeAdmins() {
  return countRows(getDb(), users, and(eq(users.role, "admin"), eq(users.active, true)));
}

function assignEvents(userId: number, role: UserRole, eventIds: number[]) {
  const db = getDb();
  db.delete(eventManagers).where(eq(eventManagers.userId, userId)).run();
  if (role !== "event" || eventIds.length === 0) return;
  const known = db.select({ id: events.id }).from(events).where(inArray(events.id, eventIds)).all();
  if (known.length)
    db.insert(eventManagers)
      .values(known.map((e) => ({ userId, eventId: e.id })))
      .run();
}

export async function createManagedUser(input: ManagedUserInput & { password: string }, actorId: number) {
  const email = normaliseEmail(input.email);
  if (emailTaken(email)) return { ok: false, field: "email", error: "users.errors.emailTaken" } satisfies UserRefusal;
  const passwordHash = await hashPassword(input.password);
  return writeTransaction(() => {
    if (emailTaken(email)) return { ok: false, field: "email", error: "users.errors.emailTaken" } satisfies UserRefusal;
    const [user] = getDb().insert(users).values({ name: input.name.trim(), email, role: input.role, active: input.active, passwordHash }).returning().all();
    assignEvents(user!.id, input.role, input.eventIds);
    recordAudit({ userId: actorId, action: "create", entity: "user", entityId: user!.id, summary: `${user!.name} <${email}> (${input.role})` });
    return { ok: true as const, user: user! };
  });
}

export async function updateManagedUser(id: number, input: ManagedUserInput, actorId: number) {
  const email = normaliseEmail(input.email);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return writeTransaction((): { ok: true } | UserRefusal | { ok: false; field: null; error: "missing" } => {
    const before = findManagedUser(id);
    if (!before) return { ok: false, field: null, error: "missing" };
    if (emailTaken(email, id)) return { ok: false, field: "email", error: "users.errors.emailTaken" };
    const loses = before.role === "admin" && before.active && (input.role !== "admin" || !input.active);
    if (id === actorId && loses) return { ok: false, field: input.role !== "admin" ? "role" : "active", error: "users.errors.selfDemote" };
    if (loses && activeAdmins() <= 1) return { ok: false, field: "role", error: "users.errors.lastAdmin" };

    const next = { name: input.name.trim(), email, role: input.role, active: input.active };
    getDb()
      .update(users)
      .set({ ...next, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, id))
      .run();
    assignEvents(id, input.role, input.eventIds);
    const changes = changedFields(before, { ...next, eventIds: input.role === "event" ? [...input.eventIds].sort() : [] }, ["name", "email", "role", "active", "eventIds"]);
    if (passwordHash) changes.password = { from: "…", to: "…" };
    // A new password or a deactivation takes effect everywhere at once.
    if (passwordHash || (before.active && !input.active)) {
      endUserSessions(id);
      revokeUserApiTokens(id);
    }
    recordAudit({ userId: actorId, action: before.active && !input.active ? "deactivate" : "update", entity: "user", entityId: id, summary: next.name, changes });
    return { ok: true };
  });
}

/**
 * A user who has signed in or left traces (audit entries, uploads) is
 * deactivated, so history keeps its author; a user without history is deleted.
 */
export function removeManagedUser(id: number, actorId: number): { ok: true; outcome: "deleted" | "deactivated"; name: string } | UserRefusal {
  return writeTransaction(() => {
    const db = getDb();
    const user = db.select().from(users).where(eq(users.id, id)).get();
    if (!user) return { ok: false, field: null, error: "list.notFound" };
    if (id === actorId) return { ok: false, field: null, error: "users.errors.selfRemove" };
    if (user.role === "admin" && user.active && activeAdmins() <= 1) return { ok: false, field: null, error: "users.errors.lastAdmin" };

    const history =
      user.lastLoginAt !== null ||
      (db.select({ n: count() }).from(auditLog).where(eq(auditLog.userId, id)).get()?.n ?? 0) > 0 ||
      (db.select({ n: count() }).from(uploads).where(eq(uploads.uploadedBy, id)).get()?.n ?? 0) > 0;

    endUserSessions(id);
    revokeUserApiTokens(id);
    if (history) {
      db.update(users).set({ active: false }).where(eq(users.id, id)).run();
      recordAudit({ userId: actorId, action: "deactivate", entity: "user", entityId: id, summary: user.name, changes: { active: { from: user.active, to: false } } });
      return { ok: true, outcome: "deactivated", name: user.name };
    }
    // Only the user's own credentials and assignments go with them; nothing else refers to them.
    db.delete(eventManagers).where(eq(eventManagers.userId, id)).run();
    db.delete(passwordResets).where(eq(passwordResets.userId, id)).run();
    db.delete(apiTokens).where(eq(apiTokens.userId, id)).run();
    db.delete(sessions).where(eq(sessions.userId, id)).run();
    db.delete(users).where(eq(users.id, id)).run();
    recordAudit({ userId: actorId, action: "delete", entity: "user", entityId: id, summary: `${user.name} <${user.email}>` });
    return { ok: true, outcome: "deleted", name: user.name };
  });
}
