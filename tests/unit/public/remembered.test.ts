import { describe, expect, it } from "vitest";
import { remembered } from "~/utils/remembered";

describe("results remembered per key", () => {
  it("works a key out once, and starts over once the memory is full", () => {
    let made = 0;
    const square = remembered<number, number>(3);
    const ask = (n: number) => square(n, () => (made++, n * n));
    expect([ask(2), ask(3), ask(2), ask(4), ask(3)]).toEqual([4, 9, 4, 16, 9]);
    expect(made).toBe(3);
    expect(ask(5)).toBe(25);
    expect(made).toBe(4);
    // Full at three: the fourth key started over, so 2 is worked out again.
    expect(ask(2)).toBe(4);
    expect(made).toBe(5);
  });
});
