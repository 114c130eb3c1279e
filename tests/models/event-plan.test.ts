import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { matches, teams } from "#drizzle/schema";
import { now } from "~/clock.server";
import { getDb } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { saveRoundRobin } from "~/models/competition/schedule-generate.server";
import { moveMatch } from "~/models/competition/schedule-edit.server";
import { scopeCategories } from "~/models/competition/schedule-scope.server";
import { findEventById } from "~/models/events/event.server";
import { saveCourtHours } from "~/models/planning/event-courts.server";
import { findEventPlanPreview, previewEventPlan, releaseMatch, saveEventPlan } from "~/models/planning/event-plan.server";
import { MAX_PLAN_MATCHES, planOnThread } from "~/models/planning/plan-thread.server";
import { eventDateFormat } from "~/utils/event-dates";
import { brokenRules, createBadmintonEvent, savedMatches, type BadmintonEvent } from "../support/badminton-event";
import { prepareSchedule } from "./schedule-fixtures";

/**
 * The event's plan against a real SQLite file: five badminton categories on six
 * courts over two days, a third of the players in two of them, planned on a
 * thread, previewed, saved, and every saved match checked again from its row.
 */

let world: Awaited<ReturnType<typeof prepareSchedule>>;
let weekend: BadmintonEvent;
const session = "event-plan-model-session";
const dates = eventDateFormat("id", "Asia/Jakarta");
const day = (offset: number) => localDateKey(new Date(now().getTime() + offset * 24 * 60 * 60_000), "Asia/Jakarta");
const sqlite = () => getDb().$client;
const eventOf = (id: number) => findEventById(id)!;
const owner = () => ({ userId: world.admin.id, sessionId: session });
const scope = () => ({ days: weekend.days, categoryIds: weekend.categoryIds });
const rowOf = (id: number) => getDb().select().from(matches).where(eq(matches.id, id)).get()!;
const placement = (id: number) => {
  const row = rowOf(id);
  return { court: row.court, at: row.scheduledAt?.getTime() ?? null };
};

/** Previews the whole weekend and saves it; answers the preview as it was. */
async function planAndSave(eventId = weekend.eventId) {
  const made = await previewEventPlan(eventOf(eventId), scope(), owner());
  if (!made.ok) throw new Error(`preview refused: ${made.error}`);
  const preview = findEventPlanPreview(made.id, session, eventId)!;
  const saved = saveEventPlan(eventOf(eventId), made.id, session, world.admin.id);
  expect(saved.ok, JSON.stringify(saved)).toBe(true);
  return preview;
}

beforeAll(async () => {
  world = await prepareSchedule();
  weekend = createBadmintonEvent(sqlite(), { slug: "bulu-tangkis-akhir-pekan", firstDay: day(7) });
}, 120_000);

