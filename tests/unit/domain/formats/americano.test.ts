import { describe, expect, it } from "vitest";
import { americanoRounds, checkAmericano, defaultAmericanoRounds, whistDesign, whistSizes } from "~/domain/formats/americano";
import { pairCounts, pairKey, type PairRound } from "~/domain/formats/pairs";
import { FormatError } from "~/domain/format-error";

const ids = (count: number) => Array.from({ length: count }, (_, i) => 101 + i);

/** Partner and opponent counts of every pair of players, and sit-outs per player. */
function counts(players: readonly number[], rounds: readonly PairRound[]) {
  const { partners, opponents } = pairCounts(rounds);
  const together: number[] = [];
  const met: number[] = [];
  players.forEach((a, i) =>
    players.slice(i + 1).forEach((b) => {
      together.push(partners.get(pairKey(a, b)) ?? 0);
      met.push(opponents.get(pairKey(a, b)) ?? 0);
    }),
  );
  const satOut = players.map((id) => rounds.filter((r) => r.sittingOut.includes(id)).length);
  return { together, met, satOut };
}

/** Every round seats each player exactly once, on a court or sitting out, with `courts` courts. */
function expectWellFormed(players: readonly number[], courts: number, rounds: readonly PairRound[]) {
  rounds.forEach((round, r) => {
    expect(round.round).toBe(r + 1);
    expect(round.courts).toHaveLength(courts);
    expect(round.courts.map((c) => c.court)).toEqual(Array.from({ length: courts }, (_, i) => i + 1));
    const seated = [...round.courts.flatMap((c) => [...c.home, ...c.away]), ...round.sittingOut];
    expect([...seated].sort((a, b) => a - b)).toEqual([...players].sort((a, b) => a - b));
  });
}

describe("whist designs", () => {
  it.each(whistSizes)("Wh(%i): everyone partners everyone once and meets everyone twice", (n) => {
    const design = whistDesign(n)!;
    const players = Array.from({ length: n }, (_, i) => i);
    const rounds: PairRound[] = design.map((tables, r) => {
      const seated = new Set(tables.flat());
      return { round: r + 1, courts: tables.map(([a, b, c, d], t) => ({ court: t + 1, home: [a!, b!] as const, away: [c!, d!] as const })), sittingOut: players.filter((p) => !seated.has(p)) };
    });
    expectWellFormed(players, Math.floor(n / 4), rounds);
    const { together, met, satOut } = counts(players, rounds);
    expect(new Set(together)).toEqual(new Set([1]));
    expect(new Set(met)).toEqual(new Set([2]));
    expect(new Set(satOut)).toEqual(new Set([n % 4 === 0 ? 0 : 1]));
    expect(design).toHaveLength(n % 4 === 0 ? n - 1 : n);
  });

  it("has none for sizes without one built in", () => {
    expect(whistDesign(9)).toBeNull();
    expect(whistDesign(28)).toBeNull();
  });
});

describe("americanoRounds: 8, 12 and 16 players on n/4 courts", () => {
  it.each([8, 12, 16])("%i players: n-1 rounds, every partner once, every opponent twice", (n) => {
    for (const drawNumber of [undefined, 1, 424242]) {
      const players = ids(n);
      const rounds = americanoRounds({ players, courts: n / 4, drawNumber });
      expect(rounds).toHaveLength(n - 1);
      expectWellFormed(players, n / 4, rounds);
      const { together, met } = counts(players, rounds);
      expect(together.every((t) => t === 1)).toBe(true);
      expect(met.every((m) => m === 2)).toBe(true);
    }
  });

  it("shows the draw number's schedule again from the same number, and another from another", () => {
    const players = ids(12);
    expect(americanoRounds({ players, courts: 3, drawNumber: 7 })).toEqual(americanoRounds({ players, courts: 3, drawNumber: 7 }));
    expect(americanoRounds({ players, courts: 3, drawNumber: 7 })).not.toEqual(americanoRounds({ players, courts: 3, drawNumber: 8 }));
  });

  it("goes round the design again when asked for more rounds", () => {
    const players = ids(8);
    const rounds = americanoRounds({ players, courts: 2, rounds: 14 });
    const { together, met } = counts(players, rounds);
    expect(new Set(together)).toEqual(new Set([2]));
    expect(new Set(met)).toEqual(new Set([4]));
  });
});

describe("americanoRounds refuses", () => {
  it("what cannot be played, by name", () => {
    expect(checkAmericano({ players: ids(3), courts: 1 })).toContainEqual({ code: "americano.tooFewPlayers", params: { count: 3, min: 4 } });
    expect(checkAmericano({ players: ids(65), courts: 16 })).toContainEqual({ code: "americano.tooManyPlayers", params: { count: 65, max: 64 } });
    expect(checkAmericano({ players: [1, 2, 3, 3], courts: 1 })).toContainEqual({ code: "americano.duplicatePlayer", params: { playerId: 3 } });
    expect(checkAmericano({ players: ids(10), courts: 3 })).toEqual([{ code: "americano.badCourts", params: { courts: 3, max: 2 } }]);
    expect(checkAmericano({ players: ids(10), courts: 0 })).toEqual([{ code: "americano.badCourts", params: { courts: 0, max: 2 } }]);
    expect(checkAmericano({ players: ids(10), courts: 2, rounds: 0 })).toEqual([{ code: "americano.badRounds", params: { rounds: 0, max: 128 } }]);
    expect(checkAmericano({ players: ids(10), courts: 2, drawNumber: 0 })).toEqual([{ code: "draw.badNumber", params: { max: 999_999 } }]);
    expect(() => americanoRounds({ players: ids(10), courts: 3 })).toThrow(FormatError);
  });
});

const shapes = Array.from({ length: 37 }, (_, i) => i + 4).flatMap((n) =>
  Array.from({ length: Math.floor(n / 4) }, (_, c) => [n, c + 1] as const).filter(([, c]) => n <= 24 || c === 1 || c === Math.floor(n / 4) || c === Math.floor(n / 8)),
);

describe.each(shapes)("americanoRounds: %i players on %i courts", (n, courts) => {
  const players = ids(n);
  const rounds = americanoRounds({ players, courts });
  const { together, met } = counts(players, rounds);
  const pairs = (n * (n - 1)) / 2;
  /** The fewest times some pair must partner: the partnerships of the schedule spread over all pairs. */
  const fewestPossible = Math.ceil((2 * courts * rounds.length) / pairs);

  it("seats everyone once a round, with sit-outs differing by at most one after every round", () => {
    expect(rounds).toHaveLength(defaultAmericanoRounds(n, courts));
    expectWellFormed(players, courts, rounds);
    for (let r = 1; r <= rounds.length; r++) {
      const { satOut } = counts(players, rounds.slice(0, r));
      expect(Math.max(...satOut) - Math.min(...satOut)).toBeLessThanOrEqual(1);
    }
  });

  it("repeats partners as little as possible, and keeps opponent counts close", () => {
    if (n === 4 * courts || (whistDesign(n) && courts === Math.floor(n / 4))) expect(Math.max(...together)).toBe(fewestPossible);
    expect(Math.max(...together)).toBeLessThanOrEqual(fewestPossible + (n > 40 ? 1 : 0));
    expect(Math.max(...met) - Math.min(...met)).toBeLessThanOrEqual(4);
  });
});
