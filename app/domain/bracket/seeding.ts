/**
 * Seeded knockout draws as the badminton (BWF GCR 12) and tennis (ITF)
 * regulations make them, for 2 to 128 entrants on the next power of two:
 *
 * - Seed 1 on the top line, seed 2 on the bottom line; seeds 3–4 drawn by lot
 *   into the two remaining quarters, 5–8 into the remaining eighths, 9–16 into
 *   the remaining sixteenths … on the ITF's seed lines (for 32: 9 and 24;
 *   8, 16, 17 and 25), see `seedBlocks`.
 * - Byes go to the top seeds, in seed order (the line beside a seed stays
 *   empty); byes beyond the seeds take the next seed lines. Where a block of
 *   seed lines is only partly given byes, they are chosen so that halves,
 *   then quarters, then eighths … hold numbers of byes differing by at most
 *   one. Two byes never meet: there are fewer byes than first-round pairs and
 *   each pair holds one seed line.
 * - Players of one club are spread as far as the draw allows (BWF GCR 12.10):
 *   each, in turn, takes the line that meets its club-mates as late as
 *   possible; seeds do so within their block's lines.
 * - Every choice left to lot is made by the draw number's generator, so the
 *   same entrants and number give the same draw.
 */
import { FormatError } from "../format-error";
import { drawRandom, isDrawNumber, maxDrawNumber, type Random } from "../random";
import type { Entrant } from "./match";
import { bracketSize, maxBracketSize } from "./single";

export type DrawEntrant = { id: number; seed: number | null; club: string | null };

export type SeededDrawInput = { teams: readonly DrawEntrant[]; drawNumber: number };

export type SeededDraw = {
  size: number;
  drawNumber: number;
  /** Team id on each line, top to bottom (line 1 first); null is a bye. */
  lines: (number | null)[];
};

/**
 * - seeding.tooFewTeams / seeding.tooManyTeams: fewer than 2 or more than 128 entrants.
 * - seeding.duplicateTeam: a team listed twice.
 * - seeding.badSeeds: the seeds are not 1, 2 … k, each once.
 * - seeding.tooManySeeds: more seeds than first-round pairs (a seed would meet a seed at once).
 * - draw.badNumber: the draw number is not a whole number from 1 to maxDrawNumber.
 */
export type SeedingError =
  | { code: "seeding.tooFewTeams"; params: { count: number; min: number } }
  | { code: "seeding.tooManyTeams"; params: { count: number; max: number } }
  | { code: "seeding.duplicateTeam"; params: { teamId: number } }
  | { code: "seeding.badSeeds"; params: Record<string, never> }
  | { code: "seeding.tooManySeeds"; params: { count: number; max: number } }
  | { code: "draw.badNumber"; params: { max: number } };

/** The most seeds a draw of this size takes: one per first-round pair (2 for a draw of two). */
export function maxSeeds(size: number): number {
  return Math.max(2, size / 2);
}

export function checkSeededDraw({ teams, drawNumber }: SeededDrawInput): SeedingError[] {
  const errors: SeedingError[] = [];
  if (teams.length < 2) errors.push({ code: "seeding.tooFewTeams", params: { count: teams.length, min: 2 } });
  if (teams.length > maxBracketSize) errors.push({ code: "seeding.tooManyTeams", params: { count: teams.length, max: maxBracketSize } });
  const seen = new Set<number>();
  for (const team of teams) {
    if (seen.has(team.id)) errors.push({ code: "seeding.duplicateTeam", params: { teamId: team.id } });
    seen.add(team.id);
  }
  const seeds = teams.flatMap((t) => (t.seed === null ? [] : [t.seed])).sort((a, b) => a - b);
  if (seeds.some((seed, i) => seed !== i + 1)) errors.push({ code: "seeding.badSeeds", params: {} });
  else if (teams.length >= 2 && seeds.length > maxSeeds(bracketSize(teams.length))) {
    errors.push({ code: "seeding.tooManySeeds", params: { count: seeds.length, max: maxSeeds(bracketSize(teams.length)) } });
  }
  if (!isDrawNumber(drawNumber)) errors.push({ code: "draw.badNumber", params: { max: maxDrawNumber } });
  return errors;
}

