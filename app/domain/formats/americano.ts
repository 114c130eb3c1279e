/**
 * Americano (padel, or any doubles sport): players enter alone and every
 * round pairs them anew, so that over the event everyone partners and faces
 * everyone as evenly as possible. The rounds are fixed before play starts.
 *
 * - With as many courts as a quarter of the players, for 8, 12, 16, 20 and
 *   24 players (n-1 rounds), and 17 and 21 (n rounds, one player sitting out
 *   each): every player partners every other exactly once and meets each as
 *   an opponent exactly twice. These are whist tournament designs, Wh(n),
 *   built from one initial round turned around the cycle Z_(n-1) plus a fixed
 *   player (Z_n with one player out for 17 and 21); `whistDesign` gives them,
 *   and a test checks every property.
 * - Four players, or any other multiple of four with all courts used: the
 *   partners of each round are a round of the circle method (./round-robin),
 *   so every pair partners exactly once over n-1 rounds; the pairs are then
 *   set against each other to even out the opponents (each new meeting of
 *   two players costing more the more often they have already met).
 * - Any other count or fewer courts: the players who sit out are chosen in
 *   turn (sit-outs never differ by more than one, and the same group does not
 *   play together round after round), the partners of the round repeat no
 *   earlier partnership while that is possible (a matching), and the pairs
 *   are set against each other as above. Small schedules are made several
 *   times with different tie-breaks and the best kept: fewest repeated
 *   partners first, then the evenest opponent counts.
 * - More rounds than a design has go round it again. A draw number, when
 *   given, shuffles the players onto the schedule's places (shown, and
 *   repeatable); without one the schedule follows the players' order.
 */
import { FormatError } from "../format-error";
import { maxCardinalityMatching, maxWeightMatching, type WeightedEdge } from "../matching";
import { drawRandom, seededRandom, type Random } from "../random";
import { roundRobin } from "../round-robin";
import { checkPairPlayers, type Pair, type PairPlayersError, type PairRound } from "./pairs";

export type AmericanoInput = {
  /** Player ids, in the order the schedule follows when no draw number is given. */
  players: readonly number[];
  courts: number;
  /** Defaults to `defaultAmericanoRounds`. */
  rounds?: number;
  drawNumber?: number;
};

/** The most rounds an Americano plans: twice round everyone. */
export const maxAmericanoRounds = 2 * 64;

export type AmericanoError = PairPlayersError<"americano"> | { code: "americano.badRounds"; params: { rounds: number; max: number } };

/**
 * Initial rounds of the whist designs: tables of four, [a, b, c, d] is the
 * pair a+b against c+d; -1 is the fixed player. Developed by adding r
 * (mod n-1, or mod n for 17 and 21) to every other entry in round r.
 */
const whistInitialRounds: Readonly<Record<number, readonly number[]>> = {
  8: [-1, 0, 1, 3, 2, 6, 4, 5],
  12: [-1, 0, 1, 3, 2, 9, 6, 7, 4, 10, 5, 8],
  16: [-1, 0, 1, 2, 3, 6, 9, 11, 4, 13, 8, 12, 5, 10, 7, 14],
  17: [1, 2, 3, 8, 4, 15, 10, 12, 5, 9, 6, 13, 7, 16, 11, 14],
  20: [-1, 0, 1, 2, 3, 5, 9, 15, 4, 14, 12, 17, 6, 18, 10, 13, 7, 11, 8, 16],
  21: [1, 2, 3, 6, 4, 13, 12, 19, 5, 9, 14, 16, 7, 20, 11, 17, 8, 18, 10, 15],
  24: [-1, 0, 1, 2, 3, 5, 7, 17, 4, 12, 18, 22, 6, 20, 10, 13, 8, 19, 11, 16, 9, 15, 14, 21],
};

/** The player counts with a whist design built in. */
export const whistSizes = Object.keys(whistInitialRounds).map(Number);

/**
 * The whist design for n players as rounds of tables [a, b, c, d] of player
 * places 0 … n-1 (a+b against c+d), or null when none is built in.
 */
export function whistDesign(n: number): number[][][] | null {
  const initial = whistInitialRounds[n];
  if (!initial) return null;
  const cycle = n % 4 === 0 ? n - 1 : n;
  return Array.from({ length: cycle }, (_, r) => {
    const placed = initial.map((x) => (x === -1 ? n - 1 : (x + r) % cycle));
    return Array.from({ length: placed.length / 4 }, (_, t) => placed.slice(4 * t, 4 * t + 4));
  });
}

