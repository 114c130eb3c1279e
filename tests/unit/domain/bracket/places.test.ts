import { describe, expect, it } from "vitest";
import { buildBracket, type BracketInput } from "~/domain/bracket/build";
import { isEntrantSource, type EliminationMatch, type MatchResult } from "~/domain/bracket/match";
import { competitionOf, finishingPlaces, type Competition, type FinishingPlace, type PlayedMatch } from "~/domain/bracket/places";
import { bracketSize } from "~/domain/bracket/single";
import { defaultKnockoutSettings, type KnockoutSettings } from "~/domain/bracket/settings";
import { seededRandom, type Random } from "~/domain/random";
import { playOut, type PlayedOut } from "../../../support/play-out";

/** Ids 100 …; as many seeds as the draw's size takes (a quarter of its lines, at least 2). */
const teams = (n: number) => {
  const seeds = Math.min(n, Math.max(2, bracketSize(n) / 4));
  return Array.from({ length: n }, (_, i) => ({ id: 100 + i, seed: i < seeds ? i + 1 : null, club: null }));
};

const drawOf = (n: number, settings: Partial<KnockoutSettings>, thirdPlace: boolean, drawNumber = 77): BracketInput => ({
  entrants: { kind: "teams", teams: teams(n) },
  settings: { ...defaultKnockoutSettings, ...settings },
  thirdPlace,
  drawNumber,
});

const groupsOf = (count: number, size: number, advancing: number, thirdPlace: boolean): BracketInput => ({
  entrants: { kind: "groups", groups: Array.from({ length: count }, (_, i) => ({ name: String.fromCharCode(65 + i), advancing, teams: size })) },
  settings: { ...defaultKnockoutSettings, plate: "groups" },
  thirdPlace,
  drawNumber: 5,
});

/** The bracket as the database keeps it: no places, every entrant's team in (a group place gets a team of its own). */
function asStored(input: BracketInput): EliminationMatch[] {
  const ids = new Map<string, number>();
  const teamOf = (source: string, known: number | null) => known ?? (isEntrantSource(source) ? (ids.get(source) ?? ids.set(source, 500 + ids.size).get(source)!) : null);
  return buildBracket(input).matches.map((m) => ({
    ...m,
    homeTeamId: teamOf(m.homeSource, m.homeTeamId),
    awayTeamId: teamOf(m.awaySource, m.awayTeamId),
    loserPlace: null,
    winnerPlace: null,
  }));
}

/** The same winners whatever the order asked in: each match's side drawn once. */
function picker(random: Random) {
  const sides = new Map<string, "home" | "away">();
  return (m: EliminationMatch) => sides.get(m.code) ?? sides.set(m.code, random.below(2) === 0 ? "home" : "away").get(m.code)!;
}

/** The rows as stored after these results: each decided match with its winner. */
const rows = (out: PlayedOut): PlayedMatch[] => {
  const winners = new Map(out.results.map((r) => [r.code, r.winnerId]));
  return out.matches.map((m) => ({ ...m, winnerTeamId: winners.get(m.code) ?? null }));
};

const resultsIn = (out: PlayedOut, competition: Competition): MatchResult[] => {
  const byCode = new Map(out.matches.map((m) => [m.code, m]));
  return out.results.filter((r) => competitionOf(byCode.get(r.code)!.bracket) === competition);
};

const label = (place: FinishingPlace["place"]) => (place.from === place.to ? `${place.from}` : `${place.from}–${place.to}`);

function checkComplete(out: PlayedOut, places: FinishingPlace[]) {
  for (const competition of ["main", "plate"] as const) {
    const results = resultsIn(out, competition);
    const own = places.filter((p) => p.competition === competition);
    const played = new Set(results.flatMap((r) => [r.winnerId, r.loserId]));
    // Every team that played gets exactly one place.
    expect(own.map((p) => p.teamId).sort()).toEqual([...played].sort());
    // The places run 1, 2, … without a gap or an overlap; a shared range holds as many teams as it names
    // (a plate's round may hold one fewer when a line stayed empty).
    const ranges = [...new Map(own.map((p) => [label(p.place), p.place])).values()].sort((a, b) => a.from - b.from);
    ranges.forEach((range, i) => {
      expect(range.from).toBe(i === 0 ? 1 : ranges[i - 1]!.to + 1);
      const holding = own.filter((p) => p.place.from === range.from).length;
      const emptyLine = competition === "plate" && [...out.notNeeded].some((code) => code.startsWith("P"));
      if (emptyLine) expect(holding).toBeLessThanOrEqual(range.to - range.from + 1);
      else expect(holding).toBe(range.to - range.from + 1);
    });
    if (results.length === 0) continue;
    // Consistent with the results: a team's last match decides its place, and the team that ended a run finishes above it.
    const placeOf = new Map(own.map((p) => [p.teamId, p.place]));
    const lastOf = new Map<number, MatchResult>();
    for (const r of results) for (const id of [r.winnerId, r.loserId]) lastOf.set(id, r);
    for (const [teamId, last] of lastOf) {
      if (last.loserId === teamId) expect(placeOf.get(last.winnerId)!.from).toBeLessThan(placeOf.get(teamId)!.from);
    }
    const champion = own.find((p) => p.place.from === 1)!;
    expect(lastOf.get(champion.teamId)!.winnerId).toBe(champion.teamId);
  }
}

