import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, checkIns, courtHours, eventCourts, events, matches, scorerLinks, users } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { callableMatches, freeCourts } from "~/domain/planner/desk";
import type { PlayedMatch } from "~/domain/planner/progress";
import { roundUp } from "~/domain/planner/time";
import { localDateKey } from "~/domain/event-time";
import { nowMs } from "~/clock.server";
import { saveMatchResult } from "~/models/competition/match-result.server";
import { createScorerLink, linkMatchIds, openScorerLink } from "~/models/competition/scorer-link.server";
import { entrantCheckIn, setCheckIn } from "~/models/desk/check-in.server";
import { deskView } from "~/models/desk/desk.server";
import { readEventDay } from "~/models/desk/event-day.server";
import { tickExpectedStarts } from "~/models/desk/expected-start-tick.server";
import { refreshExpectedStarts } from "~/models/desk/expected-starts.server";
import { callMatch, takeBackCall } from "~/models/desk/match-call.server";
import { eventDateFormat } from "~/utils/event-dates";
import { writeDeskDay, type DeskDay } from "../support/desk-day";
import { useDemoDatabase } from "./demo-fixtures";

useDemoDatabase();

const dates = eventDateFormat("en", "Asia/Jakarta");
let day: DeskDay;
let tag = 0;

beforeEach(() => {
  // Each test its own day, so one test's calls are not in another's way.
  day = writeDeskDay(getDb().$client, `m${++tag}`, nowMs());
});

const adminId = () => getDb().select({ id: users.id }).from(users).where(eq(users.role, "admin")).get()!.id;
const row = (id: number) => getDb().select().from(matches).where(eq(matches.id, id)).get()!;
const eventVersion = () => getDb().select({ version: events.version }).from(events).where(eq(events.id, day.eventId)).get()!.version;
const caller = (id: number) => ({ userId: adminId(), expectedVersion: row(id).version });
const minute = (offset: number) => new Date(day.anchor + offset * 60_000);
const codeOf = (id: number) => Object.entries(day.match).find(([, matchId]) => matchId === id)![0];

describe("the desk's view of the day", () => {
  it("shows every court with what is on it and since when, the free courts, the callable queue and why the others wait", () => {
    const view = deskView(day.eventId, dates, minute(1))!;
    expect(view.courts.map((c) => [c.name, c.match?.code ?? null, c.match?.state ?? null, c.match?.since ?? null, c.free, c.freeSince])).toEqual([
      ["Court 1", "XD-1", "live", dates.label(minute(-20)).time, false, null],
      ["Court 2", null, null, null, true, dates.label(minute(-5)).time],
      // Open all day (the event's courts have no hours), and no match on it yet.
      ["Court 3", null, null, null, true, null],
    ]);
    expect(view.courts[0]!.match!.minutes).toBe(21);
    expect(view.free).toEqual(["Court 2", "Court 3"]);
    expect(view.callable.map((m) => [m.code, m.courts])).toEqual([["MD-7", ["Court 2", "Court 3"]]]);
    const until = dates.label(minute(15)).time;
    expect(view.waiting.map((m) => [m.code, m.waits])).toEqual([
      [
        "MD-4",
        [
          { code: "desk.onCourt", person: `Fajar m${tag}`, court: "Court 1" },
          { code: "desk.resting", person: `Joko m${tag}`, until },
          { code: "desk.resting", person: `Kurnia m${tag}`, until },
        ],
      ],
      [
        "MD-5",
        [
          { code: "desk.onCourt", person: `Budi m${tag}`, court: "Court 1" },
          { code: "desk.resting", person: `Hadi m${tag}`, until },
          { code: "desk.resting", person: `Iwan m${tag}`, until },
        ],
      ],
      ["MD-F", [{ code: "desk.sideUnknown" }]],
    ]);
  });
});

