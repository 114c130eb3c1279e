/**
 * Point-by-point scoring: the live score of a match replayed from the points
 * won, in order, by either side. The set scores it produces are the same
 * record staff type after a set (scoring.ts checks them); undoing a point is
 * replaying one point fewer.
 *
 * Two ways of counting:
 * - games (padel, tennis): 0 / 15 / 30 / 40 / game, with advantage or a golden
 *   point at 40-40; sets of `gamesToWinSet` games by two, a tie-break at
 *   `gamesToWinSet` all (to `tieBreakTo`, by two) that wins the set by one game;
 *   optionally a match tie-break (to `matchTieBreakTo`, by two) instead of the
 *   deciding set. Service changes every game; in a tie-break after the first
 *   point, then every two points.
 * - rally (badminton, table tennis): every rally is a point of the set, to
 *   `setTarget`, by two when `winByTwo`, ending at `setCap` whatever the margin.
 *   Badminton: the rally's winner serves next, the winner of a game serves first
 *   in the next, an interval when the leader reaches `intervalAt` and between
 *   games. Table tennis: two services each, one each from `setTarget - 1` all,
 *   and the side that received first in a game serves first in the next. In the
 *   deciding game the sides change ends when the leader first reaches
 *   `decidingEndsAt` (badminton 11, with its interval; table tennis 5). A rally set is what the
 *   sport calls a game: its stakes are game point and match point.
 *
 * - total (Americano, Mexicano): the match is one race of rallies to a total
 *   of points between both sides (16, 21, 24 or 32: 14-18 for 32), over the
 *   moment the total is reached, whoever leads (an even total may end level).
 *   The serve goes to the other side every four points (each player of a
 *   pair serving four in turn).
 *
 * No side of a real match wins more than 50 points in one game, tie-break or
 * set without a cap (the longest tie-break of a professional match went to
 * 36-34): a point past that is refused, so the points of a match are bounded.
 */
import type { SetScore, Side } from "./scoring";

export type GamesRules = {
  count: "games";
  /** Sets needed to win the match: 2 = best of 3. */
  setsToWin: number;
  gamesToWinSet: number;
  deuce: "advantage" | "golden";
  tieBreakTo: number;
  /** Points of a match tie-break played instead of the deciding set; null = the deciding set is a full set. */
  matchTieBreakTo: number | null;
};

export type RallyRules = {
  count: "rally";
  setsToWin: number;
  setTarget: number;
  winByTwo: boolean;
  setCap: number | null;
  serve: "rallyWinner" | "twoEach";
  /** The leader's score at which a game pauses for an interval (badminton 11); null = none. */
  intervalAt: number | null;
  /** The leader's score at which the sides change ends in the deciding game (badminton 11, table tennis 5); null = none. */
  decidingEndsAt: number | null;
};

/** A match played to a total of points between both sides (app/domain/formats/pairs.ts): the total is a category's setting, not the sport's. */
export type TotalRules = {
  count: "total";
  total: number;
};

/** Points in a row one side serves in a match played to a total. */
export const TOTAL_SERVES_IN_TURN = 4;

export type PointRules = GamesRules | RallyRules | TotalRules;

/** A game type's settings as stored (drizzle/schema/master.ts). */
export type GameTypeSettings = {
  scoring: "sets" | "goals";
  setsToWin: number;
  setTarget: number;
  winByTwo: boolean;
  setCap: number | null;
  pointCounting: "games" | "rally";
  deuce: GamesRules["deuce"];
  tieBreakTo: number;
  matchTieBreakTo: number | null;
  serve: RallyRules["serve"];
  intervalAt: number | null;
  decidingEndsAt: number | null;
  /** The total a match of the category is played to (Americano, Mexicano), in place of the sport's sets; null or absent otherwise. */
  total?: number | null;
};

