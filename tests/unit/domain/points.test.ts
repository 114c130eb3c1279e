import { describe, expect, it } from "vitest";
import {
  type Baseline,
  formatLiveScore,
  gameLabels,
  type GamesRules,
  type GameTypeSettings,
  type LiveScore,
  MAX_RACE_POINTS,
  pointRulesOf,
  type RallyRules,
  replayPoints,
  TOTAL_SERVES_IN_TURN,
  type TotalRules,
  resumeFrom,
  scoreNextPoint,
} from "~/domain/points";
import { type GameRules, type Side, validateMatchSets } from "~/domain/scoring";
import { seededRandom } from "../../support/seeded-random";

const padel: GamesRules = { count: "games", setsToWin: 2, gamesToWinSet: 6, deuce: "advantage", tieBreakTo: 7, matchTieBreakTo: null };
const goldenPadel: GamesRules = { ...padel, deuce: "golden" };
const superTieBreak: GamesRules = { ...padel, matchTieBreakTo: 10 };
const badminton: RallyRules = { count: "rally", setsToWin: 2, setTarget: 21, winByTwo: true, setCap: 30, serve: "rallyWinner", intervalAt: 11, decidingEndsAt: 11 };
const tableTennis: RallyRules = { count: "rally", setsToWin: 3, setTarget: 11, winByTwo: true, setCap: null, serve: "twoEach", intervalAt: null, decidingEndsAt: 5 };

/** The set records staff type, which point scoring must produce. */
const padelSets: GameRules = { scoring: "sets", setsToWin: 2, setTarget: 6, winByTwo: true, setCap: 7, matchTieBreakTo: null };
const badmintonSets: GameRules = { scoring: "sets", setsToWin: 2, setTarget: 21, winByTwo: true, setCap: 30, matchTieBreakTo: null };

const s = (home: number, away: number) => ({ home, away });
const H: Side = "home";
const A: Side = "away";
const times = (side: Side, n: number): Side[] => Array.from({ length: n }, () => side);
/** `n` points won by each side in turn, starting with `first`. */
const alternate = (n: number, first: Side = H): Side[] => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? first : first === H ? A : H));
const game = (side: Side) => times(side, 4);
const games = (side: Side, n: number) => Array.from({ length: n }, () => game(side)).flat();
/** A set that reaches `home`-`away` with its games won in turn while level, then the leader's. */
function setOf(home: number, away: number): Side[] {
  const level = Array.from({ length: Math.min(home, away) }, () => [...game(H), ...game(A)]).flat();
  return [...level, ...games(home > away ? H : A, Math.abs(home - away))];
}

function score(rules: GamesRules | RallyRules, points: Side[], start: Side | Baseline = H): LiveScore {
  const replay = replayPoints(rules, points, start);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.score;
}