describe("calling a match", () => {
  it("calls it to a free court other than planned, moving the match there with its version, a history entry and the event's version", () => {
    const before = eventVersion();
    const md7 = row(day.match["MD-7"]);
    const called = callMatch(day.eventId, { matchId: md7.id, court: "Court 3" }, caller(md7.id), dates);
    expect(called).toMatchObject({ ok: true, call: { matchId: md7.id, court: "Court 3", code: "MD-7" } });
    const after = row(md7.id);
    expect(after).toMatchObject({ court: "Court 3", calledCourt: "Court 3", status: "scheduled", version: md7.version + 1, scheduledAt: md7.scheduledAt });
    expect(Math.abs(after.calledAt!.getTime() - nowMs())).toBeLessThan(5_000);
    expect(eventVersion()).toBeGreaterThan(before);
    const history = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "schedule"), eq(auditLog.entityId, md7.id)))
      .orderBy(desc(auditLog.id))
      .get()!;
    expect(history).toMatchObject({ action: "call", eventId: day.eventId, summary: "MD-7: called to Court 3", changes: { court: { from: "Court 2", to: "Court 3" } } });

    // The court is taken from the call on; the desk shows the match there, called.
    const view = deskView(day.eventId, dates)!;
    expect(view.courts.find((c) => c.name === "Court 3")!.match).toMatchObject({ code: "MD-7", state: "called" });
    expect(view.free).toEqual(["Court 2"]);
    expect(view.callable).toEqual([]);
  });

  it("opens the called match first on the court's scorer link, though it was planned on another court", () => {
    const today = localDateKey(new Date(nowMs()), "Asia/Jakarta");
    const created = createScorerLink(day.eventId, { court: "Court 3", day: today }, "Court 3 scorer", adminId());
    expect(created.ok).toBe(true);
    const link = () => openScorerLink(created.ok ? created.secret : "")!;
    const opened = link();
    expect(opened.ok && linkMatchIds(opened.link).map(codeOf)).toEqual(["MD-4"]);
    const md7 = day.match["MD-7"];
    expect(callMatch(day.eventId, { matchId: md7, court: "Court 3" }, caller(md7), dates).ok).toBe(true);
    const again = link();
    expect(again.ok && linkMatchIds(again.link).map(codeOf)).toEqual(["MD-7", "MD-4"]);
    getDb().delete(scorerLinks).where(eq(scorerLinks.eventId, day.eventId)).run();
  });

  it("takes a call back before the match starts: the match waits again on the court it had", () => {
    const md7 = day.match["MD-7"];
    expect(callMatch(day.eventId, { matchId: md7, court: "Court 3" }, caller(md7), dates).ok).toBe(true);
    expect(takeBackCall(day.eventId, md7, caller(md7))).toEqual({ ok: true, code: "MD-7", court: "Court 3" });
    expect(row(md7)).toMatchObject({ court: "Court 2", calledAt: null, calledCourt: null });
    expect(deskView(day.eventId, dates)!.callable.map((m) => m.code)).toEqual(["MD-7"]);
    // Once started, it stays called.
    expect(callMatch(day.eventId, { matchId: md7, court: "Court 3" }, caller(md7), dates).ok).toBe(true);
    getDb()
      .update(matches)
      .set({ status: "live", startedAt: new Date(nowMs()) })
      .where(eq(matches.id, md7))
      .run();
    expect(takeBackCall(day.eventId, md7, caller(md7))).toEqual({ ok: false, reason: "notCalled", code: "MD-7" });
  });

  it("refuses a player still on court or resting, a court not free, a match called already, a stale version and another event's match", () => {
    const md4 = day.match["MD-4"];
    const refused = callMatch(day.eventId, { matchId: md4, court: "Court 3" }, caller(md4), dates);
    expect(refused).toMatchObject({ ok: false, reason: "blocked", code: "MD-4" });
    expect(!refused.ok && refused.reason === "blocked" && refused.waits.map((w) => w.code)).toEqual(["desk.onCourt", "desk.resting", "desk.resting"]);
    const md7 = day.match["MD-7"];
    expect(callMatch(day.eventId, { matchId: md7, court: "Court 1" }, caller(md7), dates)).toEqual({ ok: false, reason: "courtNotFree", code: "MD-7", court: "Court 1" });
    expect(callMatch(day.eventId, { matchId: md7, court: "Court 9" }, caller(md7), dates)).toMatchObject({ ok: false, reason: "courtNotFree" });
    const stale = { userId: adminId(), expectedVersion: row(md7).version - 1 };
    expect(callMatch(day.eventId, { matchId: md7, court: "Court 2" }, stale, dates)).toEqual({ ok: false, reason: "conflict", version: row(md7).version });
    expect(callMatch(day.eventId + 1_000, { matchId: md7, court: "Court 2" }, caller(md7), dates)).toEqual({ ok: false, reason: "missing" });
    expect(callMatch(day.eventId, { matchId: md7, court: "Court 2" }, caller(md7), dates).ok).toBe(true);
    expect(callMatch(day.eventId, { matchId: md7, court: "Court 3" }, caller(md7), dates)).toEqual({ ok: false, reason: "notWaiting", code: "MD-7" });
    expect(row(md4).calledAt).toBeNull();
  });
});

