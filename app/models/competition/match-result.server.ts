import { randomUUID } from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import { eventCategories, gameCategories, gameTypes, groups, matches, matchSets, matchStatistics, matchStatValues, type LiveGame, type MatchStatus } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { advance, type EliminationMatch } from "~/domain/bracket/match";
import { pointRulesOf, replayPoints, type GameTypeSettings } from "~/domain/points";
import { deriveResult, validateGoals, validateMatchSets, type GameRules, type ScoreError, type SetScore, type Side } from "~/domain/scoring";
import { appendBaseline, isPointScored, liveGameOf, readPointStream } from "./point-stream.server";
import { recordAudit } from "../audit.server";
import { announceNextOnCourt } from "../notices/match-notices.server";
import { findGroupTable } from "../public/public-standings.server";
import { hasPairSides } from "../formats/match-sides.server";
import { makeNextRoundIfDue } from "../formats/round-making.server";
import { isPairFormat, readPairSettings } from "~/domain/formats/settings";
import { isPairScore } from "~/domain/formats/pairs";
import { now as clockNow } from "~/clock.server";
import { refreshExpectedStarts } from "../desk/expected-starts.server";

export type ResultInput = {
  status: MatchStatus;
  /** Sets as typed (sets games); trailing empty sets are already dropped. */
  sets: SetScore[];
  /** Goals (goals games). */
  goals: SetScore | null;
  /** The side that turned up, for a walkover. */
  present: Side | null;
  /** The side that gave up, for a retirement. */
  retired: Side | null;
};

export type StatisticInput = { side: Side; statisticId: number; value: number };

export type ResultRefusal =
  { ok: false; reason: "missing" } | { ok: false; reason: "conflict"; version: number } | { ok: false; reason: "invalid"; errors: (ScoreError | { code: string; params: Record<string, unknown> })[] };

/** `ended`: the save decided a match that was not decided before (its court is free: the court's next match is told, match-notices.server.ts). */
export type SaveOutcome = { ok: true; version: number; winnerTeamId: number | null; ended: boolean } | ResultRefusal;

const decided = new Set<MatchStatus>(["finished", "walkover", "retired"]);

/** The match and the rules of its sport, or null. */
export function findMatchForScoring(matchId: number) {
  const row = getDb()
    .select({
      match: matches,
      rules: {
        scoring: gameTypes.scoring,
        setsToWin: gameTypes.setsToWin,
        setTarget: gameTypes.setTarget,
        winByTwo: gameTypes.winByTwo,
        setCap: gameTypes.setCap,
        pointCounting: gameTypes.pointCounting,
        deuce: gameTypes.deuce,
        tieBreakTo: gameTypes.tieBreakTo,
        matchTieBreakTo: gameTypes.matchTieBreakTo,
        serve: gameTypes.serve,
        intervalAt: gameTypes.intervalAt,
        decidingEndsAt: gameTypes.decidingEndsAt,
        halfMinutes: gameTypes.halfMinutes,
      },
      format: eventCategories.format,
      formatSettings: eventCategories.formatSettings,
      gameTypeId: gameTypes.id,
    })
    .from(matches)
    .innerJoin(eventCategories, eq(eventCategories.id, matches.eventCategoryId))
    .innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId))
    .innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId))
    .where(eq(matches.id, matchId))
    .get();
  if (!row) return null;
  const { format, formatSettings, ...found } = row;
  // A match of Americano or Mexicano is played to the category's total of points, not the sport's sets.
  const total = isPairFormat(format) && row.rules.scoring === "sets" ? readPairSettings(formatSettings).total : null;
  return { ...found, rules: { ...row.rules, total } as GameRules & GameTypeSettings & { halfMinutes: number | null; total: number | null } };
}

type Scored = { homeScore: number | null; awayScore: number | null; winner: Side | null; sets: SetScore[] };