/** n-1 rounds (n for the designs of 17 and 21): with all courts in use, everyone partners everyone once. */
export function defaultAmericanoRounds(players: number, courts: number): number {
  const design = courts === Math.floor(players / 4) ? whistDesign(players) : null;
  return design ? design.length : players - 1;
}

export function checkAmericano(input: AmericanoInput): AmericanoError[] {
  const errors: AmericanoError[] = checkPairPlayers("americano", input.players, input.courts, input.drawNumber);
  const rounds = input.rounds ?? defaultAmericanoRounds(input.players.length, input.courts);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > maxAmericanoRounds) errors.push({ code: "americano.badRounds", params: { rounds, max: maxAmericanoRounds } });
  return errors;
}

/** The rounds of an Americano. Throws FormatError when checkAmericano finds an error. */
export function americanoRounds(input: AmericanoInput): PairRound[] {
  const [error] = checkAmericano(input);
  if (error) throw new FormatError(error);
  const count = input.players.length;
  const rounds = input.rounds ?? defaultAmericanoRounds(count, input.courts);
  const players = input.drawNumber === undefined ? [...input.players] : drawRandom(input.drawNumber).shuffle(input.players);

  const design = input.courts === Math.floor(count / 4) ? whistDesign(count) : null;
  if (design) {
    return Array.from({ length: rounds }, (_, r) => {
      const tables = design[r % design.length]!;
      const seated = new Set(tables.flat());
      return {
        round: r + 1,
        courts: tables.map(([a, b, c, d], t) => ({ court: t + 1, home: [players[a!]!, players[b!]!] as Pair, away: [players[c!]!, players[d!]!] as Pair })),
        sittingOut: players.filter((_, place) => !seated.has(place)),
      };
    });
  }

  // Equally good choices go by a generator: the draw's own streams, or fixed ones. Smaller schedules try
  // several and keep the best, within about the work of one schedule of 64 players on 15 courts
  // (a round's matching takes about (4 × courts)² steps).
  const stream = (attempt: number) => (input.drawNumber === undefined ? seededRandom(0x5eed + attempt) : drawRandom(input.drawNumber, 1 + attempt));
  const full = count === 4 * input.courts;
  const attempts = full ? 1 : Math.max(1, Math.min(8, Math.floor(250_000 / (rounds * (4 * input.courts) ** 2))));
  let best: Schedule | null = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const schedule = plan(count, input.courts, rounds, stream(attempt));
    if (!best || compareQuality(schedule.quality, best.quality) < 0) best = schedule;
  }
  return best!.rounds.map((round, r) => ({
    round: r + 1,
    courts: round.courts.map(([a, b, c, d], t) => ({ court: t + 1, home: [players[a]!, players[b]!] as Pair, away: [players[c]!, players[d]!] as Pair })),
    sittingOut: round.out.map((place) => players[place]!),
  }));
}

/**
 * The rounds of an Americano after `played`, for the players left (a player
 * withdrew, decision 0084): numbered on from the last round played, their
 * sit-outs chosen from the fewest so far (so, played rounds and these
 * together, sit-outs still differ by at most one between the players left),
 * their partners repeating no partnership already played while that is
 * possible, opponents evened out as in a fresh schedule. Players of `played`
 * who are not in `players` are left out. Throws FormatError when
 * checkAmericano finds an error.
 */
export function americanoContinuation(input: AmericanoInput & { rounds: number; played: readonly PairRound[] }): PairRound[] {
  const [error] = checkAmericano(input);
  if (error) throw new FormatError(error);
  const players = input.drawNumber === undefined ? [...input.players] : drawRandom(input.drawNumber).shuffle(input.players);
  const place = new Map(players.map((id, i) => [id, i]));
  const tally = new Tally(players.length);
  for (const round of input.played) {
    const present = (pair: Pair) => pair.map((id) => place.get(id) ?? -1);
    tally.add(
      round.courts.map((court) => [...present(court.home), ...present(court.away)]),
      round.sittingOut.flatMap((id) => (place.has(id) ? [place.get(id)!] : [])),
    );
  }
  const stream = input.drawNumber === undefined ? seededRandom(0x5eed) : drawRandom(input.drawNumber, 1);
  const first = 1 + Math.max(0, ...input.played.map((round) => round.round));
  return plan(players.length, input.courts, input.rounds, stream, tally).rounds.map((round, r) => ({
    round: first + r,
    courts: round.courts.map(([a, b, c, d], t) => ({ court: t + 1, home: [players[a]!, players[b]!] as Pair, away: [players[c]!, players[d]!] as Pair })),
    sittingOut: round.out.map((at) => players[at]!),
  }));
}

