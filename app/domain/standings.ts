/**
 * Group standings: tallies of the counted matches, ordered by a tie-break
 * preset (./tiebreak) or a category's own rule order.
 */
import { orderTeams, tieBreakRules, tieProcedure, type TieBreakPreset, type TieBreakRule } from "./tiebreak";

export type StandingTeam = { id: number; name: string; withdrawn: boolean; lot: number | null };

export type StandingMatch = {
  id: number;
  homeId: number;
  awayId: number;
  status: "scheduled" | "live" | "finished" | "walkover" | "retired" | "cancelled" | "postponed";
  winnerId: number | null;
  /** Sets won (sets games) or goals (goals games). */
  homeScore: number | null;
  awayScore: number | null;
  /** Games (padel, tennis) or points (badminton, table tennis) per set; empty for goals games. */
  sets: { home: number; away: number }[];
};

export type PointsScheme = { win: number; draw: number; loss: number };

export type Standing = {
  teamId: number;
  /** Null for a withdrawn team, which is listed after every ranked team. */
  rank: number | null;
  /** The rules and lots could not separate this team from the next or previous one. */
  shared: boolean;
  /** Shared, and no result still to come can change the tie: only the drawing of lots can order it. */
  needsLots: boolean;
  withdrawn: boolean;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  setsFor: number;
  setsAgainst: number;
  /** Games, points or goals. */
  scoreFor: number;
  scoreAgainst: number;
  /** By the category's points scheme. */
  points: number;
  /** ITTF match points: 2 a win, 1 a completed loss, 0 a walkover or retirement loss. */
  matchPoints: number;
  /** The rule that last split a tie this team was part of; null when it was never tied. */
  decidedBy: TieBreakRule | null;
};

export type StandingsOptions = {
  preset: TieBreakPreset;
  scoring: "sets" | "goals";
  /** Defaults to defaultPointsScheme(preset). */
  points?: PointsScheme;
  /** A category's own rule order instead of the preset's. */
  rules?: readonly TieBreakRule[];
};

export function defaultPointsScheme(preset: TieBreakPreset): PointsScheme {
  return preset === "football" || preset === "uefa" ? { win: 3, draw: 1, loss: 0 } : { win: 1, draw: 0, loss: 0 };
}

/** A table's rank as shown: "3", "3=" when shared with another team, "–" before it can be told. */
export function rankLabel(row: { rank: number | null; shared: boolean }): string {
  return row.rank === null ? "–" : `${row.rank}${row.shared ? "=" : ""}`;
}

/**
 * The points a table shows for a team: ITTF match points where they rank the
 * group (its first rule), so the column agrees with the order; otherwise the
 * category's points.
 */
export function tablePoints(standing: Pick<Standing, "points" | "matchPoints">, rules: readonly TieBreakRule[]): number {
  return rules[0] === "matchPoints" ? standing.matchPoints : standing.points;
}

/** A match with a result: played to its end, given by walkover or ended by a retirement; a live one is still being played. */
export const decidedStatuses = ["finished", "walkover", "retired"] as const satisfies readonly StandingMatch["status"][];
const countedStatuses: ReadonlySet<StandingMatch["status"]> = new Set(decidedStatuses);
const pendingStatuses: ReadonlySet<StandingMatch["status"]> = new Set(["scheduled", "live", "postponed"]);

type Counted = {
  homeId: number;
  awayId: number;
  winnerId: number | null;
  homeSets: number;
  awaySets: number;
  homeScore: number;
  awayScore: number;
  /** Played to the end: a walkover or retirement loss earns no ITTF match point. */
  completed: boolean;
};

type Tally = Omit<Standing, "teamId" | "rank" | "shared" | "needsLots" | "withdrawn" | "decidedBy">;

const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  setsFor: 0,
  setsAgainst: 0,
  scoreFor: 0,
  scoreAgainst: 0,
  points: 0,
  matchPoints: 0,
});

function countMatch(match: StandingMatch, scoring: StandingsOptions["scoring"]): Counted {
  const sum = (side: "home" | "away") => match.sets.reduce((total, set) => total + set[side], 0);
  const sets = scoring === "sets";
  return {
    homeId: match.homeId,
    awayId: match.awayId,
    winnerId: match.winnerId,
    homeSets: sets ? (match.homeScore ?? 0) : 0,
    awaySets: sets ? (match.awayScore ?? 0) : 0,
    homeScore: sets ? sum("home") : (match.homeScore ?? 0),
    awayScore: sets ? sum("away") : (match.awayScore ?? 0),
    completed: match.status === "finished",
  };
}