/**
 * A match played to a total (Americano, Mexicano): finished when the points add
 * up to it (an even total may end level), live below it. A walkover gives the
 * side that turned up the whole total; a retirement gives the points still to
 * play to the side that did not give up.
 */
function totalScoreOf(total: number, input: ResultInput): { ok: true; scored: Scored } | ResultRefusal {
  const typed = input.sets[0] ?? { home: 0, away: 0 };
  const refused: ResultRefusal = { ok: false, reason: "invalid", errors: [{ code: "result.badTotal", params: { total } }] };
  const whole = input.sets.length <= 1 && Number.isInteger(typed.home) && Number.isInteger(typed.away) && typed.home >= 0 && typed.away >= 0;
  const scoredOf = (home: number, away: number, played: boolean): { ok: true; scored: Scored } => ({
    ok: true,
    scored: { homeScore: home, awayScore: away, winner: !played ? null : home > away ? "home" : away > home ? "away" : null, sets: [{ home, away }] },
  });
  switch (input.status) {
    case "finished":
      return whole && isPairScore(typed.home, typed.away, total) ? scoredOf(typed.home, typed.away, true) : refused;
    case "walkover":
      if (!input.present) return { ok: false, reason: "invalid", errors: [{ code: "result.sideRequired", params: {} }] };
      return input.present === "home" ? scoredOf(total, 0, true) : scoredOf(0, total, true);
    case "retired": {
      if (!input.retired) return { ok: false, reason: "invalid", errors: [{ code: "result.sideRequired", params: {} }] };
      if (!whole || typed.home + typed.away >= total) return refused;
      const rest = total - typed.home - typed.away;
      return input.retired === "home" ? scoredOf(typed.home, typed.away + rest, true) : scoredOf(typed.home + rest, typed.away, true);
    }
    case "live":
    case "postponed":
      if (!whole) return refused;
      if (typed.home + typed.away >= total) return { ok: false, reason: "invalid", errors: [{ code: "result.alreadyWon", params: {} }] };
      return { ok: true, scored: { homeScore: typed.home, awayScore: typed.away, winner: null, sets: input.sets.length ? [typed] : [] } };
    default:
      return { ok: true, scored: { homeScore: null, awayScore: null, winner: null, sets: [] } };
  }
}

/** What the typed result means for this match, by the rules of its sport (app/domain/scoring), or the category's total. */
function scoreOf(rules: GameRules & { total: number | null }, stage: string, input: ResultInput): { ok: true; scored: Scored } | ResultRefusal {
  if (rules.total !== null) return totalScoreOf(rules.total, input);
  const drawAllowed = stage === "group";
  const fail = (errors: ScoreError[]): ResultRefusal => ({ ok: false, reason: "invalid", errors });
  switch (input.status) {
    case "finished":
    case "walkover":
    case "retired": {
      const derived =
        input.status === "walkover"
          ? input.present
            ? deriveResult(rules, { status: "walkover", present: input.present })
            : null
          : input.status === "retired"
            ? input.retired
              ? deriveResult(rules, { status: "retired", retired: input.retired, sets: input.sets })
              : null
            : rules.scoring === "goals"
              ? deriveResult(rules, { status: "finished", goals: input.goals ?? { home: -1, away: -1 } }, { drawAllowed })
              : deriveResult(rules, { status: "finished", sets: input.sets });
      if (derived === null) return { ok: false, reason: "invalid", errors: [{ code: "result.sideRequired", params: {} }] };
      if (!derived.ok) return fail(derived.errors);
      return { ok: true, scored: { homeScore: derived.homeScore, awayScore: derived.awayScore, winner: derived.winner, sets: derived.sets } };
    }
    case "live":
    case "postponed": {
      if (rules.scoring === "goals") {
        if (!input.goals) return { ok: true, scored: { homeScore: 0, awayScore: 0, winner: null, sets: [] } };
        const goals = validateGoals(input.goals.home, input.goals.away, { drawAllowed: true });
        if (!goals.ok) return fail(goals.errors);
        return { ok: true, scored: { homeScore: input.goals.home, awayScore: input.goals.away, winner: null, sets: [] } };
      }
      const checked = validateMatchSets(rules, input.sets, { complete: false });
      if (!checked.ok) return fail(checked.errors);
      if (checked.winner) return { ok: false, reason: "invalid", errors: [{ code: "result.alreadyWon", params: {} }] };
      return { ok: true, scored: { homeScore: checked.homeSets, awayScore: checked.awaySets, winner: null, sets: input.sets } };
    }
    default:
      return { ok: true, scored: { homeScore: null, awayScore: null, winner: null, sets: [] } };
  }
}

