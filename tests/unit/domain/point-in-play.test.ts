import { describe, expect, it } from "vitest";
import { pointInPlay } from "~/domain/point-in-play";

describe("the point in play", () => {
  it("is the game's points as called, a tie-break's as counted", () => {
    expect(pointInPlay({ game: { home: 3, away: 1 }, tieBreak: null }, [{ home: 2, away: 1 }])).toEqual({ home: "40", away: "15", set: null });
    expect(pointInPlay({ game: { home: 4, away: 3 }, tieBreak: null }, [])).toEqual({ home: "AD", away: "40", set: null });
    expect(pointInPlay({ game: { home: 5, away: 4 }, tieBreak: "set" }, [{ home: 6, away: 6 }])).toEqual({ home: "5", away: "4", set: null });
  });

  it("is the points of the set in play where points count to the set, naming that set", () => {
    expect(
      pointInPlay({ game: null, tieBreak: null }, [
        { home: 21, away: 19 },
        { home: 14, away: 12 },
      ]),
    ).toEqual({ home: "14", away: "12", set: 2 });
  });

  it("is nothing for a match not scored point by point, or a goals game", () => {
    expect(pointInPlay(null, [{ home: 6, away: 4 }])).toBeNull();
    expect(pointInPlay({ game: null, tieBreak: null }, [])).toBeNull();
  });
});
