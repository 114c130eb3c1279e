/**
 * The group draw: teams of a category dealt into groups A, B, C … so that
 * group sizes differ by at most one, seeded teams head different groups and
 * two teams of one club share a group only when nothing else is possible.
 * The same teams and the same draw number always give the same groups, so a
 * draw shown to staff can be saved (or repeated later) exactly.
 */
import { drawRandom, isDrawNumber, maxDrawNumber, type Random } from "./random";

export { maxDrawNumber };

export type DrawTeam = { id: number; seed: number | null; club: string | null };

export type DrawInput = { teams: readonly DrawTeam[]; groupCount: number; drawNumber: number };

/** Team ids per group (A first), each group in draw position order: seeds first, by seed. */
export type DrawnGroups = number[][];

/**
 * - draw.tooFewGroups: fewer than one group.
 * - draw.tooManyGroups: more groups than letters (26) or than pairs of teams (every group needs two).
 * - draw.badNumber: the draw number is not a whole number from 1 to maxDrawNumber.
 * - draw.duplicateTeam: a team is listed twice.
 */
export type DrawError =
  | { code: "draw.tooFewGroups"; params: { min: number } }
  | { code: "draw.tooManyGroups"; params: { max: number } }
  | { code: "draw.badNumber"; params: { max: number } }
  | { code: "draw.duplicateTeam"; params: { teamId: number } };

const maxGroups = 26;

/** Group names in draw order: "A", "B" … "Z". */
export function groupName(index: number): string {
  return String.fromCharCode(65 + index);
}

/** The most groups these teams can fill with at least two teams each. */
export function maxGroupCount(teamCount: number) {
  return Math.min(maxGroups, Math.floor(teamCount / 2));
}

export function checkDraw({ teams, groupCount, drawNumber }: DrawInput): DrawError[] {
  const errors: DrawError[] = [];
  const seen = new Set<number>();
  for (const team of teams) {
    if (seen.has(team.id)) errors.push({ code: "draw.duplicateTeam", params: { teamId: team.id } });
    seen.add(team.id);
  }
  const max = maxGroupCount(teams.length);
  if (!Number.isInteger(groupCount) || groupCount < 1) errors.push({ code: "draw.tooFewGroups", params: { min: 1 } });
  else if (groupCount > max) errors.push({ code: "draw.tooManyGroups", params: { max } });
  if (!isDrawNumber(drawNumber)) {
    errors.push({ code: "draw.badNumber", params: { max: maxDrawNumber } });
  }
  return errors;
}

