import { describe, expect, it } from "vitest";
import { LONGEST_RETRY_MS, retryDelay, waitReason } from "~/routes/scorer/send-plan";
import { seededRandom } from "../../support/seeded-random";

describe("the scorer's phone trying a send again", () => {
  it("waits 1 s, then doubling up to 30 s, each wait spread by a quarter either way", () => {
    const lowest = Array.from({ length: 8 }, (_, i) => retryDelay(i + 1, 0));
    const highest = Array.from({ length: 8 }, (_, i) => retryDelay(i + 1, 0.999_999));
    expect(lowest).toEqual([750, 1_500, 3_000, 6_000, 12_000, 22_500, 22_500, 22_500]);
    expect(highest).toEqual([1_250, 2_500, 5_000, 10_000, 20_000, 30_000, 30_000, 30_000]);
    expect(retryDelay(1_000, 0.5)).toBe(LONGEST_RETRY_MS);
  });

  it("tries a failing send a handful of times in its first minute, never hundreds", () => {
    const random = seededRandom(38);
    for (let phone = 0; phone < 200; phone++) {
      const tries = [0];
      let failures = 0;
      while (tries.at(-1)! < 60_000) tries.push(tries.at(-1)! + retryDelay(++failures, random.next()));
      const inSixSeconds = tries.filter((at) => at <= 6_000).length;
      expect(inSixSeconds).toBeGreaterThanOrEqual(3);
      expect(inSixSeconds).toBeLessThanOrEqual(4);
      expect(tries.filter((at) => at <= 60_000).length).toBeLessThanOrEqual(9);
    }
  });

  it("spreads the phones of a venue that lost the same Wi-Fi", () => {
    const random = seededRandom(7);
    const thirdTries = new Set(Array.from({ length: 50 }, () => retryDelay(3, random.next())));
    expect(thirdTries.size).toBeGreaterThan(40);
  });

  it("says why taps wait: no network, no answer or a 5xx, a full disk, a refusal", () => {
    expect(waitReason(null, false)).toBe("offline");
    expect(waitReason(null, true)).toBe("serverAway");
    expect(waitReason(502, true)).toBe("serverAway");
    expect(waitReason(503, false)).toBe("serverAway");
    expect(waitReason(507, true)).toBe("storageFull");
    expect(waitReason(400, true)).toBe("refused");
    expect(waitReason(429, true)).toBe("refused");
  });
});
