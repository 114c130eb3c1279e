import { describe, expect, it } from "vitest";
import { FormatError } from "~/domain/format-error";
import { checkSwiss, pairSwissRound, swissStandings, type SwissGame, type SwissHistory, type SwissMethod, type SwissRound } from "~/domain/formats/swiss";
import { seededRandom, type Random } from "~/domain/random";

const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);
const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Plays a round with results from the generator (a draw now and then when asked) and adds it to the history. */
function play(history: SwissHistory, round: SwissRound, random: Random, draws = false): SwissHistory {
  const games: SwissGame[] = round.pairings.map((p) => {
    const roll = random.below(draws ? 5 : 4);
    const winnerId = roll === 4 ? null : roll % 2 === 0 ? p.homeId : p.awayId;
    return { round: round.round, homeId: p.homeId, awayId: p.awayId, winnerId, forfeit: random.below(40) === 0 && winnerId !== null };
  });
  return { games: [...history.games, ...games], byes: round.bye === null ? history.byes : [...history.byes, { round: round.round, teamId: round.bye }] };
}

const empty: SwissHistory = { games: [], byes: [] };

describe("pairSwissRound: round 1", () => {
  it("pairs the top half of the seeding against the bottom half", () => {
    expect(pairSwissRound(ids(8), empty)).toEqual({
      round: 1,
      pairings: [
        { homeId: 1, awayId: 5 },
        { homeId: 2, awayId: 6 },
        { homeId: 3, awayId: 7 },
        { homeId: 4, awayId: 8 },
      ],
      bye: null,
    });
  });

  it("gives the bye of an odd field to the last seed", () => {
    const round = pairSwissRound([10, 20, 30, 40, 50], empty);
    expect(round.bye).toBe(50);
    expect(round.pairings).toEqual([
      { homeId: 10, awayId: 30 },
      { homeId: 20, awayId: 40 },
    ]);
  });
});

describe("pairSwissRound: later rounds", () => {
  it("pairs within score groups, top half against bottom half", () => {
    // After round 1 of eight: winners 1, 2, 3, 4; they meet 1–3 and 2–4, the losers 5–7 and 6–8.
    const history: SwissHistory = {
      games: [
        { round: 1, homeId: 1, awayId: 5, winnerId: 1, forfeit: false },
        { round: 1, homeId: 2, awayId: 6, winnerId: 2, forfeit: false },
        { round: 1, homeId: 3, awayId: 7, winnerId: 3, forfeit: false },
        { round: 1, homeId: 4, awayId: 8, winnerId: 4, forfeit: false },
      ],
      byes: [],
    };
    const round = pairSwissRound(ids(8), history);
    expect(round.pairings.map((p) => key(p.homeId, p.awayId))).toEqual(["1-3", "2-4", "5-7", "6-8"]);
    // 1 and 3 were both at home in round 1: the higher-ranked stays at home; 5 and 7 were both away.
    expect(round.pairings[0]).toEqual({ homeId: 1, awayId: 3 });
    expect(round.pairings[2]).toEqual({ homeId: 5, awayId: 7 });
  });

  it("floats the lowest team of an odd score group down to the top of the next", () => {
    const history: SwissHistory = {
      games: [
        { round: 1, homeId: 1, awayId: 4, winnerId: 1, forfeit: false },
        { round: 1, homeId: 2, awayId: 5, winnerId: 2, forfeit: false },
        { round: 1, homeId: 3, awayId: 6, winnerId: 6, forfeit: false },
      ],
      byes: [],
    };
    // Winners 1, 2, 6; losers 3, 4, 5: 6 floats down and meets 3, the top of the losers, whom it has beaten … so 4.
    const round = pairSwissRound(ids(6), history);
    expect(round.pairings.map((p) => key(p.homeId, p.awayId))).toEqual(["1-2", "4-6", "3-5"]);
  });

  it("refuses with a typed error when every pairing would repeat a game", () => {
    let history = empty;
    const random = seededRandom(5);
    for (let r = 0; r < 3; r++) history = play(history, pairSwissRound(ids(4), history), random);
    expect(() => pairSwissRound(ids(4), history)).toThrow(FormatError);
    try {
      pairSwissRound(ids(4), history);
    } catch (error) {
      expect(error).toMatchObject({ code: "swiss.noLegalPairing", params: { round: 4 } });
    }
  });

  it("never gives a second bye, even to the last team", () => {
    const history: SwissHistory = {
      games: [{ round: 1, homeId: 1, awayId: 2, winnerId: 1, forfeit: false }],
      byes: [{ round: 1, teamId: 3 }],
    };
    expect(pairSwissRound([1, 2, 3], history).bye).toBe(2);
  });

  it("pairs adjacent teams of the standings with Monrad", () => {
    const history: SwissHistory = {
      games: [
        { round: 1, homeId: 1, awayId: 2, winnerId: 1, forfeit: false },
        { round: 1, homeId: 3, awayId: 4, winnerId: 3, forfeit: false },
        { round: 1, homeId: 5, awayId: 6, winnerId: 5, forfeit: false },
      ],
      byes: [],
    };
    // Standings: 1, 3, 5 (won; Buchholz all 0), then 2, 4, 6. Each takes the next team it has not met: 1–3, 5–2, 4–6.
    const round = pairSwissRound(ids(6), history, { method: "monrad" });
    expect(round.pairings.map((p) => key(p.homeId, p.awayId))).toEqual(["1-3", "2-5", "4-6"]);
  });

  it("refuses bad input by name", () => {
    expect(checkSwiss([1], empty)).toEqual([{ code: "swiss.tooFewTeams", params: { count: 1, min: 2 } }]);
    expect(checkSwiss([1, 1], empty)).toContainEqual({ code: "swiss.duplicateTeam", params: { teamId: 1 } });
    expect(checkSwiss(ids(65), empty)).toEqual([{ code: "swiss.tooManyTeams", params: { count: 65, max: 64 } }]);
    expect(checkSwiss(ids(4), { games: [{ round: 1, homeId: 1, awayId: 2, winnerId: 1, forfeit: false }], byes: [{ round: 1, teamId: 1 }] })).toEqual([
      { code: "swiss.badHistory", params: { round: 1, teamId: 1 } },
    ]);
    expect(checkSwiss(ids(4), empty, { tieBreaks: ["buchholz", "buchholz"] })).toEqual([{ code: "swiss.badTieBreaks", params: {} }]);
  });
});

