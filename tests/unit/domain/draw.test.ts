import { describe, expect, it } from "vitest";
import { checkDraw, clubPairs, drawGroups, groupName, groupSizes, maxDrawNumber, maxGroupCount, type DrawTeam } from "~/domain/draw";

/** The tests' own seeded generator, so every random case is the same on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 4294967296) * below);
  };
}

const teamsOf = (count: number, extra: (i: number) => Partial<DrawTeam> = () => ({})): DrawTeam[] => Array.from({ length: count }, (_, i) => ({ id: 101 + i, seed: null, club: null, ...extra(i) }));

/** A random category: size, groups, some seeds, clubs of various sizes and some teams without one. */
function randomCase(random: (below: number) => number, maxTeams = 40) {
  const count = 4 + random(maxTeams - 3);
  const groupCount = 1 + random(maxGroupCount(count));
  const seeds = random(count + 1);
  const clubNames = ["PB Djarum", "Jaya Raya", "SGS", "Mutiara", "Exist", "Tangkas"].slice(0, 1 + random(6));
  const teams = teamsOf(count, (i) => ({
    seed: i < seeds ? i + 1 : null,
    club: random(4) === 0 ? null : clubNames[random(clubNames.length)]!,
  }));
  return { teams: shuffled(teams, random), groupCount, drawNumber: 1 + random(maxDrawNumber) };
}

function shuffled<T>(list: readonly T[], random: (below: number) => number) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The fewest same-club pairs any assignment of the unseeded teams could give, seeds where the draw put them. */
function bestPossiblePairs(teams: DrawTeam[], groups: number[][]) {
  const seededIds = new Set(teams.filter((t) => t.seed !== null).map((t) => t.id));
  const heads = groups.map((g) => g.filter((id) => seededIds.has(id)));
  const room = groups.map((g, i) => g.length - heads[i]!.length);
  const free = teams.filter((t) => t.seed === null).map((t) => t.id);
  let best = Infinity;
  const current = heads.map((h) => [...h]);
  const place = (k: number) => {
    if (k === free.length) {
      best = Math.min(best, clubPairs(current, teams));
      return;
    }
    for (let g = 0; g < current.length; g++) {
      if (current[g]!.length - heads[g]!.length >= room[g]!) continue;
      current[g]!.push(free[k]!);
      place(k + 1);
      current[g]!.pop();
    }
  };
  place(0);
  return best;
}

describe("groupSizes", () => {
  it("deals the odd teams to the first groups", () => {
    expect(groupSizes(10, 3)).toEqual([4, 3, 3]);
    expect(groupSizes(12, 3)).toEqual([4, 4, 4]);
    expect(groupSizes(7, 2)).toEqual([4, 3]);
    expect(groupSizes(5, 1)).toEqual([5]);
  });
});

describe("checkDraw", () => {
  it("needs at least one group, two teams per group, at most 26 groups and a draw number 1–999999", () => {
    expect(checkDraw({ teams: teamsOf(8), groupCount: 4, drawNumber: 1 })).toEqual([]);
    expect(checkDraw({ teams: teamsOf(8), groupCount: 0, drawNumber: 1 })).toEqual([{ code: "draw.tooFewGroups", params: { min: 1 } }]);
    expect(checkDraw({ teams: teamsOf(8), groupCount: 5, drawNumber: 1 })).toEqual([{ code: "draw.tooManyGroups", params: { max: 4 } }]);
    expect(checkDraw({ teams: teamsOf(60), groupCount: 27, drawNumber: 1 })).toEqual([{ code: "draw.tooManyGroups", params: { max: 26 } }]);
    expect(checkDraw({ teams: teamsOf(8), groupCount: 2, drawNumber: 0 })).toEqual([{ code: "draw.badNumber", params: { max: maxDrawNumber } }]);
    expect(checkDraw({ teams: teamsOf(8), groupCount: 2, drawNumber: 1_000_000 })).toEqual([{ code: "draw.badNumber", params: { max: maxDrawNumber } }]);
    expect(checkDraw({ teams: teamsOf(8), groupCount: 2, drawNumber: 2.5 })).toEqual([{ code: "draw.badNumber", params: { max: maxDrawNumber } }]);
    expect(checkDraw({ teams: [...teamsOf(4), teamsOf(1)[0]!], groupCount: 2, drawNumber: 7 })).toEqual([{ code: "draw.duplicateTeam", params: { teamId: 101 } }]);
  });

  it("refuses to draw what it cannot", () => {
    expect(() => drawGroups({ teams: teamsOf(3), groupCount: 2, drawNumber: 1 })).toThrow(RangeError);
  });

  it("names the groups by letter", () => {
    expect([0, 1, 25].map(groupName)).toEqual(["A", "B", "Z"]);
  });
});

