import { and, asc, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventCategories, events, matches } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { defaultKnockoutSettings, type KnockoutSettings } from "~/domain/bracket/settings";
import { meetingRound } from "~/domain/bracket/seeding";
import { saveMatchResult } from "~/models/competition/match-result.server";
import { saveRoundRobin } from "~/models/competition/schedule-generate.server";
import { planKnockout, saveKnockout } from "~/models/competition/schedule-knockout.server";
import { scopeCategories } from "~/models/competition/schedule-scope.server";
import { removeKnockout } from "~/models/competition/schedule.server";
import { readEventDay } from "~/models/desk/event-day.server";
import { findNow } from "~/models/public/public-now.server";
import { findEventStandings } from "~/models/public/public-standings.server";
import { eventDateFormat } from "~/utils/event-dates";
import { newCategory, newGroup, parseMessage, prepareSchedule } from "./schedule-fixtures";

let world: Awaited<ReturnType<typeof prepareSchedule>>;
const dates = eventDateFormat("id", "Asia/Jakarta");
const none = { mode: "none" as const };

beforeAll(async () => {
  world = await prepareSchedule();
}, 120_000);

const scope = (id: number) => scopeCategories(world.ligaB.id).find((c) => c.id === id)!;
const draw = (over: Partial<KnockoutSettings>, drawNumber: number) => ({ settings: { ...defaultKnockoutSettings, ...over }, drawNumber });
const rows = (eventCategoryId: number) =>
  getDb()
    .select()
    .from(matches)
    .where(and(eq(matches.eventCategoryId, eventCategoryId), ne(matches.stage, "group")))
    .orderBy(asc(matches.id))
    .all();
const byCode = (eventCategoryId: number) => new Map(rows(eventCategoryId).map((m) => [m.code, m]));

/** Plays one match through the model, as staff or a scorer would save it: the side named wins 6-1 6-1. */
function play(eventCategoryId: number, code: string, winner: "home" | "away") {
  const match = getDb()
    .select()
    .from(matches)
    .where(and(eq(matches.eventCategoryId, eventCategoryId), eq(matches.code, code)))
    .get()!;
  const set = winner === "home" ? { home: 6, away: 1 } : { home: 1, away: 6 };
  const saved = saveMatchResult(match.id, { status: "finished", sets: [set, set], goals: null, present: null, retired: null }, { userId: world.admin.id, expectedVersion: match.version });
  if (!saved.ok) throw new Error(`play ${code}: ${JSON.stringify(saved)}`);
}

let letter = 0;
const kind = () => ({ type: "Padel", level: ["Beginner", "Intermediate", "Advanced", "Professional"][letter % 4]!, gender: (["men", "women", "mixed"] as const)[Math.floor(letter++ / 4) % 3]! });

