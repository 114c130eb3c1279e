/**
 * Single elimination from a bracket's lines: each round pairs neighbours, a
 * line facing an empty one goes through (a bye, listed as such), winners meet
 * in the next round. The knockout after groups (./group-lines.ts), seeded draws
 * (./seeding.ts), the plate (./plate.ts) and the winners' side of a double
 * elimination (./double.ts) are all built here.
 */
import { FormatError } from "../format-error";
import { loserOf, stageCode, stageOfRound, winnerOf, type BracketKind, type Bye, type EliminationBracket, type EliminationMatch, type Entrant } from "./match";
import { withPlaces } from "./places";

/** A line in a round: who fills it (null: nobody, the other side has a bye). */
export type Line = Entrant | null;

/** The biggest bracket any format draws: 128 lines, seven rounds. */
export const maxBracketSize = 128;

export type RoundResult = {
  matches: EliminationMatch[];
  /** The next round's lines: "W:<code>", or the entrant that had a bye. */
  winners: Line[];
  /** One per pair: "L:<code>", or null where no match was played. */
  losers: Line[];
  byes: Bye[];
};

/**
 * Plays one round on paper: pairs (0, 1), (2, 3) …; `code(n)` names the n-th
 * match actually played (1-based), top to bottom. A bye's `into` is filled
 * once the match it goes to exists (see `linkByes`).
 */
export function pairRound(lines: readonly Line[], bracket: BracketKind, round: number, code: (n: number) => string, stage: EliminationMatch["stage"]): RoundResult {
  const result: RoundResult = { matches: [], winners: [], losers: [], byes: [] };
  for (let i = 0; i < lines.length; i += 2) {
    const home = lines[i] ?? null;
    const away = lines[i + 1] ?? null;
    if (!home || !away) {
      const through = home ?? away;
      result.winners.push(through);
      result.losers.push(null);
      if (through) result.byes.push({ bracket, round, source: through.source, teamId: through.teamId, into: "" });
      continue;
    }
    const match: EliminationMatch = {
      code: code(result.matches.length + 1),
      bracket,
      stage,
      round,
      homeSource: home.source,
      awaySource: away.source,
      homeTeamId: home.teamId,
      awayTeamId: away.teamId,
      loserPlace: null,
      winnerPlace: null,
      ifNeeded: false,
    };
    result.matches.push(match);
    result.winners.push({ source: winnerOf(match.code), teamId: null });
    result.losers.push({ source: loserOf(match.code), teamId: null });
  }
  return result;
}

/** Names the match each bye goes into: the one that takes its source. */
export function linkByes(byes: readonly Bye[], matches: readonly EliminationMatch[]): Bye[] {
  return byes.map((bye) => ({ ...bye, into: matches.find((m) => m.homeSource === bye.source || m.awaySource === bye.source)?.code ?? "" }));
}

export function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;
}

/** The bracket size for this many entrants: the next power of two, at least 2. */
export function bracketSize(entrants: number): number {
  let size = 2;
  while (size < entrants) size *= 2;
  return size;
}

export type SingleOptions = {
  thirdPlace: boolean;
  /** "main" (default) or "plate". */
  bracket?: Extract<BracketKind, "main" | "plate">;
  /** Put before every code: "P" for a plate ("PQF1", "PF", "P3P"). */
  codePrefix?: string;
};

/**
 * A single-elimination bracket from its first round's lines (top to bottom,
 * a power of two of them, null for a bye; never two byes in one pair).
 * Codes "R128-n" … "R16-n", "QF1" … "QF4", "SF1", "SF2", "F" and, when asked
 * for and both semi-finals are played, "3P" between the semi-finals' losers,
 * listed before the final. A bye has no code: its entrant goes straight into
 * the next round under its own source, and is listed in `byes`.
 *
 * Places (./places.ts): the final's winner 1 and loser 2; the third-place
 * match's 3 and 4, or the semi-finals' losers 3–4 without it; the losers of a
 * round of k matches that leaves m teams in share m+1 … m+k (5–8 for four
 * quarter-finals).
 */
export function singleElimination(lines: readonly Line[], options: SingleOptions): EliminationBracket {
  checkLines(lines);
  const bracket = options.bracket ?? "main";
  const prefix = options.codePrefix ?? "";
  const rounds: RoundResult[] = [];
  let current: readonly Line[] = lines;
  for (let round = 1; current.length > 1; round++) {
    const stage = stageOfRound(current.length / 2);
    const played = pairRound(current, bracket, round, (n) => stageCode(stage, n, prefix), stage);
    rounds.push(played);
    current = played.winners;
  }
  const semiFinals = rounds.at(-2)?.matches ?? [];
  const third = options.thirdPlace && semiFinals.length === 2;
  const final = rounds.at(-1)?.matches[0];
  const matches: EliminationMatch[] = [];
  for (const r of rounds) {
    if (third && r === rounds.at(-1) && final) {
      const [sf1, sf2] = semiFinals as [EliminationMatch, EliminationMatch];
      matches.push({
        code: `${prefix}3P`,
        bracket,
        stage: "third",
        round: final.round,
        homeSource: loserOf(sf1.code),
        awaySource: loserOf(sf2.code),
        homeTeamId: null,
        awayTeamId: null,
        loserPlace: null,
        winnerPlace: null,
        ifNeeded: false,
      });
    }
    matches.push(...r.matches);
  }
  return {
    size: lines.length,
    matches: withPlaces(matches),
    byes: linkByes(
      rounds.flatMap((r) => r.byes),
      matches,
    ),
  };
}

/**
 * Lines a bracket can be built from: a power of two from 2 to 128, at least
 * two entrants, never a pair of byes, each source once.
 */
export function checkLines(lines: readonly Line[]): void {
  if (!isPowerOfTwo(lines.length) || lines.length < 2 || lines.length > maxBracketSize) {
    throw new FormatError({ code: "bracket.badSize", params: { size: lines.length, max: maxBracketSize } });
  }
  const entrants = lines.filter((line) => line !== null);
  if (entrants.length < 2) throw new FormatError({ code: "bracket.tooFewTeams", params: { count: entrants.length, min: 2 } });
  for (let i = 0; i < lines.length; i += 2) {
    if (!lines[i] && !lines[i + 1]) throw new FormatError({ code: "bracket.doubleBye", params: { line: i + 1 } });
  }
  const sources = new Set(entrants.map((e) => e.source));
  if (sources.size !== entrants.length) throw new FormatError({ code: "bracket.duplicateSource", params: {} });
}
