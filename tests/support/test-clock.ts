/**
 * The clock the test servers play at. Every server a test starts has CLOCK_AT
 * set to this instant, so the demo event it seeds, today's matches, what is
 * live or late and every date label are the same whatever day the tests run
 * (docs/decisions/0056-tests-run-at-a-fixed-clock.md). It is the second day of
 * the demo event, mid-morning in Jakarta, a Saturday. TEST_CLOCK_AT runs the
 * suite at another instant.
 */
export const testClockAt = process.env.TEST_CLOCK_AT ?? "2026-06-13T10:40:00+07:00";

/**
 * How far a server's clock runs ahead of this machine's (negative: behind), read
 * from its /healthz once: `Date.now() + shift` is then the server's time, to the
 * millisecond, for data a test writes "now" and for a browser page's own clock.
 */
export async function clockShiftOf(base: string): Promise<number> {
  const before = Date.now();
  const answer = (await (await fetch(`${base}/healthz`)).json()) as { now: string };
  const after = Date.now();
  return Date.parse(answer.now) - Math.round((before + after) / 2);
}
