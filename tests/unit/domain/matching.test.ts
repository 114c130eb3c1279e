import { describe, expect, it } from "vitest";
import { maxCardinalityMatching, maxWeightMatching, type WeightedEdge } from "~/domain/matching";
import { seededRandom } from "~/domain/random";

/** The best [pairs, weight] over every matching, by trying them all: first by weight, or first by pairs with maxCardinality. */
function bruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): { pairs: number; weight: number } {
  const weightOf = new Map(edges.map(([i, j, w]) => [`${Math.min(i, j)}-${Math.max(i, j)}`, w]));
  let best = { pairs: 0, weight: 0 };
  const used = new Array<boolean>(n).fill(false);
  const walk = (v: number, pairs: number, weight: number) => {
    while (v < n && used[v]) v++;
    if (v >= n) {
      const better = maxCardinality ? pairs > best.pairs || (pairs === best.pairs && weight > best.weight) : weight > best.weight;
      if (better) best = { pairs, weight };
      return;
    }
    used[v] = true;
    walk(v + 1, pairs, weight);
    for (let u = v + 1; u < n; u++) {
      const w = weightOf.get(`${v}-${u}`);
      if (used[u] || w === undefined) continue;
      used[u] = true;
      walk(v + 1, pairs + 1, weight + w);
      used[u] = false;
    }
    used[v] = false;
  };
  walk(0, 0, 0);
  return best;
}

/** Checks that `mate` is a matching of these edges and gives its pairs and weight. */
function measure(mate: readonly number[], edges: readonly WeightedEdge[]) {
  const weightOf = new Map(edges.map(([i, j, w]) => [`${Math.min(i, j)}-${Math.max(i, j)}`, w]));
  let pairs = 0;
  let weight = 0;
  mate.forEach((m, v) => {
    if (m === -1) return;
    expect(mate[m]).toBe(v);
    if (v < m) {
      const w = weightOf.get(`${v}-${m}`);
      expect(w).toBeDefined();
      pairs++;
      weight += w!;
    }
  });
  return { pairs, weight };
}

function randomGraph(seed: number) {
  const random = seededRandom(seed);
  const n = random.between(2, 10);
  const density = random.next();
  const maxWeight = [1, 3, 10, 1000][random.below(4)]!;
  const negative = random.below(4) === 0;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (random.next() < density) edges.push([i, j, random.between(negative ? -maxWeight : 0, maxWeight)]);
    }
  }
  return { n, edges };
}