describe("check-in", () => {
  it("makes a match callable only once every one of its players has checked in, at the desk or by the entrant's link", () => {
    getDb().update(events).set({ checkInRequired: true }).where(eq(events.id, day.eventId)).run();
    const waitsOf = () => deskView(day.eventId, dates)!.waiting.find((m) => m.code === "MD-7")?.waits ?? [];
    expect(deskView(day.eventId, dates)!.callable).toEqual([]);
    expect(waitsOf().map((w) => w.code)).toEqual(["desk.notCheckedIn", "desk.notCheckedIn", "desk.notCheckedIn", "desk.notCheckedIn"]);
    const md7 = day.match["MD-7"];
    expect(callMatch(day.eventId, { matchId: md7, court: "Court 2" }, caller(md7), dates)).toMatchObject({ ok: false, reason: "blocked" });

    const by = { userId: adminId() };
    for (const name of ["Lukas", "Made", "Nanda"]) expect(setCheckIn(day.eventId, day.player[name]!, true, by)).toMatchObject({ ok: true, checkedIn: true });
    expect(waitsOf()).toEqual([{ code: "desk.notCheckedIn", person: `Oki m${tag}` }]);
    // The entrant's link checks in its own team's players only, on the event's days.
    const entry = { id: day.entryId, eventId: day.eventId, status: "accepted", teamId: day.team.F! };
    expect(entrantCheckIn(entry, day.player.Budi!, true)).toEqual({ ok: false, reason: "notPlaying" });
    expect(entrantCheckIn({ ...entry, status: "pending" }, day.player.Oki!, true)).toEqual({ ok: false, reason: "closed" });
    expect(entrantCheckIn(entry, day.player.Oki!, true, new Date(day.anchor + 3 * 86_400_000))).toEqual({ ok: false, reason: "closed" });
    expect(entrantCheckIn(entry, day.player.Oki!, true)).toMatchObject({ ok: true });
    expect(deskView(day.eventId, dates)!.callable.map((m) => m.code)).toEqual(["MD-7"]);
    const view = deskView(day.eventId, dates)!;
    expect(view.callable[0]!.home.players.every((p) => p.checkedIn)).toBe(true);

    // Undone: it waits again. A player of no team of the event is refused.
    expect(setCheckIn(day.eventId, day.player.Oki!, false, by)).toMatchObject({ ok: true, checkedIn: false });
    expect(waitsOf()).toEqual([{ code: "desk.notCheckedIn", person: `Oki m${tag}` }]);
    expect(setCheckIn(day.eventId + 1_000, day.player.Oki!, true, by)).toEqual({ ok: false, reason: "notPlaying" });
    const history = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "player"), eq(auditLog.entityId, day.player.Oki!)))
      .all();
    expect(history.map((h) => [h.action, h.actor])).toEqual([
      ["check-in", `entry #${day.entryId}`],
      ["check-out", null],
    ]);
    expect(getDb().select().from(checkIns).where(eq(checkIns.eventId, day.eventId)).all()).toHaveLength(3);
  });
});

describe("a court closing", () => {
  it("is not offered for a match that could not end before it closes, and a call to it is refused", () => {
    // Today, venue time: Courts 1 and 2 open all day, Court 3 closes 19 minutes after the desk looks (or at midnight, sooner).
    const today = localDateKey(minute(1), "Asia/Jakarta");
    const minuteOfDay = (minute(1).getTime() - Date.parse(`${today}T00:00:00+07:00`)) / 60_000;
    const courts = getDb().select().from(eventCourts).where(eq(eventCourts.eventId, day.eventId)).all();
    for (const court of courts) {
      const closesAt = court.name === "Court 3" ? Math.min(minuteOfDay + 19, 24 * 60) : 24 * 60;
      getDb().insert(courtHours).values({ courtId: court.id, day: today, opensAt: 0, closesAt }).run();
    }
    const view = deskView(day.eventId, dates, minute(1))!;
    expect(view.free).toEqual(["Court 2", "Court 3"]);
    // MD-7 takes 30 minutes: only Court 2 is offered.
    expect(view.callable.map((m) => [m.code, m.courts, m.closesFirst])).toEqual([["MD-7", ["Court 2"], false]]);
    const md7 = row(day.match["MD-7"]);
    expect(callMatch(day.eventId, { matchId: md7.id, court: "Court 3" }, caller(md7.id), dates)).toEqual({ ok: false, reason: "closesFirst", code: "MD-7", court: "Court 3" });
    expect(row(md7.id)).toEqual(md7);
  });
});

