import { and, eq, isNull } from "drizzle-orm";
import { events, matchClockTaps, matches, matchPoints, matchSets, type MatchStatus } from "#drizzle/schema";
import { getDb, noteLiveScore, writeTransaction, type ScorePatch } from "~/db.server";
import { clockText, type ClockAction, type MatchClock } from "~/domain/match-clock";
import { lastEntry, nextScore, popPoint, pushPoint, recentWindow, scoreWithoutLast, startTally, type Tally, type TallyScore } from "~/domain/point-tally";
import { gameLabels, pointRulesOf, setsLine, type LiveScore, type PointRules } from "~/domain/points";
import { decidedStatuses } from "~/domain/standings";
import { recordAudit } from "~/models/audit.server";
import { announceNextOnCourt } from "~/models/notices/match-notices.server";
import type { ScoreError, SetScore, Side } from "~/domain/scoring";
import { applyResult, findMatchForScoring, type MatchForScoring, type ResultAuthor, type ResultInput } from "./match-result.server";
import { appendBaseline, appendClockTap, liveGameOf, readClockStream, replayClockStream, type ClockStream, type PointStream } from "./point-stream.server";
import { keepTally, readTally, takeTally } from "./point-tally.server";
import { now } from "~/clock.server";

/**
 * Scoring a match point by point, as the scorer's phone does it: start (who
 * serves first), a point won, undo of the last point, a correction of the set
 * scores. Each entry carries the phone's id, so one sent twice counts once,
 * and names the entry it follows (`after`), so a point scored on a score that
 * changed meanwhile (staff typed a correction, another phone scored) is
 * refused as a conflict with both versions for the scorer to see, never merged.
 * Every entry writes the match's record through applyResult, exactly as a
 * typed result: standings and the knockout move on the same way. The score is
 * kept between entries (point-tally.server.ts), so a point is one step of the
 * rules however long the match.
 */

/** Who scores: a signed-in user, or a scorer link by its name. */
export type Scorer = { userId: number; scorerLinkId: null; name: null } | { userId: null; scorerLinkId: number; name: string };

export type PointState = {
  matchId: number;
  status: MatchStatus;
  version: number;
  scoring: "sets" | "goals";
  /** Sets games, once scoring began. */
  score: LiveScore | null;
  /** Goals games. */
  goals: SetScore | null;
  started: boolean;
  /** The entry a next point follows. */
  last: string | null;
  /**
   * What the score replays from, for a phone that scores ahead of the server (offline): the rules, a recent
   * score as a baseline (the latest baseline, or the score some 32 to 64 points back) and the points after it.
   */
  rules: PointRules | null;
  stream: PointStream;
  /** A goals game with a match clock: the clock now and the taps it replays from (for a phone that taps ahead of the server). */
  clock: { state: MatchClock; taps: ClockStream } | null;
};

export type PointOutcome =
  | { ok: true; state: PointState; duplicate: boolean }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "closed" | "conflict" | "notStarted" | "stale"; state: PointState }
  | { ok: false; reason: "invalid"; errors: (ScoreError | { code: string; params: Record<string, unknown> })[]; state: PointState };

/** A futsal clock's taps in a match: far more pauses than a real match has, and a bound on its replay. */
const MAX_CLOCK_TAPS = 1_000;

/** Statuses in which points are scored; a finished match still takes an undo of its last point. */
const scoringStatuses = new Set<MatchStatus>(["live"]);

function stateOf(found: MatchForScoring, tally: Tally | null): PointState {
  const { match, rules } = found;
  const taps = rules.scoring === "goals" ? readClockStream(match.id) : [];
  const clock = rules.scoring === "goals" ? replayClockStream(rules.halfMinutes, taps) : null;
  const replay = tally?.score.replay;
  const window = tally ? recentWindow(tally) : null;
  return {
    matchId: match.id,
    status: match.status,
    version: match.version,
    scoring: rules.scoring,
    score: replay?.ok ? replay.score : null,
    goals: tally?.score.goals ?? null,
    started: tally !== null,
    last: tally ? lastEntry(tally) : null,
    rules: pointRulesOf(rules),
    stream: window ? { ...window, last: lastEntry(tally!) } : { baseline: null, points: [], last: null },
    clock: clock?.ok ? { state: clock.clock, taps } : null,
  };
}