describe("games counting (padel, tennis)", () => {
  it("counts 0, 15, 30, 40 and the game", () => {
    expect(gameLabels(score(padel, []))).toEqual({ home: "0", away: "0" });
    expect(gameLabels(score(padel, [H]))).toEqual({ home: "15", away: "0" });
    expect(gameLabels(score(padel, [H, H, A]))).toEqual({ home: "30", away: "15" });
    expect(gameLabels(score(padel, [H, H, H]))).toEqual({ home: "40", away: "0" });
    const won = score(padel, game(H));
    expect(won.sets).toEqual([{ home: 1, away: 0 }]);
    expect(won.game).toEqual({ home: 0, away: 0 });
    expect(won.last).toBe("game");
  });

  it("plays advantage from 40-40: deuce, advantage, back to deuce, game by two", () => {
    const deuce = alternate(6);
    expect(gameLabels(score(padel, deuce))).toEqual({ home: "40", away: "40" });
    expect(gameLabels(score(padel, [...deuce, A]))).toEqual({ home: "40", away: "AD" });
    expect(gameLabels(score(padel, [...deuce, A, H]))).toEqual({ home: "40", away: "40" });
    expect(score(padel, [...deuce, A, H, H]).sets).toEqual([{ home: 0, away: 0 }]);
    expect(score(padel, [...deuce, A, H, H, H]).sets).toEqual([{ home: 1, away: 0 }]);
  });

  it("ends the game on the golden point at 40-40 when the game type says so, a game point for both", () => {
    const deuce = alternate(6);
    expect(score(goldenPadel, deuce).pointsFor).toEqual([
      { side: "home", stakes: "game" },
      { side: "away", stakes: "game" },
    ]);
    expect(score(goldenPadel, [...deuce, A]).sets).toEqual([{ home: 0, away: 1 }]);
    expect(score(padel, deuce).pointsFor).toEqual([]);
  });

  it("wins a set 6-4 and 7-5, and plays a tie-break at 6-6 that wins the set 7-6", () => {
    expect(score(padel, setOf(6, 4)).sets).toEqual([{ home: 6, away: 4 }]);
    expect(score(padel, setOf(7, 5)).sets).toEqual([{ home: 7, away: 5 }]);
    const sixAll = setOf(6, 6);
    expect(score(padel, sixAll).tieBreak).toBe("set");
    expect(score(padel, sixAll).sets).toEqual([{ home: 6, away: 6 }]);
    // The tie-break goes to 7 by two: 6-6 in points is not enough, 8-6 is.
    const tieBreak = [...alternate(12), H];
    expect(score(padel, [...sixAll, ...tieBreak]).tieBreak).toBe("set");
    expect(formatLiveScore(score(padel, [...sixAll, ...tieBreak]))).toBe("6-6 (7-6)");
    const won = score(padel, [...sixAll, ...tieBreak, H]);
    expect(won.sets).toEqual([{ home: 7, away: 6 }]);
    expect(won.tieBreak).toBeNull();
    expect(won.last).toBe("set");
  });

  it("produces set records that staff could have typed, and ends the match with its winner", () => {
    const points = [...setOf(6, 4), ...setOf(3, 6), ...setOf(6, 2)];
    const replay = score(padel, points);
    expect(replay.winner).toBe("home");
    expect(replay.last).toBe("match");
    expect(replay.server).toBeNull();
    expect(validateMatchSets(padelSets, replay.sets, { complete: true })).toMatchObject({ ok: true, winner: "home" });
  });

  it("refuses a point after the match is over", () => {
    const over = [...games(H, 6), ...games(H, 6)];
    expect(replayPoints(padel, over).ok).toBe(true);
    expect(replayPoints(padel, [...over, A])).toEqual({ ok: false, error: { code: "point.afterMatch", params: { point: over.length + 1 } } });
  });

  it("plays a match tie-break to 10 instead of the deciding set, recorded with its points", () => {
    const oneAll = [...games(H, 6), ...games(A, 6)];
    const started = score(superTieBreak, oneAll);
    expect(started.tieBreak).toBe("match");
    const deep = score(superTieBreak, [...oneAll, ...alternate(18), H]);
    expect(formatLiveScore(deep)).toBe("6-0 0-6 (10-9)");
    expect(deep.pointsFor).toEqual([{ side: "home", stakes: "match" }]);
    const won = score(superTieBreak, [...oneAll, ...alternate(18), H, H]);
    expect(won.winner).toBe("home");
    expect(won.sets).toEqual([
      { home: 6, away: 0 },
      { home: 0, away: 6 },
      { home: 11, away: 9 },
    ]);
  });

  it("produces a match tie-break the set check takes as the deciding set", () => {
    const oneAll = [...games(H, 6), ...games(A, 6)];
    const won = score(superTieBreak, [...oneAll, ...alternate(18), H, H]);
    expect(validateMatchSets({ ...padelSets, matchTieBreakTo: 10 }, won.sets, { complete: true })).toMatchObject({ ok: true, winner: "home" });
  });

  it("changes the server every game, and in a tie-break after the first point, then every two", () => {
    expect(score(padel, []).server).toBe("home");
    expect(score(padel, game(H)).server).toBe("away");
    expect(score(padel, games(H, 2)).server).toBe("home");
    expect(score(padel, [], "away").server).toBe("away");
    const sixAll = setOf(6, 6);
    // Twelve games served: the tie-break's first point is served as the thirteenth game would be, by the first server.
    const servers = Array.from({ length: 6 }, (_, i) => score(padel, [...sixAll, ...alternate(i)]).server);
    expect(servers).toEqual(["home", "away", "away", "home", "home", "away"]);
    // After the tie-break (a game of its own) the other side serves the next set's first game.
    expect(score(padel, [...sixAll, ...times(H, 7)]).server).toBe("away");
  });

  it("calls the change of ends after the first game of a set and every two games, and at the end of a set", () => {
    expect(score(padel, game(H)).interval).toBe("betweenGames");
    expect(score(padel, games(H, 2)).interval).toBeNull();
    expect(score(padel, games(H, 3)).interval).toBe("betweenGames");
    expect(score(padel, [...games(H, 3), H]).interval).toBeNull();
    expect(score(padel, games(H, 6)).interval).toBe("betweenGames");
  });

  it("names game, set and match points", () => {
    expect(score(padel, times(H, 3)).pointsFor).toEqual([{ side: "home", stakes: "game" }]);
    expect(score(padel, [...games(H, 5), ...times(H, 3)]).pointsFor).toEqual([{ side: "home", stakes: "set" }]);
    expect(score(padel, [...games(H, 11), ...times(H, 3)]).pointsFor).toEqual([{ side: "home", stakes: "match" }]);
  });

  it("reads like a scoreboard", () => {
    expect(formatLiveScore(score(padel, [...setOf(6, 4), ...games(H, 3), ...games(A, 2), H, H, A]))).toBe("6-4 3-2 (30-15)");
    expect(formatLiveScore(score(padel, [...setOf(6, 4), ...games(H, 3)]))).toBe("6-4 3-0");
    expect(formatLiveScore(score(padel, []))).toBe("");
  });
});

