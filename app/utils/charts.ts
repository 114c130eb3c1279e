/**
 * Small pure helpers for the server-rendered SVG charts: scales, ticks and bar
 * layout. No DOM, no I/O, so they are unit-tested directly.
 */

/** A round step (1, 2 or 5 × 10ⁿ) that cuts `range` into about `count` parts. */
export function niceStep(range: number, count: number) {
  if (!(range > 0) || !(count > 0)) return 1;
  const raw = range / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const factor = residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1;
  return factor * magnitude;
}

/**
 * Axis ticks from 0 to a round value at or above `max`. Counts get whole steps;
 * an empty chart (max 0) still gets an axis from 0 to 1.
 */
export function niceTicks(max: number, count = 5, { integer = true } = {}) {
  const top = max > 0 ? max : 1;
  let step = niceStep(top, count);
  if (integer) step = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let value = 0; ticks.length === 0 || ticks.at(-1)! < top; value += step) {
    ticks.push(Number(value.toFixed(10)));
  }
  return ticks;
}

/** A linear map from a domain onto a range (pixels); a flat domain maps to the range's start. */
export function linearScale([d0, d1]: [number, number], [r0, r1]: [number, number]) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

/**
 * Bands for `count` bars across `length` pixels, centred, with a gap between bars
 * (`paddingInner`, a share of a step) and at both ends (`paddingOuter`).
 */
export function bandLayout(count: number, length: number, { paddingInner = 0.2, paddingOuter = 0.1 } = {}) {
  const step = count > 0 ? length / Math.max(1, count - paddingInner + paddingOuter * 2) : 0;
  const bandwidth = step * (1 - paddingInner);
  const offset = (length - step * (count - paddingInner)) / 2;
  return { step, bandwidth, start: (index: number) => offset + index * step, center: (index: number) => offset + index * step + bandwidth / 2 };
}

/** Segments of a stacked bar: where each value starts and ends on the running total. */
export function stackSegments(values: number[]) {
  let total = 0;
  return values.map((value) => {
    const start = total;
    total += Math.max(0, value);
    return { start, end: total };
  });
}

/** A share in whole percent, 0 when there is nothing to share. */
export function percentOf(part: number, whole: number) {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** Every how many bars an axis label fits, so that at most `maxLabels` are written. */
export function labelEvery(count: number, maxLabels: number) {
  return Math.max(1, Math.ceil(count / Math.max(1, maxLabels)));
}

/** The first `keep` items by value and the rest summed into one. */
export function topWithRest<T>(items: T[], keep: number, value: (item: T) => number): { top: T[]; rest: number } {
  const top = items.slice(0, keep);
  const rest = items.slice(keep).reduce((sum, item) => sum + value(item), 0);
  return { top, rest };
}

const round = (value: number) => Math.round(value * 100) / 100;

function pointAt(cx: number, cy: number, radius: number, angle: number) {
  return `${round(cx + radius * Math.sin(angle))} ${round(cy - radius * Math.cos(angle))}`;
}

/** SVG path of a ring segment between two angles (radians, clockwise from 12 o'clock). */
export function ringSegment({ cx, cy, radius, inner }: { cx: number; cy: number; radius: number; inner: number }, from: number, to: number) {
  const large = to - from > Math.PI ? 1 : 0;
  return [
    `M ${pointAt(cx, cy, radius, from)}`,
    `A ${radius} ${radius} 0 ${large} 1 ${pointAt(cx, cy, radius, to)}`,
    `L ${pointAt(cx, cy, inner, to)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${pointAt(cx, cy, inner, from)}`,
    "Z",
  ].join(" ");
}

/**
 * A ring (donut) chart: one path per value, clockwise from 12 o'clock, sized by its
 * share of the total. A whole ring is drawn as two halves (one arc cannot close a circle).
 */
export function ringSegments(values: number[], ring: { cx: number; cy: number; radius: number; inner: number }) {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let angle = 0;
  return values.map((value) => {
    const share = total > 0 ? Math.max(0, value) / total : 0;
    const from = angle;
    angle += share * 2 * Math.PI;
    const paths = share === 0 ? [] : share >= 1 ? [ringSegment(ring, 0, Math.PI), ringSegment(ring, Math.PI, 2 * Math.PI)] : [ringSegment(ring, from, angle)];
    return { share, paths };
  });
}
