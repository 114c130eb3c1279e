import { describe, expect, it } from "vitest";
import { singleElimination, type Line } from "~/domain/bracket/single";
import { FormatError } from "~/domain/format-error";

const full = (size: number): Line[] => Array.from({ length: size }, (_, i) => ({ source: `#${i + 1}`, teamId: i + 1 }));

describe("singleElimination", () => {
  it("names the rounds of 128 lines R128, R64, R32, R16, QF, SF and F", () => {
    const { matches } = singleElimination(full(128), { thirdPlace: false });
    expect(matches).toHaveLength(127);
    expect([...new Set(matches.map((m) => m.stage))]).toEqual(["r128", "r64", "r32", "r16", "qf", "sf", "final"]);
    expect(matches[0]).toMatchObject({ code: "R128-1", bracket: "main", round: 1, homeSource: "#1", awaySource: "#2", homeTeamId: 1, awayTeamId: 2, loserPlace: { from: 65, to: 128 } });
    expect(matches.at(-1)).toMatchObject({ code: "F", round: 7, homeSource: "W:SF1", awaySource: "W:SF2", winnerPlace: { from: 1, to: 1 } });
  });

  it("lists a bye as such, lets its team wait in the next round under its own source, and numbers only the matches played", () => {
    const lines = full(4);
    lines[1] = null;
    const bracket = singleElimination(lines, { thirdPlace: true });
    expect(bracket.matches.map((m) => `${m.code} ${m.homeSource}-${m.awaySource}`)).toEqual(["SF1 #3-#4", "F #1-W:SF1"]);
    expect(bracket.byes).toEqual([{ bracket: "main", round: 1, source: "#1", teamId: 1, into: "F" }]);
  });

  it("plays the third-place match between the semi-finals' losers, listed before the final", () => {
    const { matches } = singleElimination(full(8), { thirdPlace: true });
    expect(matches.slice(-2).map((m) => `${m.code} ${m.homeSource}-${m.awaySource}`)).toEqual(["3P L:SF1-L:SF2", "F W:SF1-W:SF2"]);
    expect(matches.find((m) => m.code === "SF1")?.loserPlace).toBeNull();
    expect(matches.find((m) => m.code === "3P")).toMatchObject({ winnerPlace: { from: 3, to: 3 }, loserPlace: { from: 4, to: 4 }, round: 3 });
  });

  it("refuses lines that are no bracket", () => {
    expect(() => singleElimination(full(3), { thirdPlace: false })).toThrow(FormatError);
    expect(() => singleElimination(full(256), { thirdPlace: false })).toThrow(FormatError);
    expect(() => singleElimination([{ source: "#1", teamId: 1 }, null], { thirdPlace: false })).toThrow(FormatError);
    expect(() => singleElimination([...full(2), null, null], { thirdPlace: false })).toThrow(/bracket.doubleBye/);
    expect(() => singleElimination([...full(2), ...full(2)], { thirdPlace: false })).toThrow(/bracket.duplicateSource/);
  });
});