describe("swissStandings", () => {
  // R1: 1 beats 3, 2 draws with 4, 5 has the bye. R2: 2 beats 1, 5 beats 3, 4 has the bye.
  const history: SwissHistory = {
    games: [
      { round: 1, homeId: 1, awayId: 3, winnerId: 1, forfeit: false },
      { round: 1, homeId: 2, awayId: 4, winnerId: null, forfeit: false },
      { round: 2, homeId: 1, awayId: 2, winnerId: 2, forfeit: false },
      { round: 2, homeId: 3, awayId: 5, winnerId: 5, forfeit: false },
    ],
    byes: [
      { round: 1, teamId: 5 },
      { round: 2, teamId: 4 },
    ],
  };

  it("counts a bye as a win, and in Buchholz as a virtual opponent (FIDE 2012), opponents' byes as draws", () => {
    const standings = swissStandings(ids(5), history);
    const row = (id: number) => standings.find((s) => s.teamId === id)!;
    expect([1, 2, 3, 4, 5].map((id) => row(id).points)).toEqual([1, 1.5, 0, 1.5, 2]);
    expect([1, 2, 3, 4, 5].map((id) => row(id).buchholz)).toEqual([1.5, 2, 2.5, 2, 0.5]);
    expect([1, 2, 3, 4, 5].map((id) => row(id).sonnebornBerger)).toEqual([0, 1.5, 0, 1.25, 0.5]);
  });

  it("breaks the tie of 2 and 4 by Sonneborn-Berger after equal Buchholz, and says so", () => {
    const standings = swissStandings(ids(5), history);
    expect(standings.map((s) => [s.teamId, s.rank, s.decidedBy])).toEqual([
      [5, 1, null],
      [2, 2, "sonnebornBerger"],
      [4, 3, "sonnebornBerger"],
      [1, 4, null],
      [3, 5, null],
    ]);
  });

  it("follows the category's order of tie-breaks", () => {
    const standings = swissStandings(ids(5), history, { tieBreaks: ["headToHead", "buchholz"] });
    // 2 and 4 drew: head-to-head does not split them, nor Buchholz: they share the rank.
    expect(standings.slice(1, 3).map((s) => [s.teamId, s.rank, s.shared])).toEqual([
      [2, 2, true],
      [4, 2, true],
    ]);
  });

  it("counts a forfeit win as a win, and as an unplayed round in the tie-breaks", () => {
    const forfeit: SwissHistory = { games: [{ round: 1, homeId: 1, awayId: 2, winnerId: 1, forfeit: true }], byes: [] };
    const standings = swissStandings([1, 2], forfeit);
    expect(standings.map((s) => [s.teamId, s.points, s.buchholz])).toEqual([
      [1, 1, 0],
      [2, 0, 1],
    ]);
  });
});