function summaryOf(code: string, status: MatchStatus, scored: Scored) {
  const score = scored.sets.length ? scored.sets.map((s) => `${s.home}-${s.away}`).join(" ") : scored.homeScore !== null ? `${scored.homeScore}-${scored.awayScore}` : "";
  return `${code}: ${status}${score ? ` ${score}` : ""}`;
}

/**
 * Saves what staff entered for a match: status, sets or goals, statistics. The
 * winner is derived; the save names the version it read and is refused when
 * someone saved in between (nothing is silently overwritten). A decided
 * knockout match moves its winner (and a semi-final's loser) on; a finished
 * group fills the knockout places it decides. Spectators see it at once.
 */
export function saveMatchResult(matchId: number, input: ResultInput, actor: { userId: number; expectedVersion: number }): SaveOutcome {
  const saved = writeTransaction((): SaveOutcome => {
    const found = findMatchForScoring(matchId);
    if (!found) return { ok: false, reason: "missing" };
    if (found.match.version !== actor.expectedVersion) return { ok: false, reason: "conflict", version: found.match.version };
    if (!isPointScored(matchId)) return applyResult(found, input, { userId: actor.userId, name: null }, null);
    // A match scored point by point goes on from what staff typed: a new baseline, the server kept.
    const stream = readPointStream(matchId);
    const server = found.match.liveGame?.server ?? stream.baseline?.server ?? "home";
    const sets = found.rules.scoring === "goals" ? (input.goals ? [input.goals] : []) : input.sets;
    const pointRules = pointRulesOf(found.rules);
    const replay = pointRules ? replayPoints(pointRules, [], { sets, server }) : null;
    const saved = applyResult(found, input, { userId: actor.userId, name: null }, replay?.ok ? liveGameOf(replay.score) : null);
    if (saved.ok) appendBaseline(matchId, { clientId: randomUUID(), sets, server, at: clockNow() }, { userId: actor.userId, scorerLinkId: null });
    return saved;
  });
  // Once committed: a notice that fails is logged and never undoes the result.
  if (saved.ok && saved.ended) announceNextOnCourt(matchId);
  return saved;
}

/** Who made a change: a signed-in user, or a scorer link (no user) by its name. */
export type ResultAuthor = { userId: number; name: null } | { userId: null; name: string };

export type MatchForScoring = NonNullable<ReturnType<typeof findMatchForScoring>>;

/** A live match keeps its match clock through every score written: the clock is its taps' (point-scoring.server.ts), not the score's. */
function withClock(liveGame: LiveGame | null, clock: LiveGame["clock"]): LiveGame | null {
  if (!clock) return liveGame;
  return { ...(liveGame ?? { game: null, tieBreak: null, server: null }), clock };
}

/**
 * Writes a result inside the caller's transaction: checks it by the sport's
 * rules, stores the sets and the derived winner, moves a knockout winner on,
 * fills the places a finished group decides and records who did it.
 * `liveGame` is the game in play of a match scored point by point.
 */