describe("a seeded draw", () => {
  it("is saved exactly as previewed, draws again the same from its number, and keeps that number with the category", async () => {
    const club = (i: number) => (i === 4 || i === 5 ? "PB Djarum" : null);
    const { category, teamIds } = newCategory(world.ligaB.id, kind(), { format: "knockout", teams: 8, prefix: "Tango", seed: (i) => (i < 4 ? i + 1 : null), club });
    const chosen = draw({}, 271828);
    const preview = await planKnockout(world.ligaB, scope(category.id), none, dates, chosen);
    expect(preview.problems).toEqual([]);
    expect(preview.drawNumber).toBe(271828);
    expect(await planKnockout(world.ligaB, scope(category.id), none, dates, chosen)).toEqual(preview);
    // Seed 1 on the top line, seed 2 on the bottom, seeds 3–4 in the other quarters; the two players of one club in opposite halves.
    const lineOf = (teamId: number) => preview.lines.findIndex((line) => line.teamId === teamId);
    expect(lineOf(teamIds[0]!)).toBe(0);
    expect(lineOf(teamIds[1]!)).toBe(7);
    expect([lineOf(teamIds[2]!), lineOf(teamIds[3]!)].map((line) => Math.floor(line / 2)).sort()).toEqual([1, 2]);
    expect(meetingRound(lineOf(teamIds[4]!), lineOf(teamIds[5]!))).toBe(3);

    expect(await saveKnockout(world.ligaB, scope(category.id), none, dates, world.manager.id, chosen)).toEqual({ ok: true, count: 7 });
    const saved = rows(category.id);
    expect(saved.map((m) => [m.code, m.bracket, m.homeSource, m.awaySource, m.homeTeamId, m.awayTeamId])).toEqual(
      [...preview.matches].sort((a, b) => a.round - b.round).map((m) => [m.code, "main", m.homeSource, m.awaySource, m.homeTeamId, m.awayTeamId]),
    );
    expect(saved.every((m) => m.court === null && m.scheduledAt === null)).toBe(true);
    const settings = getDb().select({ formatSettings: eventCategories.formatSettings }).from(eventCategories).where(eq(eventCategories.id, category.id)).get()!.formatSettings;
    expect(settings).toEqual({ knockout: { ...defaultKnockoutSettings, drawNumber: 271828 } });

    // Removed while nothing is played, the same number draws the same bracket again.
    expect(removeKnockout(scope(category.id), world.admin.id, "Tango")).toMatchObject({ ok: true, removed: 7 });
    expect((await planKnockout(world.ligaB, scope(category.id), none, dates)).lines).toEqual(preview.lines);
  });

  it("is never changed once one of its matches has started", async () => {
    const { category } = newCategory(world.ligaB.id, kind(), { format: "knockout", teams: 4, prefix: "Uniform", seed: (i) => (i < 2 ? i + 1 : null) });
    expect(await saveKnockout(world.ligaB, scope(category.id), none, dates, world.admin.id, draw({}, 5))).toMatchObject({ ok: true });
    play(category.id, "SF1", "home");
    const before = rows(category.id);
    expect(await saveKnockout(world.ligaB, scope(category.id), none, dates, world.admin.id, draw({ elimination: "double" }, 6))).toEqual({
      ok: false,
      problems: ["scheduleAdmin.errors.bracketExists"],
    });
    expect(removeKnockout(scope(category.id), world.admin.id, "Uniform")).toMatchObject({ ok: false });
    expect(rows(category.id)).toEqual(before);
  });

  it("refuses seeds the draw's size cannot take, naming the rule", async () => {
    const { category } = newCategory(world.ligaB.id, kind(), { format: "knockout", teams: 3, prefix: "Victor", seed: (i) => i + 1 });
    expect((await planKnockout(world.ligaB, scope(category.id), none, dates, draw({}, 1))).problems.map(parseMessage)).toEqual([
      { key: "bracket.errors.seeding.tooManySeeds", params: { count: "3", max: "2" } },
    ]);
  });
});

describe("a plate of first-match losers", () => {
  it("takes each first-match loser as the main bracket's matches finish; a line whose team had already won stays empty and its opponent goes on", async () => {
    const { category, teamIds } = newCategory(world.ligaB.id, kind(), { format: "knockout", teams: 6, prefix: "Whiskey", seed: (i) => (i < 2 ? i + 1 : null) });
    expect(await saveKnockout(world.ligaB, scope(category.id), none, dates, world.admin.id, draw({ plate: "firstMatch" }, 99))).toEqual({ ok: true, count: 5 + 3 });
    const plate = [...byCode(category.id).values()].filter((m) => m.bracket === "plate");
    expect(plate.map((m) => `${m.code} ${m.homeSource}-${m.awaySource}`)).toEqual(["PSF1 L1:SF1-L:QF1", "PSF2 L:QF2-L1:SF2", "PF W:PSF1-W:PSF2"]);

    play(category.id, "QF1", "home");
    play(category.id, "QF2", "home");
    let now = byCode(category.id);
    const qf1Loser = now.get("QF1")!.awayTeamId;
    expect(now.get("PSF1")!.awayTeamId).toBe(qf1Loser);
    expect(now.get("PSF2")!.homeTeamId).toBe(now.get("QF2")!.awayTeamId);

    // SF1: seed 1 (a bye, then this match) beats the QF1 winner, who has won a match already: PSF1 is not played, the QF1 loser goes to the plate final.
    play(category.id, "SF1", "home");
    // SF2: seed 2 loses its first match and joins the plate.
    play(category.id, "SF2", "home");
    now = byCode(category.id);
    expect(now.get("SF1")!.homeTeamId).toBe(teamIds[0]);
    expect(now.get("PSF1")!.status).toBe("cancelled");
    expect(now.get("PF")!.homeTeamId).toBe(qf1Loser);
    expect(now.get("PSF2")!.awayTeamId).toBe(teamIds[1]);
    play(category.id, "PSF2", "away");
    expect(byCode(category.id).get("PF")!.awayTeamId).toBe(teamIds[1]);
    play(category.id, "PF", "home");
    expect(byCode(category.id).get("PF")!.winnerTeamId).toBe(qf1Loser);
  });

  it("after groups: the places the groups leave out are filled into the plate as each group finishes", async () => {
    const { category, teamIds } = newCategory(world.ligaB.id, kind(), { teams: 8, prefix: "Xray", advancePerGroup: 2 });
    const a = newGroup(world.ligaB.id, category.id, "A", teamIds.slice(0, 4));
    newGroup(world.ligaB.id, category.id, "B", teamIds.slice(4));
    const groupSettings = { days: [world.days[0]!], startMinutes: 8 * 60, endMinutes: 20 * 60, matchMinutes: 30, courts: ["Court 41", "Court 42"], minRestSlots: 0 };
    expect(await saveRoundRobin(world.ligaB, scope(category.id), null, groupSettings, world.admin.id)).toMatchObject({ ok: true });
    expect(await saveKnockout(world.ligaB, scope(category.id), none, dates, world.admin.id, draw({ plate: "groups", groupLines: "drawn" }, 31))).toMatchObject({ ok: true });
    // The World Tour Finals lines: 1A top, 1B bottom, each runner-up in the other half from its group's winner.
    const main = byCode(category.id);
    expect([main.get("SF1")!.homeSource, main.get("SF1")!.awaySource, main.get("SF2")!.homeSource, main.get("SF2")!.awaySource]).toEqual(["1A", "2B", "2A", "1B"]);
    const plate = [...byCode(category.id).values()].filter((m) => m.bracket === "plate");
    expect(
      plate
        .flatMap((m) => [m.homeSource, m.awaySource])
        .filter((s) => /^\d/.test(s!))
        .sort(),
    ).toEqual(["3A", "3B", "4A", "4B"]);
    for (const match of getDb().select().from(matches).where(eq(matches.groupId, a.id)).all()) play(category.id, match.code, "home");
    const filled = [...byCode(category.id).values()]
      .filter((m) => m.bracket === "plate")
      .flatMap((m) => [m.homeSource === "3A" || m.homeSource === "4A" ? m.homeTeamId : null, m.awaySource === "3A" || m.awaySource === "4A" ? m.awayTeamId : null]);
    expect(filled.filter((id) => id !== null)).toHaveLength(2);
  });
});

