import { describe, expect, it } from "vitest";
import { defaultTeamName, familyName, MAX_SQUAD, rosterIssues, squadSize, type CategoryGender, type RosterPlayer } from "~/domain/roster";

const male = (id: number): RosterPlayer => ({ id, gender: "male" });
const female = (id: number): RosterPlayer => ({ id, gender: "female" });
const messages = (playersPerSide: number, gender: CategoryGender, players: RosterPlayer[], captainId: number | null = null) =>
  rosterIssues({ playersPerSide, gender }, players, captainId).map((issue) => issue.message);

describe("squadSize", () => {
  it.each([
    [1, 1, 1],
    [2, 2, 2],
    [5, 5, MAX_SQUAD],
    [11, 11, MAX_SQUAD],
    [20, 20, 20],
  ])("%i per side: %i to %i players", (perSide, min, max) => {
    expect(squadSize(perSide)).toEqual({ min, max });
  });

  it("treats a nonsense players-per-side as singles", () => {
    expect(squadSize(0)).toEqual({ min: 1, max: 1 });
  });
});

describe("rosterIssues: players per side", () => {
  it.each([
    [1, [male(1)], []],
    [1, [], ["teams.errors.rosterExactly?count=1"]],
    [1, [male(1), male(2)], ["teams.errors.rosterExactly?count=1"]],
    [2, [male(1), male(2)], []],
    [2, [male(1)], ["teams.errors.rosterExactly?count=2"]],
    [2, [male(1), male(2), male(3)], ["teams.errors.rosterExactly?count=2"]],
    [5, [1, 2, 3, 4].map(male), ["teams.errors.rosterAtLeast?count=5"]],
    [5, [1, 2, 3, 4, 5].map(male), []],
    [5, Array.from({ length: MAX_SQUAD }, (_, i) => male(i + 1)), []],
    [5, Array.from({ length: MAX_SQUAD + 1 }, (_, i) => male(i + 1)), [`teams.errors.rosterAtMost?count=${MAX_SQUAD}`]],
  ] as const)("%i per side with %j", (perSide, players, expected) => {
    expect(messages(perSide, "men", [...players])).toEqual(expected);
  });

  it("refuses the same player twice and counts them once", () => {
    expect(messages(2, "open", [male(1), male(1)])).toEqual(["teams.errors.duplicatePlayer", "teams.errors.rosterExactly?count=2"]);
  });
});

describe("rosterIssues: gender of the category", () => {
  it.each([
    ["men", [male(1), male(2)], []],
    ["men", [male(1), female(2)], ["teams.errors.menOnly"]],
    ["women", [female(1), female(2)], []],
    ["women", [female(1), male(2)], ["teams.errors.womenOnly"]],
    ["mixed", [male(1), female(2)], []],
    ["mixed", [female(1), male(2)], []],
    ["mixed", [male(1), male(2)], ["teams.errors.mixedPair"]],
    ["mixed", [female(1), female(2)], ["teams.errors.mixedPair"]],
    ["open", [male(1), male(2)], []],
    ["open", [female(1), male(2)], []],
    ["open", [female(1), female(2)], []],
  ] as const)("doubles %s with %j", (gender, players, expected) => {
    expect(messages(2, gender, [...players])).toEqual(expected);
  });

  it("judges a mixed pair only once it has two players", () => {
    expect(messages(2, "mixed", [male(1)])).toEqual(["teams.errors.rosterExactly?count=2"]);
  });

  it("plays mixed singles as open", () => {
    expect(messages(1, "mixed", [female(1)])).toEqual([]);
    expect(messages(1, "mixed", [male(1)])).toEqual([]);
  });

  it("needs both genders in a mixed team sport, in any proportion", () => {
    expect(messages(5, "mixed", [male(1), male(2), male(3), male(4), female(5)])).toEqual([]);
    expect(messages(5, "mixed", [1, 2, 3, 4, 5].map(female))).toEqual(["teams.errors.mixedTeam"]);
    expect(messages(5, "mixed", [1, 2, 3, 4, 5].map(male))).toEqual(["teams.errors.mixedTeam"]);
  });

  it("names a single woman in a men's futsal squad", () => {
    expect(messages(5, "men", [male(1), male(2), male(3), male(4), male(5), female(6)])).toEqual(["teams.errors.menOnly"]);
  });

  it("reports size and gender together", () => {
    expect(messages(2, "women", [male(1)])).toEqual(["teams.errors.rosterExactly?count=2", "teams.errors.womenOnly"]);
  });
});

describe("rosterIssues: captain", () => {
  it("is optional", () => {
    expect(rosterIssues({ playersPerSide: 2, gender: "men" }, [male(1), male(2)], null)).toEqual([]);
  });

  it("must be one of the team's players", () => {
    expect(rosterIssues({ playersPerSide: 2, gender: "men" }, [male(1), male(2)], 2)).toEqual([]);
    expect(rosterIssues({ playersPerSide: 2, gender: "men" }, [male(1), male(2)], 3)).toEqual([{ field: "captainId", message: "teams.errors.captainNotInRoster" }]);
  });

  it("sits on its own field next to roster problems", () => {
    expect(rosterIssues({ playersPerSide: 2, gender: "men" }, [], 7).map((issue) => issue.field)).toEqual(["playerIds", "captainId"]);
  });
});

describe("familyName", () => {
  it.each([
    ["Budi Santoso", "Santoso"],
    ["  Siti   Nur  Aisyah ", "Aisyah"],
    ["Sukarno", "Sukarno"],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(familyName(name)).toBe(expected);
  });
});

describe("defaultTeamName", () => {
  it("joins a pair's family names", () => {
    expect(defaultTeamName(["Budi Santoso", "Andi Wijaya"], 2)).toBe("Santoso / Wijaya");
  });

  it("keeps the order the players were picked in", () => {
    expect(defaultTeamName(["Andi Wijaya", "Budi Santoso"], 2)).toBe("Wijaya / Santoso");
  });

  it("uses full names when both share a family name", () => {
    expect(defaultTeamName(["Budi Santoso", "Adi santoso"], 2)).toBe("Budi Santoso / Adi santoso");
  });

  it("copes with single names and stray spaces", () => {
    expect(defaultTeamName(["Sukarno", "  Dewi   Lestari "], 2)).toBe("Sukarno / Lestari");
  });

  it("names a singles entry after its player", () => {
    expect(defaultTeamName(["Rina Kartika"], 1)).toBe("Rina Kartika");
  });

  it("has no default for a team sport, an empty or an oversized roster", () => {
    expect(defaultTeamName(["A B", "C D", "E F", "G H", "I J"], 5)).toBeNull();
    expect(defaultTeamName([], 2)).toBeNull();
    expect(defaultTeamName(["  "], 2)).toBeNull();
    expect(defaultTeamName(["A B", "C D", "E F"], 2)).toBeNull();
  });

  it("stays within the length of a team name", () => {
    expect(defaultTeamName(["A".repeat(100), "A".repeat(100)], 2)!.length).toBe(120);
  });
});
