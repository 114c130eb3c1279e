import { describe, expect, it } from "vitest";
import { buildBracket, checkBracketBuild, maxKnockoutTeams, type BracketInput } from "~/domain/bracket/build";
import { defaultKnockoutSettings, knockoutSettingsOf, withKnockoutSettings, type KnockoutSettings } from "~/domain/bracket/settings";

const teams = (n: number, seeds = 0) => Array.from({ length: n }, (_, i) => ({ id: 100 + i, seed: i < seeds ? i + 1 : null, club: null }));
const settings = (over: Partial<KnockoutSettings> = {}) => ({ ...defaultKnockoutSettings, ...over });
const seeded = (n: number, over: Partial<KnockoutSettings> = {}, drawNumber = 4242): BracketInput => ({
  entrants: { kind: "teams", teams: teams(n, n <= 4 ? 2 : 4) },
  settings: settings(over),
  thirdPlace: false,
  drawNumber,
});
const groups = (count: number, size: number, advancing: number) => Array.from({ length: count }, (_, i) => ({ name: String.fromCharCode(65 + i), advancing, teams: size }));

describe("a category's bracket from its settings", () => {
  it.each([2, 3, 5, 8, 12, 17, 32])("draws %i teams by seed: seed 1 on the top line, seed 2 on the bottom, the same again from the same number", (n) => {
    const built = buildBracket(seeded(n));
    expect(built.drawNumber).toBe(4242);
    expect(built.lines[0]?.teamId).toBe(100);
    expect(built.lines.at(-1)?.teamId).toBe(101);
    expect(buildBracket(seeded(n))).toEqual(built);
    expect(built.matches.every((m) => m.bracket === "main")).toBe(true);
    expect(built.matches).toHaveLength(n - 1);
  });

  it.each([2, 3, 6, 8, 13, 32])("plays %i teams as a double elimination: 2n-2 matches, 2n-1 with the reset", (n) => {
    const plain = buildBracket(seeded(n, { elimination: "double" }));
    const reset = buildBracket(seeded(n, { elimination: "double", reset: true }));
    expect(plain.matches).toHaveLength(2 * n - 2);
    expect(reset.matches).toHaveLength(2 * n - 1);
    expect(reset.matches.filter((m) => m.bracket === "final").map((m) => [m.code, m.ifNeeded])).toEqual([
      ["GF", false],
      ["GF2", true],
    ]);
    if (n >= 4) expect(plain.matches.some((m) => m.bracket === "lower")).toBe(true);
  });

  it("puts a plate of first-match losers beside the main bracket, every plate match in bracket plate", () => {
    const built = buildBracket(seeded(8, { plate: "firstMatch" }));
    const plate = built.matches.filter((m) => m.bracket === "plate");
    expect(plate.map((m) => `${m.code} ${m.homeSource}-${m.awaySource}`)).toEqual(["PSF1 L:QF1-L:QF2", "PSF2 L:QF3-L:QF4", "PF W:PSF1-W:PSF2"]);
  });

  it("gives the teams the groups leave out a plate of their own, and draws group places fixed or by the World Tour Finals draw", () => {
    const input: BracketInput = { entrants: { kind: "groups", groups: groups(4, 4, 2) }, settings: settings({ plate: "groups" }), thirdPlace: true, drawNumber: 7 };
    const fixed = buildBracket(input);
    expect(fixed.drawNumber).toBeNull();
    expect(fixed.matches.filter((m) => m.bracket === "plate" && m.round === 1).flatMap((m) => [m.homeSource, m.awaySource])).toEqual(expect.arrayContaining(["3A", "4A", "3D", "4D"]));
    const drawn = buildBracket({ ...input, settings: settings({ groupLines: "drawn" }) });
    expect(drawn.drawNumber).toBe(7);
    expect(drawn.lines[0]?.source).toBe("1A");
    expect(drawn.lines.at(-1)?.source).toBe("1B");
  });

  it("refuses what the settings cannot give, with the rule's code", () => {
    const codes = (input: BracketInput) => checkBracketBuild(input).map((e) => e.code);
    expect(codes(seeded(8, { elimination: "double", plate: "firstMatch" }))).toEqual(["bracketSettings.plateWithDouble"]);
    expect(codes(seeded(8, { plate: "groups" }))).toEqual(["bracketSettings.plateNeedsGroups"]);
    expect(codes(seeded(3, { plate: "firstMatch" }))).toEqual(["plate.tooFewTeams"]);
    expect(codes(seeded(maxKnockoutTeams + 1))).toEqual(["knockout.tooManyTeams"]);
    expect(codes(seeded(8, {}, 0))).toEqual(["draw.badNumber"]);
    expect(codes({ entrants: { kind: "groups", groups: groups(2, 2, 2) }, settings: settings({ plate: "groups" }), thirdPlace: false, drawNumber: 1 })).toEqual(["plate.tooFewTeams"]);
    expect(() => buildBracket(seeded(1))).toThrow(expect.objectContaining({ code: "seeding.tooFewTeams" }));
  });
});

describe("the knockout settings in a category's format settings", () => {
  it("reads what is missing or unknown as the default, and keeps every other format's settings when written", () => {
    expect(knockoutSettingsOf({})).toEqual(defaultKnockoutSettings);
    expect(knockoutSettingsOf({ knockout: { elimination: "triple", reset: "yes", plate: "groups", drawNumber: 1.5 } })).toEqual({ ...defaultKnockoutSettings, plate: "groups" });
    const written = withKnockoutSettings({ pointsToPlay: 24 }, settings({ elimination: "double", reset: true, drawNumber: 12 }));
    expect(written).toEqual({ pointsToPlay: 24, knockout: { elimination: "double", reset: true, plate: "none", groupLines: "fixed", drawNumber: 12 } });
    expect(knockoutSettingsOf(written)).toEqual(written.knockout);
  });
});