export function applyResult(found: MatchForScoring, input: ResultInput, author: ResultAuthor, liveGame: LiveGame | null): SaveOutcome {
  const db = getDb();
  const { match, rules } = found;
  const matchId = match.id;
  const teamsKnown = (match.homeTeamId !== null && match.awayTeamId !== null) || hasPairSides(matchId);
  if (input.status !== "scheduled" && input.status !== "cancelled" && input.status !== "postponed" && !teamsKnown) {
    return { ok: false, reason: "invalid", errors: [{ code: "result.teamsUnknown", params: {} }] };
  }
  const outcome = scoreOf(rules, match.stage, input);
  if (!outcome.ok) return outcome;
  const { scored } = outcome;
  const winnerTeamId = scored.winner === "home" ? match.homeTeamId : scored.winner === "away" ? match.awayTeamId : null;

  if (match.stage !== "group" && winnerTeamId !== match.winnerTeamId) {
    const blocked = blockedSuccessor(match);
    if (blocked) return { ok: false, reason: "invalid", errors: [{ code: "result.successorStarted", params: { code: blocked } }] };
  }

  const now = clockNow();
  const before = { status: match.status, homeScore: match.homeScore, awayScore: match.awayScore, winnerTeamId: match.winnerTeamId };
  const version = match.version + 1;
  db.update(matches)
    .set({
      status: input.status,
      homeScore: scored.homeScore,
      awayScore: scored.awayScore,
      winnerTeamId,
      startedAt: input.status === "scheduled" ? null : (match.startedAt ?? (input.status === "live" || decided.has(input.status) ? now : null)),
      finishedAt: decided.has(input.status) ? (match.finishedAt ?? now) : null,
      liveGame: input.status === "live" ? withClock(liveGame, match.liveGame?.clock ?? null) : null,
      version,
    })
    .where(eq(matches.id, matchId))
    .run();
  db.delete(matchSets).where(eq(matchSets.matchId, matchId)).run();
  if (scored.sets.length) {
    db.insert(matchSets)
      .values(scored.sets.map((set, i) => ({ matchId, setNo: i + 1, home: set.home, away: set.away })))
      .run();
  }

  // Only a result that decides something, or undoes a decision, moves the group's places and the bracket: a point in
  // play, whose match was and stays undecided, leaves them as they were.
  if (decided.has(input.status) || decided.has(before.status) || winnerTeamId !== before.winnerTeamId) {
    if (match.stage !== "group") moveOn(match, winnerTeamId);
    else if (match.groupId !== null) fillQualifiedPlaces(match.eventId, match.groupId);
    // A match of a round (Mexicano, Swiss) may complete it: the next round is made when the category says so.
    else if (decided.has(input.status)) makeNextRoundIfDue(match.eventCategoryId);
  }
  // A match starting or ending moves the day's expected starts; a point in play does not.
  if (input.status !== before.status) refreshExpectedStarts(match.eventId, { now });

  recordAudit({
    userId: author.userId,
    actor: author.name,
    action: "score",
    entity: "match",
    entityId: matchId,
    eventId: match.eventId,
    summary: summaryOf(match.code, input.status, scored),
    changes: {
      status: { from: before.status, to: input.status },
      score: { from: [before.homeScore, before.awayScore], to: [scored.homeScore, scored.awayScore] },
      winnerTeamId: { from: before.winnerTeamId, to: winnerTeamId },
      sets: { from: null, to: scored.sets },
    },
  });
  return { ok: true, version, winnerTeamId, ended: decided.has(input.status) && !decided.has(match.status) };
}

/**
 * Saves the statistics of a match (per side, per statistic of its sport), with
 * the same version check as the score.
 */
