/**
 * The one seeded generator of the domain (mulberry32): a draw number, or any
 * fixed seed, decides every random choice, so the same input always gives the
 * same draw, the same demo event and the same test case.
 */

/** The draw numbers staff see and may type again to repeat a draw: whole numbers from 1 to this. */
export const maxDrawNumber = 999_999;

export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, below). */
  below(below: number): number;
  /** A whole number from min to max, both included. */
  between(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates, from the end). */
  shuffle<T>(list: readonly T[]): T[];
};

/** The generator started from a raw 32-bit state. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    next,
    below,
    between: (min, max) => min + below(max - min + 1),
    pick: (list) => list[below(list.length)]!,
    shuffle(list) {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

/**
 * The generator of a draw number. Neighbouring numbers are spread over the
 * whole state (golden-ratio multiplier), so draws 1 and 2 look unrelated;
 * `stream` gives independent sequences from one number (a round, a bracket).
 */
export function drawRandom(drawNumber: number, stream = 0): Random {
  return seededRandom(Math.imul(drawNumber, 0x9e3779b1) + Math.imul(stream, 0x85ebca6b));
}

export function isDrawNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxDrawNumber;
}
