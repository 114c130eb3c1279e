import { describe, expect, it } from "vitest";
import { CHECKPOINT_EVERY, lastEntry, nextScore, popPoint, pushPoint, recentWindow, scoreWithoutLast, startTally, tallyStream, type Tally, type TallyEntry } from "~/domain/point-tally";
import { replayPoints, type PointRules } from "~/domain/points";
import type { Side } from "~/domain/scoring";
import { seededRandom } from "../../support/seeded-random";

const padel: PointRules = { count: "games", setsToWin: 2, gamesToWinSet: 6, deuce: "golden", tieBreakTo: 7, matchTieBreakTo: 10 };
const tennis: PointRules = { count: "games", setsToWin: 2, gamesToWinSet: 6, deuce: "advantage", tieBreakTo: 7, matchTieBreakTo: null };
const badminton: PointRules = { count: "rally", setsToWin: 2, setTarget: 21, winByTwo: true, setCap: 30, serve: "rallyWinner", intervalAt: 11, decidingEndsAt: 11 };

/** The whole stream replayed from its baseline: what the tally must always equal. */
function replayed(tally: Tally) {
  const { baseline, points } = tally;
  if (tally.rules === null) {
    const goals = { ...(baseline.sets[0] ?? { home: 0, away: 0 }) };
    for (const point of points) goals[point.side]++;
    return { replay: null, goals };
  }
  return {
    replay: replayPoints(
      tally.rules,
      points.map((p) => p.side),
      { sets: baseline.sets, server: baseline.server },
    ),
    goals: null,
  };
}

/** What a phone makes of its window: the same score. */
function phoneScore(tally: Tally) {
  const window = recentWindow(tally);
  if (tally.rules === null) {
    const goals = { ...window.baseline.sets[0]! };
    for (const point of window.points) goals[point.side]++;
    return { replay: null, goals };
  }
  return {
    replay: replayPoints(
      tally.rules,
      window.points.map((p) => p.side),
      window.baseline,
    ),
    goals: null,
  };
}

describe("a match's tally", () => {
  it.each([
    ["padel", padel],
    ["tennis", tennis],
    ["badminton", badminton],
    ["futsal (goals)", null],
  ] as const)("equals its stream replayed whole through random points and undos, and a phone's window replays to it (%s)", { timeout: 60_000 }, (_, rules) => {
    const random = seededRandom(rules === null ? 11 : rules.setsToWin * 31 + (rules.count === "games" ? 1 : 2));
    let id = 0;
    for (let match = 0; match < 25; match++) {
      const tally = startTally(rules, { clientId: `start-${match}`, sets: rules === null ? [{ home: 1, away: 0 }] : [], server: random.pick<Side>(["home", "away"]) });
      let lean = random.next();
      for (let op = 0; op < random.int(50, 400); op++) {
        if (random.next() < 0.05) lean = random.next();
        if (tally.points.length > 0 && random.next() < 0.2) {
          popPoint(tally, scoreWithoutLast(tally));
        } else {
          const side: Side = random.next() < lean ? "home" : "away";
          const score = nextScore(tally, side);
          if (score.replay && !score.replay.ok) continue;
          pushPoint(tally, { clientId: `p-${++id}`, side }, score);
        }
        expect(tally.score, `match ${match}, op ${op}`).toEqual(replayed(tally));
        expect(tally.checkpoints).toHaveLength(Math.floor(tally.points.length / CHECKPOINT_EVERY) + 1);
        expect(phoneScore(tally)).toEqual(tally.score);
        const window = recentWindow(tally);
        expect(window.points.at(-1)?.clientId ?? window.baseline.clientId).toBe(lastEntry(tally));
        if (tally.points.length > CHECKPOINT_EVERY) expect(window.points.length).toBeGreaterThan(CHECKPOINT_EVERY);
        expect(window.points.length).toBeLessThanOrEqual(2 * CHECKPOINT_EVERY);
      }
      expect(tallyStream(rules, tally.baseline, tally.points)).toEqual(tally);
    }
  });

  it("sends a phone the recent points only, however long the match", () => {
    // Tennis games of thirty deuces each, won in turn: a thousand points before the second set.
    const longGame = (winner: Side): Side[] => [...Array.from({ length: 60 }, (_, i): Side => (i % 2 === 0 ? winner : winner === "home" ? "away" : "home")), winner, winner];
    const sides = Array.from({ length: 20 }, (_, i) => longGame(i % 2 === 0 ? "home" : "away")).flat();
    const points: TallyEntry[] = sides.map((side, i) => ({ clientId: `p-${i}`, side }));
    const tally = tallyStream(tennis, { clientId: "start", sets: [], server: "home" }, points);
    expect(tally.score.replay).toMatchObject({ ok: true, score: { winner: null } });
    const window = recentWindow(tally);
    expect(window.points.length).toBeLessThanOrEqual(2 * CHECKPOINT_EVERY);
    expect(window.baseline.clientId).toBe(points[points.length - window.points.length - 1]!.clientId);
    expect(phoneScore(tally)).toEqual(tally.score);
  });
});
