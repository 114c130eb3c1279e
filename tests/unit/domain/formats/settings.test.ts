import { describe, expect, it } from "vitest";
import { checkPairSettings, checkSwissSettings, defaultPairSettings, defaultSwissSettings, readPairSettings, readSwissSettings, roundCourts } from "~/domain/formats/settings";

describe("a round format's stored settings", () => {
  it("reads an empty or unreadable store as the defaults, so a page never breaks on an old value", () => {
    expect(readPairSettings({})).toEqual(defaultPairSettings);
    expect(readSwissSettings({})).toEqual(defaultSwissSettings);
    expect(readPairSettings({ total: 25, courts: 0, rounds: "x", variant: "2+3v1+4", noRepeatPartner: "yes", firstRound: "coin", nextRound: null })).toEqual(defaultPairSettings);
    expect(readSwissSettings({ rounds: 99, method: "lottery", tieBreaks: ["buchholz", "buchholz"], points: { win: 1, draw: 0.25, loss: 0 } })).toEqual(defaultSwissSettings);
  });

  it("keeps every readable value", () => {
    const pairs = { total: 32, courts: 3, rounds: 7, variant: "1+3v2+4", noRepeatPartner: true, firstRound: "level", nextRound: "auto" } as const;
    expect(readPairSettings(pairs)).toEqual(pairs);
    const swiss = { rounds: 6, method: "monrad", tieBreaks: ["sonnebornBerger", "wins"], points: { win: 3, draw: 1, loss: 0 }, nextRound: "auto" } as const;
    expect(readSwissSettings(swiss)).toEqual(swiss);
  });
});

describe("checking a round format's settings", () => {
  it("takes the four totals and refuses any other, courts past 16 and rounds out of range", () => {
    for (const total of [16, 21, 24, 32]) expect(checkPairSettings("americano", { total, courts: null, rounds: null, variant: "1+4v2+3" })).toEqual([]);
    expect(checkPairSettings("mexicano", { total: 20, courts: 17, rounds: 0, variant: "1+2v3+4" }).map((e) => e.code)).toEqual([
      "roundSettings.badTotal",
      "roundSettings.badCourts",
      "roundSettings.badRounds",
      "mexicano.badVariant",
    ]);
    expect(checkPairSettings("americano", { total: 21, courts: null, rounds: 500, variant: "" })).toEqual([{ code: "americano.badRounds", params: { rounds: 500, max: 128 } }]);
  });

  it("refuses a repeated tie-break and points where a win is not worth more than a draw", () => {
    expect(checkSwissSettings({ rounds: 5, tieBreaks: ["buchholz", "medianBuchholz"], points: { win: 1, draw: 0.5, loss: 0 } })).toEqual([]);
    expect(checkSwissSettings({ rounds: 0, tieBreaks: ["wins", "wins"], points: { win: 1, draw: 1, loss: 0 } }).map((e) => e.code)).toEqual([
      "roundSettings.badRounds",
      "swiss.badTieBreaks",
      "swiss.badPoints",
    ]);
    expect(checkSwissSettings({ rounds: 5, tieBreaks: [], points: { win: 2, draw: 0.5, loss: 1 } }).map((e) => e.code)).toEqual(["swiss.badPoints"]);
  });

  it("fills a quarter of the players' courts unless a number is set", () => {
    expect(roundCourts({ courts: null }, 13)).toBe(3);
    expect(roundCourts({ courts: null }, 3)).toBe(1);
    expect(roundCourts({ courts: 2 }, 16)).toBe(2);
  });
});
