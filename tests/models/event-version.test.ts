import Database from "better-sqlite3";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cities, districts, eventCategories, events, gameCategories, gameTypes, matches, provinces, skillLevels, subdistricts, teamPlayers, teams } from "#drizzle/schema";
import { settings } from "~/config.server";
import { getDb, writeTransaction } from "~/db.server";
import { livePublisher, type EventVersion } from "~/live/publisher.server";
import { findEventForEdit, updateEvent, type EventInput } from "~/models/events/event-admin.server";
import { saveGameCategory } from "~/models/master-data/game-category.server";
import { findGameType, saveGameType } from "~/models/master-data/game-type.server";
import { planDraw, saveDraw } from "~/models/competition/group-draw.server";
import { categoryGroups, createGroup, deleteGroup, groupMembers, moveTeam, updateGroup } from "~/models/competition/group.server";
import { saveMatchResult, saveMatchStatistics, statisticsForGameType } from "~/models/competition/match-result.server";
import { removeMatchStatistic, saveMatchStatistic } from "~/models/master-data/match-statistic.server";
import { findPlayer, updatePlayer } from "~/models/people/player.server";
import { saveRegion } from "~/models/regions/region.server";
import { saveRoundRobin } from "~/models/competition/schedule-generate.server";
import { saveKnockout } from "~/models/competition/schedule-knockout.server";
import { scopeCategories } from "~/models/competition/schedule-scope.server";
import { moveMatch, setMatchStatus, shiftSchedule } from "~/models/competition/schedule-edit.server";
import { removeGroupSchedule, removeKnockout } from "~/models/competition/schedule.server";
import { saveSkillLevel } from "~/models/master-data/skill-level.server";
import { createTeam, deleteTeam, updateTeam } from "~/models/competition/team.server";
import { decideEntries } from "~/models/entries/entry-admin.server";
import { submitEntry } from "~/models/entries/entry.server";
import { saveEntryWindow } from "~/models/entries/entry-window.server";
import { eventDateFormat } from "~/utils/event-dates";
import { newCategory, prepareSchedule } from "./schedule-fixtures";
import { newPlayer } from "./teams-fixtures";
import { nowMs } from "~/clock.server";

/**
 * One number says an event changed: its version. The database raises it, so
 * every write through the models — and any other — moves the version of the
 * events whose pages show what it wrote, and of no other event.
 */

let world: Awaited<ReturnType<typeof prepareSchedule>>;
const dates = eventDateFormat("id", "Asia/Jakarta");

beforeAll(async () => {
  world = await prepareSchedule();
}, 120_000);

const db = () => getDb();
const sqlite = () => getDb().$client;
const versions = () =>
  new Map(
    db()
      .select({ id: events.id, version: events.version })
      .from(events)
      .all()
      .map((row) => [row.id, row.version]),
  );
const scope = (id: number) => scopeCategories(world.demo.id).find((c) => c.id === id)!;

/** The tables whose writes a trigger turns into a version, as the database lists them. */
function triggerTables(): string[] {
  return sqlite().prepare("select distinct tbl_name from sqlite_master where type = 'trigger' and name like '%\\_version\\_%' escape '\\' order by 1").pluck().all() as string[];
}

/** What a write to a table changes: its rows, their ids and their times of change. */
function fingerprints(): Map<string, string> {
  return new Map(triggerTables().map((table) => [table, JSON.stringify(sqlite().prepare(`select count(*), total(id), total(updated_at) from "${table}"`).raw().get())]));
}

const written = new Set<string>();

/**
 * Runs a write and returns the events whose version it moved; notes which
 * tables it wrote (the events table aside: every move writes it), so the
 * suite can tell that every table with a trigger was written.
 */