export function saveMatchStatistics(matchId: number, stats: StatisticInput[], actor: { userId: number; expectedVersion: number }): SaveOutcome {
  return writeTransaction((): SaveOutcome => {
    const found = findMatchForScoring(matchId);
    if (!found) return { ok: false, reason: "missing" };
    const { match, gameTypeId } = found;
    if (match.version !== actor.expectedVersion) return { ok: false, reason: "conflict", version: match.version };
    if (match.homeTeamId === null || match.awayTeamId === null) return { ok: false, reason: "invalid", errors: [{ code: "result.teamsUnknown", params: {} }] };
    const errors = checkStatistics(gameTypeId, stats);
    if (errors.length) return { ok: false, reason: "invalid", errors };
    saveStatistics(matchId, match.homeTeamId, match.awayTeamId, stats);
    const version = match.version + 1;
    getDb().update(matches).set({ version }).where(eq(matches.id, matchId)).run();
    recordAudit({
      userId: actor.userId,
      action: "update",
      entity: "match-statistics",
      entityId: matchId,
      eventId: match.eventId,
      summary: `${match.code}: ${stats.map((s) => `${s.side}#${s.statisticId}=${s.value}`).join(", ")}`,
    });
    return { ok: true, version, winnerTeamId: match.winnerTeamId, ended: false };
  });
}

/** Statistics must be ones defined for this sport (or for all), with whole values 0–999. */
function checkStatistics(gameTypeId: number, stats: StatisticInput[]) {
  if (stats.length === 0) return [];
  const allowed = new Set(
    getDb()
      .select({ id: matchStatistics.id, gameTypeId: matchStatistics.gameTypeId })
      .from(matchStatistics)
      .all()
      .filter((s) => s.gameTypeId === null || s.gameTypeId === gameTypeId)
      .map((s) => s.id),
  );
  return stats.flatMap((stat) =>
    !allowed.has(stat.statisticId)
      ? [{ code: "result.unknownStatistic", params: { id: stat.statisticId } }]
      : !Number.isInteger(stat.value) || stat.value < 0 || stat.value > 999
        ? [{ code: "result.statisticRange", params: { id: stat.statisticId } }]
        : [],
  );
}

function saveStatistics(matchId: number, homeTeamId: number, awayTeamId: number, stats: StatisticInput[]) {
  const db = getDb();
  for (const stat of stats) {
    const teamId = stat.side === "home" ? homeTeamId : awayTeamId;
    db.insert(matchStatValues)
      .values({ matchId, teamId, statisticId: stat.statisticId, value: stat.value })
      .onConflictDoUpdate({ target: [matchStatValues.matchId, matchStatValues.teamId, matchStatValues.statisticId], set: { value: stat.value } })
      .run();
  }
}

type MatchRow = typeof matches.$inferSelect;

type StoredMatch = EliminationMatch & { id: number; status: MatchStatus };

/** A category's elimination matches as the bracket rules read them (places are not needed to move teams on). */
function bracketOf(eventCategoryId: number): StoredMatch[] {
  return getDb()
    .select()
    .from(matches)
    .where(and(eq(matches.eventCategoryId, eventCategoryId), ne(matches.stage, "group")))
    .all()
    .map((m) => ({
      id: m.id,
      status: m.status,
      code: m.code,
      bracket: m.bracket ?? "main",
      stage: m.stage as EliminationMatch["stage"],
      round: m.round,
      homeSource: m.homeSource ?? "",
      awaySource: m.awaySource ?? "",
      homeTeamId: m.homeTeamId,
      awayTeamId: m.awayTeamId,
      loserPlace: null,
      winnerPlace: null,
      // The grand final's reset: the second match of the final bracket (app/domain/bracket/double.ts).
      ifNeeded: m.bracket === "final" && m.round > 1,
    }));
}

/** Whether a source names this match's winner or loser ("W:SF1", "L:QF2", a plate's "L1:QF2"). */
const fedBy = (source: string, code: string) => /^(W|L|L1):/.test(source) && source.slice(source.indexOf(":") + 1) === code;

/** The code of a following match that is already under way, which a changed winner would contradict. */
function blockedSuccessor(match: MatchRow) {
  const following = bracketOf(match.eventCategoryId).filter((m) => fedBy(m.homeSource, match.code) || fedBy(m.awaySource, match.code));
  return following.find((m) => m.status !== "scheduled" && m.status !== "postponed" && m.status !== "cancelled")?.code ?? null;
}

