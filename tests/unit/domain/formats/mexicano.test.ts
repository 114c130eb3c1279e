import { describe, expect, it } from "vitest";
import { FormatError } from "~/domain/format-error";
import { pairLeaderboard } from "~/domain/formats/leaderboard";
import { checkMexicano, mexicanoRound, type MexicanoSettings } from "~/domain/formats/mexicano";
import { pairKey, type PairResult, type PairRound } from "~/domain/formats/pairs";
import { seededRandom, type Random } from "~/domain/random";

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const settings = (over: Partial<MexicanoSettings> = {}): MexicanoSettings => ({ courts: 2, variant: "1+4v2+3", noRepeatPartner: false, firstRound: { by: "level", order: ids(8) }, ...over });

/** Results to a total of 21 for a round, from the generator. */
function resultsOf(round: PairRound, random: Random): PairResult[] {
  return round.courts.map((c) => {
    const homePoints = random.between(0, 21);
    return { round: round.round, home: c.home, away: c.away, homePoints, awayPoints: 21 - homePoints };
  });
}

describe("mexicanoRound", () => {
  it("round 1 by level: groups of four down the order, 1+4 against 2+3", () => {
    expect(mexicanoRound(ids(8), settings(), [], [])).toEqual({
      round: 1,
      courts: [
        { court: 1, home: [1, 4], away: [2, 3] },
        { court: 2, home: [5, 8], away: [6, 7] },
      ],
      sittingOut: [],
    });
    expect(mexicanoRound(ids(8), settings({ variant: "1+3v2+4" }), [], []).courts[0]).toEqual({ court: 1, home: [1, 3], away: [2, 4] });
  });

  it("round 1 by draw: the draw number's order, the same again from the same number", () => {
    const drawn = settings({ firstRound: { by: "draw", drawNumber: 31337 } });
    const first = mexicanoRound(ids(8), drawn, [], []);
    expect(mexicanoRound(ids(8), drawn, [], [])).toEqual(first);
    const others = [1, 2, 3, 4, 5].map((drawNumber) => JSON.stringify(mexicanoRound(ids(8), settings({ firstRound: { by: "draw", drawNumber } }), [], [])));
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it("later rounds follow the leaderboard in groups of four", () => {
    const round1 = mexicanoRound(ids(8), settings(), [], []);
    const results: PairResult[] = [
      { round: 1, home: [1, 4], away: [2, 3], homePoints: 15, awayPoints: 6 },
      { round: 1, home: [5, 8], away: [6, 7], homePoints: 8, awayPoints: 13 },
    ];
    // Leaderboard: 1 and 4 (15), 6 and 7 (13), 5 and 8 (8), 2 and 3 (6).
    const round2 = mexicanoRound(ids(8), settings(), [round1], results);
    expect(round2.courts).toEqual([
      { court: 1, home: [1, 7], away: [4, 6] },
      { court: 2, home: [5, 3], away: [8, 2] },
    ]);
  });

  it("with no repeated partner, takes the other pairing when the variant's would repeat one", () => {
    // Round 1 put 1+4 against 2+3 and ended level, so the order stays 1, 2, 3, 4: "1+4v2+3" would
    // repeat both partnerships, so the round takes 1+3 against 2+4.
    const four = [1, 2, 3, 4];
    const round1: PairRound = { round: 1, courts: [{ court: 1, home: [1, 4], away: [2, 3] }], sittingOut: [] };
    const level: PairResult[] = [{ round: 1, home: [1, 4], away: [2, 3], homePoints: 10, awayPoints: 10 }];
    expect(pairLeaderboard(four, level).map((r) => r.playerId)).toEqual(four);
    const base = { courts: 1, variant: "1+4v2+3" as const, firstRound: { by: "level" as const, order: four } };
    expect(mexicanoRound(four, { ...base, noRepeatPartner: false }, [round1], level).courts[0]).toEqual({ court: 1, home: [1, 4], away: [2, 3] });
    expect(mexicanoRound(four, { ...base, noRepeatPartner: true }, [round1], level).courts[0]).toEqual({ court: 1, home: [1, 3], away: [2, 4] });
    // With "1+3v2+4" as the variant and 1+3 just played, the other variant (1+4) is fresh … unless it was played too: then 1+2 v 3+4.
    const round2: PairRound = { round: 2, courts: [{ court: 1, home: [1, 3], away: [2, 4] }], sittingOut: [] };
    const stillLevel: PairResult[] = [...level, { round: 2, home: [1, 3], away: [2, 4], homePoints: 10, awayPoints: 10 }];
    expect(mexicanoRound(four, { ...base, variant: "1+3v2+4", noRepeatPartner: true }, [round1, round2], stillLevel).courts[0]).toEqual({ court: 1, home: [1, 4], away: [2, 3] });
  });

  it("refuses bad settings by name", () => {
    expect(checkMexicano(ids(8), settings({ courts: 3 }))).toEqual([{ code: "mexicano.badCourts", params: { courts: 3, max: 2 } }]);
    expect(checkMexicano(ids(8), settings({ firstRound: { by: "level", order: [1, 2, 3] } }))).toEqual([{ code: "mexicano.badLevelOrder", params: {} }]);
    expect(checkMexicano(ids(8), settings({ variant: "1+2v3+4" as never }))).toEqual([{ code: "mexicano.badVariant", params: { variant: "1+2v3+4" } }]);
    expect(checkMexicano(ids(8), settings({ firstRound: { by: "draw", drawNumber: 1.5 } }))).toEqual([{ code: "draw.badNumber", params: { max: 999_999 } }]);
    expect(() => mexicanoRound(ids(3), settings({ courts: 1 }), [], [])).toThrow(FormatError);
  });
});

describe.each(Array.from({ length: 29 }, (_, i) => i + 4))("a Mexicano of %i players played out", (n) => {
  it.each([1, Math.floor(n / 4)].filter((c, i, all) => all.indexOf(c) === i))("on %i court(s): sit-outs fair after every round, no partner twice running when asked", (courts) => {
    const random = seededRandom(n * 100 + courts);
    const players = ids(n);
    const config: MexicanoSettings = { courts, variant: n % 2 === 0 ? "1+4v2+3" : "1+3v2+4", noRepeatPartner: true, firstRound: { by: "draw", drawNumber: n } };
    const played: PairRound[] = [];
    const results: PairResult[] = [];
    for (let r = 0; r < 12; r++) {
      const round = mexicanoRound(players, config, played, results);
      const seated = [...round.courts.flatMap((c) => [...c.home, ...c.away]), ...round.sittingOut];
      expect(seated.sort((a, b) => a - b)).toEqual(players);
      expect(round.sittingOut).toHaveLength(n - 4 * courts);
      const last = new Set((played.at(-1)?.courts ?? []).flatMap((c) => [pairKey(...c.home), pairKey(...c.away)]));
      for (const c of round.courts) expect(last.has(pairKey(...c.home)) || last.has(pairKey(...c.away))).toBe(false);
      played.push(round);
      results.push(...resultsOf(round, random));
      const satOut = players.map((id) => played.filter((p) => p.sittingOut.includes(id)).length);
      expect(Math.max(...satOut) - Math.min(...satOut)).toBeLessThanOrEqual(1);
    }
  });
});
