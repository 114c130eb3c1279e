import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, cities, districts, events, gameCategories, gameTypes, matchStatistics, matchStatValues, players, provinces, skillLevels, subdistricts, users } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { countDependents, describeDependents, removalToast } from "~/models/dependents.server";
import { gameCategoryDependents, removeGameCategory } from "~/models/master-data/game-category.server";
import { gameTypeDependents, removeGameType, saveGameType } from "~/models/master-data/game-type.server";
import { matchStatisticDependents, removeMatchStatistic, saveMatchStatistic } from "~/models/master-data/match-statistic.server";
import { regionDependents, removeRegion, saveRegion } from "~/models/regions/region.server";
import { removeSkillLevel, saveSkillLevel, skillLevelDependents } from "~/models/master-data/skill-level.server";
import { prepareDatabase } from "~/seed/prepare.server";

/**
 * The full seed: national regions, master data and the demo event (Martabaks
 * Vol. 2 at Gelora, Tanah Abang, Jakarta Pusat) with players, matches and
 * recorded statistics — everything a refused delete can point at.
 */
let adminId: number;
const idOf = <T extends { id: number }>(row: T | undefined) => row!.id;

beforeAll(async () => {
  process.env.ADMIN_PASSWORD = "dependents-test-admin-password";
  process.env.DEMO_PASSWORD = "dependents-test-demo-password";
  await prepareDatabase();
  adminId = idOf(getDb().select({ id: users.id }).from(users).where(eq(users.role, "admin")).get());
}, 60_000);

const byCode = {
  province: (code: string) => idOf(getDb().select({ id: provinces.id }).from(provinces).where(eq(provinces.code, code)).get()),
  city: (code: string) => idOf(getDb().select({ id: cities.id }).from(cities).where(eq(cities.code, code)).get()),
  district: (code: string) => idOf(getDb().select({ id: districts.id }).from(districts).where(eq(districts.code, code)).get()),
  subdistrict: (code: string) => idOf(getDb().select({ id: subdistricts.id }).from(subdistricts).where(eq(subdistricts.code, code)).get()),
};

const english: Record<string, string> = { "dependents.districts": "districts", "dependents.events": "events" };
const t = (key: string, options?: Record<string, unknown>) => (key === "list.deleteBlocked" ? `${options!.name} is used by: ${options!.dependents}` : `${options?.count} ${english[key] ?? key}`);

describe("counting dependents", () => {
  it("returns only the kinds that have rows, with their counts", () => {
    const bandung = byCode.city("32.73");
    const counts = countDependents(
      [
        { table: districts, column: districts.cityId, label: "dependents.districts" },
        { table: events, column: events.cityId, label: "dependents.events" },
      ],
      bandung,
    );
    expect(counts).toEqual([{ label: "dependents.districts", count: 30 }]);
    expect(describeDependents(t, counts)).toBe("30 districts");
  });

  it("is empty for a record nothing refers to", () => {
    expect(countDependents([{ table: districts, column: districts.cityId, label: "dependents.districts" }], 999_999)).toEqual([]);
  });

  it("turns a refusal into a message naming the record and its dependents", () => {
    expect(
      removalToast(t, {
        ok: false,
        error: "list.deleteBlocked",
        name: "KOTA BANDUNG",
        dependents: [
          { label: "dependents.districts", count: 30 },
          { label: "dependents.events", count: 2 },
        ],
      }),
    ).toEqual({
      type: "error",
      message: "KOTA BANDUNG is used by: 30 districts, 2 events",
    });
  });
});

describe("refused region deletes", () => {
  it("a province with cities, and the one of an event", () => {
    expect(regionDependents("province", byCode.province("32"))).toEqual([{ label: "dependents.cities", count: 27 }]);
    expect(regionDependents("province", byCode.province("31"))).toEqual([
      { label: "dependents.cities", count: 6 },
      { label: "dependents.events", count: 1 },
    ]);
    expect(removeRegion("province", byCode.province("31"), adminId)).toMatchObject({ ok: false, error: "list.deleteBlocked", name: "DKI JAKARTA" });
  });

  it("a city with districts, events and players", () => {
    const dependents = regionDependents("city", byCode.city("31.71"));
    expect(dependents.map((d) => d.label)).toEqual(["dependents.districts", "dependents.events", "dependents.players"]);
    expect(dependents[0]!.count).toBe(8);
  });

  it("a district with subdistricts, and a subdistrict used by an event", () => {
    expect(regionDependents("district", byCode.district("31.71.07"))).toEqual([
      { label: "dependents.subdistricts", count: 7 },
      { label: "dependents.events", count: 1 },
    ]);
    expect(regionDependents("subdistrict", byCode.subdistrict("31.71.07.1001"))).toEqual([{ label: "dependents.events", count: 1 }]);
    expect(removeRegion("subdistrict", byCode.subdistrict("31.71.07.1001"), adminId)).toMatchObject({ ok: false, dependents: [{ label: "dependents.events", count: 1 }] });
  });

  it("deletes a region nothing depends on and writes the audit log", () => {
    const created = saveRegion("subdistrict", { code: "31.71.07.9999", name: "Kelurahan Uji", parentId: byCode.district("31.71.07"), postalCode: null }, adminId);
    if (!created.ok) throw new Error("setup");
    expect(removeRegion("subdistrict", created.region.id, adminId)).toEqual({ ok: true, name: "Kelurahan Uji" });
    const entries = getDb().select().from(auditLog).where(eq(auditLog.entityId, created.region.id)).all();
    expect(entries.map((e) => [e.action, e.entity])).toEqual([
      ["create", "subdistrict"],
      ["delete", "subdistrict"],
    ]);
  });
});

