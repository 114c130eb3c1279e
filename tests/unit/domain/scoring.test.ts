import { describe, expect, it } from "vitest";
import { deriveResult, type GameRules, isSetInProgress, type SetScore, validateGoals, validateMatchSets, validateSet } from "~/domain/scoring";

const padel: GameRules = { scoring: "sets", setsToWin: 2, setTarget: 6, winByTwo: true, setCap: 7, matchTieBreakTo: null };
const badminton: GameRules = { scoring: "sets", setsToWin: 2, setTarget: 21, winByTwo: true, setCap: 30, matchTieBreakTo: null };
const tableTennis: GameRules = { scoring: "sets", setsToWin: 3, setTarget: 11, winByTwo: true, setCap: null, matchTieBreakTo: null };
const futsal: GameRules = { scoring: "goals", setsToWin: 0, setTarget: 0, winByTwo: false, setCap: null, matchTieBreakTo: null };
/** A short "first to 15" set without win-by-two, as some amateur leagues play. */
const suddenDeath: GameRules = { scoring: "sets", setsToWin: 2, setTarget: 15, winByTwo: false, setCap: null, matchTieBreakTo: null };

const s = (home: number, away: number): SetScore => ({ home, away });
const both = (home: number, away: number) => [s(home, away), s(away, home)];

describe("validateSet", () => {
  it.each([
    [6, 0],
    [6, 4],
    [7, 5],
    [7, 6],
  ])("padel accepts %i-%i either way round", (w, l) => {
    for (const set of both(w, l)) expect(validateSet(padel, set)).toBeNull();
  });

  it.each([
    [6, 5, "set.notFinished"],
    [6, 6, "set.notFinished"],
    [5, 3, "set.notFinished"],
    [7, 4, "set.invalid"],
    [8, 6, "set.invalid"],
    [7, 7, "set.invalid"],
  ] as const)("padel refuses %i-%i (%s)", (w, l, code) => {
    for (const set of both(w, l)) expect(validateSet(padel, set)?.code).toBe(code);
  });

  it.each([
    [21, 0],
    [21, 19],
    [22, 20],
    [29, 27],
    [30, 28],
    [30, 29],
  ])("badminton accepts %i-%i", (w, l) => {
    for (const set of both(w, l)) expect(validateSet(badminton, set)).toBeNull();
  });

  it.each([
    [21, 20, "set.notFinished"],
    [29, 29, "set.notFinished"],
    [31, 29, "set.invalid"],
    [30, 27, "set.invalid"],
    [23, 20, "set.invalid"],
    [30, 30, "set.invalid"],
  ] as const)("badminton refuses %i-%i (%s)", (w, l, code) => {
    expect(validateSet(badminton, s(w, l))?.code).toBe(code);
  });

  it.each([
    [11, 9],
    [11, 0],
    [12, 10],
    [18, 16],
  ])("table tennis (no cap) accepts %i-%i", (w, l) => {
    expect(validateSet(tableTennis, s(w, l))).toBeNull();
  });

  it.each([
    [11, 10, "set.notFinished"],
    [12, 9, "set.invalid"],
    [19, 16, "set.invalid"],
  ] as const)("table tennis refuses %i-%i (%s)", (w, l, code) => {
    expect(validateSet(tableTennis, s(w, l))?.code).toBe(code);
  });

  it("without win-by-two a set ends at the target by any margin and never goes past it", () => {
    expect(validateSet(suddenDeath, s(15, 14))).toBeNull();
    expect(validateSet(suddenDeath, s(16, 14))?.code).toBe("set.invalid");
    expect(validateSet(suddenDeath, s(14, 14))?.code).toBe("set.notFinished");
  });

  it("refuses negative, fractional and non-numbers, naming the set", () => {
    expect(validateSet(padel, s(-1, 6), 3)).toEqual({ code: "set.notANumber", params: { set: 3 } });
    expect(validateSet(padel, s(6, 2.5))?.code).toBe("set.notANumber");
    expect(validateSet(padel, s(Number.NaN, 6))?.code).toBe("set.notANumber");
  });

  it("reports the typed score of an impossible set", () => {
    expect(validateSet(padel, s(8, 6), 2)).toEqual({ code: "set.invalid", params: { set: 2, home: 8, away: 6 } });
  });
});

