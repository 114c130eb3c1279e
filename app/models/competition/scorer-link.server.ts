import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import { events, matches, scorerLinks, users } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { localDateKey, localMidnight, type IndonesianTimezone } from "~/domain/event-time";
import { randomSecret, sha256 } from "~/utils/crypto.server";
import { naturalOrder } from "~/utils/natural-order";
import { recordAudit } from "../audit.server";
import { matchRows } from "../public/public-matches.server";
import { now as clockNow } from "~/clock.server";

/**
 * Scorer links (schema/courtside.ts): a court's matches of one day, or one
 * match, scored from a phone without an account. The secret is shown once, in
 * the link; only its sha256 is kept.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_used_at is written at most once a minute per link. */
const TOUCH_EVERY_MS = 60 * 1000;

export type ScorerLink = typeof scorerLinks.$inferSelect;
export type ScorerLinkScope = { court: string; day: string } | { matchId: number };
export type LinkRefusal = "unknown" | "revoked" | "expired" | "matchRemoved";

/** The instant a day ("YYYY-MM-DD", event-local) ends. */
function endOfDay(day: string, timezone: IndonesianTimezone) {
  return new Date(localMidnight(new Date(`${day}T12:00:00Z`), timezone).getTime() + DAY_MS);
}

function eventTimezone(eventId: number) {
  return getDb().select({ timezone: events.timezone }).from(events).where(eq(events.id, eventId)).get()?.timezone ?? null;
}

export type CreateOutcome = { ok: true; link: ScorerLink; secret: string } | { ok: false; error: "missing" | "noMatches" };

/**
 * Creates a link for a court of the event on a day on which it has matches, or
 * for one of its matches; it ends with the day (a match's scheduled day, or
 * today for one not yet scheduled). `name` is what the history calls it.
 */
export function createScorerLink(eventId: number, scope: ScorerLinkScope, name: string, createdBy: number, now = clockNow()): CreateOutcome {
  return writeTransaction((): CreateOutcome => {
    const timezone = eventTimezone(eventId);
    if (timezone === null) return { ok: false, error: "missing" };
    let day: string;
    if ("matchId" in scope) {
      const match = getDb()
        .select({ id: matches.id, scheduledAt: matches.scheduledAt })
        .from(matches)
        .where(and(eq(matches.id, scope.matchId), eq(matches.eventId, eventId)))
        .get();
      if (!match) return { ok: false, error: "missing" };
      day = localDateKey(match.scheduledAt ?? now, timezone);
    } else {
      day = scope.day;
      if (courtMatches(eventId, scope.court, day, timezone).length === 0) return { ok: false, error: "noMatches" };
    }
    const secret = randomSecret();
    const link = getDb()
      .insert(scorerLinks)
      .values({
        eventId,
        name: name.slice(0, 80),
        court: "court" in scope ? scope.court : null,
        day: "court" in scope ? scope.day : null,
        matchId: "matchId" in scope ? scope.matchId : null,
        secretHash: sha256(secret),
        createdBy,
        expiresAt: endOfDay(day, timezone),
      })
      .returning()
      .get();
    recordAudit({ userId: createdBy, action: "create", entity: "scorer-link", entityId: link.id, eventId, summary: link.name });
    return { ok: true, link, secret };
  });
}

/**
 * A court's matches of a day, in the order they are played: a match the desk
 * called to the court and not yet started first (wherever it was planned),
 * then by when each started, or is planned to.
 */
function courtMatches(eventId: number, court: string, day: string, timezone: IndonesianTimezone) {
  const from = localMidnight(new Date(`${day}T12:00:00Z`), timezone).getTime();
  const onDay = (instant: Date | null) => instant !== null && instant.getTime() >= from && instant.getTime() < from + DAY_MS;
  const waitingCall = (m: { calledAt: Date | null; status: string }) => (m.calledAt !== null && m.status === "scheduled" ? 0 : 1);
  const playedAt = (m: { startedAt: Date | null; scheduledAt: Date | null }) => (m.startedAt ?? m.scheduledAt)?.getTime() ?? Infinity;
  return getDb()
    .select({ id: matches.id, code: matches.code, status: matches.status, scheduledAt: matches.scheduledAt, calledAt: matches.calledAt, startedAt: matches.startedAt })
    .from(matches)
    .where(and(eq(matches.eventId, eventId), eq(matches.court, court)))
    .all()
    .filter((m) => onDay(m.calledAt ?? m.scheduledAt))
    .sort((a, b) => waitingCall(a) - waitingCall(b) || playedAt(a) - playedAt(b) || naturalOrder(a.code, b.code));
}

