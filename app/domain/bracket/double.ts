/**
 * Double elimination: a team is out after its second loss.
 *
 * - The winners' bracket ("main") is a single elimination of the draw's lines
 *   (codes as in ./single.ts, its final "WF").
 * - The lower bracket ("lower", codes "LR<round>-<n>") takes every winners'
 *   bracket loser. Its first round pairs the first round's losers in order;
 *   after that it alternates: a round where the losers dropping from the next
 *   winners' round meet its survivors (`dropOrder`), then a round among its
 *   survivors. A dropped team never meets, in its first lower match, a team
 *   it has already played, except in the lower final where that cannot be
 *   avoided (`lowerRematches` measures it; a test holds it for every size).
 *   Two survivors of the lower bracket may have met before from its third
 *   round on. From 16 lines up no order avoids that until the lower
 *   semi-final: the winners' semi-final losers meet fresh survivors only if
 *   each half of the lower bracket holds one half of the draw; then, for the
 *   quarter-final losers of a half to meet fresh survivors, each must meet
 *   the teams below the other quarter-final, and the round after brings a
 *   quarter-final's loser against a team it beat.
 * - The grand final ("final", "GF") puts the winners' bracket champion at home
 *   against the lower bracket's winner; with `reset`, a second match "GF2"
 *   is played only when the lower bracket's winner wins the first (both then
 *   have one loss).
 * - Byes (entrants fewer than a power of two) are first-round byes of the
 *   winners' bracket; the lower bracket lines they leave empty are byes too,
 *   listed with the rest. With n entrants: n-1 winners' matches, n-2 lower
 *   ones, the grand final: 2n-2 matches, 2n-1 with a reset.
 *
 * Places (./places.ts): 1 and 2 from the grand final (or its reset); the
 * lower bracket's final loser 3, its semi-final loser 4, then each earlier
 * lower round's losers share the places after the teams still in (5–6, 7–8,
 * 9–12 …).
 */
import { loserOf, stageCode, stageOfRound, winnerOf, type EliminationBracket, type EliminationMatch } from "./match";
import { withPlaces } from "./places";
import { checkLines, linkByes, pairRound, type Line, type RoundResult } from "./single";

/**
 * The order a winners' round's losers drop in: neighbouring pairs swapped
 * (brackets-manager.js's "pair_flip"), so the loser of match 2i meets the
 * lower bracket's survivor of the teams that came from match 2i+1's side of
 * the draw, and the other way round — teams it cannot have met. For 4, 8 and
 * 16 lines this is exactly brackets-manager.js's default ordering (there
 * "reverse" and "reverse_half_shift", the same on 2 and 4 losers); for 32 and
 * 64 its defaults let a dropped team meet, in its first lower match, a team
 * it has already beaten, which this order never does before the lower final.
 */
export function dropOrder<T>(losers: readonly T[]): T[] {
  return losers.flatMap((_, i) => (i % 2 === 0 ? [losers[i + 1] ?? losers[i]!, ...(i + 1 < losers.length ? [losers[i]!] : [])] : []));
}

export type DoubleOptions = { reset: boolean };

/**
 * The double elimination of these first-round lines (a power of two from 2
 * to 128, null for a bye, never two byes in a pair).
 */