/** A schedule over player places 0 … n-1: each round's courts [a, b, c, d] (a+b against c+d) and who sits out. */
type Schedule = { rounds: { courts: [number, number, number, number][]; out: number[] }[]; quality: number[] };

/** Counts between places, kept as a flat n × n table. */
class Tally {
  readonly partners: Int32Array;
  readonly opponents: Int32Array;
  readonly satOut: Int32Array;
  constructor(readonly n: number) {
    this.partners = new Int32Array(n * n);
    this.opponents = new Int32Array(n * n);
    this.satOut = new Int32Array(n);
  }
  partnered(a: number, b: number) {
    return this.partners[a * this.n + b]!;
  }
  met(a: number, b: number) {
    return this.opponents[a * this.n + b]!;
  }
  /** Counts a round in; a place of -1 (a player no longer in the schedule) is passed over. */
  add(courts: readonly (readonly number[])[], out: readonly number[]) {
    const bump = (table: Int32Array, a: number, b: number) => {
      if (a < 0 || b < 0) return;
      table[a * this.n + b]!++;
      table[b * this.n + a]!++;
    };
    for (const [a, b, c, d] of courts) {
      bump(this.partners, a!, b!);
      bump(this.partners, c!, d!);
      for (const x of [a!, b!]) for (const y of [c!, d!]) bump(this.opponents, x, y);
    }
    for (const place of out) this.satOut[place]!++;
  }
}

/** `tally`, when given, holds the rounds played before: the schedule goes on from them (and the circle method is not used). */
function plan(n: number, courts: number, rounds: number, random: Random, before?: Tally): Schedule {
  const tally = before ?? new Tally(n);
  const circle = !before && n === 4 * courts ? roundRobin(Array.from({ length: n }, (_, i) => i)) : null;
  const planned: Schedule["rounds"] = [];
  for (let r = 0; r < rounds; r++) {
    const out = freshSitters(n, n - 4 * courts, tally, random);
    const sitting = new Set(out);
    const playing = Array.from({ length: n }, (_, i) => i).filter((i) => !sitting.has(i));
    const partners: Pair[] = circle ? circle[r % circle.length]!.pairings.map((p) => [p.home, p.away] as const) : leastUsedPartners(playing, tally, random);
    const round = { courts: setAgainstEachOther(partners, tally, random), out };
    tally.add(round.courts, out);
    planned.push(round);
  }
  return { rounds: planned, quality: scheduleQuality(tally, courts, rounds) };
}

/**
 * How good a schedule is, lower first: the most times one pair partners; the
 * partnerships beyond the fewest any schedule of this size must repeat; the
 * spread of opponent counts; the sum of their squares.
 */
function scheduleQuality(tally: Tally, courts: number, rounds: number): number[] {
  const { n } = tally;
  const floor = Math.ceil((2 * courts * rounds) / ((n * (n - 1)) / 2));
  let most = 0;
  let beyond = 0;
  let fewestMet = Infinity;
  let mostMet = 0;
  let squares = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const together = tally.partnered(a, b);
      const met = tally.met(a, b);
      most = Math.max(most, together);
      beyond += Math.max(0, together - floor);
      fewestMet = Math.min(fewestMet, met);
      mostMet = Math.max(mostMet, met);
      squares += met * met;
    }
  }
  return [most, beyond, mostMet - fewestMet, squares];
}

const compareQuality = (a: readonly number[], b: readonly number[]) => {
  const i = a.findIndex((v, k) => v !== b[k]);
  return i === -1 ? 0 : a[i]! - b[i]!;
};

/**
 * Who sits out: the players who have sat out least (so sit-outs never differ
 * by more than one); among those equally due, the ones left to play are
 * picked one by one as the player who has partnered, then faced, the players
 * already picked least — so the same group does not play together round
 * after round.
 */