/**
 * The seed lines of a draw, 0-based, in blocks: seed 1's line, seed 2's,
 * the two lines seeds 3–4 are drawn to, the four of 5–8 … up to half the
 * lines (the ITF's "cluster" positions: top half at the bottom of an eighth's
 * section and the top of the next, so for 32: [0], [31], [8, 23], [7, 15, 16, 24]).
 */
export function seedBlocks(size: number): number[][] {
  if (size <= 2) return size === 2 ? [[0], [1]] : [[0]];
  const lines: number[] = [];
  for (let chunk = size / 2; chunk > 1; chunk /= 2) {
    const count = size / chunk;
    for (let i = 0; i < count; i++) {
      const first = i * chunk;
      const last = first + chunk - 1;
      if (lines.some((line) => line >= first && line <= last)) continue;
      const top = i < count / 2;
      if (count === 8) lines.push(top ? last : first);
      else if (count > 8) lines.push(i % 2 === 0 ? first : last);
      else lines.push(top ? first : last);
    }
  }
  const blocks: number[][] = [lines.slice(0, 1), lines.slice(1, 2)];
  for (let start = 2; start < lines.length; start *= 2) blocks.push(lines.slice(start, start * 2));
  return blocks;
}

/** The round in which lines a and b (0-based) would meet: 1 = the first round. */
export const meetingRound = (a: number, b: number) => 32 - Math.clz32(a ^ b);

/** "PB Djarum " and "pb djarum" are one club; no club is no club. */
export function clubKey(club: string | null): string | null {
  const key = club?.trim().toLowerCase();
  return key ? key : null;
}

/** The block of seed lines a seed is drawn into: seed 1 → 0, 2 → 1, 3–4 → 2, 5–8 → 3 … */
const blockOfSeed = (seed: number) => (seed <= 2 ? seed - 1 : 32 - Math.clz32(seed - 1));

/** Among the best by `score` (higher is better), one by lot. */
function bestByLot<T>(candidates: readonly T[], score: (c: T) => number, random: Random): T {
  const scores = candidates.map(score);
  const top = Math.max(...scores);
  return random.pick(candidates.filter((_, i) => scores[i] === top));
}

/**
 * `count` lines of a block of seed lines to put byes beside, each in turn
 * where the halves, then the quarters, then the eighths … already hold the
 * fewest byes; lot among equals.
 */
function spreadByes(block: readonly number[], count: number, chosen: Set<number>, size: number, random: Random): void {
  const levels: number[] = [];
  for (let section = size / 2; section >= 2; section /= 2) levels.push(section);
  const load = (line: number) => levels.map((section) => [...chosen].filter((c) => Math.floor(c / section) === Math.floor(line / section)).length);
  for (let k = 0; k < count; k++) {
    const free = block.filter((line) => !chosen.has(line));
    const loads = free.map(load);
    let best = [0];
    for (let i = 1; i < free.length; i++) {
      const cmp = compare(loads[i]!, loads[best[0]!]!);
      if (cmp < 0) best = [i];
      else if (cmp === 0) best.push(i);
    }
    chosen.add(free[random.pick(best)]!);
  }
}