describe("one plan for the whole event", () => {
  it("places every match of five categories on six courts over two days, saves exactly the preview, and every saved match keeps the rules", async () => {
    expect(savedMatches(sqlite(), weekend.eventId)).toHaveLength(95);
    const made = await previewEventPlan(eventOf(weekend.eventId), scope(), owner());
    expect(made.ok).toBe(true);
    const preview = findEventPlanPreview(made.ok ? made.id : "", session, weekend.eventId)!;
    expect(preview.unplaced).toEqual([]);
    expect(preview.shortRest).toEqual([]);
    expect(preview.placed).toHaveLength(95);
    // The plan's last end against the best any plan could do.
    expect(preview.quality.lastEnd).toBeGreaterThanOrEqual(preview.quality.boundEnd);
    expect(preview.quality.ratio).toBeGreaterThanOrEqual(1);
    expect(preview.quality.ratio).toBeLessThan(1.5);
    // Nothing is written by a preview.
    expect(savedMatches(sqlite(), weekend.eventId).every((m) => m.start === null && m.court === null)).toBe(true);

    expect(saveEventPlan(eventOf(weekend.eventId), preview.id, session, world.admin.id)).toEqual({ ok: true, moved: 95, cleared: 0 });
    for (const slot of preview.placed) {
      const row = rowOf(slot.matchId);
      expect(row.court).toBe(slot.court);
      expect(row.placedByHand).toBe(false);
      // Minute 0 of the plan is midnight of the first day on the venue's clock (WIB, UTC+7).
      expect(row.scheduledAt!.getTime()).toBe(Date.parse(`${weekend.days[0]}T00:00:00+07:00`) + slot.start * 60_000);
    }
    expect(brokenRules(sqlite(), weekend.eventId)).toEqual([]);
    // A player of two categories is one person: their matches of both categories never meet.
    const both = weekend.doubles[0]!;
    const theirTeams = weekend.teams.filter((team) => team.players.includes(both));
    expect(new Set(theirTeams.map((team) => team.categoryId)).size).toBe(2);
    // The preview is spent: saving it again finds nothing.
    expect(findEventPlanPreview(preview.id, session, weekend.eventId)).toBeNull();
    expect(saveEventPlan(eventOf(weekend.eventId), preview.id, session, world.admin.id)).toEqual({ ok: false, error: "missing" });
  });

  it("keeps a preview to the session and the event it was made for", async () => {
    const made = await previewEventPlan(eventOf(weekend.eventId), scope(), owner());
    const id = made.ok ? made.id : "";
    expect(findEventPlanPreview(id, "another-session", weekend.eventId)).toBeNull();
    expect(findEventPlanPreview(id, session, world.demo.id)).toBeNull();
    expect(saveEventPlan(eventOf(world.demo.id), id, session, world.admin.id)).toEqual({ ok: false, error: "missing" });
    expect(saveEventPlan(eventOf(weekend.eventId), id, "another-session", world.admin.id)).toEqual({ ok: false, error: "missing" });
  });

  it("refuses the save, writing nothing, when what the preview was made from changed since", async () => {
    const before = savedMatches(sqlite(), weekend.eventId);
    const made = await previewEventPlan(eventOf(weekend.eventId), { ...scope(), days: [weekend.days[1]] }, owner());
    expect(made.ok).toBe(true);
    const court = getDb().$client.prepare("select id from event_courts where event_id = ? and name = 'Court 6'").get(weekend.eventId) as { id: number };
    // A day lost to rain on one court.
    expect(saveCourtHours(eventOf(weekend.eventId), [{ courtId: court.id, day: weekend.days[1], opens: "", closes: "" }], world.admin.id)).toEqual({ ok: true });
    expect(saveEventPlan(eventOf(weekend.eventId), made.ok ? made.id : "", session, world.admin.id)).toEqual({ ok: false, error: "changed" });
    expect(savedMatches(sqlite(), weekend.eventId)).toEqual(before);
    expect(saveCourtHours(eventOf(weekend.eventId), [{ courtId: court.id, day: weekend.days[1], opens: "09:00", closes: "18:00" }], world.admin.id)).toEqual({ ok: true });
  });

  it("plans again after results, a withdrawal and a match moved by hand: only what is not fixed moves", async () => {
    const rows = savedMatches(sqlite(), weekend.eventId).sort((a, b) => a.start! - b.start!);
    const [first, second, third] = rows;
    // Two matches played, one under way: they stay where they are.
    for (const played of [first!, second!]) {
      getDb()
        .update(matches)
        .set({ status: "finished", startedAt: new Date(played.start!), finishedAt: new Date(played.start! + 25 * 60_000), homeScore: 2, awayScore: 0, winnerTeamId: played.homeTeamId })
        .where(eq(matches.id, played.id))
        .run();
    }
    getDb()
      .update(matches)
      .set({ status: "live", startedAt: new Date(third!.start!) })
      .where(eq(matches.id, third!.id))
      .run();
    // A team withdraws: its group matches still to play are void.
    const unplayed = rows.filter((m) => m.stage === "group" && m.id !== first!.id && m.id !== second!.id && m.id !== third!.id);
    const leaving = unplayed[unplayed.length - 1]!.homeTeamId!;
    getDb().update(teams).set({ status: "withdrawn" }).where(eq(teams.id, leaving)).run();
    const voided = unplayed.filter((m) => m.homeTeamId === leaving || m.awayTeamId === leaving).map((m) => m.id);
    expect(voided.length).toBeGreaterThan(0);
    // A match moved by hand to the second day's first hour on Court 3.
    const moved = unplayed.find((m) => m.homeTeamId !== leaving && m.awayTeamId !== leaving && m.categoryId !== first!.categoryId)!;
    const byHand = moveMatch(
      moved.id,
      { day: weekend.days[1], time: "09:00", court: "Court 3", homeTeamId: moved.homeTeamId, awayTeamId: moved.awayTeamId, matchMinutes: 30 },
      { userId: world.admin.id, expectedVersion: rowOf(moved.id).version },
      dates,
    );
    expect(byHand).toMatchObject({ ok: true });
    expect(rowOf(moved.id).placedByHand).toBe(true);
    const fixed = [first!.id, second!.id, third!.id, moved.id];
    const fixedBefore = fixed.map(placement);

    const preview = await planAndSave();
    expect(preview.voided.sort()).toEqual([...voided].sort());
    expect(preview.placed.some((slot) => fixed.includes(slot.matchId) || voided.includes(slot.matchId))).toBe(false);
    expect(fixed.map(placement)).toEqual(fixedBefore);
    for (const id of voided) expect(placement(id)).toEqual({ court: null, at: null });
    expect(brokenRules(sqlite(), weekend.eventId)).toEqual([]);

    // Given back to the planner, the match is the planner's to place again.
    expect(releaseMatch(weekend.eventId, [moved.id], world.admin.id)).toEqual([{ id: moved.id, code: moved.code }]);
    expect(rowOf(moved.id).placedByHand).toBe(false);
    const again = await previewEventPlan(eventOf(weekend.eventId), scope(), owner());
    const kept = findEventPlanPreview(again.ok ? again.id : "", session, weekend.eventId)!;
    expect(kept.placed.map((slot) => slot.matchId)).toContain(moved.id);
  });

  it("plans one thing at a time per event, within a bound on its size and a time limit", async () => {
    const [one, two] = await Promise.all([previewEventPlan(eventOf(weekend.eventId), scope(), owner()), previewEventPlan(eventOf(weekend.eventId), scope(), owner())]);
    expect([one.ok, two.ok].sort()).toEqual([false, true]);
    expect(one.ok ? two : one).toEqual({ ok: false, error: "busy" });

    const tiny = { key: "m", category: "c", minutes: 30, sides: [[1], [2]] as const };
    const input = { courts: [{ name: "Court 1", open: [{ from: 0, to: 600 }] }], categories: [{ key: "c", restMinutes: 0 }] };
    const tooMany = Array.from({ length: MAX_PLAN_MATCHES + 1 }, (_, i) => ({ ...tiny, key: `m${i}` }));
    expect(await planOnThread(weekend.eventId, { ...input, matches: tooMany })).toEqual({ ok: false, reason: "tooLarge" });
    expect(await planOnThread(weekend.eventId, { ...input, matches: [tiny] }, { timeoutMs: 1 })).toEqual({ ok: false, reason: "timeout" });
    expect(await planOnThread(weekend.eventId, { ...input, matches: [tiny] })).toMatchObject({ ok: true, result: { unplaced: [], slots: [{ key: "m", court: "Court 1", start: 0, end: 30 }] } });
  });

  it("refuses days that are not the event's and categories of another event", async () => {
    expect(await previewEventPlan(eventOf(weekend.eventId), { ...scope(), days: ["2001-01-01"] }, owner())).toEqual({ ok: false, error: "noDays" });
    expect(await previewEventPlan(eventOf(weekend.eventId), { ...scope(), categoryIds: [scopeCategories(world.demo.id)[0]!.id] }, owner())).toEqual({ ok: false, error: "noCategories" });
  });
});

