import { and, eq, isNull } from "drizzle-orm";
import { events, matchClockTaps, matches, matchPoints, matchSets, type MatchStatus } from "#drizzle/schema";
import { getDb, noteLiveScore, writeTransaction, type ScorePatch } from "~/db.server";
import { clockText, type ClockAction, type MatchClock } from "~/domain/match-clock";
import { gameLabels, pointRulesOf, type LiveScore, type PointRules } from "~/domain/points";
import { recordAudit } from "~/models/audit.server";
import type { ScoreError, SetScore, Side } from "~/domain/scoring";
import { applyResult, findMatchForScoring, type MatchForScoring, type ResultAuthor, type ResultInput } from "./match-result.server";
import { appendBaseline, appendClockTap, goalsOf, liveGameOf, readClockStream, readPointStream, replayClockStream, replayStream, type ClockStream, type PointStream } from "./point-stream.server";
import { now } from "~/clock.server";

/**
 * Scoring a match point by point, as the scorer's phone does it: start (who
 * serves first), a point won, undo of the last point, a correction of the set
 * scores. Each entry carries the phone's id, so one sent twice counts once,
 * and names the entry it follows (`after`), so a point scored on a score that
 * changed meanwhile (staff typed a correction, another phone scored) is
 * refused as a conflict with both versions for the scorer to see, never merged.
 * Every entry writes the match's record through applyResult, exactly as a
 * typed result: standings and the knockout move on the same way.
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
  /** What the score replays from, for a phone that scores ahead of the server (offline): the rules, the latest baseline and the points after it. */
  rules: PointRules | null;
  stream: PointStream;
  /** A goals game with a match clock: the clock now and the taps it replays from (for a phone that taps ahead of the server). */
  clock: { state: MatchClock; taps: ClockStream } | null;
};

export type PointOutcome =
  | { ok: true; state: PointState; duplicate: boolean }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "closed" | "conflict" | "notStarted"; state: PointState }
  | { ok: false; reason: "invalid"; errors: (ScoreError | { code: string; params: Record<string, unknown> })[]; state: PointState };

/** Statuses in which points are scored; a finished match still takes an undo of its last point. */
const scoringStatuses = new Set<MatchStatus>(["live"]);

function stateOf(found: MatchForScoring, stream: PointStream): PointState {
  const { match, rules } = found;
  const replay = replayStream(rules, stream);
  const taps = rules.scoring === "goals" ? readClockStream(match.id) : [];
  const clock = rules.scoring === "goals" ? replayClockStream(rules.halfMinutes, taps) : null;
  return {
    matchId: match.id,
    status: match.status,
    version: match.version,
    scoring: rules.scoring,
    score: replay?.ok ? replay.score : null,
    goals: rules.scoring === "goals" && stream.baseline ? goalsOf(stream) : null,
    started: stream.baseline !== null,
    last: stream.last,
    rules: pointRulesOf(rules),
    stream,
    clock: clock?.ok ? { state: clock.clock, taps } : null,
  };
}

/** The match's point score now, or null when there is no such match. */
export function findPointState(matchId: number): PointState | null {
  const found = findMatchForScoring(matchId);
  return found ? stateOf(found, readPointStream(matchId)) : null;
}

const authorOf = (scorer: Scorer): ResultAuthor => (scorer.userId !== null ? { userId: scorer.userId, name: null } : { userId: null, name: scorer.name });

