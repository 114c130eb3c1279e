import { describe, expect, it } from "vitest";
import { computeStandings, defaultPointsScheme, type Standing, type StandingMatch, type StandingsOptions, type StandingTeam, rankLabel, tablePoints } from "~/domain/standings";
import { parseTieBreakRules, type TieBreakPreset, tieBreakPresets, tieBreakRules } from "~/domain/tiebreak";

const [A, B, C, D, E] = [1, 2, 3, 4, 5] as const;

const teams = (ids: number[], lots: Partial<Record<number, number>> = {}, withdrawn: number[] = []): StandingTeam[] =>
  ids.map((id) => ({ id, name: `T${id}`, withdrawn: withdrawn.includes(id), lot: lots[id] ?? null }));

let nextId = 1;

/** A sets match; the winner and sets won follow from the scores, as deriveResult would store them. */
function sets(homeId: number, awayId: number, ...scores: [number, number][]): StandingMatch {
  const homeSets = scores.filter(([h, a]) => h > a).length;
  const awaySets = scores.length - homeSets;
  return {
    id: nextId++,
    homeId,
    awayId,
    status: "finished",
    winnerId: homeSets > awaySets ? homeId : awayId,
    homeScore: homeSets,
    awayScore: awaySets,
    sets: scores.map(([home, away]) => ({ home, away })),
  };
}

const walkover = (match: StandingMatch): StandingMatch => ({ ...match, status: "walkover" });
const retired = (match: StandingMatch): StandingMatch => ({ ...match, status: "retired" });

function goals(homeId: number, awayId: number, home: number, away: number): StandingMatch {
  return {
    id: nextId++,
    homeId,
    awayId,
    status: "finished",
    winnerId: home > away ? homeId : away > home ? awayId : null,
    homeScore: home,
    awayScore: away,
    sets: [],
  };
}

const setsOptions = (preset: TieBreakPreset, extra: Partial<StandingsOptions> = {}): StandingsOptions => ({
  preset,
  scoring: "sets",
  ...extra,
});
const football: StandingsOptions = { preset: "football", scoring: "goals" };

/** teamId, rank, decidedBy for each row, in order. */
const table = (rows: Standing[]) => rows.map((r) => [r.teamId, r.rank, r.decidedBy]);
const order = (rows: Standing[]) => rows.map((r) => r.teamId);
const row = (rows: Standing[], teamId: number) => rows.find((r) => r.teamId === teamId);

// Badminton-like sets: a close 2-1 gives the winner +1 set and +2 points.
const close = (w: number, l: number) => sets(w, l, [21, 19], [19, 21], [21, 19]);

/** A beats B beats C beats A, all 2-1 with the same points, and everyone beats D 21-15 21-15: nothing separates A, B, C. */
const circle = () => [close(A, B), close(B, C), close(C, A), ...[A, B, C].map((t) => sets(t, D, [21, 15], [21, 15]))];

describe("tie-break rule lists", () => {
  it("exports each preset's order as data, first rule ranking and lots last", () => {
    expect(tieBreakRules("bwf")).toEqual(["matchesWon", "headToHead", "setDifference", "scoreDifference", "lots"]);
    expect(tieBreakRules("padel")).toEqual(["matchesWon", "headToHead", "setDifferenceAmongTied", "scoreDifferenceAmongTied", "lots"]);
    expect(tieBreakRules("ittf")).toEqual(["matchPoints", "matchPointsAmongTied", "setRatioAmongTied", "scoreRatioAmongTied", "lots"]);
    expect(tieBreakRules("football")).toEqual(["points", "scoreDifference", "scoreFor", "pointsAmongTied", "scoreDifferenceAmongTied", "lots"]);
    expect(tieBreakRules("uefa")).toEqual(["points", "pointsAmongTied", "scoreDifferenceAmongTied", "scoreForAmongTied", "scoreDifference", "scoreFor", "lots"]);
  });

  it("parses a stored custom order", () => {
    expect(parseTieBreakRules(["points", "pointsAmongTied", "scoreDifference"])).toEqual({
      ok: true,
      rules: ["points", "pointsAmongTied", "scoreDifference"],
    });
  });

  it("refuses unknown, repeated and empty rule lists", () => {
    expect(parseTieBreakRules(["points", "fairPlay", "points"])).toEqual({
      ok: false,
      errors: [
        { code: "tieBreak.unknownRule", params: { rule: "fairPlay" } },
        { code: "tieBreak.duplicateRule", params: { rule: "points" } },
      ],
    });
    expect(parseTieBreakRules([])).toEqual({ ok: false, errors: [{ code: "tieBreak.empty", params: {} }] });
  });

  it("defaults points to 1/0/0, football to 3/1/0", () => {
    expect(defaultPointsScheme("bwf")).toEqual({ win: 1, draw: 0, loss: 0 });
    expect(defaultPointsScheme("padel")).toEqual({ win: 1, draw: 0, loss: 0 });
    expect(defaultPointsScheme("football")).toEqual({ win: 3, draw: 1, loss: 0 });
    expect(defaultPointsScheme("uefa")).toEqual({ win: 3, draw: 1, loss: 0 });
  });
});

