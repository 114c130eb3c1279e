import { and, eq, inArray, isNull } from "drizzle-orm";
import { categoryRounds, matches, matchSides, roundByes, teams, type MatchStatus } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { FormatError } from "~/domain/format-error";
import { withdrawalEffect, type WithdrawalRound } from "~/domain/formats/withdrawal";
import { recordAudit } from "../audit.server";
import { applyResult, findMatchForScoring } from "../competition/match-result.server";
import { message } from "../competition/schedule-scope.server";
import { removeMatches } from "../competition/schedule.server";
import { planKey, problemOf, rulesPlan, writePlan, type PlannedRound, type RoundRefusal } from "./round-making.server";
import { findRoundCategory, madeRounds, roundEntrants, type MadeRound, type RoundCategory } from "./round-play.server";

/**
 * Changes to rounds already made, each previewed before it is saved: staff
 * discard the latest round while none of its matches has begun, or record
 * that a player (a team in Swiss) withdraws mid-event (decision 0084). A
 * round that has begun never changes, but for the withdrawing entrant's own
 * match in it not yet begun.
 */

/** A match has begun once it is live, has a result, or was put off with a score; a cancelled match never began. */
const unbegun = new Set<MatchStatus>(["scheduled", "cancelled"]);
const hasBegun = (match: MadeRound["matches"][number]) => !unbegun.has(match.status);

const roundMatches = (categoryId: number, rounds: number[]) => and(eq(matches.eventCategoryId, categoryId), inArray(matches.round, rounds), isNull(matches.groupId), isNull(matches.bracket))!;

/** Removes these rounds of the category, with their matches (and the sides of pair matches) and byes. Nothing else. */
function removeRounds(category: RoundCategory, rounds: number[], actorId: number) {
  const db = getDb();
  const ids = db
    .select({ id: matches.id })
    .from(matches)
    .where(roundMatches(category.id, rounds))
    .all()
    .map((row) => row.id);
  if (ids.length) db.delete(matchSides).where(inArray(matchSides.matchId, ids)).run();
  const removed = removeMatches(roundMatches(category.id, rounds), category.eventId, actorId);
  db.delete(roundByes)
    .where(and(eq(roundByes.eventCategoryId, category.id), inArray(roundByes.round, rounds)))
    .run();
  db.delete(categoryRounds)
    .where(and(eq(categoryRounds.eventCategoryId, category.id), inArray(categoryRounds.round, rounds)))
    .run();
  return removed;
}

/** What a discard removes: rounds `first` to `round` (one round, but Americano's whole schedule) and their match count. */
export type DiscardView = { first: number; round: number; matches: number };

/**
 * The latest round, and its match count, when it can be discarded now, else
 * why not. Americano's schedule was made as one plan and goes as one, while
 * none of its matches has begun.
 */
export function discardPreview(categoryId: number): { ok: true; discard: DiscardView } | RoundRefusal {
  const category = findRoundCategory(categoryId);
  if (!category) return { ok: false, problems: [message("rounds.errors.notRounds")] };
  const made = madeRounds(categoryId);
  const last = made.at(-1);
  if (!last) return { ok: false, problems: [message("rounds.errors.nothingToDiscard")] };
  const going = category.format === "americano" ? made : [last];
  for (const round of going) {
    const begun = round.matches.find(hasBegun);
    if (begun) return { ok: false, problems: [message("rounds.errors.roundStarted", { round: round.round, code: begun.code })] };
  }
  return { ok: true, discard: { first: going[0]!.round, round: last.round, matches: going.reduce((n, round) => n + round.matches.length, 0) } };
}

/**
 * Discards the latest round (Americano: its schedule), the one staff
 * previewed (`round`), while none of its matches has begun: its matches,
 * their sides and its byes go, nothing else, audit-logged. The round can then
 * be made again.
 */
export function discardLatestRound(categoryId: number, round: number, actorId: number): { ok: true; round: number } | RoundRefusal {
  return writeTransaction(() => {
    const preview = discardPreview(categoryId);
    if (!preview.ok) return preview;
    if (preview.discard.round !== round) return { ok: false, problems: [message("rounds.errors.previewChanged")] };
    const category = findRoundCategory(categoryId)!;
    const rounds = Array.from({ length: round - preview.discard.first + 1 }, (_, i) => preview.discard.first + i);
    const removed = removeRounds(category, rounds, actorId);
    recordAudit({
      userId: actorId,
      action: "delete",
      entity: "round",
      entityId: category.id,
      eventId: category.eventId,
      summary: `${category.format} round ${rounds.join(", ")} discarded: ${removed} matches`,
    });
    return { ok: true, round };
  });
}

/** What a withdrawal does, shown before it is saved: matches cancelled or walked over (by code), rounds made again. */
export type WithdrawalPlan = { entrant: { id: number; name: string }; cancelled: string[]; walkovers: string[]; remade: PlannedRound[]; drawNumber: number | null; problems: string[] };