/** Writes the record the stream now replays to: the sets (or goals), live or, on the match's last point, finished. */
function writeRecord(found: MatchForScoring, stream: PointStream, scorer: Scorer): { ok: true } | { ok: false; errors: (ScoreError | { code: string; params: Record<string, unknown> })[] } {
  let input: ResultInput;
  let liveGame = null;
  if (found.rules.scoring === "goals") {
    input = { status: "live", sets: [], goals: goalsOf(stream), present: null, retired: null };
  } else {
    const replay = replayStream(found.rules, stream);
    if (replay === null) return { ok: false, errors: [{ code: "point.notStarted", params: {} }] };
    if (!replay.ok) return { ok: false, errors: [replay.error] };
    input = { status: replay.score.winner !== null ? "finished" : "live", sets: replay.score.sets, goals: null, present: null, retired: null };
    liveGame = liveGameOf(replay.score);
  }
  const saved = applyResult(found, input, authorOf(scorer), liveGame);
  return saved.ok ? { ok: true } : { ok: false, errors: saved.reason === "invalid" ? saved.errors : [{ code: "result.conflict", params: {} }] };
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

/**
 * Runs one scorer entry in a write transaction on the match as it is now. A
 * live match that stays live changed only its score: the spectators' pages
 * get the new texts with the event's next version (noteScorePatch) instead of
 * fetching themselves again. A clock tap changes what the pages show around
 * the score (the half, the clock running or stopped): they fetch themselves.
 */
function onMatch(matchId: number, run: (found: MatchForScoring, stream: PointStream, current: () => PointState) => PointOutcome, { patch = true } = {}): PointOutcome {
  return writeTransaction((): PointOutcome => {
    const found = findMatchForScoring(matchId);
    if (!found) return { ok: false, reason: "missing" };
    const versionBefore = eventVersion(found.match.eventId);
    const stream = readPointStream(matchId);
    const outcome = run(found, stream, () => {
      const fresh = findMatchForScoring(matchId) ?? found;
      return stateOf(fresh, readPointStream(matchId));
    });
    if (patch && outcome.ok && !outcome.duplicate && found.match.status === "live" && outcome.state.status === "live" && versionBefore !== null) {
      noteLiveScore(found.match.eventId, { from: versionBefore, match: scoreTexts(matchId) });
    }
    return outcome;
  });
}

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
  return onMatch(matchId, (found, stream, current) => {
    if (stream.baseline !== null || seen(matchId, entry.clientId)) return { ok: true, state: current(), duplicate: true };
    if (found.match.status !== "scheduled" && found.match.status !== "live") return { ok: false, reason: "closed", state: current() };
    const sets =
      found.rules.scoring === "goals"
        ? [{ home: found.match.homeScore ?? 0, away: found.match.awayScore ?? 0 }]
        : getDb().select({ home: matchSets.home, away: matchSets.away }).from(matchSets).where(eq(matchSets.matchId, matchId)).orderBy(matchSets.setNo).all();
    const started: PointStream = { baseline: { clientId: entry.clientId, sets, server: entry.server }, points: [], last: entry.clientId };
    const written = writeRecord(found, started, scorer);
    if (!written.ok) return { ok: false, reason: "invalid", errors: written.errors, state: current() };
    appendBaseline(matchId, { clientId: entry.clientId, sets, server: entry.server, at: entry.at }, scorer);
    return { ok: true, state: current(), duplicate: false };
  });
}

/** A point won by `side` (a goal in a goals game), scored after the entry `after`. */
export function scorePoint(matchId: number, entry: { clientId: string; side: Side; at: Date; after: string | null }, scorer: Scorer): PointOutcome {
  return onMatch(matchId, (found, stream, current) => {
    if (seen(matchId, entry.clientId)) return { ok: true, state: current(), duplicate: true };
    if (stream.baseline === null) return { ok: false, reason: "notStarted", state: current() };
    if (!scoringStatuses.has(found.match.status)) return { ok: false, reason: "closed", state: current() };
    if (entry.after !== stream.last) return { ok: false, reason: "conflict", state: current() };
    const next: PointStream = { ...stream, points: [...stream.points, { clientId: entry.clientId, side: entry.side }], last: entry.clientId };
    const written = writeRecord(found, next, scorer);
    if (!written.ok) return { ok: false, reason: "invalid", errors: written.errors, state: current() };
    getDb().insert(matchPoints).values({ matchId, clientId: entry.clientId, kind: "point", side: entry.side, scoredAt: entry.at, userId: scorer.userId, scorerLinkId: scorer.scorerLinkId }).run();
    return { ok: true, state: current(), duplicate: false };
  });
}

/**
 * Undoes the point `target`, which must be the last point since the latest
 * baseline; undoing the point that won the match opens it again. An undo sent
 * twice finds its point already undone and changes nothing.
 */
