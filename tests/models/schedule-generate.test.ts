import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, events, matches } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { saveMatchResult } from "~/models/competition/match-result.server";
import { planRoundRobin, saveRoundRobin } from "~/models/competition/schedule-generate.server";
import { scopeCategories } from "~/models/competition/schedule-scope.server";
import type { SlotSettings } from "~/models/competition/schedule-slots.server";
import { removeGroupSchedule, scheduleOverview } from "~/models/competition/schedule.server";
import { groupListSpec, listGroups } from "~/models/competition/group-list.server";
import { groupMatchCounts } from "~/models/competition/group.server";
import { readListParams } from "~/utils/list-params";
import { venueClock } from "~/models/competition/schedule-time.server";
import { newCategory, newGroup, parseMessage, prepareSchedule } from "./schedule-fixtures";

let world: Awaited<ReturnType<typeof prepareSchedule>>;

beforeAll(async () => {
  world = await prepareSchedule();
}, 120_000);

/** A group-stage category of the demo with two groups of five (odd: every round has a bye). */
function fiveAndFive(prefix: string, level: string, gender: "men" | "women" | "mixed") {
  const { category, teamIds } = newCategory(world.demo.id, { type: "Padel", level, gender }, { teams: 10, prefix });
  const a = newGroup(world.demo.id, category.id, "A", teamIds.slice(0, 5));
  const b = newGroup(world.demo.id, category.id, "B", teamIds.slice(5));
  return { category: scopeCategories(world.demo.id).find((c) => c.id === category.id)!, a, b, teamIds };
}

const settings = (extra: Partial<SlotSettings> = {}): SlotSettings => ({
  days: [world.days[0]!],
  startMinutes: 8 * 60,
  endMinutes: 18 * 60,
  matchMinutes: 30,
  courts: ["Court 7", "Court 8"],
  minRestSlots: 1,
  ...extra,
});

const rowsOf = (eventCategoryId: number) => getDb().select().from(matches).where(eq(matches.eventCategoryId, eventCategoryId)).orderBy(asc(matches.scheduledAt), asc(matches.court)).all();

