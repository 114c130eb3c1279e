import { describe, expect, it } from "vitest";
import { doubleElimination, dropOrder, lowerRematches } from "~/domain/bracket/double";
import { finalPlaces, type EliminationMatch } from "~/domain/bracket/match";
import { drawEntrants, seededDraw } from "~/domain/bracket/seeding";
import { bracketSize, type Line } from "~/domain/bracket/single";
import { seededRandom } from "~/domain/random";
import { playOut } from "../../../support/play-out";

/** A seeded draw of `count` teams (ids 1 … count, seeds for the top half of the pairs). */
function lines(count: number, drawNumber = 1): Line[] {
  const seeds = Math.min(count, Math.max(2, bracketSize(count) / 4));
  const teams = Array.from({ length: count }, (_, i) => ({ id: i + 1, seed: i < seeds ? i + 1 : null, club: null }));
  return drawEntrants(seededDraw({ teams, drawNumber }));
}

const summary = (matches: readonly EliminationMatch[]) => matches.map((m) => `${m.code} ${m.homeSource}-${m.awaySource}`);

describe("doubleElimination: an 8-team example", () => {
  const bracket = doubleElimination(
    Array.from({ length: 8 }, (_, i) => ({ source: `#${i + 1}`, teamId: i + 1 })),
    { reset: true },
  );

  it("drops the semi-final losers crosswise and plays the grand final with a reset", () => {
    expect(summary(bracket.matches)).toEqual([
      "QF1 #1-#2",
      "QF2 #3-#4",
      "QF3 #5-#6",
      "QF4 #7-#8",
      "SF1 W:QF1-W:QF2",
      "SF2 W:QF3-W:QF4",
      "WF W:SF1-W:SF2",
      "LR1-1 L:QF1-L:QF2",
      "LR1-2 L:QF3-L:QF4",
      "LR2-1 L:SF2-W:LR1-1",
      "LR2-2 L:SF1-W:LR1-2",
      "LR3-1 W:LR2-1-W:LR2-2",
      "LR4-1 L:WF-W:LR3-1",
      "GF W:WF-W:LR4-1",
      "GF2 L:GF-W:GF",
    ]);
    expect(bracket.matches.map((m) => m.bracket)).toEqual([...Array(7).fill("main"), ...Array(6).fill("lower"), "final", "final"]);
    expect(bracket.matches.find((m) => m.code === "GF2")?.ifNeeded).toBe(true);
  });

  it("places the lower bracket's losers 3, 4, 5–6 and 7–8", () => {
    const place = (code: string) => bracket.matches.find((m) => m.code === code)?.loserPlace;
    expect([place("LR4-1"), place("LR3-1"), place("LR2-1"), place("LR1-1")]).toEqual([
      { from: 3, to: 3 },
      { from: 4, to: 4 },
      { from: 5, to: 6 },
      { from: 7, to: 8 },
    ]);
    expect(place("QF1")).toBeNull();
  });

  it("skips the reset when the winners' bracket champion wins the grand final", () => {
    const out = playOut(bracket.matches, seededRandom(1), (m) => (m.code === "GF" ? "home" : "home"));
    expect(out.notNeeded).toEqual(new Set(["GF2"]));
    expect(out.unplayed).toEqual([]);
    expect(finalPlaces(out.matches, out.results)[0]).toEqual({ teamId: 1, place: { from: 1, to: 1 } });
  });

  it("plays the reset when the lower bracket's winner wins the first grand final", () => {
    const out = playOut(bracket.matches, seededRandom(1), (m) => (m.code === "GF" ? "away" : "home"));
    expect(out.results.map((r) => r.code)).toContain("GF2");
    const reset = out.matches.find((m) => m.code === "GF2")!;
    // Home always wins but for the grand final: 1 beats 5 in the winners' final, 5 wins the lower final and the grand final.
    expect([reset.homeTeamId, reset.awayTeamId]).toEqual([1, 5]);
    const places = finalPlaces(out.matches, out.results);
    expect(places.slice(0, 2)).toEqual([
      { teamId: 1, place: { from: 1, to: 1 } },
      { teamId: 5, place: { from: 2, to: 2 } },
    ]);
  });
});