/** Tallies of `teamIds` over the matches played between two of them; other matches (a withdrawn team's) are void. */
function tally(teamIds: readonly number[], matches: readonly Counted[], scheme: PointsScheme): Map<number, Tally> {
  const tallies = new Map(teamIds.map((id) => [id, emptyTally()]));
  for (const m of matches) {
    const home = tallies.get(m.homeId);
    const away = tallies.get(m.awayId);
    if (!home || !away) continue;
    const sides: [Tally, number][] = [
      [home, m.homeId],
      [away, m.awayId],
    ];
    for (const [t, id] of sides) {
      t.played++;
      if (m.winnerId === null) {
        t.drawn++;
        t.points += scheme.draw;
        t.matchPoints += m.completed ? 1 : 0;
      } else if (m.winnerId === id) {
        t.won++;
        t.points += scheme.win;
        t.matchPoints += 2;
      } else {
        t.lost++;
        t.points += scheme.loss;
        t.matchPoints += m.completed ? 1 : 0;
      }
    }
    home.setsFor += m.homeSets;
    home.setsAgainst += m.awaySets;
    away.setsFor += m.awaySets;
    away.setsAgainst += m.homeSets;
    home.scoreFor += m.homeScore;
    home.scoreAgainst += m.awayScore;
    away.scoreFor += m.awayScore;
    away.scoreAgainst += m.homeScore;
  }
  return tallies;
}

/** Won over lost; nothing lost beats any ratio, nothing played at all counts as even. */
function ratio(won: number, lost: number): number {
  if (lost === 0) return won === 0 ? 1 : Number.POSITIVE_INFINITY;
  return won / lost;
}

const overallValue: Partial<Record<TieBreakRule, (t: Tally) => number>> = {
  matchesWon: (t) => t.won,
  points: (t) => t.points,
  matchPoints: (t) => t.matchPoints,
  setDifference: (t) => t.setsFor - t.setsAgainst,
  scoreDifference: (t) => t.scoreFor - t.scoreAgainst,
  scoreFor: (t) => t.scoreFor,
};

const amongTiedValue: Partial<Record<TieBreakRule, (t: Tally) => number>> = {
  headToHead: (t) => t.won,
  pointsAmongTied: (t) => t.points,
  matchPointsAmongTied: (t) => t.matchPoints,
  setDifferenceAmongTied: (t) => t.setsFor - t.setsAgainst,
  scoreDifferenceAmongTied: (t) => t.scoreFor - t.scoreAgainst,
  scoreForAmongTied: (t) => t.scoreFor,
  setRatioAmongTied: (t) => ratio(t.setsFor, t.setsAgainst),
  scoreRatioAmongTied: (t) => ratio(t.scoreFor, t.scoreAgainst),
};

/**
 * How many matches each ranked team still has to play: those scheduled, live
 * or postponed, and, as every pair of a group meets, one for each pair that
 * has no match at all yet (a group whose schedule is still to be made).
 */
function matchesToCome(rankedIds: readonly number[], matches: readonly StandingMatch[]): Map<number, number> {
  const ranked = new Set(rankedIds);
  const toCome = new Map(rankedIds.map((id) => [id, 0]));
  const add = (id: number) => toCome.set(id, (toCome.get(id) ?? 0) + 1);
  const met = new Set<string>();
  const pair = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  for (const m of matches) {
    if (m.homeId === m.awayId || !ranked.has(m.homeId) || !ranked.has(m.awayId)) continue;
    met.add(pair(m.homeId, m.awayId));
    if (pendingStatuses.has(m.status)) {
      add(m.homeId);
      add(m.awayId);
    }
  }
  rankedIds.forEach((a, i) => {
    for (const b of rankedIds.slice(i + 1)) {
      if (!met.has(pair(a, b))) {
        add(a);
        add(b);
      }
    }
  });
  return toCome;
}

/**
 * What one result still to come can add to a team's value of a rule that
 * counts results (nothing, for a match that ends up cancelled); null for the
 * rules that are not such a count.
 */
function gainsPerMatch(rule: TieBreakRule, scheme: PointsScheme): readonly number[] | null {
  if (rule === "matchesWon") return [0, 1];
  if (rule === "matchPoints") return [0, 1, 2];
  if (rule === "points") return [0, scheme.win, scheme.draw, scheme.loss];
  return null;
}

