import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events, matches, users } from "#drizzle/schema";
import { nowMs } from "~/clock.server";
import { getDb } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { setsLine } from "~/domain/points";
import { createScorerLink, currentMatchId, openScorerLink, scorerMatches, type ScorerLink } from "~/models/competition/scorer-link.server";
import { correctScore, findPointState, scorePoint, startScoring, type Scorer } from "~/models/competition/point-scoring.server";
import { deskView } from "~/models/desk/desk.server";
import { tickExpectedStarts } from "~/models/desk/expected-start-tick.server";
import { callMatch } from "~/models/desk/match-call.server";
import { findEventById } from "~/models/events/event.server";
import { findEventPlanPreview, previewEventPlan, saveEventPlan } from "~/models/planning/event-plan.server";
import { findSchedule } from "~/models/public/public-matches.server";
import { eventDateFormat } from "~/utils/event-dates";
import { brokenRules, createBadmintonEvent, savedMatches, type BadmintonEvent } from "../support/badminton-event";
import { useDemoDatabase } from "./demo-fixtures";

/**
 * The organiser's walk as one run, in simulated time (the server's clock is
 * the process's Date, pinned and moved by the test): a badminton weekend of
 * five categories where a third of the players play two, planned on six courts
 * over two days and saved; every saved match checked from the rows; then both
 * days played from the desk every five minutes — the next callable match
 * planned by now called to a free court, the court's scorer link opening it
 * and scoring it, half the matches running 10 to 30 minutes long — while the
 * public schedule's expected starts are read at each step. No start it shows
 * is ever earlier than the desk could have done with what was known then, and
 * its error against the actual calls is reported (docs/performance-log.md).
 */

useDemoDatabase();

const STEP_MS = 5 * 60_000;
const REST = 20;
const session = "organiser-walk-session";
const dates = eventDateFormat("id", "Asia/Jakarta");
let weekend: BadmintonEvent;

/** A repeatable stream of numbers in [0, 1): the same overruns on every run. */
function numbers(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Moves the server's clock to `instant`, whatever offset the clock keeps from the machine's. */
function clockAt(instant: number) {
  const offset = nowMs() - Date.now();
  vi.setSystemTime(instant - offset);
}

const venue = (day: string, time: string) => Date.parse(`${day}T${time}:00+07:00`);
const row = (id: number) => getDb().select().from(matches).where(eq(matches.id, id)).get()!;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  const firstDay = localDateKey(new Date(nowMs() + 30 * 86_400_000), "Asia/Jakarta");
  weekend = createBadmintonEvent(getDb().$client, { slug: `jalan-panitia-${Math.random().toString(36).slice(2, 8)}`, firstDay });
});

afterAll(() => {
  vi.useRealTimers();
});

type Seen = { at: number; shown: number };

