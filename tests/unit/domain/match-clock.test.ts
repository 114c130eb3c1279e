import { describe, expect, it } from "vitest";
import { clockText, halfOver, nextClockActions, playedAt, replayClock, type ClockTap } from "~/domain/match-clock";

const minute = 60_000;
const kickOff = Date.UTC(2026, 10, 28, 9, 0);
const at = (minutes: number) => kickOff + minutes * minute;
const tap = (action: ClockTap["action"], minutes: number): ClockTap => ({ action, at: at(minutes) });

function clockAfter(taps: ClockTap[]) {
  const replay = replayClock(20, taps);
  if (!replay.ok) throw new Error(replay.error.code);
  return replay.clock;
}

describe("a futsal match clock", () => {
  it("runs from the kick-off and counts only the time it ran between pauses", () => {
    const clock = clockAfter([tap("start", 0), tap("pause", 7), tap("resume", 9), tap("pause", 12)]);
    expect(clock).toMatchObject({ half: 1, phase: "paused", playedMs: 10 * minute, runningSince: null });
    expect(playedAt(clock, at(30))).toBe(10 * minute);
    const running = clockAfter([tap("start", 0), tap("pause", 7), tap("resume", 9)]);
    expect(playedAt(running, at(10.5))).toBe(8.5 * minute);
    expect(clockText(playedAt(running, at(10.5)))).toBe("08:30");
  });

  it("stops at the half's length and says the half is over", () => {
    const running = clockAfter([tap("start", 0)]);
    expect(halfOver(running, at(19.9))).toBe(false);
    expect(playedAt(running, at(25))).toBe(20 * minute);
    expect(clockText(playedAt(running, at(25)))).toBe("20:00");
    expect(halfOver(running, at(25))).toBe(true);
  });

  it("starts the second half from nought after half time, and has no third", () => {
    const halfTime = clockAfter([tap("start", 0), tap("halfTime", 21)]);
    expect(halfTime).toMatchObject({ half: 1, phase: "halfTime", playedMs: 21 * minute });
    expect(halfOver(halfTime, at(30))).toBe(false);
    expect(nextClockActions(halfTime)).toEqual(["start"]);
    const second = clockAfter([tap("start", 0), tap("halfTime", 21), tap("start", 31), tap("pause", 36)]);
    expect(second).toMatchObject({ half: 2, phase: "paused", playedMs: 5 * minute });
    expect(nextClockActions(second)).toEqual(["resume"]);
    expect(replayClock(20, [tap("start", 0), tap("halfTime", 21), tap("start", 31), tap("halfTime", 50)])).toEqual({
      ok: false,
      error: { code: "clock.notNow", params: { action: "halfTime" } },
    });
  });

  it("refuses a tap its phase does not allow: a pause of a stopped clock, a resume of a running one", () => {
    expect(replayClock(20, [tap("pause", 0)])).toMatchObject({ ok: false, error: { params: { action: "pause" } } });
    expect(replayClock(20, [tap("start", 0), tap("resume", 1)])).toMatchObject({ ok: false, error: { params: { action: "resume" } } });
    expect(replayClock(20, [tap("start", 0), tap("start", 1)])).toMatchObject({ ok: false, error: { params: { action: "start" } } });
    expect(nextClockActions(clockAfter([]))).toEqual(["start"]);
    expect(nextClockActions(clockAfter([tap("start", 0)]))).toEqual(["pause", "halfTime"]);
  });

  it("adds no time for a tap timed before the one it follows (two phones' clocks)", () => {
    expect(clockAfter([tap("start", 5), tap("pause", 4)]).playedMs).toBe(0);
  });
});
