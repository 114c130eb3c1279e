import { describe, expect, it } from "vitest";
import { buildBracket, checkBracketBuild } from "~/domain/bracket/build";
import { advance as advanceBracket, type EliminationMatch } from "~/domain/bracket/match";
import { defaultKnockoutSettings } from "~/domain/bracket/settings";
import { FormatError } from "~/domain/format-error";

/** The fields a saved knockout match keeps from its bracket. */
type BracketMatch = Pick<EliminationMatch, "code" | "bracket" | "stage" | "round" | "homeSource" | "awaySource" | "homeTeamId" | "awayTeamId">;

/** A group with the ids of the teams going through, in finishing order. */
type QualifiedGroup = { name: string; qualified: number[] };

const letters = "ABCDEFGHIJKLMNOP";

/** `count` groups with `qualified` teams each; team ids read as group number then place: 11, 12, 21, 22 … */
function groups(count: number, qualified: number): QualifiedGroup[] {
  return Array.from({ length: count }, (_, g) => ({
    name: letters[g] ?? `G${g}`,
    qualified: Array.from({ length: qualified }, (_, p) => (g + 1) * 100 + p + 1),
  }));
}

/** The groups' places on the fixed cross-group lines (a category's default knockout settings), as drawn and then filled once the groups are over. */
function seedBracket(qualified: readonly QualifiedGroup[], { thirdPlace }: { thirdPlace: boolean }): BracketMatch[] {
  const teamOf = new Map<string, number>(qualified.flatMap((g) => g.qualified.map((teamId, i) => [`${i + 1}${g.name}`, teamId] as const)));
  const built = buildBracket({
    entrants: { kind: "groups", groups: qualified.map((g) => ({ name: g.name, advancing: g.qualified.length, teams: g.qualified.length })) },
    settings: defaultKnockoutSettings,
    thirdPlace,
    drawNumber: 1,
  });
  return built.matches.map((m) => ({
    code: m.code,
    bracket: m.bracket,
    stage: m.stage,
    round: m.round,
    homeSource: m.homeSource,
    awaySource: m.awaySource,
    homeTeamId: teamOf.get(m.homeSource) ?? null,
    awayTeamId: teamOf.get(m.awaySource) ?? null,
  }));
}

const bracket = (count: number, qualified: number, thirdPlace = false): BracketMatch[] => seedBracket(groups(count, qualified), { thirdPlace });

const summary = (matches: BracketMatch[]) => matches.map((m) => `${m.code} ${m.homeSource}-${m.awaySource}`);
const find = (matches: BracketMatch[], code: string) => matches.find((m) => m.code === code);

/** "home" or "away" half of the final a source ends up in. */
function halfOf(matches: BracketMatch[], source: string): "home" | "away" {
  const final = find(matches, "F");
  if (final?.homeSource === source) return "home";
  if (final?.awaySource === source) return "away";
  const match = matches.find((m) => m.stage !== "third" && (m.homeSource === source || m.awaySource === source));
  if (!match) throw new Error(`no match takes ${source}`);
  return halfOf(matches, `W:${match.code}`);
}