describe("dropOrder", () => {
  /** brackets-manager.js's default orderings for the drops of winners' rounds 2 … (src/ordering.ts). */
  const reverse = <T>(list: readonly T[]) => [...list].reverse();
  const reverseHalfShift = <T>(list: readonly T[]) => [...list.slice(0, list.length / 2).reverse(), ...list.slice(list.length / 2).reverse()];

  it("is brackets-manager.js's default for 4, 8 and 16 lines", () => {
    expect(dropOrder(["a", "b"])).toEqual(reverse(["a", "b"]));
    expect(dropOrder(["a", "b", "c", "d"])).toEqual(reverseHalfShift(["a", "b", "c", "d"]));
    expect(dropOrder(["a"])).toEqual(["a"]);
  });

  it("swaps neighbouring pairs on longer drops", () => {
    expect(dropOrder([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([2, 1, 4, 3, 6, 5, 8, 7]);
  });
});

describe.each(Array.from({ length: 63 }, (_, i) => i + 2))("doubleElimination of %i teams", (count) => {
  const random = seededRandom(count);
  const drawn = lines(count, count * 31);
  const plain = doubleElimination(drawn, { reset: false });
  const withReset = doubleElimination(drawn, { reset: true });
  const size = bracketSize(count);

  it("has 2N-2 matches, 2N-1 with a reset", () => {
    expect(plain.matches).toHaveLength(2 * count - 2);
    expect(withReset.matches).toHaveLength(2 * count - 1);
    expect(new Set(withReset.matches.map((m) => m.code)).size).toBe(2 * count - 1);
  });

  it("sends each winners' bracket loser to the lower bracket once, and every other side from one place", () => {
    const sides = withReset.matches.flatMap((m) => [m.homeSource, m.awaySource]);
    expect(new Set(sides).size).toBe(sides.length);
    for (const match of withReset.matches.filter((m) => m.bracket === "main")) {
      expect(sides.filter((s) => s === `L:${match.code}`)).toHaveLength(1);
    }
    for (const match of withReset.matches.filter((m) => m.bracket === "lower")) {
      expect(sides).not.toContain(`L:${match.code}`);
    }
  });

  it("lists the byes: the first-round ones and the lower bracket lines they leave empty", () => {
    const firstRound = withReset.byes.filter((b) => b.bracket === "main");
    expect(firstRound).toHaveLength(size - count);
    for (const bye of withReset.byes) expect(withReset.matches.some((m) => m.code === bye.into && (m.homeSource === bye.source || m.awaySource === bye.source))).toBe(true);
  });

  it("never lets a dropped team meet, in its first lower match, a team it has played, before the lower final (full brackets)", () => {
    const full = doubleElimination(
      Array.from({ length: size }, (_, i) => ({ source: `#${i + 1}`, teamId: i + 1 })),
      { reset: false },
    );
    const lowerFinal = Math.max(0, ...full.matches.filter((m) => m.bracket === "lower").map((m) => m.round));
    const rematches = lowerRematches(full);
    expect(rematches.firstAfterDrop).toBe(size >= 4 ? lowerFinal : null);
    if (size >= 8) expect(rematches.anyMatch).toBe(3);
  });

  it("plays out to a champion with or without a reset, placing every team once", () => {
    for (const bracket of [plain, withReset]) {
      for (let run = 0; run < 2; run++) {
        const out = playOut(bracket.matches, random);
        expect(out.unplayed).toEqual([]);
        const places = finalPlaces(out.matches, out.results);
        expect(places).toHaveLength(count);
        expect(places.filter((p) => p.place.from === 1)).toHaveLength(1);
        for (const { place } of places) expect(places.filter((p) => p.place.from === place.from)).toHaveLength(place.to - place.from + 1);
        // Out after two losses; the champion has at most one, and so may the runner-up when no reset is played.
        const losses = new Map<number, number>();
        for (const r of out.results) losses.set(r.loserId, (losses.get(r.loserId) ?? 0) + 1);
        const [champion, runnerUp] = places.map((p) => p.teamId);
        expect(losses.get(champion!) ?? 0).toBeLessThanOrEqual(1);
        if (bracket === withReset) expect(losses.get(runnerUp!)).toBe(2);
        for (const [teamId, lost] of losses) if (teamId !== champion && teamId !== runnerUp) expect(lost).toBe(2);
      }
    }
  });
});