function checkPartial(stored: EliminationMatch[], seed: number, complete: FinishingPlace[], full: PlayedOut) {
  const random = seededRandom(seed + 1);
  for (let run = 0; run < 4; run++) {
    const k = random.below(full.results.length + 1);
    const partial = playOut(stored, seededRandom(seed), picker(seededRandom(seed)), k);
    const places = finishingPlaces(rows(partial));
    const byCode = new Map(stored.map((m) => [m.code, m]));
    for (const p of places) {
      // A place given early is the place the team ends with …
      expect(complete).toContainEqual(p);
      // … and goes only to a team that plays no more in that competition.
      const later = full.results.slice(k).filter((r) => competitionOf(byCode.get(r.code)!.bracket) === p.competition);
      expect(later.some((r) => r.winnerId === p.teamId || r.loserId === p.teamId)).toBe(false);
    }
  }
}

function checkPlaces(input: BracketInput, seed: number) {
  const stored = asStored(input);
  const full = playOut(stored, seededRandom(seed), picker(seededRandom(seed)));
  expect(full.unplayed).toEqual([]);
  const complete = finishingPlaces(rows(full));
  checkComplete(full, complete);
  checkPartial(stored, seed, complete, full);
}

const sizes = Array.from({ length: 31 }, (_, i) => i + 2);

describe.each(sizes)("finishing places of %i teams", (n) => {
  it.each([false, true])("single elimination, third-place match %s", (third) => {
    for (const seed of [1, 2, 3]) checkPlaces(drawOf(n, {}, third, seed), n * 31 + seed);
  });
  it.each([false, true])("double elimination, reset %s", (reset) => {
    for (const seed of [1, 2, 3]) checkPlaces(drawOf(n, { elimination: "double", reset }, false, seed), n * 37 + seed);
  });
});

// A plate needs at least four main entrants (design §6.12).
describe.each(sizes.filter((n) => n >= 4))("finishing places of %i teams with a plate", (n) => {
  it.each([false, true])("a plate of first-match losers, third-place matches %s", (third) => {
    for (const seed of [1, 2, 3]) checkPlaces(drawOf(n, { plate: "firstMatch" }, third, seed), n * 41 + seed);
  });
});

describe.each([
  [2, 3, 1],
  [2, 4, 2],
  [3, 4, 2],
  [4, 3, 2],
  [4, 5, 2],
  [5, 4, 1],
  [6, 4, 2],
  [8, 4, 2],
])("%i groups of %i, %i going through, with a plate of the rest", (count, size, advancing) => {
  it.each([false, true])("third-place matches %s", (third) => {
    for (const seed of [1, 2]) checkPlaces(groupsOf(count, size, advancing, third), count * 100 + size * 10 + seed);
  });
});

describe("finishing places, as tennis and badminton list them", () => {
  const complete = (input: BracketInput, pick: (m: EliminationMatch) => "home" | "away" = () => "home") => {
    const out = playOut(asStored(input), seededRandom(1), pick);
    return finishingPlaces(rows(out)).map((p) => `${p.competition} ${label(p.place)}`);
  };

  it("8 teams: 1, 2, the semi-finals' losers share 3–4, the quarter-finals' 5–8", () => {
    expect(complete(drawOf(8, {}, false))).toEqual(["main 1", "main 2", "main 3–4", "main 3–4", "main 5–8", "main 5–8", "main 5–8", "main 5–8"]);
  });

  it("8 teams with a third-place match: 1, 2, 3, 4, then 5–8", () => {
    expect(complete(drawOf(8, {}, true))).toEqual(["main 1", "main 2", "main 3", "main 4", "main 5–8", "main 5–8", "main 5–8", "main 5–8"]);
  });

  it("a double elimination of 8: the grand final 1 and 2, the losers' final 3, its semi-final 4, then 5–6 and 7–8", () => {
    expect(complete(drawOf(8, { elimination: "double" }, false))).toEqual(["main 1", "main 2", "main 3", "main 4", "main 5–6", "main 5–6", "main 7–8", "main 7–8"]);
  });

  it("a plate of 8 teams' first-match losers: its own 1, 2 and 3–4, beside the main places", () => {
    const places = complete(drawOf(8, { plate: "firstMatch" }, false));
    expect(places.filter((p) => p.startsWith("plate"))).toEqual(["plate 1", "plate 2", "plate 3–4", "plate 3–4"]);
    expect(places.filter((p) => p.startsWith("main"))).toHaveLength(8);
  });

  it("a grand final won by the losers' bracket's winner places nobody until its reset is played", () => {
    const input = drawOf(4, { elimination: "double", reset: true }, false);
    const stored = asStored(input);
    const awayWinsGrandFinal = (m: EliminationMatch) => (m.code === "GF" ? "away" : "home");
    const beforeReset = playOut(stored, seededRandom(1), awayWinsGrandFinal, 6);
    expect(beforeReset.results.at(-1)?.code).toBe("GF");
    expect(finishingPlaces(rows(beforeReset)).map((p) => label(p.place))).toEqual(["3", "4"]);
    const after = playOut(stored, seededRandom(1), awayWinsGrandFinal);
    const gf2 = after.results.find((r) => r.code === "GF2")!;
    expect(finishingPlaces(rows(after)).slice(0, 2)).toEqual([
      { competition: "main", teamId: gf2.winnerId, place: { from: 1, to: 1 } },
      { competition: "main", teamId: gf2.loserId, place: { from: 2, to: 2 } },
    ]);
  });

  it("a bracket not yet played places nobody; a result without both teams known is not read", () => {
    const stored = asStored(drawOf(5, {}, false));
    expect(finishingPlaces(stored.map((m) => ({ ...m, winnerTeamId: null })))).toEqual([]);
    expect(finishingPlaces(stored.map((m) => ({ ...m, winnerTeamId: m.stage === "final" ? 100 : null })))).toEqual([]);
  });
});
