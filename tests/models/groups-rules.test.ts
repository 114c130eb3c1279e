import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, events, groups, groupTeams, matches, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { drawSetting, planDraw, saveDraw } from "~/models/competition/group-draw.server";
import { categoryGroups, clearLots, createGroup, deleteGroup, groupMembers, moveTeam, recordLots, tiedBlocks, unassignedTeams, updateGroup } from "~/models/competition/group.server";
import { saveMatchResult } from "~/models/competition/match-result.server";
import { findGroupTable } from "~/models/public/public-standings.server";
import { saveRoundRobin } from "~/models/competition/schedule-generate.server";
import { scopeCategories } from "~/models/competition/schedule-scope.server";
import { newCategory, newGroup, prepareSchedule } from "./schedule-fixtures";

let world: Awaited<ReturnType<typeof prepareSchedule>>;

beforeAll(async () => {
  world = await prepareSchedule();
}, 120_000);

const scope = (id: number) => scopeCategories(world.demo.id).find((c) => c.id === id)!;
const groupRow = (id: number) => getDb().select().from(groups).where(eq(groups.id, id)).get()!;

describe("the group draw", () => {
  it("saves exactly the groups it showed, from the draw number", () => {
    const { category } = newCategory(
      world.demo.id,
      { type: "Padel", level: "Intermediate", gender: "men" },
      {
        teams: 10,
        prefix: "Papa",
        seed: (i) => (i < 2 ? i + 1 : null),
        club: (i) => (i % 2 === 0 ? "PB Merpati" : null),
      },
    );
    const plan = planDraw(scope(category.id), 2, 271828);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(planDraw(scope(category.id), 2, 271828)).toEqual(plan);
    expect(plan.groups.map((g) => g.members.length)).toEqual([5, 5]);
    expect(plan.groups.map((g) => g.members[0]!.seed)).toEqual([1, 2]);
    // Five teams of one club in two groups of five: three and two, four pairs, no fewer.
    expect(plan.clubPairs).toBe(4);

    expect(saveDraw(scope(category.id), { groupCount: 2, drawNumber: 271828, teamIds: plan.teamIds }, world.manager.id)).toMatchObject({ ok: true });
    const saved = categoryGroups(category.id).map((g) => ({ name: g.name, members: groupMembers(g.id).map((m) => m.teamId) }));
    expect(saved).toEqual(plan.groups.map((g) => ({ name: g.name, members: g.members.map((m) => m.id) })));
    expect(
      getDb()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "group"), eq(auditLog.eventId, world.demo.id)))
        .all(),
    ).toHaveLength(2);
    // A second draw of the same category is refused: it has groups now.
    expect(drawSetting(scope(category.id)).errors).toEqual(["groupsAdmin.errors.drawHasGroups"]);
  });

  it("refuses to save when the category's teams changed since the preview", () => {
    const { category } = newCategory(world.demo.id, { type: "Padel", level: "Advanced", gender: "men" }, { teams: 6, prefix: "Quebec" });
    const plan = planDraw(scope(category.id), 2, 5);
    expect(plan.ok).toBe(true);
    // A team registers after the preview.
    getDb().insert(teams).values({ eventId: world.demo.id, eventCategoryId: category.id, name: "Quebec late" }).run();
    expect(saveDraw(scope(category.id), { groupCount: 2, drawNumber: 5, teamIds: plan.ok ? plan.teamIds : "" }, world.admin.id)).toEqual({
      ok: false,
      errors: ["groupsAdmin.errors.drawTeamsChanged"],
    });
    expect(categoryGroups(category.id)).toEqual([]);
  });

  it("explains a group count the teams cannot fill", () => {
    const { category } = newCategory(world.demo.id, { type: "Padel", level: "Professional", gender: "men" }, { teams: 5, prefix: "Romeo" });
    expect(planDraw(scope(category.id), 3, 5)).toEqual({ ok: false, errors: ["groupsAdmin.errors.draw.tooManyGroups?max=2"] });
  });
});