describe("rally counting (badminton)", () => {
  it("counts every rally as a point of the game, to 21 by two, capped at 30", () => {
    expect(score(badminton, times(H, 20)).sets).toEqual([{ home: 20, away: 0 }]);
    expect(score(badminton, times(H, 21)).sets).toEqual([{ home: 21, away: 0 }]);
    expect(score(badminton, times(H, 21)).last).toBe("set");
    const twentyAll = alternate(40);
    expect(score(badminton, [...twentyAll, H]).sets).toEqual([{ home: 21, away: 20 }]);
    expect(score(badminton, [...twentyAll, H, H]).sets).toEqual([{ home: 22, away: 20 }]);
    const twentyNineAll = alternate(58);
    expect(score(badminton, [...twentyNineAll, A]).sets).toEqual([{ home: 29, away: 30 }]);
    expect(score(badminton, [...twentyNineAll, A]).last).toBe("set");
    expect(validateMatchSets(badmintonSets, [{ home: 29, away: 30 }], { complete: false })).toMatchObject({ ok: true });
  });

  it("gives the service to the rally's winner, and the next game's first service to the game's winner", () => {
    expect(score(badminton, []).server).toBe("home");
    expect(score(badminton, [A]).server).toBe("away");
    expect(score(badminton, [A, H]).server).toBe("home");
    expect(score(badminton, [...times(A, 20), ...times(H, 2), A]).server).toBe("away");
    expect(score(badminton, times(A, 21)).server).toBe("away");
  });

  it("calls the interval when the leader reaches 11, and between games", () => {
    expect(score(badminton, times(H, 10)).interval).toBeNull();
    expect(score(badminton, times(H, 11)).interval).toBe("inGame");
    expect(score(badminton, times(H, 12)).interval).toBeNull();
    expect(score(badminton, [...times(H, 11), ...times(A, 11)]).interval).toBeNull();
    expect(score(badminton, times(H, 21)).interval).toBe("betweenGames");
  });

  it("ends the match at two games and reads 21-19 14-12 while it runs", () => {
    const first = [...alternate(38), H, H];
    expect(formatLiveScore(score(badminton, [...first, ...alternate(24, A), H, H]))).toBe("21-19 14-12");
    const over = score(badminton, [...first, ...times(H, 21)]);
    expect(over.winner).toBe("home");
    expect(over.sets).toEqual([
      { home: 21, away: 19 },
      { home: 21, away: 0 },
    ]);
    expect(replayPoints(badminton, [...first, ...times(H, 21), A]).ok).toBe(false);
  });

  it("names game and match points for the side that would win, in the sport's words: a rally set is a game", () => {
    expect(score(badminton, times(H, 20)).pointsFor).toEqual([{ side: "home", stakes: "game" }]);
    expect(score(badminton, [...times(H, 21), ...times(H, 20)]).pointsFor).toEqual([{ side: "home", stakes: "match" }]);
    expect(score(badminton, [...alternate(58)]).pointsFor).toEqual([
      { side: "home", stakes: "game" },
      { side: "away", stakes: "game" },
    ]);
    expect(score(tableTennis, times(H, 10)).pointsFor).toEqual([{ side: "home", stakes: "game" }]);
  });

  it("calls the change of ends with the interval at 11 of the deciding game only", () => {
    const oneAll = [...times(H, 21), ...times(A, 21)];
    expect(score(badminton, [...oneAll, ...times(A, 11)]).interval).toBe("inGameChangeEnds");
    expect(score(badminton, [...oneAll, ...alternate(20), H]).interval).toBe("inGameChangeEnds");
    expect(score(badminton, [...oneAll, ...times(A, 12)]).interval).toBeNull();
    expect(score(badminton, [...times(H, 21), ...times(A, 11)]).interval).toBe("inGame");
  });
});

