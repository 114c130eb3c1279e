import { aliasedTable, and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import { entries, events, matches, pushNotices, pushSubscriptions, teamPlayers, teams, type PushNoticeKind } from "#drizzle/schema";
import { now } from "~/clock.server";
import { getDb, writeTransaction } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { decidedStatuses } from "~/domain/standings";
import { instanceFor } from "~/i18n/i18next.server";
import { directionOf } from "~/i18n/languages";
import { deliverPush, type PushMessage, type PushTarget } from "~/notices/push-delivery.server";
import { PushQueue, type Settlement } from "~/notices/push-queue.server";
import { log } from "~/utils/logger.server";
import { forgetEndpoint, noteDelivered, noteFailed } from "./push-subscriptions.server";

/**
 * "Your match is called" (docs/design.md §7.12): when the desk calls a match
 * to a court, and when the match before it on its court ends and it is that
 * court's next, every browser following one of its teams, one of their
 * players or their entry is sent a Web Push notice, in the language it
 * subscribed in. A notice is claimed (push_notices) before it is sent, in the
 * same write for every subscription of the match, so each browser hears of a
 * match once per kind however often the desk or a scorer repeats themselves,
 * and from whichever server process does it. Sending is the queue's, off the
 * request's path.
 */

type Job = PushTarget & { message: PushMessage };

const queueLimits = {
  concurrency: 4,
  maxWaiting: 5_000,
  timeoutMs: 10_000,
  attempts: 4,
  backoffMs: 1_000,
  maxBackoffMs: 60_000,
};

/** How long a notice is worth holding for a phone that is offline: a call is stale after a quarter of an hour. */
const ttlSeconds: Record<PushNoticeKind, number> = { called: 15 * 60, next: 30 * 60 };

/** Sends under way that a stop lets finish before cutting them. */
const STOP_GRACE_MS = 500;

/** Where a failed send is logged: the push service, never the endpoint, which is the subscription's only secret. */
const serviceOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : "?");

function settle(job: Job, settlement: Settlement) {
  try {
    if (settlement.kind === "sent") noteDelivered(job.endpoint);
    else if (settlement.kind === "gone") {
      forgetEndpoint(job.endpoint);
      log.info("push subscription gone, removed", { service: serviceOf(job.endpoint) });
    } else {
      const dropped = noteFailed(job.endpoint);
      log.warn("push notice not delivered", { service: serviceOf(job.endpoint), reason: settlement.reason, dropped });
    }
  } catch (error) {
    log.warn("push notice's outcome not recorded", { service: serviceOf(job.endpoint), error });
  }
}

// One queue per process, kept across the development server's module reloads.
const holder = globalThis as unknown as { lagaNoticeQueue?: PushQueue<Job> };

/** The process's one sender of notices. */
export function noticeQueue(): PushQueue<Job> {
  holder.lagaNoticeQueue ??= new PushQueue<Job>(
    queueLimits,
    (job, signal) => deliverPush(job, job.message, signal),
    settle,
    (count, why) => log.warn("push notices dropped", { count, why }),
  );
  return holder.lagaNoticeQueue;
}

/** The graceful stop: nothing new is sent, sends under way get a moment. Before the database closes: their outcomes are written. */
export async function stopMatchNotices() {
  const queue = holder.lagaNoticeQueue;
  if (!queue) return;
  await queue.stop(STOP_GRACE_MS);
  holder.lagaNoticeQueue = undefined;
}

type Recipient = { id: number; endpoint: string; p256dh: string; auth: string; language: string };

/** The match with what a notice says of it: its event's slug and zone, both sides' names, and its court. */
function matchForNotice(matchId: number) {
  const home = aliasedTable(teams, "home");
  const away = aliasedTable(teams, "away");
  return getDb()
    .select({
      id: matches.id,
      eventId: matches.eventId,
      status: matches.status,
      court: matches.court,
      calledAt: matches.calledAt,
      calledCourt: matches.calledCourt,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      home: home.name,
      away: away.name,
      slug: events.slug,
      timezone: events.timezone,
    })
    .from(matches)
    .innerJoin(events, eq(events.id, matches.eventId))
    .leftJoin(home, eq(home.id, matches.homeTeamId))
    .leftJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, matchId))
    .get();
}

type NoticeMatch = NonNullable<ReturnType<typeof matchForNotice>>;

/** The subscriptions that follow a side of the match: its teams, their players, their entries. The newest first. */
function recipientsOf(match: NoticeMatch): Recipient[] {
  const teamIds = [match.homeTeamId, match.awayTeamId].filter((id): id is number => id !== null);
  if (teamIds.length === 0) return [];
  const db = getDb();
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth, language: pushSubscriptions.language })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.eventId, match.eventId),
        or(
          inArray(pushSubscriptions.teamId, teamIds),
          inArray(pushSubscriptions.playerId, db.select({ id: teamPlayers.playerId }).from(teamPlayers).where(inArray(teamPlayers.teamId, teamIds))),
          inArray(pushSubscriptions.entryId, db.select({ id: entries.id }).from(entries).where(inArray(entries.teamId, teamIds))),
        ),
      ),
    )
    .orderBy(sql`${pushSubscriptions.id} desc`)
    .all();
}