/** Every value a count can end on from `value` after `matches` more results. */
function reachable(value: number, matches: number, gains: readonly number[]): Set<number> {
  let values = new Set([value]);
  for (let i = 0; i < matches; i++) values = new Set([...values].flatMap((v) => gains.map((gain) => v + gain)));
  return values;
}

const mapValues = (tallies: ReadonlyMap<number, Tally>, ids: readonly number[], value: (t: Tally) => number) => new Map(ids.map((id) => [id, value(tallies.get(id) ?? emptyTally())]));

/**
 * One row per team, ranked teams first in rank order, withdrawn teams last.
 * Only finished, walkover and retired matches count. A withdrawn team's
 * matches are void for everyone (BWF GCR 16.2.5), so it is listed unranked
 * with an empty record. Lots order a tie only once no result still to come
 * can change it; before that its teams share their rank.
 */
export function computeStandings(teams: readonly StandingTeam[], matches: readonly StandingMatch[], options: StandingsOptions): Standing[] {
  const scheme = options.points ?? defaultPointsScheme(options.preset);
  const rules = options.rules ?? tieBreakRules(options.preset);
  const ranked = teams.filter((t) => !t.withdrawn);
  const rankedIds = ranked.map((t) => t.id);
  const lots = new Map(ranked.map((t) => [t.id, t.lot]));
  const counted = matches.filter((m) => countedStatuses.has(m.status) && m.homeId !== m.awayId).map((m) => countMatch(m, options.scoring));
  const overall = tally(rankedIds, counted, scheme);
  const toCome = matchesToCome(rankedIds, matches);
  const left = (id: number) => toCome.get(id) ?? 0;
  const firstRule = rules[0] ?? "lots";
  const gains = gainsPerMatch(firstRule, scheme);
  const firstValue = overallValue[firstRule];

  /**
   * Whether no result still to come can change how the `tied` teams stand:
   * none of them has a match left (their records are final), and no other
   * team with a match left can still end level with them on the first rule
   * (so the teams the tie-break compares them with stay the same). When the
   * first rule is not a count of results, any other team with a match left
   * keeps the tie open.
   */
  const tieIsFinal = (tied: readonly number[]): boolean => {
    if (tied.some((id) => left(id) > 0)) return false;
    const members = new Set(tied);
    const level = firstValue?.(overall.get(tied[0]!) ?? emptyTally());
    return rankedIds.every((id) => {
      if (members.has(id) || left(id) === 0) return true;
      if (!gains || !firstValue || level === undefined) return false;
      return !reachable(firstValue(overall.get(id) ?? emptyTally()), left(id), gains).has(level);
    });
  };

  const measure = (rule: TieBreakRule, tied: readonly number[]): ReadonlyMap<number, number> | null => {
    if (rule === "lots") {
      // Lots only order a tie that is final, once every tied team has drawn one.
      if (!tieIsFinal(tied)) return null;
      const drawn = new Map<number, number>();
      for (const id of tied) {
        const lot = lots.get(id);
        if (lot === null || lot === undefined) return null;
        drawn.set(id, -lot);
      }
      return drawn;
    }
    const overallRule = overallValue[rule];
    if (overallRule) return mapValues(overall, tied, overallRule);
    if (rule === "headToHead" && tied.length !== 2) return null;
    const amongRule = amongTiedValue[rule];
    if (!amongRule) return null;
    const members = new Set(tied);
    const between = counted.filter((m) => members.has(m.homeId) && members.has(m.awayId));
    return mapValues(tally(tied, between, scheme), tied, amongRule);
  };

  const standings: Standing[] = [];
  let position = 0;
  for (const block of orderTeams<TieBreakRule>(rankedIds, rules, measure, tieProcedure(options.preset))) {
    const rank = position + 1;
    for (const teamId of block.teamIds) {
      const record = overall.get(teamId) ?? emptyTally();
      standings.push({
        teamId,
        rank,
        shared: block.teamIds.length > 1,
        needsLots: block.teamIds.length > 1 && tieIsFinal(block.teamIds),
        withdrawn: false,
        ...record,
        decidedBy: block.decidedBy,
      });
    }
    position += block.teamIds.length;
  }
  for (const team of teams.filter((t) => t.withdrawn)) {
    standings.push({ teamId: team.id, rank: null, shared: false, needsLots: false, withdrawn: true, ...emptyTally(), decidedBy: null });
  }
  return standings;
}