describe.each(tieBreakPresets)("every preset (%s)", (preset) => {
  const goalsGame = preset === "football" || preset === "uefa";
  const options: StandingsOptions = goalsGame ? { preset, scoring: "goals" } : setsOptions(preset);
  const win = (w: number, l: number) => (goalsGame ? goals(w, l, 2, 0) : sets(w, l, [21, 10], [21, 10]));

  // Only results count: scheduled, live, cancelled and postponed matches add nothing.
  it("counts only finished, walkover and retired matches", () => {
    const pending: StandingMatch[] = (["scheduled", "live", "cancelled", "postponed"] as const).map((status) => ({
      ...win(B, A),
      status,
    }));
    const rows = computeStandings(teams([A, B, C]), [win(A, B), walkover(win(C, B)), retired(win(A, C)), ...pending], options);
    expect(order(rows)).toEqual([A, C, B]);
    expect(rows.map((r) => [r.played, r.won, r.lost])).toEqual([
      [2, 2, 0],
      [2, 1, 1],
      [2, 0, 2],
    ]);
  });

  // Nothing separates teams with no results, and no lots are drawn yet: all share rank 1.
  it("lists every team even before anything is played, sharing the first rank", () => {
    const rows = computeStandings(teams([A, B, C]), [], options);
    expect(rows.map((r) => [r.teamId, r.rank, r.shared, r.needsLots, r.played])).toEqual([
      [A, 1, true, false, 0],
      [B, 1, true, false, 0],
      [C, 1, true, false, 0],
    ]);
  });

  // BWF GCR 16.2.5: all results of a withdrawn player/pair are void, for everyone.
  it("voids a withdrawn team's matches and lists it last, unranked", () => {
    const matches = [win(D, A), win(D, B), win(A, B), win(C, D), win(B, C), win(A, C)];
    const rows = computeStandings(teams([A, B, C, D], {}, [D]), matches, options);
    expect(order(rows)).toEqual([A, B, C, D]);
    expect(row(rows, A)).toMatchObject({ rank: 1, played: 2, won: 2, lost: 0 });
    expect(row(rows, C)).toMatchObject({ rank: 3, played: 2, won: 0, lost: 2 });
    expect(row(rows, D)).toMatchObject({ rank: null, withdrawn: true, played: 0, won: 0, points: 0, setsFor: 0 });
  });

  it("ignores matches against teams outside the group", () => {
    const rows = computeStandings(teams([A, B]), [win(A, B), win(B, 99)], options);
    expect(row(rows, B)).toMatchObject({ played: 1, won: 0 });
  });
});

/**
 * Lots order a tie only when no result still to come can change it; until
 * then the tied teams share their rank and no drawing is asked for.
 */
