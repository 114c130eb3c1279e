/**
 * The match clock of a goals game (futsal): two halves of `halfMinutes` on a
 * clock the scorer starts, pauses and resumes (futsal's clock stops whenever
 * the ball is dead), with half time between them. The final whistle is the
 * match's end, as for any goals game. The clock is replayed from the scorer's
 * taps, each with the time it was tapped, so taps queued on a phone while the
 * venue's Wi-Fi was down still give the time played.
 */

export const clockActions = ["start", "pause", "resume", "halfTime"] as const;
export type ClockAction = (typeof clockActions)[number];

export type ClockTap = { action: ClockAction; at: number };

export type ClockPhase = "before" | "running" | "paused" | "halfTime";

export type MatchClock = {
  /** The half in play (or just played, at half time). */
  half: 1 | 2;
  phase: ClockPhase;
  /** Time played in the half up to `runningSince` (or in all, when the clock is stopped), in milliseconds. */
  playedMs: number;
  /** When the clock last started running, while it runs. */
  runningSince: number | null;
  halfMinutes: number;
};

export type ClockError = { code: "clock.notNow"; params: { action: ClockAction } };

export type ClockReplay = { ok: true; clock: MatchClock } | { ok: false; error: ClockError };

const HALVES = 2;

/** What a tap may follow: the actions the clock's phase allows. */
function allowed(clock: MatchClock, action: ClockAction): boolean {
  switch (action) {
    case "start":
      return clock.phase === "before" || (clock.phase === "halfTime" && clock.half < HALVES);
    case "pause":
      return clock.phase === "running";
    case "resume":
      return clock.phase === "paused";
    case "halfTime":
      return clock.half < HALVES && (clock.phase === "running" || clock.phase === "paused");
  }
}

/** The clock after `taps`, in order; a tap its phase does not allow (a pause of a stopped clock) is refused. */
export function replayClock(halfMinutes: number, taps: readonly ClockTap[]): ClockReplay {
  let clock: MatchClock = { half: 1, phase: "before", playedMs: 0, runningSince: null, halfMinutes };
  for (const tap of taps) {
    if (!allowed(clock, tap.action)) return { ok: false, error: { code: "clock.notNow", params: { action: tap.action } } };
    clock = step(clock, tap);
  }
  return { ok: true, clock };
}

function step(clock: MatchClock, tap: ClockTap): MatchClock {
  // A tap timed before the one it follows (two phones' clocks, a queue resent) adds no time rather than taking some away.
  const ran = clock.runningSince === null ? 0 : Math.max(0, tap.at - clock.runningSince);
  switch (tap.action) {
    case "start":
      return { ...clock, half: clock.phase === "halfTime" ? 2 : 1, phase: "running", playedMs: 0, runningSince: tap.at };
    case "resume":
      return { ...clock, phase: "running", runningSince: tap.at };
    case "pause":
      return { ...clock, phase: "paused", playedMs: clock.playedMs + ran, runningSince: null };
    case "halfTime":
      return { ...clock, phase: "halfTime", playedMs: clock.playedMs + ran, runningSince: null };
  }
}

/** Time played in the half at `now`, stopped at the half's length: a futsal clock never runs past it. */
export function playedAt(clock: MatchClock, now: number): number {
  const running = clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince);
  return Math.min(clock.playedMs + running, clock.halfMinutes * 60_000);
}

/** Whether the half's time is up at `now`: the scorer's cue to call half time or the final whistle. */
export function halfOver(clock: MatchClock, now: number): boolean {
  return clock.phase !== "before" && clock.phase !== "halfTime" && playedAt(clock, now) >= clock.halfMinutes * 60_000;
}

/** Minutes and seconds as a scoreboard shows them: "07:05", "20:00". */
export function clockText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The actions the scorer may tap next, in the order the page offers them. */
export function nextClockActions(clock: MatchClock): ClockAction[] {
  return clockActions.filter((action) => allowed(clock, action));
}
