import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { sessions, users } from "#drizzle/schema";
import { settings } from "~/config.server";
import { getDb, preparedQuery } from "~/db.server";
import { randomSecret, sha256 } from "~/utils/crypto.server";
import type { SessionUser } from "./user.server";
import { now as clockNow } from "~/clock.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type ActiveSession = { id: string; locked: boolean; user: SessionUser };

/** Starts a session and returns the secret for the cookie; only its hash is stored. */
export function startSession(userId: number, meta: { userAgent: string | null; ip: string | null }) {
  const secret = randomSecret();
  const now = clockNow();
  getDb()
    .insert(sessions)
    .values({
      id: sha256(secret),
      userId,
      expiresAt: new Date(now.getTime() + settings().SESSION_MAX_AGE_DAYS * DAY_MS),
      lastSeenAt: now,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip,
    })
    .run();
  return secret;
}

/** Read on every signed-in request, so compiled once; times as epoch milliseconds, as stored. */
const liveSessionById = preparedQuery((db) =>
  db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      lockedAt: sessions.lockedAt,
      workingEventId: sessions.workingEventId,
      user: { id: users.id, name: users.name, email: users.email, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now")), gt(sessions.lastSeenAt, sql.placeholder("idleLimit")), eq(users.active, true)))
    .prepare(),
);

/** The session behind a cookie secret, if it is still valid and its user still active. */
export function findActiveSession(secret: string, now = clockNow()): ActiveSession | null {
  const idleLimit = now.getTime() - settings().SESSION_IDLE_DAYS * DAY_MS;
  const row = liveSessionById().get({ id: sha256(secret), now: now.getTime(), idleLimit });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    getDb().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.id)).run();
  }
  return { id: row.id, locked: row.lockedAt !== null, user: { ...row.user, workingEventId: row.workingEventId } };
}

/** Remembers the event a session's staff chose or changed (decision 0065); written by posts only, never by a page read. */
export function rememberWorkingEvent(sessionId: string, eventId: number) {
  getDb().update(sessions).set({ workingEventId: eventId }).where(eq(sessions.id, sessionId)).run();
}

export function endSession(secret: string) {
  getDb()
    .delete(sessions)
    .where(eq(sessions.id, sha256(secret)))
    .run();
}

/** Signs a user out everywhere (deactivation, password change). */
export function endUserSessions(userId: number) {
  getDb().delete(sessions).where(eq(sessions.userId, userId)).run();
}

export function setSessionLocked(sessionId: string, locked: boolean) {
  getDb()
    .update(sessions)
    .set({ lockedAt: locked ? clockNow() : null })
    .where(eq(sessions.id, sessionId))
    .run();
}

/** Removes expired rows; called at start and by the admin CLI. */
export function purgeExpiredSessions(now = clockNow()) {
  const idleLimit = new Date(now.getTime() - settings().SESSION_IDLE_DAYS * DAY_MS);
  return getDb()
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleLimit)))
    .run().changes;
}
