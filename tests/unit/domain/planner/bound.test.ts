import { describe, expect, it } from "vitest";
import { planLowerBound, planQuality } from "~/domain/planner/bound";
import type { PlanInput, PlanMatch } from "~/domain/planner/model";
import { planEvent } from "~/domain/planner/plan";
import { at } from "../../../support/planner";

const match = (key: string, home: number[], away: number[], extra: Partial<PlanMatch> = {}): PlanMatch => ({ key, category: "MS", minutes: 30, sides: [home, away], ...extra });
const categories = [{ key: "MS", restMinutes: 30 }];
const court = (name: string, from: string, to: string, day = 0) => ({ name, open: [{ from: at(from, day), to: at(to, day) }] });

describe("planLowerBound", () => {
  it("spreads the matches' minutes over the courts' open time", () => {
    const input: PlanInput = {
      categories,
      courts: [court("C1", "09:00", "18:00"), court("C2", "13:00", "18:00")],
      matches: Array.from({ length: 12 }, (_, i) => match(`m${i}`, [2 * i], [2 * i + 1], { minutes: 60 })),
    };
    // 4 hours on C1 alone, then 8 hours over two courts.
    const bound = planLowerBound(input);
    expect(bound.byCourts).toBe(at("17:00"));
    expect(bound.end).toBe(at("17:00"));
    // The plan reaches it: the bound is tight here.
    expect(planEvent(input).lastEnd).toBe(at("17:00"));
    expect(planQuality(input, planEvent(input).slots).ratio).toBe(1);
  });

  it("follows one player's matches with their rests, across the night", () => {
    const input: PlanInput = {
      categories,
      courts: [court("C1", "09:00", "11:00"), court("C2", "09:00", "11:00"), { name: "C3", open: [{ from: at("09:00", 1), to: at("18:00", 1) }] }],
      matches: [match("a", [1], [2]), match("b", [1], [3]), match("c", [1], [4]), match("d", [5], [6])],
    };
    const bound = planLowerBound(input);
    // 09:00–09:30, 10:00–10:30, then the day is over: the third on day 2 at 09:00.
    expect(bound.byPerson).toEqual({ end: at("09:30", 1), personId: 1 });
    expect(bound.end).toBe(at("09:30", 1));
    expect(planEvent(input).lastEnd).toBe(at("09:30", 1));
  });

  it("follows the longest chain of feeders with their winners' rest", () => {
    const input: PlanInput = {
      categories,
      courts: [court("C1", "09:00", "18:00"), court("C2", "09:00", "18:00"), court("C3", "09:00", "18:00"), court("C4", "09:00", "18:00")],
      matches: [
        match("QF1", [1], [2]),
        match("QF2", [3], [4], { minutes: 50 }),
        match("SF1", [], [], { after: ["QF1", "QF2"] }),
        match("SF2", [5], [6]),
        match("F", [], [], { after: ["SF1", "SF2"] }),
      ],
    };
    const bound = planLowerBound(input);
    expect(bound.byFeeders).toEqual({ end: at("09:00") + 50 + 30 + 30 + 30 + 30, key: "F" });
    expect(planEvent(input).lastEnd).toBe(bound.end);
  });

  it("counts fixed matches where they are, and only time after `from` for the others", () => {
    const input: PlanInput = {
      categories,
      from: at("12:00"),
      courts: [court("C1", "09:00", "18:00")],
      matches: [
        match("played", [1], [2], { fixed: { court: "C1", start: at("09:00"), end: at("09:40") } }),
        match("late", [3], [4], { fixed: { court: "C1", start: at("12:00") } }),
        match("next", [5], [6]),
      ],
    };
    const bound = planLowerBound(input);
    expect(bound.byFixed).toBe(at("12:30"));
    expect(bound.byCourts).toBe(at("13:00"));
    expect(planEvent(input).lastEnd).toBe(at("13:00"));
  });

  it("is infinite when the courts cannot hold every match", () => {
    const input: PlanInput = { categories, courts: [court("C1", "09:00", "10:00")], matches: [match("a", [1], [2]), match("b", [3], [4]), match("c", [5], [6])] };
    expect(planLowerBound(input).end).toBe(Infinity);
  });
});

describe("planQuality", () => {
  it("measures open time, so a night between does not count", () => {
    const input: PlanInput = {
      categories: [{ key: "MS", restMinutes: 0 }],
      courts: [
        {
          name: "C1",
          open: [
            { from: at("09:00"), to: at("10:00") },
            { from: at("09:00", 1), to: at("10:00", 1) },
          ],
        },
      ],
      matches: [match("a", [1], [2]), match("b", [3], [4])],
    };
    // The bound ends at 10:00 on day 1 (60 open minutes); a plan ending 09:30 on day 2 takes 90.
    const quality = planQuality(input, [
      { key: "a", court: "C1", start: at("09:00"), end: at("09:30") },
      { key: "b", court: "C1", start: at("09:00", 1), end: at("09:30", 1) },
    ]);
    expect(quality.bound.end).toBe(at("10:00"));
    expect(quality.ratio).toBe(1.5);
  });
});
