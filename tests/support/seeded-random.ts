/**
 * The tests' seeded generator: the domain's one (app/domain/random.ts, mulberry32) with the
 * names these tests use, so a failing seed replays exactly. Property tests print or name their
 * seed so a failure can be run again alone.
 */
import { seededRandom as domainRandom } from "~/domain/random";

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** A whole number from `min` to `max`, both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  /** A shuffled copy. */
  shuffle: <T>(list: readonly T[]) => T[];
};

export function seededRandom(seed: number): Random {
  const random = domainRandom(seed);
  return {
    next: random.next,
    int: random.between,
    chance: (probability) => random.next() < probability,
    pick: (list) => {
      if (list.length === 0) throw new RangeError("pick from an empty list");
      return random.pick(list);
    },
    shuffle: random.shuffle,
  };
}