describe("a plan made during the event", () => {
  it("starts nothing sooner than ten minutes from the preview, saves it exactly until its first match starts, then refuses it as stale and writes nothing", async () => {
    const during = createBadmintonEvent(sqlite(), { slug: "bulu-tangkis-sedang-berjalan", firstDay: day(21) });
    const event = eventOf(during.eventId);
    const duringScope = { days: during.days, categoryIds: during.categoryIds };
    // 10:02 on the first day, venue time (WIB, UTC+7): the courts opened at 09:00.
    const madeAt = new Date(Date.parse(`${during.days[0]}T10:02:00+07:00`));
    const made = await previewEventPlan(event, duringScope, owner(), madeAt);
    expect(made.ok).toBe(true);
    const id = made.ok ? made.id : "";
    const preview = findEventPlanPreview(id, session, during.eventId)!;
    const midnight = Date.parse(`${during.days[0]}T00:00:00+07:00`);
    const firstStart = midnight + Math.min(...preview.placed.map((slot) => slot.start)) * 60_000;
    // The lead: 10:02 + 10 minutes, on the next five-minute mark.
    expect(new Date(firstStart).toISOString()).toBe(new Date(Date.parse(`${during.days[0]}T10:15:00+07:00`)).toISOString());
    expect(preview.madeAt).toBe(10 * 60 + 2);

    // A minute after its first match would start: refused, nothing written, the preview kept for a new one.
    expect(saveEventPlan(event, id, session, world.admin.id, new Date(firstStart + 60_000))).toEqual({ ok: false, error: "stale" });
    expect(savedMatches(sqlite(), during.eventId).every((m) => m.start === null && m.court === null)).toBe(true);
    expect(findEventPlanPreview(id, session, during.eventId)).not.toBeNull();

    // Saved at the moment its first match starts, it is written exactly, and no start is before the moment of saving.
    expect(saveEventPlan(event, id, session, world.admin.id, new Date(firstStart))).toEqual({ ok: true, moved: preview.placed.length, cleared: 0 });
    const starts = savedMatches(sqlite(), during.eventId).flatMap((m) => (m.start === null ? [] : [m.start]));
    expect(starts).toHaveLength(preview.placed.length);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(firstStart);
    expect(brokenRules(sqlite(), during.eventId)).toEqual([]);
  });
});

