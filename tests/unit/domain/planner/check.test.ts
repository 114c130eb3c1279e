import { describe, expect, it } from "vitest";
import { checkPlan } from "~/domain/planner/check";
import type { PlanInput, PlanMatch, PlanSlot } from "~/domain/planner/model";
import { at } from "../../../support/planner";

const match = (key: string, home: number[], away: number[], extra: Partial<PlanMatch> = {}): PlanMatch => ({ key, category: "MS", minutes: 30, sides: [home, away], ...extra });
const slot = (key: string, court: string, clock: string, minutes = 30, day = 0): PlanSlot => ({ key, court, start: at(clock, day), end: at(clock, day) + minutes });

const base: Omit<PlanInput, "matches"> = {
  categories: [
    { key: "MS", restMinutes: 20 },
    { key: "U13", restMinutes: 40, hours: { from: 0, to: 12 * 60 }, maxPerDay: 1 },
  ],
  courts: [
    { name: "C1", open: [{ from: at("09:00"), to: at("18:00") }] },
    { name: "C2", open: [{ from: at("13:00"), to: at("18:00") }] },
  ],
};

describe("checkPlan", () => {
  it("finds nothing in a sound plan", () => {
    const input: PlanInput = { ...base, matches: [match("a", [1], [2]), match("b", [1], [3])] };
    expect(checkPlan(input, { slots: [slot("a", "C1", "09:00"), slot("b", "C1", "09:50")], unplaced: [] })).toEqual([]);
  });

  it("names two matches of one person at once, and less rest than asked", () => {
    const input: PlanInput = { ...base, matches: [match("a", [1, 5], [2, 6]), match("b", [1, 7], [3, 8]), match("c", [9], [1])] };
    expect(checkPlan(input, { slots: [slot("a", "C1", "13:00"), slot("b", "C2", "13:15"), slot("c", "C1", "14:00")] })).toEqual([
      { code: "planCheck.personOverlap", params: { key: "b", with: "a", personId: 1 } },
      { code: "planCheck.shortRest", params: { key: "c", with: "b", personId: 1, restMinutes: 15, askedMinutes: 20 } },
    ]);
  });

  it("asks the longer of the two categories' rests between them", () => {
    const input: PlanInput = { ...base, matches: [match("a", [1], [2]), match("u", [1], [3], { category: "U13" })] };
    expect(checkPlan(input, { slots: [slot("a", "C1", "09:00"), slot("u", "C1", "10:00")] })).toEqual([
      { code: "planCheck.shortRest", params: { key: "u", with: "a", personId: 1, restMinutes: 30, askedMinutes: 40 } },
    ]);
  });

  it("names a court holding two matches, a closed court and an unknown one", () => {
    const input: PlanInput = { ...base, matches: [match("a", [1], [2]), match("b", [3], [4]), match("c", [5], [6]), match("d", [7], [8])] };
    expect(checkPlan(input, { slots: [slot("a", "C1", "09:00"), slot("b", "C1", "09:20"), slot("c", "C2", "12:45"), slot("d", "C9", "10:00")] })).toEqual([
      { code: "planCheck.courtClosed", params: { key: "c", court: "C2" } },
      { code: "planCheck.courtClosed", params: { key: "d", court: "C9" } },
      { code: "planCheck.courtOverlap", params: { key: "b", with: "a", court: "C1" } },
    ]);
  });

  it("names a knockout match before its feeder's end and its winner's rest, and a feeder not placed", () => {
    const input: PlanInput = {
      ...base,
      matches: [match("QF1", [1], [2]), match("QF2", [3], [4]), match("SF1", [], [], { after: ["QF1", "QF2"] })],
    };
    expect(checkPlan(input, { slots: [slot("QF1", "C1", "09:00"), slot("SF1", "C1", "09:40")], unplaced: [{ key: "QF2" }] })).toEqual([
      { code: "planCheck.beforeFeeder", params: { key: "SF1", feeder: "QF1", gapMinutes: 10, askedMinutes: 20 } },
      { code: "planCheck.feederNotPlaced", params: { key: "SF1", feeder: "QF2" } },
    ]);
    // Once the feeder is over and its winner on the side, the winner rests as a person.
    const played: PlanInput = {
      ...input,
      matches: [{ ...input.matches[0]!, fixed: { court: "C1", start: at("09:00"), end: at("09:25") } }, input.matches[1]!, { ...input.matches[2]!, sides: [[1], []] }],
    };
    expect(checkPlan(played, { slots: [slot("QF1", "C1", "09:00", 25), slot("QF2", "C1", "09:25"), slot("SF1", "C1", "10:15")] })).toEqual([]);
  });

  it("names a later round started before an earlier one of its group, not of another group", () => {
    const input: PlanInput = {
      ...base,
      matches: [match("A1", [1], [2], { group: "A", round: 1 }), match("A2", [3], [4], { group: "A", round: 2 }), match("B2", [5], [6], { group: "B", round: 2 })],
    };
    expect(checkPlan(input, { slots: [slot("A1", "C1", "10:00"), slot("A2", "C1", "09:00"), slot("B2", "C1", "09:30")] })).toEqual([
      { code: "planCheck.roundOrder", params: { key: "A2", earlier: "A1" } },
    ]);
  });

  it("names matches outside their category's hours, their window or the planning's start, and daily limits passed", () => {
    const input: PlanInput = {
      ...base,
      from: at("09:30"),
      maxPerDay: 2,
      matches: [
        match("u1", [1], [2], { category: "U13" }),
        match("u2", [1], [3], { category: "U13" }),
        match("w", [4], [5], { notAfter: at("10:00") }),
        match("early", [6], [7]),
        match("played", [8], [9], { fixed: { court: "C1", start: at("09:00"), end: at("09:30") } }),
        match("x", [8], [10]),
        match("y", [8], [11]),
      ],
    };
    const violations = checkPlan(input, {
      slots: [
        slot("u1", "C1", "10:00"),
        slot("u2", "C1", "11:45"),
        slot("w", "C1", "09:45"),
        slot("early", "C1", "09:15"),
        slot("played", "C1", "09:00"),
        slot("x", "C1", "12:00"),
        slot("y", "C1", "13:00"),
      ],
    });
    expect(violations.filter((v) => !v.code.startsWith("planCheck.court"))).toEqual([
      { code: "planCheck.outsideHours", params: { key: "u2", category: "U13" } },
      { code: "planCheck.outsideWindow", params: { key: "w" } },
      { code: "planCheck.outsideWindow", params: { key: "early" } },
      { code: "planCheck.dailyLimit", params: { personId: 1, day: 0, count: 2, limit: 1, category: "U13" } },
      { code: "planCheck.dailyLimit", params: { personId: 8, day: 0, count: 3, limit: 2, category: null } },
    ]);
  });

  it("names a fixed match moved, a slot of the wrong length, unknown, doubled and missing matches", () => {
    const input: PlanInput = {
      ...base,
      matches: [match("f", [1], [2], { fixed: { court: "C1", start: at("09:00") } }), match("g", [3], [4]), match("h", [5], [6])],
    };
    expect(
      checkPlan(input, {
        slots: [slot("f", "C1", "09:30"), slot("g", "C1", "10:30", 45), slot("g", "C1", "12:00"), slot("ghost", "C1", "15:00")],
        unplaced: [],
      }),
    ).toEqual([
      { code: "planCheck.duplicateSlot", params: { key: "g" } },
      { code: "planCheck.unknownMatch", params: { key: "ghost" } },
      { code: "planCheck.missing", params: { key: "h" } },
      { code: "planCheck.fixedMoved", params: { key: "f" } },
      { code: "planCheck.wrongLength", params: { key: "g", minutes: 30 } },
    ]);
  });

  it("holds possible players to their rest only when the input asks", () => {
    const input: PlanInput = {
      ...base,
      matches: [match("A-1", [1], [2]), match("QF1", [], [], { after: ["A-1"] }), match("other", [2], [9])],
    };
    const slots = [slot("A-1", "C1", "09:00"), slot("QF1", "C1", "09:50"), slot("other", "C1", "10:20")];
    expect(checkPlan(input, { slots })).toEqual([]);
    expect(checkPlan({ ...input, holdPossiblePlayers: true }, { slots })).toEqual([
      { code: "planCheck.shortRest", params: { key: "other", with: "QF1", personId: 2, restMinutes: 0, askedMinutes: 20 } },
    ]);
  });
});