function withdrawalOf(category: RoundCategory, entrantId: number) {
  const entrant = roundEntrants(category.id).find((row) => row.id === entrantId);
  if (!entrant) return null;
  const made = madeRounds(category.id);
  const states: WithdrawalRound[] = made.map((round) => ({
    round: round.round,
    matches: round.matches.map((match) => ({ id: match.id, begun: hasBegun(match), home: match.sides.home.map((e) => e.teamId), away: match.sides.away.map((e) => e.teamId) })),
  }));
  const effect = withdrawalEffect(category.format === "swiss" ? "swiss" : "pairs", states, entrantId);
  const codes = new Map(made.flatMap((round) => round.matches.map((match) => [match.id, match.code] as const)));
  return { entrant, made, effect, codes };
}

/**
 * The withdrawal of an entrant, planned: the effect the rules give
 * (app/domain/formats/withdrawal.ts), and the rounds not begun made again
 * for the entrants left, from the rounds kept with the changes to them.
 * Rounds the rules cannot make again (too few left, no pairing without a
 * rematch) are discarded and left for staff, who see why (`problems`).
 */
export function planWithdrawal(categoryId: number, entrantId: number): { ok: true; plan: WithdrawalPlan } | RoundRefusal {
  const category = findRoundCategory(categoryId);
  if (!category) return { ok: false, problems: [message("rounds.errors.notRounds")] };
  const found = withdrawalOf(category, entrantId);
  if (!found) return { ok: false, problems: [message("rounds.errors.notEntrant")] };
  const { entrant, made, effect, codes } = found;
  const plan: WithdrawalPlan = {
    entrant: { id: entrant.id, name: entrant.name },
    cancelled: effect.cancel.map((id) => codes.get(id)!),
    walkovers: effect.walkover.map((w) => codes.get(w.matchId)!),
    remade: [],
    drawNumber: null,
    problems: [],
  };
  if (effect.remake.length === 0) return { ok: true, plan };
  // The rounds kept, as they will be once the entrant's matches in them are cancelled (a walkover only changes who won, which a remade round of Swiss reads from the saved result).
  const cancelled = new Set(effect.cancel);
  const kept = made
    .filter((round) => !effect.remake.includes(round.round))
    .map((round) => ({ ...round, matches: round.matches.map((match) => (cancelled.has(match.id) ? { ...match, status: "cancelled" as const } : match)) }));
  const walkovers = new Map(effect.walkover.map((w) => [w.matchId, w.present]));
  const keptWithWalkovers = kept.map((round) => ({
    ...round,
    matches: round.matches.map((match) => {
      const present = walkovers.get(match.id);
      if (!present) return match;
      return { ...match, status: "walkover" as const, winnerTeamId: match.sides[present][0]?.teamId ?? null };
    }),
  }));
  const players = roundEntrants(categoryId)
    .map((row) => row.id)
    .filter((id) => id !== entrantId);
  const drawNumber = made.find((round) => round.round === effect.remake[0])?.drawNumber ?? null;
  try {
    const remade = rulesPlan(category, players, keptWithWalkovers, drawNumber, effect.remake.length);
    plan.remade = remade.rounds;
    plan.drawNumber = remade.drawNumber;
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    plan.problems = [problemOf(error)];
  }
  return { ok: true, plan };
}

/**
 * Saves the withdrawal staff previewed (`shown`, its planKey): the entrant is
 * marked withdrawn (the leaderboard keeps their results and says so), their
 * matches not begun in begun rounds are cancelled or walked over, the rounds
 * not begun are discarded and the remade ones written. Refused, with the new
 * preview, when anything changed in between.
 */
export function withdrawEntrant(categoryId: number, entrantId: number, shown: string, actorId: number): { ok: true; name: string } | RoundRefusal {
  return writeTransaction(() => {
    const planned = planWithdrawal(categoryId, entrantId);
    if (!planned.ok) return planned;
    if (planKey(planned.plan) !== shown) return { ok: false, problems: [message("rounds.errors.previewChanged")] };
    const category = findRoundCategory(categoryId)!;
    const { effect } = withdrawalOf(category, entrantId)!;
    const db = getDb();
    if (effect.remake.length) removeRounds(category, effect.remake, actorId);
    db.update(teams).set({ status: "withdrawn" }).where(eq(teams.id, entrantId)).run();
    const author = { userId: actorId, name: null };
    for (const matchId of effect.cancel) applyResult(findMatchForScoring(matchId)!, { status: "cancelled", sets: [], goals: null, present: null, retired: null }, author, null);
    for (const { matchId, present } of effect.walkover) applyResult(findMatchForScoring(matchId)!, { status: "walkover", sets: [], goals: null, present, retired: null }, author, null);
    if (planned.plan.remade.length) writePlan(category, { drawNumber: planned.plan.drawNumber, rounds: planned.plan.remade }, actorId);
    recordAudit({
      userId: actorId,
      action: "status",
      entity: "team",
      entityId: entrantId,
      eventId: category.eventId,
      summary: `${planned.plan.entrant.name}: withdrawn from the ${category.format}; cancelled ${effect.cancel.length}, walkovers ${effect.walkover.length}, rounds made again ${effect.remake.join(", ") || "none"}`,
    });
    return { ok: true, name: planned.plan.entrant.name };
  });
}