/** The match's point score now, or null when there is no such match. */
export function findPointState(matchId: number): PointState | null {
  // One read transaction: the match's version and the points it keeps are of the same moment.
  return getDb().$client.transaction(() => {
    const found = findMatchForScoring(matchId);
    return found ? stateOf(found, readTally(found)) : null;
  })();
}

const authorOf = (scorer: Scorer): ResultAuthor => (scorer.userId !== null ? { userId: scorer.userId, name: null } : { userId: null, name: scorer.name });

type Written = { ok: true; version: number } | { ok: false; errors: (ScoreError | { code: string; params: Record<string, unknown> })[] };

/** Writes the record a score stands at: the sets (or goals), live or, on the match's last point, finished. */
function writeRecord(found: MatchForScoring, score: TallyScore, scorer: Scorer): Written {
  let input: ResultInput;
  let liveGame = null;
  if (score.replay === null) {
    input = { status: "live", sets: [], goals: score.goals, present: null, retired: null };
  } else {
    if (!score.replay.ok) return { ok: false, errors: [score.replay.error] };
    const replayed = score.replay.score;
    input = { status: replayed.winner !== null ? "finished" : "live", sets: replayed.sets, goals: null, present: null, retired: null };
    liveGame = liveGameOf(replayed);
  }
  const saved = applyResult(found, input, authorOf(scorer), liveGame);
  return saved.ok ? { ok: true, version: saved.version } : { ok: false, errors: saved.reason === "invalid" ? saved.errors : [{ code: "result.conflict", params: {} }] };
}

function seen(matchId: number, clientId: string) {
  return (
    getDb()
      .select({ id: matchPoints.id })
      .from(matchPoints)
      .where(and(eq(matchPoints.matchId, matchId), eq(matchPoints.clientId, clientId)))
      .get() !== undefined
  );
}

/** What an entry's run gives back: its outcome, and the tally as its write left it (kept once committed). */
type Run = { outcome: PointOutcome; tally: Tally | null };

/**
 * Runs one scorer entry in a write transaction on the match as it is now, with
 * the match's tally, which it may change only once its write is done. A live
 * match that stays live changed only its score: the spectators' pages get the
 * new texts with the event's next version (noteScorePatch) instead of fetching
 * themselves again. A clock tap changes what the pages show around the score
 * (the half, the clock running or stopped): they fetch themselves.
 */
function onMatch(matchId: number, run: (found: MatchForScoring, tally: Tally | null, current: (tally: Tally | null) => PointState) => Run, { patch = true } = {}): PointOutcome {
  let ended = false;
  const done = writeTransaction((): { outcome: PointOutcome; keep: { version: number; tally: Tally | null } | null } => {
    const found = findMatchForScoring(matchId);
    if (!found) return { outcome: { ok: false, reason: "missing" }, keep: null };
    const versionBefore = eventVersion(found.match.eventId);
    const { outcome, tally } = run(found, takeTally(found), (kept) => stateOf(findMatchForScoring(matchId) ?? found, kept));
    if (patch && outcome.ok && !outcome.duplicate && found.match.status === "live" && outcome.state.status === "live" && versionBefore !== null) {
      noteLiveScore(found.match.eventId, { from: versionBefore, match: scoreTexts(matchId) });
    }
    ended = outcome.ok && !outcome.duplicate && !isDecided(found.match.status) && isDecided(outcome.state.status);
    return { outcome, keep: { version: outcome.ok || outcome.reason !== "missing" ? outcome.state.version : found.match.version, tally } };
  });
  if (done.keep) keepTally(matchId, done.keep.version, done.keep.tally);
  // The match's last point, a walkover or a retirement freed its court: once committed, the court's next match is told.
  if (ended) announceNextOnCourt(matchId);
  return done.outcome;
}

const isDecided = (status: MatchStatus) => (decidedStatuses as readonly MatchStatus[]).includes(status);

function eventVersion(eventId: number) {
  return getDb().select({ version: events.version }).from(events).where(eq(events.id, eventId)).get()?.version ?? null;
}