export function undoPoint(matchId: number, target: string, scorer: Scorer): PointOutcome {
  return onMatch(matchId, (found, stream, current) => {
    const row = getDb()
      .select({ id: matchPoints.id, undoneAt: matchPoints.undoneAt })
      .from(matchPoints)
      .where(and(eq(matchPoints.matchId, matchId), eq(matchPoints.clientId, target), eq(matchPoints.kind, "point")))
      .get();
    if (row?.undoneAt) return { ok: true, state: current(), duplicate: true };
    if (!row || stream.last !== target || stream.points.length === 0) return { ok: false, reason: "conflict", state: current() };
    // A match its last point won opens again; one ended otherwise (a walkover, a retirement, a goals game's final whistle) does not.
    const replay = replayStream(found.rules, stream);
    const wonByPoints = found.match.status === "finished" && replay?.ok === true && replay.score.winner !== null;
    if (found.match.status !== "live" && !wonByPoints) return { ok: false, reason: "closed", state: current() };
    const next: PointStream = { ...stream, points: stream.points.slice(0, -1), last: stream.points.at(-2)?.clientId ?? stream.baseline?.clientId ?? null };
    const written = writeRecord(found, next, scorer);
    if (!written.ok) return { ok: false, reason: "invalid", errors: written.errors, state: current() };
    getDb()
      .update(matchPoints)
      .set({ undoneAt: now() })
      .where(and(eq(matchPoints.id, row.id), isNull(matchPoints.undoneAt)))
      .run();
    return { ok: true, state: current(), duplicate: false };
  });
}

/**
 * A correction of the score by the scorer: the sets as they should stand
 * (goals as one pair) and who serves next, checked like a typed live score.
 * Points go on from it.
 */
export function correctScore(matchId: number, entry: { clientId: string; sets: SetScore[]; server: Side; at: Date; after: string | null }, scorer: Scorer): PointOutcome {
  return onMatch(matchId, (found, stream, current) => {
    if (seen(matchId, entry.clientId)) return { ok: true, state: current(), duplicate: true };
    if (stream.baseline === null) return { ok: false, reason: "notStarted", state: current() };
    if (!scoringStatuses.has(found.match.status)) return { ok: false, reason: "closed", state: current() };
    if (entry.after !== stream.last) return { ok: false, reason: "conflict", state: current() };
    const corrected: PointStream = { baseline: { clientId: entry.clientId, sets: entry.sets, server: entry.server }, points: [], last: entry.clientId };
    const written = writeRecord(found, corrected, scorer);
    if (!written.ok) return { ok: false, reason: "invalid", errors: written.errors, state: current() };
    appendBaseline(matchId, { clientId: entry.clientId, sets: entry.sets, server: entry.server, at: entry.at }, scorer);
    return { ok: true, state: current(), duplicate: false };
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
  return onMatch(matchId, (found, stream, current) => {
    if (found.match.status !== "live" && found.match.status !== "scheduled") return { ok: false, reason: "closed", state: current() };
    if (stream.baseline !== null && after !== stream.last) return { ok: false, reason: "conflict", state: current() };
    const replay = replayStream(found.rules, stream);
    const sets = replay?.ok ? replay.score.sets : [];
    const goals = found.rules.scoring === "goals" ? goalsOf(stream) : null;
    const input: ResultInput =
      ending.status === "walkover"
        ? { status: "walkover", sets: [], goals: null, present: ending.present, retired: null }
        : ending.status === "retired"
          ? { status: "retired", sets, goals: null, present: null, retired: ending.retired }
          : { status: "finished", sets, goals, present: null, retired: null };
    const saved = applyResult(found, input, authorOf(scorer), null);
    if (!saved.ok) return { ok: false, reason: "invalid", errors: saved.reason === "invalid" ? saved.errors : [{ code: "result.conflict", params: {} }], state: current() };
    return { ok: true, state: current(), duplicate: false };
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
    (found, _stream, current) => {
      if (seenClockTap(matchId, entry.clientId)) return { ok: true, state: current(), duplicate: true };
      const { match, rules } = found;
      if (rules.scoring !== "goals" || rules.halfMinutes === null) return { ok: false, reason: "invalid", errors: [{ code: "clock.none", params: {} }], state: current() };
      if (match.status !== "live") return { ok: false, reason: match.status === "scheduled" ? "notStarted" : "closed", state: current() };
      const replay = replayClockStream(rules.halfMinutes, [...readClockStream(matchId), { clientId: entry.clientId, action: entry.action, at: entry.at.getTime() }]);
      if (!replay?.ok) return { ok: false, reason: "invalid", errors: replay ? [replay.error] : [], state: current() };
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
      return { ok: true, state: current(), duplicate: false };
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