export function doubleElimination(lines: readonly Line[], { reset }: DoubleOptions): EliminationBracket {
  checkLines(lines);
  const size = lines.length;

  const upper: RoundResult[] = [];
  let current: readonly Line[] = lines;
  for (let round = 1; current.length > 1; round++) {
    const stage = stageOfRound(current.length / 2);
    const played = pairRound(current, "main", round, (n) => (stage === "final" ? "WF" : stageCode(stage, n)), stage);
    upper.push(played);
    current = played.winners;
  }
  const upperChampion = current[0]!;

  const lower: RoundResult[] = [];
  const lowerRound = (lines: readonly Line[]) => {
    const round = lower.length + 1;
    const stage = stageOfRound(lines.length / 2);
    const played = pairRound(lines, "lower", round, (n) => `LR${round}-${n}`, stage);
    lower.push(played);
    return played.winners;
  };
  let survivors: Line[] = [];
  if (size >= 4) {
    survivors = lowerRound(upper[0]!.losers);
    for (let r = 1; r < upper.length; r++) {
      if (r > 1) survivors = lowerRound(survivors);
      const drop = dropOrder(upper[r]!.losers);
      survivors = lowerRound(drop.flatMap((dropped, i) => [dropped, survivors[i] ?? null]));
    }
  }
  const lowerChampion = size >= 4 ? survivors[0]! : upper[0]!.losers[0]!;

  const upperMatches = upper.flatMap((r) => r.matches);
  const lowerMatches = lower.flatMap((r) => r.matches);

  const grandFinal = (code: string, home: string, away: string, round: number, ifNeeded: boolean): EliminationMatch => ({
    code,
    bracket: "final",
    stage: "final",
    round,
    homeSource: home,
    awaySource: away,
    homeTeamId: null,
    awayTeamId: null,
    loserPlace: null,
    winnerPlace: null,
    ifNeeded,
  });
  const finals = [grandFinal("GF", upperChampion!.source, lowerChampion!.source, 1, false)];
  if (reset) finals.push(grandFinal("GF2", loserOf("GF"), winnerOf("GF"), 2, true));

  const matches = withPlaces([...upperMatches, ...lowerMatches, ...finals]);
  return {
    size,
    matches,
    byes: linkByes(
      [...upper, ...lower].flatMap((r) => r.byes),
      matches,
    ),
  };
}

/**
 * How early teams can meet again in the lower bracket, over every way the
 * results can go: `anyMatch` is the earliest lower round in which two teams
 * that have already met could meet again; `firstAfterDrop` the earliest in
 * which a team just dropped from the winners' bracket could meet, in its
 * first lower match, a team it has already met (null: never). Two teams can
 * have met when the winners' match one of them lost lies on the path of the
 * other's (the other then beat it, or beat the team that did); two teams
 * meeting in the lower bracket have come up from different lower matches, so
 * they have not met there before.
 */
export function lowerRematches(bracket: EliminationBracket): { anyMatch: number | null; firstAfterDrop: number | null } {
  const byCode = new Map(bracket.matches.map((m) => [m.code, m]));
  /** Winners' matches as [rounds below the final, index], walked down from the winners' final. */
  const position = new Map<string, [number, number]>();
  const place = (code: string, depth: number, index: number) => {
    const match = byCode.get(code);
    if (!match || match.bracket !== "main") return;
    position.set(code, [depth, index]);
    [match.homeSource, match.awaySource].forEach((source, side) => place(/^W:(.+)$/.exec(source)?.[1] ?? "", depth + 1, index * 2 + side));
  };
  place("WF", 0, 0);
  const related = (a: string, b: string) => {
    // Deeper is earlier: a lies below b when b is its ancestor in the tree.
    const [da, ia] = position.get(a)!;
    const [db, ib] = position.get(b)!;
    return da > db ? ia >> (da - db) === ib : db > da ? ib >> (db - da) === ia : false;
  };
  const drops = new Map<string, string[]>();
  const dropsOf = (source: string): string[] => {
    const loser = /^L:(.+)$/.exec(source)?.[1];
    if (loser) return [loser];
    const match = byCode.get(/^W:(.+)$/.exec(source)?.[1] ?? "");
    if (!match || match.bracket !== "lower") return [];
    if (!drops.has(match.code)) drops.set(match.code, [...dropsOf(match.homeSource), ...dropsOf(match.awaySource)]);
    return drops.get(match.code)!;
  };
  let anyMatch: number | null = null;
  let firstAfterDrop: number | null = null;
  const earlier = (known: number | null, round: number) => (known === null || round < known ? round : known);
  for (const match of bracket.matches.filter((m) => m.bracket === "lower")) {
    const home = dropsOf(match.homeSource);
    const away = dropsOf(match.awaySource);
    if (home.some((a) => away.some((b) => related(a, b)))) anyMatch = earlier(anyMatch, match.round);
    for (const [side, other] of [
      [match.homeSource, away],
      [match.awaySource, home],
    ] as const) {
      const dropped = /^L:(.+)$/.exec(side)?.[1];
      if (dropped && other.some((b) => related(dropped, b))) firstAfterDrop = earlier(firstAfterDrop, match.round);
    }
  }
  return { anyMatch, firstAfterDrop };
}