/** How a game type's points are counted (or a category's total); null for a goals game, which has no points. */
export function pointRulesOf(type: GameTypeSettings): PointRules | null {
  if (type.scoring !== "sets") return null;
  if (type.total) return { count: "total", total: type.total };
  const { setsToWin, setTarget } = type;
  if (type.pointCounting === "games") {
    return { count: "games", setsToWin, gamesToWinSet: setTarget, deuce: type.deuce, tieBreakTo: type.tieBreakTo, matchTieBreakTo: type.matchTieBreakTo };
  }
  return { count: "rally", setsToWin, setTarget, winByTwo: type.winByTwo, setCap: type.setCap, serve: type.serve, intervalAt: type.intervalAt, decidingEndsAt: type.decidingEndsAt };
}

/** What just happened with the last point, for the scorer's screen and the spectators' card. */
export type PointMoment = "point" | "game" | "set" | "match";

export type LiveScore = {
  /** Sets won and lost, then the set in play (games, or rally points) once it has begun. */
  sets: SetScore[];
  /** Points of the game in play (games counting: 0, 1, 2, 3 = 40, 4 = advantage), or of the tie-break; null for rally counting. */
  game: SetScore | null;
  tieBreak: "set" | "match" | null;
  /** Who serves the next point; null once the match is over. */
  server: Side | null;
  /** The side that won; null while it is played, and for a match played to an even total that ended level. */
  winner: Side | null;
  /** The match is over: won, or, played to a total, ended level. */
  over: boolean;
  /**
   * A pause is due before the next point: an interval in a game (badminton at 11; in the deciding game with
   * a change of ends, `inGameChangeEnds`), a change of ends alone in the deciding game (`changeEnds`: table
   * tennis at 5), or the pause between games or sets.
   */
  interval: "inGame" | "inGameChangeEnds" | "changeEnds" | "betweenGames" | null;
  /** What the next point would win, for each side it would win it for (both at a golden point). */
  pointsFor: PointFor[];
  /** What the last point decided; null before the first point. */
  last: PointMoment | null;
};

export type PointFor = { side: Side; stakes: "game" | "set" | "match" };

export type PointError = { code: "point.afterMatch"; params: { point: number } } | { code: "point.tooLong"; params: { point: number; limit: number } };

/** The most points one side wins in a game, a tie-break or a set without a cap, in any real match. */
export const MAX_RACE_POINTS = 50;

/** The points a side may reach in a race to `target`: 50, or twice a target that high (no sport plays one). */
const raceLimit = (target: number) => Math.max(MAX_RACE_POINTS, 2 * target);

export type Replay = { ok: true; score: LiveScore } | { ok: false; error: PointError };

/**
 * Where a replay starts: the sets already played, the last one possibly under
 * way (games, or a match tie-break's points), and who serves next. A match
 * starts from no sets; a correction of the set scores starts from the sets as
 * corrected, the game in play back at 0-0. A score resumed after a point
 * (`resumeFrom`) also names the points of the game or set tie-break in play.
 */
export type Baseline = { sets: readonly SetScore[]; server: Side; game?: SetScore | null };

const other = (side: Side): Side => (side === "home" ? "away" : "home");
const add = (score: SetScore, side: Side): SetScore => ({ ...score, [side]: score[side] + 1 });
const zero = (): SetScore => ({ home: 0, away: 0 });
const leader = (score: SetScore): Side | null => (score.home > score.away ? "home" : score.away > score.home ? "away" : null);

/** A race to `target` points, by two when `byTwo`, ended at `cap` whatever the margin: the side that has won it, if any. */
function raceWinner(score: SetScore, target: number, byTwo: boolean, cap: number | null): Side | null {
  const ahead = leader(score);
  if (ahead === null) return null;
  const high = score[ahead];
  const margin = high - score[other(ahead)];
  if (cap !== null && high >= cap) return ahead;
  return high >= target && margin >= (byTwo ? 2 : 1) ? ahead : null;
}

function setsWon(sets: readonly SetScore[]): Record<Side, number> {
  const won = { home: 0, away: 0 };
  for (const set of sets) {
    const ahead = leader(set);
    if (ahead !== null) won[ahead]++;
  }
  return won;
}

/** The side that has won the match in these sets, if any (a baseline may be a finished match). */
function matchWinner(rules: GamesRules | RallyRules, done: readonly SetScore[]): Side | null {
  const won = setsWon(done);
  return won.home >= rules.setsToWin ? "home" : won.away >= rules.setsToWin ? "away" : null;
}