/** The notice's text in the subscriber's language, and the match's page, which the service worker opens on a tap. */
function messageFor(match: NoticeMatch, kind: PushNoticeKind, court: string, language: string): PushMessage {
  const { t } = instanceFor(language);
  const names = { home: match.home ?? "", away: match.away ?? "", court };
  const notice = {
    title: t(kind === "called" ? "following.noticeCalledTitle" : "following.noticeNextTitle", names),
    body: t(kind === "called" ? "following.noticeCalledBody" : "following.noticeNextBody", names),
    url: `/live-event/match-detail/${match.slug}/${match.id}`,
    tag: `match-${match.id}`,
    lang: language,
    dir: directionOf(language),
  };
  return { payload: JSON.stringify(notice), ttlSeconds: ttlSeconds[kind], topic: `match-${match.id}` };
}

/**
 * Claims the notice for every subscription of the match not yet told, and
 * hands one send per browser to the queue: a browser that follows both a
 * team and its player hears once, in the language it subscribed in last. A
 * browser already told (under any of its subscriptions) is not told again.
 * Answers how many sends were queued.
 */
function announce(match: NoticeMatch, kind: PushNoticeKind, court: string) {
  const recipients = recipientsOf(match);
  if (recipients.length === 0) return 0;
  const byEndpoint = new Map<string, Recipient[]>();
  for (const recipient of recipients) byEndpoint.set(recipient.endpoint, [...(byEndpoint.get(recipient.endpoint) ?? []), recipient]);
  const queue = noticeQueue();
  const toSend = writeTransaction((db) => {
    const told = new Set(
      db
        .select({ id: pushNotices.subscriptionId })
        .from(pushNotices)
        .where(
          and(
            eq(pushNotices.matchId, match.id),
            eq(pushNotices.kind, kind),
            inArray(
              pushNotices.subscriptionId,
              recipients.map((r) => r.id),
            ),
          ),
        )
        .all()
        .map((row) => row.id),
    );
    const sentAt = now();
    let room = queue.room();
    const browsers: Recipient[] = [];
    for (const group of byEndpoint.values()) {
      const untold = group.filter((r) => !told.has(r.id));
      if (untold.length === 0) continue;
      const heard = untold.length < group.length;
      // A full line leaves the notice unclaimed, so a later call or ending may still send it.
      if (!heard && room === 0) continue;
      db.insert(pushNotices)
        .values(untold.map((r) => ({ subscriptionId: r.id, matchId: match.id, kind, sentAt })))
        .onConflictDoNothing()
        .run();
      if (heard) continue;
      room -= 1;
      browsers.push(group[0]!);
    }
    return browsers;
  });
  let queued = 0;
  for (const browser of toSend) {
    const added = queue.add({ endpoint: browser.endpoint, p256dh: browser.p256dh, auth: browser.auth, message: messageFor(match, kind, court, browser.language) });
    if (added) queued += 1;
  }
  if (queued < toSend.length) log.warn("push notices dropped", { count: toSend.length - queued, why: "the queue is full" });
  return queued;
}

/** Runs an announcement; a failure is logged and never reaches the write that caused it. */
function safely(what: string, matchId: number, run: () => number) {
  try {
    return run();
  } catch (error) {
    log.error(`push notices for ${what} not sent`, { matchId, error });
    return 0;
  }
}

/**
 * "Called to Court 3": the desk calls this right after it commits a call
 * (matches.called_at and called_court). Each follower of a side is told once;
 * a match not called, or already over, says nothing. Answers how many
 * browsers are being told.
 */
export function announceCalled(matchId: number): number {
  return safely("a call", matchId, () => {
    const match = matchForNotice(matchId);
    if (!match || match.calledAt === null || (decidedStatuses as readonly string[]).includes(match.status)) return 0;
    const court = match.calledCourt ?? match.court;
    return court ? announce(match, "called", court) : 0;
  });
}

/**
 * "Next on Court 3": called after a write that ended a match (a result saved,
 * the last point scored, a walkover). The court it was played on (the one it
 * was called to, else its planned one) has its next match told: the
 * earliest still to play there today (by its expected start, else its planned
 * one) and not already called elsewhere, when both its sides are known.
 */
export function announceNextOnCourt(endedMatchId: number): number {
  return safely("the next match on a court", endedMatchId, () => {
    const ended = getDb()
      .select({ eventId: matches.eventId, court: matches.court, calledCourt: matches.calledCourt, status: matches.status, timezone: events.timezone })
      .from(matches)
      .innerJoin(events, eq(events.id, matches.eventId))
      .where(eq(matches.id, endedMatchId))
      .get();
    if (!ended || !(decidedStatuses as readonly string[]).includes(ended.status)) return 0;
    const court = ended.calledCourt ?? ended.court;
    if (!court) return 0;
    const startsAt = sql<number>`coalesce(${matches.expectedAt}, ${matches.scheduledAt})`;
    const next = getDb()
      .select({ id: matches.id, startsAt })
      .from(matches)
      .where(and(eq(matches.eventId, ended.eventId), eq(matches.court, court), eq(matches.status, "scheduled"), isNull(matches.calledAt), ne(matches.id, endedMatchId), isNotNull(startsAt)))
      .orderBy(asc(startsAt), asc(matches.id))
      .get();
    if (!next || localDateKey(new Date(next.startsAt), ended.timezone) !== localDateKey(now(), ended.timezone)) return 0;
    const match = matchForNotice(next.id);
    if (!match || match.homeTeamId === null || match.awayTeamId === null) return 0;
    return announce(match, "next", court);
  });
}