describe("the bracket after groups on the fixed lines", () => {
  it("2 groups × 2: semi-finals 1A–2B and 1B–2A", () => {
    const matches = bracket(2, 2);
    expect(matches).toEqual([
      { code: "SF1", bracket: "main", stage: "sf", round: 1, homeSource: "1A", awaySource: "2B", homeTeamId: 101, awayTeamId: 202 },
      { code: "SF2", bracket: "main", stage: "sf", round: 1, homeSource: "1B", awaySource: "2A", homeTeamId: 201, awayTeamId: 102 },
      {
        code: "F",
        bracket: "main",
        stage: "final",
        round: 2,
        homeSource: "W:SF1",
        awaySource: "W:SF2",
        homeTeamId: null,
        awayTeamId: null,
      },
    ]);
  });

  it("adds the third-place match from the semi-final losers when asked", () => {
    expect(bracket(2, 2, true).slice(2)).toEqual([
      {
        code: "3P",
        bracket: "main",
        stage: "third",
        round: 2,
        homeSource: "L:SF1",
        awaySource: "L:SF2",
        homeTeamId: null,
        awayTeamId: null,
      },
      {
        code: "F",
        bracket: "main",
        stage: "final",
        round: 2,
        homeSource: "W:SF1",
        awaySource: "W:SF2",
        homeTeamId: null,
        awayTeamId: null,
      },
    ]);
  });

  it("3 groups × 2: byes for 1A and 1B, who wait in the semi-finals", () => {
    const matches = bracket(3, 2, true);
    expect(summary(matches)).toEqual(["QF1 2C-2B", "QF2 1C-2A", "SF1 1A-W:QF1", "SF2 1B-W:QF2", "3P L:SF1-L:SF2", "F W:SF1-W:SF2"]);
    expect(find(matches, "SF1")).toMatchObject({ round: 2, homeTeamId: 101, awayTeamId: null });
    expect(find(matches, "SF2")).toMatchObject({ homeTeamId: 201 });
    for (const g of "ABC") expect(halfOf(matches, `1${g}`)).not.toBe(halfOf(matches, `2${g}`));
  });

  it("4 groups × 2: winners meet the paired group's runner-up, groups split across halves", () => {
    const matches = bracket(4, 2);
    expect(summary(matches)).toEqual(["QF1 1A-2B", "QF2 1D-2C", "QF3 1B-2A", "QF4 1C-2D", "SF1 W:QF1-W:QF2", "SF2 W:QF3-W:QF4", "F W:SF1-W:SF2"]);
    for (const g of "ABCD") expect(halfOf(matches, `1${g}`)).not.toBe(halfOf(matches, `2${g}`));
    expect(halfOf(matches, "1A")).not.toBe(halfOf(matches, "1B"));
  });

  it("8 groups × 2: a round of 16 pairing every winner with its paired group's runner-up", () => {
    const matches = bracket(8, 2, true);
    const firstRound = matches.filter((m) => m.stage === "r16");
    expect(firstRound.map((m) => m.code)).toEqual(Array.from({ length: 8 }, (_, i) => `R16-${i + 1}`));
    const partner = (g: string) => letters[letters.indexOf(g) ^ 1];
    for (const m of firstRound) {
      expect(m.homeSource[0]).toBe("1");
      expect(m.awaySource).toBe(`2${partner(m.homeSource[1] ?? "")}`);
    }
    for (const g of "ABCDEFGH") expect(halfOf(matches, `1${g}`)).not.toBe(halfOf(matches, `2${g}`));
    expect(matches.map((m) => m.stage)).toEqual([...Array(8).fill("r16"), ...Array(4).fill("qf"), ...Array(2).fill("sf"), "third", "final"]);
    expect(matches.map((m) => m.round)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 4]);
  });

  it("2 groups × 4: winners meet fourths, runners-up meet thirds, crossing groups", () => {
    expect(summary(bracket(2, 4)).slice(0, 4)).toEqual(["QF1 1A-4B", "QF2 2B-3A", "QF3 1B-4A", "QF4 2A-3B"]);
  });

  it("1 group × 4: classic 1–4 and 2–3 semi-finals", () => {
    expect(summary(bracket(1, 4)).slice(0, 2)).toEqual(["SF1 1A-4A", "SF2 2A-3A"]);
  });

  it("2 teams play just a final; 3 teams have no third-place match", () => {
    expect(summary(bracket(1, 2, true))).toEqual(["F 1A-2A"]);
    expect(summary(bracket(1, 3, true))).toEqual(["SF1 2A-3A", "F 1A-W:SF1"]);
  });

  it("16 groups × 2 fill a round of 32", () => {
    const matches = bracket(16, 2);
    expect(matches.filter((m) => m.stage === "r32").map((m) => m.code)).toEqual(Array.from({ length: 16 }, (_, i) => `R32-${i + 1}`));
    for (const g of letters) expect(halfOf(matches, `1${g}`)).not.toBe(halfOf(matches, `2${g}`));
  });

  it("checks the number of teams going through", () => {
    const check = (advancing: number[]) =>
      checkBracketBuild({
        entrants: { kind: "groups", groups: advancing.map((n, g) => ({ name: `${g}`, advancing: n, teams: n })) },
        settings: defaultKnockoutSettings,
        thirdPlace: false,
        drawNumber: 1,
      }).map((e) => e.code);
    expect(check([2])).toEqual([]);
    expect(check([1])).toEqual(["groupLines.tooFewTeams"]);
    expect(check(Array.from({ length: 11 }, () => 3))).toContain("knockout.tooManyTeams");
  });

  it("refuses to draw a bracket the check refuses", () => {
    expect(() => seedBracket([{ name: "A", qualified: [1] }], { thirdPlace: false })).toThrow(FormatError);
  });

  const shapes = Array.from({ length: 16 }, (_, g) => [1, 2, 3, 4].map((q) => [g + 1, q] as const))
    .flat()
    .filter(([g, q]) => g * q >= 2 && g * q <= 32);

  describe.each(shapes)("%i groups × %i", (count, qualified) => {
    const total = count * qualified;
    const matches = bracket(count, qualified, true);
    const groupSources = groups(count, qualified).flatMap((g) => g.qualified.map((_, p) => `${p + 1}${g.name}`));
    const sources = matches.flatMap((m) => [m.homeSource, m.awaySource]);

    it("brings every qualified team in exactly once, with its id", () => {
      expect(sources.filter((s) => !s.includes(":")).sort()).toEqual([...groupSources].sort());
      for (const m of matches) {
        expect(m.homeTeamId === null).toBe(m.homeSource.includes(":"));
        expect(m.awayTeamId === null).toBe(m.awaySource.includes(":"));
      }
    });

    it("plays one match per team knocked out, plus the third-place match", () => {
      expect(matches.length).toBe(total - 1 + (total >= 4 ? 1 : 0));
      expect(new Set(matches.map((m) => m.code)).size).toBe(matches.length);
    });

    it("sends each winner on exactly once, and only semi-final losers to the third-place match", () => {
      for (const m of matches.filter((x) => x.stage !== "final" && x.stage !== "third")) {
        expect(sources.filter((s) => s === `W:${m.code}`)).toHaveLength(1);
        expect(sources.filter((s) => s === `L:${m.code}`)).toHaveLength(m.stage === "sf" && total >= 4 ? 1 : 0);
      }
    });

    it("gives the byes to the top seeds", () => {
      const size = 2 ** Math.ceil(Math.log2(total));
      const byTopSeed = groupSources
        .map((s) => ({ s, place: Number(s.slice(0, -1)), group: letters.indexOf(s.slice(-1)) }))
        .sort((a, b) => a.place - b.place || a.group - b.group)
        .map((x) => x.s);
      const firstRound = matches.filter((m) => m.round === 1).flatMap((m) => [m.homeSource, m.awaySource]);
      const withBye = groupSources.filter((s) => !firstRound.includes(s));
      expect(withBye.sort()).toEqual(byTopSeed.slice(0, size - total).sort());
    });

    if (qualified === 2 && count >= 2) {
      it("puts the two teams of each group in opposite halves", () => {
        for (const g of letters.slice(0, count)) expect(halfOf(matches, `1${g}`)).not.toBe(halfOf(matches, `2${g}`));
      });
    }

    it("never pairs two teams of the same group in the first round when it can be avoided", () => {
      if (count === 1) return;
      for (const m of matches.filter((x) => !x.homeSource.includes(":") && !x.awaySource.includes(":"))) {
        expect(m.homeSource.slice(-1)).not.toBe(m.awaySource.slice(-1));
      }
    });
  });
});

