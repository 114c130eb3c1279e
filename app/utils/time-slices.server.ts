import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * Long work on the event loop goes in slices of a few milliseconds, with a turn
 * of the loop between them: the requests that arrived meanwhile are answered
 * before the work goes on (a spreadsheet of 20,000 rows read, checked and
 * written at once held every other request for seconds). A loop asks `due()`
 * after each step and, when the slice has run its time, awaits `next()`.
 */
export function timeSlices(sliceMs = 10) {
  let started = performance.now();
  return {
    due: () => performance.now() - started >= sliceMs,
    next: async () => {
      await nextTurn();
      started = performance.now();
    },
  };
}

/**
 * Runs a generator's steps to its end in slices and answers what it returns;
 * `runAtOnce` runs the same steps without a pause, for callers with a few rows.
 */
export async function runInSlices<T>(steps: Generator<unknown, T>): Promise<T> {
  const slices = timeSlices();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (slices.due()) await slices.next();
  }
}

export function runAtOnce<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
