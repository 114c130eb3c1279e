import { settings } from "./config.server";

/**
 * The server's clock. Every rule that reads the calendar (today's matches, what
 * is live or late, entry windows, link and session expiry, the demo's seed)
 * reads it here, never `new Date()`: with `CLOCK_AT` set, the clock reads that
 * instant when the process first asks and runs on from it at the machine's
 * pace, so a test server plays the same day whatever day the machine is on
 * (docs/decisions/0056-tests-run-at-a-fixed-clock.md). Durations (how long a
 * request took, a cache's age) keep the machine's clock.
 */
let offsetMs: number | undefined;

/** Milliseconds since the epoch on the server's clock. */
export function nowMs(): number {
  if (offsetMs === undefined) {
    const at = settings().CLOCK_AT;
    offsetMs = at === undefined ? 0 : at.getTime() - Date.now();
  }
  return Date.now() + offsetMs;
}

/** The instant now on the server's clock. */
export function now(): Date {
  return new Date(nowMs());
}
