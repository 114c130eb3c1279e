import { describe, expect, it } from "vitest";
import { seededRandom } from "~/domain/random";
import { roundRobin } from "~/domain/round-robin";
import { type Booking, findClash, type ScheduleInput, type ScheduleMatch, type ScheduleResult, scheduleMatches, shiftMatches } from "~/domain/schedule";

/** Fixtures of a round-robin group as schedule input, keyed "<group>:<home>-<away>". */
function groupMatches(teamIds: number[], groupKey = "A"): ScheduleMatch[] {
  return roundRobin(teamIds).flatMap(({ round, pairings }) => pairings.map(({ home, away }) => ({ key: `${groupKey}:${home}-${away}`, home, away, round, groupKey })));
}

const base: Omit<ScheduleInput, "matches"> = {
  days: 1,
  dayStartMinutes: 9 * 60,
  dayEndMinutes: 12 * 60,
  matchMinutes: 30,
  courts: ["C1", "C2"],
  minRestSlots: 1,
};

const slotOf = (result: ScheduleResult, key: string) => result.slots.find((s) => s.key === key);

describe("scheduleMatches", () => {
  it("places each round after the previous one with a rest slot between", () => {
    const result = scheduleMatches({ ...base, matches: groupMatches([1, 2, 3, 4]) });
    expect(result.unplaced).toEqual([]);
    expect(result.relaxedRest).toEqual([]);
    expect(result.slots).toEqual([
      { key: "A:1-4", day: 0, startMinutes: 540, court: "C1" },
      { key: "A:3-2", day: 0, startMinutes: 540, court: "C2" },
      { key: "A:3-1", day: 0, startMinutes: 600, court: "C1" },
      { key: "A:2-4", day: 0, startMinutes: 600, court: "C2" },
      { key: "A:1-2", day: 0, startMinutes: 660, court: "C1" },
      { key: "A:4-3", day: 0, startMinutes: 660, court: "C2" },
    ]);
  });

  it("shortens the rest when the day is too short, and reports it", () => {
    const result = scheduleMatches({ ...base, dayEndMinutes: 9 * 60 + 120, matches: groupMatches([1, 2, 3, 4]) });
    expect(result.unplaced).toEqual([]);
    expect(result.relaxedRest).toEqual(["A:1-2", "A:4-3"]);
    expect(slotOf(result, "A:1-2")?.startMinutes).toBe(630);
  });

  it("keeps as much rest as it can when relaxing", () => {
    const matches: ScheduleMatch[] = [
      { key: "m1", home: 1, away: 2, round: 1 },
      { key: "m2", home: 1, away: 3, round: 2 },
    ];
    const result = scheduleMatches({ ...base, courts: ["C1"], dayEndMinutes: 540 + 3 * 30, minRestSlots: 3, matches });
    expect(result.relaxedRest).toEqual(["m2"]);
    expect(slotOf(result, "m2")?.startMinutes).toBe(600);
  });

  it("reports matches no slot is left for", () => {
    const result = scheduleMatches({
      ...base,
      courts: ["C1"],
      dayEndMinutes: 540 + 60,
      matches: groupMatches([1, 2, 3, 4]),
    });
    expect(result.slots.map((s) => s.key)).toEqual(["A:1-4", "A:3-2"]);
    expect(result.unplaced).toEqual(["A:3-1", "A:2-4", "A:1-2", "A:4-3"]);
  });

  it("counts the night as rest: a team may close one day and open the next", () => {
    const matches: ScheduleMatch[] = [
      { key: "m1", home: 1, away: 2, round: 1 },
      { key: "m2", home: 1, away: 3, round: 2 },
    ];
    const result = scheduleMatches({
      ...base,
      days: 2,
      courts: ["C1"],
      dayEndMinutes: 540 + 30,
      minRestSlots: 2,
      matches,
    });
    expect(result.slots).toEqual([
      { key: "m1", day: 0, startMinutes: 540, court: "C1" },
      { key: "m2", day: 1, startMinutes: 540, court: "C1" },
    ]);
    expect(result.relaxedRest).toEqual([]);
  });

  it("places unknown knockout sides on any free court, later rounds strictly later", () => {
    const matches: ScheduleMatch[] = [
      { key: "F", home: null, away: null, round: 3 },
      { key: "SF1", home: null, away: null, round: 2 },
      { key: "SF2", home: null, away: null, round: 2 },
      ...[1, 2, 3, 4].map((n) => ({ key: `QF${n}`, home: null, away: null, round: 1 })),
    ];
    const result = scheduleMatches({ ...base, courts: ["C1", "C2", "C3", "C4"], matches });
    expect(result.slots.map((s) => [s.key, s.startMinutes])).toEqual([
      ["QF1", 540],
      ["QF2", 540],
      ["QF3", 540],
      ["QF4", 540],
      ["SF1", 570],
      ["SF2", 570],
      ["F", 600],
    ]);
  });

  it("orders rounds within each group only, so groups share the courts", () => {
    const matches = [...groupMatches([1, 2, 3], "A"), ...groupMatches([4, 5, 6], "B")];
    const result = scheduleMatches({ ...base, courts: ["C1", "C2"], minRestSlots: 0, matches });
    expect(result.slots.map((s) => [s.key, s.startMinutes])).toEqual([
      ["A:2-1", 540],
      ["B:5-4", 540],
      ["A:1-3", 570],
      ["B:4-6", 570],
      ["A:3-2", 600],
      ["B:6-5", 600],
    ]);
  });

  it("spreads matches over the courts", () => {
    const result = scheduleMatches({
      ...base,
      courts: ["C1", "C2", "C3"],
      minRestSlots: 0,
      matches: groupMatches([1, 2, 3]),
    });
    expect(result.slots.map((s) => s.court)).toEqual(["C1", "C2", "C3"]);
  });

  it("places nothing without courts or time", () => {
    const matches = groupMatches([1, 2]);
    expect(scheduleMatches({ ...base, courts: [], matches }).unplaced).toEqual(["A:1-2"]);
    expect(scheduleMatches({ ...base, matchMinutes: 0, matches }).unplaced).toEqual(["A:1-2"]);
    expect(scheduleMatches({ ...base, dayEndMinutes: 540 + 29, matches }).unplaced).toEqual(["A:1-2"]);
    expect(scheduleMatches({ ...base, days: 0, matches }).unplaced).toEqual(["A:1-2"]);
  });
});

