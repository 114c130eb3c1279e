import { describe, expect, it } from "vitest";
import { acceptedInto, canMove, entrantIssues, entrantMayChange, filledByAPerson, MAX_FILL_MS, MIN_FILL_MS, placesLeft, promotionsDue, windowState } from "~/domain/entries";

describe("windowState", () => {
  const window = { opensAt: new Date("2026-03-01T01:00:00Z"), closesAt: new Date("2026-03-10T16:59:00Z") };
  it.each([
    ["2026-03-01T00:59:59Z", "notYet"],
    ["2026-03-01T01:00:00Z", "open"],
    ["2026-03-10T16:58:59Z", "open"],
    ["2026-03-10T16:59:00Z", "closed"],
  ])("at %s it is %s", (now, state) => {
    expect(windowState(window, new Date(now))).toBe(state);
  });
});

describe("places", () => {
  it("counts down to none and never below", () => {
    expect(placesLeft(4, 1)).toBe(3);
    expect(placesLeft(4, 4)).toBe(0);
    expect(placesLeft(4, 6)).toBe(0);
    expect(placesLeft(null, 40)).toBeNull();
  });

  it("accepts while a place is left, then puts in the waiting line or refuses", () => {
    expect(acceptedInto(1, false)).toBe("accepted");
    expect(acceptedInto(null, false)).toBe("accepted");
    expect(acceptedInto(0, true)).toBe("waiting");
    expect(acceptedInto(0, false)).toBe("full");
  });
});

describe("the waiting line moving up", () => {
  it("fills the free places, no more than wait, and only when the window promotes by itself", () => {
    expect(promotionsDue(1, 3, true)).toBe(1);
    expect(promotionsDue(3, 2, true)).toBe(2);
    expect(promotionsDue(0, 2, true)).toBe(0);
    expect(promotionsDue(2, 2, false)).toBe(0);
    // No limit: nobody waits for a place, so a line staff made by hand stays theirs.
    expect(promotionsDue(null, 2, true)).toBe(0);
  });

  it.each([2, 4, 8, 16, 32, 64, 128])("never lets a category of %i places hold more teams than it has", (maxTeams) => {
    for (let teams = 0; teams <= maxTeams; teams++) {
      for (const waiting of [0, 1, maxTeams - 1, maxTeams, maxTeams * 2]) {
        const due = promotionsDue(placesLeft(maxTeams, teams), waiting, true);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(waiting);
        expect(teams + due).toBeLessThanOrEqual(maxTeams);
        // Every place that can be filled is.
        expect(due).toBe(Math.min(maxTeams - teams, waiting));
      }
    }
  });

  it("tells an entrant the places less the pending entries, each of which may take one", () => {
    expect(placesLeft(8, 1 + 1)).toBe(6);
    expect(placesLeft(8, 2 + 7)).toBe(0);
  });
});

describe("moves", () => {
  it("lets staff promote from the waiting line but never bring back a withdrawal", () => {
    expect(canMove("waiting", "accepted")).toBe(true);
    expect(canMove("pending", "rejected")).toBe(true);
    expect(canMove("rejected", "pending")).toBe(true);
    expect(canMove("accepted", "pending")).toBe(false);
    expect(canMove("accepted", "rejected")).toBe(false);
    expect(canMove("withdrawn", "accepted")).toBe(false);
  });

  it("lets the entrant change or withdraw until entries close", () => {
    const closes = new Date("2026-03-10T17:00:00Z");
    expect(entrantMayChange("accepted", closes, new Date("2026-03-10T16:00:00Z"))).toBe(true);
    expect(entrantMayChange("accepted", closes, closes)).toBe(false);
    expect(entrantMayChange("withdrawn", closes, new Date("2026-03-01T00:00:00Z"))).toBe(false);
    expect(entrantMayChange("rejected", closes, new Date("2026-03-01T00:00:00Z"))).toBe(false);
  });
});

describe("the form's time check", () => {
  it("refuses a form sent faster than a person types, or days later", () => {
    expect(filledByAPerson(1_000, 1_000 + MIN_FILL_MS - 1)).toBe(false);
    expect(filledByAPerson(1_000, 1_000 + MIN_FILL_MS)).toBe(true);
    expect(filledByAPerson(1_000, 1_001 + MAX_FILL_MS)).toBe(false);
    expect(filledByAPerson(5_000, 1_000)).toBe(false);
  });
});

describe("entrantIssues: the roster rules of the category", () => {
  it("asks a pair for two players of the category's genders", () => {
    expect(entrantIssues({ playersPerSide: 2, gender: "men" }, ["male", "male"])).toEqual([]);
    expect(entrantIssues({ playersPerSide: 2, gender: "men" }, ["male", "female"])).toEqual(["teams.errors.menOnly"]);
    expect(entrantIssues({ playersPerSide: 2, gender: "mixed" }, ["female", "female"])).toEqual(["teams.errors.mixedPair"]);
    expect(entrantIssues({ playersPerSide: 2, gender: "open" }, ["male"])).toEqual(["teams.errors.rosterExactly?count=2"]);
  });

  it("asks a team sport for a full side", () => {
    expect(entrantIssues({ playersPerSide: 5, gender: "open" }, ["male", "male", "male", "male"])).toEqual(["teams.errors.rosterAtLeast?count=5"]);
  });
});