describe("expected starts", () => {
  const expectedOf = () => Object.fromEntries(Object.entries(day.match).map(([code, id]) => [code, row(id).expectedAt?.getTime() ?? null]));

  it("moves what follows matches running long: the live match's court and players, and the rests after", () => {
    refreshExpectedStarts(day.eventId, { now: minute(1) });
    // XD-1, called at −20, is expected to end at +10: Fajar (MD-4) and Budi (MD-5) rest until +30.
    expect(expectedOf()).toEqual({ "MD-1": null, "MD-2": null, "XD-1": null, "MD-3": null, "MD-4": minute(30).getTime(), "MD-5": minute(30).getTime(), "MD-7": null, "MD-F": null });
  });

  it("is what a desk calling in plan order to the first free court would do", () => {
    const now = minute(2);
    refreshExpectedStarts(day.eventId, { now });
    const state = readEventDay(day.eventId)!;
    const calls = playAsTheDesk(state, state.minuteOf(now));
    for (const [key, match] of state.matches) {
      if (match.players.home.length === 0 || match.players.away.length === 0 || match.status !== "scheduled") continue;
      const call = calls.get(key)!;
      const planned = state.minuteOf(match.scheduledAt!);
      expect(match.expectedAt ? state.minuteOf(match.expectedAt) : planned, match.code).toBe(call);
    }
    expect([...calls.keys()].map((key) => state.matches.get(key)!.code)).toEqual(["MD-7", "MD-4", "MD-5"]);
  });

  it("is worked out again when a match ends, in the same write", () => {
    refreshExpectedStarts(day.eventId, { now: minute(1) });
    const xd1 = row(day.match["XD-1"]);
    const saved = saveMatchResult(
      xd1.id,
      {
        status: "finished",
        sets: [
          { home: 21, away: 15 },
          { home: 21, away: 18 },
        ],
        goals: null,
        present: null,
        retired: null,
      },
      { userId: adminId(), expectedVersion: xd1.version },
    );
    expect(saved.ok).toBe(true);
    // Fajar rests 20 minutes from the end (in whole minutes); MD-4 is expected then, rounded up to five minutes.
    const end = Math.floor((row(xd1.id).finishedAt!.getTime() - day.anchor) / 60_000);
    const rested = minute(roundUp(end + 20, 5)).getTime();
    expect(row(day.match["MD-4"]).expectedAt!.getTime()).toBe(Math.max(rested, minute(15).getTime()));
  });

  it("is moved by the minute's tick as time passes, raising the event's version only when a start moves by five minutes or more", async () => {
    refreshExpectedStarts(day.eventId, { now: minute(1) });
    const version = eventVersion();
    await tickExpectedStarts(minute(2));
    expect(eventVersion()).toBe(version);
    // Twenty minutes on, XD-1 still on court: its players' next matches move on with it.
    await tickExpectedStarts(minute(21));
    expect(eventVersion()).toBeGreaterThan(version);
    expect(row(day.match["MD-4"]).expectedAt!.getTime()).toBe(minute(45).getTime());
  });
});

/**
 * The day played out as a desk would: from `now`, every five minutes, matches
 * end after their planned length, and each match that can be called (in plan
 * order, not before its planned time) goes to its planned court if it is free,
 * else the first free court. Answers the minute each match is called.
 */
function playAsTheDesk(state: NonNullable<ReturnType<typeof readEventDay>>, now: number): Map<string, number> {
  const played: PlayedMatch[] = state.played.map((entry) => ({ ...entry }));
  const calls = new Map<string, number>();
  const minutesOf = (key: string) => state.matches.get(key)!.minutes;
  for (let t = roundUp(now, 5); t < now + 600; t += 5) {
    for (const entry of played) if (entry.end === undefined && Math.max(entry.start + minutesOf(entry.key), now) <= t) entry.end = Math.max(entry.start + minutesOf(entry.key), now);
    for (const queued of callableMatches({ ...state.desk, played }, t)) {
      if (queued.plannedStart !== null && queued.plannedStart > t) continue;
      const free = freeCourts({ ...state.desk, played }, t).map((c) => c.court);
      const court = free.includes(queued.plannedCourt ?? "") ? queued.plannedCourt! : free[0];
      if (!court) break;
      played.push({ key: queued.key, court, start: t });
      calls.set(queued.key, t);
    }
  }
  return calls;
}
