import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventCategories, events, gameCategories, gameTypes, matchStatistics, skillLevels } from "#drizzle/schema";
import { getDb, migrateDatabase } from "~/db.server";
import { removeGameCategory, saveGameCategory } from "~/models/master-data/game-category.server";
import { removeGameType, saveGameType, type GameTypeInput } from "~/models/master-data/game-type.server";
import { applyMatchStatisticImport, planMatchStatisticImport, removeMatchStatistic, saveMatchStatistic } from "~/models/master-data/match-statistic.server";
import { MASTER_IN_USE, usedByEvents } from "~/models/master-data/master-use.server";
import { moveSkillLevel, removeSkillLevel, reorderSkillLevels, saveSkillLevel, skillLevelChoices } from "~/models/master-data/skill-level.server";
import { createUser } from "~/models/accounts/user.server";
import { seedMasterData } from "~/seed/master-data.server";

let adminId: number;
let managerId: number;
const typeId = (name: string) => getDb().select({ id: gameTypes.id }).from(gameTypes).where(eq(gameTypes.name, name)).get()!.id;
const levelId = (name: string) => getDb().select({ id: skillLevels.id }).from(skillLevels).where(eq(skillLevels.name, name)).get()!.id;
const statisticId = (gameType: string | null, key: string) =>
  getDb()
    .select({ id: matchStatistics.id })
    .from(matchStatistics)
    .where(and(eq(matchStatistics.key, key), gameType === null ? isNull(matchStatistics.gameTypeId) : eq(matchStatistics.gameTypeId, typeId(gameType))))
    .get()!.id;
const order = () => skillLevelChoices().map((l) => l.name);
const squash: GameTypeInput = {
  name: "Squash",
  scoring: "sets",
  setsToWin: 3,
  playersPerSide: 1,
  setTarget: 11,
  winByTwo: true,
  setCap: null,
  active: true,
  pointCounting: "rally",
  deuce: "advantage",
  tieBreakTo: 7,
  matchTieBreakTo: null,
  serve: "twoEach",
  intervalAt: null,
  decidingEndsAt: null,
  halfMinutes: null,
};
let padelBeginnerMen: number;

beforeAll(async () => {
  migrateDatabase(getDb());
  seedMasterData(getDb());
  adminId = (await createUser({ name: "Admin", email: "admin@example.id", role: "admin", password: "master-access-password" })).id;
  managerId = (await createUser({ name: "Pengelola", email: "pengelola@example.id", role: "event", password: "master-access-password" })).id;
  // One event plays Padel Beginner men: that category, Padel, Beginner and Padel's statistics are in use.
  const db = getDb();
  padelBeginnerMen = db
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .where(and(eq(gameCategories.gameTypeId, typeId("Padel")), eq(gameCategories.skillLevelId, levelId("Beginner")), eq(gameCategories.gender, "men")))
    .get()!.id;
  const event = db
    .insert(events)
    .values({ slug: "liga-master", name: "Liga Master", startsAt: new Date(Date.UTC(2027, 0, 9)), endsAt: new Date(Date.UTC(2027, 0, 10)) })
    .returning()
    .get();
  db.insert(eventCategories).values({ eventId: event.id, gameCategoryId: padelBeginnerMen }).run();
});

