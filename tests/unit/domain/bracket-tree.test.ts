import { describe, expect, it } from "vitest";
import { doubleElimination } from "~/domain/bracket/double";
import { drawEntrants, seededDraw } from "~/domain/bracket/seeding";
import { bracketTree, lowerBracketByes, type TreeSlot } from "~/domain/bracket-tree";
import type { PlannedGroup } from "~/domain/bracket/group-lines";
import type { EliminationMatch } from "~/domain/bracket/match";
import { groupBracket } from "../../support/group-bracket";

type Match = { code: string; stage: string; home: { source: string | null }; away: { source: string | null } };

const asTreeMatches = (bracket: EliminationMatch[]): Match[] => bracket.map((m) => ({ code: m.code, stage: m.stage, home: { source: m.homeSource }, away: { source: m.awaySource } }));

const groups = (count: number, advancing: number): PlannedGroup[] => Array.from({ length: count }, (_, i) => ({ name: "ABCDEFGHIJKLMNOP"[i]!, advancing }));

/** A slot as text: the match's code, "bye <source>" or "-". */
const text = (slot: TreeSlot<Match>) => (slot.kind === "match" ? slot.match.code : slot.kind === "bye" ? `bye ${slot.into[slot.side].source}` : "-");
const drawn = (matches: Match[]) => bracketTree(matches).columns.map((column) => `${column.stage}: ${column.slots.map(text).join(", ")}`);

describe("bracketTree", () => {
  it("draws a full bracket as halving columns, each match between the two it waits for", () => {
    expect(drawn(asTreeMatches(groupBracket(groups(4, 2), { thirdPlace: false })))).toEqual(["qf: QF1, QF2, QF3, QF4", "sf: SF1, SF2", "final: F"]);
  });

  it("shows the byes of a bracket that is not full on the lines of the teams that skip the first round", () => {
    // Three groups of two: six teams in a bracket of eight, the two best group winners go straight to the semi-finals.
    const matches = asTreeMatches(groupBracket(groups(3, 2), { thirdPlace: false }));
    expect(drawn(matches)).toEqual(["qf: bye 1A, QF1, bye 1B, QF2", "sf: SF1, SF2", "final: F"]);
  });

  it("keeps the third-place match beside the tree and names every column by its size", () => {
    const tree = bracketTree(asTreeMatches(groupBracket(groups(8, 4), { thirdPlace: true })));
    expect(tree.columns.map((column) => [column.stage, column.slots.length])).toEqual([
      ["r32", 16],
      ["r16", 8],
      ["qf", 4],
      ["sf", 2],
      ["final", 1],
    ]);
    expect(tree.columns.flatMap((column) => column.slots).every((slot) => slot.kind === "match")).toBe(true);
    expect(tree.third?.code).toBe("3P");
    expect(tree.apart).toEqual([]);
  });

  it("leaves empty the lines below a side that enters later than the first round", () => {
    const matches: Match[] = [
      { code: "QF1", stage: "qf", home: { source: "#4" }, away: { source: "#5" } },
      { code: "SF1", stage: "sf", home: { source: "#1" }, away: { source: "W:QF1" } },
      { code: "F", stage: "final", home: { source: "W:SF1" }, away: { source: "#2" } },
    ];
    expect(drawn(matches)).toEqual(["qf: bye #1, QF1, -, -", "sf: SF1, bye #2", "final: F"]);
  });

  it("lists apart what the sources do not join to the final, and draws no tree from a chain too long for 32 teams", () => {
    const lone: Match = { code: "X", stage: "qf", home: { source: "1A" }, away: { source: "2B" } };
    const withFinal: Match[] = [{ code: "F", stage: "final", home: { source: "1A" }, away: { source: "1B" } }, lone];
    const tree = bracketTree(withFinal);
    expect(drawn(withFinal)).toEqual(["final: F"]);
    expect(tree.apart).toEqual([lone]);

    const chain: Match[] = Array.from({ length: 7 }, (_, i) => ({ code: `M${i}`, stage: "r32", home: { source: i === 0 ? "1A" : `W:M${i - 1}` }, away: { source: "1B" } }));
    expect(bracketTree(chain)).toEqual({ columns: [], third: null, apart: chain });
  });

  it("ends a loop of sources instead of following it", () => {
    const loop: Match[] = [
      { code: "A", stage: "sf", home: { source: "W:B" }, away: { source: "1A" } },
      { code: "B", stage: "sf", home: { source: "W:A" }, away: { source: "1B" } },
      { code: "F", stage: "final", home: { source: "W:A" }, away: { source: "1C" } },
    ];
    const tree = bracketTree(loop);
    expect(tree.columns.flatMap((column) => column.slots.filter((slot) => slot.kind === "match").map(text))).toEqual(["B", "A", "F"]);
  });
});

describe("lowerBracketByes", () => {
  it.each(Array.from({ length: 31 }, (_, i) => i + 2))("reads from the sources every bye the double elimination of %i teams gives its losers' bracket", (n) => {
    const teams = Array.from({ length: n }, (_, i) => ({ id: i + 1, seed: i < Math.min(2, n) ? i + 1 : null, club: null }));
    const bracket = doubleElimination(drawEntrants(seededDraw({ teams, drawNumber: n })), { reset: false });
    const stored = bracket.matches.map((m) => ({ code: m.code, stage: m.stage, round: m.round, bracket: m.bracket, home: { source: m.homeSource }, away: { source: m.awaySource } }));
    const read = lowerBracketByes(stored).map((bye) => `${bye.round} ${bye.into[bye.side].source} ${bye.into.code}`);
    const given = bracket.byes.filter((bye) => bye.bracket === "lower").map((bye) => `${bye.round} ${bye.source} ${bye.into}`);
    expect(read.sort()).toEqual(given.sort());
  });
});
