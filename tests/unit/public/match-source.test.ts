import { describe, expect, it } from "vitest";
import { describeMatchSource, parseMatchSource } from "~/utils/match-source";
import { knockoutStageLabel } from "~/utils/stage-label";

const t = (key: string, options?: Record<string, string | number>) => `${key}${options ? JSON.stringify(options) : ""}`;

describe("knockout sources", () => {
  it("reads group places and earlier matches", () => {
    expect(parseMatchSource("1A")).toEqual({ kind: "group", place: 1, group: "A" });
    expect(parseMatchSource("2b")).toEqual({ kind: "group", place: 2, group: "B" });
    expect(parseMatchSource("W:QF1")).toEqual({ kind: "winner", match: "QF1" });
    expect(parseMatchSource("L:SF2")).toEqual({ kind: "loser", match: "SF2" });
    expect(parseMatchSource("R16-3")).toBeNull();
    expect(parseMatchSource(null)).toBeNull();
  });

  it("describes them in the reader's words", () => {
    expect(describeMatchSource(t, "1A")).toBe('live.source.groupWinner{"group":"A"}');
    expect(describeMatchSource(t, "2C")).toBe('live.source.groupRunnerUp{"group":"C"}');
    expect(describeMatchSource(t, "3B")).toBe('live.source.groupPlace{"place":3,"group":"B"}');
    expect(describeMatchSource(t, "W:QF1")).toBe('live.source.winner{"match":"QF1"}');
    expect(describeMatchSource(t, "L:SF1")).toBe('live.source.loser{"match":"SF1"}');
    expect(describeMatchSource(t, null)).toBe("live.source.unknown");
    expect(describeMatchSource(t, "Bye")).toBe("Bye");
  });
});

describe("the brackets of a category", () => {
  it("read a plate's line for a first match's loser as its own kind, not a plain loser", () => {
    expect(parseMatchSource("L1:QF2")).toEqual({ kind: "firstMatchLoser", match: "QF2" });
    expect(describeMatchSource(t, "L1:QF2")).toBe('bracket.source.firstMatchLoser{"match":"QF2"}');
  });

  it("name each match's round in its bracket", () => {
    expect(knockoutStageLabel(t, { stage: "sf", bracket: "main", round: 2 })).toBe("live.stage.sf");
    expect(knockoutStageLabel(t, { stage: "sf", bracket: null })).toBe("live.stage.sf");
    expect(knockoutStageLabel(t, { stage: "final", bracket: "plate", round: 3 })).toBe("bracket.kind.plate · live.stage.final");
    expect(knockoutStageLabel(t, { stage: "sf", bracket: "lower", round: 3 })).toBe('bracket.kind.lower · bracket.round{"round":3}');
    expect(knockoutStageLabel(t, { stage: "final", bracket: "final", round: 1 })).toBe("bracket.kind.final");
    expect(knockoutStageLabel(t, { stage: "final", bracket: "final", round: 2 })).toBe("bracket.kind.final · bracket.reset");
  });
});
