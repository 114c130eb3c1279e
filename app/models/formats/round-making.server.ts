import { randomInt } from "node:crypto";
import { categoryRounds, matches, matchSides, roundByes } from "#drizzle/schema";
import { getDb, writeTransaction } from "~/db.server";
import { FormatError } from "~/domain/format-error";
import { americanoContinuation, americanoRounds } from "~/domain/formats/americano";
import { mexicanoRound } from "~/domain/formats/mexicano";
import { roundCourts } from "~/domain/formats/settings";
import { pairSwissRound } from "~/domain/formats/swiss";
import { isDrawNumber, maxDrawNumber } from "~/domain/random";
import { log } from "~/utils/logger.server";
import { recordAudit } from "../audit.server";
import { message } from "../competition/schedule-scope.server";
import { findRoundCategory, isRoundComplete, madeRounds, pairResultsOf, pairRoundsOf, roundEntrants, swissHistoryOf, type MadeRound, type RoundCategory } from "./round-play.server";

/**
 * Making the rounds of a category that plays in rounds: a plan first (what
 * staff see as the preview), then exactly that plan saved. Americano's rounds
 * are fixed before play, so its whole schedule is one plan; Mexicano and
 * Swiss make one round at a time, from the results of a complete round
 * before it. A saved round is never made again, so a round that has started
 * never changes.
 */

/** One match of a planned round: the entrants of each side (two players, or one team). */
export type PlannedMatch = { home: number[]; away: number[] };

export type PlannedRound = { round: number; matches: PlannedMatch[]; byes: number[] };

export type RoundPlan = { drawNumber: number | null; rounds: PlannedRound[] };

/** Messages (translation keys with parameters) saying why no round can be made now. */
export type RoundRefusal = { ok: false; problems: string[] };

/** A domain error as the forms show it: "rounds.errors.<its last part>" with its parameters. */
export function problemOf(error: FormatError): string {
  const key = error.code.split(".").at(-1)!;
  return message(`rounds.errors.${key}`, error.params as Record<string, string | number>);
}

/** A fresh draw number for a form that makes a drawn round (shown to staff, who may type another). */
export function freshDrawNumber(): number {
  return randomInt(1, maxDrawNumber + 1);
}

/** Whether this category's next plan is drawn: Americano's schedule, or Mexicano's first round by lot. */
export function needsDrawNumber(category: RoundCategory, made: number): boolean {
  return made === 0 && (category.format === "americano" || (category.format === "mexicano" && category.pairs.firstRound === "draw"));
}

/**
 * The next plan of the category: Americano's whole schedule, or the next
 * round of Mexicano or Swiss. Refused while the round before is not complete,
 * once every round is made, or when the rules refuse the entrants (too few,
 * no pairing without a rematch).
 */
export function planNextRounds(categoryId: number, drawNumber: number | null): { ok: true; plan: RoundPlan } | RoundRefusal {
  const category = findRoundCategory(categoryId);
  if (!category) return { ok: false, problems: [message("rounds.errors.notRounds")] };
  const made = madeRounds(categoryId);
  const last = made.at(-1);
  if (category.format === "americano" && last) return { ok: false, problems: [message("rounds.errors.allMade", { rounds: made.length })] };
  const most = category.format === "swiss" ? category.swiss.rounds : category.pairs.rounds;
  if (most !== null && made.length >= most) return { ok: false, problems: [message("rounds.errors.allMade", { rounds: made.length })] };
  if (last && !isRoundComplete(last)) return { ok: false, problems: [message("rounds.errors.roundNotComplete", { round: last.round })] };
  const drawn = needsDrawNumber(category, made.length);
  if (drawn && (drawNumber === null || !isDrawNumber(drawNumber))) return { ok: false, problems: [message("rounds.errors.badNumber", { max: maxDrawNumber })] };
  try {
    return {
      ok: true,
      plan: rulesPlan(
        category,
        roundEntrants(categoryId).map((entrant) => entrant.id),
        made,
        drawn ? drawNumber : null,
      ),
    };
  } catch (error) {
    if (error instanceof FormatError) return { ok: false, problems: [problemOf(error)] };
    throw error;
  }
}

/**
 * The rounds the format's rules make next for these players after the rounds
 * `kept` (checks aside: the caller has made them): Swiss's and Mexicano's next
 * round; Americano's whole schedule, or, after rounds kept, `count` rounds
 * more that go on from them (a player withdrew). Throws FormatError when the
 * rules refuse the players.
 */
