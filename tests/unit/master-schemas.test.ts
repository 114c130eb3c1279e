import { describe, expect, it } from "vitest";
import { isCodeSearch, startsWith } from "~/models/list.server";
import { gameTypeSchema } from "~/routes/backoffice/game-types/game-type-schema";
import { matchStatisticRowSchema, matchStatisticSchema } from "~/routes/backoffice/match-statistics/match-statistic-schema";
import { parentCodeOf, regionRowSchema, regionSchema } from "~/routes/backoffice/regions/region-schema";
import { skillLevelSchema } from "~/routes/backoffice/skill-levels/skill-level-schema";
import { listReturnPath } from "~/utils/list-params";
import { SQLiteSyncDialect } from "drizzle-orm/sqlite-core";
import { sql } from "drizzle-orm";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);

describe("region codes", () => {
  it.each([
    ["province", "32", true],
    ["province", "3", false],
    ["city", "32.73", true],
    ["city", "3273", false],
    ["district", "32.73.01", true],
    ["district", "32.73.1", false],
    ["subdistrict", "32.73.01.1001", true],
    ["subdistrict", "32.73.01.101", false],
  ] as const)("%s %s is valid: %s", (entity, code, valid) => {
    expect(regionSchema(entity).safeParse({ code, name: "X", parentId: 1 }).success).toBe(valid);
  });

  it("says the expected format in the message", () => {
    expect(messages(regionSchema("district").safeParse({ code: "32-73-01", name: "Coblong", parentId: 1 }))).toEqual(["code: regions.errors.codeFormat?format=NN.NN.NN&example=32.73.01"]);
  });

  it("needs a parent below provinces, and a five-digit postal code when one is given", () => {
    expect(messages(regionSchema("city").safeParse({ code: "32.73", name: "Kota Bandung" }))).toEqual(["parentId: regions.errors.parentRequired"]);
    expect(regionSchema("province").safeParse({ code: "32", name: "Jawa Barat" }).success).toBe(true);
    expect(messages(regionSchema("subdistrict").safeParse({ code: "32.73.01.1001", name: "Dago", parentId: 1, postalCode: "4013" }))).toEqual(["postalCode: regions.errors.postalCode"]);
  });

  it("limits a name to 100 characters", () => {
    expect(messages(regionSchema("province").safeParse({ code: "32", name: "x".repeat(101) }))).toEqual(["name: validation.tooLong?max=100"]);
  });

  it("takes a spreadsheet row's parent from its code, and checks a parent code column against it", () => {
    expect(parentCodeOf("32.73.01.1001")).toBe("32.73.01");
    expect(parentCodeOf("32")).toBeNull();
    expect(regionRowSchema("district").safeParse({ code: "32.73.01", name: "Sukasari", parentCode: "32.73" }).success).toBe(true);
    expect(messages(regionRowSchema("district").safeParse({ code: "32.73.01", name: "Sukasari", parentCode: "32.74" }))).toEqual(["parentCode: regions.errors.parentCodeMismatch?prefix=32.73"]);
  });
});

