/**
 * The data every elimination format returns (single, double, plate), and
 * what happens after a result: who goes where (`advance`) and who finished
 * where (`finalPlaces`). Decision 0069.
 *
 * Sources, as stored in a match's home_source / away_source:
 * - an entrant's own source: "#5" (draw position 5), "1A" (winner of group A), "3B" …
 * - "W:<code>": the winner of a match; "L:<code>": its loser;
 * - "L1:<code>": the loser of a match when it was the loser's first match
 *   (the team came into it from a bye) — a plate's line for a team with a bye.
 */

/** Which bracket of a category a match belongs to. */
export type BracketKind = "main" | "lower" | "final" | "plate";

/** The size of a match's round in its bracket: one match is a final, two semi-finals … */
export type EliminationStage = "r128" | "r64" | "r32" | "r16" | "qf" | "sf" | "final" | "third";

/** A finishing place, or a shared range of them (5–8 for the losers of four quarter-finals). */
export type Place = { from: number; to: number };

export type EliminationMatch = {
  /** Unique in the category: "QF1", "SF2", "F", "3P"; "LR3-2", "GF", "GF2"; "PQF1", "PF" … */
  code: string;
  bracket: BracketKind;
  stage: EliminationStage;
  /** 1 = the bracket's first round; the third-place match shares its final's round. */
  round: number;
  homeSource: string;
  awaySource: string;
  /** Known from the start for an entrant with a team; filled by `advance` otherwise. */
  homeTeamId: number | null;
  awayTeamId: number | null;
  /** The place of its competition the loser finishes in, when this match ends their run; null when the loser plays on. */
  loserPlace: Place | null;
  /** The place the winner finishes in, when nothing follows (a final, a third-place match); null otherwise. */
  winnerPlace: Place | null;
  /** Played only when the match before it leaves the title open: the grand final's reset. */
  ifNeeded: boolean;
};

/** Who fills a line of a bracket: its source, and its team when known. */
export type Entrant = { source: string; teamId: number | null };

/** A side that goes through a round without playing, shown as such; it plays next in `into`. */
export type Bye = { bracket: BracketKind; round: number; source: string; teamId: number | null; into: string };

export type EliminationBracket = {
  /** Lines of the first round: the next power of two from the number of entrants. */
  size: number;
  /** In playing order: by round, top to bottom. */
  matches: EliminationMatch[];
  byes: Bye[];
};

export type MatchResult = { code: string; winnerId: number; loserId: number };

/** A team put into one side of a match. */
export type BracketUpdate = { code: string; side: "home" | "away"; teamId: number };

export type Advance = {
  updates: BracketUpdate[];
  /**
   * Matches that will not be played: a grand-final reset after the winners'
   * bracket champion won, or a plate match whose line stayed empty (its other
   * team goes on, in `updates`).
   */
  notNeeded: string[];
};

const winnerOf = (code: string) => `W:${code}`;
const loserOf = (code: string) => `L:${code}`;
const firstMatchLoserOf = (code: string) => `L1:${code}`;

/** Whether a source names an entrant (a team or a group place) rather than a match. */
export function isEntrantSource(source: string): boolean {
  return !/^(W|L|L1):/.test(source);
}

/** The grand-final reset waiting for `code`, when there is one. */
function resetAfter(matches: readonly EliminationMatch[], code: string): EliminationMatch | undefined {
  return matches.find((m) => m.ifNeeded && (m.homeSource === winnerOf(code) || m.awaySource === winnerOf(code)));
}

function sideOf(match: EliminationMatch, teamId: number): "home" | "away" {
  if (match.homeTeamId === teamId) return "home";
  if (match.awayTeamId === teamId) return "away";
  throw new RangeError(`advance: team ${teamId} is not in ${match.code}; pass the bracket with its teams as stored`);
}

/**
 * Where a finished match sends its winner and its loser, read from the
 * sources. Two rules need the bracket as stored, with the teams earlier
 * updates put in: the grand final's reset is played only when its away side
 * (the lower bracket's winner) won, and a plate's "L1:" line takes the loser
 * only when the loser came into the match from a bye — otherwise that plate
 * match is not needed and its other team goes on.
 */