const compare = (a: readonly number[], b: readonly number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

export type DrawnEntrant<K> = { key: K; seed: number | null; club: string | null };

/**
 * Lines of a draw of `size` for these entrants (checked by the caller:
 * seeds 1 … k, at most maxSeeds), as the module's rules say. Unseeded club
 * members are placed before players without a club, a club's first members
 * before anyone's second (bigger clubs first), each on the free line that
 * meets its club-mates as late as possible; the rest by lot.
 */
export function placeDraw<K>(entrants: readonly DrawnEntrant<K>[], size: number, random: Random): (K | null)[] {
  const lines: (K | null)[] = Array.from({ length: size }, () => null);
  const free = Array.from({ length: size }, () => true);
  const blocks = seedBlocks(size);
  const byes = size - entrants.length;

  const byeLines = new Set<number>();
  let left = byes;
  for (const block of blocks) {
    if (left <= 0) break;
    const take = Math.min(block.length, left);
    if (take === block.length) block.forEach((line) => byeLines.add(line));
    else spreadByes(block, take, byeLines, size, random);
    left -= take;
  }
  for (const line of byeLines) free[line ^ 1] = false;

  const clubLines = new Map<string, number[]>();
  const put = (entrant: DrawnEntrant<K>, line: number) => {
    lines[line] = entrant.key;
    free[line] = false;
    const club = clubKey(entrant.club);
    if (club) clubLines.set(club, [...(clubLines.get(club) ?? []), line]);
  };
  /** How late the line meets the entrant's club-mates already placed (8 when none). */
  const separation = (entrant: DrawnEntrant<K>) => {
    const mates = clubLines.get(clubKey(entrant.club) ?? "") ?? [];
    return (line: number) => Math.min(8, ...mates.map((mate) => meetingRound(line, mate)));
  };

  const seeded = entrants.filter((e) => e.seed !== null).sort((a, b) => a.seed! - b.seed!);
  for (const entrant of seeded) {
    const getsBye = entrant.seed! <= byes;
    const candidates = (blocks[blockOfSeed(entrant.seed!)] ?? []).filter((line) => free[line] && byeLines.has(line) === getsBye);
    put(entrant, bestByLot(candidates, separation(entrant), random));
  }

  const unseeded = entrants.filter((e) => e.seed === null);
  const byClub = new Map<string, DrawnEntrant<K>[]>();
  for (const entrant of unseeded) {
    const club = clubKey(entrant.club);
    if (club) byClub.set(club, [...(byClub.get(club) ?? []), entrant]);
  }
  const clubSize = (club: string) => (byClub.get(club)?.length ?? 0) + (clubLines.get(club)?.length ?? 0);
  const clubs = [...byClub.keys()].sort((a, b) => clubSize(b) - clubSize(a));
  const deepest = Math.max(0, ...clubs.map((club) => byClub.get(club)!.length));
  for (let i = 0; i < deepest; i++) {
    for (const club of clubs) {
      const entrant = byClub.get(club)![i];
      if (!entrant) continue;
      const candidates = free.flatMap((isFree, line) => (isFree ? [line] : []));
      put(entrant, bestByLot(candidates, separation(entrant), random));
    }
  }
  const rest = random.shuffle(free.flatMap((isFree, line) => (isFree ? [line] : [])));
  unseeded.filter((e) => clubKey(e.club) === null).forEach((entrant, i) => put(entrant, rest[i]!));
  return lines;
}

/** The draw: checked, then placed. Throws FormatError when checkSeededDraw finds an error. */
export function seededDraw(input: SeededDrawInput): SeededDraw {
  const [error] = checkSeededDraw(input);
  if (error) throw new FormatError(error);
  const size = bracketSize(input.teams.length);
  // Sorted by id, so the order teams are given in does not change the draw.
  const teams = [...input.teams].sort((a, b) => a.id - b.id);
  const lines = placeDraw(
    teams.map((t) => ({ key: t.id, seed: t.seed, club: t.club })),
    size,
    drawRandom(input.drawNumber),
  );
  return { size, drawNumber: input.drawNumber, lines };
}

/** A draw's lines as a bracket's entrants: "#1" … "#size" by draw position, null for a bye. */
export function drawEntrants(draw: SeededDraw): (Entrant | null)[] {
  return draw.lines.map((teamId, i) => (teamId === null ? null : { source: `#${i + 1}`, teamId }));
}