describe("a category's schedule among the rest of the event", () => {
  it("never books a player of two categories, or a court, twice: the other categories' matches stay where they are", async () => {
    const fresh = createBadmintonEvent(sqlite(), { slug: "bulu-tangkis-per-kategori", firstDay: day(14), matches: false });
    const event = eventOf(fresh.eventId);
    const categories = scopeCategories(fresh.eventId);
    const settings = { days: [fresh.days[0]], startMinutes: 9 * 60, endMinutes: 18 * 60, matchMinutes: 30, courts: fresh.courts, minRestSlots: 1 };
    for (const category of categories) expect(await saveRoundRobin(event, category, null, settings, world.admin.id)).toMatchObject({ ok: true, count: 12 });
    expect(savedMatches(sqlite(), fresh.eventId).filter((m) => m.start !== null)).toHaveLength(60);
    expect(brokenRules(sqlite(), fresh.eventId, { rest: 30 })).toEqual([]);
    // The first category's matches were not moved by the others'.
    const firsts = getDb()
      .select({ id: matches.id, version: matches.version })
      .from(matches)
      .where(and(eq(matches.eventId, fresh.eventId), eq(matches.eventCategoryId, categories[0]!.id)))
      .all();
    expect(firsts.every((m) => m.version === 1)).toBe(true);
  });
});