describe("refused master-data deletes", () => {
  it("a skill level used by categories and players", () => {
    const level = getDb().select().from(skillLevels).where(eq(skillLevels.name, "Beginner")).get()!;
    const dependents = skillLevelDependents(level.id);
    expect(dependents.map((d) => d.label)).toEqual(["dependents.gameCategories", "dependents.players"]);
    expect(removeSkillLevel(level.id, adminId)).toMatchObject({ ok: false, name: "Beginner" });
  });

  it("a game type with categories, statistics and matches", () => {
    const padel = getDb().select().from(gameTypes).where(eq(gameTypes.name, "Padel")).get()!;
    const dependents = gameTypeDependents(padel.id);
    expect(dependents.map((d) => d.label)).toEqual(["dependents.gameCategories", "dependents.statistics", "dependents.matches"]);
    expect(dependents.find((d) => d.label === "dependents.gameCategories")!.count).toBe(12);
    expect(removeGameType(padel.id, adminId)).toMatchObject({ ok: false, error: "list.deleteBlocked" });
  });

  it("a game category an event plays", () => {
    const played = getDb()
      .select()
      .from(gameCategories)
      .all()
      .find((c) => gameCategoryDependents(c.id).length > 0)!;
    expect(gameCategoryDependents(played.id)).toEqual([{ label: "dependents.events", count: 1 }]);
    expect(removeGameCategory(played.id, adminId, () => "Padel")).toMatchObject({ ok: false, name: "Padel" });
  });

  it("a statistic with recorded values", () => {
    const recorded = getDb().select({ id: matchStatValues.statisticId }).from(matchStatValues).limit(1).get()!;
    expect(matchStatisticDependents(recorded.id)[0]).toMatchObject({ label: "dependents.statValues" });
    expect(removeMatchStatistic(recorded.id, adminId)).toMatchObject({ ok: false });
    expect(getDb().select().from(matchStatistics).where(eq(matchStatistics.id, recorded.id)).get()).toBeDefined();
  });

  it("deletes master data nothing refers to", () => {
    const type = saveGameType(
      {
        name: "Sepak Takraw",
        scoring: "sets",
        setsToWin: 2,
        playersPerSide: 3,
        setTarget: 21,
        winByTwo: true,
        setCap: 25,
        active: true,
        pointCounting: "rally",
        deuce: "advantage",
        tieBreakTo: 7,
        matchTieBreakTo: null,
        serve: "rallyWinner",
        intervalAt: null,
        decidingEndsAt: null,
        halfMinutes: null,
      },
      adminId,
    );
    const level = saveSkillLevel({ name: "Veteran", color: "#123456", position: 99 }, adminId);
    if (!type.ok || !level.ok) throw new Error("setup");
    const statistic = saveMatchStatistic({ name: "Servis", key: "serves", gameTypeId: type.gameType.id, sortOrder: 1 }, adminId);
    if (!statistic.ok) throw new Error("setup");
    expect(removeGameType(type.gameType.id, adminId)).toMatchObject({ ok: false, dependents: [{ label: "dependents.statistics", count: 1 }] });
    expect(removeMatchStatistic(statistic.statistic.id, adminId)).toEqual({ ok: true, name: "Servis" });
    expect(removeGameType(type.gameType.id, adminId)).toEqual({ ok: true, name: "Sepak Takraw" });
    expect(removeSkillLevel(level.skillLevel.id, adminId)).toEqual({ ok: true, name: "Veteran" });
    expect(getDb().select().from(players).where(eq(players.skillLevelId, level.skillLevel.id)).all()).toEqual([]);
  });
});