/** The bracket's moves after a result, read by the elimination rules every format shares. */
const advance = (matches: readonly BracketMatch[], result: { code: string; winnerId: number; loserId: number }) =>
  advanceBracket(
    matches.map((m): EliminationMatch => ({ ...m, loserPlace: null, winnerPlace: null, ifNeeded: false })),
    result,
  ).updates;

describe("advance", () => {
  it("sends the winner to the match that waits for it", () => {
    const matches = bracket(4, 2, true);
    expect(advance(matches, { code: "QF3", winnerId: 102, loserId: 201 })).toEqual([{ code: "SF2", side: "home", teamId: 102 }]);
    expect(advance(matches, { code: "QF2", winnerId: 303, loserId: 401 })).toEqual([{ code: "SF1", side: "away", teamId: 303 }]);
  });

  it("sends both semi-final teams on: the winner to the final, the loser to the third-place match", () => {
    const matches = bracket(4, 2, true);
    expect(advance(matches, { code: "SF2", winnerId: 7, loserId: 8 })).toEqual([
      { code: "3P", side: "away", teamId: 8 },
      { code: "F", side: "away", teamId: 7 },
    ]);
    expect(advance(bracket(4, 2, false), { code: "SF2", winnerId: 7, loserId: 8 })).toEqual([{ code: "F", side: "away", teamId: 7 }]);
  });

  it("sends nothing on from the final or an unknown code", () => {
    const matches = bracket(2, 2, true);
    expect(advance(matches, { code: "F", winnerId: 1, loserId: 2 })).toEqual([]);
    expect(() => advance(matches, { code: "QF9", winnerId: 1, loserId: 2 })).toThrow(RangeError);
  });

  it.each([
    [2, 2],
    [3, 2],
    [4, 2],
    [8, 2],
    [5, 3],
  ])("plays %i groups × %i through to the final", (count, qualified) => {
    const matches = bracket(count, qualified, true).map((m) => ({ ...m }));
    const played = new Set<string>();
    // The lower team id wins every match, so the champion is the lowest id of all.
    for (;;) {
      const ready = matches.find((m) => !played.has(m.code) && m.homeTeamId !== null && m.awayTeamId !== null);
      if (!ready || ready.homeTeamId === null || ready.awayTeamId === null) break;
      const winnerId = Math.min(ready.homeTeamId, ready.awayTeamId);
      const loserId = Math.max(ready.homeTeamId, ready.awayTeamId);
      played.add(ready.code);
      for (const u of advance(matches, { code: ready.code, winnerId, loserId })) {
        const target = matches.find((m) => m.code === u.code);
        if (!target) throw new Error(`unknown match ${u.code}`);
        expect(target[u.side === "home" ? "homeTeamId" : "awayTeamId"]).toBeNull();
        if (u.side === "home") target.homeTeamId = u.teamId;
        else target.awayTeamId = u.teamId;
      }
    }
    expect(played.size).toBe(matches.length);
    const final = find(matches, "F");
    expect(Math.min(final?.homeTeamId ?? 0, final?.awayTeamId ?? 0)).toBe(101);
  });
});
