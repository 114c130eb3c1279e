import { describe, expect, it } from "vitest";
import { checkGroupLines, groupLines, type PlannedGroup } from "~/domain/bracket/group-lines";
import { FormatError } from "~/domain/format-error";

const groups = (count: number, advancing: number): PlannedGroup[] => Array.from({ length: count }, (_, g) => ({ name: String.fromCharCode(65 + g), advancing }));
const sources = (lines: ReturnType<typeof groupLines>) => lines.map((line) => line?.source ?? null);

describe("groupLines fixed", () => {
  it("is today's cross-group bracket: 1A–2B, 1D–2C, 1B–2A, 1C–2D", () => {
    expect(sources(groupLines(groups(4, 2), { kind: "fixed" }))).toEqual(["1A", "2B", "1D", "2C", "1B", "2A", "1C", "2D"]);
  });
});

describe("groupLines drawn (World Tour Finals)", () => {
  it("two groups: 1A on top, 1B at the bottom, each runner-up against the other group's winner", () => {
    for (const drawNumber of [1, 2, 3, 4, 5]) expect(sources(groupLines(groups(2, 2), { kind: "drawn", drawNumber }))).toEqual(["1A", "2B", "2A", "1B"]);
  });

  it("four groups: winners separated into quarters, runners-up drawn into the other half, shown by draw number", () => {
    const draws = [1, 2, 3, 4, 5, 6, 7, 8].map((drawNumber) => sources(groupLines(groups(4, 2), { kind: "drawn", drawNumber })).join(" "));
    expect(new Set(draws).size).toBeGreaterThan(1);
    expect(draws[0]).toBe(sources(groupLines(groups(4, 2), { kind: "drawn", drawNumber: 1 })).join(" "));
  });

  describe.each([
    [2, 1],
    [2, 3],
    [3, 2],
    [4, 2],
    [4, 3],
    [5, 2],
    [6, 2],
    [7, 3],
    [8, 2],
    [8, 4],
    [12, 2],
    [16, 4],
    [32, 4],
  ])("%i groups × %i", (count, advancing) => {
    it.each([1, 17, 4242])("draw %i: winners on seed lines with the byes, each group as far apart as the draw allows", (drawNumber) => {
      const lines = sources(groupLines(groups(count, advancing), { kind: "drawn", drawNumber }));
      const size = lines.length;
      expect(lines.filter((s) => s !== null)).toHaveLength(count * advancing);
      expect(lines[0]).toBe("1A");
      expect(lines[size - 1]).toBe(count > 1 ? "1B" : lines[size - 1]);
      const byes = size - count * advancing;
      // Byes go to winners first.
      lines.forEach((source, line) => {
        if (source === null) expect(lines[line ^ 1]?.startsWith("1") || byes > count).toBe(true);
      });
      // A runner-up is in the other half from its own winner.
      for (let g = 0; g < count && advancing >= 2; g++) {
        const name = String.fromCharCode(65 + g);
        const winner = lines.indexOf(`1${name}`);
        const runnerUp = lines.indexOf(`2${name}`);
        expect(winner < size / 2).not.toBe(runnerUp < size / 2);
      }
    });
  });

  it("refuses more group winners than first-round pairs, and a bad draw number", () => {
    expect(checkGroupLines(groups(5, 1), { kind: "drawn", drawNumber: 1 })).toEqual([{ code: "groupLines.tooManyGroups", params: { count: 5, max: 4 } }]);
    expect(checkGroupLines(groups(2, 2), { kind: "drawn", drawNumber: 1_000_000 })).toEqual([{ code: "draw.badNumber", params: { max: 999_999 } }]);
    expect(() => groupLines(groups(1, 1), { kind: "fixed" })).toThrow(FormatError);
  });
});