export function rulesPlan(category: RoundCategory, players: number[], kept: readonly MadeRound[], drawNumber: number | null, count?: number): RoundPlan {
  const next = (kept.at(-1)?.round ?? 0) + 1;
  if (category.format === "swiss") {
    const round = pairSwissRound(players, swissHistoryOf(kept), { method: category.swiss.method, points: category.swiss.points, tieBreaks: category.swiss.tieBreaks });
    const planned = { round: next, matches: round.pairings.map((p) => ({ home: [p.homeId], away: [p.awayId] })), byes: round.bye === null ? [] : [round.bye] };
    return { drawNumber: null, rounds: [planned] };
  }
  const courts = roundCourts(category.pairs, players.length);
  const toPlan = (round: { round: number; courts: { home: readonly number[]; away: readonly number[] }[]; sittingOut: number[] }): PlannedRound => ({
    round: round.round,
    matches: round.courts.map((court) => ({ home: [...court.home], away: [...court.away] })),
    byes: round.sittingOut,
  });
  if (category.format === "americano") {
    const rounds =
      kept.length > 0 && count !== undefined
        ? americanoContinuation({ players, courts, rounds: count, played: pairRoundsOf(kept), drawNumber: drawNumber ?? undefined })
        : americanoRounds({ players, courts, rounds: category.pairs.rounds ?? undefined, drawNumber: drawNumber ?? undefined });
    return { drawNumber, rounds: rounds.map(toPlan) };
  }
  const { variant, noRepeatPartner } = category.pairs;
  const firstRound = category.pairs.firstRound === "draw" ? { by: "draw" as const, drawNumber: drawNumber ?? 1 } : { by: "level" as const, order: players };
  const round = mexicanoRound(players, { courts, variant, noRepeatPartner, firstRound }, pairRoundsOf(kept), pairResultsOf(kept));
  return { drawNumber: kept.length === 0 && category.pairs.firstRound === "draw" ? drawNumber : null, rounds: [toPlan({ ...round, round: next })] };
}

/** A plan as one text, for the preview's form to send back and the save to compare. */
export function planKey(plan: object): string {
  return JSON.stringify(plan);
}

/**
 * Saves the plan staff previewed, exactly: the plan is made again inside the
 * write and must be the one shown (`shown`, its planKey), or nothing is
 * written and staff see the new preview. Writes the rounds, their matches
 * (ordinary matches without court or time, for the planner), the sides of
 * pair matches, and the byes.
 */
export function saveNextRounds(categoryId: number, drawNumber: number | null, shown: string, actorId: number): { ok: true; rounds: number[]; matches: number } | RoundRefusal {
  return writeTransaction(() => {
    const planned = planNextRounds(categoryId, drawNumber);
    if (!planned.ok) return planned;
    if (planKey(planned.plan) !== shown) return { ok: false, problems: [message("rounds.errors.previewChanged")] };
    const category = findRoundCategory(categoryId)!;
    return { ok: true, ...writePlan(category, planned.plan, actorId) };
  });
}

/** Writes a plan's rounds, matches, sides and byes (inside the caller's write), audit-logged. */
export function writePlan(category: RoundCategory, plan: RoundPlan, actorId: number | null) {
  const db = getDb();
  const pairs = category.format !== "swiss";
  let count = 0;
  for (const round of plan.rounds) {
    db.insert(categoryRounds).values({ eventCategoryId: category.id, round: round.round, drawNumber: plan.drawNumber, createdBy: actorId }).run();
    round.matches.forEach((planned, index) => {
      const row = db
        .insert(matches)
        .values({
          eventId: category.eventId,
          eventCategoryId: category.id,
          stage: "group",
          round: round.round,
          code: `R${round.round}-${index + 1}`,
          homeTeamId: pairs ? null : planned.home[0]!,
          awayTeamId: pairs ? null : planned.away[0]!,
        })
        .returning({ id: matches.id })
        .get();
      if (pairs) {
        db.insert(matchSides)
          .values([...planned.home.map((teamId) => ({ matchId: row.id, side: "home" as const, teamId })), ...planned.away.map((teamId) => ({ matchId: row.id, side: "away" as const, teamId }))])
          .run();
      }
      count++;
    });
    if (round.byes.length) {
      db.insert(roundByes)
        .values(round.byes.map((teamId) => ({ eventCategoryId: category.id, round: round.round, teamId })))
        .run();
    }
  }
  const rounds = plan.rounds.map((round) => round.round);
  recordAudit({
    userId: actorId,
    actor: actorId === null ? "auto" : null,
    action: "create",
    entity: "round",
    entityId: category.id,
    eventId: category.eventId,
    summary: `${category.format} round ${rounds.join(", ")}: ${count} matches${plan.drawNumber !== null ? `, draw ${plan.drawNumber}` : ""}`,
  });
  return { rounds, matches: count };
}

/**
 * After a result: when the category makes its next round by itself and the
 * round just completed, the next round is made (inside the caller's write).
 * A round the rules refuse (no legal Swiss pairing, every round made) is left
 * for staff, who see why on the rounds page. The round is written in a
 * savepoint: should making it fail, the result that completed the round is
 * kept all the same, and staff make the round on the page.
 */
export function makeNextRoundIfDue(categoryId: number): void {
  const category = findRoundCategory(categoryId);
  if (!category || category.format === "americano") return;
  const settings = category.format === "swiss" ? category.swiss : category.pairs;
  if (settings.nextRound !== "auto") return;
  const made = madeRounds(categoryId);
  const last = made.at(-1);
  if (!last || !isRoundComplete(last)) return;
  try {
    getDb().$client.transaction(() => {
      const planned = planNextRounds(categoryId, null);
      if (planned.ok) writePlan(category, planned.plan, null);
    })();
  } catch (error) {
    log.warn("the next round was not made by itself; staff can make it on the rounds page", { categoryId, error });
  }
}
