/**
 * The knockout bracket that follows the groups, and moving winners (and
 * semi-final losers) on to their next match.
 *
 * Codes: "R32-1" … "R32-16", "R16-1" … "R16-8", "QF1" … "QF4", "SF1", "SF2",
 * "F" and "3P", numbered top to bottom of the bracket among the matches that
 * are actually played (a bye has no code). Sources: "1A" = winner of group A,
 * "2B" = runner-up of group B, "W:QF1" = winner of QF1, "L:SF1" = its loser.
 */

export type KnockoutStage = "r32" | "r16" | "qf" | "sf" | "third" | "final";

export type BracketMatch = {
  code: string;
  stage: KnockoutStage;
  /** 1 = the first knockout round; the third-place match shares the final's round. */
  round: number;
  homeSource: string;
  awaySource: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
};

/** A group and how many of its teams go through, before anyone has qualified. */
export type PlannedGroup = { name: string; advancing: number };

export type QualifiedGroup = {
  /** "A", "B" … as used in the sources. */
  name: string;
  /** Team ids in finishing order. */
  qualified: number[];
};

/**
 * - knockout.tooFewTeams: fewer than two teams go through.
 * - knockout.tooManyTeams: more teams than a 32-team bracket holds.
 */
export type KnockoutError = { code: "knockout.tooFewTeams"; params: { count: number; min: number } } | { code: "knockout.tooManyTeams"; params: { count: number; max: number } };

const maxTeams = 32;

type Entrant = { group: number; place: number; source: string };

/** Seed numbers by bracket position, so seeds 1 and 2 can only meet in the final: 1, 8, 4, 5, 2, 7, 3, 6. */
function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** The round in which bracket positions a and b would meet (1 = first round). */
const meetingRound = (a: number, b: number) => 32 - Math.clz32(a ^ b);

function stageOf(matchesInRound: number): Exclude<KnockoutStage, "third"> {
  if (matchesInRound === 1) return "final";
  if (matchesInRound === 2) return "sf";
  if (matchesInRound === 4) return "qf";
  return matchesInRound === 8 ? "r16" : "r32";
}

function codeOf(stage: Exclude<KnockoutStage, "third">, n: number): string {
  switch (stage) {
    case "final":
      return "F";
    case "sf":
      return `SF${n}`;
    case "qf":
      return `QF${n}`;
    default:
      return `${stage.toUpperCase()}-${n}`;
  }
}

/** Whether a bracket can be drawn for these groups; planBracket and seedBracket require it. */
export function checkBracket(groups: readonly PlannedGroup[]): KnockoutError[] {
  const count = groups.reduce((n, g) => n + Math.max(0, g.advancing), 0);
  if (count < 2) return [{ code: "knockout.tooFewTeams", params: { count, min: 2 } }];
  if (count > maxTeams) return [{ code: "knockout.tooManyTeams", params: { count, max: maxTeams } }];
  return [];
}

/**
 * The bracket's matches with their sources, before anyone has qualified.
 *
 * Group winners take the top seeds in group order, runners-up the next, and
 * so on; the bracket is the next power of two and its byes go to the top
 * seeds. Winners sit on the classic seed lines (seeds 1 and 2 in opposite
 * halves). Every other team takes, in seed order, the free line that keeps it
 * longest apart from teams of its own group, then faces the tier the classic
 * lines give it and a team of its paired group (A with B, C with D …): with
 * two qualifiers a group that gives 1A–2B, 1B–2A, 1C–2D, 1D–2C with every
 * group split across the halves. A team with a bye goes straight into the
 * next round with its own source. The third-place match is added only when
 * both semi-finals are played.
 *
 * Throws a RangeError when checkBracket reports an error: callers check first.
 */
export function planBracket(groups: readonly PlannedGroup[], { thirdPlace }: { thirdPlace: boolean }): BracketMatch[] {
  const [error] = checkBracket(groups);
  if (error) throw new RangeError(`planBracket: ${error.code}`);
  const entrants: Entrant[] = groups
    .flatMap((g, group) => Array.from({ length: g.advancing }, (_, i) => ({ group, place: i + 1, source: `${i + 1}${g.name}` })))
    .sort((a, b) => a.place - b.place || a.group - b.group);
  let size = 2;
  while (size < entrants.length) size *= 2;
  return buildRounds(placeEntrants(entrants, size), thirdPlace);
}

/** The bracket once the groups are over, with the qualified teams in their first matches. */
export function seedBracket(groups: readonly QualifiedGroup[], { thirdPlace }: { thirdPlace: boolean }): BracketMatch[] {
  const teamOf = new Map<string, number>(groups.flatMap((g) => g.qualified.map((teamId, i) => [`${i + 1}${g.name}`, teamId] as const)));
  const planned = planBracket(
    groups.map((g) => ({ name: g.name, advancing: g.qualified.length })),
    { thirdPlace },
  );
  return planned.map((m) => ({
    ...m,
    homeTeamId: teamOf.get(m.homeSource) ?? null,
    awayTeamId: teamOf.get(m.awaySource) ?? null,
  }));
}