describe("drawGroups", () => {
  it("puts seeds 1 … N at the head of groups A … N and snakes the further seeds back", () => {
    const teams = teamsOf(16, (i) => ({ seed: i < 8 ? i + 1 : null }));
    const groups = drawGroups({ teams, groupCount: 4, drawNumber: 4242 });
    const seedOf = new Map(teams.map((t) => [t.id, t.seed]));
    expect(groups.map((g) => g.slice(0, 2).map((id) => seedOf.get(id)))).toEqual([
      [1, 8],
      [2, 7],
      [3, 6],
      [4, 5],
    ]);
    expect(groups.every((g) => g.slice(2).every((id) => seedOf.get(id) === null))).toBe(true);
  });

  it("orders seeds by their number, not by how they were entered", () => {
    const teams = [
      { id: 1, seed: 7, club: null },
      { id: 2, seed: 2, club: null },
      { id: 3, seed: null, club: null },
      { id: 4, seed: null, club: null },
      { id: 5, seed: 3, club: null },
      { id: 6, seed: null, club: null },
    ];
    const groups = drawGroups({ teams, groupCount: 3, drawNumber: 11 });
    expect(groups.map((g) => g[0])).toEqual([2, 5, 1]);
  });

  it("passes over a full group when snaking more seeds than the small groups hold", () => {
    const teams = teamsOf(7, (i) => ({ seed: i + 1 }));
    const groups = drawGroups({ teams, groupCount: 2, drawNumber: 5 }).map((g) => g.map((id) => id - 100));
    // Sizes 4 and 3: seed 7 would snake into B, which is full, so it goes to A.
    expect(groups).toEqual([
      [1, 4, 5, 7],
      [2, 3, 6],
    ]);
  });

  it("keeps two teams of one club apart whenever the groups allow it", () => {
    const teams = teamsOf(8, (i) => ({ club: ["PB Djarum", "PB Djarum", "Jaya Raya", "Jaya Raya", "SGS", "SGS", "Exist", "Exist"][i]! }));
    for (let drawNumber = 1; drawNumber <= 50; drawNumber++) {
      expect(clubPairs(drawGroups({ teams, groupCount: 2, drawNumber }), teams)).toBe(0);
    }
  });

  it("treats club names alike whatever their case and spacing", () => {
    const teams = teamsOf(4, (i) => ({ club: ["PB Djarum", " pb djarum", "SGS", "sgs "][i]! }));
    expect(clubPairs(drawGroups({ teams, groupCount: 2, drawNumber: 3 }), teams)).toBe(0);
    expect(
      clubPairs(
        [
          [101, 102],
          [103, 104],
        ],
        teams,
      ),
    ).toBe(2);
  });

  it("lets a seed's club count, and pairs clubs only when unavoidable", () => {
    // Five teams of one club in two groups: at least three in one group, two in the other.
    const teams = teamsOf(8, (i) => ({ club: i < 5 ? "PB Djarum" : null, seed: i === 0 ? 1 : null }));
    const groups = drawGroups({ teams, groupCount: 2, drawNumber: 77 });
    expect(clubPairs(groups, teams)).toBe(3 + 1);
  });

  it("gives the same groups for the same draw number, whatever the order of the teams", () => {
    const teams = teamsOf(14, (i) => ({ seed: i < 2 ? i + 1 : null, club: i % 3 === 0 ? "Mutiara" : null }));
    const first = drawGroups({ teams, groupCount: 3, drawNumber: 314159 });
    expect(drawGroups({ teams: [...teams].reverse(), groupCount: 3, drawNumber: 314159 })).toEqual(first);
    const others = [1, 2, 3, 4, 5].map((drawNumber) => JSON.stringify(drawGroups({ teams, groupCount: 3, drawNumber })));
    expect(new Set([...others, JSON.stringify(first)]).size).toBeGreaterThan(3);
  });

  it("reaches every team of a group's places over many draws (the unseeded order is random)", () => {
    const teams = teamsOf(8);
    const inA = new Set<number>();
    for (let drawNumber = 1; drawNumber <= 60; drawNumber++) drawGroups({ teams, groupCount: 2, drawNumber })[0]!.forEach((id) => inA.add(id));
    expect(inA.size).toBe(8);
  });
});

