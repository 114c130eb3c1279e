import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entries, matches, players, pushNotices, pushSubscriptions, teamPlayers } from "#drizzle/schema";
import { now } from "~/clock.server";
import { getDb } from "~/db.server";
import { localMidnight } from "~/domain/event-time";
import { saveMatchResult } from "~/models/competition/match-result.server";
import { endMatch } from "~/models/competition/point-scoring.server";
import { removeGroupSchedule } from "~/models/competition/schedule.server";
import { callMatch } from "~/models/desk/match-call.server";
import { announceCalled, announceNextOnCourt, noticeQueue, stopMatchNotices } from "~/models/notices/match-notices.server";
import { MAX_FAILURES, subscribeToNotices, type NoticeTarget } from "~/models/notices/push-subscriptions.server";
import { deliverPush } from "~/notices/push-delivery.server";
import { PushQueue, type Settlement } from "~/notices/push-queue.server";
import { vapidKeys } from "~/notices/vapid.server";
import { eventDateFormat } from "~/utils/event-dates";
import { writeDeskDay } from "../support/desk-day";
import { browserSubscription, decryptPush, startPushService, verifyVapid, type BrowserSubscription } from "../support/push-service";
import { newCategory, newGroup, prepareSchedule } from "./schedule-fixtures";

/**
 * "Your match is called" against a push service of the test's own that
 * decrypts what it receives (tests/support/push-service.ts): the real models
 * announce, the process's queue sends over HTTP, and what a browser would show
 * is read back from the encrypted bodies.
 */

// The one push service the server may send to besides the browsers' own: set before the settings are first read.
const push = await startPushService();
process.env.PUSH_TEST_ORIGIN = push.origin;

type World = Awaited<ReturnType<typeof prepareSchedule>>;
let world: World;
let eventId: number;
let teamIds: number[];
let playerOf: number[];
let groupId: number;

const db = () => getDb();
const time = (fraction: number) => {
  // Later today on the venue's clock, whatever the hour the clock reads: a "next" match is one of today's.
  const start = now().getTime();
  const end = localMidnight(now(), "Asia/Jakarta").getTime() + 24 * 60 * 60_000 - 1;
  return new Date(start + (end - start) * fraction);
};

let codes = 0;
function newMatch(values: { home: number; away: number; court: string; at: Date; status?: "scheduled" | "live"; group?: number }) {
  codes += 1;
  return db()
    .insert(matches)
    .values({
      eventId,
      eventCategoryId: categoryId,
      groupId: values.group ?? groupId,
      code: `N-${codes}`,
      homeTeamId: values.home,
      awayTeamId: values.away,
      court: values.court,
      scheduledAt: values.at,
      status: values.status ?? "scheduled",
      startedAt: values.status === "live" ? now() : null,
    })
    .returning()
    .get();
}
let categoryId: number;

function subscribe(browser: BrowserSubscription, target: NoticeTarget, language: string) {
  const kept = subscribeToNotices(eventId, target, { endpoint: browser.endpoint, p256dh: browser.p256dh, auth: browser.auth, language });
  expect(kept.ok).toBe(true);
}

type Notice = { title: string; body: string; url: string; tag: string; lang: string; dir: string };
function read(browser: BrowserSubscription, index = 0): Notice {
  const pushes = push.received.filter((p) => p.path === new URL(browser.endpoint).pathname);
  const received = pushes[index]!;
  verifyVapid(received.headers.authorization, vapidKeys().publicKey, browser.endpoint);
  expect(received.headers["content-encoding"]).toBe("aes128gcm");
  return JSON.parse(decryptPush(received.body, browser)) as Notice;
}
const pushesTo = (browser: BrowserSubscription) => push.received.filter((p) => p.path === new URL(browser.endpoint).pathname).length;
const walkover = (matchId: number) =>
  saveMatchResult(
    matchId,
    { status: "walkover", sets: [], goals: null, present: "home", retired: null },
    { userId: world.admin.id, expectedVersion: db().select().from(matches).where(eq(matches.id, matchId)).get()!.version },
  );

beforeAll(async () => {
  world = await prepareSchedule();
  eventId = world.ligaB.id;
  const made = newCategory(eventId, { type: "Padel", level: "Beginner", gender: "men" }, { teams: 4, prefix: "Notice" });
  categoryId = made.category.id;
  teamIds = made.teamIds;
  playerOf = teamIds.map((teamId, i) => {
    const player = db()
      .insert(players)
      .values({ name: `Notice Player ${i + 1}`, gender: "male" })
      .returning()
      .get();
    db().insert(teamPlayers).values({ teamId, playerId: player.id, eventCategoryId: categoryId }).run();
    return player.id;
  });
  groupId = newGroup(eventId, categoryId, "N", teamIds).id;
}, 60_000);

