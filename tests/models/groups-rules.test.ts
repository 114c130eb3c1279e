import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, events, groups, groupTeams, matches, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { drawSetting, planDraw, saveDraw } from "~/models/group-draw.server";
import { categoryGroups, clearLots, createGroup, deleteGroup, groupMembers, moveTeam, recordLots, tiedBlocks, unassignedTeams, updateGroup } from "~/models/group.server";
import { findGroupTable } from "~/models/public-standings.server";
import { saveRoundRobin } from "~/models/schedule-generate.server";
import { scopeCategories } from "~/models/schedule-scope.server";
import { eventDateFormat } from "~/utils/event-dates";
import { newCategory, newGroup, prepareSchedule } from "./schedule-fixtures";

let world: Awaited<ReturnType<typeof prepareSchedule>>;
const dates = eventDateFormat("id", "Asia/Jakarta");

beforeAll(async () => {
  world = await prepareSchedule();
}, 120_000);

const scope = (id: number) => scopeCategories(world.demo.id).find((c) => c.id === id)!;
const groupRow = (id: number) => getDb().select().from(groups).where(eq(groups.id, id)).get()!;

describe("the group draw", () => {
  it("saves exactly the groups it showed, from the draw number", () => {
    const { category } = newCategory(world.demo.id, { type: "Padel", level: "Intermediate", gender: "men" }, {
      teams: 10,
      prefix: "Papa",
      seed: (i) => (i < 2 ? i + 1 : null),
      club: (i) => (i % 2 === 0 ? "PB Merpati" : null),
    });
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
    expect(getDb().select().from(auditLog).where(and(eq(auditLog.entity, "group"), eq(auditLog.eventId, world.demo.id))).all()).toHaveLength(2);
    // A second draw of the same category is refused: it has groups now.
    expect(drawSetting(scope(category.id)).errors).toEqual(["groupsAdmin.errors.drawHasGroups"]);
  });

  it("refuses to save when the category's teams changed since the preview", () => {
    const { category } = newCategory(world.demo.id, { type: "Padel", level: "Advanced", gender: "men" }, { teams: 6, prefix: "Quebec" });
    const plan = planDraw(scope(category.id), 2, 5);
    expect(plan.ok).toBe(true);
    // A team registers after the preview.
    getDb().insert(teams).values({ eventId: world.demo.id, eventCategoryId: category.id, name: "Quebec late" }).run();
    expect(saveDraw(scope(category.id), { groupCount: 2, drawNumber: 5, teamIds: plan.ok ? plan.teamIds : "" }, world.admin.id)).toEqual({ ok: false, errors: ["groupsAdmin.errors.drawTeamsChanged"] });
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
    const created = createGroup({ eventId: world.demo.id, eventCategoryId: category.id, name: "a", members: [{ teamId: teamIds[1]!, position: 2 }, { teamId: teamIds[0]!, position: 1 }] }, world.admin.id);
    expect(created).toMatchObject({ ok: true, group: { name: "A" } });
    if (!created.ok) return;
    expect(groupMembers(created.group.id).map((m) => [m.teamId, m.position])).toEqual([
      [teamIds[0], 1],
      [teamIds[1], 2],
    ]);
    expect(createGroup({ eventId: world.demo.id, eventCategoryId: category.id, name: "A", members: [] }, world.admin.id)).toEqual({ ok: false, field: "name", error: "groupsAdmin.errors.nameTaken?name=A" });
    expect(createGroup({ eventId: world.demo.id, eventCategoryId: category.id, name: "B2", members: [] }, world.admin.id)).toEqual({ ok: false, field: "name", error: "groupsAdmin.errors.name" });
    expect(createGroup({ eventId: world.demo.id, eventCategoryId: category.id, name: "B", members: [{ teamId: teamIds[0]!, position: 1 }] }, world.admin.id)).toEqual({
      ok: false,
      field: "members",
      error: "groupsAdmin.errors.teamUnavailable",
    });
    expect(unassignedTeams(category.id).map((t) => t.id)).toEqual(teamIds.slice(2));
  });

  it("moves teams between groups before matches, and refuses once a group has a schedule or results", () => {
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
    expect(saveRoundRobin(world.demo, scope(category.id), a.id, settings, dates, world.admin.id)).toMatchObject({ ok: true });
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
    expect(getDb().select().from(events).where(eq(events.id, world.demo.id)).get()!.version).toBe(version + 1);
  });

  it("refuses to delete a group with matches", () => {
    const demoGroup = getDb().select().from(groups).where(eq(groups.eventId, world.demo.id)).orderBy(asc(groups.id)).get()!;
    expect(deleteGroup(demoGroup.id, world.admin.id)).toEqual({ ok: false, field: null, error: `groupsAdmin.errors.deleteHasMatches?group=${demoGroup.name}` });
  });
});

describe("drawing of lots", () => {
  it("orders the teams the standings leave tied and settles their places", () => {
    const { category, teamIds } = newCategory(world.demo.id, { type: "Padel", level: "Professional", gender: "mixed" }, { teams: 3, prefix: "Victor" });
    const group = newGroup(world.demo.id, category.id, "A", teamIds);
    // Nothing played: all three share first place.
    expect(tiedBlocks(groupRow(group.id)).map((b) => [b.rank, b.teams.map((t) => t.teamId)])).toEqual([[1, teamIds]]);
    expect(recordLots(group.id, [{ teamId: teamIds[0]!, lot: 1 }, { teamId: teamIds[1]!, lot: 1 }, { teamId: teamIds[2]!, lot: 2 }], world.admin.id)).toEqual({
      ok: false,
      field: null,
      error: "groupsAdmin.errors.lotsIncomplete?place=1",
    });
    expect(recordLots(group.id, [{ teamId: teamIds[0]!, lot: 3 }, { teamId: teamIds[1]!, lot: 1 }, { teamId: teamIds[2]!, lot: 2 }], world.admin.id)).toMatchObject({ ok: true });
    const table = findGroupTable(world.demo.id, group.id)!;
    expect(table.rows.map((row) => [row.teamId, row.rank, row.shared])).toEqual([
      [teamIds[1], 1, false],
      [teamIds[2], 2, false],
      [teamIds[0], 3, false],
    ]);
    // A group is only ever read as its own event's.
    expect(findGroupTable(world.demo.id + 1, group.id)).toBeNull();
    expect(tiedBlocks(groupRow(group.id))).toEqual([]);
    expect(clearLots(group.id, world.admin.id)).toMatchObject({ ok: true });
    expect(tiedBlocks(groupRow(group.id))).toHaveLength(1);
  });
});
