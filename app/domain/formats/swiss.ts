/**
 * The Swiss system: every round pairs teams with the same score, nobody meets
 * anyone twice, and the standings after the last round rank the category.
 * Rounds are made from results one at a time (`pairSwissRound`); staff see a
 * round as a preview before it is saved.
 *
 * Pairing rules:
 * - No two teams meet twice (a forfeit counts as a meeting). When no pairing
 *   without a rematch exists, pairing refuses with `swiss.noLegalPairing`.
 * - An odd number of teams gives one bye, worth a win, to the lowest-ranked
 *   team that has not had one (and whose absence leaves a legal pairing); a
 *   team never gets a second bye.
 * - Round 1 pairs the top half of the seeding against the bottom half (1 v
 *   n/2+1, 2 v n/2+2 …; with an odd count the last seed has the bye).
 * - "dutch" (default), later rounds: teams ranked by points, then seed; the
 *   pairing is the one of greatest weight in a general-graph matching
 *   (../matching.ts), whose weights order, most important first: the fewest
 *   pairs of teams from different score groups; the shortest score distance
 *   (in score groups) of those floats; the team floating down taken from the
 *   bottom of its group; the team it meets from the top of the lower group;
 *   within a group, the top half against the bottom half (1 v 1+n/2).
 * - "monrad": teams ranked by the standings (points, then tie-breaks, then
 *   seed); from the top, each team meets the highest-ranked team below it
 *   that it has not met and that still leaves a legal pairing for the rest.
 * - Home and away: the team with more away than home games so far is at
 *   home; when even, the one that was away last; then the higher-ranked.
 *
 * Standings: points (win, draw, loss as a setting; a bye and a forfeit win
 * count as a win, a forfeit loss as a loss), then the category's tie-breaks in
 * its order (default Buchholz, median Buchholz, Sonneborn-Berger,
 * head-to-head). Byes and forfeits in the tie-breaks follow FIDE's 2012 rule
 * (Handbook C.02 13.15.2): a team's own unplayed round counts as a game
 * against a virtual opponent with the team's score before that round, the
 * opposite result in it and a draw in every later round; an opponent's score
 * counts its unplayed games as draws.
 */
import { FormatError } from "../format-error";
import { maxCardinalityMatching, maxWeightMatching, type WeightedEdge } from "../matching";
import { orderTeams } from "../tiebreak";

/** A finished game; `winnerId` null is a draw. A forfeit was not played: its winner is the team that turned up. */
export type SwissGame = { round: number; homeId: number; awayId: number; winnerId: number | null; forfeit: boolean };

export type SwissBye = { round: number; teamId: number };

/** Everything played so far (only finished games and given byes). */
export type SwissHistory = { games: readonly SwissGame[]; byes: readonly SwissBye[] };

export type SwissPoints = { win: number; draw: number; loss: number };

export const defaultSwissPoints: SwissPoints = { win: 1, draw: 0.5, loss: 0 };

/**
 * Tie-break keys, a category's order of them a setting (points always rank first):
 * - buchholz: the sum of the opponents' scores.
 * - medianBuchholz: Buchholz without the highest and the lowest opponent (with three opponents or more).
 * - sonnebornBerger: the scores of the opponents beaten, and half of those drawn with.
 * - headToHead: the result between exactly two tied teams.
 * - wins: games won (byes and forfeits included).
 */
export const swissTieBreakKeys = ["buchholz", "medianBuchholz", "sonnebornBerger", "headToHead", "wins"] as const;
export type SwissTieBreak = (typeof swissTieBreakKeys)[number];

export const defaultSwissTieBreaks: readonly SwissTieBreak[] = ["buchholz", "medianBuchholz", "sonnebornBerger", "headToHead"];

export type SwissMethod = "dutch" | "monrad";

export type SwissOptions = { points?: SwissPoints; tieBreaks?: readonly SwissTieBreak[]; method?: SwissMethod };

export type SwissStanding = {
  teamId: number;
  rank: number;
  /** Nothing separated this team from the next or previous one. */
  shared: boolean;
  points: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  buchholz: number;
  medianBuchholz: number;
  sonnebornBerger: number;
  /** The tie-break that last split a tie this team was part of; null when its points alone placed it. */
  decidedBy: SwissTieBreak | null;
};