type GamesState = {
  done: SetScore[];
  set: SetScore;
  game: SetScore;
  tieBreak: "set" | "match" | null;
  /** Games served so far in the match (a tie-break counts as one game). */
  gamesPlayed: number;
  /** Who served the first point of the tie-break in play. */
  tieBreakServer: Side | null;
};

function gamesServer(state: GamesState, firstServer: Side): Side {
  if (state.tieBreak !== null && state.tieBreakServer !== null) {
    const played = state.game.home + state.game.away;
    // A, then B B, then A A, …: the first point alone, then two each.
    return Math.floor((played + 1) / 2) % 2 === 0 ? state.tieBreakServer : other(state.tieBreakServer);
  }
  return state.gamesPlayed % 2 === 0 ? firstServer : other(firstServer);
}

/** Whether a set of the baseline is over: by two from the target, a tie-break set (7-6), or a match tie-break won. */
function gamesSetWinner(rules: GamesRules, set: SetScore, matchTieBreak: boolean): Side | null {
  if (matchTieBreak) return raceWinner(set, rules.matchTieBreakTo ?? rules.tieBreakTo, true, null);
  const ahead = leader(set);
  if (ahead !== null && set[ahead] === rules.gamesToWinSet + 1 && set[other(ahead)] === rules.gamesToWinSet) return ahead;
  return raceWinner(set, rules.gamesToWinSet, true, null);
}

/** The state a baseline's sets leave: the sets done, the set or match tie-break in play, and the match's first server that makes `server` serve next. */
function gamesStart(rules: GamesRules, baseline: Baseline): { state: GamesState; firstServer: Side } {
  const state: GamesState = { done: [], set: zero(), game: zero(), tieBreak: null, gamesPlayed: 0, tieBreakServer: null };
  for (const set of baseline.sets) {
    const matchTieBreak = rules.matchTieBreakTo !== null && decidingSet(rules, state.done);
    if (gamesSetWinner(rules, set, matchTieBreak) !== null) {
      state.done.push(set);
      if (!matchTieBreak) state.gamesPlayed += set.home + set.away;
      continue;
    }
    if (matchTieBreak) {
      state.tieBreak = "match";
      state.game = set;
    } else {
      state.set = set;
      state.gamesPlayed += set.home + set.away;
      if (set.home === rules.gamesToWinSet && set.away === rules.gamesToWinSet) state.tieBreak = "set";
    }
    break;
  }
  if (state.tieBreak === null && rules.matchTieBreakTo !== null && decidingSet(rules, state.done) && state.set.home + state.set.away === 0) state.tieBreak = "match";
  // A match tie-break's points are its set's; a game's or a set tie-break's are the baseline's game.
  if (state.tieBreak !== "match" && baseline.game) state.game = baseline.game;
  // Whoever serves the game (or opened the tie-break) in play also served the match's first game when an even number of games came before.
  let gameServer = baseline.server;
  if (state.tieBreak !== null) {
    const played = state.game.home + state.game.away;
    const opened = Math.floor((played + 1) / 2) % 2 === 0 ? baseline.server : other(baseline.server);
    state.tieBreakServer = opened;
    gameServer = opened;
  }
  return { state, firstServer: state.gamesPlayed % 2 === 0 ? gameServer : other(gameServer) };
}