describe("the organiser's walk", () => {
  it("plans the weekend, plays it from the desk with matches running long, and the public schedule's expected starts are never sooner than the desk could manage", async () => {
    const admin = getDb().select({ id: users.id }).from(users).where(eq(users.role, "admin")).get()!.id;
    const event = () => findEventById(weekend.eventId)!;
    const [day1, day2] = weekend.days;

    // The evening before: the plan previewed and saved exactly.
    clockAt(venue(day1, "20:00") - 86_400_000);
    const made = await previewEventPlan(event(), { days: weekend.days, categoryIds: weekend.categoryIds }, { userId: admin, sessionId: session });
    expect(made.ok).toBe(true);
    const preview = findEventPlanPreview(made.ok ? made.id : "", session, weekend.eventId)!;
    expect(preview.unplaced).toEqual([]);
    expect(saveEventPlan(event(), preview.id, session, admin)).toEqual({ ok: true, moved: 95, cleared: 0 });
    // From outside: no player or court double-booked, no rest under the setting, no knockout before its feeders.
    expect(brokenRules(getDb().$client, weekend.eventId)).toEqual([]);
    getDb().update(events).set({ status: "ongoing" }).where(eq(events.id, weekend.eventId)).run();

    const playersOf = new Map(weekend.teams.map((team) => [team.id, team.players]));
    const random = numbers(39);
    const lengthOf = new Map<number, number>();
    const lengthMinutes = (id: number) => {
      // Half the matches on time, half 10 to 30 minutes long.
      if (!lengthOf.has(id)) lengthOf.set(id, 30 + (random() < 0.5 ? 0 : 10 + 5 * Math.floor(random() * 5)));
      return lengthOf.get(id)!;
    };
    const links = new Map<string, { link: ScorerLink; secret: string }>();
    const scorerOf = (court: string, day: string) => {
      const key = `${court}|${day}`;
      if (!links.has(key)) {
        const created = createScorerLink(weekend.eventId, { court, day }, `${court} scorer`, admin);
        if (!created.ok) throw new Error(`no scorer link for ${key}: ${created.error}`);
        links.set(key, { link: created.link, secret: created.secret });
      }
      const { link, secret } = links.get(key)!;
      const opened = openScorerLink(secret);
      if (!opened.ok) throw new Error(`scorer link of ${key} refused: ${opened.refusal}`);
      return { link: opened.link, scorer: { userId: null, scorerLinkId: link.id, name: link.name } as Scorer };
    };

    const calledAt = new Map<number, number>();
    const onCourt = new Map<number, { court: string; day: string }>();
    const seen = new Map<number, Seen[]>();
    const tooSoon: string[] = [];
    let steps = 0;

    for (const day of [day1, day2]) {
      // Until the courts close and the last match on them has ended.
      for (let t = venue(day, "09:00"); t <= venue(day, "18:00") || onCourt.size > 0; t += STEP_MS) {
        clockAt(t);
        steps++;
        // The scorers end the matches whose time is up: the sets typed in, then the last point.
        for (const [id, where] of onCourt) {
          if (calledAt.get(id)! + lengthMinutes(id) * 60_000 > t) continue;
          const { scorer } = scorerOf(where.court, where.day);
          const state = findPointState(id)!;
          // The side of the lower team id wins: every group has one order, no tie only lots could break.
          const { homeTeamId, awayTeamId } = row(id);
          const winner = homeTeamId! < awayTeamId! ? "home" : "away";
          const set = (won: number, lost: number) => (winner === "home" ? { home: won, away: lost } : { home: lost, away: won });
          const corrected = correctScore(
            id,
            {
              clientId: randomUUID(),
              sets: [set(21, 15), set(20, 18)],
              server: winner,
              at: new Date(t),
              after: state.last,
              from: setsLine(state.score?.sets ?? []),
            },
            scorer,
          );
          expect(corrected.ok, JSON.stringify(corrected)).toBe(true);
          const won = scorePoint(id, { clientId: randomUUID(), side: winner, at: new Date(t), after: findPointState(id)!.last }, scorer);
          expect(won.ok && won.state.status).toBe("finished");
          onCourt.delete(id);
        }

        // The minute's tick, then the public schedule as a player reads it.
        await tickExpectedStarts(new Date(t));
        const facts = new Map(savedMatches(getDb().$client, weekend.eventId).map((match) => [match.id, match]));
        const lastEnd = new Map<number, number>();
        const busyNow = new Set<number>();
        for (const match of facts.values()) {
          const people = [match.homeTeamId, match.awayTeamId].flatMap((team) => (team === null ? [] : (playersOf.get(team) ?? [])));
          if (match.finished !== null) for (const person of people) lastEnd.set(person, Math.max(lastEnd.get(person) ?? 0, match.finished));
          if (onCourt.has(match.id)) for (const person of people) busyNow.add(person);
        }
        const schedule = findSchedule(event(), { category: null, court: null, team: null }, dates);
        for (const match of schedule.days.flatMap((d) => d.slots.flatMap((slot) => slot.matches))) {
          if (match.status !== "scheduled" || match.calledTo !== null || !match.scheduledAt) continue;
          const shown = Date.parse(match.expected?.at.iso ?? match.scheduledAt.iso);
          seen.set(match.id, [...(seen.get(match.id) ?? []), { at: t, shown }]);
          // What the desk could do at best with what is known now: not before its planned time or now, nor before its players are off court and rested.
          const known = facts.get(match.id)!;
          const people = [known.homeTeamId, known.awayTeamId].flatMap((team) => (team === null ? [] : (playersOf.get(team) ?? [])));
          const soonest = Math.max(Date.parse(match.scheduledAt.iso), t, ...people.map((person) => (busyNow.has(person) ? t + REST * 60_000 : (lastEnd.get(person) ?? 0) + REST * 60_000)));
          if (shown < soonest) tooSoon.push(`${match.code} shown ${new Date(shown).toISOString()} at ${new Date(t).toISOString()}, soonest ${new Date(soonest).toISOString()}`);
        }

        // The desk: the next callable match planned by now to a free court (its planned one when free), until none is left or no court is free.
        for (;;) {
          const view = deskView(weekend.eventId, dates, new Date(t))!;
          const next = view.callable.find((match) => row(match.id).scheduledAt!.getTime() <= t);
          if (!next || next.courts.length === 0) break;
          const court = next.courts[0]!;
          const called = callMatch(weekend.eventId, { matchId: next.id, court }, { userId: admin, expectedVersion: next.version }, dates);
          expect(called.ok, JSON.stringify(called)).toBe(true);
          // The court's scorer link opens the match called to it and starts it.
          const { link, scorer } = scorerOf(court, day);
          expect(currentMatchId(scorerMatches(link))).toBe(next.id);
          const started = startScoring(next.id, { clientId: randomUUID(), server: "home", at: new Date(t) }, scorer);
          expect(started.ok && started.state.status).toBe("live");
          calledAt.set(next.id, t);
          onCourt.set(next.id, { court, day });
        }
      }
    }

    // The whole weekend was played, every match from a call.
    const final = savedMatches(getDb().$client, weekend.eventId);
    expect(final.filter((match) => match.status !== "finished").map((match) => match.code)).toEqual([]);
    expect(calledAt.size).toBe(95);
    expect(tooSoon).toEqual([]);

    // The expected starts against the calls: as shown half an hour before, and just before the call.
    const errors = (ahead: number) =>
      [...calledAt].flatMap(([id, call]) => {
        const before = (seen.get(id) ?? []).filter((s) => s.at <= call - ahead * 60_000).at(-1);
        return before ? [(before.shown - call) / 60_000] : [];
      });
    const summary = (list: number[]) => ({
      matches: list.length,
      meanAbs: Math.round((list.reduce((sum, e) => sum + Math.abs(e), 0) / list.length) * 10) / 10,
      worstEarly: Math.min(0, ...list),
      worstLate: Math.max(0, ...list),
    });
    const report = { steps, lastCall: new Date(Math.max(...calledAt.values())).toISOString(), justBefore: summary(errors(0)), halfHourBefore: summary(errors(30)), hourBefore: summary(errors(60)) };
    console.info("organiser's walk:", JSON.stringify(report));
    // The expected starts play the desk's own rule: just before a call they say when it comes, and half an hour ahead they are off by minutes, not hours.
    expect(report.justBefore).toMatchObject({ matches: 95, meanAbs: 0 });
    expect(report.halfHourBefore.meanAbs).toBeLessThanOrEqual(15);
  }, 240_000);
});