describe("rally counting (table tennis)", () => {
  it("plays to 11 by two with no cap, best of five", () => {
    expect(score(tableTennis, times(H, 11)).sets).toEqual([{ home: 11, away: 0 }]);
    expect(score(tableTennis, [...alternate(30), H]).sets).toEqual([{ home: 16, away: 15 }]);
    expect(score(tableTennis, [...alternate(30), H, H]).last).toBe("set");
    expect(score(tableTennis, times(H, 33)).winner).toBe("home");
    expect(score(tableTennis, times(H, 22)).winner).toBeNull();
  });

  it("changes the server every two points, every point from 10-10, and swaps the first server each game", () => {
    const servers = (points: Side[]) => score(tableTennis, points).server;
    expect([0, 1, 2, 3, 4].map((n) => servers(alternate(n)))).toEqual(["home", "home", "away", "away", "home"]);
    const tenAll = alternate(20);
    expect(servers(tenAll)).toBe("home");
    expect(servers([...tenAll, H])).toBe("away");
    expect(servers([...tenAll, H, A])).toBe("home");
    expect(servers(times(H, 11))).toBe("away");
    expect(servers(times(H, 22))).toBe("home");
  });

  it("pauses for no interval in a game, changes ends between games, and in the deciding game when a side first reaches 5", () => {
    expect(score(tableTennis, times(H, 5)).interval).toBeNull();
    expect(score(tableTennis, times(H, 11)).interval).toBe("betweenGames");
    const twoAll = [...times(H, 11), ...times(A, 11), ...times(H, 11), ...times(A, 11)];
    expect(score(tableTennis, [...twoAll, ...alternate(8)]).interval).toBeNull();
    expect(score(tableTennis, [...twoAll, ...alternate(8), H]).interval).toBe("changeEnds");
    expect(score(tableTennis, [...twoAll, ...times(A, 5)]).interval).toBe("changeEnds");
    expect(score(tableTennis, [...twoAll, ...times(A, 6)]).interval).toBeNull();
    // Once only: the other side's fifth point, later, changes nothing.
    expect(score(tableTennis, [...twoAll, ...times(A, 5), ...times(H, 5)]).interval).toBeNull();
  });
});

