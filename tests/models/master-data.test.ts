import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, gameTypes, matchStatistics, skillLevels } from "#drizzle/schema";
import { getDb, migrateDatabase } from "~/db.server";
import { gameCategoryExport, gameCategoryListSpec, listGameCategories, saveGameCategory } from "~/models/master-data/game-category.server";
import { gameTypeListSpec, listGameTypes, removeGameType, saveGameType, type GameTypeInput } from "~/models/master-data/game-type.server";
import { applyMatchStatisticImport, listMatchStatistics, matchStatisticListSpec, planMatchStatisticImport, saveMatchStatistic } from "~/models/master-data/match-statistic.server";
import { moveSkillLevel, reorderSkillLevels, saveSkillLevel, skillLevelChoices } from "~/models/master-data/skill-level.server";
import { createUser } from "~/models/accounts/user.server";
import { seedMasterData } from "~/seed/master-data.server";
import { readListParams } from "~/utils/list-params";

let adminId: number;
const typeId = (name: string) => getDb().select({ id: gameTypes.id }).from(gameTypes).where(eq(gameTypes.name, name)).get()!.id;
const levelId = (name: string) => getDb().select({ id: skillLevels.id }).from(skillLevels).where(eq(skillLevels.name, name)).get()!.id;
const order = () => skillLevelChoices().map((l) => l.name);

beforeAll(async () => {
  migrateDatabase(getDb());
  seedMasterData(getDb());
  adminId = (await createUser({ name: "Admin", email: "admin@example.id", role: "admin", password: "master-test-password" })).id;
});

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

describe("game types", () => {
  it("refuses a name another game type has, whatever its case", () => {
    expect(saveGameType({ ...squash, name: "padel" }, adminId)).toEqual({ ok: false, field: "name", error: "gameTypes.errors.nameTaken" });
  });

  it("stores a goals game with neutral set rules and records changes", () => {
    const created = saveGameType({ ...squash, name: "Sepak Bola Mini", scoring: "goals", setTarget: 21, setCap: 30 }, adminId);
    expect(created).toMatchObject({ ok: true, gameType: { scoring: "goals", setsToWin: 1, setTarget: 0, winByTwo: false, setCap: null } });
    if (!created.ok) return;
    expect(saveGameType({ ...squash, name: "Sepak Bola Mini", scoring: "goals", active: false }, adminId, created.gameType.id)).toMatchObject({ ok: true });
    const entry = getDb().select().from(auditLog).where(eq(auditLog.entity, "game_type")).all().at(-1)!;
    expect(entry.changes).toEqual({ active: { from: true, to: false } });
  });

  it("keeps only the point rules a game type's counting uses", () => {
    const games = saveGameType(
      {
        ...squash,
        name: "Pickleball Games",
        pointCounting: "games",
        setTarget: 4,
        setCap: 9,
        winByTwo: false,
        serve: "twoEach",
        intervalAt: 2,
        decidingEndsAt: 2,
        deuce: "golden",
        matchTieBreakTo: 10,
        halfMinutes: 20,
      },
      adminId,
    );
    expect(games).toMatchObject({
      ok: true,
      gameType: { setCap: 5, winByTwo: true, deuce: "golden", matchTieBreakTo: 10, serve: "rallyWinner", intervalAt: null, decidingEndsAt: null, halfMinutes: null },
    });
    const rally = saveGameType({ ...squash, name: "Squash Rally", setCap: 15, intervalAt: 6, decidingEndsAt: 8, deuce: "golden", tieBreakTo: 9, matchTieBreakTo: 10 }, adminId);
    expect(rally).toMatchObject({ ok: true, gameType: { setCap: 15, intervalAt: 6, decidingEndsAt: 8, serve: "twoEach", deuce: "advantage", tieBreakTo: 7, matchTieBreakTo: null } });
    const goals = saveGameType({ ...squash, name: "Futsal Mini", scoring: "goals", intervalAt: 6, decidingEndsAt: 6, halfMinutes: 15 }, adminId);
    expect(goals).toMatchObject({ ok: true, gameType: { pointCounting: "games", serve: "rallyWinner", intervalAt: null, decidingEndsAt: null, halfMinutes: 15 } });
    for (const saved of [games, rally, goals]) if (saved.ok) removeGameType(saved.gameType.id, adminId);
  });

  it("filters by scoring and status and sorts", () => {
    const list = (query: string) => listGameTypes(readListParams(new URLSearchParams(query), gameTypeListSpec)).rows.map((g) => g.name);
    expect(list("scoring=goals")).toEqual(["Futsal", "Sepak Bola Mini"]);
    expect(list("status=inactive")).toEqual(["Sepak Bola Mini"]);
    expect(list("sort=playersPerSide&dir=desc")[0]).toBe("Futsal");
  });
});

