import { eq, inArray, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cities, eventCategories, events, gameCategories, matchStatistics, skillLevels } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { livePublisher, type EventVersion } from "~/live/publisher.server";
import { saveGameCategory } from "~/models/master-data/game-category.server";
import { findGameType, saveGameType } from "~/models/master-data/game-type.server";
import { saveMatchStatistic } from "~/models/master-data/match-statistic.server";
import { eventCategoryRows, loadEventCategories } from "~/models/public/public-categories.server";
import { saveRegion } from "~/models/regions/region.server";
import { saveSkillLevel } from "~/models/master-data/skill-level.server";
import { demoEvent, useDemoDatabase } from "./demo-fixtures";

const ADMIN = 1;
const versions = () =>
  new Map(
    getDb()
      .select({ id: events.id, version: events.version })
      .from(events)
      .all()
      .map((row) => [row.id, row.version]),
  );

/** The events whose version moved between two readings, each by how much. */
function moved(before: Map<number, number>, after: Map<number, number>) {
  return new Map([...after].filter(([id, version]) => version !== before.get(id)).map(([id, version]) => [id, version - before.get(id)!]));
}

/** What the live pages were told while `write` ran. */
function announced(write: () => void): EventVersion[] {
  const heard: EventVersion[] = [];
  const stops = [...versions().keys()].map((id) => livePublisher().subscribe(id, (message) => heard.push(message)));
  write();
  for (const stop of stops) stop();
  return heard;
}

/** The events with a category whose game category matches. */
function eventsWithCategories(where: SQL) {
  return getDb()
    .selectDistinct({ id: eventCategories.eventId })
    .from(eventCategories)
    .innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId))
    .where(where)
    .all()
    .map((row) => row.id);
}

const onceEach = (ids: number[]) => new Map(ids.map((id) => [id, 1]));

useDemoDatabase();

/**
 * Public pages are cached, and revalidated, by their event's version. What they
 * show of the master data (a category's skill level, the venue's city, a
 * statistic's name) is not the event's own row, so a change to it must move
 * the version of the events that show it, or readers keep the old page.
 */
describe("a change to master data that public pages show", () => {
  it("moves the events whose categories have the renamed skill level, and tells their live pages", () => {
    const event = demoEvent();
    const [category] = eventCategoryRows(event.id);
    const level = getDb().select().from(skillLevels).where(eq(skillLevels.id, category!.skillLevelId)).get()!;
    const showing = eventsWithCategories(eq(gameCategories.skillLevelId, level.id));
    const before = versions();

    let saved: ReturnType<typeof saveSkillLevel> | undefined;
    const heard = announced(() => {
      saved = saveSkillLevel({ name: `${level.name} Plus`, color: level.color, position: level.sortOrder }, ADMIN, level.id);
    });

    expect(saved).toMatchObject({ ok: true });
    const after = versions();
    expect(moved(before, after)).toEqual(onceEach(showing));
    expect(heard).toContainEqual({ eventId: event.id, version: after.get(event.id) });
    expect(loadEventCategories(event.id).find((c) => c.id === category!.id)!.skillLevel).toBe(`${level.name} Plus`);
  });

  it("moves no event when the save changed nothing they show, or the level is no event's", () => {
    const event = demoEvent();
    const level = getDb()
      .select()
      .from(skillLevels)
      .where(eq(skillLevels.id, eventCategoryRows(event.id)[0]!.skillLevelId))
      .get()!;
    const before = versions();
    expect(saveSkillLevel({ name: level.name, color: level.color, position: level.sortOrder }, ADMIN, level.id)).toMatchObject({ ok: true });
    expect(saveSkillLevel({ name: "Tanpa Acara", color: "#123456", position: 1 }, ADMIN)).toMatchObject({ ok: true });
    const unused = getDb().select().from(skillLevels).where(eq(skillLevels.name, "Tanpa Acara")).get()!;
    expect(saveSkillLevel({ name: "Tanpa Acara Lagi", color: "#654321", position: 1 }, ADMIN, unused.id)).toMatchObject({ ok: true });
    expect(moved(before, versions())).toEqual(new Map());
  });

  it("moves the events whose categories have the renamed game category", () => {
    const event = demoEvent();
    const [category] = getDb().select().from(eventCategories).where(eq(eventCategories.eventId, event.id)).all();
    const gameCategory = getDb().select().from(gameCategories).where(eq(gameCategories.id, category!.gameCategoryId)).get()!;
    const showing = eventsWithCategories(eq(gameCategories.id, gameCategory.id));
    const before = versions();
    const { gameTypeId, skillLevelId, gender } = gameCategory;
    expect(saveGameCategory({ gameTypeId, skillLevelId, gender, name: "Kelas Baru" }, ADMIN, gameCategory.id)).toMatchObject({ ok: true });
    expect(moved(before, versions())).toEqual(onceEach(showing));
  });

  it("moves the events whose categories are of the renamed game type", () => {
    const event = demoEvent();
    const type = findGameType(eventCategoryRows(event.id)[0]!.gameTypeId)!;
    const showing = eventsWithCategories(eq(gameCategories.gameTypeId, type.id));
    const before = versions();
    const { id, createdAt, updatedAt, ...input } = type;
    expect(saveGameType({ ...input, name: `${type.name} Pro` }, ADMIN, type.id)).toMatchObject({ ok: true });
    expect(moved(before, versions())).toEqual(onceEach(showing));
  });

  it("moves the events held in the renamed city, and no other", () => {
    const event = demoEvent();
    expect(event.cityId).not.toBeNull();
    const city = getDb().select().from(cities).where(eq(cities.id, event.cityId!)).get()!;
    const held = getDb()
      .select({ id: events.id })
      .from(events)
      .where(eq(events.cityId, city.id))
      .all()
      .map((row) => row.id);
    const elsewhere = getDb()
      .select()
      .from(cities)
      .where(inArray(cities.code, ["11.01", "11.02"]))
      .all()
      .find((other) => !held.includes(other.id) && other.id !== city.id)!;

    const before = versions();
    expect(saveRegion("city", { code: city.code, name: `${city.name} BARU`, parentId: city.provinceId, postalCode: null }, ADMIN, city.id)).toMatchObject({ ok: true });
    expect(saveRegion("city", { code: elsewhere.code, name: `${elsewhere.name} BARU`, parentId: elsewhere.provinceId, postalCode: null }, ADMIN, elsewhere.id)).toMatchObject({ ok: true });
    expect(moved(before, versions())).toEqual(onceEach(held));
  });

  it("moves every event when a statistic of every game type is renamed", () => {
    const created = saveMatchStatistic({ name: "Kartu", key: "cards", gameTypeId: null, sortOrder: 90 }, ADMIN);
    expect(created).toMatchObject({ ok: true });
    const statistic = getDb().select().from(matchStatistics).where(eq(matchStatistics.key, "cards")).get()!;
    const before = versions();
    expect(saveMatchStatistic({ name: "Kartu Kuning", key: "cards", gameTypeId: null, sortOrder: 90 }, ADMIN, statistic.id)).toMatchObject({ ok: true });
    const after = versions();
    expect(moved(before, after)).toEqual(onceEach([...after.keys()]));
  });
});