describe("drawGroups over random categories", () => {
  const random = prng(20251122);
  const cases = Array.from({ length: 300 }, () => randomCase(random));

  it("places every team exactly once, in balanced groups", () => {
    for (const { teams, groupCount, drawNumber } of cases) {
      const groups = drawGroups({ teams, groupCount, drawNumber });
      expect(groups).toHaveLength(groupCount);
      expect(groups.flat().sort((a, b) => a - b)).toEqual(teams.map((t) => t.id).sort((a, b) => a - b));
      expect(groups.map((g) => g.length)).toEqual(groupSizes(teams.length, groupCount));
      const lengths = groups.map((g) => g.length);
      expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
    }
  });

  it("spreads seeds: the top seeds head different groups, in order, and seed counts per group differ by at most one", () => {
    for (const { teams, groupCount, drawNumber } of cases) {
      const groups = drawGroups({ teams, groupCount, drawNumber });
      const seedOf = new Map(teams.map((t) => [t.id, t.seed]));
      const seedCount = teams.filter((t) => t.seed !== null).length;
      for (let s = 1; s <= Math.min(groupCount, seedCount); s++) expect(seedOf.get(groups[s - 1]![0]!)).toBe(s);
      const perGroup = groups.map((g) => g.filter((id) => seedOf.get(id) !== null).length);
      expect(Math.max(...perGroup) - Math.min(...perGroup)).toBeLessThanOrEqual(1);
      // Seeds lead their group, in seed order.
      for (const group of groups) {
        const seeds = group.map((id) => seedOf.get(id) ?? null);
        const firstUnseeded = seeds.indexOf(null);
        const lead = firstUnseeded === -1 ? seeds : seeds.slice(0, firstUnseeded);
        expect(seeds.slice(lead.length).every((s) => s === null)).toBe(true);
        expect([...lead].sort((a, b) => a! - b!)).toEqual(lead);
      }
    }
  });

  it("is deterministic for a draw number", () => {
    for (const { teams, groupCount, drawNumber } of cases.slice(0, 60)) {
      expect(drawGroups({ teams: shuffled(teams, random), groupCount, drawNumber })).toEqual(drawGroups({ teams, groupCount, drawNumber }));
    }
  });

  it("never pairs a club when a swap of two unseeded teams would pair fewer", () => {
    for (const { teams, groupCount, drawNumber } of cases) {
      const groups = drawGroups({ teams, groupCount, drawNumber });
      const pairs = clubPairs(groups, teams);
      const seeded = new Set(teams.filter((t) => t.seed !== null).map((t) => t.id));
      for (let a = 0; a < groups.length; a++) {
        for (let b = a + 1; b < groups.length; b++) {
          for (const x of groups[a]!.filter((id) => !seeded.has(id))) {
            for (const y of groups[b]!.filter((id) => !seeded.has(id))) {
              const swapped = groups.map((g, i) => (i === a ? g.map((id) => (id === x ? y : id)) : i === b ? g.map((id) => (id === y ? x : id)) : g));
              expect(clubPairs(swapped, teams)).toBeGreaterThanOrEqual(pairs);
            }
          }
        }
      }
    }
  });

  it("pairs no more same-club teams than the best possible assignment (small categories, checked exhaustively)", () => {
    const small = prng(7);
    for (let n = 0; n < 150; n++) {
      const { teams, groupCount, drawNumber } = randomCase(small, 9);
      const groups = drawGroups({ teams, groupCount, drawNumber });
      expect(clubPairs(groups, teams)).toBe(bestPossiblePairs(teams, groups));
    }
  });
});
