/**
 * Finishing places of a category's eliminations, read from the bracket's
 * structure alone (each match's bracket, stage and round), so the same rule
 * places a bracket drawn on paper (./single.ts, ./double.ts set each match's
 * places with it) and a bracket as stored, with its results. Decision 0086.
 *
 * Two competitions: the main one (the main bracket; for a double elimination
 * its winners' and losers' brackets and the grand final) and the plate, whose
 * places are its own (plate place 1 is the plate's winner).
 *
 * - A single elimination (the main bracket, the plate): the final's winner 1,
 *   its loser 2; the third-place match's winner 3 and loser 4, or without it
 *   the semi-finals' losers share 3–4; the losers of an earlier round of k
 *   matches that leaves m teams in share m+1 … m+k (5–8 for four
 *   quarter-finals, 9–16 …), as tennis and badminton list them. A round
 *   counts its matches as drawn: a plate match whose "L1:" line stays empty
 *   still counts, so its round's range may hold one team fewer.
 * - A double elimination: the grand final's winner 1 and loser 2 (of its
 *   reset when the reset is played); a loss in the winners' bracket places
 *   nobody; the losers' bracket's final loser 3, then the losers of each
 *   earlier losers' round share the places after the teams still in (4, 5–6,
 *   7–8, 9–12 …).
 *
 * A place is given as soon as the match that decides it has a result; a team
 * still playing has none.
 */
import { finalPlaces, type BracketKind, type EliminationMatch, type EliminationStage, type Place } from "./match";

export type Competition = "main" | "plate";

export const competitionOf = (bracket: BracketKind): Competition => (bracket === "plate" ? "plate" : "main");

type Shape = Pick<EliminationMatch, "code" | "bracket" | "stage" | "round">;

export type MatchPlaces = { loserPlace: Place | null; winnerPlace: Place | null };

const first: Place = { from: 1, to: 1 };
const second: Place = { from: 2, to: 2 };

/**
 * The places a round's losers share, by round: after a round of k matches
 * that leaves `left` teams in, left+1 … left+k; `kept` teams are never
 * knocked out in these rounds (1 for a single elimination's champion, 2 for
 * the two teams of a double elimination's grand final).
 */
function placesOfRounds<M extends Shape>(eliminating: readonly M[], kept: number): Map<M, Place> {
  const rounds = [...new Set(eliminating.map((m) => m.round))].sort((a, b) => b - a);
  const places = new Map<M, Place>();
  let left = kept;
  for (const round of rounds) {
    const inRound = eliminating.filter((m) => m.round === round);
    for (const match of inRound) places.set(match, { from: left + 1, to: left + inRound.length });
    left += inRound.length;
  }
  return places;
}

/** A single elimination's places (the main bracket or the plate). */
function singlePlaces<M extends Shape>(matches: readonly M[], out: Map<M, MatchPlaces>) {
  const third = matches.find((m) => m.stage === "third");
  const eliminating = matches.filter((m) => m !== third);
  const lastRound = Math.max(...eliminating.map((m) => m.round));
  for (const [match, place] of placesOfRounds(eliminating, 1)) {
    const final = match.round === lastRound;
    const semiFinalBeforeThird = third !== undefined && match.round === lastRound - 1;
    out.set(match, { loserPlace: semiFinalBeforeThird ? null : place, winnerPlace: final ? first : null });
  }
  if (third) out.set(third, { winnerPlace: { from: 3, to: 3 }, loserPlace: { from: 4, to: 4 } });
}

/** A double elimination's places: the grand final (and its reset) and the losers' bracket. */
function doublePlaces<M extends Shape>(matches: readonly M[], out: Map<M, MatchPlaces>) {
  for (const match of matches) {
    if (match.bracket === "final") out.set(match, { winnerPlace: first, loserPlace: second });
    else if (match.bracket !== "lower") out.set(match, { winnerPlace: null, loserPlace: null });
  }
  for (const [match, place] of placesOfRounds(
    matches.filter((m) => m.bracket === "lower"),
    2,
  )) {
    out.set(match, { winnerPlace: null, loserPlace: place });
  }
}

/** Each match's places (the order of `matches` kept), from the structure of its competition. */
export function placesOfMatches<M extends Shape>(matches: readonly M[]): MatchPlaces[] {
  const out = new Map<M, MatchPlaces>();
  const main = matches.filter((m) => competitionOf(m.bracket) === "main");
  const plate = matches.filter((m) => competitionOf(m.bracket) === "plate");
  if (main.some((m) => m.bracket === "lower" || m.bracket === "final")) doublePlaces(main, out);
  else if (main.length > 0) singlePlaces(main, out);
  if (plate.length > 0) singlePlaces(plate, out);
  return matches.map((m) => out.get(m) ?? { loserPlace: null, winnerPlace: null });
}

/** The matches with their places set, as a bracket drawn on paper carries them. */
export function withPlaces<M extends EliminationMatch>(matches: readonly M[]): M[] {
  const places = placesOfMatches(matches);
  return matches.map((m, i) => ({ ...m, ...places[i]! }));
}

/** A match as stored (a row's own columns: no bracket is the main one): its structure, its sides once known, and its winner once it has a result. */
export type PlayedMatch = {
  code: string;
  bracket: BracketKind | null;
  stage: string;
  round: number;
  homeSource: string | null;
  awaySource: string | null;
  homeTeamId: number | null;
  awayTeamId: number | null;
  /** The winner of a match with a result (finished, a walkover, a retirement); null before. */
  winnerTeamId: number | null;
};

export type FinishingPlace = { competition: Competition; teamId: number; place: Place };

/** The grand final's reset, as stored: the second match of the final bracket (./double.ts). */
export const isReset = (match: Pick<EliminationMatch, "bracket" | "round">) => match.bracket === "final" && match.round > 1;

/**
 * Every team's finishing place decided so far, in the main competition and
 * in the plate: main first, then by place, then by team.
 */
export function finishingPlaces(matches: readonly PlayedMatch[]): FinishingPlace[] {
  const eliminations = withPlaces(
    matches.map((m): EliminationMatch => ({
      ...m,
      bracket: m.bracket ?? "main",
      stage: m.stage as EliminationStage,
      homeSource: m.homeSource ?? "",
      awaySource: m.awaySource ?? "",
      loserPlace: null,
      winnerPlace: null,
      ifNeeded: isReset({ bracket: m.bracket ?? "main", round: m.round }),
    })),
  );
  return (["main", "plate"] as const).flatMap((competition) => {
    const own = eliminations.filter((m) => competitionOf(m.bracket) === competition);
    const results = matches.flatMap((m) => {
      if (competitionOf(m.bracket ?? "main") !== competition || m.winnerTeamId === null || m.homeTeamId === null || m.awayTeamId === null) return [];
      if (m.winnerTeamId !== m.homeTeamId && m.winnerTeamId !== m.awayTeamId) return [];
      return [{ code: m.code, winnerId: m.winnerTeamId, loserId: m.winnerTeamId === m.homeTeamId ? m.awayTeamId : m.homeTeamId }];
    });
    return finalPlaces(own, results).map(({ teamId, place }) => ({ competition, teamId, place }));
  });
}
