import { describe, expect, it } from "vitest";
import { bandLayout, labelEvery, linearScale, niceStep, niceTicks, percentOf, ringSegment, ringSegments, stackSegments, topWithRest } from "~/utils/charts";

describe("niceStep", () => {
  it.each([
    [10, 5, 2],
    [40, 4, 10],
    [7, 5, 2],
    [1, 5, 0.2],
    [230, 4, 100],
    [1000, 5, 200],
  ])("cuts %d into about %d round parts of %d", (range, count, step) => {
    expect(niceStep(range, count)).toBeCloseTo(step, 10);
  });

  it("falls back to 1 for an empty or nonsensical range", () => {
    expect(niceStep(0, 5)).toBe(1);
    expect(niceStep(10, 0)).toBe(1);
    expect(niceStep(Number.NaN, 4)).toBe(1);
  });
});

describe("niceTicks", () => {
  it("runs from 0 to a round value at or above the maximum", () => {
    expect(niceTicks(40, 4)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(41, 4)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(7, 5)).toEqual([0, 2, 4, 6, 8]);
  });

  it("keeps whole steps for counts and still draws an axis for an empty chart", () => {
    expect(niceTicks(3, 5)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it("allows fractional steps when asked", () => {
    expect(niceTicks(1, 5, { integer: false })).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });
});

describe("linearScale", () => {
  it("maps a domain onto a range, also upside down (SVG y grows downwards)", () => {
    const y = linearScale([0, 40], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(40)).toBe(0);
    expect(y(10)).toBe(150);
  });

  it("maps a flat domain to the start of the range", () => {
    expect(linearScale([5, 5], [0, 100])(5)).toBe(0);
  });
});

describe("bandLayout", () => {
  it("spreads bands evenly and centres them in the length", () => {
    const band = bandLayout(4, 400, { paddingInner: 0.2, paddingOuter: 0.1 });
    expect(band.bandwidth).toBeCloseTo(band.step * 0.8);
    expect(band.start(1) - band.start(0)).toBeCloseTo(band.step);
    const left = band.start(0);
    const right = 400 - (band.start(3) + band.bandwidth);
    expect(left).toBeCloseTo(right);
    expect(band.center(0)).toBeCloseTo(band.start(0) + band.bandwidth / 2);
  });

  it("fills a single band and draws nothing for none", () => {
    const single = bandLayout(1, 100, { paddingInner: 0, paddingOuter: 0 });
    expect(single.start(0)).toBeCloseTo(0);
    expect(single.bandwidth).toBeCloseTo(100);
    expect(bandLayout(0, 100).bandwidth).toBe(0);
  });
});

describe("stacking and shares", () => {
  it("stacks values on a running total, negative values counting as nothing", () => {
    expect(stackSegments([3, 0, 2, -1])).toEqual([
      { start: 0, end: 3 },
      { start: 3, end: 3 },
      { start: 3, end: 5 },
      { start: 5, end: 5 },
    ]);
  });

  it("rounds a share to whole percent and has 0 % of nothing", () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
  });

  it("labels every n-th bar so at most the asked number of labels is written", () => {
    expect(labelEvery(5, 10)).toBe(1);
    expect(labelEvery(31, 10)).toBe(4);
    expect(labelEvery(3, 0)).toBe(3);
  });

  it("keeps the first items and sums the rest", () => {
    expect(topWithRest([5, 4, 3, 2, 1], 2, (n) => n)).toEqual({ top: [5, 4], rest: 6 });
    expect(topWithRest([5], 2, (n) => n)).toEqual({ top: [5], rest: 0 });
  });
});

describe("ring segments", () => {
  const ring = { cx: 100, cy: 100, radius: 100, inner: 50 };

  it("draws a quarter from 12 to 3 o'clock with a small arc", () => {
    expect(ringSegment(ring, 0, Math.PI / 2)).toBe("M 100 0 A 100 100 0 0 1 200 100 L 150 100 A 50 50 0 0 0 100 50 Z");
  });

  it("uses the large-arc flag beyond half a turn", () => {
    expect(ringSegment(ring, 0, Math.PI * 1.5)).toContain("A 100 100 0 1 1");
  });

  it("splits values into shares that go round once, a lone value as two halves", () => {
    const parts = ringSegments([1, 3, 0], ring);
    expect(parts.map((p) => p.share)).toEqual([0.25, 0.75, 0]);
    expect(parts.map((p) => p.paths.length)).toEqual([1, 1, 0]);
    expect(ringSegments([7], ring)[0]!.paths).toHaveLength(2);
    expect(ringSegments([0, 0], ring).every((p) => p.paths.length === 0)).toBe(true);
  });
});