/** The texts of a match's score cells as the public pages render them (components/public/match-card.tsx, routes/public/match-detail.tsx). */
function scoreTexts(matchId: number): ScorePatch["match"] {
  const row = getDb().select({ homeScore: matches.homeScore, awayScore: matches.awayScore, liveGame: matches.liveGame }).from(matches).where(eq(matches.id, matchId)).get();
  const texts: Record<string, string> = { "home-score": String(row?.homeScore ?? 0), "away-score": String(row?.awayScore ?? 0) };
  const sets = getDb().select({ home: matchSets.home, away: matchSets.away }).from(matchSets).where(eq(matchSets.matchId, matchId)).orderBy(matchSets.setNo).all();
  sets.forEach((set, i) => {
    texts[`home-set-${i + 1}`] = String(set.home);
    texts[`away-set-${i + 1}`] = String(set.away);
  });
  const point = row?.liveGame ? gameLabels(row.liveGame) : null;
  if (point) {
    texts["home-point"] = point.home;
    texts["away-point"] = point.away;
  }
  return { id: matchId, texts, server: row?.liveGame?.server ?? null };
}

/**
 * Starts point scoring: from the sets already on record (none for a match not
 * begun), `server` serving next. A scheduled match goes live. A match already
 * being scored is left as it is.
 */
export function startScoring(matchId: number, entry: { clientId: string; server: Side; at: Date }, scorer: Scorer): PointOutcome {
  return onMatch(matchId, (found, tally, current) => {
    const unchanged = (outcome: PointOutcome): Run => ({ outcome, tally });
    if (tally !== null || seen(matchId, entry.clientId)) return unchanged({ ok: true, state: current(tally), duplicate: true });
    if (found.match.status !== "scheduled" && found.match.status !== "live") return unchanged({ ok: false, reason: "closed", state: current(tally) });
    const sets =
      found.rules.scoring === "goals"
        ? [{ home: found.match.homeScore ?? 0, away: found.match.awayScore ?? 0 }]
        : getDb().select({ home: matchSets.home, away: matchSets.away }).from(matchSets).where(eq(matchSets.matchId, matchId)).orderBy(matchSets.setNo).all();
    const started = startTally(pointRulesOf(found.rules), { clientId: entry.clientId, sets, server: entry.server });
    const written = writeRecord(found, started.score, scorer);
    if (!written.ok) return unchanged({ ok: false, reason: "invalid", errors: written.errors, state: current(tally) });
    appendBaseline(matchId, { clientId: entry.clientId, sets, server: entry.server, at: entry.at }, scorer);
    return { outcome: { ok: true, state: current(started), duplicate: false }, tally: started };
  });
}

/**
 * Why an entry that follows another (a point, a correction) is not taken: sent
 * before (taken once, unchanged), scoring not begun, the match not live, or it
 * follows an entry that is no longer the last. Null when it goes ahead.
 */
function heldBack(found: MatchForScoring, tally: Tally | null, entry: { clientId: string; after: string | null }) {
  if (seen(found.match.id, entry.clientId)) return { ok: true, duplicate: true } as const;
  if (tally === null) return { ok: false, reason: "notStarted" } as const;
  if (!scoringStatuses.has(found.match.status)) return { ok: false, reason: "closed" } as const;
  if (entry.after !== lastEntry(tally)) return { ok: false, reason: "conflict" } as const;
  return null;
}

/** A point won by `side` (a goal in a goals game), scored after the entry `after`. */
export function scorePoint(matchId: number, entry: { clientId: string; side: Side; at: Date; after: string | null }, scorer: Scorer): PointOutcome {
  return onMatch(matchId, (found, tally, current) => {
    const unchanged = (outcome: PointOutcome): Run => ({ outcome, tally });
    const held = heldBack(found, tally, entry);
    if (held !== null) return unchanged({ ...held, state: current(tally) });
    if (tally === null) return unchanged({ ok: false, reason: "notStarted", state: current(tally) });
    const score = nextScore(tally, entry.side);
    const written = writeRecord(found, score, scorer);
    if (!written.ok) return unchanged({ ok: false, reason: "invalid", errors: written.errors, state: current(tally) });
    getDb().insert(matchPoints).values({ matchId, clientId: entry.clientId, kind: "point", side: entry.side, scoredAt: entry.at, userId: scorer.userId, scorerLinkId: scorer.scorerLinkId }).run();
    pushPoint(tally, { clientId: entry.clientId, side: entry.side }, score);
    return unchanged({ ok: true, state: current(tally), duplicate: false });
  });
}

