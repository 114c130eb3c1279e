import { describe, expect, it } from "vitest";
import { FormatError } from "~/domain/format-error";
import { finalPlaces } from "~/domain/bracket/match";
import { checkSeededDraw, drawEntrants, maxSeeds, meetingRound, seedBlocks, seededDraw, type DrawEntrant } from "~/domain/bracket/seeding";
import { bracketSize, singleElimination } from "~/domain/bracket/single";
import { seededRandom } from "~/domain/random";
import { playOut } from "../../../support/play-out";

const teams = (count: number, seeds = 0, club: (i: number) => string | null = () => null): DrawEntrant[] =>
  Array.from({ length: count }, (_, i) => ({ id: 1001 + i, seed: i < seeds ? i + 1 : null, club: club(i) }));

/** 1-based lines of the seeds, by seed. */
const seedLines = (entrants: readonly DrawEntrant[], lines: readonly (number | null)[]) =>
  entrants
    .filter((t) => t.seed !== null)
    .sort((a, b) => a.seed! - b.seed!)
    .map((t) => lines.indexOf(t.id) + 1);

const sizes = Array.from({ length: 127 }, (_, i) => i + 2);

describe("seedBlocks", () => {
  it("gives the ITF/BWF seed lines: 32 → 1, 32, 9/24, 8/16/17/25", () => {
    expect(seedBlocks(32).map((block) => block.map((line) => line + 1))).toEqual([[1], [32], [9, 24], [8, 16, 17, 25], [4, 5, 12, 13, 20, 21, 28, 29]]);
  });

  it("gives the tennis Grand Slam lines for 128: 33/96 and 32/64/65/97, 9–16 on 16/17/48/49/80/81/112/113", () => {
    const blocks = seedBlocks(128).map((block) => block.map((line) => line + 1));
    expect(blocks.slice(0, 5)).toEqual([[1], [128], [33, 96], [32, 64, 65, 97], [16, 17, 48, 49, 80, 81, 112, 113]]);
  });

  it.each([2, 4, 8, 16, 32, 64, 128])("%i lines: one seed line in each first-round pair, half the lines in all", (size) => {
    const lines = seedBlocks(size).flat();
    expect(lines).toHaveLength(Math.max(2, size / 2));
    expect(new Set(lines.map((line) => line >> 1)).size).toBe(size === 2 ? 1 : size / 2);
  });
});