describe("maxWeightMatching", () => {
  it("matches nothing without edges", () => {
    expect(maxWeightMatching([])).toEqual([]);
  });

  it("takes the heavier of two crossing choices", () => {
    expect(maxWeightMatching([[0, 1, 1]])).toEqual([1, 0]);
    expect(
      maxWeightMatching([
        [0, 1, 10],
        [1, 2, 11],
      ]),
    ).toEqual([-1, 2, 1]);
    expect(
      maxWeightMatching([
        [0, 1, 5],
        [1, 2, 11],
        [2, 3, 5],
      ]),
    ).toEqual([-1, 2, 1, -1]);
    expect(
      maxWeightMatching(
        [
          [0, 1, 5],
          [1, 2, 11],
          [2, 3, 5],
        ],
        { maxCardinality: true },
      ),
    ).toEqual([1, 0, 3, 2]);
  });

  it("leaves out edges of negative weight unless more pairs are asked for", () => {
    const edges: WeightedEdge[] = [
      [0, 1, 2],
      [0, 2, -2],
      [1, 2, 1],
      [2, 3, -1],
      [3, 4, -6],
    ];
    expect(maxWeightMatching(edges)).toEqual([1, 0, -1, -1, -1]);
    expect(maxWeightMatching(edges, { maxCardinality: true })).toEqual([1, 0, 3, 2, -1]);
  });

  it("finds augmenting paths through blossoms (S-blossom, then relabelled and expanded)", () => {
    // An odd cycle 0-1-2 whose base must move when 3 and 5 join.
    expect(
      maxWeightMatching([
        [0, 1, 8],
        [0, 2, 9],
        [1, 2, 10],
        [2, 3, 7],
      ]),
    ).toEqual([1, 0, 3, 2]);
    expect(
      maxWeightMatching([
        [0, 1, 8],
        [0, 2, 9],
        [1, 2, 10],
        [2, 3, 7],
        [0, 5, 5],
        [3, 4, 6],
      ]),
    ).toEqual([5, 2, 1, 4, 3, 0]);
    // A T-blossom that is expanded again (mwmatching's test 23 and 24, renumbered from 0).
    expect(
      maxWeightMatching([
        [0, 1, 23],
        [0, 4, 22],
        [0, 5, 15],
        [1, 2, 25],
        [2, 3, 22],
        [3, 4, 25],
        [3, 7, 14],
        [4, 6, 13],
      ]),
    ).toEqual([5, 2, 1, 7, 6, 0, 4, 3]);
    expect(
      maxWeightMatching([
        [0, 1, 19],
        [0, 2, 20],
        [0, 7, 8],
        [1, 2, 25],
        [1, 3, 18],
        [2, 4, 18],
        [3, 4, 13],
        [3, 6, 7],
        [4, 5, 7],
      ]),
    ).toEqual([7, 2, 1, 6, 5, 4, 3, 0]);
    // Nested blossoms, expanded at the end of a stage, and an augmenting path through several of them.
    expect(
      maxWeightMatching([
        [0, 1, 45],
        [0, 6, 45],
        [1, 2, 50],
        [2, 3, 45],
        [3, 4, 95],
        [3, 5, 94],
        [4, 5, 94],
        [5, 6, 50],
        [0, 7, 30],
        [2, 10, 35],
        [4, 8, 36],
        [6, 9, 26],
        [10, 11, 5],
      ]),
    ).toEqual([7, 2, 1, 5, 8, 3, 9, 0, 4, 6, 11, 10]);
  });

  it.each(Array.from({ length: 400 }, (_, i) => i + 1))("equals trying every matching (random graph %i)", (seed) => {
    const { n, edges } = randomGraph(seed);
    for (const maxCardinality of [false, true]) {
      const mate = maxWeightMatching(edges, { maxCardinality });
      const got = measure(mate, edges);
      const best = bruteForce(n, edges, maxCardinality);
      if (maxCardinality) expect(got).toEqual(best);
      else expect(got.weight).toBe(best.weight);
    }
  });

  it("stays exact with large integer weights", () => {
    const big = 2 ** 46;
    const edges: WeightedEdge[] = [
      [0, 1, big + 3],
      [1, 2, big + 7],
      [2, 3, big + 3],
      [3, 0, big + 1],
    ];
    const mate = maxWeightMatching(edges, { maxCardinality: true });
    expect(measure(mate, edges).weight).toBe(2 * big + 8);
  });

  it("refuses a loop", () => {
    expect(() => maxWeightMatching([[1, 1, 3]])).toThrow(RangeError);
  });
});

describe("maxCardinalityMatching", () => {
  it.each(Array.from({ length: 300 }, (_, i) => i + 1))("has as many pairs as trying every matching (random graph %i)", (seed) => {
    const { n, edges } = randomGraph(seed);
    const pairs = edges.map(([i, j]) => [i, j] as const);
    const mate = maxCardinalityMatching(n, pairs);
    const unit = edges.map(([i, j]) => [i, j, 1] as const);
    expect(measure(mate, unit).pairs).toBe(bruteForce(n, unit, true).pairs);
  });

  it("improves on a matching it is given, keeping it where it can", () => {
    // A path 0-1-2-3 matched in the middle: one augmenting path rematches all four.
    expect(
      maxCardinalityMatching(
        4,
        [
          [0, 1],
          [1, 2],
          [2, 3],
        ],
        [-1, 2, 1, -1],
      ),
    ).toEqual([1, 0, 3, 2]);
    expect(
      maxCardinalityMatching(5, [
        [0, 1],
        [1, 2],
        [2, 0],
        [2, 3],
        [3, 4],
      ]),
    ).toEqual(expect.arrayContaining([-1]));
  });
});