describe("isSetInProgress", () => {
  it.each([
    ["padel", padel, 0, 0],
    ["padel", padel, 5, 5],
    ["padel", padel, 6, 5],
    ["padel", padel, 6, 6],
    ["badminton", badminton, 20, 20],
    ["badminton", badminton, 29, 28],
    ["badminton", badminton, 29, 29],
    ["tableTennis", tableTennis, 10, 10],
    ["tableTennis", tableTennis, 15, 14],
  ])("%s: %i-%i is a live set", (_, rules, home, away) => {
    expect(isSetInProgress(rules, s(home, away))).toBe(true);
    expect(isSetInProgress(rules, s(away, home))).toBe(true);
  });

  it.each([
    ["padel", padel, 6, 4],
    ["padel", padel, 7, 6],
    ["padel", padel, 7, 7],
    ["padel", padel, 8, 5],
    ["badminton", badminton, 30, 29],
    ["badminton", badminton, 30, 30],
    ["tableTennis", tableTennis, 12, 9],
    ["padel", padel, -1, 0],
    ["padel", padel, 1.5, 0],
  ])("%s: %s-%s is not a live set", (_, rules, home, away) => {
    expect(isSetInProgress(rules, s(home, away))).toBe(false);
  });

  it("without win-by-two, reaching the target ends the set", () => {
    expect(isSetInProgress(suddenDeath, s(14, 14))).toBe(true);
    expect(isSetInProgress(suddenDeath, s(15, 15))).toBe(false);
  });
});