export function advance(matches: readonly EliminationMatch[], result: MatchResult): Advance {
  const { code, winnerId, loserId } = result;
  const match = matches.find((m) => m.code === code);
  if (!match) throw new RangeError(`advance: no match ${code}`);
  const updates: BracketUpdate[] = [];
  const notNeeded: string[] = [];
  const reset = resetAfter(matches, code);
  const resetNeeded = reset !== undefined && sideOf(match, winnerId) === "away";
  if (reset && !resetNeeded) notNeeded.push(reset.code);
  const loserHadBye = matches.some((m) => m.homeSource === firstMatchLoserOf(code) || m.awaySource === firstMatchLoserOf(code))
    ? isEntrantSource(sideOf(match, loserId) === "home" ? match.homeSource : match.awaySource)
    : false;

  for (const m of matches) {
    for (const side of ["home", "away"] as const) {
      const source = side === "home" ? m.homeSource : m.awaySource;
      if (m.ifNeeded && !resetNeeded && (source === winnerOf(code) || source === loserOf(code))) continue;
      if (source === winnerOf(code)) updates.push({ code: m.code, side, teamId: winnerId });
      else if (source === loserOf(code)) updates.push({ code: m.code, side, teamId: loserId });
      else if (source === firstMatchLoserOf(code)) {
        if (loserHadBye) updates.push({ code: m.code, side, teamId: loserId });
        else {
          // The line stays empty: the other side goes through without playing.
          const other = side === "home" ? m.awayTeamId : m.homeTeamId;
          if (other === null) throw new RangeError(`advance: ${m.code} has no team on its other side yet`);
          notNeeded.push(m.code);
          for (const next of matches) {
            if (next.homeSource === winnerOf(m.code)) updates.push({ code: next.code, side: "home", teamId: other });
            if (next.awaySource === winnerOf(m.code)) updates.push({ code: next.code, side: "away", teamId: other });
          }
        }
      }
    }
  }
  return { updates, notNeeded };
}

/**
 * Each team's finishing place in one competition (a category's main bracket
 * with its lower bracket and grand final, or its plate), from the results so
 * far: the places of the matches that ended a team's run. A grand final won
 * by the lower bracket's winner places nobody when its reset is to be played.
 */
export function finalPlaces(matches: readonly EliminationMatch[], results: readonly MatchResult[]): { teamId: number; place: Place }[] {
  const byCode = new Map(matches.map((m) => [m.code, m]));
  const places = new Map<number, Place>();
  for (const result of results) {
    const match = byCode.get(result.code);
    if (!match) continue;
    const reset = resetAfter(matches, match.code);
    if (reset && sideOf(match, result.winnerId) === "away") continue;
    if (match.loserPlace) places.set(result.loserId, match.loserPlace);
    if (match.winnerPlace) places.set(result.winnerId, match.winnerPlace);
  }
  return [...places].map(([teamId, place]) => ({ teamId, place })).sort((a, b) => a.place.from - b.place.from || a.teamId - b.teamId);
}

/** A round's stage by how many matches it holds when full. */
export function stageOfRound(matchesInRound: number): Exclude<EliminationStage, "third"> {
  if (matchesInRound <= 1) return "final";
  if (matchesInRound === 2) return "sf";
  if (matchesInRound === 4) return "qf";
  return `r${matchesInRound * 2}` as Exclude<EliminationStage, "third">;
}

/** "F", "SF1", "QF3", "R16-5" …, with a bracket's prefix ("P" for the plate: "PQF1"). */
export function stageCode(stage: Exclude<EliminationStage, "third">, n: number, prefix = ""): string {
  switch (stage) {
    case "final":
      return `${prefix}F`;
    case "sf":
      return `${prefix}SF${n}`;
    case "qf":
      return `${prefix}QF${n}`;
    default:
      return `${prefix}${stage.toUpperCase()}-${n}`;
  }
}

export { firstMatchLoserOf, loserOf, winnerOf };
