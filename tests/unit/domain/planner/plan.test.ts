import { describe, expect, it } from "vitest";
import { checkPlan } from "~/domain/planner/check";
import type { PlanCategory, PlanCourt, PlanInput, PlanMatch } from "~/domain/planner/model";
import { planEvent, type PlanResult } from "~/domain/planner/plan";
import { at, unreported } from "../../../support/planner";

const courts = (names: string[], from = "09:00", to = "18:00"): PlanCourt[] => names.map((name) => ({ name, open: [{ from: at(from), to: at(to) }] }));
const match = (key: string, category: string, home: number[], away: number[], extra: Partial<PlanMatch> = {}): PlanMatch => ({ key, category, minutes: 30, sides: [home, away], ...extra });
const slotOf = (plan: PlanResult, key: string) => plan.slots.find((slot) => slot.key === key)!;
const badminton: PlanCategory[] = [
  { key: "MD", restMinutes: 20 },
  { key: "XD", restMinutes: 20 },
];

describe("planEvent: named examples", () => {
  it("keeps a player in MD and XD out of two places at once, with their rest between", () => {
    const input: PlanInput = {
      categories: badminton,
      courts: courts(["C1", "C2"]),
      matches: [match("MD-1", "MD", [1, 2], [3, 4]), match("XD-1", "XD", [1, 11], [12, 13]), match("XD-2", "XD", [14, 15], [16, 17])],
    };
    const plan = planEvent(input);
    expect(plan.unplaced).toEqual([]);
    expect(slotOf(plan, "MD-1").start).toBe(at("09:00"));
    // XD-1 shares player 1 with MD-1: not beside it, but after its end and 20 minutes' rest; XD-2 takes the free court.
    expect(slotOf(plan, "XD-2").start).toBe(at("09:00"));
    expect(slotOf(plan, "XD-1").start).toBe(at("09:50"));
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("reads a rest below nothing as none: never two matches at once", () => {
    const input: PlanInput = { categories: [{ key: "MS", restMinutes: -20 }], courts: courts(["C1", "C2"]), matches: [match("a", "MS", [1], [2]), match("b", "MS", [1], [3])] };
    const plan = planEvent(input);
    expect(slotOf(plan, "b").start).toBe(slotOf(plan, "a").end);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("uses a court that opens at 13:00 only from 13:00", () => {
    const input: PlanInput = {
      categories: [{ key: "MS", restMinutes: 0 }],
      courts: [
        { name: "C1", open: [{ from: at("09:00"), to: at("18:00") }] },
        { name: "C2", open: [{ from: at("13:00"), to: at("18:00") }] },
      ],
      matches: Array.from({ length: 12 }, (_, i) => match(`M${i + 1}`, "MS", [2 * i + 1], [2 * i + 2], { minutes: 60 })),
    };
    const plan = planEvent(input);
    expect(plan.unplaced).toEqual([]);
    const late = plan.slots.filter((slot) => slot.court === "C2");
    expect(late.length).toBeGreaterThan(0);
    expect(Math.min(...late.map((slot) => slot.start))).toBe(at("13:00"));
    // 4 hours on C1 alone, then both courts: 12 hours of matches end at 17:00.
    expect(plan.lastEnd).toBe(at("17:00"));
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("plays the juniors before noon and the others around them", () => {
    const input: PlanInput = {
      categories: [
        { key: "U15", restMinutes: 30, hours: { from: 0, to: 12 * 60 } },
        { key: "Open", restMinutes: 30 },
      ],
      courts: courts(["C1", "C2"], "08:00", "20:00"),
      matches: [
        ...Array.from({ length: 10 }, (_, i) => match(`O${i + 1}`, "Open", [100 + 2 * i], [101 + 2 * i], { order: i })),
        ...Array.from({ length: 8 }, (_, i) => match(`J${i + 1}`, "U15", [2 * i + 1], [2 * i + 2], { order: 10 + i })),
      ],
    };
    const plan = planEvent(input);
    expect(plan.unplaced).toEqual([]);
    for (const slot of plan.slots.filter((s) => s.key.startsWith("J"))) expect(slot.end).toBeLessThanOrEqual(at("12:00"));
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("starts a knockout match after its feeders' end and their winners' rest", () => {
    const input: PlanInput = {
      categories: [{ key: "MS", restMinutes: 30 }],
      courts: courts(["C1", "C2", "C3", "C4"]),
      matches: [
        match("QF1", "MS", [1], [2], { group: "KO", round: 1 }),
        match("QF2", "MS", [3], [4], { group: "KO", round: 1, minutes: 50 }),
        match("SF1", "MS", [], [], { group: "KO", round: 2, after: ["QF1", "QF2"] }),
        match("F", "MS", [], [], { group: "KO", round: 3, after: ["SF1", "SF2"] }),
        match("SF2", "MS", [5], [6], { group: "KO", round: 2 }),
      ],
    };
    const plan = planEvent(input);
    expect(plan.unplaced).toEqual([]);
    expect(slotOf(plan, "SF1").start).toBe(at("09:00") + 50 + 30);
    // SF2's players are known and free at once, but its round starts no earlier than the quarter-finals.
    expect(slotOf(plan, "SF2").start).toBe(at("09:00"));
    expect(slotOf(plan, "F").start).toBe(slotOf(plan, "SF1").end + 30);
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("keeps the order of rounds within a group, not across groups", () => {
    const input: PlanInput = {
      categories: [{ key: "MS", restMinutes: 0 }],
      courts: courts(["C1", "C2", "C3"]),
      matches: [
        match("A-r2", "MS", [1], [2], { group: "A", round: 2 }),
        match("A-r1", "MS", [3], [4], { group: "A", round: 1, notBefore: at("10:00") }),
        match("B-r2", "MS", [5], [6], { group: "B", round: 2 }),
      ],
    };
    const plan = planEvent(input);
    expect(slotOf(plan, "A-r2").start).toBe(at("10:00"));
    expect(slotOf(plan, "B-r2").start).toBe(at("09:00"));
  });

  it("leaves fixed matches where they are and plans around them", () => {
    const input: PlanInput = {
      categories: badminton,
      courts: courts(["C1"]),
      matches: [match("live", "MD", [1, 2], [3, 4], { fixed: { court: "C1", start: at("09:10") } }), match("next", "XD", [1, 5], [6, 7]), match("other", "XD", [8, 9], [10, 11])],
    };
    const plan = planEvent(input);
    expect(slotOf(plan, "live")).toEqual({ key: "live", court: "C1", start: at("09:10"), end: at("09:40") });
    // Nothing fits on the one court before 09:10; "other" goes next, "next" after player 1's rest.
    expect(slotOf(plan, "other").start).toBe(at("09:40"));
    expect(slotOf(plan, "next").start).toBe(at("10:10"));
    expect(checkPlan(input, plan)).toEqual([]);
  });

  it("gives less rest only when nothing else fits, and says how much", () => {
    const input: PlanInput = {
      categories: [{ key: "MS", restMinutes: 30 }],
      courts: courts(["C1"], "09:00", "10:40"),
      matches: [match("m1", "MS", [1], [2]), match("m2", "MS", [1], [3]), match("m3", "MS", [4], [5])],
    };
    const plan = planEvent(input);
    expect(plan.unplaced).toEqual([]);
    // m3 between them gives player 1 exactly 30 minutes: no shortened rest needed.
    expect(plan.shortRest).toEqual([]);
    const tight = planEvent({ ...input, matches: input.matches.slice(0, 2), courts: courts(["C1"], "09:00", "10:10") });
    expect(tight.slots.map((s) => [s.key, s.start])).toEqual([
      ["m1", at("09:00")],
      ["m2", at("09:40")],
    ]);
    expect(tight.shortRest).toEqual([{ key: "m2", personId: 1, with: "m1", restMinutes: 10, askedMinutes: 30 }]);
  });

  it("names what keeps a match out of the plan", () => {
    const why = (input: Omit<PlanInput, "categories" | "courts"> & Partial<PlanInput>) => {
      const full: PlanInput = { categories: [{ key: "MS", restMinutes: 0 }], courts: courts(["C1"], "09:00", "10:00"), ...input };
      const plan = planEvent(full);
      expect(unreported(full, plan)).toEqual([]);
      return Object.fromEntries(plan.unplaced.map((u) => [u.key, u.error]));
    };
    expect(why({ matches: [match("a", "MS", [1], [2]), match("b", "MS", [3], [4]), match("c", "MS", [5], [6])] }).c).toEqual({ code: "plan.courtsFull", params: { key: "c" } });
    expect(why({ matches: [match("long", "MS", [1], [2], { minutes: 90 })] }).long).toEqual({ code: "plan.noCourtTime", params: { key: "long", minutes: 90 } });
    expect(why({ categories: [{ key: "MS", restMinutes: 0, maxPerDay: 1 }], matches: [match("a", "MS", [1], [2]), match("b", "MS", [1], [3])] }).b).toEqual({
      code: "plan.dailyLimit",
      params: { key: "b", personId: 1, limit: 1 },
    });
    expect(why({ maxPerDay: 1, matches: [match("a", "MS", [1], [2]), match("b", "MS", [3], [1])] }).b).toEqual({ code: "plan.dailyLimit", params: { key: "b", personId: 1, limit: 1 } });
    expect(why({ matches: [match("a", "MS", [1], [2]), match("b", "MS", [3], [4], { after: ["a"], minutes: 45 })] }).b).toEqual({ code: "plan.afterFeeders", params: { key: "b", feeder: "a" } });
    const broken = why({
      matches: [
        match("ghostly", "MS", [10], [11], { after: ["ghost"] }),
        match("x", "MS", [12], [13], { after: ["y"] }),
        match("y", "MS", [14], [15], { after: ["x"] }),
        match("after-x", "MS", [], [], { after: ["x"] }),
        match("odd", "Nope", [16], [17]),
        match("odd", "MS", [18], [19]),
        match("empty", "MS", [20], [21], { minutes: 0 }),
      ],
    });
    expect(broken.ghostly).toEqual({ code: "plan.unknownFeeder", params: { key: "ghostly", feeder: "ghost" } });
    expect([broken.x?.code, broken.y?.code, broken["after-x"]?.code]).toEqual(["plan.orderCycle", "plan.orderCycle", "plan.orderCycle"]);
    expect(broken.odd).toEqual({ code: "plan.duplicateKey", params: { key: "odd" } });
    // A match left out holds up what it feeds, not later rounds of its group.
    const group = why({
      courts: courts(["C1"]),
      matches: [match("r1", "Nope", [1], [2], { group: "A", round: 1 }), match("r2", "MS", [3], [4], { group: "A", round: 2 }), match("ko", "MS", [], [], { after: ["r1", "r2"] })],
    });
    expect(group).toEqual({
      r1: { code: "plan.unknownCategory", params: { key: "r1", category: "Nope" } },
      ko: { code: "plan.feederUnplaced", params: { key: "ko", feeder: "r1" } },
    });
    expect(broken.empty).toEqual({ code: "plan.badLength", params: { key: "empty", minutes: 0 } });
  });

  it("names the player whose other matches fill the day", () => {
    const input: PlanInput = {
      categories: [{ key: "MS", restMinutes: 0 }],
      courts: courts(["C1", "C2"], "09:00", "10:00"),
      matches: [match("a", "MS", [1], [2]), match("b", "MS", [1], [3]), match("c", "MS", [1], [4])],
    };
    const plan = planEvent(input);
    expect(plan.unplaced).toEqual([{ key: "c", error: { code: "plan.personBusy", params: { key: "c", personId: 1 } } }]);
  });

  it("says when a match must end before a fixed one and cannot", () => {
    const input: PlanInput = {
      categories: [{ key: "MS", restMinutes: 0 }],
      courts: courts(["C1"]),
      from: at("10:00"),
      matches: [match("SF", "MS", [1], [2]), match("F", "MS", [], [], { after: ["SF"], fixed: { court: "C1", start: at("10:15") } })],
    };
    expect(planEvent(input).unplaced).toEqual([{ key: "SF", error: { code: "plan.tooLate", params: { key: "SF", before: "F" } } }]);
  });

  it("puts the categories in the given order when it has a choice", () => {
    const input: PlanInput = {
      categories: [
        { key: "A", restMinutes: 0 },
        { key: "B", restMinutes: 0 },
      ],
      courts: courts(["C1"]),
      categoryOrder: ["B", "A"],
      matches: [match("a1", "A", [1], [2]), match("a2", "A", [3], [4]), match("b1", "B", [5], [6]), match("b2", "B", [7], [8])],
    };
    expect(planEvent(input).slots.map((s) => s.key)).toEqual(["b1", "b2", "a1", "a2"]);
  });

  it("holds a group's players for the knockout match after it when asked to", () => {
    const input: PlanInput = {
      categories: badminton,
      courts: courts(["C1", "C2", "C3"]),
      matches: [
        match("A-1", "MD", [1, 2], [3, 4], { group: "A", round: 1 }),
        match("QF1", "MD", [], [], { group: "KO", round: 1, after: ["A-1"] }),
        // Player 3 may reach QF1: with possible players held, their XD match does not go beside it.
        match("XD-1", "XD", [3, 20], [21, 22], { notBefore: at("09:30") }),
      ],
    };
    const loose = planEvent(input);
    expect(slotOf(loose, "QF1").start).toBe(at("09:50"));
    expect(slotOf(loose, "XD-1").start).toBe(at("09:50"));
    const held = planEvent({ ...input, holdPossiblePlayers: true });
    const [first, second] = [slotOf(held, "XD-1"), slotOf(held, "QF1")].sort((a, b) => a.start - b.start);
    expect(first!.start).toBe(at("09:50"));
    expect(second!.start).toBe(first!.end + 20);
    expect(checkPlan({ ...input, holdPossiblePlayers: true }, held)).toEqual([]);
  });
});

describe("planEvent: planning again", () => {
  const input: PlanInput = {
    categories: badminton,
    courts: courts(["C1", "C2"]),
    matches: [
      match("MD-1", "MD", [1, 2], [3, 4], { group: "A", round: 1 }),
      match("MD-2", "MD", [5, 6], [7, 8], { group: "A", round: 1 }),
      match("MD-3", "MD", [1, 2], [5, 6], { group: "A", round: 2 }),
      match("MD-4", "MD", [3, 4], [7, 8], { group: "A", round: 2 }),
      match("XD-1", "XD", [1, 9], [10, 11]),
      match("XD-2", "XD", [5, 12], [13, 14]),
    ],
  };

  it("after a withdrawal and a match moved by hand re-places only what is not fixed", () => {
    const first = planEvent(input);
    expect(unreported(input, first)).toEqual([]);
    // The first two are played (one ran long), MD-4 is void (a pair withdrew), XD-2 is moved by hand to C2 at 11:00.
    const played = (key: string, extra: number): PlanMatch["fixed"] => ({ court: slotOf(first, key).court, start: slotOf(first, key).start, end: slotOf(first, key).end + extra });
    const again: PlanInput = {
      ...input,
      from: at("10:00"),
      matches: input.matches
        .filter((m) => m.key !== "MD-4")
        .map((m) => {
          if (m.key === "MD-1") return { ...m, fixed: played("MD-1", 15) };
          if (m.key === "MD-2") return { ...m, fixed: played("MD-2", 0) };
          if (m.key === "XD-2") return { ...m, fixed: { court: "C2", start: at("11:00") } };
          return m;
        }),
    };
    const second = planEvent(again);
    expect(second.unplaced).toEqual([]);
    for (const m of again.matches.filter((x) => x.fixed)) {
      expect(slotOf(second, m.key)).toMatchObject({ court: m.fixed!.court, start: m.fixed!.start });
    }
    expect(slotOf(second, "MD-1").end).toBe(slotOf(first, "MD-1").end + 15);
    for (const key of ["MD-3", "XD-1"]) expect(slotOf(second, key).start).toBeGreaterThanOrEqual(at("10:00"));
    expect(unreported(again, second)).toEqual([]);
  });
});