/**
 * Undoes the point `target`, which must be the last point since the latest
 * baseline; undoing the point that won the match opens it again. An undo sent
 * twice finds its point already undone and changes nothing.
 */
export function undoPoint(matchId: number, target: string, scorer: Scorer): PointOutcome {
  return onMatch(matchId, (found, tally, current) => {
    const unchanged = (outcome: PointOutcome): Run => ({ outcome, tally });
    const row = getDb()
      .select({ id: matchPoints.id, undoneAt: matchPoints.undoneAt })
      .from(matchPoints)
      .where(and(eq(matchPoints.matchId, matchId), eq(matchPoints.clientId, target), eq(matchPoints.kind, "point")))
      .get();
    if (row?.undoneAt) return unchanged({ ok: true, state: current(tally), duplicate: true });
    if (!row || tally === null || lastEntry(tally) !== target || tally.points.length === 0) return unchanged({ ok: false, reason: "conflict", state: current(tally) });
    // A match its last point won opens again; one ended otherwise (a walkover, a retirement, a goals game's final whistle) does not.
    const replay = tally.score.replay;
    const wonByPoints = found.match.status === "finished" && replay?.ok === true && replay.score.winner !== null;
    if (found.match.status !== "live" && !wonByPoints) return unchanged({ ok: false, reason: "closed", state: current(tally) });
    const score = scoreWithoutLast(tally);
    const written = writeRecord(found, score, scorer);
    if (!written.ok) return unchanged({ ok: false, reason: "invalid", errors: written.errors, state: current(tally) });
    getDb()
      .update(matchPoints)
      .set({ undoneAt: now() })
      .where(and(eq(matchPoints.id, row.id), isNull(matchPoints.undoneAt)))
      .run();
    popPoint(tally, score);
    return unchanged({ ok: true, state: current(tally), duplicate: false });
  });
}

/**
 * A correction of the score by the scorer: the sets as they should stand
 * (goals as one pair) and who serves next, checked like a typed live score.
 * It names the sets it corrects (`from`, as domain/points.ts's setsLine writes them), as its form
 * showed them: a correction of a score that is no longer the match's
 * (the form opened on an older one) is refused as stale, never saved over the
 * points scored since. Points go on from it.
 */
export function correctScore(matchId: number, entry: { clientId: string; sets: SetScore[]; server: Side; at: Date; after: string | null; from: string }, scorer: Scorer): PointOutcome {
  return onMatch(matchId, (found, tally, current) => {
    const unchanged = (outcome: PointOutcome): Run => ({ outcome, tally });
    const held = heldBack(found, tally, entry);
    if (held !== null) return unchanged({ ...held, state: current(tally) });
    if (tally === null) return unchanged({ ok: false, reason: "notStarted", state: current(tally) });
    const replay = tally.score.replay;
    const standing = replay === null ? [tally.score.goals!] : replay.ok ? replay.score.sets : null;
    if (standing !== null && setsLine(standing) !== entry.from.trim()) return unchanged({ ok: false, reason: "stale", state: current(tally) });
    const corrected = startTally(tally.rules, { clientId: entry.clientId, sets: entry.sets, server: entry.server });
    const written = writeRecord(found, corrected.score, scorer);
    if (!written.ok) return unchanged({ ok: false, reason: "invalid", errors: written.errors, state: current(tally) });
    appendBaseline(matchId, { clientId: entry.clientId, sets: entry.sets, server: entry.server, at: entry.at }, scorer);
    return { outcome: { ok: true, state: current(corrected), duplicate: false }, tally: corrected };
  });
}

/** How a match ends other than on its last point: the final whistle of a goals game, a walkover, a retirement. */
export type Ending = { status: "finished" } | { status: "walkover"; present: Side } | { status: "retired"; retired: Side };

/**
 * Ends a live match from the scorer's page, as staff would: a goals game with
 * the goals scored, a walkover for the side that turned up, a retirement with
 * the sets as they stand. Refused as a conflict when the score changed since
 * the scorer last saw it (`after`).
 */