function replayGames(rules: GamesRules, baseline: Baseline, points: readonly Side[], counted: number): Replay {
  const { state, firstServer } = gamesStart(rules, baseline);
  let winner = matchWinner(rules, state.done);
  let last: PointMoment | null = null;
  let interval: LiveScore["interval"] = null;
  const startSet = () => {
    state.set = zero();
    if (rules.matchTieBreakTo !== null && decidingSet(rules, state.done)) {
      state.tieBreak = "match";
      state.tieBreakServer = gamesServer(state, firstServer);
    }
  };
  for (const [index, side] of points.entries()) {
    if (winner !== null) return { ok: false, error: { code: "point.afterMatch", params: { point: counted + index + 1 } } };
    state.game = add(state.game, side);
    const limit = raceLimit(raceTarget(rules, state));
    if (state.game[side] > limit) return { ok: false, error: { code: "point.tooLong", params: { point: counted + index + 1, limit } } };
    last = "point";
    interval = null;
    const gameWon = gameWinner(rules, state, state.game);
    if (gameWon === null) continue;
    const endedTieBreak = state.tieBreak;
    state.gamesPlayed++;
    state.tieBreak = null;
    state.tieBreakServer = null;
    last = "game";
    if (endedTieBreak === "match") {
      // The match tie-break stands as the deciding set, recorded with its points.
      state.done.push(state.game);
    } else {
      state.set = add(state.set, gameWon);
      const setWon = endedTieBreak === "set" ? gameWon : raceWinner(state.set, rules.gamesToWinSet, true, null);
      if (setWon === null) {
        state.game = zero();
        // Ends change after the first game of a set and every two games after it.
        if ((state.set.home + state.set.away) % 2 === 1) interval = "betweenGames";
        if (state.set.home === rules.gamesToWinSet && state.set.away === rules.gamesToWinSet) {
          state.tieBreak = "set";
          state.tieBreakServer = gamesServer(state, firstServer);
        }
        continue;
      }
      state.done.push(state.set);
    }
    state.game = zero();
    last = "set";
    if (setsWon(state.done)[gameWon] === rules.setsToWin) {
      winner = gameWon;
      last = "match";
      continue;
    }
    interval = "betweenGames";
    startSet();
  }
  // The set in play is shown once it has begun; a match tie-break in play is shown as the game.
  const setInPlay = winner === null && state.tieBreak !== "match" && state.set.home + state.set.away + state.game.home + state.game.away > 0;
  const sets = setInPlay ? [...state.done, state.set] : [...state.done];
  return {
    ok: true,
    score: {
      sets,
      game: winner === null ? state.game : null,
      tieBreak: winner === null ? state.tieBreak : null,
      server: winner === null ? gamesServer(state, firstServer) : null,
      winner,
      over: winner !== null,
      interval,
      pointsFor: winner === null ? gamesPointsFor(rules, state) : [],
      last,
    },
  };
}

/** The points the game in play goes to: a game's four, a tie-break's or a match tie-break's. */
function raceTarget(rules: GamesRules, state: GamesState): number {
  if (state.tieBreak === "match") return rules.matchTieBreakTo ?? rules.tieBreakTo;
  return state.tieBreak === "set" ? rules.tieBreakTo : 4;
}

/** Who wins the game in play, if anyone: a game to four points (by two, or a golden point at 40-40) or a tie-break. */
function gameWinner(rules: GamesRules, state: GamesState, game: SetScore): Side | null {
  return raceWinner(game, raceTarget(rules, state), state.tieBreak !== null || rules.deuce === "advantage", null);
}

/** Game, set or match point: what the next point would win, for each side it would win it for. */
function gamesPointsFor(rules: GamesRules, state: GamesState): LiveScore["pointsFor"] {
  return (["home", "away"] as const).flatMap((side): PointFor[] => {
    if (gameWinner(rules, state, add(state.game, side)) !== side) return [];
    if (state.tieBreak === "match") return [{ side, stakes: "match" }];
    const setWon = state.tieBreak === "set" || raceWinner(add(state.set, side), rules.gamesToWinSet, true, null) === side;
    if (!setWon) return [{ side, stakes: "game" }];
    return [{ side, stakes: setsWon(state.done)[side] + 1 === rules.setsToWin ? "match" : "set" }];
  });
}

