import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { entries, pushNotices, pushSubscriptions, teamPlayers, teams } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";

/**
 * The browsers that asked to be told when a match is called and when it is
 * next on a court (docs/decisions/0075-web-push-notices.md): one row per
 * browser (its push endpoint) and what it follows in an event — a team, a
 * player, or an entrant's own entry. The endpoint and its keys are checked by
 * the route that takes them; here, that the target is of the event.
 */

/** What a subscription follows. */
export type NoticeTarget = { kind: "team"; id: number } | { kind: "player"; id: number } | { kind: "entry"; id: number };

export type SubscriptionKeys = { endpoint: string; p256dh: string; auth: string; language: string };

/** The most things one browser follows: a few teams and players of a few events. */
export const MAX_TARGETS_PER_ENDPOINT = 20;

/** Sends refused in a row after which a subscription is dropped. */
export const MAX_FAILURES = 3;

export type SubscribeOutcome = { ok: true; created: boolean } | { ok: false; reason: "unknownTarget" | "tooMany" };

/** The columns that name a target, the two others null. */
function targetColumns(target: NoticeTarget) {
  return {
    teamId: target.kind === "team" ? target.id : null,
    playerId: target.kind === "player" ? target.id : null,
    entryId: target.kind === "entry" ? target.id : null,
  };
}

/** The row of this browser for this target (NULLs compared as equal, which the unique index does not do). */
function sameTarget(eventId: number, endpoint: string, target: NoticeTarget) {
  const columns = targetColumns(target);
  return and(
    eq(pushSubscriptions.endpoint, endpoint),
    eq(pushSubscriptions.eventId, eventId),
    columns.teamId === null ? isNull(pushSubscriptions.teamId) : eq(pushSubscriptions.teamId, columns.teamId),
    columns.playerId === null ? isNull(pushSubscriptions.playerId) : eq(pushSubscriptions.playerId, columns.playerId),
    columns.entryId === null ? isNull(pushSubscriptions.entryId) : eq(pushSubscriptions.entryId, columns.entryId),
  );
}

/** Whether the team, player or entry is of the event: a player by a team of theirs in it. */
export function isTargetOfEvent(eventId: number, target: NoticeTarget) {
  const db = getDb();
  if (target.kind === "team")
    return (
      db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, target.id), eq(teams.eventId, eventId)))
        .get() !== undefined
    );
  if (target.kind === "entry")
    return (
      db
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.id, target.id), eq(entries.eventId, eventId)))
        .get() !== undefined
    );
  return (
    db
      .select({ id: teamPlayers.id })
      .from(teamPlayers)
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(and(eq(teamPlayers.playerId, target.id), eq(teams.eventId, eventId)))
      .get() !== undefined
  );
}

/** Deletes subscriptions, their sent notices first (nothing cascades). */
function deleteSubscriptions(ids: number[]) {
  if (ids.length === 0) return 0;
  const db = getDb();
  db.delete(pushNotices).where(inArray(pushNotices.subscriptionId, ids)).run();
  return db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids)).run().changes;
}

/**
 * Subscriptions whose team, player and entry were all deleted by staff (the
 * references are set null rather than holding the deletion back): they follow
 * nothing any more.
 */
function dropFollowingNothing() {
  const ids = getDb()
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(isNull(pushSubscriptions.teamId), isNull(pushSubscriptions.playerId), isNull(pushSubscriptions.entryId)))
    .all()
    .map((row) => row.id);
  deleteSubscriptions(ids);
}

/**
 * Keeps a browser's subscription for a target of an event: a new row, or the
 * same browser asking again (its keys and language brought up to date, its
 * failures forgotten). Refused for a target not of the event and past the
 * most targets a browser follows.
 */
export function subscribeToNotices(eventId: number, target: NoticeTarget, keys: SubscriptionKeys): SubscribeOutcome {
  return writeTransaction((db): SubscribeOutcome => {
    if (!isTargetOfEvent(eventId, target)) return { ok: false, reason: "unknownTarget" };
    dropFollowingNothing();
    const existing = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(sameTarget(eventId, keys.endpoint, target))
      .get();
    if (existing) {
      db.update(pushSubscriptions).set({ p256dh: keys.p256dh, auth: keys.auth, language: keys.language, failures: 0 }).where(eq(pushSubscriptions.id, existing.id)).run();
      return { ok: true, created: false };
    }
    const held = db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, keys.endpoint)).get()?.n ?? 0;
    if (held >= MAX_TARGETS_PER_ENDPOINT) return { ok: false, reason: "tooMany" };
    db.insert(pushSubscriptions)
      .values({ endpoint: keys.endpoint, p256dh: keys.p256dh, auth: keys.auth, language: keys.language, eventId, ...targetColumns(target) })
      .run();
    return { ok: true, created: true };
  });
}

/** Forgets a browser's subscription for a target; answers how many rows went (0 or 1). */
export function unsubscribeFromNotices(eventId: number, target: NoticeTarget, endpoint: string) {
  return writeTransaction((db) => {
    const ids = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(sameTarget(eventId, endpoint, target))
      .all()
      .map((row) => row.id);
    return deleteSubscriptions(ids);
  });
}

/** The push service says the browser's subscription is gone (404, 410): every row of its endpoint goes. */
export function forgetEndpoint(endpoint: string) {
  return writeTransaction((db) => {
    const ids = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .all()
      .map((row) => row.id);
    return deleteSubscriptions(ids);
  });
}

/** A send to the endpoint went through: its count of failures starts again. */
export function noteDelivered(endpoint: string) {
  getDb()
    .update(pushSubscriptions)
    .set({ failures: 0 })
    .where(and(eq(pushSubscriptions.endpoint, endpoint), sql`${pushSubscriptions.failures} > 0`))
    .run();
}

/** A send to the endpoint failed: one failure more, and its rows that reached MAX_FAILURES in a row are dropped. Answers how many were dropped. */
export function noteFailed(endpoint: string) {
  return writeTransaction((db) => {
    db.update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.endpoint, endpoint))
      .run();
    const spent = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), sql`${pushSubscriptions.failures} >= ${MAX_FAILURES}`))
      .all()
      .map((row) => row.id);
    return deleteSubscriptions(spent);
  });
}