/** A random event: one or two round-robin groups of 2–16 teams, 1–8 courts, 1–3 days. */
function randomCase(seed: number) {
  const rand = seededRandom(seed);
  const groups = Array.from({ length: rand.between(1, 3) === 3 ? 2 : 1 }, (_, g) => Array.from({ length: rand.between(2, 16) }, (_, i) => (g + 1) * 100 + i));
  const matchMinutes = [20, 30, 45, 60][rand.between(0, 3)] ?? 30;
  const slotsPerDay = rand.between(1, 14);
  const days = rand.between(1, 3);
  const input: ScheduleInput = {
    matches: groups.flatMap((ids, g) => groupMatches(ids, `G${g}`)),
    days,
    dayStartMinutes: 8 * 60,
    dayEndMinutes: 8 * 60 + slotsPerDay * matchMinutes + rand.between(0, matchMinutes - 1),
    matchMinutes,
    courts: Array.from({ length: rand.between(1, 8) }, (_, i) => `Court ${i + 1}`),
    minRestSlots: rand.between(0, 2),
  };
  return { input, groups, slotsPerDay };
}

/**
 * With one group, each round fits in ceil(matches / courts) times once its
 * teams have rested, so this many times guarantee everything is placed with
 * full rest; null for two groups, where no such simple bound holds.
 */
function timesNeeded({ input, groups }: ReturnType<typeof randomCase>): number | null {
  const [only, ...others] = groups;
  if (!only || others.length > 0) return null;
  const rounds = roundRobin(only);
  const perRound = rounds.reduce((n, r) => n + Math.ceil(r.pairings.length / input.courts.length), 0);
  return perRound + input.minRestSlots * (rounds.length - 1);
}