function replayRally(rules: RallyRules, baseline: Baseline, points: readonly Side[], counted: number): Replay {
  const done: SetScore[] = [];
  let set = zero();
  for (const played of baseline.sets) {
    if (raceWinner(played, rules.setTarget, rules.winByTwo, rules.setCap) === null) {
      set = played;
      break;
    }
    done.push(played);
  }
  let server = baseline.server;
  // Two services each: the set's first server is whoever the count of points played so far says served first.
  let setServer = rules.serve === "twoEach" && twoEachServer(rules, set, baseline.server) !== baseline.server ? other(baseline.server) : baseline.server;
  let winner = matchWinner(rules, done);
  let last: PointMoment | null = null;
  let interval: LiveScore["interval"] = null;
  const limit = rules.setCap ?? raceLimit(rules.setTarget);
  for (const [index, side] of points.entries()) {
    if (winner !== null) return { ok: false, error: { code: "point.afterMatch", params: { point: counted + index + 1 } } };
    const before = Math.max(set.home, set.away);
    set = add(set, side);
    if (set[side] > limit) return { ok: false, error: { code: "point.tooLong", params: { point: counted + index + 1, limit } } };
    last = "point";
    const leaderReaches = (at: number | null) => at !== null && before < at && set[side] === at && set[side] > set[other(side)];
    const intervalDue = leaderReaches(rules.intervalAt);
    const endsDue = leaderReaches(rules.decidingEndsAt) && decidingSet(rules, done);
    interval = intervalDue && endsDue ? "inGameChangeEnds" : intervalDue ? "inGame" : endsDue ? "changeEnds" : null;
    const setWon = raceWinner(set, rules.setTarget, rules.winByTwo, rules.setCap);
    if (setWon === null) {
      server = rules.serve === "rallyWinner" ? side : twoEachServer(rules, set, setServer);
      continue;
    }
    done.push(set);
    set = zero();
    last = "set";
    if (setsWon(done)[setWon] === rules.setsToWin) {
      winner = setWon;
      last = "match";
      interval = null;
      continue;
    }
    // Between games the sides change ends and may pause (badminton, table tennis alike).
    interval = "betweenGames";
    // Badminton: the game's winner serves first; table tennis: the side that received first in the last game.
    setServer = rules.serve === "rallyWinner" ? setWon : other(setServer);
    server = setServer;
  }
  const begun = set.home + set.away > 0;
  return {
    ok: true,
    score: {
      sets: begun ? [...done, set] : [...done],
      game: null,
      tieBreak: null,
      server: winner === null ? server : null,
      winner,
      over: winner !== null,
      interval,
      pointsFor: winner === null ? rallyPointsFor(rules, done, set) : [],
      last,
    },
  };
}

/** Two services each; from `setTarget - 1` all (10-10 in table tennis), one each. */
function twoEachServer(rules: RallyRules, set: SetScore, setServer: Side): Side {
  const played = set.home + set.away;
  const deuceFrom = 2 * (rules.setTarget - 1);
  const turns = played < deuceFrom ? Math.floor(played / 2) : Math.floor(deuceFrom / 2) + (played - deuceFrom);
  return turns % 2 === 0 ? setServer : other(setServer);
}

/** A rally set is the sport's game (badminton, table tennis): its last point is a game point, or the match point. */
function rallyPointsFor(rules: RallyRules, done: readonly SetScore[], set: SetScore): LiveScore["pointsFor"] {
  return (["home", "away"] as const).flatMap((side): PointFor[] => {
    if (raceWinner(add(set, side), rules.setTarget, rules.winByTwo, rules.setCap) !== side) return [];
    return [{ side, stakes: setsWon(done)[side] + 1 === rules.setsToWin ? "match" : "game" }];
  });
}

/** Whether the sets done leave the deciding one in play: each side one set short of the match. */
function decidingSet(rules: GamesRules | RallyRules, done: readonly SetScore[]): boolean {
  const won = setsWon(done);
  return won.home === rules.setsToWin - 1 && won.away === rules.setsToWin - 1;
}

/**
 * A match to a total: its one "set" is the points of both sides, over when
 * they add up to the total. Who serves follows from the points played: the
 * side serving at the baseline keeps the turn until its four are served.
 */
