import { beforeAll, describe, expect, it } from "vitest";
import type { RouterContextProvider } from "react-router";
import { matches } from "#drizzle/schema";
import { requireEventAccess } from "~/auth/event-access.server";
import { getDb } from "~/db.server";
import { findGroupRow } from "~/models/competition/group.server";
import { groupExport, groupListSpec, listGroups } from "~/models/competition/group-list.server";
import { findScheduleMatch } from "~/models/competition/schedule-edit.server";
import { readScope } from "~/models/competition/schedule-scope.server";
import { scheduleExport } from "~/models/competition/schedule.server";
import { readListParams } from "~/utils/list-params";
import { newCategory, newGroup, prepareSchedule, refusal } from "./schedule-fixtures";

let world: Awaited<ReturnType<typeof prepareSchedule>>;
let ligaB: { categoryId: number; groupId: number; matchId: number };

beforeAll(async () => {
  world = await prepareSchedule();
  const { category, teamIds } = newCategory(world.ligaB.id, { type: "Padel", level: "Beginner", gender: "men" }, { teams: 2, prefix: "Rahasia" });
  const group = newGroup(world.ligaB.id, category.id, "A", teamIds);
  const match = getDb()
    .insert(matches)
    .values({ eventId: world.ligaB.id, eventCategoryId: category.id, groupId: group.id, code: "A-1", homeTeamId: teamIds[0]!, awayTeamId: teamIds[1]! })
    .returning()
    .get();
  ligaB = { categoryId: category.id, groupId: group.id, matchId: match.id };
}, 120_000);

/** The export's request context is read only after the event check. */
const noContext = {} as Readonly<RouterContextProvider>;

describe("an event manager on the group and schedule screens", () => {
  it("works on their own event by default and gets 404 for another event or its category", () => {
    expect(readScope(world.manager, new URLSearchParams()).event?.id).toBe(world.demo.id);
    expect(refusal(() => readScope(world.manager, new URLSearchParams(`event=${world.ligaB.id}`)))).toBe(404);
    expect(refusal(() => readScope(world.manager, new URLSearchParams(`category=${ligaB.categoryId}`)))).toBe(404);
    expect(refusal(() => readScope(world.manager, new URLSearchParams(`event=${world.demo.id}&category=${ligaB.categoryId}`)))).toBe(404);
    expect(readScope(world.admin, new URLSearchParams(`event=${world.ligaB.id}&category=${ligaB.categoryId}`)).category?.id).toBe(ligaB.categoryId);
  });

  it("gets 404 for another event's group and match, which an admin may open", () => {
    const group = findGroupRow(ligaB.groupId)!;
    expect(refusal(() => requireEventAccess(world.manager, group.eventId))).toBe(404);
    expect(refusal(() => requireEventAccess(world.admin, group.eventId))).toBeNull();
    const found = findScheduleMatch(ligaB.matchId)!;
    expect(refusal(() => requireEventAccess(world.manager, found.event.id))).toBe(404);
  });

  it("lists and exports only their event's groups and schedule", () => {
    const { rows } = listGroups(world.demo.id, readListParams(new URLSearchParams("perPage=100"), groupListSpec));
    expect(rows.map((row) => row.name).sort()).toEqual(["A", "A", "A", "B", "B", "B", "C"]);
    expect(rows.some((row) => row.id === ligaB.groupId)).toBe(false);
    expect(refusal(() => groupExport.rows(new URLSearchParams(`event=${world.ligaB.id}`), world.manager))).toBe(404);
    expect(refusal(() => scheduleExport.rows(new URLSearchParams(`event=${world.ligaB.id}`), world.manager, noContext))).toBe(404);
    expect([...groupExport.rows(new URLSearchParams(`event=${world.ligaB.id}`), world.admin)].flat().map((row) => row.member.name)).toEqual(["Rahasia 1", "Rahasia 2"]);
  });
});