describe("seededDraw: rulebook examples", () => {
  it("32 entrants, 8 seeds: 1 on line 1, 2 on line 32, 3–4 on 9 and 24, 5–8 on 8, 16, 17 and 25", () => {
    const entrants = teams(32, 8);
    const draw = seededDraw({ teams: entrants, drawNumber: 4711 });
    const lines = seedLines(entrants, draw.lines);
    expect(lines.slice(0, 2)).toEqual([1, 32]);
    expect(lines.slice(2, 4).sort((a, b) => a - b)).toEqual([9, 24]);
    expect(lines.slice(4, 8).sort((a, b) => a - b)).toEqual([8, 16, 17, 25]);
  });

  it("24 entrants in a draw of 32: the eight byes go to the eight seeds", () => {
    const entrants = teams(24, 8);
    const draw = seededDraw({ teams: entrants, drawNumber: 12 });
    expect(draw.size).toBe(32);
    for (const line of seedLines(entrants, draw.lines)) expect(draw.lines[(line - 1) ^ 1]).toBeNull();
    expect(draw.lines.filter((id) => id === null)).toHaveLength(8);
  });

  it("shows its draw number and repeats itself from it, whatever order the teams come in", () => {
    const entrants = teams(21, 4, (i) => (i % 3 === 0 ? "PB Djarum" : null));
    const draw = seededDraw({ teams: entrants, drawNumber: 90210 });
    expect(draw.drawNumber).toBe(90210);
    expect(seededDraw({ teams: [...entrants].reverse(), drawNumber: 90210 })).toEqual(draw);
    const others = [1, 2, 3, 4, 5].map((drawNumber) => JSON.stringify(seededDraw({ teams: entrants, drawNumber }).lines));
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it("draws seeds 3 and 4 into either quarter by lot", () => {
    const entrants = teams(16, 4);
    const thirdSeedLines = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((drawNumber) => seedLines(entrants, seededDraw({ teams: entrants, drawNumber }).lines)[2]));
    expect(thirdSeedLines).toEqual(new Set([5, 12]));
  });

  it("puts two players of one club in different halves, four in different quarters", () => {
    for (const drawNumber of [1, 2, 3, 77, 999_999]) {
      const pair = teams(16, 2, (i) => (i === 5 || i === 9 ? "Jaya Raya" : null));
      const pairDraw = seededDraw({ teams: pair, drawNumber });
      expect(meetingRound(pairDraw.lines.indexOf(1006), pairDraw.lines.indexOf(1010))).toBe(4);
      const four = teams(32, 8, (i) => (i >= 10 && i < 14 ? "SGS" : i % 2 === 0 ? "Exist" : null));
      const fourDraw = seededDraw({ teams: four, drawNumber });
      const quarters = [1011, 1012, 1013, 1014].map((id) => Math.floor(fourDraw.lines.indexOf(id) / 8));
      expect(new Set(quarters).size).toBe(4);
    }
  });

  it("keeps a seed's club-mates out of its half when it can", () => {
    const entrants = teams(12, 2, (i) => (i === 0 || i === 7 ? "Mutiara" : null));
    const draw = seededDraw({ teams: entrants, drawNumber: 5 });
    expect(draw.lines.indexOf(1008)).toBeGreaterThanOrEqual(8);
  });
});

describe("seededDraw: refused input", () => {
  it("names what is wrong, and the generator throws it typed", () => {
    expect(checkSeededDraw({ teams: teams(1), drawNumber: 1 })).toEqual([{ code: "seeding.tooFewTeams", params: { count: 1, min: 2 } }]);
    expect(checkSeededDraw({ teams: teams(129), drawNumber: 1 })).toEqual([{ code: "seeding.tooManyTeams", params: { count: 129, max: 128 } }]);
    expect(checkSeededDraw({ teams: [...teams(4), { id: 1001, seed: null, club: null }], drawNumber: 1 })).toContainEqual({ code: "seeding.duplicateTeam", params: { teamId: 1001 } });
    expect(checkSeededDraw({ teams: teams(8).map((t, i) => ({ ...t, seed: i === 0 ? 2 : null })), drawNumber: 1 })).toEqual([{ code: "seeding.badSeeds", params: {} }]);
    expect(checkSeededDraw({ teams: teams(8, 5), drawNumber: 1 })).toEqual([{ code: "seeding.tooManySeeds", params: { count: 5, max: 4 } }]);
    expect(checkSeededDraw({ teams: teams(8), drawNumber: 0 })).toEqual([{ code: "draw.badNumber", params: { max: 999_999 } }]);
    expect(() => seededDraw({ teams: teams(8, 5), drawNumber: 1 })).toThrow(FormatError);
    try {
      seededDraw({ teams: teams(200), drawNumber: 1 });
    } catch (error) {
      expect(error).toMatchObject({ code: "seeding.tooManyTeams", params: { count: 200, max: 128 } });
    }
  });
});

describe.each(sizes)("seededDraw of %i entrants", (count) => {
  const size = bracketSize(count);
  const random = seededRandom(count * 7919);
  const cases = [0, 1, 2, 3].map((k) => {
    const seeds = k === 0 ? 0 : k === 1 ? Math.min(2, count) : k === 2 ? Math.min(maxSeeds(size), count) : random.between(0, Math.min(maxSeeds(size), count));
    const clubs = ["PB Djarum", "Jaya Raya", "SGS", null, null];
    const entrants = teams(count, seeds, () => random.pick(clubs));
    return { entrants, draw: seededDraw({ teams: entrants, drawNumber: random.between(1, 999_999) }) };
  });

  it("places every team once, byes on the rest, never two byes together", () => {
    for (const { entrants, draw } of cases) {
      expect(draw.size).toBe(size);
      expect(draw.lines.filter((id) => id !== null).sort()).toEqual(entrants.map((t) => t.id).sort());
      for (let i = 0; i < size; i += 2) expect(draw.lines[i] === null && draw.lines[i + 1] === null).toBe(false);
    }
  });

  it("puts seed 1 on top, seed 2 at the bottom, and each further block of seeds into its own sections", () => {
    for (const { entrants, draw } of cases) {
      const lines = seedLines(entrants, draw.lines).map((line) => line - 1);
      if (lines.length >= 1) expect(lines[0]).toBe(0);
      if (lines.length >= 2) expect(lines[1]).toBe(size - 1);
      for (let seed = 3; seed <= lines.length; seed++) {
        // Seeds 3–4 take quarters, 5–8 eighths …: a section of its own, holding no better seed.
        const sections = 2 ** (32 - Math.clz32(seed - 1));
        const section = size / sections;
        const own = Math.floor(lines[seed - 1]! / section);
        const better = lines.slice(0, seed - 1).map((line) => Math.floor(line / section));
        expect(better).not.toContain(own);
      }
    }
  });

  it("gives the byes to the top seeds, spread evenly over halves and quarters", () => {
    for (const { entrants, draw } of cases) {
      const byes = size - count;
      const lines = seedLines(entrants, draw.lines).map((line) => line - 1);
      lines.forEach((line, i) => expect(draw.lines[line ^ 1] === null).toBe(i < byes));
      const byeLines = draw.lines.flatMap((id, line) => (id === null ? [line] : []));
      for (const parts of [2, 4]) {
        if (size < parts * 2) continue;
        const counts = Array.from({ length: parts }, (_, p) => byeLines.filter((line) => Math.floor(line / (size / parts)) === p).length);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("plays out to a champion, placing every team once", () => {
    for (const { draw } of cases.slice(2, 3)) {
      const bracket = singleElimination(drawEntrants(draw), { thirdPlace: count >= 4 });
      expect(bracket.matches).toHaveLength(count - 1 + (count >= 4 ? 1 : 0));
      expect(bracket.byes).toHaveLength(size - count);
      const out = playOut(bracket.matches, random);
      expect(out.unplayed).toEqual([]);
      const places = finalPlaces(out.matches, out.results);
      expect(places).toHaveLength(count);
      for (const { place } of places) expect(places.filter((p) => p.place.from === place.from)).toHaveLength(place.to - place.from + 1);
      expect(places[0]!.place).toEqual({ from: 1, to: 1 });
    }
  });
});