function replayTotal(rules: TotalRules, baseline: Baseline, points: readonly Side[], counted: number): Replay {
  let score = baseline.sets[0] ? { ...baseline.sets[0] } : zero();
  const served = (played: number) => Math.floor(played / TOTAL_SERVES_IN_TURN) % 2;
  // The side that served the first point: the baseline's server, or the other one when an odd number of turns came before it.
  const firstServer = served(score.home + score.away) === 0 ? baseline.server : other(baseline.server);
  let last: PointMoment | null = null;
  for (const [index, side] of points.entries()) {
    if (score.home + score.away >= rules.total) return { ok: false, error: { code: "point.afterMatch", params: { point: counted + index + 1 } } };
    score = add(score, side);
    last = score.home + score.away === rules.total ? "match" : "point";
  }
  const played = score.home + score.away;
  const over = played >= rules.total;
  const pointsFor = over || played + 1 < rules.total ? [] : (["home", "away"] as const).filter((side) => leader(add(score, side)) === side).map((side): PointFor => ({ side, stakes: "match" }));
  return {
    ok: true,
    score: {
      sets: played > 0 ? [score] : [],
      game: null,
      tieBreak: null,
      server: over ? null : served(played) === 0 ? firstServer : other(firstServer),
      winner: over ? leader(score) : null,
      over,
      interval: null,
      pointsFor,
      last,
    },
  };
}

/**
 * The live score after `points` (who won each point, in order), from the
 * start of the match with `start` serving first, or from a baseline. `counted`
 * is how many points came before them, for the number a refusal names.
 */
export function replayPoints(rules: PointRules, points: readonly Side[], start: Side | Baseline = "home", counted = 0): Replay {
  const baseline = typeof start === "string" ? { sets: [], server: start } : start;
  if (rules.count === "total") return replayTotal(rules, baseline, points, counted);
  return rules.count === "games" ? replayGames(rules, baseline, points, counted) : replayRally(rules, baseline, points, counted);
}

/**
 * The baseline a score goes on from: its sets, the game in play and who serves
 * next. Replaying points from it gives what replaying the whole match gives
 * (the tests hold the two equal over many random matches), so a point costs
 * one step however long the match.
 */
export function resumeFrom(score: LiveScore): Baseline {
  const server = score.server ?? "home";
  // A match tie-break in play is shown as the game and recorded as the deciding set.
  if (score.tieBreak === "match" && score.game) return { sets: [...score.sets, score.game], server };
  return { sets: score.sets, server, game: score.game };
}

/** The score after one more point won by `side`, the `pointNo`th since the baseline. */
export function scoreNextPoint(rules: PointRules, score: LiveScore, side: Side, pointNo = 1): Replay {
  return replayPoints(rules, [side], resumeFrom(score), pointNo - 1);
}

/** A game's points below 40-40 as called: 0, 15, 30, 40. */
const calledPoint = (points: number) => ["0", "15", "30"][points] ?? "40";

/**
 * The game in play as a scoreboard shows it: "30"-"15", "40"-"AD", or the
 * tie-break's points ("5"-"4"). At 40-40 with a golden point both read "40".
 */
export function gameLabels(score: Pick<LiveScore, "game" | "tieBreak">): { home: string; away: string } | null {
  const { game } = score;
  if (game === null) return null;
  if (score.tieBreak !== null) return { home: String(game.home), away: String(game.away) };
  if (game.home >= 3 && game.away >= 3) {
    if (game.home === game.away) return { home: "40", away: "40" };
    return game.home > game.away ? { home: "AD", away: "40" } : { home: "40", away: "AD" };
  }
  return { home: calledPoint(game.home), away: calledPoint(game.away) };
}

/** Sets on one line: "6-4 3-2"; what a scorer's correction names as the score it corrects. */
export function setsLine(sets: readonly SetScore[]): string {
  return sets.map((set) => `${set.home}-${set.away}`).join(" ");
}

/** The score on one line, as spectators read it: "6-4 3-2 (30-15)", "21-19 14-12", "6-6 (5-4)". */
export function formatLiveScore(score: Pick<LiveScore, "sets" | "game" | "tieBreak">): string {
  const sets = setsLine(score.sets);
  const game = gameLabels(score);
  const inGame = game !== null && (game.home !== "0" || game.away !== "0" || score.tieBreak !== null);
  if (!inGame) return sets;
  const points = `(${game.home}-${game.away})`;
  return sets ? `${sets} ${points}` : points;
}
