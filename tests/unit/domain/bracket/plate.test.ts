import { describe, expect, it } from "vitest";
import { finalPlaces, type EliminationMatch } from "~/domain/bracket/match";
import { firstMatchPlate, groupPlate } from "~/domain/bracket/plate";
import { drawEntrants, maxSeeds, seededDraw } from "~/domain/bracket/seeding";
import { bracketSize, singleElimination, type Line } from "~/domain/bracket/single";
import { FormatError } from "~/domain/format-error";
import { seededRandom } from "~/domain/random";
import { playOut } from "../../../support/play-out";

function drawn(count: number, drawNumber: number): Line[] {
  const teams = Array.from({ length: count }, (_, i) => ({ id: i + 1, seed: i < Math.min(4, maxSeeds(bracketSize(count))) ? i + 1 : null, club: null }));
  return drawEntrants(seededDraw({ teams, drawNumber }));
}

const summary = (matches: readonly EliminationMatch[]) => matches.map((m) => `${m.code} ${m.homeSource}-${m.awaySource}`);

describe("firstMatchPlate: six teams, seeds 1 and 2 with byes", () => {
  const lines = drawn(6, 1);
  const main = singleElimination(lines, { thirdPlace: false });
  const plate = firstMatchPlate(lines, main, { thirdPlace: false });

  it("takes the quarter-finals' losers, and a seed only if it loses its first match, the semi-final", () => {
    expect(summary(main.matches)).toEqual(["QF1 #3-#4", "QF2 #5-#6", "SF1 #1-W:QF1", "SF2 W:QF2-#8", "F W:SF1-W:SF2"]);
    expect(summary(plate.matches)).toEqual(["PSF1 L1:SF1-L:QF1", "PSF2 L:QF2-L1:SF2", "PF W:PSF1-W:PSF2"]);
    expect(plate.matches.every((m) => m.bracket === "plate")).toBe(true);
  });

  it("lets the plate team through when the seed wins its semi-final", () => {
    const out = playOut([...main.matches, ...plate.matches], seededRandom(3), () => "home");
    expect(out.notNeeded).toEqual(new Set(["PSF1"]));
    expect(out.unplayed).toEqual([]);
    const quarterFinalLoser = out.results.find((r) => r.code === "QF1")!.loserId;
    expect(out.matches.find((m) => m.code === "PF")?.homeTeamId).toBe(quarterFinalLoser);
  });

  it("takes the seed in when it loses its semi-final", () => {
    const out = playOut([...main.matches, ...plate.matches], seededRandom(3), (m) => (m.code === "SF1" ? "away" : "home"));
    const psf1 = out.matches.find((m) => m.code === "PSF1")!;
    expect(psf1.homeTeamId).toBe(1);
    expect(out.results.map((r) => r.code)).toContain("PSF1");
  });
});

describe("firstMatchPlate refuses a bracket with fewer than four teams", () => {
  it("names the error", () => {
    const lines = drawn(3, 1);
    expect(() => firstMatchPlate(lines, singleElimination(lines, { thirdPlace: false }), { thirdPlace: false })).toThrow(FormatError);
  });
});

describe.each(Array.from({ length: 61 }, (_, i) => i + 4))("firstMatchPlate of %i teams", (count) => {
  const random = seededRandom(count * 13);
  const lines = drawn(count, count);
  const main = singleElimination(lines, { thirdPlace: true });
  const plate = firstMatchPlate(lines, main, { thirdPlace: true });

  it("plays out: every first-match loser goes into the plate once, nobody else, and the plate places all of them", () => {
    for (let run = 0; run < 3; run++) {
      const out = playOut([...main.matches, ...plate.matches], random);
      expect(out.unplayed).toEqual([]);
      const firstMatch = new Map<number, { won: boolean }>();
      for (const r of out.results.filter((r) => !r.code.startsWith("P"))) {
        if (!firstMatch.has(r.winnerId)) firstMatch.set(r.winnerId, { won: true });
        if (!firstMatch.has(r.loserId)) firstMatch.set(r.loserId, { won: false });
      }
      const firstMatchLosers = [...firstMatch].filter(([, f]) => !f.won).map(([id]) => id);
      const plateMatches = out.matches.filter((m) => m.bracket === "plate");
      const inPlate = new Set(plateMatches.flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((id) => id !== null));
      expect([...inPlate].sort((a, b) => a! - b!)).toEqual(firstMatchLosers.sort((a, b) => a - b));
      const plateResults = out.results.filter((r) => r.code.startsWith("P"));
      const places = finalPlaces(plateMatches, plateResults);
      expect(places.map((p) => p.teamId).sort((a, b) => a - b)).toEqual(firstMatchLosers.sort((a, b) => a - b));
      expect(places.filter((p) => p.place.from === 1)).toHaveLength(1);
    }
  });
});

describe("groupPlate", () => {
  it("puts the third and fourth places of four groups on the cross-group lines, with its own final and places", () => {
    const plate = groupPlate(
      ["A", "B", "C", "D"].map((name) => ({ name, advancing: 2, teams: 4 })),
      { thirdPlace: false },
    );
    expect(summary(plate.matches)).toEqual(["PQF1 3A-4B", "PQF2 3D-4C", "PQF3 3B-4A", "PQF4 3C-4D", "PSF1 W:PQF1-W:PQF2", "PSF2 W:PQF3-W:PQF4", "PF W:PSF1-W:PSF2"]);
    expect(plate.matches.at(-1)).toMatchObject({ bracket: "plate", winnerPlace: { from: 1, to: 1 }, loserPlace: { from: 2, to: 2 } });
  });

  it("refuses a plate of fewer than two teams", () => {
    expect(() => groupPlate([{ name: "A", advancing: 2, teams: 3 }], { thirdPlace: false })).toThrow(FormatError);
  });
});