describe("game types", () => {
  const padel = { name: "Padel", scoring: "sets", playersPerSide: 2, setsToWin: 2, setTarget: 6, winByTwo: true, setCap: 7, matchMinutes: 60, active: true };

  it("accepts the seeded rules", () => {
    expect(gameTypeSchema.safeParse(padel).success).toBe(true);
    expect(gameTypeSchema.safeParse({ ...padel, name: "Futsal", scoring: "goals", setTarget: 0, setCap: undefined, winByTwo: false }).success).toBe(true);
  });

  it("needs a set target for sets; counted in rally points, a cap above the target that comes with win by two, and an interval before the target", () => {
    expect(messages(gameTypeSchema.safeParse({ ...padel, setTarget: 0, setCap: undefined }))).toEqual(["setTarget: gameTypes.errors.setTargetRequired"]);
    const badminton = { ...padel, pointCounting: "rally", setTarget: 21, setCap: 30, intervalAt: 11 };
    expect(messages(gameTypeSchema.safeParse(badminton))).toEqual([]);
    expect(messages(gameTypeSchema.safeParse({ ...badminton, setCap: 21 }))).toEqual(["setCap: gameTypes.errors.capAboveTarget?target=21"]);
    expect(messages(gameTypeSchema.safeParse({ ...badminton, winByTwo: false }))).toEqual(["setCap: gameTypes.errors.capNeedsWinByTwo"]);
    expect(messages(gameTypeSchema.safeParse({ ...badminton, intervalAt: 21 }))).toEqual(["intervalAt: gameTypes.errors.intervalBelowTarget?target=21"]);
    expect(messages(gameTypeSchema.safeParse({ ...badminton, decidingEndsAt: 11 }))).toEqual([]);
    expect(messages(gameTypeSchema.safeParse({ ...badminton, decidingEndsAt: 25 }))).toEqual(["decidingEndsAt: gameTypes.errors.endsBelowTarget?target=21"]);
    // Counted in games, the cap and margin follow from the target (a tie-break at the target all): what was typed there is not checked.
    expect(messages(gameTypeSchema.safeParse({ ...padel, setCap: 6, winByTwo: false }))).toEqual([]);
  });

  it("keeps numbers whole and in range", () => {
    expect(messages(gameTypeSchema.safeParse({ ...padel, setsToWin: 6, playersPerSide: 1.5 }))).toEqual([
      "playersPerSide: masterData.validation.wholeNumber",
      "setsToWin: masterData.validation.range?min=1&max=5",
    ]);
  });

  it("needs the usual length of a match, the event planner's default, in minutes from 5 to 600", () => {
    expect(messages(gameTypeSchema.safeParse({ ...padel, matchMinutes: undefined }))).toEqual(["matchMinutes: validation.required"]);
    expect(messages(gameTypeSchema.safeParse({ ...padel, matchMinutes: 4 }))).toEqual(["matchMinutes: masterData.validation.range?min=5&max=600"]);
    expect(messages(gameTypeSchema.safeParse({ ...padel, matchMinutes: 30.5 }))).toEqual(["matchMinutes: masterData.validation.wholeNumber"]);
    expect(gameTypeSchema.safeParse({ ...padel, matchMinutes: 75 }).data?.matchMinutes).toBe(75);
  });
});

describe("skill levels and statistics", () => {
  it("takes a colour only as #RRGGBB", () => {
    expect(skillLevelSchema.safeParse({ name: "Pemula", color: "#22c55e", position: 1 }).success).toBe(true);
    for (const color of ["22C55E", "#22C55", "#GGGGGG", "red"]) {
      expect(messages(skillLevelSchema.safeParse({ name: "Pemula", color, position: 1 }))).toEqual(["color: skillLevels.errors.color"]);
    }
  });

  it("takes a key only in lower_snake_case", () => {
    for (const key of ["aces", "unforced_errors", "shots_on_target2"]) expect(matchStatisticSchema.safeParse({ name: "X", key, sortOrder: 1 }).success).toBe(true);
    for (const key of ["Aces", "double-faults", "_aces", "aces_", "2aces", "net  kills"]) {
      expect(messages(matchStatisticSchema.safeParse({ name: "X", key, sortOrder: 1 }))).toEqual(["key: statistics.errors.keyFormat"]);
    }
  });

  it("reads a spreadsheet order as a number", () => {
    expect(matchStatisticRowSchema.parse({ name: "Aces", key: "aces", sortOrder: "3" })).toEqual({ name: "Aces", key: "aces", sortOrder: 3 });
    expect(messages(matchStatisticRowSchema.safeParse({ name: "Aces", key: "aces", sortOrder: "tiga" }))).toEqual(["sortOrder: masterData.validation.wholeNumber"]);
  });
});

describe("list helpers", () => {
  it("tells a code search from a name search", () => {
    expect(isCodeSearch("32")).toBe(true);
    expect(isCodeSearch("32.73.0")).toBe(true);
    expect(isCodeSearch("Bandung 2")).toBe(false);
    expect(isCodeSearch(".32")).toBe(false);
  });

  it("escapes GLOB's wildcards in a prefix search", () => {
    const dialect = new SQLiteSyncDialect();
    expect(dialect.sqlToQuery(startsWith(sql`code`, "3*2?[")).params).toEqual(["3[*]2[?][[]*"]);
  });

  it("returns to a list without the one-off states", () => {
    expect(listReturnPath(new URL("http://x/list-city?q=band&confirm=3&intent=remove&page=2"))).toBe("/list-city?q=band&page=2");
    expect(listReturnPath(new URL("http://x/list-city?confirm=3"), ["confirm"])).toBe("/list-city");
  });
});
