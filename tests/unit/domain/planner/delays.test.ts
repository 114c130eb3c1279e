import { describe, expect, it } from "vitest";
import { expectedStarts } from "~/domain/planner/delays";
import type { PlanInput, PlanMatch, PlanSlot } from "~/domain/planner/model";
import { planEvent } from "~/domain/planner/plan";
import type { PlayedMatch } from "~/domain/planner/progress";
import { seededRandom } from "../../../support/seeded-random";
import { generateEvent, randomEventShape } from "../../../support/weekend";
import { at } from "../../../support/planner";

const match = (key: string, home: number[], away: number[], extra: Partial<PlanMatch> = {}): PlanMatch => ({ key, category: "MS", minutes: 30, sides: [home, away], ...extra });
const slot = (key: string, court: string, clock: string, minutes = 30): PlanSlot => ({ key, court, start: at(clock), end: at(clock) + minutes });
const courts = (...names: string[]) => names.map((name) => ({ name, open: [{ from: at("09:00"), to: at("18:00") }] }));

const input: PlanInput = {
  categories: [{ key: "MS", restMinutes: 20 }],
  courts: courts("C1", "C2", "C3"),
  matches: [match("a", [1], [2]), match("b", [3], [4]), match("c", [5], [6]), match("d", [1], [7]), match("e", [8], [9]), match("SF", [], [], { after: ["a", "b"] })],
};
// Two of the three courts from 09:00, back to back; d is player 1's second match, SF waits for a and b.
const planned = [slot("a", "C1", "09:00"), slot("b", "C2", "09:00"), slot("c", "C1", "09:30"), slot("e", "C2", "09:30"), slot("d", "C1", "10:00"), slot("SF", "C2", "10:00")];
const expectedOf = (played: PlayedMatch[], now: number) => Object.fromEntries(expectedStarts(input, planned, played, now).map((e) => [e.key, e]));