describe("skill levels", () => {
  it("puts a new level at its position and numbers every level again", () => {
    const created = saveSkillLevel({ name: "Novice", color: "#aabbcc", position: 1 }, adminId);
    expect(created).toMatchObject({ ok: true, skillLevel: { color: "#AABBCC", sortOrder: 1 } });
    expect(order()).toEqual(["Novice", "Beginner", "Intermediate", "Advanced", "Professional"]);
    expect(
      getDb()
        .select({ n: skillLevels.sortOrder })
        .from(skillLevels)
        .orderBy(skillLevels.sortOrder)
        .all()
        .map((l) => l.n),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it("moves one step up or down, and not past the ends", () => {
    moveSkillLevel(levelId("Novice"), "down", adminId);
    expect(order()).toEqual(["Beginner", "Novice", "Intermediate", "Advanced", "Professional"]);
    moveSkillLevel(levelId("Beginner"), "up", adminId);
    expect(order()[0]).toBe("Beginner");
  });

  it("takes a dragged page's new order in its places, and refuses an order with strangers", () => {
    expect(reorderSkillLevels([levelId("Advanced"), levelId("Novice"), levelId("Intermediate")], adminId)).toBe("done");
    expect(order()).toEqual(["Beginner", "Advanced", "Novice", "Intermediate", "Professional"]);
    expect(reorderSkillLevels([levelId("Advanced"), 999_999], adminId)).toBe("invalid");
    expect(reorderSkillLevels([levelId("Advanced"), levelId("Advanced")], adminId)).toBe("invalid");
  });

  it("refuses a name another level has", () => {
    expect(saveSkillLevel({ name: "BEGINNER", color: "#000000", position: 1 }, adminId)).toMatchObject({ ok: false, field: "name" });
  });
});

describe("game categories", () => {
  it("refuses a second category with the same game type, level and gender", () => {
    expect(saveGameCategory({ gameTypeId: typeId("Padel"), skillLevelId: levelId("Beginner"), gender: "men", name: null }, adminId)).toEqual({
      ok: false,
      field: "gender",
      error: "gameCategories.errors.taken",
    });
    const open = saveGameCategory({ gameTypeId: typeId("Padel"), skillLevelId: levelId("Beginner"), gender: "open", name: " Padel  Santai " }, adminId);
    expect(open).toMatchObject({ ok: true, row: { name: "Padel Santai", gender: "open", skillLevel: { color: "#22C55E" } } });
  });

  it("refuses a game type or level that does not exist", () => {
    expect(saveGameCategory({ gameTypeId: 999_999, skillLevelId: levelId("Beginner"), gender: "men", name: null }, adminId)).toMatchObject({ ok: false, field: "gameTypeId" });
    expect(saveGameCategory({ gameTypeId: typeId("Padel"), skillLevelId: 999_999, gender: "men", name: null }, adminId)).toMatchObject({ ok: false, field: "skillLevelId" });
  });

  it("filters by game type, level and gender, searches names and exports the filter", () => {
    const list = (query: string) => listGameCategories(readListParams(new URLSearchParams(query), gameCategoryListSpec));
    expect(list(`gameType=${typeId("Padel")}&gender=women`).rows.map((c) => c.skillLevel.name)).toEqual(["Beginner", "Advanced", "Intermediate", "Professional"]);
    expect(list("q=santai").rows.map((c) => c.name)).toEqual(["Padel Santai"]);
    expect(list("q=futsal").window.total).toBe(2);
    expect(list("gender=nobody").window.total).toBe(0);
    expect([...gameCategoryExport.rows(new URLSearchParams(`skillLevel=${levelId("Professional")}&perPage=10&page=3`), null as never, null as never)].flat()).toHaveLength(3);
  });
});

describe("match statistics", () => {
  it("keeps a key unique per game type, a general statistic counting for all", () => {
    expect(saveMatchStatistic({ name: "Aces again", key: "aces", gameTypeId: typeId("Tennis"), sortOrder: 9 }, adminId)).toMatchObject({ ok: false, field: "key" });
    expect(saveMatchStatistic({ name: "Aces", key: "aces", gameTypeId: typeId("Badminton"), sortOrder: 9 }, adminId)).toMatchObject({ ok: true });
    expect(saveMatchStatistic({ name: "Aces", key: "aces", gameTypeId: null, sortOrder: 1 }, adminId)).toMatchObject({ ok: false, error: "statistics.errors.keyTaken" });
    expect(saveMatchStatistic({ name: "Timeouts", key: "timeouts", gameTypeId: null, sortOrder: 1 }, adminId)).toMatchObject({ ok: true });
    expect(saveMatchStatistic({ name: "Timeouts", key: "timeouts", gameTypeId: typeId("Padel"), sortOrder: 1 }, adminId)).toMatchObject({ ok: false });
  });

  it("lists the general statistics under their own filter", () => {
    const list = (query: string) => listMatchStatistics(readListParams(new URLSearchParams(query), matchStatisticListSpec)).rows;
    expect(list("gameType=general").map((s) => s.key)).toEqual(["timeouts"]);
    expect(list(`gameType=${typeId("Futsal")}`).map((s) => s.key)).toEqual(["shots_on_target", "fouls", "yellow_cards", "corners"]);
    expect(list("gameType=x")).toEqual([]);
  });

  it("imports by game type and key: refused rows, then all rows, then nothing new", () => {
    const rows = [
      { row: 2, value: { gameType: "futsal", name: "Fouls", key: "fouls", sortOrder: 2 } },
      { row: 3, value: { gameType: "Futsal", name: "Saves", key: "saves", sortOrder: 5 } },
      { row: 4, value: { gameType: "Futsal", name: "Saves twice", key: "saves" } },
      { row: 5, value: { gameType: "Curling", name: "Stones", key: "stones" } },
      { row: 6, value: { name: "Timeouts", key: "timeouts", sortOrder: 3 } },
    ];
    const plan = planMatchStatisticImport(rows, adminId);
    expect(plan.errors).toEqual([
      { row: 4, field: "key", message: "imports.errors.duplicate?row=3" },
      { row: 5, field: "gameType", message: "statistics.errors.gameTypeUnknown?name=Curling" },
    ]);
    expect(applyMatchStatisticImport(rows, adminId)).toMatchObject({ ok: false });
    expect(getDb().select().from(matchStatistics).where(eq(matchStatistics.key, "saves")).get()).toBeUndefined();

    const clean = [rows[0]!, rows[1]!, rows[4]!];
    expect(applyMatchStatisticImport(clean, adminId)).toEqual({ ok: true, summary: { added: 1, updated: 1, unchanged: 1 } });
    expect(applyMatchStatisticImport(clean, adminId)).toEqual({ ok: true, summary: { added: 0, updated: 0, unchanged: 3 } });
  });
});
