/**
 * The knockout drawn as a tree: rounds as columns, each match halfway between
 * the two it waits for, as the bracket's sources say ("W:QF1" is the winner of
 * QF1; app/domain/bracket/match.ts). A side that comes from anything else in a
 * later round (a group place, a seed) skipped the round before it: a bye.
 */

export type TreeMatch = {
  code: string;
  stage: string;
  home: { source: string | null };
  away: { source: string | null };
};

export type TreeSlot<M extends TreeMatch> =
  /** A match of the round. */
  | { kind: "match"; match: M }
  /** The side of the next round's match that goes through this round without playing. */
  | { kind: "bye"; into: M; side: "home" | "away" }
  /** Nothing: the line below a bye. */
  | { kind: "empty" };

export type TreeColumn<M extends TreeMatch> = {
  /** Named by its size, as the bracket's stages are: one slot is the final, two the semi-finals … */
  stage: "r32" | "r16" | "qf" | "sf" | "final";
  slots: TreeSlot<M>[];
};

export type BracketTree<M extends TreeMatch> = {
  /** First round first; slot i of a column sits between slots 2i (home) and 2i + 1 (away) of the column before. */
  columns: TreeColumn<M>[];
  /** The third-place match, drawn beside the tree. */
  third: M | null;
  /** Matches the tree does not reach (a bracket whose sources were changed by hand), listed so nothing is hidden. */
  apart: M[];
};

/** A bracket of 32 teams has five rounds; a deeper chain of sources is not a bracket to draw. */
const maxRounds = 5;

const stageOfSize = (slots: number): TreeColumn<TreeMatch>["stage"] => (slots === 1 ? "final" : slots === 2 ? "sf" : slots === 4 ? "qf" : slots === 8 ? "r16" : "r32");

const previousCode = (source: string | null) => /^W:(.+)$/.exec(source?.trim() ?? "")?.[1]?.trim() ?? null;

/**
 * The tree of a category's knockout matches. The root is the match whose
 * winner goes nowhere (the final); each match's home side comes from the slot
 * above its away side's.
 */
export function bracketTree<M extends TreeMatch>(matches: readonly M[]): BracketTree<M> {
  const third = matches.find((m) => m.stage === "third") ?? null;
  const drawn = matches.filter((m) => m !== third);
  const byCode = new Map(drawn.map((m) => [m.code, m]));
  const fed = new Set(drawn.flatMap((m) => [previousCode(m.home.source), previousCode(m.away.source)]).filter((code) => code !== null));
  const roots = drawn.filter((m) => !fed.has(m.code));
  const root = roots.find((m) => m.stage === "final") ?? roots.at(-1);

  // How many rounds lead to the root, each match counted once (a source named twice, or a loop, ends a branch).
  const depthOf = (match: M, seen: Set<M>): number => {
    seen.add(match);
    let deepest = 0;
    for (const code of [previousCode(match.home.source), previousCode(match.away.source)]) {
      const child = code === null ? undefined : byCode.get(code);
      if (child && !seen.has(child)) deepest = Math.max(deepest, depthOf(child, seen));
      if (deepest >= maxRounds) break;
    }
    return deepest + 1;
  };
  const rounds = root ? depthOf(root, new Set()) : 0;
  if (!root || rounds > maxRounds) return { columns: [], third, apart: drawn };

  const columns: TreeColumn<M>[] = Array.from({ length: rounds }, (_, c) => {
    const size = 2 ** (rounds - 1 - c);
    return { stage: stageOfSize(size), slots: Array.from({ length: size }, (): TreeSlot<M> => ({ kind: "empty" })) };
  });
  const placed = new Set<M>();
  const place = (match: M, column: number, index: number) => {
    placed.add(match);
    columns[column]!.slots[index] = { kind: "match", match };
    if (column === 0) return;
    (["home", "away"] as const).forEach((side, k) => {
      const code = previousCode(match[side].source);
      const child = code === null ? undefined : byCode.get(code);
      if (child && !placed.has(child)) place(child, column - 1, index * 2 + k);
      else columns[column - 1]!.slots[index * 2 + k] = { kind: "bye", into: match, side };
    });
  };
  place(root, rounds - 1, 0);
  return { columns, third, apart: drawn.filter((m) => !placed.has(m)) };
}

/** A side of a losers' bracket match that went through a round of that bracket without playing. */
export type RoundBye<M> = { round: number; into: M; side: "home" | "away" };

type RoundMatch = TreeMatch & { round: number; bracket?: string | null };

/**
 * The byes of a losers' bracket, read from its matches' sources
 * (app/domain/bracket/double.ts): the losers of the winners' bracket's round m
 * join it in round 1 (m = 1) or round 2(m-1), and a lower match's winner plays
 * the round after it; a side that first plays later than that went through the
 * rounds between without playing. `matches` are every bracket's matches of the
 * category (the sources name the winners' bracket's).
 */
export function lowerBracketByes<M extends RoundMatch>(matches: readonly M[]): RoundBye<M>[] {
  const byCode = new Map(matches.map((m) => [m.code, m]));
  const byes: RoundBye<M>[] = [];
  for (const match of matches.filter((m) => m.bracket === "lower")) {
    for (const side of ["home", "away"] as const) {
      const [, kind, code] = /^([WL]):(.+)$/.exec(match[side].source?.trim() ?? "") ?? [];
      const from = code === undefined ? undefined : byCode.get(code);
      if (!from) continue;
      const joins = kind === "W" && from.bracket === "lower" ? from.round + 1 : kind === "L" && from.bracket !== "lower" ? (from.round === 1 ? 1 : 2 * (from.round - 1)) : null;
      if (joins === null) continue;
      for (let round = joins; round < match.round; round++) byes.push({ round, into: match, side });
    }
  }
  return byes;
}