describe("ties that only lots can order", () => {
  const padel = setsOptions("padel");
  const [F] = [6] as const;
  const pending = (match: StandingMatch, status: StandingMatch["status"] = "scheduled"): StandingMatch => ({
    ...match,
    status,
    winnerId: null,
    homeScore: null,
    awayScore: null,
    sets: [],
  });
  const even = (w: number, l: number) => sets(w, l, [6, 4], [6, 4]);
  /** A beats B beats C beats A, all 6-4 6-4: nothing among them separates the three. */
  const triangle = () => [even(A, B), even(B, C), even(C, A)];
  const lotsOf = { [A]: 3, [B]: 1, [C]: 2 };
  const tiedRows = (rows: Standing[]) => rows.filter((r) => r.teamId <= C).map((r) => [r.teamId, r.rank, r.shared, r.needsLots]);

  it("asks for no lots before the schedule is made, and uses none drawn", () => {
    const rows = computeStandings(teams([A, B, C], lotsOf), [], padel);
    expect(tiedRows(rows)).toEqual([
      [A, 1, true, false],
      [B, 1, true, false],
      [C, 1, true, false],
    ]);
  });

  it("keeps a tie open while a tied team still has a match to play, postponed or not", () => {
    for (const status of ["scheduled", "live", "postponed"] as const) {
      const matches = [...triangle(), pending(even(A, D), status), even(D, B), even(D, C)];
      const rows = computeStandings(teams([A, B, C, D], lotsOf), matches, padel);
      expect(tiedRows(rows), status).toEqual([
        [A, 2, true, false],
        [B, 2, true, false],
        [C, 2, true, false],
      ]);
    }
  });

  it("asks for lots once the tied teams have played everything, and then uses them", () => {
    const matches = [...triangle(), even(A, D), even(B, D), even(C, D)];
    expect(tiedRows(computeStandings(teams([A, B, C, D]), matches, padel))).toEqual([
      [A, 1, true, true],
      [B, 1, true, true],
      [C, 1, true, true],
    ]);
    const drawn = computeStandings(teams([A, B, C, D], lotsOf), matches, padel);
    expect(table(drawn)).toEqual([
      [B, 1, "lots"],
      [C, 2, "lots"],
      [A, 3, "lots"],
      [D, 4, null],
    ]);
    expect(drawn.some((r) => r.needsLots)).toBe(false);
  });

  it("counts a cancelled match as settled", () => {
    const matches = [...triangle(), ...[A, B, C].map((t) => pending(even(t, D), "cancelled"))];
    expect(tiedRows(computeStandings(teams([A, B, C, D]), matches, padel))).toEqual([
      [A, 1, true, true],
      [B, 1, true, true],
      [C, 1, true, true],
    ]);
  });

  // A, B and C have played everything with two wins each; D has two matches left and could still reach two wins.
  it("keeps a tie open while another team could still draw level on the first rule", () => {
    const settled = [...triangle(), sets(A, D, [6, 0], [6, 0]), sets(B, D, [6, 4], [4, 6], [6, 4]), sets(C, D, [6, 0], [6, 0]), ...[A, B, C].flatMap((t) => [even(E, t), even(F, t)]), even(E, F)];
    const open = computeStandings(teams([A, B, C, D, E, F], lotsOf), [...settled, pending(even(D, E)), pending(even(D, F))], padel);
    expect(tiedRows(open)).toEqual([
      [A, 3, true, false],
      [B, 3, true, false],
      [C, 3, true, false],
    ]);
    // Were D to win both, the four would be compared among themselves: B's dropped set against D puts it behind A and C.
    const dWins = computeStandings(teams([A, B, C, D, E, F]), [...settled, even(D, E), even(D, F)], padel);
    expect(dWins.filter((r) => r.won === 2).map((r) => [r.teamId, r.shared])).toEqual([
      [C, false],
      [A, false],
      [B, false],
      [D, false],
    ]);
    // With D's matches played and lost, nobody can reach them any more: the tie is final.
    const closed = computeStandings(teams([A, B, C, D, E, F]), [...settled, even(E, D), even(F, D)], padel);
    expect(tiedRows(closed)).toEqual([
      [A, 3, true, true],
      [B, 3, true, true],
      [C, 3, true, true],
    ]);
  });

  // A tie for first place is final although the last two still play each other: neither can reach it.
  it("closes a tie that the teams still playing cannot reach", () => {
    const matches = [...triangle(), ...[A, B, C].flatMap((t) => [even(t, D), even(t, E)]), pending(even(D, E))];
    const rows = computeStandings(teams([A, B, C, D, E], lotsOf), matches, padel);
    expect(table(rows)).toEqual([
      [B, 1, "lots"],
      [C, 2, "lots"],
      [A, 3, "lots"],
      [D, 4, null],
      [E, 4, null],
    ]);
    expect(rows.slice(3).map((r) => [r.shared, r.needsLots])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  // Football counts points 3/1/0: a team three points behind with one match left can draw level only by winning it.
  it("follows the points a result can bring", () => {
    const football3: StandingsOptions = { preset: "football", scoring: "goals" };
    const circle3 = [goals(A, B, 1, 0), goals(B, C, 1, 0), goals(C, A, 1, 0)];
    const behind = [goals(A, D, 1, 1), goals(B, D, 1, 1), goals(C, D, 1, 1)];
    const rows = computeStandings(
      teams([A, B, C, D, E]),
      [...circle3, ...behind, ...[A, B, C].map((t) => goals(E, t, 1, 0)), { ...goals(D, E, 0, 0), status: "scheduled", winnerId: null }],
      football3,
    );
    // A, B and C have 4 points; D has 3 and one match left: a draw takes it to 4.
    expect(rows.filter((r) => r.points === 4).map((r) => [r.teamId, r.needsLots])).toEqual([
      [A, false],
      [B, false],
      [C, false],
    ]);
    const lost = computeStandings(teams([A, B, C, D, E]), [...circle3, ...behind, ...[A, B, C].map((t) => goals(E, t, 1, 0)), goals(E, D, 1, 0)], football3);
    expect(lost.filter((r) => r.points === 4).map((r) => [r.teamId, r.needsLots])).toEqual([
      [A, true],
      [B, true],
      [C, true],
    ]);
  });
});

describe("sets tallies", () => {
  it("adds sets won and games/points per side", () => {
    const rows = computeStandings(teams([A, B]), [sets(A, B, [21, 15], [18, 21], [21, 19])], setsOptions("bwf"));
    expect(row(rows, A)).toMatchObject({ setsFor: 2, setsAgainst: 1, scoreFor: 60, scoreAgainst: 55, points: 1 });
    expect(row(rows, B)).toMatchObject({ setsFor: 1, setsAgainst: 2, scoreFor: 55, scoreAgainst: 60, points: 0 });
  });

  // BWF GCR 16.2.3: a walkover is a match won; the recorded 21-0 21-0 counts in games and points.
  it("gives a walkover winner the win and counts the recorded score", () => {
    const rows = computeStandings(teams([A, B]), [walkover(sets(B, A, [21, 0], [21, 0]))], setsOptions("bwf"));
    expect(row(rows, B)).toMatchObject({ won: 1, setsFor: 2, scoreFor: 42, rank: 1 });
    expect(row(rows, A)).toMatchObject({ lost: 1, setsAgainst: 2, scoreAgainst: 42, rank: 2 });
  });

  // A retirement stands with the sets and points played so far.
  it("keeps the sets of a retirement as played", () => {
    const match = retired({ ...sets(A, B, [21, 12], [5, 3]), winnerId: B, homeScore: 1, awayScore: 0 });
    const rows = computeStandings(teams([A, B]), [match], setsOptions("bwf"));
    expect(row(rows, B)).toMatchObject({ won: 1, setsFor: 0, setsAgainst: 1, scoreFor: 15, scoreAgainst: 26 });
  });

  it("uses the points scheme it is given", () => {
    const rows = computeStandings(teams([A, B]), [close(A, B)], setsOptions("bwf", { points: { win: 2, draw: 1, loss: 1 } }));
    expect([row(rows, A)?.points, row(rows, B)?.points]).toEqual([2, 1]);
  });
});

describe("bwf", () => {
  const bwf = setsOptions("bwf");

  // BWF GCR 16.2.3.1: two tied on matches won → the result of the match between them.
  it("breaks a two-way tie by head-to-head, even against a better game difference", () => {
    const matches = [close(B, A), sets(A, C, [21, 5], [21, 5]), sets(A, D, [21, 5], [21, 5]), close(C, B), close(B, D), sets(D, C, [21, 5], [21, 5])];
    const rows = computeStandings(teams([A, B, C, D]), matches, bwf);
    const setDifference = (id: number) => (row(rows, id)?.setsFor ?? 0) - (row(rows, id)?.setsAgainst ?? 0);
    expect(setDifference(A)).toBeGreaterThan(setDifference(B));
    expect(table(rows)).toEqual([
      [B, 1, "headToHead"],
      [A, 2, "headToHead"],
      [D, 3, "headToHead"],
      [C, 4, "headToHead"],
    ]);
  });

  // BWF GCR 16.2.3.2: three or more tied → game (set) difference over all group matches.
  it("breaks a three-way tie by game difference", () => {
    const matches = [sets(A, B, [21, 10], [21, 10]), close(B, C), close(C, A), ...[A, B, C].map((t) => sets(t, D, [21, 15], [21, 15]))];
    expect(table(computeStandings(teams([A, B, C, D]), matches, bwf))).toEqual([
      [A, 1, "setDifference"],
      [C, 2, "setDifference"],
      [B, 3, "setDifference"],
      [D, 4, null],
    ]);
  });

  // BWF GCR 16.2.3.2: when game difference leaves two tied, the match between them decides, not the points.
  it("falls back to head-to-head when game difference leaves two tied", () => {
    const matches = [close(A, B), close(B, C), close(C, A), sets(A, D, [21, 15], [21, 15]), sets(B, D, [21, 19], [19, 21], [21, 19]), sets(C, D, [21, 0], [0, 21], [21, 0])];
    const rows = computeStandings(teams([A, B, C, D]), matches, bwf);
    const pointDifference = (id: number) => (row(rows, id)?.scoreFor ?? 0) - (row(rows, id)?.scoreAgainst ?? 0);
    expect(pointDifference(C)).toBeGreaterThan(pointDifference(B));
    expect(table(rows)).toEqual([
      [A, 1, "setDifference"],
      [B, 2, "headToHead"],
      [C, 3, "headToHead"],
      [D, 4, null],
    ]);
  });

  // BWF GCR 16.2.3.3: three still tied on games → point difference over all group matches.
  it("breaks a three-way tie on games by point difference", () => {
    const matches = [close(A, B), close(B, C), close(C, A), sets(A, D, [21, 0], [21, 0]), sets(B, D, [21, 10], [21, 10]), sets(C, D, [21, 15], [21, 15])];
    expect(table(computeStandings(teams([A, B, C, D]), matches, bwf))).toEqual([
      [A, 1, "scoreDifference"],
      [B, 2, "scoreDifference"],
      [C, 3, "scoreDifference"],
      [D, 4, null],
    ]);
  });

  // BWF GCR 16.2.3.3: point difference leaving two tied → the match between them.
  it("falls back to head-to-head when point difference leaves two tied", () => {
    const matches = [close(A, B), close(B, C), close(C, A), sets(A, D, [21, 0], [21, 0]), sets(B, D, [21, 15], [21, 15]), sets(C, D, [21, 15], [21, 15])];
    expect(table(computeStandings(teams([A, B, C, D]), matches, bwf))).toEqual([
      [A, 1, "scoreDifference"],
      [B, 2, "headToHead"],
      [C, 3, "headToHead"],
      [D, 4, null],
    ]);
  });

  // BWF GCR 16.2.3.4: still tied → lots; without every lot drawn the rank is shared.
  it("shares the rank of a circular three-way tie nothing separates", () => {
    const rows = computeStandings(teams([A, B, C, D]), circle(), bwf);
    expect(rows.map((r) => [r.teamId, r.rank, r.shared, r.decidedBy])).toEqual([
      [A, 1, true, null],
      [B, 1, true, null],
      [C, 1, true, null],
      [D, 4, false, null],
    ]);
  });

  // BWF GCR 16.2.3.4: drawing lots (lot 1 ahead).
  it("orders the same circular tie by lots once every tied team has one", () => {
    const rows = computeStandings(teams([A, B, C, D], { [A]: 3, [B]: 1, [C]: 2 }), circle(), bwf);
    expect(table(rows)).toEqual([
      [B, 1, "lots"],
      [C, 2, "lots"],
      [A, 3, "lots"],
      [D, 4, null],
    ]);
    expect(rows.some((r) => r.shared)).toBe(false);
  });

  // Lots order a tie only once every tied team has drawn one.
  it("does not use lots while one tied team has none", () => {
    const rows = computeStandings(teams([A, B, C, D], { [A]: 2, [B]: 1, [D]: 4 }), circle(), bwf);
    expect(rows.map((r) => r.rank)).toEqual([1, 1, 1, 4]);
  });

  // B and C split their two matches: an unresolved tie shares its rank and the next rank is skipped.
  it("shares a rank in the middle: 1, 2, 2, 4", () => {
    const matches = [
      ...[B, C, D].map((t) => sets(A, t, [21, 10], [21, 10])),
      sets(B, C, [21, 10], [21, 10]),
      sets(C, B, [21, 10], [21, 10]),
      sets(B, D, [21, 10], [21, 10]),
      sets(C, D, [21, 10], [21, 10]),
    ];
    const rows = computeStandings(teams([A, B, C, D]), matches, bwf);
    expect(rows.map((r) => [r.teamId, r.rank, r.shared])).toEqual([
      [A, 1, false],
      [B, 2, true],
      [C, 2, true],
      [D, 4, false],
    ]);
  });

  // A category's own rule order replaces the preset's.
  it("lets a category reorder the rules, e.g. point difference before game difference", () => {
    const matches = [sets(A, B, [21, 19], [21, 19]), close(B, C), sets(C, A, [21, 0], [0, 21], [21, 0]), ...[A, B, C].map((t) => sets(t, D, [21, 15], [21, 15]))];
    expect(order(computeStandings(teams([A, B, C, D]), matches, bwf))).toEqual([A, C, B, D]);
    const custom = setsOptions("bwf", { rules: ["matchesWon", "scoreDifference", "setDifference"] });
    expect(table(computeStandings(teams([A, B, C, D]), matches, custom))).toEqual([
      [C, 1, "scoreDifference"],
      [B, 2, "scoreDifference"],
      [A, 3, "scoreDifference"],
      [D, 4, null],
    ]);
  });

  // Lots end every list: unresolved after every rule → ordered by lot.
  it("still draws lots after a custom list that leaves them out", () => {
    const custom = setsOptions("bwf", { rules: ["matchesWon", "setDifference"] });
    const rows = computeStandings(teams([A, B, C, D], { [A]: 2, [B]: 3, [C]: 1 }), circle(), custom);
    expect(order(rows)).toEqual([C, A, B, D]);
    expect(row(rows, C)?.decidedBy).toBe("lots");
  });
});

describe("padel", () => {
  const padel = setsOptions("padel");

  // Padel (FIP): two tied on matches won → the match between them.
  it("breaks a two-way tie on matches won by head-to-head", () => {
    const matches = [sets(B, A, [7, 6], [6, 7], [7, 6]), sets(A, C, [6, 0], [6, 0]), sets(D, B, [6, 4], [6, 4]), sets(B, C, [6, 4], [6, 4]), sets(A, D, [6, 0], [6, 0]), sets(C, D, [6, 4], [6, 4])];
    expect(table(computeStandings(teams([A, B, C, D]), matches, padel))).toEqual([
      [B, 1, "headToHead"],
      [A, 2, "headToHead"],
      [C, 3, "headToHead"],
      [D, 4, "headToHead"],
    ]);
  });

  // Padel: three tied → set difference in the matches among the tied teams only.
  it("breaks a three-way tie by set difference among the tied, not over all matches", () => {
    const matches = [
      sets(A, B, [6, 2], [6, 2]),
      sets(B, C, [6, 2], [2, 6], [6, 2]),
      sets(C, A, [6, 2], [2, 6], [6, 2]),
      sets(A, D, [6, 2], [2, 6], [6, 2]),
      sets(B, D, [6, 2], [6, 2]),
      sets(C, D, [6, 2], [2, 6], [6, 2]),
    ];
    const rows = computeStandings(teams([A, B, C, D]), matches, padel);
    const overall = (id: number) => (row(rows, id)?.setsFor ?? 0) - (row(rows, id)?.setsAgainst ?? 0);
    expect(overall(B)).toBe(overall(C));
    expect(table(rows)).toEqual([
      [A, 1, "setDifferenceAmongTied"],
      [C, 2, "setDifferenceAmongTied"],
      [B, 3, "setDifferenceAmongTied"],
      [D, 4, null],
    ]);
  });

  // Padel: equal sets among the tied → game difference among the tied.
  it("then breaks it by game difference among the tied", () => {
    const matches = [
      sets(A, B, [6, 4], [4, 6], [6, 0]),
      sets(B, C, [6, 4], [4, 6], [6, 4]),
      sets(C, A, [6, 4], [4, 6], [6, 3]),
      sets(A, D, [7, 6], [7, 6]),
      sets(B, D, [6, 0], [6, 0]),
      sets(C, D, [7, 5], [7, 5]),
    ];
    const rows = computeStandings(teams([A, B, C, D]), matches, padel);
    const overallGames = (id: number) => (row(rows, id)?.scoreFor ?? 0) - (row(rows, id)?.scoreAgainst ?? 0);
    expect(overallGames(B)).toBeGreaterThan(overallGames(A));
    expect(table(rows)).toEqual([
      [A, 1, "scoreDifferenceAmongTied"],
      [C, 2, "scoreDifferenceAmongTied"],
      [B, 3, "scoreDifferenceAmongTied"],
      [D, 4, null],
    ]);
  });

  // A five-way tie (everyone 2-2): set difference splits A | D, E | B, C; each pair left is settled by its own match.
  it("settles pairs left by set difference with head-to-head, even against a better game difference", () => {
    const matches = [
      sets(A, B, [6, 4], [6, 4]),
      sets(A, C, [6, 4], [6, 4]),
      sets(D, A, [6, 4], [4, 6], [6, 4]),
      sets(E, A, [6, 4], [4, 6], [6, 4]),
      sets(B, C, [7, 6], [6, 7], [7, 6]),
      sets(B, D, [7, 6], [7, 6]),
      sets(E, B, [6, 0], [6, 0]),
      sets(C, D, [6, 0], [0, 6], [6, 0]),
      sets(C, E, [6, 0], [0, 6], [6, 0]),
      sets(D, E, [7, 6], [7, 6]),
    ];
    const rows = computeStandings(teams([A, B, C, D, E]), matches, padel);
    const games = (id: number) => (row(rows, id)?.scoreFor ?? 0) - (row(rows, id)?.scoreAgainst ?? 0);
    expect(games(C)).toBeGreaterThan(games(B));
    expect(games(E)).toBeGreaterThan(games(D));
    expect(table(rows)).toEqual([
      [A, 1, "setDifferenceAmongTied"],
      [D, 2, "headToHead"],
      [E, 3, "headToHead"],
      [B, 4, "headToHead"],
      [C, 5, "headToHead"],
    ]);
  });

  // Padel (FIP): still tied after games among the tied → lots.
  it("shares the rank of a circular tie, or orders it by lots", () => {
    expect(computeStandings(teams([A, B, C, D]), circle(), padel).map((r) => r.rank)).toEqual([1, 1, 1, 4]);
    const withLots = computeStandings(teams([A, B, C, D], { [A]: 2, [B]: 3, [C]: 1 }), circle(), padel);
    expect(table(withLots)).toEqual([
      [C, 1, "lots"],
      [A, 2, "lots"],
      [B, 3, "lots"],
      [D, 4, null],
    ]);
  });
});

describe("ittf", () => {
  const ittf = setsOptions("ittf");
  const tt = (w: number, l: number, lost: number) => sets(w, l, ...Array.from({ length: lost }, (): [number, number] => [8, 11]), [11, 8], [11, 8], [11, 8]);

  // ITTF 3.7.5.1: 2 match points for a win, 1 for a loss, 0 for a loss in an unplayed or uncompleted match.
  it("gives no match point for a walkover or retirement loss", () => {
    const matches = [tt(A, B, 1), walkover(tt(A, C, 0)), tt(A, D, 2), tt(B, C, 0), tt(C, D, 0), tt(D, B, 0)];
    const rows = computeStandings(teams([A, B, C, D]), matches, ittf);
    expect(rows.map((r) => [r.teamId, r.matchPoints])).toEqual([
      [A, 6],
      [D, 4],
      [B, 4],
      [C, 3],
    ]);
    expect(row(rows, D)?.decidedBy).toBe("matchPointsAmongTied");
    const asRetired = computeStandings(teams([A, B, C, D]), [...matches.slice(0, 1), retired(tt(A, C, 0)), ...matches.slice(2)], ittf);
    expect(row(asRetired, C)?.matchPoints).toBe(3);
  });

  // ITTF 3.7.5.1: the winner of an unplayed match still earns 2.
  it("counts the walkover winner's two match points and the recorded sets", () => {
    const rows = computeStandings(teams([A, B]), [walkover(tt(B, A, 0))], ittf);
    expect(row(rows, B)).toMatchObject({ matchPoints: 2, setsFor: 3, scoreFor: 33 });
    expect(row(rows, A)?.matchPoints).toBe(0);
  });

  // ITTF 3.7.5.2: two tied → match points in the match between them.
  it("breaks two-way ties by the match between them", () => {
    const matches = [tt(A, B, 2), tt(C, A, 0), tt(B, C, 0), tt(A, D, 0), tt(B, D, 0), tt(D, C, 2)];
    const rows = computeStandings(teams([A, B, C, D]), matches, ittf);
    expect(rows.map((r) => r.matchPoints)).toEqual([5, 5, 4, 4]);
    expect(table(rows)).toEqual([
      [A, 1, "matchPointsAmongTied"],
      [B, 2, "matchPointsAmongTied"],
      [D, 3, "matchPointsAmongTied"],
      [C, 4, "matchPointsAmongTied"],
    ]);
  });

  // ITTF 3.7.5.2: three tied with equal match points among them → games (sets) ratio among them.
  it("breaks a three-way tie by the sets ratio among the tied", () => {
    const matches = [tt(A, B, 0), tt(B, C, 1), tt(C, A, 2), tt(A, D, 0), tt(B, D, 0), tt(C, D, 0)];
    expect(table(computeStandings(teams([A, B, C, D]), matches, ittf))).toEqual([
      [A, 1, "setRatioAmongTied"],
      [C, 2, "setRatioAmongTied"],
      [B, 3, "setRatioAmongTied"],
      [D, 4, null],
    ]);
  });

  // ITTF 3.7.5.2: equal sets ratio → points ratio among the tied.
  it("then by the points ratio among the tied", () => {
    const matches = [sets(A, B, [11, 0], [0, 11], [11, 0]), sets(B, C, [11, 9], [9, 11], [11, 9]), sets(C, A, [11, 9], [9, 11], [11, 9]), ...[A, B, C].map((t) => tt(t, D, 0))];
    expect(table(computeStandings(teams([A, B, C, D]), matches, ittf))).toEqual([
      [A, 1, "scoreRatioAmongTied"],
      [C, 2, "scoreRatioAmongTied"],
      [B, 3, "scoreRatioAmongTied"],
      [D, 4, null],
    ]);
  });

  // ITTF 3.7.5.4: once some positions are settled, the rest start again using only their own matches.
  it("recomputes each remaining tied group from its own matches", () => {
    const matches = [
      sets(B, A, [11, 8], [8, 11], [11, 8], [8, 11], [11, 8]),
      tt(A, C, 0),
      tt(A, D, 0),
      sets(B, D, [11, 8], [8, 11], [11, 8], [8, 11], [11, 8]),
      tt(C, B, 0),
      sets(D, C, [11, 8], [8, 11], [11, 8], [8, 11], [11, 8]),
      tt(E, A, 1),
      sets(E, B, [11, 8], [8, 11], [11, 8], [8, 11], [11, 8]),
      walkover(tt(C, E, 0)),
      walkover(tt(D, E, 0)),
    ];
    const rows = computeStandings(teams([A, B, C, D, E]), matches, ittf);
    // E would tie the others on 6 if its walkover losses earned a point each.
    expect(rows.map((r) => [r.teamId, r.matchPoints])).toEqual([
      [B, 6],
      [A, 6],
      [D, 6],
      [C, 6],
      [E, 4],
    ]);
    expect(table(rows)).toEqual([
      [B, 1, "matchPointsAmongTied"],
      [A, 2, "matchPointsAmongTied"],
      [D, 3, "matchPointsAmongTied"],
      [C, 4, "matchPointsAmongTied"],
      [E, 5, null],
    ]);
    // Without starting again, the sets ratio among all four would have put A before B and C before D.
    const noRestart = setsOptions("ittf", { rules: ["matchPoints", "setRatioAmongTied"] });
    expect(order(computeStandings(teams([A, B, C, D, E]), matches, noRestart))).toEqual([A, B, C, D, E]);
  });

  // The table's points column shows what ranks the group: match points, not the category's one point a win.
  it("shows match points in the table, in step with the order", () => {
    const matches = [tt(A, B, 1), walkover(tt(B, C, 0)), tt(C, A, 0)];
    const rows = computeStandings(teams([A, B, C]), matches, ittf);
    expect(rows.map((r) => [r.teamId, r.points, tablePoints(r, tieBreakRules("ittf"))])).toEqual([
      [A, 1, 3],
      [B, 1, 3],
      [C, 1, 2],
    ]);
    for (const preset of ["bwf", "padel", "football"] as const) {
      expect(tablePoints(row(rows, C)!, tieBreakRules(preset))).toBe(1);
    }
    expect(tablePoints(row(rows, C)!, ["matchPoints", "setRatioAmongTied"])).toBe(2);
  });

  // ITTF 3.7.5: equalities the results cannot resolve are decided by lot.
  it("shares a circular tie nothing separates, or orders it by lots", () => {
    expect(computeStandings(teams([A, B, C, D]), circle(), ittf).map((r) => [r.teamId, r.rank])).toEqual([
      [A, 1],
      [B, 1],
      [C, 1],
      [D, 4],
    ]);
    const withLots = computeStandings(teams([A, B, C, D], { [A]: 1, [B]: 3, [C]: 2 }), circle(), ittf);
    expect(table(withLots)).toEqual([
      [A, 1, "lots"],
      [C, 2, "lots"],
      [B, 3, "lots"],
      [D, 4, null],
    ]);
  });
});

describe("football", () => {
  // Football: 3 points a win, 1 a draw, 0 a loss.
  it("counts goals, draws and 3/1/0 points", () => {
    const rows = computeStandings(teams([A, B, C]), [goals(A, B, 3, 1), goals(B, C, 2, 2), goals(C, A, 0, 0)], football);
    expect(row(rows, A)).toMatchObject({
      won: 1,
      drawn: 1,
      lost: 0,
      scoreFor: 3,
      scoreAgainst: 1,
      points: 4,
      setsFor: 0,
    });
    expect(row(rows, B)).toMatchObject({ won: 0, drawn: 1, lost: 1, scoreFor: 3, scoreAgainst: 5, points: 1 });
    expect(row(rows, C)).toMatchObject({ won: 0, drawn: 2, lost: 0, scoreFor: 2, scoreAgainst: 2, points: 2 });
    expect(order(rows)).toEqual([A, C, B]);
  });

  // Football (FIFA group rules a–c): points, goal difference, goals scored in all group matches.
  it("ranks equal points by goal difference, then goals scored", () => {
    const matches = [goals(A, D, 3, 0), goals(B, D, 4, 2), goals(C, D, 2, 0), goals(A, B, 0, 0), goals(B, C, 0, 0), goals(C, A, 0, 0)];
    expect(table(computeStandings(teams([A, B, C, D]), matches, football))).toEqual([
      [A, 1, "scoreDifference"],
      [B, 2, "scoreFor"],
      [C, 3, "scoreFor"],
      [D, 4, null],
    ]);
  });

  // FIFA group rule d: still level → points in the matches between the teams concerned.
  it("breaks a two-way tie level on goals by head-to-head", () => {
    const matches = [goals(A, B, 2, 1), goals(C, A, 1, 0), goals(A, D, 1, 1), goals(B, C, 1, 0), goals(D, B, 1, 1), goals(D, C, 2, 0)];
    expect(table(computeStandings(teams([A, B, C, D]), matches, football))).toEqual([
      [D, 1, null],
      [A, 2, "pointsAmongTied"],
      [B, 3, "pointsAmongTied"],
      [C, 4, null],
    ]);
  });

  // Goal difference settles one team; the two left are recomputed among themselves (UEFA reapplication).
  it("breaks a three-way tie by goal difference, the pair left by head-to-head", () => {
    const matches = [goals(A, B, 1, 0), goals(B, C, 1, 0), goals(C, A, 1, 0), goals(A, D, 4, 0), goals(B, D, 2, 0), goals(C, D, 2, 0)];
    expect(table(computeStandings(teams([A, B, C, D]), matches, football))).toEqual([
      [A, 1, "scoreDifference"],
      [B, 2, "pointsAmongTied"],
      [C, 3, "pointsAmongTied"],
      [D, 4, null],
    ]);
  });

  // FIFA group rule e: goal difference in the matches between the teams concerned.
  it("breaks a tie level on head-to-head points by head-to-head goal difference", () => {
    const matches = [goals(A, B, 3, 0), goals(B, C, 1, 0), goals(C, A, 1, 0), goals(A, D, 3, 2), goals(B, D, 5, 0), goals(C, D, 5, 2)];
    const rows = computeStandings(teams([A, B, C, D]), matches, football);
    expect(rows.slice(0, 3).map((r) => [r.points, r.scoreFor, r.scoreAgainst])).toEqual([
      [6, 6, 3],
      [6, 6, 3],
      [6, 6, 3],
    ]);
    expect(table(rows)).toEqual([
      [A, 1, "scoreDifferenceAmongTied"],
      [C, 2, "scoreDifferenceAmongTied"],
      [B, 3, "scoreDifferenceAmongTied"],
      [D, 4, null],
    ]);
  });

  // FIFA group rule h: drawing of lots.
  it("shares a circular tie nothing separates, or orders it by lots", () => {
    const matches = [goals(A, B, 1, 0), goals(B, C, 1, 0), goals(C, A, 1, 0), ...[A, B, C].map((t) => goals(t, D, 1, 0))];
    expect(computeStandings(teams([A, B, C, D]), matches, football).map((r) => [r.rank, r.shared])).toEqual([
      [1, true],
      [1, true],
      [1, true],
      [4, false],
    ]);
    const withLots = computeStandings(teams([A, B, C, D], { [A]: 3, [B]: 2, [C]: 1 }), matches, football);
    expect(order(withLots)).toEqual([C, B, A, D]);
  });

  // Leagues that rank head-to-head before goal difference use a custom order.
  it("lets a category put head-to-head before goal difference", () => {
    const matches = [goals(A, B, 1, 0), goals(B, C, 1, 0), goals(C, A, 2, 0), goals(A, D, 5, 0), goals(B, D, 1, 0), goals(C, D, 1, 0)];
    expect(order(computeStandings(teams([A, B, C, D]), matches, football))).toEqual([A, C, B, D]);
    const headToHeadFirst: StandingsOptions = {
      ...football,
      rules: ["points", "pointsAmongTied", "scoreDifferenceAmongTied", "scoreDifference"],
    };
    expect(table(computeStandings(teams([A, B, C, D]), matches, headToHeadFirst))).toEqual([
      [C, 1, "scoreDifferenceAmongTied"],
      [B, 2, "scoreDifferenceAmongTied"],
      [A, 3, "scoreDifferenceAmongTied"],
      [D, 4, null],
    ]);
  });
});

describe("uefa", () => {
  const uefa: StandingsOptions = { preset: "uefa", scoring: "goals" };

  // UEFA a: level on points → the points in the matches among them, even against a better goal difference.
  it("ranks teams level on points by head-to-head before goal difference, where football's preset does not", () => {
    const matches = [goals(B, A, 1, 0), goals(A, C, 5, 0), goals(A, D, 5, 0), goals(B, C, 1, 0), goals(D, B, 1, 0), goals(C, D, 1, 0)];
    const rows = computeStandings(teams([A, B, C, D]), matches, uefa);
    expect(rows.slice(0, 2).map((r) => [r.teamId, r.points, r.scoreFor - r.scoreAgainst])).toEqual([
      [B, 6, 1],
      [A, 6, 9],
    ]);
    expect(table(rows)).toEqual([
      [B, 1, "pointsAmongTied"],
      [A, 2, "pointsAmongTied"],
      [C, 3, "pointsAmongTied"],
      [D, 4, "pointsAmongTied"],
    ]);
    expect(order(computeStandings(teams([A, B, C, D]), matches, football))).toEqual([A, B, C, D]);
  });

  // UEFA EURO 2024, group E: all four on 4 points. Romania won the group on goals scored among the four (4 to 2),
  // though Belgium beat Romania 2-0: a–c run their course among all four before d looks at a pair on its own.
  const [romania, belgium, slovakia, ukraine] = [A, B, C, D];
  const groupE = [
    goals(romania, ukraine, 3, 0),
    goals(belgium, slovakia, 0, 1),
    goals(slovakia, ukraine, 1, 2),
    goals(belgium, romania, 2, 0),
    goals(slovakia, romania, 1, 1),
    goals(ukraine, belgium, 0, 0),
  ];

  it("orders EURO 2024 group E as UEFA did: Romania, Belgium, Slovakia, Ukraine", () => {
    const rows = computeStandings(teams([belgium, slovakia, romania, ukraine]), groupE, uefa);
    expect(rows.map((r) => r.points)).toEqual([4, 4, 4, 4]);
    expect(table(rows)).toEqual([
      [romania, 1, "scoreForAmongTied"],
      [belgium, 2, "scoreForAmongTied"],
      [slovakia, 3, "scoreDifferenceAmongTied"],
      [ukraine, 4, "scoreDifferenceAmongTied"],
    ]);
    // Starting again with the pair as soon as goal difference split the four would have put Belgium first.
    const restarting: StandingsOptions = { preset: "football", scoring: "goals", rules: tieBreakRules("uefa") };
    expect(order(computeStandings(teams([belgium, slovakia, romania, ukraine]), groupE, restarting))).toEqual([belgium, romania, slovakia, ukraine]);
  });

  // UEFA d: two left level after a–c among three are compared again on their own match.
  it("applies the head-to-head rules again to the teams still level among themselves", () => {
    const matches = [goals(A, B, 3, 2), goals(B, C, 1, 0), goals(C, A, 1, 0), goals(A, D, 1, 0), goals(B, D, 1, 0), goals(C, D, 9, 0)];
    expect(table(computeStandings(teams([A, B, C, D]), matches, uefa))).toEqual([
      [A, 1, "pointsAmongTied"],
      [B, 2, "pointsAmongTied"],
      [C, 3, "scoreForAmongTied"],
      [D, 4, null],
    ]);
  });

  // UEFA e–f: head-to-head cannot split a circle; goal difference in all matches takes A, then goals scored decide
  // between B and C although B beat C, as the head-to-head rules are not gone through again.
  it("then goes on with goal difference and goals scored in all matches, without going back to head-to-head", () => {
    const matches = [goals(A, B, 1, 0), goals(B, C, 1, 0), goals(C, A, 1, 0), goals(A, D, 3, 0), goals(B, D, 2, 0), goals(C, D, 3, 1)];
    const rows = computeStandings(teams([A, B, C, D]), matches, uefa);
    expect(rows.slice(0, 3).map((r) => [r.teamId, r.scoreFor - r.scoreAgainst, r.scoreFor])).toEqual([
      [A, 3, 4],
      [C, 2, 4],
      [B, 2, 3],
    ]);
    expect(table(rows)).toEqual([
      [A, 1, "scoreDifference"],
      [C, 2, "scoreFor"],
      [B, 3, "scoreFor"],
      [D, 4, null],
    ]);
  });

  // UEFA: still level after every criterion → lots (in this portal, which keeps no disciplinary points).
  it("shares a circle nothing separates, or orders it by lots", () => {
    const matches = [goals(A, B, 1, 0), goals(B, C, 1, 0), goals(C, A, 1, 0), ...[A, B, C].map((t) => goals(t, D, 1, 0))];
    expect(computeStandings(teams([A, B, C, D]), matches, uefa).map((r) => [r.rank, r.shared, r.needsLots])).toEqual([
      [1, true, true],
      [1, true, true],
      [1, true, true],
      [4, false, false],
    ]);
    expect(table(computeStandings(teams([A, B, C, D], { [A]: 2, [B]: 3, [C]: 1 }), matches, uefa))).toEqual([
      [C, 1, "lots"],
      [A, 2, "lots"],
      [B, 3, "lots"],
      [D, 4, null],
    ]);
  });
});

describe("rankLabel", () => {
  it("shows a rank, a shared one with =, and a dash before any can be told", () => {
    expect(rankLabel({ rank: 3, shared: false })).toBe("3");
    expect(rankLabel({ rank: 2, shared: true })).toBe("2=");
    expect(rankLabel({ rank: null, shared: false })).toBe("–");
  });
});