describe("a game type's point rules", () => {
  const stored: GameTypeSettings = {
    scoring: "sets",
    setsToWin: 2,
    setTarget: 6,
    winByTwo: true,
    setCap: 7,
    pointCounting: "games",
    deuce: "golden",
    tieBreakTo: 7,
    matchTieBreakTo: 10,
    serve: "rallyWinner",
    intervalAt: null,
    decidingEndsAt: null,
  };

  it("reads games counting with its deuce and match tie-break, rally counting with its serve and interval", () => {
    expect(pointRulesOf(stored)).toEqual({ ...goldenPadel, matchTieBreakTo: 10 });
    expect(pointRulesOf({ ...stored, pointCounting: "rally", setTarget: 21, setCap: 30, intervalAt: 11, decidingEndsAt: 11 })).toEqual(badminton);
    expect(pointRulesOf({ ...stored, pointCounting: "rally", setsToWin: 3, setTarget: 11, setCap: null, serve: "twoEach", decidingEndsAt: 5 })).toEqual(tableTennis);
  });

  it("has none for a goals game", () => {
    expect(pointRulesOf({ ...stored, scoring: "goals" })).toBeNull();
  });

  it("plays to the category's total instead of the sport's sets when a category sets one (Americano, Mexicano)", () => {
    expect(pointRulesOf({ ...stored, total: 24 })).toEqual({ count: "total", total: 24 });
    expect(pointRulesOf({ ...stored, total: null })).toEqual({ ...goldenPadel, matchTieBreakTo: 10 });
  });
});

describe("a match played to a total of points (Americano, Mexicano)", () => {
  const to21: TotalRules = { count: "total", total: 21 };
  const to32: TotalRules = { count: "total", total: 32 };

  it("ends when both sides' points add up to the total, whoever leads: 14-7 after 21 points", () => {
    const replay = replayPoints(to21, [...times(H, 14), ...times(A, 7)]);
    expect(replay.ok && replay.score).toMatchObject({ sets: [s(14, 7)], over: true, winner: H, server: null, last: "match" });
    const running = replayPoints(to21, [...times(H, 14), ...times(A, 6)]);
    expect(running.ok && running.score).toMatchObject({ sets: [s(14, 6)], over: false, winner: null, last: "point" });
  });

  it("may end level at an even total: 16-16 of 32 is over with no winner", () => {
    const replay = replayPoints(to32, alternate(32));
    expect(replay.ok && replay.score).toMatchObject({ sets: [s(16, 16)], over: true, winner: null });
  });

  it("refuses a point after the total is reached", () => {
    const replay = replayPoints(to21, times(A, 22));
    expect(replay).toEqual({ ok: false, error: { code: "point.afterMatch", params: { point: 22 } } });
  });

  it("changes the server every four points", () => {
    const servers: (Side | null)[] = [];
    for (let n = 0; n < 3 * TOTAL_SERVES_IN_TURN; n++) {
      const replay = replayPoints(to21, times(H, n), A);
      servers.push(replay.ok ? replay.score.server : null);
    }
    expect(servers).toEqual([...times(A, 4), ...times(H, 4), ...times(A, 4)]);
  });

  it("names the last point as a match point for each side that would win by it", () => {
    const atTwenty = replayPoints(to21, [...times(H, 10), ...times(A, 10)]);
    expect(atTwenty.ok && atTwenty.score.pointsFor).toEqual([
      { side: H, stakes: "match" },
      { side: A, stakes: "match" },
    ]);
    const lopsided = replayPoints(to21, [...times(H, 15), ...times(A, 5)]);
    expect(lopsided.ok && lopsided.score.pointsFor).toEqual([{ side: H, stakes: "match" }]);
  });

  it("goes on from a baseline, or point by point, exactly as the whole match replayed", () => {
    const random = seededRandom(2132);
    for (let match = 0; match < 200; match++) {
      const rules = random.pick([to21, to32, { count: "total", total: 16 } as const, { count: "total", total: 24 } as const]);
      const points = Array.from({ length: rules.total }, () => random.pick([H, A]));
      const start = random.pick([H, A]);
      let kept = replayPoints(rules, [], start);
      for (let n = 1; n <= points.length && kept.ok; n++) {
        kept = scoreNextPoint(rules, kept.score, points[n - 1]!, n);
        expect(kept).toEqual(replayPoints(rules, points.slice(0, n), start));
      }
      expect(kept.ok && kept.score.over).toBe(true);
    }
  });
});