/**
 * Puts the winner and the loser of a knockout match into the matches that
 * wait for them, in every bracket of the category (app/domain/bracket/match.ts
 * `advance`). A match the result makes unnecessary (the grand final's reset
 * after the winners' champion won it, a plate match whose line stays empty) is
 * cancelled, so the planner and the desk leave it out; a changed result first
 * brings back what the one before had cancelled.
 */
function moveOn(match: MatchRow, winnerTeamId: number | null) {
  const db = getDb();
  const following = bracketOf(match.eventCategoryId).filter((m) => fedBy(m.homeSource, match.code) || fedBy(m.awaySource, match.code));
  for (const m of following.filter((m) => m.status === "cancelled")) db.update(matches).set({ status: "scheduled" }).where(eq(matches.id, m.id)).run();
  const bracket = bracketOf(match.eventCategoryId);
  const loserTeamId = winnerTeamId === null ? null : winnerTeamId === match.homeTeamId ? match.awayTeamId : match.homeTeamId;
  if (winnerTeamId === null || loserTeamId === null) {
    const cleared = bracket.flatMap((m) =>
      (["home", "away"] as const).flatMap((side) => (fedBy(side === "home" ? m.homeSource : m.awaySource, match.code) ? [{ code: m.code, side, teamId: null as number | null }] : [])),
    );
    applySlots(bracket, cleared);
    return;
  }
  const { updates, notNeeded } = advance(bracket, { code: match.code, winnerId: winnerTeamId, loserId: loserTeamId });
  applySlots(bracket, updates);
  for (const code of notNeeded) {
    const target = bracket.find((m) => m.code === code);
    if (target && target.status === "scheduled") db.update(matches).set({ status: "cancelled" }).where(eq(matches.id, target.id)).run();
  }
}

function applySlots(bracket: readonly StoredMatch[], updates: { code: string; side: "home" | "away"; teamId: number | null }[]) {
  const db = getDb();
  for (const update of updates) {
    const target = bracket.find((m) => m.code === update.code);
    if (!target || (target.status !== "scheduled" && target.status !== "postponed" && target.status !== "cancelled")) continue;
    db.update(matches)
      .set(update.side === "home" ? { homeTeamId: update.teamId } : { awayTeamId: update.teamId })
      .where(eq(matches.id, target.id))
      .run();
  }
}

/**
 * When a group is complete, its qualified places ("1A", "2A" …) are known: they
 * are written into the knockout matches that wait for them. A place still shared
 * (a tie only lots can break) stays open until staff record the draw.
 */
export function fillQualifiedPlaces(eventId: number, groupId: number) {
  const table = findGroupTable(eventId, groupId);
  const group = getDb().select({ name: groups.name, eventCategoryId: groups.eventCategoryId }).from(groups).where(eq(groups.id, groupId)).get();
  if (!table || !group) return;
  const bracket = bracketOf(group.eventCategoryId);
  const places = new Map<string, number | null>();
  for (const row of table.rows) {
    if (row.rank === null) continue;
    places.set(`${row.rank}${group.name}`, table.complete && !row.shared ? row.teamId : null);
  }
  const updates = bracket.flatMap((m) =>
    (["home", "away"] as const).flatMap((side) => {
      const source = side === "home" ? m.homeSource : m.awaySource;
      return places.has(source) ? [{ code: m.code, side, teamId: places.get(source) ?? null }] : [];
    }),
  );
  applySlots(bracket, updates);
}

/** The statistics staff record for a match's sport, in their order. */
export function statisticsForGameType(gameTypeId: number) {
  return getDb()
    .select({ id: matchStatistics.id, name: matchStatistics.name, key: matchStatistics.key, gameTypeId: matchStatistics.gameTypeId })
    .from(matchStatistics)
    .orderBy(asc(matchStatistics.sortOrder), asc(matchStatistics.id))
    .all()
    .filter((s) => s.gameTypeId === null || s.gameTypeId === gameTypeId);
}
