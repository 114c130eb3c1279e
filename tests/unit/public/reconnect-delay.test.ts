import { describe, expect, it } from "vitest";
import { reconnectDelay } from "~/live/reconnect-delay";
import { seededRandom } from "../../support/seeded-random";

/**
 * When a spectator's page reconnects to the live stream: soon after a drop,
 * each page at a moment of its own, more slowly while the server stays away,
 * never slower than the cap.
 */

/** When a page following the schedule reconnects to a server that is back `backMs` after the drop at 0. */
function reconnectedAt(backMs: number, random: () => number) {
  let at = 0;
  for (let attempt = 0; ; attempt++) {
    at += reconnectDelay(attempt, random());
    if (at >= backMs) return at;
  }
}

describe("the live stream's reconnection schedule", () => {
  it("tries the first time between half a second and a second after a drop", () => {
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(0, 0.999_999)).toBe(1000);
    for (let n = 0; n < 1000; n++) {
      const delay = reconnectDelay(0, n / 1000);
      expect(delay).toBeGreaterThanOrEqual(500);
      expect(delay).toBeLessThanOrEqual(1000);
    }
  });

  it("spreads the phones of a restarted server over that window instead of one moment", () => {
    const random = seededRandom(38).next;
    const firstTries = Array.from({ length: 2000 }, () => reconnectDelay(0, random()));
    // Two thousand phones: no 50 ms of the window takes more than a sixth of them, and every one of its ten takes some.
    const perSlot = new Map<number, number>();
    for (const delay of firstTries) perSlot.set(Math.floor(delay / 50), (perSlot.get(Math.floor(delay / 50)) ?? 0) + 1);
    expect(Math.max(...perSlot.values())).toBeLessThan(2000 / 6);
    for (let slot = 10; slot < 20; slot++) expect(perSlot.get(slot) ?? 0, `${slot * 50} ms`).toBeGreaterThan(0);
  });

  it("waits longer after each failed try while the server stays away, up to 15 s", () => {
    const ceilings = Array.from({ length: 20 }, (_, attempt) => reconnectDelay(attempt, 1));
    for (const [attempt, ceiling] of ceilings.entries()) {
      expect(reconnectDelay(attempt, 0)).toBe(ceiling / 2);
      if (attempt > 0) expect(ceiling).toBeGreaterThanOrEqual(ceilings[attempt - 1]!);
    }
    expect(ceilings.slice(0, 7)).toEqual([1000, 1000, 1000, 2000, 4000, 8000, 15_000]);
    expect(ceilings.at(-1)).toBe(15_000);
    expect(reconnectDelay(1_000_000, 1)).toBe(15_000);
  });

  it("brings every page back within a second of a server that returns within one and a half, as a restarted one does", () => {
    const random = seededRandom(14).next;
    for (let phone = 0; phone < 1000; phone++) {
      for (const backMs of [100, 500, 1000, 1500]) expect(reconnectedAt(backMs, random) - backMs).toBeLessThanOrEqual(1000);
    }
  });

  it("asks a server that stays away a few times a minute, and brings the page back within 15 s of its return", () => {
    const random = seededRandom(7).next;
    for (let phone = 0; phone < 200; phone++) {
      let at = 0;
      let tries = 0;
      for (; at < 60_000; tries++) at += reconnectDelay(tries, random());
      expect(tries).toBeLessThanOrEqual(14);
      expect(reconnectedAt(600_000, random) - 600_000).toBeLessThanOrEqual(15_000);
    }
  });

  it("stands alone, as the spectator script carries its source", () => {
    const copy = new Function(`return (${reconnectDelay.toString()})`)() as typeof reconnectDelay;
    for (const attempt of [0, 1, 5, 40]) for (const random of [0, 0.3, 0.99]) expect(copy(attempt, random)).toBe(reconnectDelay(attempt, random));
  });
});
