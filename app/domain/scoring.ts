/**
 * Scores as staff type them: checking sets and goals, and deriving a match's
 * result. The winner is always derived here, never typed.
 */

export type GameRules = {
  scoring: "sets" | "goals";
  /** Sets needed to win the match: 2 = best of 3, 3 = best of 5. */
  setsToWin: number;
  /** Games or points that win a set: padel & tennis 6, badminton 21, table tennis 11. */
  setTarget: number;
  winByTwo: boolean;
  /** Score at which a set ends whatever the margin (7 after a 6-6 tie-break, badminton 30); null = none. */
  setCap: number | null;
  /** Points of a match tie-break played instead of the deciding set (recorded as that set, e.g. 10-8); null = a full deciding set. */
  matchTieBreakTo: number | null;
};

export type SetScore = { home: number; away: number };
export type Side = "home" | "away";

/**
 * Every way a score can be refused. `set` is 1-based, as staff count sets.
 * - set.notANumber: a side is negative, fractional or not a number.
 * - set.notFinished: a legal score short of the end of the set (6-5, 20-20).
 * - set.invalid: a score no set can end on or pass through (padel 8-6 or 7-4, badminton 31-29).
 * - set.afterDecided: a set entered after one side already won the match.
 * - match.notDecided: a finished match in which nobody reached setsToWin.
 * - match.decided: a retirement entered for a match the sets already decided.
 * - goals.invalid: goals negative, fractional or 100 and over.
 * - goals.drawNotAllowed: a draw in a stage that needs a winner (knockout).
 * - scoring.mismatch: sets typed for a goals game or goals for a sets game.
 */
export type ScoreError =
  | { code: "set.notANumber"; params: { set: number } }
  | { code: "set.notFinished"; params: { set: number } }
  | { code: "set.invalid"; params: { set: number; home: number; away: number } }
  | { code: "set.afterDecided"; params: { set: number } }
  | { code: "match.notDecided"; params: { homeSets: number; awaySets: number; setsToWin: number } }
  | { code: "match.decided"; params: { winner: Side } }
  | { code: "goals.invalid"; params: { side: Side } }
  | { code: "goals.drawNotAllowed"; params: Record<string, never> }
  | { code: "scoring.mismatch"; params: { expected: GameRules["scoring"] } };

/** Beyond this, a typed goal count is a typing slip rather than a futsal score. */
const maxGoals = 99;
/** The score a forfeited goals game is recorded with, as in football. */
const forfeitGoals = 3;

const isCount = (n: number) => Number.isInteger(n) && n >= 0;

/** The rules one set is played by: a deciding set may be a match tie-break, a race to its points by two. */
export type SetRules = Pick<GameRules, "setTarget" | "winByTwo" | "setCap">;

function setRules(rules: GameRules, decidingSet: boolean): SetRules {
  if (!decidingSet || rules.matchTieBreakTo === null) return rules;
  return { setTarget: rules.matchTieBreakTo, winByTwo: true, setCap: null };
}

function isFinishedSet(rules: SetRules, { home, away }: SetScore): boolean {
  const w = Math.max(home, away);
  const l = Math.min(home, away);
  const { setTarget: target, setCap: cap } = rules;
  if (w < target || w === l) return false;
  if (cap !== null && w > cap) return false;
  if (w === target) return w - l >= (rules.winByTwo ? 2 : 1);
  // Past the target only a won-by-two rally can continue, so without it nothing ends above the target.
  if (!rules.winByTwo) return false;
  return w - l === 2 || (cap !== null && w === cap && l === cap - 1);
}

/** A legal live score: the set is not over yet and can still end normally. */
export function isSetInProgress(rules: SetRules, set: SetScore): boolean {
  if (!isCount(set.home) || !isCount(set.away)) return false;
  const w = Math.max(set.home, set.away);
  const l = Math.min(set.home, set.away);
  if (rules.setCap !== null && w >= rules.setCap) return false;
  if (w < rules.setTarget) return true;
  return rules.winByTwo && w - l <= 1;
}

/** Null when `set` is a finished set; `setNo` (1-based) only labels the error. */
export function validateSet(rules: SetRules, set: SetScore, setNo = 1): ScoreError | null {
  if (!isCount(set.home) || !isCount(set.away)) return { code: "set.notANumber", params: { set: setNo } };
  if (isFinishedSet(rules, set)) return null;
  if (isSetInProgress(rules, set)) return { code: "set.notFinished", params: { set: setNo } };
  return { code: "set.invalid", params: { set: setNo, home: set.home, away: set.away } };
}

export type MatchSetsResult = { ok: true; homeSets: number; awaySets: number; winner: Side | null } | { ok: false; errors: ScoreError[] };

/**
 * Checks the sets of a match. `complete`: the match is over, so it must be
 * decided and every set finished; otherwise (live) the last set may still be
 * running and the winner is null until someone reaches setsToWin.
 */