describe("groups by hand", () => {
  it("takes a letter name once per category, and teams of the category not yet in a group", () => {
    const { category, teamIds } = newCategory(world.demo.id, { type: "Padel", level: "Advanced", gender: "women" }, { teams: 6, prefix: "Sierra" });
    const created = createGroup(
      {
        eventId: world.demo.id,
        eventCategoryId: category.id,
        name: "a",
        members: [
          { teamId: teamIds[1]!, position: 2 },
          { teamId: teamIds[0]!, position: 1 },
        ],
      },
      world.admin.id,
    );
    expect(created).toMatchObject({ ok: true, group: { name: "A" } });
    if (!created.ok) return;
    expect(groupMembers(created.group.id).map((m) => [m.teamId, m.position])).toEqual([
      [teamIds[0], 1],
      [teamIds[1], 2],
    ]);
    expect(createGroup({ eventId: world.demo.id, eventCategoryId: category.id, name: "A", members: [] }, world.admin.id)).toEqual({
      ok: false,
      field: "name",
      error: "groupsAdmin.errors.nameTaken?name=A",
    });
    expect(createGroup({ eventId: world.demo.id, eventCategoryId: category.id, name: "B2", members: [] }, world.admin.id)).toEqual({ ok: false, field: "name", error: "groupsAdmin.errors.name" });
    expect(createGroup({ eventId: world.demo.id, eventCategoryId: category.id, name: "B", members: [{ teamId: teamIds[0]!, position: 1 }] }, world.admin.id)).toEqual({
      ok: false,
      field: "members",
      error: "groupsAdmin.errors.teamUnavailable",
    });
    expect(unassignedTeams(category.id).map((t) => t.id)).toEqual(teamIds.slice(2));
  });

  it("moves teams between groups before matches, and refuses once a group has a schedule or results", async () => {
    const { category, teamIds } = newCategory(world.demo.id, { type: "Padel", level: "Professional", gender: "women" }, { teams: 7, prefix: "Tango" });
    const a = newGroup(world.demo.id, category.id, "A", teamIds.slice(0, 4));
    const b = newGroup(world.demo.id, category.id, "B", teamIds.slice(4));
    expect(moveTeam(teamIds[3]!, b.id, world.admin.id)).toEqual({ ok: true, team: "Tango 4", from: "A", to: "B" });
    expect(groupMembers(b.id).map((m) => [m.teamId, m.position])).toEqual([
      [teamIds[4], 1],
      [teamIds[5], 2],
      [teamIds[6], 3],
      [teamIds[3], 4],
    ]);

    const settings = { days: [world.days[2]!], startMinutes: 8 * 60, endMinutes: 18 * 60, matchMinutes: 30, courts: ["Court 41"], minRestSlots: 0 };
    expect(await saveRoundRobin(world.demo, scope(category.id), a.id, settings, world.admin.id)).toMatchObject({ ok: true });
    const scheduled = moveTeam(teamIds[0]!, b.id, world.admin.id);
    expect(scheduled).toEqual({ ok: false, field: "members", error: "groupsAdmin.errors.teamScheduled?team=Tango+1&group=A" });
    expect(moveTeam(teamIds[4]!, a.id, world.admin.id)).toEqual({ ok: false, field: "members", error: "groupsAdmin.errors.hasSchedule?group=A" });
    expect(updateGroup(a.id, { name: "A", members: [{ teamId: teamIds[0]!, position: 1 }] }, world.admin.id)).toEqual({ ok: false, field: "members", error: "groupsAdmin.errors.hasSchedule?group=A" });
    expect(updateGroup(a.id, { name: "Z", members: groupMembers(a.id).map((m) => ({ teamId: m.teamId, position: m.position })) }, world.admin.id)).toEqual({
      ok: false,
      field: "name",
      error: "groupsAdmin.errors.renameLocked?group=A",
    });
    // Reordering positions is always allowed.
    const reversed = groupMembers(a.id).map((m, i, all) => ({ teamId: m.teamId, position: all.length - i }));
    expect(updateGroup(a.id, { name: "A", members: reversed }, world.admin.id)).toMatchObject({ ok: true });
    expect(groupMembers(a.id).map((m) => m.teamId)).toEqual([teamIds[2], teamIds[1], teamIds[0]]);

    getDb().update(matches).set({ status: "finished" }).where(eq(matches.groupId, a.id)).run();
    expect(moveTeam(teamIds[0]!, b.id, world.admin.id)).toEqual({ ok: false, field: "members", error: "groupsAdmin.errors.hasResults?group=A" });
    expect(deleteGroup(a.id, world.admin.id)).toEqual({ ok: false, field: null, error: "groupsAdmin.errors.deleteHasMatches?group=A" });
  });

  it("deletes a group without matches, its team entries first", () => {
    const { category, teamIds } = newCategory(world.demo.id, { type: "Padel", level: "Intermediate", gender: "mixed" }, { teams: 3, prefix: "Uniform" });
    const group = newGroup(world.demo.id, category.id, "A", teamIds);
    const version = getDb().select().from(events).where(eq(events.id, world.demo.id)).get()!.version;
    expect(deleteGroup(group.id, world.admin.id)).toMatchObject({ ok: true });
    expect(getDb().select().from(groupTeams).where(eq(groupTeams.groupId, group.id)).all()).toEqual([]);
    expect(getDb().select().from(groups).where(eq(groups.id, group.id)).all()).toEqual([]);
    expect(unassignedTeams(category.id)).toHaveLength(3);
    expect(getDb().select().from(events).where(eq(events.id, world.demo.id)).get()!.version).toBeGreaterThan(version);
  });

  it("refuses to delete a group with matches", () => {
    const demoGroup = getDb().select().from(groups).where(eq(groups.eventId, world.demo.id)).orderBy(asc(groups.id)).get()!;
    expect(deleteGroup(demoGroup.id, world.admin.id)).toEqual({ ok: false, field: null, error: `groupsAdmin.errors.deleteHasMatches?group=${demoGroup.name}` });
  });
});