/** Every perfect pairing of `order` (and a bye for an odd count) without rematches or a second bye. */
function allPairings(order: readonly number[], allowed: (a: number, b: number) => boolean, hadBye: ReadonlySet<number>) {
  const out: { pairs: [number, number][]; bye: number | null }[] = [];
  const walk = (left: number[], pairs: [number, number][], bye: number | null) => {
    if (left.length === 0) return out.push({ pairs: [...pairs], bye });
    if (left.length % 2 === 1 && bye === null) {
      for (const id of left)
        if (!hadBye.has(id))
          walk(
            left.filter((x) => x !== id),
            pairs,
            id,
          );
      return;
    }
    const [first, ...rest] = left as [number, ...number[]];
    for (const other of rest)
      if (allowed(first, other))
        walk(
          rest.filter((x) => x !== other),
          [...pairs, [first, other]],
          bye,
        );
  };
  walk([...order], [], null);
  return out;
}

/** A random field of 3 to 9 teams after 1 to 4 rounds (with draws and the odd forfeit). */
function randomField(caseNumber: number) {
  const random = seededRandom(caseNumber * 101);
  const count = random.between(3, 9);
  const teams = ids(count);
  let history = empty;
  const rounds = random.between(1, Math.min(4, count - 2));
  for (let r = 0; r < rounds; r++) {
    try {
      history = play(history, pairSwissRound(teams, history), random, true);
    } catch {
      break;
    }
  }
  return { teams, history };
}

const fieldCases = Array.from({ length: 150 }, (_, i) => i + 1);

describe("pairSwissRound equals the best pairing by trying them all (Dutch, up to 9 teams)", () => {
  it("reaches the interesting cases: byes, floats across score groups, fields with no legal pairing", () => {
    let byes = 0;
    let floats = 0;
    let stuck = 0;
    for (const caseNumber of fieldCases) {
      const { teams, history } = randomField(caseNumber);
      try {
        const round = pairSwissRound(teams, history);
        const points = new Map(swissStandings(teams, history).map((s) => [s.teamId, s.points]));
        if (round.bye !== null) byes++;
        if (round.pairings.some((p) => points.get(p.homeId) !== points.get(p.awayId))) floats++;
      } catch {
        stuck++;
      }
    }
    expect(byes).toBeGreaterThan(20);
    expect(floats).toBeGreaterThan(20);
    expect(stuck).toBeGreaterThan(0);
  });

  it.each(fieldCases)("random field %i", (caseNumber) => {
    const { teams, history } = randomField(caseNumber);
    const standings = swissStandings(teams, history);
    const points = new Map(standings.map((s) => [s.teamId, s.points]));
    const order = [...teams].sort((a, b) => points.get(b)! - points.get(a)! || a - b);
    const met = new Set(history.games.map((g) => key(g.homeId, g.awayId)));
    const hadBye = new Set(history.byes.map((b) => b.teamId));
    /** The rules in order, as a tuple to minimise; score groups are counted without the team that has the bye. */
    const cost = (p: { pairs: [number, number][]; bye: number | null }) => {
      const playing = order.filter((id) => id !== p.bye);
      const groups = [...new Set(playing.map((id) => points.get(id)!))].sort((a, b) => b - a);
      const group = (id: number) => groups.indexOf(points.get(id)!);
      const members = (g: number) => playing.filter((id) => group(id) === g);
      const pos = (id: number) => members(group(id)).indexOf(id);
      const floats = p.pairs.filter(([a, b]) => group(a) !== group(b));
      return [
        p.bye === null ? 0 : -order.indexOf(p.bye),
        floats.length,
        floats.reduce((t, [a, b]) => t + Math.abs(group(a) - group(b)), 0),
        floats.reduce((t, [a, b]) => t + members(Math.min(group(a), group(b))).length - 1 - pos(group(a) < group(b) ? a : b), 0),
        floats.reduce((t, [a, b]) => t + pos(group(a) < group(b) ? b : a), 0),
        p.pairs.filter(([a, b]) => group(a) === group(b)).reduce((t, [a, b]) => t + Math.abs(Math.abs(pos(b) - pos(a)) - Math.floor(members(group(a)).length / 2)), 0),
      ];
    };
    const compare = (x: number[], y: number[]) => {
      const i = x.findIndex((v, k) => v !== y[k]);
      return i === -1 ? 0 : x[i]! - y[i]!;
    };
    const candidates = allPairings(order, (a, b) => !met.has(key(a, b)), hadBye);
    if (candidates.length === 0) {
      expect(() => pairSwissRound(teams, history)).toThrow(/swiss.noLegalPairing/);
      return;
    }
    const best = candidates.map(cost).sort(compare)[0]!;
    const got = pairSwissRound(teams, history);
    const gotPairs = got.pairings.map((p) => (order.indexOf(p.homeId) < order.indexOf(p.awayId) ? [p.homeId, p.awayId] : [p.awayId, p.homeId]) as [number, number]);
    expect(cost({ pairs: gotPairs, bye: got.bye })).toEqual(best);
  });
});

