/**
 * A match's points kept with the score they reach, so the next point costs one
 * step of the rules (points.ts, `scoreNextPoint`) however long the match has
 * run, and an undo replays at most `CHECKPOINT_EVERY - 1` points from the
 * score kept before it. The score after every point equals the whole stream
 * replayed from its baseline (the tests hold the two equal over many random
 * streams with undos). A goals game counts its goals the same way.
 *
 * A tally is changed in place (`pushPoint`, `popPoint`): its owner
 * (models/competition/point-tally.server.ts) keeps one per match and gives it
 * to one write at a time.
 */
import { replayPoints, resumeFrom, scoreNextPoint, type Baseline, type PointRules, type Replay } from "./points";
import type { SetScore, Side } from "./scoring";

/** Every this many points the tally keeps the score reached: where an undo and the phone's window start. */
export const CHECKPOINT_EVERY = 32;

export type TallyEntry = { clientId: string; side: Side };

/** A baseline as stored: the sets as they stand (a goals game's goals as one pair), who serves next, and the entry's id. */
export type TallyBaseline = { clientId: string; sets: SetScore[]; server: Side };

/** The score a stream reaches: a sets game's replay (which may refuse a point), a goals game's goals. */
export type TallyScore = { replay: Replay; goals: null } | { replay: null; goals: SetScore };

export type Tally = {
  /** Null for a goals game. */
  rules: PointRules | null;
  baseline: TallyBaseline;
  /** The points since the baseline, not undone, in order. */
  points: TallyEntry[];
  /** `checkpoints[k]` is the score after the first `k × CHECKPOINT_EVERY` points; `checkpoints[0]` the baseline's. */
  checkpoints: TallyScore[];
  /** The score after every point. */
  score: TallyScore;
};

function baselineScore(rules: PointRules | null, baseline: TallyBaseline): TallyScore {
  if (rules === null) return { replay: null, goals: { ...(baseline.sets[0] ?? { home: 0, away: 0 }) } };
  return { replay: replayPoints(rules, [], { sets: baseline.sets, server: baseline.server }), goals: null };
}

/** The score after one more point, from the score before it; a stream already refused stays refused. */
function step(rules: PointRules | null, score: TallyScore, side: Side, pointNo: number): TallyScore {
  if (score.replay === null) return { replay: null, goals: { ...score.goals, [side]: score.goals[side] + 1 } };
  if (!score.replay.ok || rules === null) return score;
  return { replay: scoreNextPoint(rules, score.replay.score, side, pointNo), goals: null };
}

/** A tally of no points from a baseline (the start, or a correction). */
export function startTally(rules: PointRules | null, baseline: TallyBaseline): Tally {
  const score = baselineScore(rules, baseline);
  return { rules, baseline, points: [], checkpoints: [score], score };
}

/** A tally of a whole stream: the baseline and the points since, replayed once. */
export function tallyStream(rules: PointRules | null, baseline: TallyBaseline, points: readonly TallyEntry[]): Tally {
  const tally = startTally(rules, baseline);
  for (const point of points) pushPoint(tally, point, nextScore(tally, point.side));
  return tally;
}

/** The score the tally would reach with one more point won by `side`, without taking it. */
export function nextScore(tally: Tally, side: Side): TallyScore {
  return step(tally.rules, tally.score, side, tally.points.length + 1);
}

/** Takes a point whose score `nextScore` gave. */
export function pushPoint(tally: Tally, point: TallyEntry, score: TallyScore) {
  tally.points.push(point);
  tally.score = score;
  if (tally.points.length % CHECKPOINT_EVERY === 0) tally.checkpoints.push(score);
}

/** The score without the last point: replayed from the checkpoint before it, at most `CHECKPOINT_EVERY - 1` points. */
export function scoreWithoutLast(tally: Tally): TallyScore {
  const length = tally.points.length - 1;
  const from = Math.floor(length / CHECKPOINT_EVERY);
  let score = tally.checkpoints[from]!;
  for (let n = from * CHECKPOINT_EVERY; n < length; n++) score = step(tally.rules, score, tally.points[n]!.side, n + 1);
  return score;
}

/** Drops the last point (an undo) with the score `scoreWithoutLast` gave. */
export function popPoint(tally: Tally, score: TallyScore) {
  if (tally.points.length % CHECKPOINT_EVERY === 0) tally.checkpoints.pop();
  tally.points.pop();
  tally.score = score;
}

/** The id of the entry a next point follows: the last point, or the baseline. */
export function lastEntry(tally: Tally): string {
  return tally.points.at(-1)?.clientId ?? tally.baseline.clientId;
}

/**
 * What a phone scores on top of: a recent score as a baseline and the points
 * after it, more than `CHECKPOINT_EVERY` of them once the stream is that long
 * (as many as the phone may undo before it hears from the server again), so
 * what it is sent stays small however long the match.
 */
export function recentWindow(tally: Tally): { baseline: TallyBaseline & Pick<Baseline, "game">; points: TallyEntry[] } {
  const k = Math.max(0, Math.floor((tally.points.length - 1) / CHECKPOINT_EVERY) - 1);
  if (k === 0) return { baseline: tally.baseline, points: tally.points };
  const from = k * CHECKPOINT_EVERY;
  const checkpoint = tally.checkpoints[k]!;
  const clientId = tally.points[from - 1]!.clientId;
  const points = tally.points.slice(from);
  if (checkpoint.replay === null) return { baseline: { clientId, sets: [checkpoint.goals], server: tally.baseline.server }, points };
  // A stream refused before its checkpoint is sent whole: the phone replays it to the same refusal.
  if (!checkpoint.replay.ok) return { baseline: tally.baseline, points: tally.points };
  const resumed = resumeFrom(checkpoint.replay.score);
  return { baseline: { clientId, sets: [...resumed.sets], server: resumed.server, game: resumed.game ?? null }, points };
}