export type SwissPairing = { homeId: number; awayId: number };

export type SwissRound = { round: number; pairings: SwissPairing[]; bye: number | null };

/** The most teams a Swiss category pairs (the weights of the matching stay exact up to it). */
export const maxSwissTeams = 64;

/**
 * - swiss.tooFewTeams / swiss.tooManyTeams: fewer than 2 or more than maxSwissTeams teams to pair.
 * - swiss.duplicateTeam: a team listed twice.
 * - swiss.badHistory: a team twice in one round, or against itself.
 * - swiss.badTieBreaks: an unknown or repeated tie-break key.
 * - swiss.noLegalPairing: every pairing of the next round repeats a game (or gives a second bye).
 */
export type SwissError =
  | { code: "swiss.tooFewTeams"; params: { count: number; min: number } }
  | { code: "swiss.tooManyTeams"; params: { count: number; max: number } }
  | { code: "swiss.duplicateTeam"; params: { teamId: number } }
  | { code: "swiss.badHistory"; params: { round: number; teamId: number } }
  | { code: "swiss.badTieBreaks"; params: Record<string, never> }
  | { code: "swiss.noLegalPairing"; params: { round: number } };

export function checkSwiss(teams: readonly number[], history: SwissHistory, options: SwissOptions = {}): SwissError[] {
  const errors: SwissError[] = [];
  if (teams.length < 2) errors.push({ code: "swiss.tooFewTeams", params: { count: teams.length, min: 2 } });
  if (teams.length > maxSwissTeams) errors.push({ code: "swiss.tooManyTeams", params: { count: teams.length, max: maxSwissTeams } });
  const seen = new Set<number>();
  for (const id of teams) {
    if (seen.has(id)) errors.push({ code: "swiss.duplicateTeam", params: { teamId: id } });
    seen.add(id);
  }
  const inRound = new Set<string>();
  const take = (round: number, teamId: number) => {
    const key = `${round}:${teamId}`;
    if (inRound.has(key)) errors.push({ code: "swiss.badHistory", params: { round, teamId } });
    inRound.add(key);
  };
  for (const game of history.games) {
    if (game.homeId === game.awayId) errors.push({ code: "swiss.badHistory", params: { round: game.round, teamId: game.homeId } });
    else {
      take(game.round, game.homeId);
      take(game.round, game.awayId);
    }
  }
  for (const bye of history.byes) take(bye.round, bye.teamId);
  const tieBreaks = options.tieBreaks ?? defaultSwissTieBreaks;
  if (new Set(tieBreaks).size !== tieBreaks.length || tieBreaks.some((key) => !(swissTieBreakKeys as readonly string[]).includes(key))) {
    errors.push({ code: "swiss.badTieBreaks", params: {} });
  }
  return errors;
}

/** One round of a team: against whom (null for a bye), what it scored, whether it was played. */
type Entry = { round: number; opponent: number | null; points: number; fraction: number; played: boolean };