/** The link a secret opens, or why it opens nothing. */
export function openScorerLink(secret: string, now = clockNow()): { ok: true; link: ScorerLink } | { ok: false; refusal: LinkRefusal } {
  if (!/^[A-Za-z0-9_-]{40,100}$/.test(secret)) return { ok: false, refusal: "unknown" };
  const link = getDb()
    .select()
    .from(scorerLinks)
    .where(eq(scorerLinks.secretHash, sha256(secret)))
    .get();
  if (!link) return { ok: false, refusal: "unknown" };
  if (link.revokedAt !== null) return { ok: false, refusal: "revoked" };
  if (link.expiresAt <= now) return { ok: false, refusal: "expired" };
  if (link.court === null && link.matchId === null) return { ok: false, refusal: "matchRemoved" };
  return { ok: true, link };
}

/** The ids of the matches a link covers, in the order they are played. */
export function linkMatchIds(link: ScorerLink): number[] {
  if (link.matchId !== null) return [link.matchId];
  const timezone = eventTimezone(link.eventId);
  if (timezone === null || link.court === null || link.day === null) return [];
  return courtMatches(link.eventId, link.court, link.day, timezone).map((m) => m.id);
}

/** Records that the link was used to score, at most once a minute. */
export function touchScorerLink(link: ScorerLink, now = clockNow()) {
  if (link.lastUsedAt && now.getTime() - link.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
  getDb().update(scorerLinks).set({ lastUsedAt: now }).where(eq(scorerLinks.id, link.id)).run();
}

/** The event's links still open, newest first, with who created them. */
export function liveScorerLinks(eventId: number, now = clockNow()) {
  return getDb()
    .select({
      id: scorerLinks.id,
      name: scorerLinks.name,
      court: scorerLinks.court,
      day: scorerLinks.day,
      matchId: scorerLinks.matchId,
      matchCode: matches.code,
      expiresAt: scorerLinks.expiresAt,
      lastUsedAt: scorerLinks.lastUsedAt,
      createdAt: scorerLinks.createdAt,
      createdBy: users.name,
    })
    .from(scorerLinks)
    .innerJoin(users, eq(users.id, scorerLinks.createdBy))
    .leftJoin(matches, eq(matches.id, scorerLinks.matchId))
    .where(and(eq(scorerLinks.eventId, eventId), isNull(scorerLinks.revokedAt), gt(scorerLinks.expiresAt, now)))
    .orderBy(desc(scorerLinks.createdAt), desc(scorerLinks.id))
    .all();
}

/** Revokes a link of the event; false when it has no such open link. */
export function revokeScorerLink(eventId: number, linkId: number, actorId: number, now = clockNow()): boolean {
  return writeTransaction(() => {
    const revoked = getDb()
      .update(scorerLinks)
      .set({ revokedAt: now })
      .where(and(eq(scorerLinks.id, linkId), eq(scorerLinks.eventId, eventId), isNull(scorerLinks.revokedAt)))
      .returning({ name: scorerLinks.name })
      .get();
    if (!revoked) return false;
    recordAudit({ userId: actorId, action: "status", entity: "scorer-link", entityId: linkId, eventId, summary: `${revoked.name}: revoked` });
    return true;
  });
}

/** The link's matches as its page lists them, in the order they are played: teams, court, time and status. */
export function scorerMatches(link: ScorerLink) {
  const ids = linkMatchIds(link);
  if (ids.length === 0) return [];
  const rows = matchRows(getDb()).where(inArray(matches.id, ids)).all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ id, code: row.code, status: row.status, court: row.court, scheduledAt: row.scheduledAt, home: row.homeName, away: row.awayName, homeSource: row.homeSource, awaySource: row.awaySource }]
      : [];
  });
}

/** The match a scorer is on: the one live, else the next not yet played (one called to the court comes first), else the last. */
export function currentMatchId(list: { id: number; status: string }[]): number | null {
  return list.find((m) => m.status === "live")?.id ?? list.find((m) => m.status === "scheduled" || m.status === "postponed")?.id ?? list.at(-1)?.id ?? null;
}

/** The courts with scheduled matches on each day of the event, for a court link's choice: "Court 2" on "2026-11-28", with the count. */
export function courtDays(eventId: number) {
  const timezone = eventTimezone(eventId);
  if (timezone === null) return [];
  const counts = new Map<string, { court: string; day: string; matches: number }>();
  const rows = getDb().select({ court: matches.court, scheduledAt: matches.scheduledAt }).from(matches).where(eq(matches.eventId, eventId)).all();
  for (const row of rows) {
    if (row.court === null || row.scheduledAt === null) continue;
    const day = localDateKey(row.scheduledAt, timezone);
    const key = `${day}\u0000${row.court}`;
    const entry = counts.get(key) ?? { court: row.court, day, matches: 0 };
    entry.matches++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => a.day.localeCompare(b.day) || a.court.localeCompare(b.court, undefined, { numeric: true }));
}