describe("drawing up a group schedule", () => {
  it("saves exactly the preview: codes per group, teams, courts and times", async () => {
    const { category } = fiveAndFive("Alpha", "Intermediate", "men");
    const plan = await planRoundRobin(world.demo, category, null, settings());
    expect(plan.problems).toEqual([]);
    expect(plan.unplaced).toEqual([]);
    // Five teams: ten matches a group, "A-1" … "A-10".
    expect(
      plan.matches
        .filter((m) => m.group === "A")
        .map((m) => m.code)
        .sort((x, y) => x.localeCompare(y, undefined, { numeric: true })),
    ).toEqual(Array.from({ length: 10 }, (_, i) => `A-${i + 1}`));
    const eventVersion = getDb().select().from(events).where(eq(events.id, world.demo.id)).get()!.version;
    expect(await saveRoundRobin(world.demo, category, null, settings(), world.manager.id)).toEqual({ ok: true, count: 20 });
    const saved = rowsOf(category.id);
    const asPlanned = (m: { code: string; homeTeamId: number | null; awayTeamId: number | null; court: string | null; scheduledAt?: Date | null; at?: Date | null }) => ({
      code: m.code,
      home: m.homeTeamId,
      away: m.awayTeamId,
      court: m.court,
      at: (m.scheduledAt ?? m.at)!.toISOString(),
    });
    expect(saved.map(asPlanned).sort((x, y) => x.code.localeCompare(y.code))).toEqual(plan.matches.map(asPlanned).sort((x, y) => x.code.localeCompare(y.code)));
    expect(saved.every((m) => m.stage === "group" && m.status === "scheduled" && m.version === 1)).toBe(true);
    expect(getDb().select().from(events).where(eq(events.id, world.demo.id)).get()!.version).toBeGreaterThan(eventVersion);
    const audit = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "schedule"), eq(auditLog.entityId, saved[0]!.id)))
      .all();
    expect(audit).toEqual([expect.objectContaining({ action: "create", userId: world.manager.id, eventId: world.demo.id })]);
    // 08.00 on the venue's clock (WIB) is 01.00 UTC.
    expect(saved[0]!.scheduledAt!.toISOString()).toBe(`${world.days[0]}T01:00:00.000Z`);
  });

  it("never books a team twice at once and keeps its rest wherever the plan says so", async () => {
    const { category } = fiveAndFive("Bravo", "Advanced", "men");
    const plan = await planRoundRobin(world.demo, category, null, settings({ courts: ["Court 9", "Court 10", "Court 11"] }));
    expect(plan.problems).toEqual([]);
    const byTeam = new Map<number, { start: number; code: string }[]>();
    for (const match of plan.matches) {
      for (const team of [match.homeTeamId!, match.awayTeamId!]) byTeam.set(team, [...(byTeam.get(team) ?? []), { start: match.at!.getTime(), code: match.code }]);
    }
    const slot = 30 * 60_000;
    for (const played of byTeam.values()) {
      played.sort((x, y) => x.start - y.start);
      for (let i = 1; i < played.length; i++) {
        const gap = played[i]!.start - played[i - 1]!.start;
        expect(gap).toBeGreaterThanOrEqual(slot);
        if (!plan.relaxedRest.includes(played[i]!.code)) expect(gap).toBeGreaterThanOrEqual(2 * slot);
      }
    }
    const perTime = new Map<string, string[]>();
    for (const match of plan.matches) perTime.set(`${match.at!.toISOString()}`, [...(perTime.get(match.at!.toISOString()) ?? []), match.court!]);
    for (const courts of perTime.values()) expect(new Set(courts).size).toBe(courts.length);
  });

  it("reports matches left without a slot and refuses to save them", async () => {
    const { category } = fiveAndFive("Charlie", "Professional", "men");
    const short = settings({ courts: ["Court 12"], endMinutes: 9 * 60 });
    const plan = await planRoundRobin(world.demo, category, null, short);
    expect(plan.unplaced.length).toBeGreaterThan(0);
    expect(plan.problems.map((p) => parseMessage(p).key)).toContain("scheduleAdmin.errors.unplaced");
    expect(await saveRoundRobin(world.demo, category, null, short, world.admin.id)).toMatchObject({ ok: false });
    expect(rowsOf(category.id)).toEqual([]);
  });

  it("places nothing on a court while another category's match is on it", async () => {
    const { category } = fiveAndFive("Delta", "Beginner", "women");
    // The demo's first match played: same court, same day, from the same hour on.
    const demoMatch = getDb()
      .select()
      .from(matches)
      .where(and(eq(matches.eventId, world.demo.id), eq(matches.status, "finished")))
      .orderBy(asc(matches.scheduledAt))
      .get()!;
    const { day, minutes } = venueClock(demoMatch.scheduledAt!, "Asia/Jakarta");
    const plan = await planRoundRobin(world.demo, category, null, settings({ days: [day], courts: [demoMatch.court!], startMinutes: minutes, matchMinutes: 60 }));
    // Every match already on that court holds it from its start until it ended (or for padel's hour, not yet played).
    const held = getDb()
      .select()
      .from(matches)
      .where(and(eq(matches.eventId, world.demo.id), eq(matches.court, demoMatch.court!)))
      .all()
      .filter((m) => m.scheduledAt && m.eventCategoryId !== category.id)
      .map((m) => ({ from: m.scheduledAt!.getTime(), to: (m.finishedAt ?? new Date(m.scheduledAt!.getTime() + 60 * 60_000)).getTime() }));
    const placed = plan.matches.filter((m) => m.at !== null);
    expect(placed.length).toBeGreaterThan(0);
    for (const m of placed) {
      const [from, to] = [m.at!.getTime(), m.at!.getTime() + 60 * 60_000];
      expect(
        held.filter((h) => from < h.to && h.from < to),
        m.code,
      ).toEqual([]);
    }
    // One court from that hour cannot hold all twenty matches: the rest are reported, not put on top of it.
    expect(plan.problems.map((p) => parseMessage(p).key)).toEqual(["scheduleAdmin.errors.unplaced"]);
  });

  it("refuses days outside the event, no courts, and hours too short for a match", async () => {
    const { category } = fiveAndFive("Echo", "Advanced", "women");
    const plan = await planRoundRobin(world.demo, category, null, settings({ days: ["2001-01-01"], courts: [], startMinutes: 600, endMinutes: 620 }));
    expect(plan.problems.map((p) => parseMessage(p).key)).toEqual(["scheduleAdmin.errors.dayOutside", "scheduleAdmin.errors.noCourts", "scheduleAdmin.errors.dayTooShort"]);
  });
});

