import { describe, expect, it } from "vitest";
import { describeMatchSource, parseMatchSource } from "~/utils/match-source";

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