describe("drawing of lots", () => {
  /** Saves a 6-4 6-4 result for each match of the group between two of `teams`, won by the team `beats` names. */
  function play(groupId: number, teams: number[], beats: (team: number, other: number) => boolean) {
    const rows = getDb().select().from(matches).where(eq(matches.groupId, groupId)).orderBy(asc(matches.id)).all();
    for (const match of rows) {
      if (!teams.includes(match.homeTeamId!) || !teams.includes(match.awayTeamId!)) continue;
      const set = beats(match.homeTeamId!, match.awayTeamId!) ? { home: 6, away: 4 } : { home: 4, away: 6 };
      const input = { status: "finished" as const, sets: [set, set], goals: null, present: null, retired: null };
      expect(saveMatchResult(match.id, input, { userId: world.admin.id, expectedVersion: match.version })).toMatchObject({ ok: true });
    }
  }

  it("waits until no result to come can change a tie, then orders the teams it leaves tied and settles their places", async () => {
    const { category, teamIds } = newCategory(world.demo.id, { type: "Padel", level: "Professional", gender: "mixed" }, { teams: 4, prefix: "Victor" });
    const [one, two, three, four] = teamIds as [number, number, number, number];
    const group = newGroup(world.demo.id, category.id, "A", teamIds);
    const order = [
      { teamId: one, lot: 3 },
      { teamId: two, lot: 1 },
      { teamId: three, lot: 2 },
    ];
    const lotsStored = () =>
      getDb()
        .select()
        .from(groupTeams)
        .where(eq(groupTeams.groupId, group.id))
        .orderBy(asc(groupTeams.position))
        .all()
        .map((entry) => entry.lot);
    // Nothing scheduled yet: all four share first place, and no drawing is asked for or taken.
    expect(findGroupTable(world.demo.id, group.id)!.rows.map((row) => [row.rank, row.shared, row.needsLots])).toEqual([
      [1, true, false],
      [1, true, false],
      [1, true, false],
      [1, true, false],
    ]);
    expect(tiedBlocks(groupRow(group.id))).toEqual([]);
    expect(recordLots(group.id, [...order, { teamId: four, lot: 4 }], world.admin.id)).toEqual({ ok: false, field: null, error: "groupsAdmin.errors.tieOpen" });

    // Mid-group: one beats two beats three beats one, all 6-4 6-4, and each still plays four.
    const settings = { days: [world.days[1]!], startMinutes: 8 * 60, endMinutes: 18 * 60, matchMinutes: 30, courts: ["Court 51", "Court 52"], minRestSlots: 0 };
    expect(await saveRoundRobin(world.demo, scope(category.id), group.id, settings, world.admin.id)).toMatchObject({ ok: true, count: 6 });
    const circle = new Map([
      [one, two],
      [two, three],
      [three, one],
    ]);
    play(group.id, [one, two, three], (team, other) => circle.get(team) === other);
    expect(findGroupTable(world.demo.id, group.id)!.rows.map((row) => [row.teamId, row.rank, row.shared, row.needsLots])).toEqual([
      [one, 1, true, false],
      [two, 1, true, false],
      [three, 1, true, false],
      [four, 4, false, false],
    ]);
    expect(tiedBlocks(groupRow(group.id))).toEqual([]);
    expect(recordLots(group.id, order, world.admin.id)).toEqual({ ok: false, field: null, error: "groupsAdmin.errors.tieOpen" });
    expect(lotsStored()).toEqual([null, null, null, null]);

    // Four loses all three: nothing separates the circle and nothing is left to play.
    play(group.id, [one, two, three, four], (team, other) => other === four || circle.get(team) === other);
    expect(tiedBlocks(groupRow(group.id)).map((b) => [b.rank, b.teams.map((t) => t.teamId)])).toEqual([[1, [one, two, three]]]);
    expect(
      recordLots(
        group.id,
        [
          { teamId: one, lot: 1 },
          { teamId: two, lot: 1 },
          { teamId: three, lot: 2 },
        ],
        world.admin.id,
      ),
    ).toEqual({
      ok: false,
      field: null,
      error: "groupsAdmin.errors.lotsIncomplete?place=1",
    });
    expect(recordLots(group.id, order, world.admin.id)).toMatchObject({ ok: true });
    const table = findGroupTable(world.demo.id, group.id)!;
    expect(table.rows.map((row) => [row.teamId, row.rank, row.shared, row.decidedBy])).toEqual([
      [two, 1, false, "lots"],
      [three, 2, false, "lots"],
      [one, 3, false, "lots"],
      [four, 4, false, null],
    ]);
    // A group is only ever read as its own event's.
    expect(findGroupTable(world.demo.id + 1, group.id)).toBeNull();
    expect(tiedBlocks(groupRow(group.id))).toEqual([]);
    expect(recordLots(group.id, order, world.admin.id)).toEqual({ ok: false, field: null, error: "groupsAdmin.errors.noTie" });
    expect(clearLots(group.id, world.admin.id)).toMatchObject({ ok: true });
    expect(tiedBlocks(groupRow(group.id))).toHaveLength(1);
  });
});
