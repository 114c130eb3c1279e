/**
 * Group fixtures by the circle (polygon) method: one seat is fixed, the
 * others turn one place each round, so every pair meets exactly once and
 * nobody plays twice in a round.
 */

export type Pairing = { home: number; away: number };
export type Round = { round: number; pairings: Pairing[]; bye: number | null };

/**
 * Rounds for `teamIds` (distinct), the same for the same input order.
 *
 * Even count: the first team keeps the fixed seat and alternates home and
 * away; every other team hosts the opponents that sit up to half the circle
 * behind it, so home counts differ by at most one.
 * Odd count: the bye takes the fixed seat (so every team sits out once) and
 * every team plays exactly (n - 1) / 2 matches at home.
 */
export function roundRobin(teamIds: readonly number[]): Round[] {
  if (new Set(teamIds).size !== teamIds.length) throw new RangeError("roundRobin: team ids must be distinct");
  if (teamIds.length < 2) return [];
  const odd = teamIds.length % 2 === 1;
  const fixed = odd ? null : (teamIds[0] ?? null);
  const circle = odd ? [...teamIds] : teamIds.slice(1);
  const size = circle.length;
  const half = (size - 1) / 2;

  // Seat of a circle team: the circle team at seat s hosts those at seats s-1 … s-half.
  const hostsOnCircle = (a: number, b: number) => {
    const gap = (a - b + size) % size;
    return gap >= 1 && gap <= half;
  };

  const rounds: Round[] = [];
  for (let r = 0; r < size; r++) {
    // Turning the circle by r seats: position p holds the team originally at seat (p - r).
    const seatAt = (p: number) => (((p - r) % size) + size) % size;
    const teamAt = (p: number) => circle[seatAt(p)] as number;
    const pairings: Pairing[] = [];
    // The fixed seat faces the last position; the others pair off inwards.
    const facing = teamAt(size - 1);
    let bye: number | null = null;
    if (fixed === null) bye = facing;
    else pairings.push(r % 2 === 0 ? { home: fixed, away: facing } : { home: facing, away: fixed });
    for (let i = 0; i < half; i++) {
      const a = i;
      const b = size - 2 - i;
      const [homeSeat, awaySeat] = hostsOnCircle(seatAt(a), seatAt(b)) ? [a, b] : [b, a];
      pairings.push({ home: teamAt(homeSeat), away: teamAt(awaySeat) });
    }
    rounds.push({ round: r + 1, pairings, bye });
  }
  return rounds;
}
