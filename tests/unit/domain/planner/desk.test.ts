import { describe, expect, it } from "vitest";
import { callableMatches, deskQueue, freeCourts, type DeskState } from "~/domain/planner/desk";
import type { PlanInput, PlanMatch, PlanSlot } from "~/domain/planner/model";
import { at } from "../../../support/planner";

const match = (key: string, category: string, home: number[], away: number[], extra: Partial<PlanMatch> = {}): PlanMatch => ({ key, category, minutes: 30, sides: [home, away], ...extra });
const slot = (key: string, court: string, clock: string): PlanSlot => ({ key, court, start: at(clock), end: at(clock) + 30 });

const input: PlanInput = {
  categories: [
    { key: "MD", restMinutes: 20 },
    { key: "XD", restMinutes: 30 },
  ],
  courts: [
    { name: "C1", open: [{ from: at("09:00"), to: at("18:00") }] },
    { name: "C2", open: [{ from: at("09:00"), to: at("18:00") }] },
    { name: "C3", open: [{ from: at("13:00"), to: at("18:00") }] },
  ],
  matches: [
    match("MD-1", "MD", [1, 2], [3, 4]),
    match("XD-1", "XD", [1, 5], [6, 7]),
    match("MD-2", "MD", [8, 9], [10, 11]),
    match("XD-2", "XD", [12, 13], [14, 15]),
    match("SF", "MD", [], [], { after: ["MD-1", "MD-2"] }),
    match("XD-3", "XD", [3, 16], [17, 18]),
    match("extra", "MD", [20, 21], [22, 23]),
  ],
};
const planned = [slot("MD-1", "C1", "09:00"), slot("MD-2", "C2", "09:00"), slot("XD-1", "C1", "09:50"), slot("XD-2", "C2", "09:40"), slot("SF", "C1", "10:30"), slot("XD-3", "C2", "10:30")];

// MD-1 is over, MD-2 still on.
const state: DeskState = {
  input,
  planned,
  played: [
    { key: "MD-1", court: "C1", start: at("09:00"), end: at("09:35") },
    { key: "MD-2", court: "C2", start: at("09:02") },
  ],
};

describe("the desk's queue", () => {
  it("lists what is not on a court yet in plan order, with what holds each back", () => {
    expect(deskQueue(state, at("09:45"))).toEqual([
      { key: "XD-2", plannedStart: at("09:40"), plannedCourt: "C2", blockers: [] },
      {
        key: "XD-1",
        plannedStart: at("09:50"),
        plannedCourt: "C1",
        // MD-1 ended at 09:35; between an MD and an XD match player 1 rests the longer rest, 30 minutes.
        blockers: [{ code: "desk.resting", params: { key: "XD-1", personId: 1, until: at("10:05") } }],
      },
      { key: "SF", plannedStart: at("10:30"), plannedCourt: "C1", blockers: [{ code: "desk.sideUnknown", params: { key: "SF" } }] },
      { key: "XD-3", plannedStart: at("10:30"), plannedCourt: "C2", blockers: [{ code: "desk.resting", params: { key: "XD-3", personId: 3, until: at("10:05") } }] },
      // Not planned: after every planned match.
      { key: "extra", plannedStart: null, plannedCourt: null, blockers: [] },
    ]);
  });

  it("calls only matches with both sides known, every player off court and rested", () => {
    expect(callableMatches(state, at("09:45")).map((m) => m.key)).toEqual(["XD-2", "extra"]);
    expect(callableMatches(state, at("10:05")).map((m) => m.key)).toEqual(["XD-2", "XD-1", "XD-3", "extra"]);
    const busy: DeskState = {
      ...state,
      played: [...state.played, { key: "XD-2", court: "C1", start: at("09:46") }],
      input: {
        ...input,
        matches: input.matches.map((m) =>
          m.key === "extra"
            ? {
                ...m,
                sides: [
                  [12, 21],
                  [22, 23],
                ],
              }
            : m,
        ),
      },
    };
    expect(deskQueue(busy, at("09:50")).find((m) => m.key === "extra")?.blockers).toEqual([{ code: "desk.onCourt", params: { key: "extra", personId: 12, with: "XD-2", court: "C1" } }]);
  });

  it("asks for every player's check-in when the event does", () => {
    const checkIn: DeskState = { ...state, checkedIn: [12, 13, 14] };
    expect(deskQueue(checkIn, at("09:45"))[0]).toEqual({
      key: "XD-2",
      plannedStart: at("09:40"),
      plannedCourt: "C2",
      blockers: [{ code: "desk.notCheckedIn", params: { key: "XD-2", personId: 15 } }],
    });
    expect(callableMatches({ ...checkIn, checkedIn: [12, 13, 14, 15] }, at("09:45")).map((m) => m.key)).toEqual(["XD-2"]);
  });
});

describe("freeCourts", () => {
  it("lists open courts with nothing on them, free since their last match ended", () => {
    expect(freeCourts(state, at("09:45"))).toEqual([{ court: "C1", since: at("09:35"), until: at("18:00") }]);
    // C3 opens at 13:00.
    expect(freeCourts(state, at("13:00")).map((c) => c.court)).toEqual(["C1", "C3"]);
    expect(freeCourts({ ...state, played: [] }, at("09:00"))).toEqual([
      { court: "C1", since: at("09:00"), until: at("18:00") },
      { court: "C2", since: at("09:00"), until: at("18:00") },
    ]);
    expect(freeCourts(state, at("18:00"))).toEqual([]);
  });
});
