import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, events, matches, teams } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { moveMatch, setMatchStatus, shiftSchedule } from "~/models/competition/schedule-edit.server";
import { saveRoundRobin } from "~/models/competition/schedule-generate.server";
import { scopeCategories } from "~/models/competition/schedule-scope.server";
import { clockText, venueClock } from "~/models/competition/schedule-time.server";
import { eventDateFormat } from "~/utils/event-dates";
import { newCategory, newGroup, parseMessage, prepareSchedule } from "./schedule-fixtures";

let world: Awaited<ReturnType<typeof prepareSchedule>>;
let groupId: number;
const dates = eventDateFormat("id", "Asia/Jakarta");

beforeAll(async () => {
  world = await prepareSchedule();
  // Four teams on Court 21 and 22, half-hour matches from 08.00 on the first day.
  const { category, teamIds } = newCategory(world.demo.id, { type: "Padel", level: "Intermediate", gender: "men" }, { teams: 4, prefix: "Kilo" });
  groupId = newGroup(world.demo.id, category.id, "A", teamIds).id;
  const scope = scopeCategories(world.demo.id).find((c) => c.id === category.id)!;
  const settings = { days: [world.days[0]!], startMinutes: 8 * 60, endMinutes: 18 * 60, matchMinutes: 30, courts: ["Court 21", "Court 22"], minRestSlots: 1 };
  expect(await saveRoundRobin(world.demo, scope, null, settings, world.admin.id)).toMatchObject({ ok: true });
}, 120_000);

const groupMatches = () => getDb().select().from(matches).where(eq(matches.groupId, groupId)).orderBy(asc(matches.scheduledAt), asc(matches.court)).all();
const byCode = (code: string) => groupMatches().find((m) => m.code === code)!;
const teamName = (id: number) => getDb().select().from(teams).where(eq(teams.id, id)).get()!.name;
const clock = (m: { scheduledAt: Date | null }) => venueClock(m.scheduledAt!, "Asia/Jakarta");
const actor = (m: { version: number }) => ({ userId: world.manager.id, expectedVersion: m.version });

describe("moving one match", () => {
  it("refuses a time at which one of its teams already plays, naming the match there", () => {
    // Two courts, four teams: round 1 at 08.00, round 2 at 09.00 (one slot of rest), round 3 at 10.00.
    const [first, , later] = groupMatches();
    const shared = [later!.homeTeamId, later!.awayTeamId].find((t) => t === first!.homeTeamId || t === first!.awayTeamId)!;
    const refused = moveMatch(
      later!.id,
      { day: clock(first!).day, time: "08:00", court: "Court 23", homeTeamId: later!.homeTeamId, awayTeamId: later!.awayTeamId, matchMinutes: 30 },
      actor(later!),
      dates,
    );
    expect(refused).toMatchObject({ ok: false, reason: "invalid", field: null });
    expect(!refused.ok && refused.reason === "invalid" && parseMessage(refused.error)).toEqual({
      key: "scheduleAdmin.clash.team",
      params: { team: teamName(shared), time: "08.00", court: first!.court, code: first!.code },
    });
    expect(byCode(later!.code)).toEqual(later);
  });

  it("refuses a court already in use, naming the match on it", () => {
    const matchesNow = groupMatches();
    const first = matchesNow[0]!;
    const stranger = matchesNow.find((m) => ![m.homeTeamId, m.awayTeamId].some((t) => t === first.homeTeamId || t === first.awayTeamId))!;
    const refused = moveMatch(
      stranger.id,
      { day: clock(first).day, time: "08:15", court: first.court!, homeTeamId: stranger.homeTeamId, awayTeamId: stranger.awayTeamId, matchMinutes: 30 },
      actor(stranger),
      dates,
    );
    expect(!refused.ok && refused.reason === "invalid" && parseMessage(refused.error)).toEqual({
      key: "scheduleAdmin.clash.court",
      params: { court: first.court, time: "08.00", code: first.code },
    });
  });

  it("moves to a free slot: new version, audit entry, event version", () => {
    const match = groupMatches().at(-1)!;
    const eventVersion = getDb().select().from(events).where(eq(events.id, world.demo.id)).get()!.version;
    const moved = moveMatch(match.id, { day: world.days[1]!, time: "16:30", court: "Court 24", homeTeamId: match.awayTeamId, awayTeamId: match.homeTeamId, matchMinutes: 30 }, actor(match), dates);
    expect(moved).toEqual({ ok: true, code: match.code });
    const after = byCode(match.code);
    expect(after).toMatchObject({ court: "Court 24", version: match.version + 1, homeTeamId: match.awayTeamId, awayTeamId: match.homeTeamId });
    expect(after.scheduledAt!.toISOString()).toBe(`${world.days[1]}T09:30:00.000Z`);
    expect(getDb().select().from(events).where(eq(events.id, world.demo.id)).get()!.version).toBeGreaterThan(eventVersion);
    const audit = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "schedule"), eq(auditLog.entityId, match.id), eq(auditLog.action, "update")))
      .all();
    expect(audit).toEqual([expect.objectContaining({ userId: world.manager.id, eventId: world.demo.id })]);
  });

  it("refuses a form read before someone else changed the match", () => {
    const match = groupMatches()[1]!;
    const stale = moveMatch(
      match.id,
      { day: world.days[2]!, time: "12:00", court: "Court 25", homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId, matchMinutes: 30 },
      { userId: world.admin.id, expectedVersion: match.version - 1 },
      dates,
    );
    expect(stale).toEqual({ ok: false, reason: "conflict", version: match.version });
    expect(byCode(match.code)).toEqual(match);
  });

  it("keeps teams to the group and apart", () => {
    const match = groupMatches()[1]!;
    const outsider = getDb().select().from(teams).where(eq(teams.eventId, world.demo.id)).get()!;
    const slot = { day: world.days[2]!, time: "12:00", court: "Court 25", matchMinutes: 30 };
    expect(moveMatch(match.id, { ...slot, homeTeamId: outsider.id, awayTeamId: match.awayTeamId }, actor(match), dates)).toMatchObject({ ok: false, error: "scheduleAdmin.errors.teamNotAllowed" });
    expect(moveMatch(match.id, { ...slot, homeTeamId: match.awayTeamId, awayTeamId: match.awayTeamId }, actor(match), dates)).toMatchObject({ ok: false, error: "scheduleAdmin.errors.sameTeam" });
    expect(moveMatch(match.id, { ...slot, day: "2001-01-01", homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId }, actor(match), dates)).toMatchObject({ ok: false, field: "day" });
  });
});