afterAll(async () => {
  await stopMatchNotices();
  await push.close();
});

describe("notices of a match's call and of the next match on a court", () => {
  const a = browserSubscription(push.endpoint("a"));
  const b = browserSubscription(push.endpoint("b"));
  const c = browserSubscription(push.endpoint("c"));
  const d = browserSubscription(push.endpoint("d"));

  it("tells the followers of both sides, their players and their entrants once each, in their language, when the match before on the court ends", async () => {
    const before = newMatch({ home: teamIds[0]!, away: teamIds[1]!, court: "Court 9", at: now(), status: "live" });
    const next = newMatch({ home: teamIds[2]!, away: teamIds[3]!, court: "Court 9", at: time(0.2) });
    newMatch({ home: teamIds[0]!, away: teamIds[2]!, court: "Court 9", at: time(0.4) });
    // A follows the home team and its player: one notice. B follows the away team's player; C is the away team's entrant; D follows a team not playing.
    subscribe(a, { kind: "team", id: teamIds[2]! }, "en");
    subscribe(a, { kind: "player", id: playerOf[2]! }, "en");
    subscribe(b, { kind: "player", id: playerOf[3]! }, "id");
    const entry = db()
      .insert(entries)
      .values({ eventId, eventCategoryId: categoryId, status: "accepted", contactPhone: "+6281200000001", secretHash: "notice-entry-hash", address: "127.0.0.1", teamId: teamIds[3]! })
      .returning()
      .get();
    subscribe(c, { kind: "entry", id: entry.id }, "ar");
    // D's team plays the match that ends, not the next one: it is told nothing.
    subscribe(d, { kind: "team", id: teamIds[1]! }, "en");

    expect(walkover(before.id)).toMatchObject({ ok: true, ended: true });
    await noticeQueue().idle();
    expect([pushesTo(a), pushesTo(b), pushesTo(c), pushesTo(d)]).toEqual([1, 1, 1, 0]);
    expect(read(a)).toEqual({
      title: "Next on Court 9",
      body: "Notice 3 vs Notice 4 is next on Court 9: get ready.",
      url: `/live-event/match-detail/liga-b/${next.id}`,
      tag: `match-${next.id}`,
      lang: "en",
      dir: "ltr",
    });
    expect(read(b)).toMatchObject({ title: "Berikutnya di Court 9", body: "Notice 3 vs Notice 4 main berikutnya di Court 9: bersiaplah.", lang: "id" });
    expect(read(c)).toMatchObject({ title: "التالية على Court 9", lang: "ar", dir: "rtl" });
    // What the push service was told: held a while, urgent, one topic per match (a newer notice replaces one not yet delivered).
    const received = push.received.find((p) => p.path === "/push/a")!;
    expect(received.headers).toMatchObject({ ttl: "1800", urgency: "high", topic: `match-${next.id}` });

    // Once per browser, match and kind: the same ending told again sends nothing.
    expect(announceNextOnCourt(before.id)).toBe(0);
    await noticeQueue().idle();
    expect(push.received).toHaveLength(3);
  });

  it("tells them when the desk calls the match, to the court it was called to, once", async () => {
    const next = db()
      .select()
      .from(matches)
      .where(and(eq(matches.court, "Court 9"), eq(matches.status, "scheduled"), eq(matches.homeTeamId, teamIds[2]!)))
      .get()!;
    expect(announceCalled(next.id)).toBe(0);
    db().update(matches).set({ calledAt: now(), calledCourt: "Court 7" }).where(eq(matches.id, next.id)).run();
    expect(announceCalled(next.id)).toBe(3);
    await noticeQueue().idle();
    expect(read(a, 1)).toMatchObject({ title: "Called to Court 7", body: "Notice 3 vs Notice 4: go to Court 7 now.", url: `/live-event/match-detail/liga-b/${next.id}` });
    expect(read(b, 1)).toMatchObject({ title: "Dipanggil ke Court 7" });
    expect(push.received.filter((p) => p.path === "/push/a")[1]!.headers.ttl).toBe("900");
    expect(announceCalled(next.id)).toBe(0);
    await noticeQueue().idle();
    expect(push.received).toHaveLength(6);
  });

  it("tells a team's follower when the desk calls its match, to the court it was called to", async () => {
    const day = writeDeskDay(db().$client, "notices", now().getTime());
    const follower = browserSubscription(push.endpoint("desk"));
    const kept = subscribeToNotices(day.eventId, { kind: "team", id: day.team.E! }, { endpoint: follower.endpoint, p256dh: follower.p256dh, auth: follower.auth, language: "en" });
    expect(kept.ok).toBe(true);
    const md7 = db().select().from(matches).where(eq(matches.id, day.match["MD-7"])).get()!;
    const called = callMatch(day.eventId, { matchId: md7.id, court: "Court 3" }, { userId: world.admin.id, expectedVersion: md7.version }, eventDateFormat("en", "Asia/Jakarta"));
    expect(called.ok).toBe(true);
    await noticeQueue().idle();
    expect(pushesTo(follower)).toBe(1);
    expect(read(follower)).toMatchObject({ title: "Called to Court 3", url: `/live-event/match-detail/${day.slug}/${md7.id}` });
  });

  it("removes a subscription the push service says is gone (410), with the notices it was sent", async () => {
    const gone = browserSubscription(push.endpoint("gone"));
    subscribe(gone, { kind: "team", id: teamIds[0]! }, "en");
    push.answer(gone.endpoint, 410);
    const match = newMatch({ home: teamIds[0]!, away: teamIds[1]!, court: "Court 5", at: time(0.3) });
    db().update(matches).set({ calledAt: now(), calledCourt: "Court 5" }).where(eq(matches.id, match.id)).run();
    expect(announceCalled(match.id)).toBeGreaterThanOrEqual(1);
    await noticeQueue().idle();
    expect(pushesTo(gone)).toBe(1);
    expect(db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint)).all()).toEqual([]);
    expect(db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, d.endpoint)).all()).toHaveLength(1);
  });

  it("tries a busy push service (503) again after a back-off, and then delivers", async () => {
    const busy = browserSubscription(push.endpoint("busy"));
    subscribe(busy, { kind: "team", id: teamIds[1]! }, "en");
    push.answer(busy.endpoint, 503);
    const match = newMatch({ home: teamIds[1]!, away: teamIds[3]!, court: "Court 4", at: time(0.5) });
    db().update(matches).set({ calledAt: now(), calledCourt: "Court 4" }).where(eq(matches.id, match.id)).run();
    announceCalled(match.id);
    const [first, second] = await push.waitFor(2, busy.endpoint);
    await noticeQueue().idle();
    expect([first!.status, second!.status]).toEqual([503, 201]);
    // The first retry waits a second at least (and at most half as long again).
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
    expect(JSON.parse(decryptPush(second!.body, busy))).toMatchObject({ title: "Called to Court 4" });
    expect(db().select({ failures: pushSubscriptions.failures }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, busy.endpoint)).get()).toEqual({ failures: 0 });
  });

  it("drops a subscription whose sends are refused too often in a row", async () => {
    const refused = browserSubscription(push.endpoint("refused"));
    subscribe(refused, { kind: "team", id: teamIds[3]! }, "en");
    db()
      .update(pushSubscriptions)
      .set({ failures: MAX_FAILURES - 1 })
      .where(eq(pushSubscriptions.endpoint, refused.endpoint))
      .run();
    push.answer(refused.endpoint, 403);
    const match = newMatch({ home: teamIds[3]!, away: teamIds[0]!, court: "Court 3", at: time(0.6) });
    db().update(matches).set({ calledAt: now(), calledCourt: "Court 3" }).where(eq(matches.id, match.id)).run();
    announceCalled(match.id);
    await noticeQueue().idle();
    // A refusal is not retried.
    expect(pushesTo(refused)).toBe(1);
    expect(db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, refused.endpoint)).all()).toEqual([]);
  });

  it("tells the next match on the court when the scorer ends a match, and lets a schedule with notices be removed", async () => {
    const follower = browserSubscription(push.endpoint("scored"));
    subscribe(follower, { kind: "team", id: teamIds[2]! }, "en");
    const otherGroup = newGroup(eventId, categoryId, "M", []).id;
    const before = newMatch({ home: teamIds[0]!, away: teamIds[3]!, court: "Court 2", at: now(), status: "live" });
    const next = newMatch({ home: teamIds[2]!, away: teamIds[1]!, court: "Court 2", at: time(0.7), group: otherGroup });
    const scorer = { userId: world.admin.id, scorerLinkId: null, name: null };
    expect(endMatch(before.id, { status: "walkover", present: "home" }, null, scorer)).toMatchObject({ ok: true });
    await noticeQueue().idle();
    expect(db().select().from(pushNotices).where(eq(pushNotices.matchId, next.id)).all().length).toBeGreaterThan(0);
    expect(read(follower)).toMatchObject({ title: "Next on Court 2", url: `/live-event/match-detail/liga-b/${next.id}` });
    // Drawing the group's schedule again removes its unplayed matches, their notices first (the notices' reference holds a match back).
    expect(removeGroupSchedule(otherGroup, world.admin.id)).toMatchObject({ ok: true, removed: 1 });
    expect(db().select().from(pushNotices).where(eq(pushNotices.matchId, next.id)).all()).toEqual([]);
  });
});