describe("planned with the event", () => {
  it("places every match of a double elimination after its feeders, the grand final's reset last", async () => {
    const { category } = newCategory(world.ligaB.id, kind(), { format: "knockout", teams: 6, prefix: "Alfa", seed: (i) => (i < 2 ? i + 1 : null) });
    const timing = { mode: "auto" as const, days: [world.days[1]!], startMinutes: 8 * 60, endMinutes: 22 * 60, matchMinutes: 30, courts: ["Court 51", "Court 52"], minRestSlots: 0 };
    const chosen = draw({ elimination: "double", reset: true }, 12);
    const plan = await planKnockout(world.ligaB, scope(category.id), timing, dates, chosen);
    expect(plan.problems).toEqual([]);
    expect(plan.unplaced).toEqual([]);
    expect(await saveKnockout(world.ligaB, scope(category.id), timing, dates, world.admin.id, chosen)).toEqual({ ok: true, count: 11 });
    const saved = byCode(category.id);
    const end = (code: string) => saved.get(code)!.scheduledAt!.getTime() + 30 * 60_000;
    for (const match of saved.values()) {
      for (const source of [match.homeSource, match.awaySource]) {
        const feeder = /^[WL]1?:(.+)$/.exec(source ?? "")?.[1];
        if (feeder) expect(match.scheduledAt!.getTime(), `${match.code} after ${feeder}`).toBeGreaterThanOrEqual(end(feeder));
      }
    }
    expect(Math.max(...[...saved.values()].map((m) => m.scheduledAt!.getTime()))).toBe(saved.get("GF2")!.scheduledAt!.getTime());
  });

  it("places a plate whose lines wait for the main bracket's second round", async () => {
    const { category } = newCategory(world.ligaB.id, kind(), { format: "knockout", teams: 6, prefix: "Bravo", seed: (i) => (i < 2 ? i + 1 : null) });
    const timing = { mode: "auto" as const, days: [world.days[2]!], startMinutes: 8 * 60, endMinutes: 22 * 60, matchMinutes: 30, courts: ["Court 53", "Court 54"], minRestSlots: 0 };
    const chosen = draw({ plate: "firstMatch" }, 13);
    const plan = await planKnockout(world.ligaB, scope(category.id), timing, dates, chosen);
    expect(plan.problems).toEqual([]);
    const at = new Map(plan.matches.map((m) => [m.code, m.at!.getTime()]));
    expect(at.get("PSF1")).toBeGreaterThanOrEqual(at.get("SF1")! + 30 * 60_000);

    // The desk's day reads the same: the plate match waits for the semi-final whose first-match loser it takes, its rounds ordered within the plate.
    expect(await saveKnockout(world.ligaB, scope(category.id), timing, dates, world.admin.id, chosen)).toMatchObject({ ok: true });
    const saved = byCode(category.id);
    const day = readEventDay(world.ligaB.id)!.input.matches.find((m) => m.key === String(saved.get("PSF1")!.id))!;
    expect(day).toMatchObject({ group: "bracket:plate", round: 1 });
    expect(day.after).toEqual(expect.arrayContaining([String(saved.get("SF1")!.id), String(saved.get("QF1")!.id)]));
  });
});