describe("validateMatchSets", () => {
  it("counts sets and names the winner of a complete match", () => {
    expect(validateMatchSets(padel, [s(6, 4), s(3, 6), s(7, 6)], { complete: true })).toEqual({
      ok: true,
      homeSets: 2,
      awaySets: 1,
      winner: "home",
    });
    expect(validateMatchSets(tableTennis, [s(5, 11), s(11, 9), s(8, 11), s(9, 11)], { complete: true })).toEqual({
      ok: true,
      homeSets: 1,
      awaySets: 3,
      winner: "away",
    });
  });

  it("refuses sets typed after the match was decided", () => {
    const result = validateMatchSets(padel, [s(6, 0), s(6, 0), s(6, 3)], { complete: true });
    expect(result).toEqual({ ok: false, errors: [{ code: "set.afterDecided", params: { set: 3 } }] });
  });

  it("refuses a complete match nobody has won yet", () => {
    expect(validateMatchSets(padel, [s(6, 4), s(3, 6)], { complete: true })).toEqual({
      ok: false,
      errors: [{ code: "match.notDecided", params: { homeSets: 1, awaySets: 1, setsToWin: 2 } }],
    });
    expect(validateMatchSets(padel, [], { complete: true })).toMatchObject({
      ok: false,
      errors: [{ code: "match.notDecided" }],
    });
  });

  it("refuses an unfinished set in a complete match", () => {
    const result = validateMatchSets(padel, [s(6, 4), s(5, 5)], { complete: true });
    expect(result).toEqual({ ok: false, errors: [{ code: "set.notFinished", params: { set: 2 } }] });
  });

  it("reports every bad set at once", () => {
    const result = validateMatchSets(badminton, [s(21, 20), s(31, 29), s(-2, 21)], { complete: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.code)).toEqual(["set.notFinished", "set.invalid", "set.notANumber"]);
  });

  it("lets a live match end on a running set, with no winner yet", () => {
    expect(validateMatchSets(badminton, [s(21, 15), s(18, 20)], { complete: false })).toEqual({
      ok: true,
      homeSets: 1,
      awaySets: 0,
      winner: null,
    });
    expect(validateMatchSets(badminton, [], { complete: false })).toEqual({
      ok: true,
      homeSets: 0,
      awaySets: 0,
      winner: null,
    });
  });

  it("allows a running set only as the last one of a live match", () => {
    const result = validateMatchSets(badminton, [s(18, 20), s(21, 15)], { complete: false });
    expect(result).toEqual({ ok: false, errors: [{ code: "set.notFinished", params: { set: 1 } }] });
  });

  it("still refuses impossible scores in a live match", () => {
    const result = validateMatchSets(padel, [s(8, 6)], { complete: false });
    expect(result).toMatchObject({ ok: false, errors: [{ code: "set.invalid" }] });
  });

  it("reports the winner of a live match once it is decided", () => {
    expect(validateMatchSets(padel, [s(6, 1), s(6, 2)], { complete: false })).toMatchObject({
      ok: true,
      winner: "home",
    });
  });

  it("takes a match tie-break as the deciding set where the game type plays one, and only there", () => {
    const superTieBreak: GameRules = { ...padel, matchTieBreakTo: 10 };
    expect(validateMatchSets(superTieBreak, [s(6, 4), s(3, 6), s(10, 8)], { complete: true })).toMatchObject({ ok: true, winner: "home" });
    expect(validateMatchSets(superTieBreak, [s(6, 4), s(3, 6), s(12, 14)], { complete: true })).toMatchObject({ ok: true, winner: "away" });
    expect(validateMatchSets(superTieBreak, [s(6, 4), s(3, 6), s(6, 3)], { complete: true })).toEqual({ ok: false, errors: [{ code: "set.notFinished", params: { set: 3 } }] });
    expect(validateMatchSets(superTieBreak, [s(6, 4), s(3, 6), s(12, 9)], { complete: true })).toEqual({ ok: false, errors: [{ code: "set.invalid", params: { set: 3, home: 12, away: 9 } }] });
    expect(validateMatchSets(superTieBreak, [s(10, 8), s(6, 3)], { complete: false })).toEqual({ ok: false, errors: [{ code: "set.invalid", params: { set: 1, home: 10, away: 8 } }] });
    expect(validateMatchSets(superTieBreak, [s(6, 4), s(3, 6), s(9, 9)], { complete: false })).toEqual({ ok: true, homeSets: 1, awaySets: 1, winner: null });
    expect(validateMatchSets(padel, [s(6, 4), s(3, 6), s(10, 8)], { complete: true })).toMatchObject({ ok: false });
  });

  it("refuses sets for a goals game", () => {
    expect(validateMatchSets(futsal, [s(6, 1)], { complete: true })).toEqual({
      ok: false,
      errors: [{ code: "scoring.mismatch", params: { expected: "goals" } }],
    });
  });
});

describe("validateGoals", () => {
  it("derives the winner or a draw", () => {
    expect(validateGoals(3, 1, { drawAllowed: true })).toEqual({ ok: true, winner: "home" });
    expect(validateGoals(0, 2, { drawAllowed: false })).toEqual({ ok: true, winner: "away" });
    expect(validateGoals(2, 2, { drawAllowed: true })).toEqual({ ok: true, winner: null });
  });

  it("refuses a draw where a winner is needed (knockout)", () => {
    expect(validateGoals(2, 2, { drawAllowed: false })).toEqual({
      ok: false,
      errors: [{ code: "goals.drawNotAllowed", params: {} }],
    });
  });

  it("accepts 0 to 99 and refuses anything else, per side", () => {
    expect(validateGoals(0, 99, { drawAllowed: true }).ok).toBe(true);
    expect(validateGoals(100, 1, { drawAllowed: true })).toEqual({
      ok: false,
      errors: [{ code: "goals.invalid", params: { side: "home" } }],
    });
    expect(validateGoals(-1, 1.5, { drawAllowed: true })).toEqual({
      ok: false,
      errors: [
        { code: "goals.invalid", params: { side: "home" } },
        { code: "goals.invalid", params: { side: "away" } },
      ],
    });
  });
});