export function endMatch(matchId: number, ending: Ending, after: string | null, scorer: Scorer): PointOutcome {
  return onMatch(matchId, (found, tally, current) => {
    const unchanged = (outcome: PointOutcome): Run => ({ outcome, tally });
    if (found.match.status !== "live" && found.match.status !== "scheduled") return unchanged({ ok: false, reason: "closed", state: current(tally) });
    if (tally !== null && after !== lastEntry(tally)) return unchanged({ ok: false, reason: "conflict", state: current(tally) });
    const replay = tally?.score.replay;
    const sets = replay?.ok ? replay.score.sets : [];
    const goals = found.rules.scoring === "goals" ? (tally?.score.goals ?? { home: 0, away: 0 }) : null;
    const input: ResultInput =
      ending.status === "walkover"
        ? { status: "walkover", sets: [], goals: null, present: ending.present, retired: null }
        : ending.status === "retired"
          ? { status: "retired", sets, goals: null, present: null, retired: ending.retired }
          : { status: "finished", sets, goals, present: null, retired: null };
    const saved = applyResult(found, input, authorOf(scorer), null);
    if (!saved.ok) return unchanged({ ok: false, reason: "invalid", errors: saved.reason === "invalid" ? saved.errors : [{ code: "result.conflict", params: {} }], state: current(tally) });
    return unchanged({ ok: true, state: current(tally), duplicate: false });
  });
}

/**
 * A tap of a goals game's match clock: start of a half, pause, resume, half
 * time, at the phone's time. The tap must be one the clock's phase allows (no
 * pause of a stopped clock); the match's row keeps the clock's state for the
 * spectators' pages. A tap sent twice counts once.
 */
export function tapClock(matchId: number, entry: { clientId: string; action: ClockAction; at: Date }, scorer: Scorer): PointOutcome {
  return onMatch(
    matchId,
    (found, tally, current) => {
      const unchanged = (outcome: PointOutcome): Run => ({ outcome, tally });
      if (seenClockTap(matchId, entry.clientId)) return unchanged({ ok: true, state: current(tally), duplicate: true });
      const { match, rules } = found;
      if (rules.scoring !== "goals" || rules.halfMinutes === null) return unchanged({ ok: false, reason: "invalid", errors: [{ code: "clock.none", params: {} }], state: current(tally) });
      if (match.status !== "live") return unchanged({ ok: false, reason: match.status === "scheduled" ? "notStarted" : "closed", state: current(tally) });
      const taps = readClockStream(matchId);
      if (taps.length >= MAX_CLOCK_TAPS) return unchanged({ ok: false, reason: "invalid", errors: [{ code: "clock.tooMany", params: { limit: MAX_CLOCK_TAPS } }], state: current(tally) });
      const replay = replayClockStream(rules.halfMinutes, [...taps, { clientId: entry.clientId, action: entry.action, at: entry.at.getTime() }]);
      if (!replay?.ok) return unchanged({ ok: false, reason: "invalid", errors: replay ? [replay.error] : [], state: current(tally) });
      appendClockTap(matchId, entry, { userId: scorer.userId, scorerLinkId: scorer.scorerLinkId });
      const { clock } = replay;
      getDb()
        .update(matches)
        .set({ liveGame: { ...(match.liveGame ?? { game: null, tieBreak: null, server: null }), clock } })
        .where(eq(matches.id, matchId))
        .run();
      const author = authorOf(scorer);
      recordAudit({
        userId: author.userId,
        actor: author.name,
        action: "score",
        entity: "match",
        entityId: matchId,
        eventId: match.eventId,
        summary: `${match.code}: clock ${entry.action} (${clock.half}, ${clockText(clock.playedMs)})`,
      });
      return unchanged({ ok: true, state: current(tally), duplicate: false });
    },
    { patch: false },
  );
}

function seenClockTap(matchId: number, clientId: string) {
  return (
    getDb()
      .select({ id: matchClockTaps.id })
      .from(matchClockTaps)
      .where(and(eq(matchClockTaps.matchId, matchId), eq(matchClockTaps.clientId, clientId)))
      .get() !== undefined
  );
}
