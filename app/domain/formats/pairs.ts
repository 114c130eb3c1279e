/**
 * What Americano and Mexicano share: players enter alone, each round puts
 * them in pairs on the courts (two against two), and the players left over
 * sit the round out, in turn.
 */
import { isDrawNumber, maxDrawNumber } from "../random";

export type Pair = readonly [number, number];

/** One court of a round: the home pair against the away pair (player ids). */
export type PairCourt = { court: number; home: Pair; away: Pair };

export type PairRound = { round: number; courts: PairCourt[]; sittingOut: number[] };

/** A match played to a total of points (16, 21, 24 or 32): 14-18 gives each home player 14 and each away player 18. */
export type PairResult = { round: number; home: Pair; away: Pair; homePoints: number; awayPoints: number };

/** The totals a match may be played to, a category setting. */
export const pairMatchTotals = [16, 21, 24, 32] as const;
export type PairMatchTotal = (typeof pairMatchTotals)[number];

/**
 * How long a match to each total usually takes on court, changeovers included: padel socials play
 * 24 points in about 20 minutes and 32 in under half an hour. The event planner's default for a
 * category played to a total, in place of its sport's full match.
 */
export const pairMatchMinutes: Record<PairMatchTotal, number> = { 16: 15, 21: 20, 24: 25, 32: 30 };

/** The most players one Americano or Mexicano takes (16 courts). */
export const maxPairPlayers = 64;

/**
 * - <format>.tooFewPlayers / tooManyPlayers: fewer than 4 or more than maxPairPlayers players.
 * - <format>.duplicatePlayer: a player listed twice.
 * - <format>.badCourts: courts not from 1 to a quarter of the players.
 * - draw.badNumber: a draw number that is not a whole number from 1 to maxDrawNumber.
 */
export type PairPlayersError<Format extends string> =
  | { code: `${Format}.tooFewPlayers`; params: { count: number; min: number } }
  | { code: `${Format}.tooManyPlayers`; params: { count: number; max: number } }
  | { code: `${Format}.duplicatePlayer`; params: { playerId: number } }
  | { code: `${Format}.badCourts`; params: { courts: number; max: number } }
  | { code: "draw.badNumber"; params: { max: number } };

export function checkPairPlayers<Format extends string>(format: Format, players: readonly number[], courts: number, drawNumber?: number): PairPlayersError<Format>[] {
  const errors: PairPlayersError<Format>[] = [];
  if (players.length < 4) errors.push({ code: `${format}.tooFewPlayers`, params: { count: players.length, min: 4 } });
  if (players.length > maxPairPlayers) errors.push({ code: `${format}.tooManyPlayers`, params: { count: players.length, max: maxPairPlayers } });
  const seen = new Set<number>();
  for (const id of players) {
    if (seen.has(id)) errors.push({ code: `${format}.duplicatePlayer`, params: { playerId: id } });
    seen.add(id);
  }
  const most = Math.max(1, Math.floor(players.length / 4));
  if (!Number.isInteger(courts) || courts < 1 || courts > most) errors.push({ code: `${format}.badCourts`, params: { courts, max: most } });
  if (drawNumber !== undefined && !isDrawNumber(drawNumber)) errors.push({ code: "draw.badNumber", params: { max: maxDrawNumber } });
  return errors;
}

/** A match's total is right: whole points, none below zero, adding up to the category's total. */
export function isPairScore(homePoints: number, awayPoints: number, total: number): boolean {
  return Number.isInteger(homePoints) && Number.isInteger(awayPoints) && homePoints >= 0 && awayPoints >= 0 && homePoints + awayPoints === total;
}

/**
 * Who sits out a round: those who have sat out the fewest rounds so far,
 * then those whose last sit-out is longest ago, then the last in `order`
 * (so, over the rounds, sit-outs never differ by more than one).
 */
export function sitters(order: readonly number[], count: number, previous: readonly PairRound[]): number[] {
  if (count <= 0) return [];
  const times = new Map<number, number>();
  const last = new Map<number, number>();
  for (const round of previous) {
    for (const id of round.sittingOut) {
      times.set(id, (times.get(id) ?? 0) + 1);
      last.set(id, Math.max(last.get(id) ?? 0, round.round));
    }
  }
  const position = new Map(order.map((id, i) => [id, i]));
  return [...order].sort((a, b) => (times.get(a) ?? 0) - (times.get(b) ?? 0) || (last.get(a) ?? 0) - (last.get(b) ?? 0) || position.get(b)! - position.get(a)!).slice(0, count);
}

/** How often each pair of players has been partners and opponents in these rounds, by "a-b" with a < b. */
export function pairCounts(rounds: readonly { courts: readonly PairCourt[] }[]): { partners: Map<string, number>; opponents: Map<string, number> } {
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const add = (map: Map<string, number>, a: number, b: number) => map.set(pairKey(a, b), (map.get(pairKey(a, b)) ?? 0) + 1);
  for (const round of rounds) {
    for (const court of round.courts) {
      add(partners, ...court.home);
      add(partners, ...court.away);
      for (const x of court.home) for (const y of court.away) add(opponents, x, y);
    }
  }
  return { partners, opponents };
}

export const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