describe("a group's schedule", () => {
  it("is drawn up once: saving again is refused until it is removed", async () => {
    const { category, a } = fiveAndFive("Foxtrot", "Professional", "women");
    expect(await saveRoundRobin(world.demo, category, a.id, settings({ courts: ["Court 13"] }), world.admin.id)).toEqual({ ok: true, count: 10 });
    const again = await saveRoundRobin(world.demo, category, a.id, settings({ courts: ["Court 14"] }), world.admin.id);
    expect(again.ok).toBe(false);
    expect(!again.ok && again.problems.map(parseMessage)).toEqual([{ key: "scheduleAdmin.errors.groupHasSchedule", params: { group: "A" } }]);

    const removed = removeGroupSchedule(a.id, world.admin.id);
    expect(removed).toEqual({ ok: true, removed: 10, name: "A" });
    expect(getDb().select().from(matches).where(eq(matches.groupId, a.id)).all()).toEqual([]);
    expect(
      getDb()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "schedule"), eq(auditLog.action, "delete"), eq(auditLog.eventId, world.demo.id)))
        .all(),
    ).toHaveLength(10);
    expect(await saveRoundRobin(world.demo, category, a.id, settings({ courts: ["Court 14"] }), world.admin.id)).toEqual({ ok: true, count: 10 });
  });

  it("cannot be removed once a match has a result", async () => {
    const { category, b } = fiveAndFive("Golf", "Beginner", "mixed");
    expect(await saveRoundRobin(world.demo, category, b.id, settings({ courts: ["Court 15"] }), world.admin.id)).toMatchObject({ ok: true });
    const first = getDb().select().from(matches).where(eq(matches.groupId, b.id)).orderBy(asc(matches.id)).get()!;
    const played = saveMatchResult(
      first.id,
      {
        status: "finished",
        sets: [
          { home: 6, away: 2 },
          { home: 6, away: 3 },
        ],
        goals: null,
        present: null,
        retired: null,
      },
      { userId: world.admin.id, expectedVersion: first.version },
    );
    expect(played.ok).toBe(true);
    const refused = removeGroupSchedule(b.id, world.admin.id);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && parseMessage(refused.error)).toEqual({ key: "scheduleAdmin.errors.removePlayed", params: { codes: first.code } });
    expect(getDb().select().from(matches).where(eq(matches.groupId, b.id)).all()).toHaveLength(10);
  });

  it("counts as played only the matches with a result: a live match is not played yet", async () => {
    const { category, a, b } = fiveAndFive("Hotel", "Intermediate", "mixed");
    expect(await saveRoundRobin(world.demo, category, a.id, settings({ courts: ["Court 21"] }), world.admin.id)).toEqual({ ok: true, count: 10 });
    const [finished, walkover, retired, live, postponed] = getDb().select({ id: matches.id }).from(matches).where(eq(matches.groupId, a.id)).orderBy(asc(matches.id)).all();
    for (const [match, status] of [
      [finished, "finished"],
      [walkover, "walkover"],
      [retired, "retired"],
      [live, "live"],
      [postponed, "postponed"],
    ] as const) {
      getDb().update(matches).set({ status }).where(eq(matches.id, match!.id)).run();
    }
    // The schedule's overview, the group list and the group's own page all say "3 of 10 played".
    const overview = scheduleOverview(category);
    expect(overview.groups.map(({ id, total, played }) => ({ id, total, played }))).toEqual([
      { id: a.id, total: 10, played: 3 },
      { id: b.id, total: 0, played: 0 },
    ]);
    const listed = listGroups(world.demo.id, readListParams(new URLSearchParams({ category: String(category.id) }), groupListSpec)).rows;
    expect(listed.map(({ id, matches: total, played }) => ({ id, total, played }))).toEqual([
      { id: a.id, total: 10, played: 3 },
      { id: b.id, total: 0, played: 0 },
    ]);
    // The live match still fixes the group's teams.
    expect(groupMatchCounts(a.id)).toEqual({ total: 10, withResult: 4, played: 3 });
  });
});