/**
 * Bracket lines, top to bottom; null is a bye. A line's merits, best first:
 * how late it meets its own group; whether its opponent is from the tier the
 * classic seed lines pair it with (winners against the last qualifiers);
 * whether that opponent is from the paired group (A with B, C with D …); how
 * close the line's classic seed is to the team's own seed.
 */
function placeEntrants(entrants: readonly Entrant[], size: number): (Entrant | null)[] {
  const seedAtLine = seedOrder(size);
  const lineOfSeed = new Map(seedAtLine.map((seed, line) => [seed, line]));
  const isBye = (line: number) => (seedAtLine[line] ?? 0) > entrants.length;
  const byes = size - entrants.length;
  const lines: (Entrant | null)[] = Array.from({ length: size }, () => null);
  const lineOf = new Map<Entrant, number>();
  const put = (entrant: Entrant, line: number) => {
    lines[line] = entrant;
    lineOf.set(entrant, line);
  };

  const winners = entrants.filter((e) => e.place === 1);
  winners.forEach((winner, i) => put(winner, lineOfSeed.get(i + 1) ?? 0));

  entrants.slice(winners.length).forEach((entrant, i) => {
    const seed = winners.length + i + 1;
    const getsBye = seed <= byes;
    const classicOpponentPlace = entrants[size - seed]?.place;
    const sameGroup = entrants.filter((e) => e.group === entrant.group && lineOf.has(e));
    const merits = (line: number) => {
      const opponent = lines[line ^ 1];
      return [
        Math.min(size, ...sameGroup.map((e) => meetingRound(line, lineOf.get(e) ?? line))),
        !opponent || opponent.place === classicOpponentPlace ? 1 : 0,
        opponent?.group === (entrant.group ^ 1) ? 1 : 0,
        -Math.abs((seedAtLine[line] ?? 0) - seed),
      ];
    };
    let best: { line: number; merits: number[] } | null = null;
    for (let line = 0; line < size; line++) {
      if (lines[line] !== null || isBye(line) || isBye(line ^ 1) !== getsBye) continue;
      const candidate = { line, merits: merits(line) };
      if (!best || isBetter(candidate.merits, best.merits)) best = candidate;
    }
    if (best) put(entrant, best.line);
  });
  return lines;
}

/** Lexicographic: the first differing merit decides. */
function isBetter(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

function buildRounds(lines: readonly (Entrant | null)[], thirdPlace: boolean): BracketMatch[] {
  const matches: BracketMatch[] = [];
  // The source filling each line of the current round ("1A", "W:QF1"); null is a bye.
  let feeders: (string | null)[] = lines.map((e) => e?.source ?? null);
  const semiFinals: BracketMatch[] = [];
  for (let round = 1; feeders.length > 1; round++) {
    const stage = stageOf(feeders.length / 2);
    const next: (string | null)[] = [];
    let played = 0;
    for (let i = 0; i < feeders.length; i += 2) {
      const home = feeders[i] ?? null;
      const away = feeders[i + 1] ?? null;
      if (!home || !away) {
        next.push(home ?? away);
        continue;
      }
      const match: BracketMatch = {
        code: codeOf(stage, ++played),
        stage,
        round,
        homeSource: home,
        awaySource: away,
        homeTeamId: null,
        awayTeamId: null,
      };
      if (stage === "sf") semiFinals.push(match);
      const [sf1, sf2] = semiFinals;
      if (stage === "final" && thirdPlace && sf1 && sf2) matches.push(loserFinal(sf1, sf2, round));
      matches.push(match);
      next.push(`W:${match.code}`);
    }
    feeders = next;
  }
  return matches;
}

function loserFinal(sf1: BracketMatch, sf2: BracketMatch, round: number): BracketMatch {
  return {
    code: "3P",
    stage: "third",
    round,
    homeSource: `L:${sf1.code}`,
    awaySource: `L:${sf2.code}`,
    homeTeamId: null,
    awayTeamId: null,
  };
}

export type BracketUpdate = { code: string; side: "home" | "away"; teamId: number };

/** Where a finished match sends its winner ("W:<code>") and its loser ("L:<code>"). */
export function advance(bracket: readonly BracketMatch[], { code, winnerId, loserId }: { code: string; winnerId: number; loserId: number }): BracketUpdate[] {
  const teamFor = (source: string) => (source === `W:${code}` ? winnerId : source === `L:${code}` ? loserId : null);
  const updates: BracketUpdate[] = [];
  for (const match of bracket) {
    const home = teamFor(match.homeSource);
    const away = teamFor(match.awaySource);
    if (home !== null) updates.push({ code: match.code, side: "home", teamId: home });
    if (away !== null) updates.push({ code: match.code, side: "away", teamId: away });
  }
  return updates;
}
