import { describe, expect, it } from "vitest";
import { type Round, roundRobin } from "~/domain/round-robin";

const ids = (n: number) => Array.from({ length: n }, (_, i) => 101 + i * 7);
const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

function homeCounts(rounds: Round[], teams: number[]): number[] {
  const counts = new Map(teams.map((t) => [t, 0]));
  for (const { pairings } of rounds) for (const { home } of pairings) counts.set(home, (counts.get(home) ?? 0) + 1);
  return teams.map((t) => counts.get(t) ?? 0);
}

describe("roundRobin", () => {
  it("schedules nothing for fewer than two teams", () => {
    expect(roundRobin([])).toEqual([]);
    expect(roundRobin([7])).toEqual([]);
  });

  it("plays a single match for two teams", () => {
    expect(roundRobin([7, 9])).toEqual([{ round: 1, pairings: [{ home: 7, away: 9 }], bye: null }]);
  });

  it("gives four teams three rounds of two matches", () => {
    expect(roundRobin([1, 2, 3, 4])).toEqual([
      {
        round: 1,
        pairings: [
          { home: 1, away: 4 },
          { home: 3, away: 2 },
        ],
        bye: null,
      },
      {
        round: 2,
        pairings: [
          { home: 3, away: 1 },
          { home: 2, away: 4 },
        ],
        bye: null,
      },
      {
        round: 3,
        pairings: [
          { home: 1, away: 2 },
          { home: 4, away: 3 },
        ],
        bye: null,
      },
    ]);
  });

  it("gives three teams three rounds with one bye each", () => {
    const rounds = roundRobin([1, 2, 3]);
    expect(rounds.map((r) => r.bye)).toEqual([3, 2, 1]);
    expect(rounds.every((r) => r.pairings.length === 1)).toBe(true);
    expect(homeCounts(rounds, [1, 2, 3])).toEqual([1, 1, 1]);
  });

  it("refuses duplicate team ids", () => {
    expect(() => roundRobin([1, 2, 2])).toThrow(RangeError);
  });

  it("is deterministic for the same input order", () => {
    expect(roundRobin(ids(9))).toEqual(roundRobin(ids(9)));
  });

  describe.each(Array.from({ length: 23 }, (_, i) => i + 2))("%i teams", (n) => {
    const teams = ids(n);
    const rounds = roundRobin(teams);

    it("has n-1 rounds (n with a bye) numbered from 1", () => {
      expect(rounds.map((r) => r.round)).toEqual(Array.from({ length: n % 2 === 0 ? n - 1 : n }, (_, i) => i + 1));
    });

    it("meets every pair exactly once", () => {
      const seen = rounds.flatMap((r) => r.pairings.map((p) => pairKey(p.home, p.away)));
      expect(seen).toHaveLength((n * (n - 1)) / 2);
      expect(new Set(seen).size).toBe(seen.length);
      for (const p of rounds.flatMap((r) => r.pairings)) {
        expect(teams).toContain(p.home);
        expect(teams).toContain(p.away);
        expect(p.home).not.toBe(p.away);
      }
    });

    it("lets each team play at most once a round, the bye sitting out", () => {
      for (const round of rounds) {
        const playing = round.pairings.flatMap((p) => [p.home, p.away]);
        expect(new Set(playing).size).toBe(playing.length);
        if (n % 2 === 0) expect(round.bye).toBeNull();
        else {
          expect(playing).not.toContain(round.bye);
          expect(playing.length).toBe(n - 1);
        }
      }
      if (n % 2 === 1) expect(rounds.map((r) => r.bye).sort()).toEqual([...teams].sort());
    });

    it("balances home matches within one (exactly equal for odd counts)", () => {
      const counts = homeCounts(rounds, teams);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(n % 2 === 0 ? 1 : 0);
    });

    if (n % 2 === 0) {
      it("alternates home and away for the fixed first team", () => {
        const sides = rounds.map((r) => r.pairings.some((p) => p.home === teams[0]));
        expect(sides).toEqual(sides.map((_, i) => i % 2 === 0));
      });
    }
  });
});