describe("scheduleMatches properties", () => {
  const seeds = Array.from({ length: 300 }, (_, i) => i + 1);

  it.each(seeds)("seed %i", (seed) => {
    const generated = randomCase(seed);
    const { input, groups, slotsPerDay } = generated;
    const { matches, matchMinutes } = input;
    const result = scheduleMatches(input);
    const byKey = new Map(matches.map((m) => [m.key, m]));
    const timeOf = (s: { day: number; startMinutes: number }) => s.day * slotsPerDay + (s.startMinutes - input.dayStartMinutes) / matchMinutes;

    // Every round-robin pair is scheduled or reported, exactly once.
    const accounted = [...result.slots.map((s) => s.key), ...result.unplaced];
    expect(accounted.sort()).toEqual(matches.map((m) => m.key).sort());
    const pairs = accounted.map((key) => {
      const m = byKey.get(key);
      return `${Math.min(m?.home ?? 0, m?.away ?? 0)}-${Math.max(m?.home ?? 0, m?.away ?? 0)}`;
    });
    expect(new Set(pairs).size).toBe(groups.reduce((n, ids) => n + (ids.length * (ids.length - 1)) / 2, 0));

    // Slots lie on the grid, one match per court and time.
    for (const s of result.slots) {
      expect(s.day).toBeGreaterThanOrEqual(0);
      expect(s.day).toBeLessThan(input.days);
      const index = (s.startMinutes - input.dayStartMinutes) / matchMinutes;
      expect(Number.isInteger(index) && index >= 0 && index < slotsPerDay).toBe(true);
      expect(input.courts).toContain(s.court);
    }
    const courtTimes = result.slots.map((s) => `${s.court}@${timeOf(s)}`);
    expect(new Set(courtTimes).size).toBe(courtTimes.length);

    // Nobody is double-booked, and rest holds unless reported.
    const relaxed = new Set(result.relaxedRest);
    const teamSlots = new Map<number, { key: string; day: number; time: number }[]>();
    for (const s of result.slots) {
      const m = byKey.get(s.key);
      for (const team of [m?.home, m?.away]) {
        if (team === undefined || team === null) continue;
        teamSlots.set(team, [...(teamSlots.get(team) ?? []), { key: s.key, day: s.day, time: timeOf(s) }]);
      }
    }
    for (const played of teamSlots.values()) {
      const times = played.map((p) => p.time);
      expect(new Set(times).size).toBe(times.length);
      for (const a of played) {
        for (const b of played) {
          if (a.key >= b.key || a.day !== b.day || Math.abs(a.time - b.time) > input.minRestSlots) continue;
          expect(relaxed.has(a.key) || relaxed.has(b.key)).toBe(true);
        }
      }
    }

    // Earlier rounds of a group finish before later rounds start.
    for (const a of result.slots) {
      for (const b of result.slots) {
        const ma = byKey.get(a.key);
        const mb = byKey.get(b.key);
        if (ma && mb && ma.groupKey === mb.groupKey && ma.round < mb.round) expect(timeOf(a)).toBeLessThan(timeOf(b));
      }
    }

    // Every day, each court plays within one match of every other.
    for (let day = 0; day < input.days; day++) {
      const counts = input.courts.map((c) => result.slots.filter((s) => s.day === day && s.court === c).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }

    const needed = timesNeeded(generated);
    if (needed !== null && input.days * slotsPerDay >= needed) {
      expect(result.unplaced).toEqual([]);
      expect(result.relaxedRest).toEqual([]);
    }
    const capacity = input.days * slotsPerDay * input.courts.length;
    expect(result.unplaced.length).toBeGreaterThanOrEqual(matches.length - capacity);
  });

  it("reaches both the roomy and the cramped cases", () => {
    // Guards the properties above against a generator that never exercises them.
    const cases = seeds.map(randomCase);
    const roomy = cases.filter((c) => {
      const needed = timesNeeded(c);
      return needed !== null && c.input.days * c.slotsPerDay >= needed;
    });
    const cramped = cases.filter((c) => scheduleMatches(c.input).unplaced.length > 0);
    const relaxed = cases.filter((c) => scheduleMatches(c.input).relaxedRest.length > 0);
    expect(roomy.length).toBeGreaterThan(20);
    expect(cramped.length).toBeGreaterThan(20);
    expect(relaxed.length).toBeGreaterThan(5);
  });
});

describe("findClash", () => {
  const booking = (over: Partial<Booking>): Booking => ({
    key: "x",
    home: 1,
    away: 2,
    court: "C1",
    day: 0,
    startMinutes: 600,
    matchMinutes: 30,
    ...over,
  });
  const existing = [booking({ key: "a" }), booking({ key: "b", home: 3, away: 4, court: "C2", startMinutes: 630 })];

  it("finds a court taken at an overlapping time", () => {
    expect(findClash(existing, booking({ key: "new", home: 5, away: 6, startMinutes: 615 }))).toEqual({
      kind: "court",
      key: "a",
      court: "C1",
    });
  });

  it("finds a team already playing at an overlapping time on another court", () => {
    expect(findClash(existing, booking({ key: "new", home: 7, away: 4, court: "C3", startMinutes: 645 }))).toEqual({
      kind: "team",
      key: "b",
      teamId: 4,
    });
  });

  it("reports the team before the court when both clash", () => {
    expect(findClash(existing, booking({ key: "new", home: 2, away: 9, startMinutes: 600 }))).toMatchObject({
      kind: "team",
      teamId: 2,
    });
  });

  it("allows back-to-back matches, other days and the match's own old slot", () => {
    expect(findClash(existing, booking({ key: "new", startMinutes: 570 }))).toBeNull();
    expect(findClash(existing, booking({ key: "new", startMinutes: 660 }))).toBeNull();
    expect(findClash(existing, booking({ key: "new", day: 1 }))).toBeNull();
    expect(findClash(existing, booking({ key: "a", startMinutes: 610 }))).toBeNull();
  });

  it("does not treat unknown knockout sides as a shared team", () => {
    const placeholders = [booking({ key: "QF1", home: null, away: null })];
    expect(findClash(placeholders, booking({ key: "QF2", home: null, away: null, court: "C2" }))).toBeNull();
  });

  it("honours different match lengths", () => {
    const long = [booking({ key: "long", matchMinutes: 90 })];
    expect(findClash(long, booking({ key: "new", home: 8, away: 9, startMinutes: 680 }))).toMatchObject({
      kind: "court",
    });
    expect(findClash(long, booking({ key: "new", home: 8, away: 9, startMinutes: 690 }))).toBeNull();
  });
});

describe("shiftMatches", () => {
  const at = (key: string, court: string, startMinutes: number, home: number, away: number, day = 0): Booking => ({
    key,
    home,
    away,
    court,
    day,
    startMinutes,
    matchMinutes: 30,
  });
  const day = [at("c1-a", "C1", 540, 1, 2), at("c1-b", "C1", 600, 3, 4), at("c1-c", "C1", 630, 5, 6), at("c2-a", "C2", 540, 7, 8), at("c2-b", "C2", 660, 3, 9), at("other-day", "C1", 600, 1, 2, 1)];

  it("moves the court's later matches, keeping their spacing", () => {
    expect(shiftMatches(day, { court: "C1", day: 0, afterMinutes: 600, byMinutes: 15 })).toEqual({
      ok: true,
      moves: [
        { key: "c1-b", startMinutes: 615 },
        { key: "c1-c", startMinutes: 645 },
      ],
    });
  });

  it("moves every court when none is named", () => {
    const result = shiftMatches(day, { day: 0, afterMinutes: 600, byMinutes: 60 });
    expect(result).toEqual({
      ok: true,
      moves: [
        { key: "c1-b", startMinutes: 660 },
        { key: "c1-c", startMinutes: 690 },
        { key: "c2-b", startMinutes: 720 },
      ],
    });
  });

  it("refuses a move onto a team's match on another court", () => {
    expect(shiftMatches(day, { court: "C1", day: 0, afterMinutes: 600, byMinutes: 45 })).toEqual({
      ok: false,
      error: { code: "schedule.teamClash", params: { key: "c1-b", with: "c2-b", teamId: 3 } },
    });
  });

  it("refuses pulling matches onto an earlier match of the same court", () => {
    expect(shiftMatches(day, { court: "C1", day: 0, afterMinutes: 600, byMinutes: -45 })).toEqual({
      ok: false,
      error: { code: "schedule.courtClash", params: { key: "c1-b", with: "c1-a", court: "C1" } },
    });
  });

  it("refuses moves past midnight", () => {
    expect(shiftMatches(day, { court: "C2", day: 0, afterMinutes: 600, byMinutes: 770 })).toEqual({
      ok: false,
      error: { code: "schedule.outsideDay", params: { key: "c2-b", startMinutes: 1430 } },
    });
    expect(shiftMatches(day, { court: "C2", day: 0, afterMinutes: 0, byMinutes: -541 })).toMatchObject({
      ok: false,
      error: { code: "schedule.outsideDay" },
    });
  });

  it("moves nothing when no match starts after the time", () => {
    expect(shiftMatches(day, { day: 0, afterMinutes: 700, byMinutes: 30 })).toEqual({ ok: true, moves: [] });
  });
});
