/**
 * Groups to a knockout: which group place starts on which line of the
 * bracket. Two methods, a category setting:
 *
 * - "fixed": the cross-group lines used so far (1A–2B, 1B–2A, 1C–2D …),
 *   the same every time.
 * - "drawn": the draw of badminton's World Tour Finals — group winners are
 *   separated like seeds (1A on the top line, 1B on the bottom line, further
 *   winners drawn into the remaining quarters, eighths …), and every other
 *   qualifier is drawn by lot onto a line as far as possible from its own
 *   group (a runner-up lands in the other half from its group's winner, so
 *   they can meet only in the final), runners-up before third places.
 *
 * Entrants are group places ("1A", "2B"); the plate of the teams that did
 * not go through uses the same lines (`plateGroupLines`).
 */
import { FormatError } from "../format-error";
import { drawRandom, isDrawNumber, maxDrawNumber } from "../random";
import type { Entrant } from "./match";
import { maxSeeds, meetingRound, placeDraw } from "./seeding";
import { bracketSize, maxBracketSize, type Line } from "./single";

/** A group and how many of its teams go through, before anyone has qualified. */
export type PlannedGroup = { name: string; advancing: number };

export type GroupLinesMethod = { kind: "fixed" } | { kind: "drawn"; drawNumber: number };

/**
 * - groupLines.tooFewTeams: fewer than two teams go through.
 * - groupLines.tooManyTeams: more than the bracket's limit.
 * - groupLines.tooManyGroups: a drawn bracket with more group winners than first-round pairs.
 * - draw.badNumber: a drawn bracket's number is not a whole number from 1 to maxDrawNumber.
 */
export type GroupLinesError =
  | { code: "groupLines.tooFewTeams"; params: { count: number; min: number } }
  | { code: "groupLines.tooManyTeams"; params: { count: number; max: number } }
  | { code: "groupLines.tooManyGroups"; params: { count: number; max: number } }
  | { code: "draw.badNumber"; params: { max: number } };

type GroupEntrant = { group: number; place: number; source: string };

const entrantsOf = (groups: readonly PlannedGroup[], firstPlace = 1): GroupEntrant[] =>
  groups
    .flatMap((g, group) => Array.from({ length: Math.max(0, g.advancing) }, (_, i) => ({ group, place: firstPlace + i, source: `${firstPlace + i}${g.name}` })))
    .sort((a, b) => a.place - b.place || a.group - b.group);

export function checkGroupLines(groups: readonly PlannedGroup[], method: GroupLinesMethod, max = maxBracketSize): GroupLinesError[] {
  const count = groups.reduce((n, g) => n + Math.max(0, g.advancing), 0);
  if (count < 2) return [{ code: "groupLines.tooFewTeams", params: { count, min: 2 } }];
  if (count > max) return [{ code: "groupLines.tooManyTeams", params: { count, max } }];
  const errors: GroupLinesError[] = [];
  if (method.kind === "drawn") {
    const winners = groups.filter((g) => g.advancing > 0).length;
    const most = maxSeeds(bracketSize(count));
    if (winners > most) errors.push({ code: "groupLines.tooManyGroups", params: { count: winners, max: most } });
    if (!isDrawNumber(method.drawNumber)) errors.push({ code: "draw.badNumber", params: { max: maxDrawNumber } });
  }
  return errors;
}

/**
 * The bracket's first-round lines for these groups (sources "1A", "2B" …,
 * null for a bye), by the method. Throws FormatError when checkGroupLines
 * finds an error.
 */
export function groupLines(groups: readonly PlannedGroup[], method: GroupLinesMethod): Line[] {
  const [error] = checkGroupLines(groups, method);
  if (error) throw new FormatError(error);
  const entrants = entrantsOf(groups);
  const size = bracketSize(entrants.length);
  if (method.kind === "fixed") return fixedLines(entrants, size).map(toLine);
  // Entrants come in place order, so the winners are first, in group order: seeds 1, 2 …
  const winnerPlace = Math.min(...entrants.map((e) => e.place));
  const drawn = placeDraw(
    entrants.map((e, i) => ({ key: e, seed: e.place === winnerPlace ? i + 1 : null, club: `group ${e.group}` })),
    size,
    drawRandom(method.drawNumber),
  );
  return drawn.map((e) => (e ? toLine(e) : null));
}

/**
 * The lines of a plate for the teams that did not go through: places
 * advancing+1 … of each group, on the fixed cross-group lines (the best
 * placed of them in the seeds' place). `teams` is each group's size.
 */
export function plateGroupLines(groups: readonly (PlannedGroup & { teams: number })[]): Line[] {
  const entrants = groups
    .flatMap((g, group) => {
      const first = Math.max(0, g.advancing) + 1;
      return Array.from({ length: Math.max(0, g.teams - first + 1) }, (_, i) => ({ group, place: first + i, source: `${first + i}${g.name}` }));
    })
    .sort((a, b) => a.place - b.place || a.group - b.group);
  if (entrants.length < 2) throw new FormatError({ code: "groupLines.tooFewTeams", params: { count: entrants.length, min: 2 } });
  if (entrants.length > maxBracketSize) throw new FormatError({ code: "groupLines.tooManyTeams", params: { count: entrants.length, max: maxBracketSize } });
  return fixedLines(entrants, bracketSize(entrants.length)).map(toLine);
}

const toLine = (e: GroupEntrant | null): Entrant | null => (e ? { source: e.source, teamId: null } : null);

/** Seed numbers by bracket line, so seeds 1 and 2 can only meet in the final: 1, 8, 4, 5, 2, 7, 3, 6. */
export function classicSeedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/**
 * The fixed lines. The best-placed teams of each group (winners) take the
 * top seeds in group order, the next places the following seeds, and so on;
 * the bracket is the next power of two and its byes go to the top seeds.
 * Winners sit on the classic seed lines (seeds 1 and 2 in opposite halves).
 * Every other team takes, in seed order, the free line that keeps it longest
 * apart from teams of its own group, then faces the tier the classic lines
 * give it and a team of its paired group (A with B, C with D …): with two
 * qualifiers a group that gives 1A–2B, 1B–2A, 1C–2D, 1D–2C with every group
 * split across the halves.
 *
 * A line's merits, best first: how late it meets its own group; whether its
 * opponent is from the tier the classic seed lines pair it with (winners
 * against the last qualifiers); whether that opponent is from the paired
 * group; how close the line's classic seed is to the team's own seed.
 */
export function fixedLines<E extends GroupEntrant>(entrants: readonly E[], size: number): (E | null)[] {
  const seedAtLine = classicSeedOrder(size);
  const lineOfSeed = new Map(seedAtLine.map((seed, line) => [seed, line]));
  const isBye = (line: number) => (seedAtLine[line] ?? 0) > entrants.length;
  const byes = size - entrants.length;
  const lines: (E | null)[] = Array.from({ length: size }, () => null);
  const lineOf = new Map<E, number>();
  const put = (entrant: E, line: number) => {
    lines[line] = entrant;
    lineOf.set(entrant, line);
  };

  const topPlace = Math.min(...entrants.map((e) => e.place));
  const winners = entrants.filter((e) => e.place === topPlace);
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