describe("double elimination", () => {
  /** Four teams, seeds 1–4: SF1, SF2, WF, LR1-1, LR2-1, GF and (with the reset) GF2. */
  async function fourTeams(reset: boolean) {
    const { category } = newCategory(world.ligaB.id, kind(), { format: "knockout", teams: 4, prefix: reset ? "Yankee" : "Zulu", seed: (i) => (i < 2 ? i + 1 : null) });
    expect(await saveKnockout(world.ligaB, scope(category.id), none, dates, world.admin.id, draw({ elimination: "double", reset }, 8))).toEqual({ ok: true, count: reset ? 7 : 6 });
    for (const code of ["SF1", "SF2", "WF"]) play(category.id, code, "home");
    play(category.id, "LR1-1", "home");
    play(category.id, "LR2-1", "home");
    return category.id;
  }

  it("sends winners' bracket losers down and the lower bracket's winner to the grand final; its win there brings the reset", async () => {
    const id = await fourTeams(true);
    const now = byCode(id);
    expect([...now.values()].map((m) => m.bracket).sort()).toEqual(["final", "final", "lower", "lower", "main", "main", "main"]);
    expect([now.get("LR1-1")!.homeTeamId, now.get("LR1-1")!.awayTeamId].sort()).toEqual([now.get("SF1")!.awayTeamId, now.get("SF2")!.awayTeamId].sort());
    expect(now.get("LR2-1")!.homeTeamId).toBe(now.get("WF")!.awayTeamId);
    expect(now.get("GF")).toMatchObject({ homeTeamId: now.get("WF")!.winnerTeamId, awayTeamId: now.get("LR2-1")!.winnerTeamId });
    play(id, "GF", "away");
    const after = byCode(id);
    // The first grand final's loser at home, its winner away: both have lost once.
    expect(after.get("GF2")).toMatchObject({ status: "scheduled", homeTeamId: after.get("GF")!.homeTeamId, awayTeamId: after.get("GF")!.awayTeamId });
    play(id, "GF2", "away");
    expect(byCode(id).get("GF2")!.winnerTeamId).toBe(after.get("LR2-1")!.winnerTeamId);
  });

  it("cancels the reset when the winners' bracket champion wins the grand final, and brings it back if that result is corrected", async () => {
    const id = await fourTeams(true);
    play(id, "GF", "home");
    expect(byCode(id).get("GF2")!.status).toBe("cancelled");
    play(id, "GF", "away");
    expect(byCode(id).get("GF2")).toMatchObject({ status: "scheduled", homeTeamId: byCode(id).get("GF")!.homeTeamId, awayTeamId: byCode(id).get("GF")!.awayTeamId });
  });

  it("names no champion and gives no first place while the grand final's reset is to be played; then its winner is first, its loser second", async () => {
    const id = await fourTeams(true);
    const finished = () => ({ ...getDb().select().from(events).where(eq(events.id, world.ligaB.id)).get()!, status: "finished" as const });
    const places = () => findEventStandings(world.ligaB.id, dates, id)[0]!.places.map((p) => [p.teamId, p.place.from, p.place.to]);
    const champions = () => findNow(finished(), "id", { court: null, category: id }).champions.map((c) => c.teamId);
    const before = byCode(id);
    // Home wins every match so far: the losers' final's and its first round's losers are away.
    expect(places()).toEqual([
      [before.get("LR2-1")!.awayTeamId, 3, 3],
      [before.get("LR1-1")!.awayTeamId, 4, 4],
    ]);
    play(id, "GF", "away");
    expect(places()).toHaveLength(2);
    expect(champions()).toEqual([]);
    play(id, "GF2", "home");
    const gf2 = byCode(id).get("GF2")!;
    expect(places().slice(0, 2)).toEqual([
      [gf2.homeTeamId, 1, 1],
      [gf2.awayTeamId, 2, 2],
    ]);
    expect(champions()).toEqual([gf2.homeTeamId]);
  });

  it("without the reset, the grand final ends it: 2n-2 matches", async () => {
    const id = await fourTeams(false);
    play(id, "GF", "away");
    expect(rows(id)).toHaveLength(6);
    expect(byCode(id).get("GF")!.winnerTeamId).toBe(byCode(id).get("LR2-1")!.winnerTeamId);
  });
});
