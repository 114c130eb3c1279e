import { describe, expect, it } from "vitest";
import { pairLeaderboard } from "~/domain/formats/leaderboard";
import { isPairScore, type PairResult } from "~/domain/formats/pairs";

const result = (round: number, home: [number, number], away: [number, number], homePoints: number, awayPoints: number): PairResult => ({ round, home, away, homePoints, awayPoints });
const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe("pairLeaderboard", () => {
  it("gives each player their side's points: 14-18 is 14 each for home, 18 each for away", () => {
    const rows = pairLeaderboard(ids(4), [result(1, [1, 2], [3, 4], 14, 18)]);
    expect(rows.map((r) => [r.playerId, r.rank, r.pointsFor, r.pointsAgainst, r.won, r.lost])).toEqual([
      [3, 1, 18, 14, 1, 0],
      [4, 1, 18, 14, 1, 0],
      [1, 3, 14, 18, 0, 1],
      [2, 3, 14, 18, 0, 1],
    ]);
    expect(rows[0]).toMatchObject({ shared: true, decidedBy: null });
  });

  it("puts the player with more wins first when points are level", () => {
    const rows = pairLeaderboard(ids(8), [result(1, [1, 2], [3, 4], 12, 9), result(2, [1, 3], [5, 6], 12, 9), result(3, [5, 7], [2, 8], 15, 6)]);
    const row = (id: number) => rows.find((r) => r.playerId === id)!;
    expect([row(1).pointsFor, row(5).pointsFor, row(1).won, row(5).won]).toEqual([24, 24, 2, 1]);
    expect([row(1).rank, row(5).rank]).toEqual([1, 2]);
    expect([row(1).decidedBy, row(5).decidedBy]).toEqual(["wins", "wins"]);
    // 4 and 6: 9 points, a loss, -3 each, never on opposite sides: they share their rank.
    expect([row(4).rank, row(6).rank, row(4).shared]).toEqual([6, 6, true]);
  });

  it("then the point difference", () => {
    const rows = pairLeaderboard(ids(14), [result(1, [1, 3], [4, 5], 21, 0), result(2, [1, 6], [7, 8], 0, 21), result(1, [2, 9], [10, 11], 11, 10), result(2, [2, 12], [13, 14], 10, 13)]);
    const row = (id: number) => rows.find((r) => r.playerId === id)!;
    expect([row(1).pointsFor, row(2).pointsFor, row(1).won, row(2).won]).toEqual([21, 21, 1, 1]);
    expect(row(1).rank).toBe(row(2).rank - 1);
    expect(row(2).decidedBy).toBe("pointDifference");
  });

  it("then the head-to-head of two players still level", () => {
    // 1 and 2: 21 points, a win and a loss, difference 0; 2 beat 1 in round 1.
    const rows = pairLeaderboard(ids(8), [result(1, [1, 3], [2, 4], 10, 11), result(2, [1, 5], [3, 6], 11, 10), result(3, [2, 7], [4, 8], 10, 11)]);
    expect(rows.map((r) => [r.playerId, r.rank, r.decidedBy])).toEqual([
      [4, 1, null],
      [2, 2, "headToHead"],
      [1, 3, "headToHead"],
      [3, 4, null],
      [5, 5, null],
      [8, 5, null],
      [6, 7, null],
      [7, 7, null],
    ]);
  });

  it("checks a score against the category's total", () => {
    expect(isPairScore(14, 18, 32)).toBe(true);
    expect(isPairScore(14, 17, 32)).toBe(false);
    expect(isPairScore(-1, 22, 21)).toBe(false);
    expect(isPairScore(10.5, 10.5, 21)).toBe(false);
  });
});
