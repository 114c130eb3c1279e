import { and, asc, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { matches } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { saveMatchResult } from "~/models/competition/match-result.server";
import { saveRoundRobin } from "~/models/competition/schedule-generate.server";
import { planKnockout, savedKnockout, saveKnockout } from "~/models/competition/schedule-knockout.server";
import { scopeCategories } from "~/models/competition/schedule-scope.server";
import { removeKnockout } from "~/models/competition/schedule.server";
import { eventDateFormat } from "~/utils/event-dates";
import { newCategory, newGroup, parseMessage, prepareSchedule } from "./schedule-fixtures";

let world: Awaited<ReturnType<typeof prepareSchedule>>;
const dates = eventDateFormat("id", "Asia/Jakarta");

beforeAll(async () => {
  world = await prepareSchedule();
}, 120_000);

const scope = (id: number) => scopeCategories(world.demo.id).find((c) => c.id === id)!;
const bracketRows = (eventCategoryId: number) =>
  getDb()
    .select()
    .from(matches)
    .where(and(eq(matches.eventCategoryId, eventCategoryId), ne(matches.stage, "group")))
    .orderBy(asc(matches.round), asc(matches.code))
    .all();

/** Plays every match of a group: the home side wins 6-1 6-1. */
function playGroup(groupId: number) {
  for (const match of getDb().select().from(matches).where(eq(matches.groupId, groupId)).all()) {
    const saved = saveMatchResult(
      match.id,
      {
        status: "finished",
        sets: [
          { home: 6, away: 1 },
          { home: 6, away: 1 },
        ],
        goals: null,
        present: null,
        retired: null,
      },
      { userId: world.admin.id, expectedVersion: match.version },
    );
    if (!saved.ok) throw new Error(`setup: ${match.code}`);
  }
}

describe("the bracket after the groups", () => {
  it("takes advance_per_group from each group, fills the places of finished groups at once, and keeps rounds in order", async () => {
    const { category, teamIds } = newCategory(world.demo.id, { type: "Padel", level: "Intermediate", gender: "men" }, { teams: 8, prefix: "Lima", thirdPlace: true });
    const a = newGroup(world.demo.id, category.id, "A", teamIds.slice(0, 4));
    newGroup(world.demo.id, category.id, "B", teamIds.slice(4));
    const groupSettings = { days: [world.days[0]!], startMinutes: 8 * 60, endMinutes: 18 * 60, matchMinutes: 30, courts: ["Court 31", "Court 32"], minRestSlots: 1 };
    expect(await saveRoundRobin(world.demo, scope(category.id), null, groupSettings, world.admin.id)).toMatchObject({ ok: true });
    playGroup(a.id);

    const timing = { mode: "auto" as const, days: [world.days[2]!], startMinutes: 13 * 60, endMinutes: 18 * 60, matchMinutes: 30, courts: ["Court 31", "Court 32"], minRestSlots: 1 };
    const plan = await planKnockout(world.demo, scope(category.id), timing, dates);
    expect(plan.problems).toEqual([]);
    expect(plan.matches.map((m) => [m.code, m.homeSource, m.awaySource]).sort()).toEqual([
      ["3P", "L:SF1", "L:SF2"],
      ["F", "W:SF1", "W:SF2"],
      ["SF1", "1A", "2B"],
      ["SF2", "1B", "2A"],
    ]);
    expect(await saveKnockout(world.demo, scope(category.id), timing, dates, world.admin.id)).toEqual({ ok: true, count: 4 });

    const rows = bracketRows(category.id);
    const sf1 = rows.find((m) => m.code === "SF1")!;
    const sf2 = rows.find((m) => m.code === "SF2")!;
    // Group A is over (its first team won every match it hosted): its places are filled; group B's wait.
    expect(sf1.homeTeamId).not.toBeNull();
    expect(sf2.awayTeamId).not.toBeNull();
    expect(sf1.awayTeamId).toBeNull();
    expect(sf2.homeTeamId).toBeNull();
    const final = rows.find((m) => m.code === "F")!;
    const third = rows.find((m) => m.code === "3P")!;
    // The final and the third-place match come after both semi-finals, with a slot of rest.
    const semisEnd = Math.max(sf1.scheduledAt!.getTime(), sf2.scheduledAt!.getTime());
    expect(final.scheduledAt!.getTime()).toBeGreaterThanOrEqual(semisEnd + 60 * 60_000);
    expect(third.scheduledAt!.getTime()).toBeGreaterThanOrEqual(semisEnd + 60 * 60_000);

    expect((await planKnockout(world.demo, scope(category.id), { mode: "none" }, dates)).problems).toEqual(["scheduleAdmin.errors.bracketExists"]);
    // The saved bracket reads as the plan it was saved from: every match, in the order of its slots.
    const saved = savedKnockout(scope(category.id))!;
    expect(saved.problems).toEqual([]);
    expect(saved.matches.map((m) => m.code).sort()).toEqual(["3P", "F", "SF1", "SF2"]);
    const times = saved.matches.map((m) => m.at!.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(saved.matches.find((m) => m.code === "SF1")).toMatchObject({ homeTeamId: sf1.homeTeamId, homeSource: sf1.homeSource, at: sf1.scheduledAt, court: sf1.court });
    expect(removeKnockout(scope(category.id), world.admin.id, "Lima")).toEqual({ ok: true, removed: 4, name: "Lima" });
    expect(bracketRows(category.id)).toEqual([]);
    expect(savedKnockout(scope(category.id))).toBeNull();
  });

  it("refuses a bracket that starts before the group stage ends, and hand-typed rounds out of order", async () => {
    const { category, teamIds } = newCategory(world.demo.id, { type: "Padel", level: "Advanced", gender: "men" }, { teams: 4, prefix: "Mike", advancePerGroup: 1 });
    newGroup(world.demo.id, category.id, "A", teamIds.slice(0, 2));
    newGroup(world.demo.id, category.id, "B", teamIds.slice(2));
    const groupSettings = { days: [world.days[1]!], startMinutes: 10 * 60, endMinutes: 12 * 60, matchMinutes: 60, courts: ["Court 33"], minRestSlots: 0 };
    expect(await saveRoundRobin(world.demo, scope(category.id), null, groupSettings, world.admin.id)).toMatchObject({ ok: true });

    const early = await planKnockout(world.demo, scope(category.id), { mode: "manual", matchMinutes: 60, slots: { F: { day: world.days[1]!, time: "10:30", court: "Court 34" } } }, dates);
    expect(early.problems.map(parseMessage)).toEqual([{ key: "scheduleAdmin.errors.beforeGroups", params: { code: "F", time: expect.stringContaining("12.00") } }]);
    const missing = await planKnockout(world.demo, scope(category.id), { mode: "manual", matchMinutes: 60, slots: { F: { day: world.days[2]!, time: "", court: "Court 34" } } }, dates);
    expect(missing.problems.map(parseMessage)).toEqual([{ key: "scheduleAdmin.errors.slotIncomplete", params: { code: "F" } }]);
    const later = await planKnockout(world.demo, scope(category.id), { mode: "manual", matchMinutes: 60, slots: { F: { day: world.days[2]!, time: "15:00", court: "Court 34" } } }, dates);
    expect(later.problems).toEqual([]);
    expect(later.matches).toEqual([expect.objectContaining({ code: "F", homeSource: "1A", awaySource: "1B", court: "Court 34", at: new Date(`${world.days[2]}T08:00:00.000Z`) })]);
  });

  it("names the category that has no knockout", async () => {
    const { category } = newCategory(world.demo.id, { type: "Padel", level: "Professional", gender: "men" }, { teams: 4, prefix: "November", format: "groups" });
    expect((await planKnockout(world.demo, scope(category.id), { mode: "none" }, dates)).problems).toEqual(["scheduleAdmin.errors.noKnockout"]);
  });
});

describe("a knockout-only category", () => {
  it("seeds the bracket from the teams' seeds, byes to the top seeds, teams known from the start", async () => {
    const { category, teamIds } = newCategory(
      world.demo.id,
      { type: "Padel", level: "Beginner", gender: "women" },
      { format: "knockout", teams: 6, prefix: "Oscar", seed: (i) => (i < 4 ? i + 1 : null) },
    );
    const plan = await planKnockout(world.demo, scope(category.id), { mode: "none" }, dates);
    expect(plan.problems).toEqual([]);
    expect(await saveKnockout(world.demo, scope(category.id), { mode: "none" }, dates, world.manager.id)).toEqual({ ok: true, count: 5 });
    const rows = bracketRows(category.id);
    const [seed1, seed2, seed3, seed4, fifth, sixth] = teamIds;
    const quarterFinals = rows.filter((m) => m.stage === "qf");
    // Six teams in an eight-line bracket: seeds 1 and 2 have byes; seeds 3 and 4, drawn into the other quarters, each meet an unseeded team.
    expect(quarterFinals.map((m) => [m.homeTeamId, m.awayTeamId].filter((id) => id === seed3 || id === seed4).length)).toEqual([1, 1]);
    expect(
      quarterFinals
        .flatMap((m) => [m.homeTeamId, m.awayTeamId])
        .filter((id) => id === fifth || id === sixth)
        .sort(),
    ).toEqual([fifth, sixth].sort());
    const semis = rows.filter((m) => m.stage === "sf");
    expect(semis.find((m) => m.homeSource === "#1")?.homeTeamId).toBe(seed1);
    expect(semis.find((m) => m.awaySource === "#8")?.awayTeamId).toBe(seed2);
    expect(rows.every((m) => m.scheduledAt === null && m.court === null)).toBe(true);
  });
});