function freshSitters(n: number, count: number, tally: Tally, random: Random): number[] {
  if (count <= 0) return [];
  const fewest = Math.min(...tally.satOut);
  const due = random.shuffle(Array.from({ length: n }, (_, i) => i).filter((i) => tally.satOut[i] === fewest));
  const others = random.shuffle(Array.from({ length: n }, (_, i) => i).filter((i) => tally.satOut[i] !== fewest));
  if (due.length <= count) return [...due, ...others.slice(0, count - due.length)];
  const playing = others;
  const candidates = due;
  const score = new Float64Array(n);
  for (const id of candidates) for (const other of playing) score[id] = score[id]! + 64 * tally.partnered(id, other) + tally.met(id, other);
  while (candidates.length > count) {
    let pick = 0;
    for (let k = 1; k < candidates.length; k++) if (score[candidates[k]!]! < score[candidates[pick]!]!) pick = k;
    const chosen = candidates.splice(pick, 1)[0]!;
    playing.push(chosen);
    for (const id of candidates) score[id] = score[id]! + 64 * tally.partnered(id, chosen) + tally.met(id, chosen);
  }
  return candidates;
}

/**
 * Partners for the players of a round: as many pairs as possible that have
 * not partnered yet (a maximum-cardinality matching of them, in an order
 * shuffled by the generator, so as few partnerships as possible repeat); the
 * players it leaves over are paired among themselves, least-partnered first
 * (a maximum-weight matching of those few).
 */
function leastUsedPartners(playing: readonly number[], tally: Tally, random: Random): Pair[] {
  const order = random.shuffle(playing);
  const fresh: [number, number][] = [];
  order.forEach((a, i) => order.forEach((b, j) => j > i && tally.partnered(a, b) === 0 && fresh.push([i, j])));
  const mate = maxCardinalityMatching(order.length, fresh);
  const pairs: Pair[] = order.flatMap((id, i) => (i < mate[i]! ? [[id, order[mate[i]!]!] as const] : []));
  const left = order.filter((_, i) => mate[i] === -1);
  if (left.length > 0) {
    const edges: WeightedEdge[] = [];
    left.forEach((a, i) => left.forEach((b, j) => j > i && edges.push([i, j, -(tally.partnered(a, b) ** 2)])));
    const again = maxWeightMatching(edges, { maxCardinality: true });
    left.forEach((id, i) => i < again[i]! && pairs.push([id, left[again[i]!]!]));
  }
  return pairs;
}

/**
 * Pairs on courts so that players who have met least meet next: a further
 * meeting of two players who have met k times costs 2k+1 (so the sum of
 * squares of the opponent counts stays as low as it can). Greedy, then
 * improved two courts at a time until no exchange of pairs between two
 * courts lowers the cost.
 */
function setAgainstEachOther(partners: readonly Pair[], tally: Tally, random: Random): [number, number, number, number][] {
  const cost = (home: Pair, away: Pair) => {
    let total = 0;
    for (const x of home) for (const y of away) total += 2 * tally.met(x, y) + 1;
    return total;
  };
  const left = random.shuffle(partners);
  const courts: [Pair, Pair][] = [];
  while (left.length > 0) {
    const home = left.shift()!;
    let pick = 0;
    for (let k = 1; k < left.length; k++) if (cost(home, left[k]!) < cost(home, left[pick]!)) pick = k;
    courts.push([home, left.splice(pick, 1)[0]!]);
  }
  for (let improved = true, passes = 0; improved && passes < 20; passes++) {
    improved = false;
    for (let i = 0; i < courts.length; i++) {
      for (let j = i + 1; j < courts.length; j++) {
        const [a, b] = courts[i]!;
        const [c, d] = courts[j]!;
        const now = cost(a, b) + cost(c, d);
        if (cost(a, c) + cost(b, d) < now) {
          courts[i] = [a, c];
          courts[j] = [b, d];
          improved = true;
        } else if (cost(a, d) + cost(b, c) < now) {
          courts[i] = [a, d];
          courts[j] = [b, c];
          improved = true;
        }
      }
    }
  }
  return courts.map(([home, away]) => [home[0], home[1], away[0], away[1]]);
}