describe("a replay from a baseline (a correction of the set scores)", () => {
  it("goes on from corrected games with the server named, the next game served by the other side", () => {
    const from = { sets: [s(6, 4), s(2, 1)], server: A };
    const next = score(padel, [H], from);
    expect(formatLiveScore(next)).toBe("6-4 2-1 (15-0)");
    expect(next.server).toBe(A);
    const gameWon = score(padel, game(H), from);
    expect(formatLiveScore(gameWon)).toBe("6-4 3-1");
    expect(gameWon.server).toBe(H);
  });

  it("plays the tie-break of a set corrected to 6-6, the server changing after its first point", () => {
    const from = { sets: [s(6, 6)], server: H };
    const first = score(padel, [A], from);
    expect(first.tieBreak).toBe("set");
    expect(formatLiveScore(first)).toBe("6-6 (0-1)");
    expect(first.server).toBe(A);
    expect(score(padel, times(H, 7), from).sets).toEqual([s(7, 6)]);
  });

  it("goes on with a match tie-break corrected midway, and starts one after sets corrected to one all", () => {
    const midway = score(superTieBreak, [H], { sets: [s(6, 4), s(4, 6), s(5, 3)], server: H });
    expect(midway.tieBreak).toBe("match");
    expect(formatLiveScore(midway)).toBe("6-4 4-6 (6-3)");
    const oneAll = score(superTieBreak, [A], { sets: [s(6, 4), s(4, 6)], server: A });
    expect(formatLiveScore(oneAll)).toBe("6-4 4-6 (0-1)");
    expect(oneAll.server).toBe(H);
  });

  it("goes on with rally points: badminton's interval at 11, table tennis's two services each counted from the set's points", () => {
    const badmintonNext = score(badminton, [H], { sets: [s(21, 19), s(10, 8)], server: A });
    expect(formatLiveScore(badmintonNext)).toBe("21-19 11-8");
    expect(badmintonNext.server).toBe(H);
    expect(badmintonNext.interval).toBe("inGame");
    const from = { sets: [s(11, 9), s(3, 2)], server: H };
    expect(score(tableTennis, [A], from).server).toBe(A);
    expect(score(tableTennis, [A, H], from).server).toBe(A);
    expect(score(tableTennis, [A, H, H], from).server).toBe(H);
  });

  it("refuses a point after a corrected score that already decides the match", () => {
    expect(replayPoints(padel, [H], { sets: [s(6, 4), s(6, 3)], server: H })).toEqual({ ok: false, error: { code: "point.afterMatch", params: { point: 1 } } });
  });
});

describe("a match no real one reaches", () => {
  it("refuses a point past 50 for a side in a tie-break, a match tie-break and an advantage game", () => {
    const sixAll = setOf(6, 6);
    const fiftyAll = alternate(100);
    expect(formatLiveScore(score(padel, [...sixAll, ...fiftyAll]))).toBe("6-6 (50-50)");
    expect(replayPoints(padel, [...sixAll, ...fiftyAll, H])).toEqual({ ok: false, error: { code: "point.tooLong", params: { point: sixAll.length + 101, limit: MAX_RACE_POINTS } } });
    const oneAll = [...games(H, 6), ...games(A, 6)];
    expect(replayPoints(superTieBreak, [...oneAll, ...fiftyAll, A])).toMatchObject({ ok: false, error: { code: "point.tooLong" } });
    expect(gameLabels(score(padel, fiftyAll))).toEqual({ home: "40", away: "40" });
    expect(replayPoints(padel, [...fiftyAll, H])).toMatchObject({ ok: false, error: { code: "point.tooLong", params: { point: 101 } } });
  });

  it("refuses a rally set past 50 without a cap, and ends one with a cap there", () => {
    expect(replayPoints(tableTennis, [...alternate(100), H])).toMatchObject({ ok: false, error: { code: "point.tooLong", params: { limit: 50 } } });
    expect(score(badminton, [...alternate(58), H]).sets).toEqual([s(30, 29)]);
  });

  it("counts the refused point from the baseline when going on from a kept score", () => {
    const kept = score(padel, [...setOf(6, 6), ...alternate(100)]);
    expect(scoreNextPoint(padel, kept, A, 185)).toEqual({ ok: false, error: { code: "point.tooLong", params: { point: 185, limit: 50 } } });
  });
});