function movedBy(write: () => unknown): number[] {
  const before = versions();
  const tables = fingerprints();
  write();
  for (const [table, print] of fingerprints()) if (table !== "events" && print !== tables.get(table)) written.add(table);
  return [...versions()]
    .filter(([id, version]) => version > before.get(id)!)
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

/** movedBy for a write that finishes later (one planned on a thread first). */
async function movedByAsync(write: () => Promise<unknown>): Promise<number[]> {
  const before = versions();
  const tables = fingerprints();
  await write();
  for (const [table, print] of fingerprints()) if (table !== "events" && print !== tables.get(table)) written.add(table);
  return [...versions()]
    .filter(([id, version]) => version > before.get(id)!)
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return result as Extract<T, { ok: true }>;
}

function eventInput(id: number, overrides: Partial<EventInput> = {}): EventInput {
  const e = findEventForEdit(id)!;
  const {
    name,
    slug,
    organizerName,
    description,
    logo,
    organizerLogo,
    organizerLogo2,
    locationName,
    address,
    postalCode,
    lat,
    lng,
    startsAt,
    endsAt,
    timezone,
    status,
    categories,
    managerIds,
    checkInRequired,
  } = e;
  const region = { provinceId: e.provinceId, cityId: e.cityId, districtId: e.districtId, subdistrictId: e.subdistrictId };
  return {
    name,
    slug,
    organizerName,
    description,
    logo,
    organizerLogo,
    organizerLogo2,
    locationName,
    address,
    region,
    postalCode,
    lat,
    lng,
    startsAt,
    endsAt,
    timezone,
    status,
    categories,
    managerIds,
    checkInRequired,
    ...overrides,
  };
}

function gameCategoryId(type: string, level: string, gender: "men" | "women" | "mixed" | "open") {
  return db()
    .select({ id: gameCategories.id })
    .from(gameCategories)
    .innerJoin(gameTypes, eq(gameTypes.id, gameCategories.gameTypeId))
    .innerJoin(skillLevels, eq(skillLevels.id, gameCategories.skillLevelId))
    .where(and(eq(gameTypes.name, type), eq(skillLevels.name, level), eq(gameCategories.gender, gender)))
    .get()!.id;
}

/** The events with a category whose game category matches, in id order. */
function eventsWithCategories(where: SQL) {
  return db()
    .selectDistinct({ id: eventCategories.eventId })
    .from(eventCategories)
    .innerJoin(gameCategories, eq(gameCategories.id, eventCategories.gameCategoryId))
    .where(where)
    .all()
    .map((row) => row.id)
    .sort((a, b) => a - b);
}

const matchRow = (id: number) => db().select().from(matches).where(eq(matches.id, id)).get()!;
const actor = (match: { version: number }) => ({ userId: world.admin.id, expectedVersion: match.version });

describe("every write through the models moves the version of the events that show it, and of no other", () => {
  it("the event's own fields, its slug and its categories", () => {
    const { demo, ligaB } = world;
    expect(movedBy(() => ok(updateEvent(demo.id, eventInput(demo.id, { locationName: "Istora Senayan" }), world.admin.id)))).toEqual([demo.id]);
    expect(movedBy(() => ok(updateEvent(demo.id, eventInput(demo.id, { slug: "martabaks-vol-2-final" }), world.admin.id)))).toEqual([demo.id]);
    const padel = { gameCategoryId: gameCategoryId("Padel", "Beginner", "men"), format: "groups" as const, advancePerGroup: 2, tieBreakPreset: "padel" as const, maxTeams: null, thirdPlace: false };
    expect(movedBy(() => ok(updateEvent(ligaB.id, eventInput(ligaB.id, { categories: [padel] }), world.admin.id)))).toEqual([ligaB.id]);
  });

  it("teams and their rosters: added, changed, deleted", () => {
    const { ligaB } = world;
    const categoryId = db().select({ id: eventCategories.id }).from(eventCategories).where(eq(eventCategories.eventId, ligaB.id)).get()!.id;
    const [a, b, c] = ["Ayu Versi", "Bima Versi", "Citra Versi"].map((name) => newPlayer(name, "male", world.admin.id));
    const input = { eventId: ligaB.id, eventCategoryId: categoryId, name: "Tim Versi", club: null, seed: null, status: "registered" as const, playerIds: [a!.id, b!.id], captainId: a!.id };
    let teamId = 0;
    expect(movedBy(() => (teamId = ok(createTeam(input, world.admin)).team.id))).toEqual([ligaB.id]);
    expect(movedBy(() => ok(updateTeam(teamId, { ...input, name: "Tim Versi Baru", playerIds: [a!.id, c!.id] }, world.admin, false)))).toEqual([ligaB.id]);
    expect(movedBy(() => ok(deleteTeam(teamId, world.admin.id)))).toEqual([ligaB.id]);
  });

  it("a player's name on an event's team, and none for a player on no team", () => {
    const { demo } = world;
    const rostered = db().select({ id: teamPlayers.playerId }).from(teamPlayers).innerJoin(teams, eq(teams.id, teamPlayers.teamId)).where(eq(teams.eventId, demo.id)).get()!.id;
    const rename = (id: number, name: string) => {
      const player = findPlayer(id, world.admin)!;
      const { gender, phone, email, cityId, club, skillLevelId } = player;
      return ok(updatePlayer(id, { name, gender, birthDate: player.birthDate!, phone, email, cityId, club, skillLevelId }, undefined, world.admin.id, true));
    };
    const playing = db()
      .selectDistinct({ id: teams.eventId })
      .from(teamPlayers)
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(eq(teamPlayers.playerId, rostered))
      .all()
      .map((row) => row.id);
    expect(movedBy(() => rename(rostered, "Nama Pemain Baru"))).toEqual(playing.sort((x, y) => x - y));
    const free = newPlayer("Pemain Tanpa Tim", "female", world.admin.id);
    expect(movedBy(() => rename(free.id, "Pemain Tanpa Tim Lagi"))).toEqual([]);
  });

  it("groups and draws, the schedule, its moves, statuses and shifts, scores, statistics and the knockout", async () => {
    const { demo } = world;
    const { category, teamIds } = newCategory(demo.id, { type: "Padel", level: "Advanced", gender: "men" }, { teams: 8, prefix: "Versi" });
    const plan = planDraw(scope(category.id), 2, 4242);
    if (!plan.ok) throw new Error("setup: draw");
    expect(movedBy(() => ok(saveDraw(scope(category.id), { groupCount: 2, drawNumber: 4242, teamIds: plan.teamIds }, world.admin.id)))).toEqual([demo.id]);
    const [a, b] = categoryGroups(category.id);
    const members = (groupId: number) => groupMembers(groupId).map((m) => ({ teamId: m.teamId, position: m.position }));
    expect(
      movedBy(() =>
        ok(
          updateGroup(
            a!.id,
            {
              name: "C",
              members: members(a!.id)
                .reverse()
                .map((m, i) => ({ ...m, position: i + 1 })),
            },
            world.admin.id,
          ),
        ),
      ),
    ).toEqual([demo.id]);
    expect(movedBy(() => ok(moveTeam(members(b!.id)[0]!.teamId, a!.id, world.admin.id)))).toEqual([demo.id]);
    expect(movedBy(() => ok(moveTeam(members(a!.id).at(-1)!.teamId, b!.id, world.admin.id)))).toEqual([demo.id]);

    // A spare group, made and deleted.
    const { category: spare, teamIds: spareTeams } = newCategory(demo.id, { type: "Padel", level: "Professional", gender: "women" }, { teams: 2, prefix: "Cadangan" });
    let spareGroup = 0;
    expect(
      movedBy(
        () =>
          (spareGroup = ok(createGroup({ eventId: demo.id, eventCategoryId: spare.id, name: "A", members: spareTeams.map((teamId, i) => ({ teamId, position: i + 1 })) }, world.admin.id)).group.id),
      ),
    ).toEqual([demo.id]);
    expect(movedBy(() => ok(deleteGroup(spareGroup, world.admin.id)))).toEqual([demo.id]);

    const day = world.days[0]!;
    const slots = { days: [day], startMinutes: 8 * 60, endMinutes: 18 * 60, matchMinutes: 30, courts: ["Court 71", "Court 72"], minRestSlots: 1 };
    expect(await movedByAsync(async () => ok(await saveRoundRobin(demo, scope(category.id), null, slots, world.admin.id)))).toEqual([demo.id]);
    const groupMatches = () => db().select().from(matches).where(eq(matches.eventCategoryId, category.id)).all();
    expect(movedBy(() => ok(removeGroupSchedule(b!.id, world.admin.id)))).toEqual([demo.id]);
    expect(await movedByAsync(async () => ok(await saveRoundRobin(demo, scope(category.id), b!.id, { ...slots, courts: ["Court 73"] }, world.admin.id)))).toEqual([demo.id]);

    const [first, second, third] = groupMatches();
    expect(
      movedBy(() =>
        ok(moveMatch(first!.id, { day: world.days[1]!, time: "17:00", court: "Court 74", homeTeamId: first!.homeTeamId, awayTeamId: first!.awayTeamId, matchMinutes: 30 }, actor(first!), dates)),
      ),
    ).toEqual([demo.id]);
    expect(movedBy(() => ok(setMatchStatus(second!.id, "postponed", actor(second!))))).toEqual([demo.id]);
    expect(movedBy(() => ok(shiftSchedule(demo, { day, court: "Court 73", after: "08:00", byMinutes: 30, matchMinutes: 30 }, world.admin.id, dates)))).toEqual([demo.id]);

    const played = matchRow(third!.id);
    const score = {
      status: "finished" as const,
      sets: [
        { home: 6, away: 3 },
        { home: 6, away: 4 },
      ],
      goals: null,
      present: null,
      retired: null,
    };
    expect(movedBy(() => ok(saveMatchResult(played.id, score, actor(played))))).toEqual([demo.id]);
    const padel = db().select({ id: gameCategories.gameTypeId }).from(gameCategories).where(eq(gameCategories.id, category.gameCategoryId)).get()!.id;
    const statistic = statisticsForGameType(padel)[0]!;
    expect(movedBy(() => ok(saveMatchStatistics(played.id, [{ side: "home", statisticId: statistic.id, value: 4 }], actor(matchRow(played.id)))))).toEqual([demo.id]);
    expect(movedBy(() => ok(saveMatchStatistics(played.id, [{ side: "home", statisticId: statistic.id, value: 5 }], actor(matchRow(played.id)))))).toEqual([demo.id]);

    expect(await movedByAsync(async () => ok(await saveKnockout(demo, scope(category.id), { mode: "none" }, dates, world.admin.id)))).toEqual([demo.id]);
    expect(movedBy(() => ok(removeKnockout(scope(category.id), world.admin.id, "Versi")))).toEqual([demo.id]);
    expect(teamIds).toHaveLength(8);
  });

  it("master data the events show: skill levels, game types, game categories, statistics", () => {
    const { demo } = world;
    const [row] = db().select().from(eventCategories).where(eq(eventCategories.eventId, demo.id)).all();
    const gameCategory = db().select().from(gameCategories).where(eq(gameCategories.id, row!.gameCategoryId)).get()!;

    const level = db().select().from(skillLevels).where(eq(skillLevels.id, gameCategory.skillLevelId)).get()!;
    const showingLevel = eventsWithCategories(eq(gameCategories.skillLevelId, level.id));
    expect(movedBy(() => ok(saveSkillLevel({ name: `${level.name} Versi`, color: level.color, position: level.sortOrder }, world.admin.id, level.id)))).toEqual(showingLevel);

    const type = findGameType(gameCategory.gameTypeId)!;
    const showingType = eventsWithCategories(eq(gameCategories.gameTypeId, type.id));
    const { id, createdAt, updatedAt, ...input } = type;
    expect(movedBy(() => ok(saveGameType({ ...input, name: `${type.name} Versi` }, world.admin.id, type.id)))).toEqual(showingType);

    const { gameTypeId, skillLevelId, gender } = gameCategory;
    expect(movedBy(() => ok(saveGameCategory({ gameTypeId, skillLevelId, gender, name: "Kelas Versi" }, world.admin.id, gameCategory.id)))).toEqual(
      eventsWithCategories(eq(gameCategories.id, gameCategory.id)),
    );

    let statisticId = 0;
    expect(movedBy(() => (statisticId = ok(saveMatchStatistic({ name: "Lob", key: "lob-versi", gameTypeId: type.id, sortOrder: 80 }, world.admin.id)).statistic.id))).toEqual(showingType);
    expect(movedBy(() => ok(saveMatchStatistic({ name: "Lob Tinggi", key: "lob-versi", gameTypeId: type.id, sortOrder: 80 }, world.admin.id, statisticId)))).toEqual(showingType);
    expect(movedBy(() => ok(removeMatchStatistic(statisticId, world.admin.id)))).toEqual(showingType);
    const every = [...versions().keys()].sort((x, y) => x - y);
    expect(movedBy(() => (statisticId = ok(saveMatchStatistic({ name: "Kartu", key: "kartu-versi", gameTypeId: null, sortOrder: 81 }, world.admin.id)).statistic.id))).toEqual(every);
    expect(movedBy(() => ok(removeMatchStatistic(statisticId, world.admin.id)))).toEqual(every);
    // A save that changes nothing shown moves nothing.
    expect(movedBy(() => ok(saveSkillLevel({ name: `${level.name} Versi`, color: level.color, position: level.sortOrder + 1 }, world.admin.id, level.id)))).toEqual([]);
  });

  it("the venue's province, city, district and subdistrict renamed, and a region no event is held in", () => {
    const demo = db().select().from(events).where(eq(events.id, world.demo.id)).get()!;
    const levels = [
      { entity: "province" as const, table: provinces, id: demo.provinceId!, parent: () => null },
      { entity: "city" as const, table: cities, id: demo.cityId!, parent: () => demo.provinceId },
      { entity: "district" as const, table: districts, id: demo.districtId!, parent: () => demo.cityId },
      { entity: "subdistrict" as const, table: subdistricts, id: demo.subdistrictId!, parent: () => demo.districtId },
    ];
    for (const { entity, table, id, parent } of levels) {
      const region = db().select().from(table).where(eq(table.id, id)).get()! as { code: string; name: string; postalCode?: string | null };
      const held = db()
        .select({ id: events.id })
        .from(events)
        .where(inArray(events.id, [...versions().keys()]))
        .all()
        .map((row) => row.id)
        .filter((eventId) => {
          const event = db().select().from(events).where(eq(events.id, eventId)).get()!;
          return { province: event.provinceId, city: event.cityId, district: event.districtId, subdistrict: event.subdistrictId }[entity] === id;
        });
      expect(movedBy(() => ok(saveRegion(entity, { code: region.code, name: `${region.name} VERSI`, parentId: parent(), postalCode: region.postalCode ?? null }, world.admin.id, id)))).toEqual(held);
    }
    const elsewhere = db().select().from(cities).where(eq(cities.code, "11.01")).get()!;
    expect(movedBy(() => ok(saveRegion("city", { code: elsewhere.code, name: `${elsewhere.name} VERSI`, parentId: elsewhere.provinceId, postalCode: null }, world.admin.id, elsewhere.id)))).toEqual(
      [],
    );
  });

  it("an entry window opened and changed, an entry's status, and a new entry only where the category's list of entrants is public", () => {
    // Earlier tests renamed the master data, so the category is any men's pair category the demo does not play yet.
    const gameCategoryId = sqlite()
      .prepare(
        "select game_categories.id from game_categories join game_types on game_types.id = game_type_id where gender = 'men' and players_per_side = 2 and game_categories.id not in (select game_category_id from event_categories where event_id = ?)",
      )
      .pluck()
      .get(world.demo.id) as number;
    const category = db().insert(eventCategories).values({ eventId: world.demo.id, gameCategoryId }).returning().get();
    const now = nowMs();
    const window = { opensAt: new Date(now - 60_000), closesAt: new Date(now + 3_600_000), maxTeams: 4, waitingList: true, feeIdr: 0, note: "", publicList: false, autoPromote: true };
    expect(movedBy(() => ok(saveEntryWindow(world.demo.id, category.id, window, world.admin.id)))).toEqual([world.demo.id]);
    const entrant = (name: string, birthDate: string) => ({ name, gender: "male" as const, birthDate, phone: "+6281234567890", email: null, club: null, cityId: null });
    const enter = (a: string, b: string) =>
      ok(submitEntry(world.demo.id, { eventCategoryId: category.id, teamName: null, players: [entrant(a, "1990-01-01"), entrant(b, "1990-01-02")] }, "x")).entry.id;
    let entryId = 0;
    // Nobody sees a new entry while the list is not public.
    expect(movedBy(() => (entryId = enter("Versi Satu", "Versi Dua")))).toEqual([]);
    expect(movedBy(() => ok(saveEntryWindow(world.demo.id, category.id, { ...window, note: "Bayar di tempat", publicList: true }, world.admin.id)))).toEqual([world.demo.id]);
    // The public list counts a pending entry against the places left.
    expect(movedBy(() => enter("Versi Tiga", "Versi Empat"))).toEqual([world.demo.id]);
    expect(movedBy(() => decideEntries(world.demo.id, [entryId], "rejected", world.admin))).toEqual([world.demo.id]);
  });

  it("covered every table the database raises a version for", () => {
    expect([...written].sort()).toEqual(triggerTables().filter((table) => table !== "events"));
  });
});

describe("writes made behind the app's back", () => {
  /** For each table with a trigger, a row of the demo event's (or one its pages show) and a change to it. */
  const demoRows: Record<string, string> = {
    events: "update events set name = name where id = :event",
    event_slugs: "update event_slugs set slug = slug where event_id = :event",
    event_categories: "update event_categories set sort_order = sort_order where event_id = :event",
    teams: "update teams set name = name where event_id = :event",
    team_players: "update team_players set captain = captain where team_id in (select id from teams where event_id = :event)",
    groups: "update groups set name = name where event_id = :event",
    group_teams: "update group_teams set lot = lot where group_id in (select id from groups where event_id = :event)",
    matches: "update matches set court = court where event_id = :event",
    match_sets: "update match_sets set home = home where match_id in (select id from matches where event_id = :event)",
    match_stat_values: "update match_stat_values set value = value where match_id in (select id from matches where event_id = :event)",
    players: "update players set name = name || '.' where id = (select player_id from team_players join teams on teams.id = team_id where event_id = :event limit 1)",
    skill_levels:
      "update skill_levels set color = '#010203' where id = (select skill_level_id from game_categories join event_categories on game_category_id = game_categories.id where event_id = :event limit 1)",
    game_types:
      "update game_types set name = name || '.' where id = (select game_type_id from game_categories join event_categories on game_category_id = game_categories.id where event_id = :event limit 1)",
    game_categories: "update game_categories set name = 'Kelas Lain' where id = (select game_category_id from event_categories where event_id = :event limit 1)",
    match_statistics:
      "update match_statistics set sort_order = sort_order + 1 where game_type_id = (select game_type_id from game_categories join event_categories on game_category_id = game_categories.id where event_id = :event limit 1)",
    provinces: "update provinces set name = name || '.' where id = (select province_id from events where id = :event)",
    cities: "update cities set name = name || '.' where id = (select city_id from events where id = :event)",
    districts: "update districts set name = name || '.' where id = (select district_id from events where id = :event)",
    subdistricts: "update subdistricts set name = name || '.' where id = (select subdistrict_id from events where id = :event)",
    entry_windows: "update entry_windows set note = note || '.' where event_id = :event",
    entries: "update entries set status = case status when 'rejected' then 'pending' else 'rejected' end where event_id = :event",
  };

  /** Master data Liga B's padel category shows as well. */
  const sharedWithLigaB = new Set(["skill_levels", "game_types", "game_categories", "match_statistics"]);

  it("name every table with a trigger", () => {
    expect(Object.keys(demoRows).sort()).toEqual(triggerTables());
  });

  it.each(Object.entries(demoRows))("move the version, written to %s by another connection, as the admin CLI or a second process writes", (table, statement) => {
    const before = versions();
    const other = new Database(settings().DATABASE_PATH);
    try {
      other.pragma("busy_timeout = 5000");
      expect(other.prepare(statement).run({ event: world.demo.id }).changes).toBeGreaterThan(0);
    } finally {
      other.close();
    }
    const after = versions();
    expect([...after].filter(([id, version]) => version !== before.get(id)).map(([id]) => id)).toContain(world.demo.id);
    if (!sharedWithLigaB.has(table)) expect(after.get(world.ligaB.id)).toBe(before.get(world.ligaB.id));
  });
});

describe("the live pages hear of what a write moved", () => {
  function listen() {
    const heard: EventVersion[] = [];
    const stop = livePublisher().subscribe(world.demo.id, (message) => heard.push(message));
    return { heard, stop };
  }

  it("as a write transaction returns, with the version as it was committed", async () => {
    const { heard, stop } = listen();
    writeTransaction((tx) => {
      tx.update(events).set({ locationName: "Istora" }).where(eq(events.id, world.demo.id)).run();
      tx.update(events).set({ locationName: "Istora Senayan" }).where(eq(events.id, world.demo.id)).run();
    });
    stop();
    expect(heard).toEqual([{ eventId: world.demo.id, version: versions().get(world.demo.id) }]);
  });

  it("at the end of the task for a write outside one, and never for one rolled back", async () => {
    const { heard, stop } = listen();
    const before = versions().get(world.demo.id)!;
    expect(() =>
      sqlite()
        .transaction(() => {
          db().update(events).set({ locationName: "Tidak Jadi" }).where(eq(events.id, world.demo.id)).run();
          throw new Error("taken back");
        })
        .immediate(),
    ).toThrow("taken back");
    await Promise.resolve();
    expect(versions().get(world.demo.id)).toBe(before);
    expect(heard).toEqual([]);

    db().update(events).set({ locationName: "Istora" }).where(eq(events.id, world.demo.id)).run();
    expect(heard).toEqual([]);
    await Promise.resolve();
    stop();
    expect(heard).toEqual([{ eventId: world.demo.id, version: before + 1 }]);
  });
});
