/**
 * What a withdrawal mid-event does to the rounds already made (decision
 * 0084). Rounds that have begun never change, but for the withdrawing
 * entrant's own matches in them not yet begun: in Americano and Mexicano
 * such a match is cancelled (three players cannot play it; they count as
 * sitting that round out), in Swiss it is a walkover to the opponent (the
 * rulebook's forfeit of a player who leaves after the pairing). The rounds at
 * the end that have not begun at all are made again for the entrants left:
 * Americano's from the schedule so far (americanoContinuation), Mexicano's
 * and Swiss's by their own rules from the results. Played results stand.
 */
import type { Side } from "../scoring";

/** A match of a made round: whether it has begun (live, played, postponed with a score) and the entrants of each side. */
export type WithdrawalMatch = { id: number; begun: boolean; home: readonly number[]; away: readonly number[] };

export type WithdrawalRound = { round: number; matches: readonly WithdrawalMatch[] };

export type WithdrawalEffect = {
  /** Matches of begun rounds the entrant was to play, cancelled (pairs). */
  cancel: number[];
  /** Matches of begun rounds the entrant was to play, won by the side that is left (Swiss). */
  walkover: { matchId: number; present: Side }[];
  /** The rounds at the end not begun at all, in order: discarded and made again without the entrant. */
  remake: number[];
};

export function withdrawalEffect(kind: "pairs" | "swiss", rounds: readonly WithdrawalRound[], entrant: number): WithdrawalEffect {
  const ordered = [...rounds].sort((a, b) => a.round - b.round);
  let open = ordered.length;
  while (open > 0 && ordered[open - 1]!.matches.every((match) => !match.begun)) open--;
  const effect: WithdrawalEffect = { cancel: [], walkover: [], remake: ordered.slice(open).map((round) => round.round) };
  for (const round of ordered.slice(0, open)) {
    for (const match of round.matches) {
      if (match.begun) continue;
      const side: Side | null = match.home.includes(entrant) ? "home" : match.away.includes(entrant) ? "away" : null;
      if (side === null) continue;
      if (kind === "pairs") effect.cancel.push(match.id);
      else effect.walkover.push({ matchId: match.id, present: side === "home" ? "away" : "home" });
    }
  }
  return effect;
}
