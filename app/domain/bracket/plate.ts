/**
 * The plate (a consolation bracket): teams out early play on in a second
 * single elimination with its own final, third place (optional) and places
 * (plate place 1 is the plate's winner). Codes are the main bracket's with a
 * "P" in front: "PQF1", "PSF2", "PF", "P3P"; every plate match has bracket
 * "plate". Two ways in:
 *
 * - First-match losers of a knockout (`firstMatchPlate`): one plate line per
 *   first-round pair of the main bracket, in the same order. A pair that was
 *   played sends its loser ("L:R16-3"). A pair with a bye sends its team only
 *   if that team loses its first match, in the second round ("L1:QF2"); when
 *   the other side of that match loses instead (it has already won a match),
 *   the plate line stays empty and its plate opponent goes through without
 *   playing (`advance` says so); a plate of four lines with such a line has
 *   no third-place match (a semi-final may not be played). When both pairs of a second-round match had
 *   byes, its loser always lost a first match: one line takes it, the other
 *   is a bye.
 * - Teams that did not go through from the groups (`groupPlate`): places
 *   advancing+1 … of each group ("3A", "4B"), on the fixed cross-group lines.
 */
import { FormatError } from "../format-error";
import { plateGroupLines, type PlannedGroup } from "./group-lines";
import { firstMatchLoserOf, loserOf, type EliminationBracket } from "./match";
import { singleElimination, type Line } from "./single";

export type PlateOptions = { thirdPlace: boolean };

/**
 * The plate of a main single-elimination bracket built from `lines` (the same
 * lines given to singleElimination, at least 4 entrants).
 */
export function firstMatchPlate(lines: readonly Line[], main: EliminationBracket, options: PlateOptions): EliminationBracket {
  const entrants = lines.filter((line) => line !== null).length;
  if (entrants < 4) throw new FormatError({ code: "plate.tooFewTeams", params: { count: entrants, min: 4 } });
  const firstRound = main.matches.filter((m) => m.bracket === "main" && m.round === 1);
  const secondRound = main.matches.filter((m) => m.bracket === "main" && m.round === 2);
  const pairs = lines.length / 2;
  const played = (pair: number) => lines[2 * pair] !== null && lines[2 * pair + 1] !== null;
  /** The first-round match of a played pair: its rank among the played pairs above it. */
  const firstRoundMatch = (pair: number) => firstRound[Array.from({ length: pair }, (_, p) => p).filter(played).length]!;
  /** The second-round match a pair's winner plays in. */
  const secondRoundMatch = (pair: number) => {
    const entrant = (p: number) => (played(p) ? `W:${firstRoundMatch(p).code}` : (lines[2 * p] ?? lines[2 * p + 1])!.source);
    const source = entrant(pair);
    return secondRound.find((m) => m.homeSource === source || m.awaySource === source)!;
  };
  const plateLines: Line[] = Array.from({ length: pairs }, (_, pair) => {
    if (played(pair)) return { source: loserOf(firstRoundMatch(pair).code), teamId: null };
    const next = secondRoundMatch(pair);
    if (!played(pair ^ 1)) return pair % 2 === 0 ? { source: loserOf(next.code), teamId: null } : null;
    return { source: firstMatchLoserOf(next.code), teamId: null };
  });
  // A plate of four lines plays its semi-finals first: one whose line may stay empty has no loser for a third-place match.
  const certainSemiFinals = pairs !== 4 || plateLines.every((line) => !line?.source.startsWith("L1:"));
  return singleElimination(plateLines, { thirdPlace: options.thirdPlace && certainSemiFinals, bracket: "plate", codePrefix: "P" });
}

/** The plate of the teams that did not go through from the groups; `teams` is each group's size. */
export function groupPlate(groups: readonly (PlannedGroup & { teams: number })[], options: PlateOptions): EliminationBracket {
  return singleElimination(plateGroupLines(groups), { thirdPlace: options.thirdPlace, bracket: "plate", codePrefix: "P" });
}