/** How many teams each group gets: the first groups take the odd teams, so sizes differ by at most one. */
export function groupSizes(teamCount: number, groupCount: number): number[] {
  const base = Math.floor(teamCount / groupCount);
  const extra = teamCount % groupCount;
  return Array.from({ length: groupCount }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Pairs of teams of one club that share a group: what the draw keeps as low as it can. */
export function clubPairs(groups: readonly (readonly number[])[], teams: readonly DrawTeam[]): number {
  const clubOf = new Map(teams.map((team) => [team.id, clubKey(team.club)]));
  let pairs = 0;
  for (const group of groups) {
    const counts = new Map<string, number>();
    for (const id of group) {
      const club = clubOf.get(id);
      if (club) counts.set(club, (counts.get(club) ?? 0) + 1);
    }
    for (const n of counts.values()) pairs += (n * (n - 1)) / 2;
  }
  return pairs;
}

/** "PB Djarum " and "pb djarum" are one club; no club is no club. */
function clubKey(club: string | null): string | null {
  const key = club?.trim().toLowerCase();
  return key ? key : null;
}

/**
 * The draw. Seeded teams go first, by seed: seeds 1 … N one per group, in
 * group order; further seeds snake back (N+1 to the last group, N+2 to the
 * one before …), passing over full groups. The other teams are then spread
 * so that the pairs of same-club teams in a group are as few as possible
 * (seeded teams count), chosen at random among the best spreads; which team
 * of a club goes where, and the order after the seeds, are random too.
 * Teams are sorted by id first, so the order they are given in does not matter.
 *
 * Throws a RangeError when checkDraw reports an error: callers check first.
 */
export function drawGroups(input: DrawInput): DrawnGroups {
  const [error] = checkDraw(input);
  if (error) throw new RangeError(`drawGroups: ${error.code}`);
  const { groupCount } = input;
  const random = drawRandom(input.drawNumber);
  const teams = [...input.teams].sort((a, b) => a.id - b.id);
  const sizes = groupSizes(teams.length, groupCount);
  const seeded = teams.filter((team) => team.seed !== null).sort((a, b) => a.seed! - b.seed! || a.id - b.id);
  const unseeded = teams.filter((team) => team.seed === null);

  const heads: DrawTeam[][] = sizes.map(() => []);
  let turn = 0;
  for (const team of seeded) {
    while (heads[snakeAt(turn, groupCount)]!.length >= sizes[snakeAt(turn, groupCount)]!) turn++;
    heads[snakeAt(turn, groupCount)]!.push(team);
    turn++;
  }

  const room = sizes.map((size, g) => size - heads[g]!.length);
  const placed = spreadClubs(unseeded, heads, room, random);
  return heads.map((head, g) => [...head.map((team) => team.id), ...random.shuffle(placed[g]!).map((team) => team.id)]);
}

/** The group of a turn in snake order: 0 … n-1, then n-1 … 0, then 0 … again. */
function snakeAt(turn: number, groupCount: number): number {
  const lap = Math.floor(turn / groupCount);
  const i = turn % groupCount;
  return lap % 2 === 0 ? i : groupCount - 1 - i;
}

/**
 * Fills each group's room with the unseeded teams, fewest same-club pairs
 * first: a min-cost flow from clubs to groups where the m-th team of a club
 * in a group costs the pairs it adds (convex, so parallel unit edges give the
 * optimum). A small random term on every club–group edge, together smaller
 * than one pair, picks at random among the optimal spreads.
 */
function spreadClubs(unseeded: readonly DrawTeam[], heads: readonly DrawTeam[][], room: readonly number[], random: Random): DrawTeam[][] {
  const byClub = new Map<string | null, DrawTeam[]>();
  for (const team of unseeded) {
    const key = clubKey(team.club);
    byClub.set(key, [...(byClub.get(key) ?? []), team]);
  }
  const clubs = [...byClub.keys()];
  const groupCount = room.length;
  const noise = 1000;
  const pair = (unseeded.length + 1) * noise;

  const flow = new FlowNetwork(2 + clubs.length + groupCount);
  const source = 0;
  const sink = 1 + clubs.length + groupCount;
  const clubNode = (c: number) => 1 + c;
  const groupNode = (g: number) => 1 + clubs.length + g;
  const unitEdges: { club: number; group: number; edge: number }[] = [];
  clubs.forEach((club, c) => {
    const members = byClub.get(club)!;
    flow.addEdge(source, clubNode(c), members.length, 0);
    for (let g = 0; g < groupCount; g++) {
      const jitter = random.below(noise);
      if (club === null) {
        // Teams without a club never make a pair: one edge takes as many as the group has room for.
        unitEdges.push({ club: c, group: g, edge: flow.addEdge(clubNode(c), groupNode(g), room[g]!, jitter) });
        continue;
      }
      const already = heads[g]!.filter((team) => clubKey(team.club) === club).length;
      for (let m = 0; m < Math.min(members.length, room[g]!); m++) {
        unitEdges.push({ club: c, group: g, edge: flow.addEdge(clubNode(c), groupNode(g), 1, (already + m) * pair + jitter) });
      }
    }
  });
  for (let g = 0; g < groupCount; g++) flow.addEdge(groupNode(g), sink, room[g]!, 0);
  flow.run(source, sink);

  const placed: DrawTeam[][] = room.map(() => []);
  const queues = new Map(clubs.map((club, c) => [c, random.shuffle(byClub.get(club)!)]));
  for (const { club, group, edge } of unitEdges) {
    for (let n = flow.flowOn(edge); n > 0; n--) placed[group]!.push(queues.get(club)!.shift()!);
  }
  return placed;
}

/** Successive shortest paths (Bellman–Ford on the residual graph): small networks, exact integer costs. */
class FlowNetwork {
  private to: number[] = [];
  private capacity: number[] = [];
  private cost: number[] = [];
  private flow: number[] = [];
  private edgesOf: number[][];

  constructor(nodes: number) {
    this.edgesOf = Array.from({ length: nodes }, () => []);
  }

  /** Adds an edge and its residual twin; returns the edge's index. */
  addEdge(from: number, to: number, capacity: number, cost: number): number {
    const index = this.to.length;
    this.to.push(to, from);
    this.capacity.push(capacity, 0);
    this.cost.push(cost, -cost);
    this.flow.push(0, 0);
    this.edgesOf[from]!.push(index);
    this.edgesOf[to]!.push(index + 1);
    return index;
  }

  flowOn(edge: number) {
    return this.flow[edge]!;
  }

  run(source: number, sink: number) {
    const nodes = this.edgesOf.length;
    for (;;) {
      const distance = new Array<number>(nodes).fill(Infinity);
      const via = new Array<number>(nodes).fill(-1);
      distance[source] = 0;
      for (let pass = 0, changed = true; changed && pass < nodes; pass++) {
        changed = false;
        for (let node = 0; node < nodes; node++) {
          if (distance[node] === Infinity) continue;
          for (const edge of this.edgesOf[node]!) {
            if (this.capacity[edge]! - this.flow[edge]! <= 0) continue;
            const next = this.to[edge]!;
            const through = distance[node]! + this.cost[edge]!;
            if (through < distance[next]!) {
              distance[next] = through;
              via[next] = edge;
              changed = true;
            }
          }
        }
      }
      if (distance[sink] === Infinity) return;
      const path: number[] = [];
      for (let node = sink; node !== source; node = this.to[via[node]! ^ 1]!) path.push(via[node]!);
      const push = Math.min(...path.map((edge) => this.capacity[edge]! - this.flow[edge]!));
      for (const edge of path) {
        this.flow[edge] = this.flow[edge]! + push;
        this.flow[edge ^ 1] = this.flow[edge ^ 1]! - push;
      }
    }
  }
}