export function validateMatchSets(rules: GameRules, sets: readonly SetScore[], { complete }: { complete: boolean }): MatchSetsResult {
  if (rules.scoring !== "sets") return { ok: false, errors: [{ code: "scoring.mismatch", params: { expected: "goals" } }] };
  const errors: ScoreError[] = [];
  let homeSets = 0;
  let awaySets = 0;
  sets.forEach((set, i) => {
    const setNo = i + 1;
    if (homeSets >= rules.setsToWin || awaySets >= rules.setsToWin) {
      errors.push({ code: "set.afterDecided", params: { set: setNo } });
      return;
    }
    const deciding = homeSets === rules.setsToWin - 1 && awaySets === rules.setsToWin - 1;
    const error = validateSet(setRules(rules, deciding), set, setNo);
    if (error === null) {
      if (set.home > set.away) homeSets++;
      else awaySets++;
      return;
    }
    const liveLastSet = !complete && setNo === sets.length && error.code === "set.notFinished";
    if (!liveLastSet) errors.push(error);
  });
  if (errors.length > 0) return { ok: false, errors };
  const winner = homeSets >= rules.setsToWin ? "home" : awaySets >= rules.setsToWin ? "away" : null;
  if (complete && winner === null) {
    return {
      ok: false,
      errors: [{ code: "match.notDecided", params: { homeSets, awaySets, setsToWin: rules.setsToWin } }],
    };
  }
  return { ok: true, homeSets, awaySets, winner };
}

export type GoalsResult = { ok: true; winner: Side | null } | { ok: false; errors: ScoreError[] };

export function validateGoals(home: number, away: number, { drawAllowed }: { drawAllowed: boolean }): GoalsResult {
  const errors: ScoreError[] = [];
  if (!isCount(home) || home > maxGoals) errors.push({ code: "goals.invalid", params: { side: "home" } });
  if (!isCount(away) || away > maxGoals) errors.push({ code: "goals.invalid", params: { side: "away" } });
  if (errors.length > 0) return { ok: false, errors };
  if (home === away) {
    return drawAllowed ? { ok: true, winner: null } : { ok: false, errors: [{ code: "goals.drawNotAllowed", params: {} }] };
  }
  return { ok: true, winner: home > away ? "home" : "away" };
}

export type ResultInput =
  { status: "finished"; sets: SetScore[] } | { status: "finished"; goals: SetScore } | { status: "walkover"; present: Side } | { status: "retired"; retired: Side; sets: SetScore[] };

/** homeScore/awayScore: sets won in a sets game, goals in a goals game. */
export type MatchResult = { winner: Side | null; homeScore: number; awayScore: number; sets: SetScore[] };

export type DeriveResult = ({ ok: true } & MatchResult) | { ok: false; errors: ScoreError[] };

const opponent = (side: Side): Side => (side === "home" ? "away" : "home");

/** `winner` scores `high`, the other side `low`, as a home/away pair. */
function bySide(winner: Side, high: number, low: number): SetScore {
  return winner === "home" ? { home: high, away: low } : { home: low, away: high };
}

/**
 * The result to store for a match. `drawAllowed` (default true, the group
 * stage) only concerns goals games; pass false in knockout stages.
 */
export function deriveResult(rules: GameRules, input: ResultInput, { drawAllowed = true }: { drawAllowed?: boolean } = {}): DeriveResult {
  switch (input.status) {
    case "walkover":
      return forfeit(rules, input.present);
    case "retired":
      return retirement(rules, input.retired, input.sets);
    case "finished":
      if ("goals" in input) {
        if (rules.scoring !== "goals") return mismatch("sets");
        const { home, away } = input.goals;
        const goals = validateGoals(home, away, { drawAllowed });
        if (!goals.ok) return goals;
        return { ok: true, winner: goals.winner, homeScore: home, awayScore: away, sets: [] };
      }
      if (rules.scoring !== "sets") return mismatch("goals");
      return finishedSets(rules, input.sets);
  }
}

function mismatch(expected: GameRules["scoring"]): DeriveResult {
  return { ok: false, errors: [{ code: "scoring.mismatch", params: { expected } }] };
}

function finishedSets(rules: GameRules, sets: SetScore[]): DeriveResult {
  const checked = validateMatchSets(rules, sets, { complete: true });
  if (!checked.ok) return checked;
  return { ok: true, winner: checked.winner, homeScore: checked.homeSets, awayScore: checked.awaySets, sets };
}

/** The present side wins by the widest possible margin. */
function forfeit(rules: GameRules, present: Side): DeriveResult {
  if (rules.scoring === "goals") {
    const score = bySide(present, forfeitGoals, 0);
    return { ok: true, winner: present, homeScore: score.home, awayScore: score.away, sets: [] };
  }
  const score = bySide(present, rules.setsToWin, 0);
  const sets = Array.from({ length: rules.setsToWin }, () => bySide(present, rules.setTarget, 0));
  return { ok: true, winner: present, homeScore: score.home, awayScore: score.away, sets };
}

/**
 * The opponent of the retiring side wins; the sets played stand as they are,
 * including a set abandoned midway. A goals game has no sets to keep, so a
 * retirement there is recorded as a forfeit.
 */
function retirement(rules: GameRules, retired: Side, sets: SetScore[]): DeriveResult {
  const winner = opponent(retired);
  if (rules.scoring === "goals") return forfeit(rules, winner);
  const checked = validateMatchSets(rules, sets, { complete: false });
  if (!checked.ok) return checked;
  if (checked.winner !== null) return { ok: false, errors: [{ code: "match.decided", params: { winner: checked.winner } }] };
  return { ok: true, winner, homeScore: checked.homeSets, awayScore: checked.awaySets, sets };
}