describe("master data an event uses", () => {
  it("is what an event plays: its game category, the game type and skill level of it, and that game type's statistics", () => {
    expect(usedByEvents("gameCategory", [padelBeginnerMen])).toEqual(new Set([padelBeginnerMen]));
    expect(usedByEvents("gameType", [typeId("Padel"), typeId("Tennis")])).toEqual(new Set([typeId("Padel")]));
    expect(usedByEvents("skillLevel", [levelId("Beginner"), levelId("Professional")])).toEqual(new Set([levelId("Beginner")]));
    const padelSmashes = statisticId("Padel", "smashes");
    expect(usedByEvents("matchStatistic", [padelSmashes, statisticId("Tennis", "aces")])).toEqual(new Set([padelSmashes]));
  });

  it("is not renamed or deleted by an event manager, and stays as it was", () => {
    expect(saveSkillLevel({ name: "Expert", color: "#123456", position: 1 }, managerId, levelId("Beginner"))).toEqual({ ok: false, field: null, error: MASTER_IN_USE });
    expect(removeSkillLevel(levelId("Beginner"), managerId)).toMatchObject({ ok: false, error: MASTER_IN_USE, name: "Beginner" });
    expect(saveGameType({ ...squash, name: "Padel Baru" }, managerId, typeId("Padel"))).toEqual({ ok: false, field: null, error: MASTER_IN_USE });
    expect(removeGameType(typeId("Padel"), managerId)).toMatchObject({ ok: false, error: MASTER_IN_USE });
    expect(saveGameCategory({ gameTypeId: typeId("Padel"), skillLevelId: levelId("Beginner"), gender: "men", name: "Ganti" }, managerId, padelBeginnerMen)).toEqual({
      ok: false,
      field: null,
      error: MASTER_IN_USE,
    });
    expect(removeGameCategory(padelBeginnerMen, managerId, () => "Padel Beginner Putra")).toMatchObject({ ok: false, error: MASTER_IN_USE, name: "Padel Beginner Putra" });
    const smashes = statisticId("Padel", "smashes");
    expect(saveMatchStatistic({ name: "Smash Keras", key: "smashes", gameTypeId: typeId("Padel"), sortOrder: 1 }, managerId, smashes)).toEqual({ ok: false, field: null, error: MASTER_IN_USE });
    expect(removeMatchStatistic(smashes, managerId)).toMatchObject({ ok: false, error: MASTER_IN_USE });
    expect(
      getDb()
        .select({ name: skillLevels.name })
        .from(skillLevels)
        .where(eq(skillLevels.id, levelId("Beginner")))
        .get(),
    ).toEqual({ name: "Beginner" });
    expect(getDb().select({ name: matchStatistics.name }).from(matchStatistics).where(eq(matchStatistics.id, smashes)).get()).toEqual({ name: "Smashes" });
  });

  it("keeps its order among itself against an event manager; what no event uses moves freely", () => {
    expect(order()).toEqual(["Beginner", "Intermediate", "Advanced", "Professional"]);
    // Only Beginner is in use: moving it past levels no event uses is allowed.
    expect(moveSkillLevel(levelId("Beginner"), "down", managerId)).toBe("done");
    expect(order()).toEqual(["Intermediate", "Beginner", "Advanced", "Professional"]);
    const padelAdvancedMen = getDb()
      .select({ id: gameCategories.id })
      .from(gameCategories)
      .where(and(eq(gameCategories.gameTypeId, typeId("Padel")), eq(gameCategories.skillLevelId, levelId("Advanced")), eq(gameCategories.gender, "men")))
      .get()!;
    getDb()
      .insert(eventCategories)
      .values({ eventId: getDb().select({ id: events.id }).from(events).get()!.id, gameCategoryId: padelAdvancedMen.id })
      .run();
    // Now Advanced is in use too: Beginner may not pass it, and a dragged page may not swap them.
    expect(moveSkillLevel(levelId("Beginner"), "down", managerId)).toBe(MASTER_IN_USE);
    expect(reorderSkillLevels([levelId("Advanced"), levelId("Beginner")], managerId)).toBe(MASTER_IN_USE);
    expect(moveSkillLevel(levelId("Intermediate"), "down", managerId)).toBe("done");
    expect(order()).toEqual(["Beginner", "Intermediate", "Advanced", "Professional"]);
    expect(moveSkillLevel(levelId("Beginner"), "down", adminId)).toBe("done");
    expect(moveSkillLevel(levelId("Beginner"), "up", adminId)).toBe("done");
  });

  it("is refused in an event manager's statistics import, row by row, and taken from an admin", () => {
    const rows = [
      { row: 2, value: { gameType: "Padel", name: "Smash Keras", key: "smashes" } },
      { row: 3, value: { gameType: "Tennis", name: "Ace Langsung", key: "aces" } },
    ];
    const plan = planMatchStatisticImport(rows, managerId);
    expect(plan.errors).toEqual([{ row: 2, field: "name", message: `${MASTER_IN_USE}?name=Smashes` }]);
    expect(applyMatchStatisticImport(rows, managerId)).toMatchObject({ ok: false });
    expect(applyMatchStatisticImport(rows, adminId)).toEqual({ ok: true, summary: { added: 0, updated: 2, unchanged: 0 } });
  });

  it("is changed by an admin, with deletes still refused while other records depend on it", () => {
    expect(saveSkillLevel({ name: "Beginner", color: "#22C55E", position: 1 }, adminId, levelId("Beginner"))).toMatchObject({ ok: true });
    expect(removeSkillLevel(levelId("Beginner"), adminId)).toMatchObject({ ok: false, error: "list.deleteBlocked" });
    expect(removeGameCategory(padelBeginnerMen, adminId, () => "Padel Beginner Putra")).toMatchObject({ ok: false, error: "list.deleteBlocked" });
  });
});

describe("master data no event uses", () => {
  it("is added, changed and deleted by an event manager", () => {
    const level = saveSkillLevel({ name: "Antar Kampung", color: "#0f766e", position: 1 }, managerId);
    if (!level.ok) throw new Error(level.error);
    expect(order()[0]).toBe("Antar Kampung");
    expect(saveSkillLevel({ name: "Antar Desa", color: "#0f766e", position: 5 }, managerId, level.skillLevel.id)).toMatchObject({ ok: true });
    expect(removeSkillLevel(level.skillLevel.id, managerId)).toEqual({ ok: true, name: "Antar Desa" });
    const type = saveGameType(squash, managerId);
    if (!type.ok) throw new Error(type.error);
    expect(saveGameType({ ...squash, setTarget: 9 }, managerId, type.gameType.id)).toMatchObject({ ok: true });
    expect(removeGameType(type.gameType.id, managerId)).toEqual({ ok: true, name: "Squash" });
    const aces = statisticId("Tennis", "aces");
    expect(saveMatchStatistic({ name: "Ace", key: "aces", gameTypeId: typeId("Tennis"), sortOrder: 1 }, managerId, aces)).toMatchObject({ ok: true });
  });
});