describe("postponing and cancelling", () => {
  it("goes through the version check, keeps an audit entry and reinstates", () => {
    const match = groupMatches()[2]!;
    expect(setMatchStatus(match.id, "postponed", actor(match))).toEqual({ ok: true, code: match.code });
    const postponed = byCode(match.code);
    expect(postponed).toMatchObject({ status: "postponed", version: match.version + 1 });
    expect(setMatchStatus(match.id, "cancelled", actor(match))).toMatchObject({ ok: false, reason: "conflict" });
    expect(setMatchStatus(match.id, "cancelled", actor(postponed))).toMatchObject({ ok: true });
    expect(setMatchStatus(match.id, "scheduled", actor(byCode(match.code)))).toMatchObject({ ok: true });
    expect(byCode(match.code)).toMatchObject({ status: "scheduled", version: match.version + 3 });
    const statuses = getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "schedule"), eq(auditLog.entityId, match.id), eq(auditLog.action, "status")))
      .all();
    expect(statuses.map((entry) => entry.summary)).toEqual([`${match.code}: scheduled → postponed`, `${match.code}: postponed → cancelled`, `${match.code}: cancelled → scheduled`]);
  });

  it("does not cancel a knockout match: it needs a winner", () => {
    const knockout = getDb()
      .select()
      .from(matches)
      .where(and(eq(matches.eventId, world.demo.id), eq(matches.stage, "final")))
      .get()!;
    expect(setMatchStatus(knockout.id, "cancelled", actor(knockout))).toEqual({ ok: false, reason: "invalid", field: null, error: "scheduleAdmin.errors.cancelKnockout" });
  });
});

describe("shifting the schedule", () => {
  it("moves every unplayed match on a court after a time, and refuses with the clash named", () => {
    const day = world.days[0]!;
    const before = groupMatches().filter((m) => m.court === "Court 22" && clock(m).day === day);
    expect(before.length).toBeGreaterThan(0);
    const moved = shiftSchedule(world.demo, { day, court: "Court 22", after: "08:00", byMinutes: 30, matchMinutes: 30 }, world.admin.id, dates);
    expect(moved).toEqual({ ok: true, moved: before.length });
    for (const match of before) {
      const after = byCode(match.code);
      expect(after.scheduledAt!.getTime() - match.scheduledAt!.getTime()).toBe(30 * 60_000);
      expect(after.version).toBe(match.version + 1);
    }

    // Two hours earlier, Court 21's first match would start before midnight.
    const first = groupMatches().find((m) => m.court === "Court 21")!;
    const refused = shiftSchedule(world.demo, { day, court: "Court 21", after: clockText(clock(first).minutes), byMinutes: -600, matchMinutes: 30 }, world.admin.id, dates);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && parseMessage(refused.error).key).toBe("scheduleAdmin.errors.outsideDay");
  });

  it("refuses a shift that would put two matches of one team together, naming them", () => {
    const day = world.days[0]!;
    // Court 22 now plays at 08.30 and 09.30; Court 21's rounds 2 and 3 pulled 30 minutes earlier would meet them.
    const onCourt21 = groupMatches().filter((m) => m.court === "Court 21" && clock(m).day === day);
    const before = groupMatches();
    const refused = shiftSchedule(world.demo, { day, court: "Court 21", after: "09:00", byMinutes: -30, matchMinutes: 30 }, world.admin.id, dates);
    expect(refused.ok).toBe(false);
    const text = !refused.ok ? parseMessage(refused.error) : null;
    expect(text?.key).toBe("scheduleAdmin.clash.plannedTeam");
    expect(onCourt21.slice(1).map((m) => m.code)).toContain(text?.params.match);
    expect(text?.params.court).toBe("Court 22");
    expect(["08.30", "09.30"]).toContain(text?.params.time);
    expect(groupMatches()).toEqual(before);
  });

  it("says so when nothing matches", () => {
    expect(shiftSchedule(world.demo, { day: world.days[2]!, court: "Court 99", after: "08:00", byMinutes: 30, matchMinutes: 30 }, world.admin.id, dates)).toEqual({
      ok: false,
      error: "scheduleAdmin.errors.nothingToShift",
    });
  });
});