describe.each(Array.from({ length: 39 }, (_, i) => i + 2))("a Swiss of %i teams played out", (count) => {
  it.each(["dutch", "monrad"] as SwissMethod[])("%s: no rematch, one bye at most, the bye to the lowest-ranked eligible team, until no pairing is left", (method) => {
    const random = seededRandom(count * 7 + method.length);
    const teams = ids(count);
    let history = empty;
    const maxRounds = Math.min(count + 1, 12);
    for (let r = 0; r < maxRounds; r++) {
      let round: SwissRound;
      try {
        round = pairSwissRound(teams, history, { method });
      } catch (error) {
        expect(error).toMatchObject({ code: "swiss.noLegalPairing" });
        // Only when nothing else is left: fewer legal pairings than needed exist.
        const met = new Set(history.games.map((g) => key(g.homeId, g.awayId)));
        expect(allPairingsExist(teams, met, new Set(history.byes.map((b) => b.teamId)))).toBe(false);
        break;
      }
      const met = new Set(history.games.map((g) => key(g.homeId, g.awayId)));
      const seen = new Set<number>();
      for (const p of round.pairings) {
        expect(met.has(key(p.homeId, p.awayId))).toBe(false);
        expect(seen.has(p.homeId) || seen.has(p.awayId)).toBe(false);
        seen.add(p.homeId).add(p.awayId);
      }
      expect(round.bye === null).toBe(count % 2 === 0);
      if (round.bye !== null) {
        expect(history.byes.some((b) => b.teamId === round.bye)).toBe(false);
        seen.add(round.bye);
        if (method === "dutch" && count <= 11) {
          // Every team ranked below the bye has had one, or could not sit out without a rematch among the rest.
          const points = new Map(swissStandings(teams, history).map((s) => [s.teamId, s.points]));
          const order = [...teams].sort((a, b) => points.get(b)! - points.get(a)! || a - b);
          const hadBye = new Set(history.byes.map((b) => b.teamId));
          for (const below of order.slice(order.indexOf(round.bye) + 1)) {
            const rest = teams.filter((id) => id !== below);
            expect(hadBye.has(below) || allPairings(rest, (a, b) => !met.has(key(a, b)), new Set(teams)).length === 0).toBe(true);
          }
        }
      }
      expect(seen.size).toBe(count);
      history = play(history, round, random);
    }
    const byes = history.byes.map((b) => b.teamId);
    expect(new Set(byes).size).toBe(byes.length);
  });
});

/** Whether any legal pairing exists (small fields: greedy search with backtracking). */
function allPairingsExist(teams: readonly number[], met: ReadonlySet<string>, hadBye: ReadonlySet<number>): boolean {
  if (teams.length > 14) return false;
  return allPairings(teams, (a, b) => !met.has(key(a, b)), hadBye).length > 0;
}