/** Each team's rounds in order, for every team named by the history or the list. */
function recordsOf(teams: readonly number[], history: SwissHistory, points: SwissPoints): Map<number, Entry[]> {
  const records = new Map<number, Entry[]>(teams.map((id) => [id, []]));
  const add = (id: number, entry: Entry) => records.set(id, [...(records.get(id) ?? []), entry]);
  const result = (game: SwissGame, id: number): { points: number; fraction: number } =>
    game.winnerId === null ? { points: points.draw, fraction: 0.5 } : game.winnerId === id ? { points: points.win, fraction: 1 } : { points: points.loss, fraction: 0 };
  for (const game of history.games) {
    add(game.homeId, { round: game.round, opponent: game.awayId, ...result(game, game.homeId), played: !game.forfeit });
    add(game.awayId, { round: game.round, opponent: game.homeId, ...result(game, game.awayId), played: !game.forfeit });
  }
  for (const bye of history.byes) add(bye.teamId, { round: bye.round, opponent: null, points: points.win, fraction: 1, played: false });
  for (const entries of records.values()) entries.sort((a, b) => a.round - b.round);
  return records;
}

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** The standings of the listed teams (teams that left stay in the history for their opponents' tie-breaks). */
export function swissStandings(teams: readonly number[], history: SwissHistory, options: SwissOptions = {}): SwissStanding[] {
  const points = options.points ?? defaultSwissPoints;
  const tieBreaks = options.tieBreaks ?? defaultSwissTieBreaks;
  const records = recordsOf(teams, history, points);
  const rounds = Math.max(0, ...history.games.map((g) => g.round), ...history.byes.map((b) => b.round));
  const scoreOf = (id: number) => sum((records.get(id) ?? []).map((e) => e.points));
  /** An opponent's score as tie-breaks count it: its unplayed games as draws. */
  const adjusted = (id: number) => sum((records.get(id) ?? []).map((e) => (e.played ? e.points : points.draw)));
  const opposite = (scored: number) => (scored === points.win ? points.loss : scored === points.loss ? points.win : points.draw);
  /** What each round of a team adds to Buchholz: the opponent's adjusted score, or the virtual opponent's. */
  const opponentScores = (id: number) => {
    const entries = records.get(id) ?? [];
    return entries.map((entry, i) => {
      if (entry.played && entry.opponent !== null) return adjusted(entry.opponent);
      const before = sum(entries.slice(0, i).map((e) => e.points));
      return before + opposite(entry.points) + points.draw * (rounds - entry.round);
    });
  };
  const rows = new Map(
    teams.map((id) => {
      const entries = records.get(id) ?? [];
      const scores = opponentScores(id);
      const sorted = [...scores].sort((a, b) => a - b);
      const buchholz = sum(scores);
      return [
        id,
        {
          teamId: id,
          points: scoreOf(id),
          played: entries.filter((e) => e.opponent !== null).length,
          won: entries.filter((e) => e.opponent !== null && e.fraction === 1).length,
          drawn: entries.filter((e) => e.fraction === 0.5).length,
          lost: entries.filter((e) => e.fraction === 0).length,
          byes: entries.filter((e) => e.opponent === null).length,
          buchholz,
          medianBuchholz: scores.length >= 3 ? sum(sorted.slice(1, -1)) : buchholz,
          sonnebornBerger: sum(entries.map((e, i) => scores[i]! * e.fraction)),
        },
      ] as const;
    }),
  );

  const measure = (rule: "points" | SwissTieBreak | "lots", tied: readonly number[]): ReadonlyMap<number, number> | null => {
    const row = (id: number) => rows.get(id)!;
    switch (rule) {
      case "points":
        return new Map(tied.map((id) => [id, row(id).points]));
      case "buchholz":
      case "medianBuchholz":
      case "sonnebornBerger":
        return new Map(tied.map((id) => [id, row(id)[rule]]));
      case "wins":
        return new Map(tied.map((id) => [id, row(id).won + row(id).byes]));
      case "headToHead": {
        if (tied.length !== 2) return null;
        const [a, b] = tied as [number, number];
        const between = history.games.filter((g) => (g.homeId === a && g.awayId === b) || (g.homeId === b && g.awayId === a));
        return new Map([
          [a, between.filter((g) => g.winnerId === a).length],
          [b, between.filter((g) => g.winnerId === b).length],
        ]);
      }
      default:
        return null;
    }
  };
  const standings: SwissStanding[] = [];
  for (const block of orderTeams<"points" | SwissTieBreak>(teams, ["points", ...tieBreaks], measure)) {
    const rank = standings.length + 1;
    for (const teamId of block.teamIds) {
      standings.push({ ...rows.get(teamId)!, rank, shared: block.teamIds.length > 1, decidedBy: block.decidedBy === "lots" || block.decidedBy === "points" ? null : block.decidedBy });
    }
  }
  return standings;
}

/**
 * The next round: round 1 from the seeding (the list's order), later rounds
 * from the history by the method. Throws FormatError when checkSwiss finds
 * an error, or `swiss.noLegalPairing` when every pairing repeats a game.
 */
export function pairSwissRound(teams: readonly number[], history: SwissHistory, options: SwissOptions = {}): SwissRound {
  const [error] = checkSwiss(teams, history, options);
  if (error) throw new FormatError(error);
  const round = 1 + Math.max(0, ...history.games.map((g) => g.round), ...history.byes.map((b) => b.round));
  const met = new Set(history.games.map((g) => pairKey(g.homeId, g.awayId)));
  const hadBye = new Set(history.byes.map((b) => b.teamId));
  const allowed = (a: number, b: number) => !met.has(pairKey(a, b));
  const seed = new Map(teams.map((id, i) => [id, i]));

  const method = options.method ?? "dutch";
  const standings = swissStandings(teams, history, options);
  const rank = new Map(standings.map((s) => [s.teamId, s.rank]));
  const points = new Map(standings.map((s) => [s.teamId, s.points]));
  // Dutch ranks by points then seed, Monrad by the standings then seed; round 1 by seed alone.
  const order = round === 1 ? [...teams] : [...teams].sort((a, b) => (method === "monrad" ? rank.get(a)! - rank.get(b)! : points.get(b)! - points.get(a)!) || seed.get(a)! - seed.get(b)!);
  const { pairs, bye } = round === 1 ? firstRound(order) : method === "monrad" ? monrad(order, allowed, hadBye, round) : dutch(order, points, allowed, hadBye, round);
  const pairings = pairs
    .map(([a, b]) => homeAndAway(a, b, history, round))
    .sort((x, y) => Math.min(order.indexOf(x.homeId), order.indexOf(x.awayId)) - Math.min(order.indexOf(y.homeId), order.indexOf(y.awayId)));
  return { round, pairings, bye };
}

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

function firstRound(order: readonly number[]): { pairs: [number, number][]; bye: number | null } {
  const bye = order.length % 2 === 1 ? order.at(-1)! : null;
  const playing = bye === null ? order : order.slice(0, -1);
  const half = playing.length / 2;
  return { pairs: playing.slice(0, half).map((id, i) => [id, playing[half + i]!]), bye };
}

/**
 * The Dutch-style pairing: the bye first (the lowest-ranked eligible team
 * that leaves the rest pairable), then one maximum-weight perfect matching of
 * the rest, weights being minus the cost of each pair. The cost's terms are
 * integers in separate ranges (each term's largest total over a round stays
 * below the next term's unit), so comparing weights compares the rules in
 * order; with at most 64 teams every total stays below 2^51.
 */
function dutch(order: readonly number[], points: ReadonlyMap<number, number>, allowed: (a: number, b: number) => boolean, hadBye: ReadonlySet<number>, round: number) {
  const bye = order.length % 2 === 1 ? lowestEligibleBye(order, allowed, hadBye, round) : null;
  const playing = order.filter((id) => id !== bye);
  const groups = [...new Set(playing.map((id) => points.get(id)!))].sort((a, b) => b - a);
  const groupOf = new Map(playing.map((id) => [id, groups.indexOf(points.get(id)!)]));
  const members = groups.map((_, g) => playing.filter((id) => groupOf.get(id) === g));
  const position = new Map(members.flatMap((list) => list.map((id, i) => [id, i] as const)));
  const unit = { half: 1, up: 2 ** 11, down: 2 ** 22, distance: 2 ** 33, float: 2 ** 45 };
  const edges: WeightedEdge[] = [];
  playing.forEach((a, i) => {
    for (let j = i + 1; j < playing.length; j++) {
      const b = playing[j]!;
      if (!allowed(a, b)) continue;
      const ga = groupOf.get(a)!;
      const gb = groupOf.get(b)!;
      let cost: number;
      if (ga === gb) {
        cost = unit.half * Math.abs(Math.abs(position.get(b)! - position.get(a)!) - Math.floor(members[ga]!.length / 2));
      } else {
        // The team floating down should be the lowest of its group, the one it meets the highest of the group below.
        const [upper, lower] = ga < gb ? [a, b] : [b, a];
        const fromBottom = members[groupOf.get(upper)!]!.length - 1 - position.get(upper)!;
        cost = unit.float + unit.distance * Math.abs(ga - gb) + unit.down * fromBottom + unit.up * position.get(lower)!;
      }
      edges.push([i, j, -cost]);
    }
  });
  const mate = playing.length === 0 ? [] : maxWeightMatching(edges, { maxCardinality: true });
  if (mate.length < playing.length || mate.some((m) => m === -1)) throw new FormatError({ code: "swiss.noLegalPairing", params: { round } });
  const pairs: [number, number][] = [];
  mate.forEach((m, v) => v < m && pairs.push([playing[v]!, playing[m]!]));
  return { pairs, bye };
}

/** The bye of an odd field: the lowest-ranked team without one whose absence leaves a legal pairing. */
function lowestEligibleBye(order: readonly number[], allowed: (a: number, b: number) => boolean, hadBye: ReadonlySet<number>, round: number): number {
  const bye = [...order].reverse().find(
    (id) =>
      !hadBye.has(id) &&
      canPair(
        order.filter((other) => other !== id),
        allowed,
      ),
  );
  if (bye === undefined) throw new FormatError({ code: "swiss.noLegalPairing", params: { round } });
  return bye;
}

/**
 * A pairing of all these teams without a rematch, as each team's opponent,
 * improving on `start` (a partial one) when given; null when none exists.
 */
function perfectPairing(teams: readonly number[], allowed: (a: number, b: number) => boolean, start?: ReadonlyMap<number, number>): Map<number, number> | null {
  const index = new Map(teams.map((id, i) => [id, i]));
  const edges: [number, number][] = [];
  teams.forEach((a, i) => teams.slice(i + 1).forEach((b, k) => allowed(a, b) && edges.push([i, i + 1 + k])));
  const initial = start ? teams.map((id) => index.get(start.get(id) ?? -1) ?? -1) : undefined;
  const mate = maxCardinalityMatching(teams.length, edges, initial);
  if (mate.some((m) => m === -1)) return null;
  return new Map(teams.map((id, i) => [id, teams[mate[i]!]!]));
}

const canPair = (teams: readonly number[], allowed: (a: number, b: number) => boolean) => perfectPairing(teams, allowed) !== null;

/**
 * From the top, each team meets the highest-ranked team below it that it has
 * not met and that leaves a legal pairing for the rest. A pairing of the rest
 * is kept throughout, so checking a choice only repairs the two teams it
 * takes away from their partners in it.
 */
function monrad(order: readonly number[], allowed: (a: number, b: number) => boolean, hadBye: ReadonlySet<number>, round: number) {
  const bye = order.length % 2 === 1 ? lowestEligibleBye(order, allowed, hadBye, round) : null;
  let left = order.filter((id) => id !== bye);
  const first = perfectPairing(left, allowed);
  if (!first) throw new FormatError({ code: "swiss.noLegalPairing", params: { round } });
  let pairing: Map<number, number> = first;
  const pairs: [number, number][] = [];
  while (left.length > 0) {
    const [top, ...rest] = left as [number, ...number[]];
    for (const partner of rest) {
      if (!allowed(top, partner)) continue;
      const others = rest.filter((id) => id !== partner);
      const kept = new Map([...pairing].filter(([a, b]) => a !== top && a !== partner && b !== top && b !== partner));
      const repaired: Map<number, number> | null = pairing.get(top) === partner ? kept : perfectPairing(others, allowed, kept);
      if (!repaired) continue;
      pairs.push([top, partner]);
      left = others;
      pairing = repaired;
      break;
    }
  }
  return { pairs, bye };
}

/** Home to the team owed a home game: more away games than home ones, else away last time, else the higher-ranked (`a`). */
function homeAndAway(a: number, b: number, history: SwissHistory, round: number): SwissPairing {
  const balance = (id: number) => sum(history.games.filter((g) => g.round < round).map((g) => (g.homeId === id ? 1 : g.awayId === id ? -1 : 0)));
  const lastWasAway = (id: number) => {
    const last = history.games.filter((g) => g.homeId === id || g.awayId === id).sort((x, y) => y.round - x.round)[0];
    return last?.awayId === id;
  };
  const [ba, bb] = [balance(a), balance(b)];
  if (ba !== bb) return ba < bb ? { homeId: a, awayId: b } : { homeId: b, awayId: a };
  if (lastWasAway(a) !== lastWasAway(b)) return lastWasAway(a) ? { homeId: a, awayId: b } : { homeId: b, awayId: a };
  return { homeId: a, awayId: b };
}