describe("the queue that sends them", () => {
  const job = (browser: BrowserSubscription) => ({ ...browser, message: { payload: JSON.stringify({ title: "t" }), ttlSeconds: 60, topic: "queue" } });
  const limits = { concurrency: 1, maxWaiting: 10, timeoutMs: 10_000, attempts: 3, backoffMs: 1_000, maxBackoffMs: 5_000 };

  it("gives up a send the service does not answer within its timeout", async () => {
    const silent = browserSubscription(push.endpoint("silent"));
    push.answer(silent.endpoint, 0);
    const settled: Settlement[] = [];
    const queue = new PushQueue<ReturnType<typeof job>>(
      { ...limits, timeoutMs: 300, attempts: 1 },
      (j, signal) => deliverPush(j, j.message, signal),
      (_, s) => settled.push(s),
      () => undefined,
    );
    queue.add(job(silent));
    await queue.idle();
    expect(settled).toEqual([{ kind: "failed", reason: "no answer in time after 1 attempts" }]);
  });

  it("stops: takes nothing more, drops what waits and retries not due, cuts a send under way after its grace", async () => {
    const hanging = browserSubscription(push.endpoint("hanging"));
    const waiting = browserSubscription(push.endpoint("waiting"));
    push.answer(hanging.endpoint, 0);
    const settled: Settlement[] = [];
    const dropped: number[] = [];
    const queue = new PushQueue<ReturnType<typeof job>>(
      limits,
      (j, signal) => deliverPush(j, j.message, signal),
      (_, s) => settled.push(s),
      (count) => dropped.push(count),
    );
    expect(queue.add(job(hanging))).toBe(true);
    expect(queue.add(job(waiting))).toBe(true);
    await push.waitFor(1, hanging.endpoint);
    const started = Date.now();
    await queue.stop(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(dropped).toEqual([1]);
    expect(settled).toEqual([]);
    expect(pushesTo(waiting)).toBe(0);
    expect(queue.add(job(waiting))).toBe(false);
  });
});

describe("subscriptions", () => {
  it("are kept only for a team, player or entry of the event, once per browser and target, and a browser follows a bounded number", () => {
    const browser = browserSubscription(push.endpoint("many"));
    const keys = { endpoint: browser.endpoint, p256dh: browser.p256dh, auth: browser.auth, language: "en" };
    const demoTeam = db().select().from(matches).where(eq(matches.eventId, world.demo.id)).get()!.homeTeamId!;
    expect(subscribeToNotices(eventId, { kind: "team", id: demoTeam }, keys)).toEqual({ ok: false, reason: "unknownTarget" });
    expect(subscribeToNotices(eventId, { kind: "player", id: 999_999 }, keys)).toEqual({ ok: false, reason: "unknownTarget" });
    expect(subscribeToNotices(eventId, { kind: "team", id: teamIds[0]! }, keys)).toEqual({ ok: true, created: true });
    expect(subscribeToNotices(eventId, { kind: "team", id: teamIds[0]! }, { ...keys, language: "de" })).toEqual({ ok: true, created: false });
    expect(db().select({ language: pushSubscriptions.language }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)).all()).toEqual([{ language: "de" }]);
    const extra = newCategory(eventId, { type: "Padel", level: "Beginner", gender: "women" }, { teams: 20, prefix: "Many" }).teamIds;
    const outcomes = extra.map((id) => subscribeToNotices(eventId, { kind: "team", id }, keys));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(19);
    expect(outcomes.at(-1)).toEqual({ ok: false, reason: "tooMany" });
  });
});