describe("a score kept after each point", () => {
  const rulesToTry: [string, GamesRules | RallyRules][] = [
    ["padel, advantage", padel],
    ["padel, golden point", goldenPadel],
    ["padel, match tie-break", superTieBreak],
    ["tennis, best of five", { ...padel, setsToWin: 3 }],
    ["badminton", badminton],
    ["table tennis", tableTennis],
    ["rally, no cap, no interval", { ...badminton, setCap: null, intervalAt: null, decidingEndsAt: null, setTarget: 15 }],
  ];

  /** A match's points: runs of one side, games traded (tie-breaks), strict alternation (deuces, long races) and coin tosses leaning either way. */
  function randomPoints(random: ReturnType<typeof seededRandom>, length: number): Side[] {
    const points: Side[] = [];
    while (points.length < length) {
      const style = random.pick(["alternate", "lean", "lean", "run", "trade"] as const);
      const run = random.int(1, style === "alternate" ? 120 : 40);
      const lean = random.next();
      if (style === "trade") points.push(...Array.from({ length: run }, (_, i) => game(i % 2 === 0 ? H : A)).flat());
      for (let i = 0; i < run && style !== "trade"; i++) {
        if (style === "alternate") points.push(points.at(-1) === H ? A : H);
        else if (style === "run") points.push(i === 0 ? random.pick([H, A]) : points.at(-1)!);
        else points.push(random.next() < lean ? H : A);
      }
    }
    return points.slice(0, length);
  }

  // A guard against a hang, not a speed check: on a busy 2-core machine the replays take seconds.
  it.each(rulesToTry)("equals the whole match replayed after every point, over many random matches (%s)", { timeout: 60_000 }, (_, rules) => {
    const random = seededRandom(rules.count === "games" ? rules.gamesToWinSet * 1000 + rules.setsToWin : rules.setTarget * 7);
    const met = { tieBreakPoints: 0, changeEnds: 0, refusals: 0, fromBaseline: 0, finished: 0 };
    for (let match = 0; match < 80; match++) {
      let start: Side | Baseline = random.pick([H, A]);
      // Some matches go on from a baseline: a correction, or a score kept mid-game.
      if (random.next() < 0.3) {
        const before = replayPoints(rules, randomPoints(random, random.int(0, 120)), start);
        if (before.ok && before.score.winner === null) {
          start = random.next() < 0.5 ? resumeFrom(before.score) : { sets: before.score.sets, server: random.pick([H, A]) };
          met.fromBaseline++;
        }
      }
      const points = randomPoints(random, random.int(1, 500));
      let kept = replayPoints(rules, [], start);
      for (let n = 1; n <= points.length && kept.ok; n++) {
        const next = scoreNextPoint(rules, kept.score, points[n - 1]!, n);
        // Every point of the first 100, then every 25th and the last: a whole replay per point is the slow side.
        if (n <= 100 || n % 25 === 0 || n === points.length || !next.ok) expect(next, `match ${match}, point ${n}`).toEqual(replayPoints(rules, points.slice(0, n), start));
        kept = next;
        if (next.ok && next.score.tieBreak !== null) met.tieBreakPoints++;
        if (next.ok && (next.score.interval === "inGameChangeEnds" || next.score.interval === "changeEnds")) met.changeEnds++;
        if (next.ok && next.score.winner !== null) met.finished++;
        if (!next.ok && next.error.code === "point.tooLong") met.refusals++;
      }
    }
    // The random matches reach what this is about: baselines, the end of matches, and the sport's long races and intervals.
    expect(met.fromBaseline).toBeGreaterThan(10);
    expect(met.finished).toBeGreaterThan(10);
    if (rules.count === "games") expect(met.tieBreakPoints).toBeGreaterThan(10);
    if (rules.count === "rally" && rules.decidingEndsAt !== null) expect(met.changeEnds).toBeGreaterThan(0);
    if (rules.count === "games" ? rules.deuce === "advantage" : rules.setCap === null) expect(met.refusals).toBeGreaterThan(0);
  });
});