describe("expectedStarts", () => {
  it("keeps the planned times while the day runs on time", () => {
    const expected = expectedOf(
      [
        { key: "a", court: "C1", start: at("09:00"), end: at("09:30") },
        { key: "b", court: "C2", start: at("09:00") },
      ],
      at("09:20"),
    );
    for (const key of ["c", "e", "d", "SF"]) expect(expected[key]).toMatchObject({ start: planned.find((s) => s.key === key)!.start, lateMinutes: 0 });
  });

  it("moves what follows a match running long: its court, its players and the match it feeds", () => {
    // a started at 09:00 and is still on at 09:50 (20 minutes over).
    const expected = expectedOf(
      [
        { key: "a", court: "C1", start: at("09:00") },
        { key: "b", court: "C2", start: at("09:00"), end: at("09:30") },
      ],
      at("09:50"),
    );
    // Nothing planned after 09:30 has started: c and e can go on at once (a is expected to end now), c on its own court.
    expect(expected.c).toMatchObject({ court: "C1", start: at("09:50"), lateMinutes: 20 });
    expect(expected.e).toMatchObject({ court: "C2", start: at("09:50"), lateMinutes: 20 });
    // Player 1 rests 20 minutes after a, then plays on the third court; SF waits for a's winner's rest and a free court.
    expect(expected.d).toMatchObject({ court: "C3", start: at("10:10"), lateMinutes: 10 });
    expect(expected.SF).toMatchObject({ start: at("10:20"), lateMinutes: 20 });
  });

  it("never brings a match forward when the one before ends early", () => {
    const expected = expectedOf(
      [
        { key: "a", court: "C1", start: at("09:00"), end: at("09:10") },
        { key: "b", court: "C2", start: at("09:00"), end: at("09:12") },
      ],
      at("09:15"),
    );
    expect(expected.c).toMatchObject({ start: at("09:30"), lateMinutes: 0 });
    expect(expected.SF).toMatchObject({ start: at("10:00"), lateMinutes: 0 });
  });

  it("counts a match the desk called early as on its court, and leaves it out", () => {
    const expected = expectedOf(
      [
        { key: "a", court: "C1", start: at("09:00"), end: at("09:25") },
        { key: "b", court: "C2", start: at("09:00"), end: at("09:28") },
        { key: "c", court: "C1", start: at("09:26") },
      ],
      at("09:28"),
    );
    expect(expected.c).toBeUndefined();
    expect(expected.e).toMatchObject({ court: "C2", start: at("09:30") });
  });

  it("lets a match whose players are free take the court one waiting for its players would hold, as the desk calls it", () => {
    // One court. x (players 1 and 2) ended at 09:30; y is player 1's next, z's players are free: both planned at 09:30.
    const oneCourt: PlanInput = { categories: [{ key: "MS", restMinutes: 20 }], courts: courts("C1"), matches: [match("x", [1], [2]), match("y", [1], [3]), match("z", [4], [5])] };
    const expected = Object.fromEntries(
      expectedStarts(oneCourt, [slot("x", "C1", "09:00"), slot("y", "C1", "09:30"), slot("z", "C1", "09:30")], [{ key: "x", court: "C1", start: at("09:00"), end: at("09:30") }], at("09:30")).map(
        (e) => [e.key, e],
      ),
    );
    // The desk calls z at once (y waits for player 1's rest until 09:50), then y when the court is free again.
    expect(expected.z).toMatchObject({ court: "C1", start: at("09:30"), lateMinutes: 0 });
    expect(expected.y).toMatchObject({ court: "C1", start: at("10:00"), lateMinutes: 30 });
  });

  it("starts nothing before now: a match whose time is past is expected now", () => {
    const expected = expectedOf([], at("09:40"));
    expect(expected.a).toMatchObject({ start: at("09:40"), lateMinutes: 40 });
  });

  it("says when no court time is left", () => {
    const expected = expectedOf([], at("17:45"));
    expect(expected.a).toMatchObject({ start: null, court: null, lateMinutes: null });
  });

  it.each(Array.from({ length: 40 }, (_, i) => 7000 + i))("seed %i: never earlier than planned or now, no court or person twice at once", (seed) => {
    const random = seededRandom(seed);
    const { input: event } = generateEvent(seed, randomEventShape(random));
    const plan = planEvent(event, { passes: 1 });
    const starts = plan.slots.map((s) => s.start).sort((a, b) => a - b);
    if (!starts.length) return;
    const now = starts[random.int(0, starts.length - 1)]! + random.int(0, 40);
    // What started before now was played, some running long (and still on), some short.
    const played: PlayedMatch[] = plan.slots
      .filter((s) => s.start < now)
      .map((s) => {
        const end = s.end + random.pick([-10, 0, 10, 25]);
        return end <= now ? { key: s.key, court: s.court, start: s.start, end } : { key: s.key, court: s.court, start: s.start };
      });
    const expected = expectedStarts(event, plan.slots, played, now);
    expect(expected.length).toBe(plan.slots.length - played.length);
    const matchOf = new Map(event.matches.map((m) => [m.key, m]));
    const spans: { key: string; court: string; from: number; to: number; people: number[] }[] = [];
    for (const e of expected) {
      if (e.start === null) continue;
      expect(e.start).toBeGreaterThanOrEqual(Math.max(e.plannedStart, now));
      const m = matchOf.get(e.key)!;
      spans.push({ key: e.key, court: e.court!, from: e.start, to: e.end!, people: [...m.sides[0], ...m.sides[1]] });
    }
    for (const p of played) {
      const m = matchOf.get(p.key)!;
      spans.push({ key: p.key, court: p.court, from: p.start, to: p.end ?? Math.max(now, p.start + m.minutes), people: [...m.sides[0], ...m.sides[1]] });
    }
    for (const a of spans) {
      for (const b of spans) {
        if (a === b || !(a.from < b.to && b.from < a.to)) continue;
        // Played matches are facts (a court may have been double-booked by hand); expected ones never add a clash.
        if (played.some((p) => p.key === a.key) && played.some((p) => p.key === b.key)) continue;
        expect(a.court, `${a.key} and ${b.key}`).not.toBe(b.court);
        expect(
          a.people.filter((p) => b.people.includes(p)),
          `${a.key} and ${b.key}`,
        ).toEqual([]);
      }
    }
  });
});