describe("deriveResult", () => {
  it("derives a finished sets match from its sets", () => {
    const sets = [s(21, 17), s(19, 21), s(30, 29)];
    expect(deriveResult(badminton, { status: "finished", sets })).toEqual({
      ok: true,
      winner: "home",
      homeScore: 2,
      awayScore: 1,
      sets,
    });
  });

  it("passes on the errors of an unfinished match", () => {
    expect(deriveResult(padel, { status: "finished", sets: [s(6, 4)] })).toMatchObject({
      ok: false,
      errors: [{ code: "match.notDecided" }],
    });
  });

  it("derives a goals match, a group-stage draw having no winner", () => {
    expect(deriveResult(futsal, { status: "finished", goals: s(4, 2) })).toEqual({
      ok: true,
      winner: "home",
      homeScore: 4,
      awayScore: 2,
      sets: [],
    });
    expect(deriveResult(futsal, { status: "finished", goals: s(1, 1) })).toMatchObject({ ok: true, winner: null });
  });

  it("refuses a drawn goals match in a knockout stage", () => {
    expect(deriveResult(futsal, { status: "finished", goals: s(1, 1) }, { drawAllowed: false })).toMatchObject({
      ok: false,
      errors: [{ code: "goals.drawNotAllowed" }],
    });
  });

  it("refuses goals for a sets game and sets for a goals game", () => {
    expect(deriveResult(padel, { status: "finished", goals: s(1, 0) })).toEqual({
      ok: false,
      errors: [{ code: "scoring.mismatch", params: { expected: "sets" } }],
    });
    expect(deriveResult(futsal, { status: "finished", sets: [s(6, 0), s(6, 0)] })).toEqual({
      ok: false,
      errors: [{ code: "scoring.mismatch", params: { expected: "goals" } }],
    });
  });

  it("gives a walkover the widest win: padel 6-0 6-0", () => {
    expect(deriveResult(padel, { status: "walkover", present: "away" })).toEqual({
      ok: true,
      winner: "away",
      homeScore: 0,
      awayScore: 2,
      sets: [s(0, 6), s(0, 6)],
    });
  });

  it("gives a walkover in a best of five three sets to nil", () => {
    expect(deriveResult(tableTennis, { status: "walkover", present: "home" })).toEqual({
      ok: true,
      winner: "home",
      homeScore: 3,
      awayScore: 0,
      sets: [s(11, 0), s(11, 0), s(11, 0)],
    });
  });

  it("records a goals walkover as a 3-0 forfeit", () => {
    expect(deriveResult(futsal, { status: "walkover", present: "home" })).toEqual({
      ok: true,
      winner: "home",
      homeScore: 3,
      awayScore: 0,
      sets: [],
    });
  });

  it("gives a retirement to the opponent, keeping the sets as played", () => {
    const sets = [s(6, 3), s(2, 4)];
    expect(deriveResult(padel, { status: "retired", retired: "home", sets })).toEqual({
      ok: true,
      winner: "away",
      homeScore: 1,
      awayScore: 0,
      sets,
    });
  });

  it("accepts a retirement before any set was finished", () => {
    expect(deriveResult(badminton, { status: "retired", retired: "away", sets: [] })).toEqual({
      ok: true,
      winner: "home",
      homeScore: 0,
      awayScore: 0,
      sets: [],
    });
  });

  it("refuses a retirement after the sets already decided the match", () => {
    expect(deriveResult(padel, { status: "retired", retired: "home", sets: [s(6, 1), s(6, 1)] })).toEqual({
      ok: false,
      errors: [{ code: "match.decided", params: { winner: "home" } }],
    });
  });

  it("refuses a retirement with an impossible set", () => {
    expect(deriveResult(padel, { status: "retired", retired: "home", sets: [s(9, 1)] })).toMatchObject({
      ok: false,
      errors: [{ code: "set.invalid" }],
    });
  });

  it("records a retirement in a goals game as a forfeit to the opponent", () => {
    expect(deriveResult(futsal, { status: "retired", retired: "away", sets: [] })).toEqual({
      ok: true,
      winner: "home",
      homeScore: 3,
      awayScore: 0,
      sets: [],
    });
  });
});
