import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "#drizzle/schema";
import { countRows, getDb } from "~/db.server";
import { validateMatchSets } from "~/domain/scoring";
import { prepareDatabase } from "~/seed/prepare.server";

const { events, eventSlugs, gameTypes, matches, matchSets, teams, players, groups, users, eventManagers, provinces, cities, districts, subdistricts, matchStatValues } = schema;

beforeAll(async () => {
  process.env.ADMIN_PASSWORD = "seed-test-admin-password";
  // Written step by step, as without a build's starter (tests/models/starter-database.test.ts covers the copy).
  await prepareDatabase({ starter: null });
}, 60_000);

describe("a new database", () => {
  it("has the full Indonesian regions", () => {
    const db = getDb();
    expect(countRows(db, provinces)).toBe(38);
    expect(countRows(db, cities)).toBe(514);
    expect(countRows(db, districts)).toBe(7277);
    expect(countRows(db, subdistricts)).toBe(83763);
  });

  it("has game types with their scoring", () => {
    const types = getDb().select().from(gameTypes).all();
    expect(types.map((t) => t.name).sort()).toEqual(["Badminton", "Futsal", "Padel", "Table Tennis", "Tennis"]);
    expect(types.find((t) => t.name === "Badminton")).toMatchObject({ scoring: "sets", setTarget: 21, setCap: 30, setsToWin: 2 });
    expect(types.find((t) => t.name === "Table Tennis")).toMatchObject({ setTarget: 11, setsToWin: 3, setCap: null });
    expect(types.find((t) => t.name === "Futsal")).toMatchObject({ scoring: "goals" });
  });

  it("has the first admin and the demo event manager assigned to the demo event", () => {
    const db = getDb();
    const all = db.select().from(users).all();
    expect(all.map((u) => [u.email, u.role])).toEqual([
      ["admin@laga.local", "admin"],
      ["manager@laga.local", "event"],
    ]);
    const manager = all[1]!;
    const event = db.select().from(events).where(eq(events.slug, "martabaks-vol-2")).get()!;
    expect(db.select().from(eventManagers).where(eq(eventManagers.userId, manager.id)).all()).toEqual([expect.objectContaining({ eventId: event.id })]);
  });

  it("has the demo event with its old slug, a real Jakarta venue, teams, groups and a schedule", () => {
    const db = getDb();
    const event = db.select().from(events).where(eq(events.slug, "martabaks-vol-2")).get()!;
    expect(event).toMatchObject({ name: "Martabaks Vol. 2", status: "ongoing", timezone: "Asia/Jakarta", postalCode: "10270" });
    expect(event.lat).toBeCloseTo(-6.2186, 3);
    expect(event.lng).toBeCloseTo(106.8022, 3);
    expect(db.select().from(eventSlugs).where(eq(eventSlugs.slug, "martabaks-vol-2-updated")).get()?.eventId).toBe(event.id);
    expect(countRows(db, teams, eq(teams.eventId, event.id))).toBeGreaterThanOrEqual(24);
    expect(countRows(db, players)).toBeGreaterThanOrEqual(48);
    expect(countRows(db, groups, eq(groups.eventId, event.id))).toBe(7);
    const courts = new Set(
      db
        .select({ court: matches.court })
        .from(matches)
        .all()
        .map((m) => m.court),
    );
    expect(courts.size).toBeGreaterThanOrEqual(3);
  });

  it("gives the demo event its courts, open for the event's hours on each of its days, so its plan opens with them", () => {
    const db = getDb();
    const event = db.select().from(events).where(eq(events.slug, "martabaks-vol-2")).get()!;
    const courts = db.select().from(schema.eventCourts).where(eq(schema.eventCourts.eventId, event.id)).orderBy(schema.eventCourts.sortOrder).all();
    expect(courts.map((court) => court.name)).toEqual(["Court 1", "Court 2", "Court 3", "Court 4"]);
    // Every court a demo match names is one of them.
    for (const match of db.select({ court: matches.court }).from(matches).where(eq(matches.eventId, event.id)).all()) expect(courts.map((c) => c.name)).toContain(match.court);
    const days = [0, 1, 2].map((day) => new Date(event.startsAt.getTime() + 7 * 3_600_000 + day * 86_400_000).toISOString().slice(0, 10));
    for (const court of courts) {
      const hours = db.select().from(schema.courtHours).where(eq(schema.courtHours.courtId, court.id)).orderBy(schema.courtHours.day).all();
      expect(hours.map(({ day, opensAt, closesAt }) => ({ day, opensAt, closesAt }))).toEqual(days.map((day) => ({ day, opensAt: 9 * 60, closesAt: 17 * 60 })));
    }
  });

  it("has finished matches with valid padel scores and statistics, and exactly one live match", () => {
    const db = getDb();
    const padel = db.select().from(gameTypes).where(eq(gameTypes.name, "Padel")).get()!;
    const finished = db.select().from(matches).where(eq(matches.status, "finished")).all();
    expect(finished.length).toBeGreaterThan(5);
    for (const match of finished) {
      const sets = db.select().from(matchSets).where(eq(matchSets.matchId, match.id)).orderBy(matchSets.setNo).all();
      const checked = validateMatchSets(padel, sets, { complete: true });
      expect(checked.ok, `match ${match.code}`).toBe(true);
      if (!checked.ok) continue;
      expect([checked.homeSets, checked.awaySets]).toEqual([match.homeScore, match.awayScore]);
      expect(match.winnerTeamId).toBe(checked.winner === "home" ? match.homeTeamId : match.awayTeamId);
      expect(countRows(db, matchStatValues, eq(matchStatValues.matchId, match.id))).toBeGreaterThan(0);
    }
    expect(countRows(db, matches, eq(matches.status, "live"))).toBe(1);
    expect(countRows(db, matches, eq(matches.status, "walkover"))).toBe(1);
  });

  it("keeps every team out of two matches at the same time", () => {
    const rows = getDb().select().from(matches).where(ne(matches.stage, "final")).all();
    const busy = new Set<string>();
    for (const match of rows) {
      for (const team of [match.homeTeamId, match.awayTeamId]) {
        if (team === null || !match.scheduledAt) continue;
        const key = `${team}@${match.scheduledAt.getTime()}`;
        expect(busy.has(key), key).toBe(false);
        busy.add(key);
      }
    }
  });

  it("prepares knockout matches that name where their teams come from", () => {
    const knockout = getDb()
      .select()
      .from(matches)
      .where(and(ne(matches.stage, "group")))
      .all();
    expect(knockout.length).toBeGreaterThan(0);
    for (const match of knockout) {
      expect(match.homeSource).toMatch(/^(\d[A-Z]|[WL]:\w+)$/);
      expect(match.status).toBe("scheduled");
      if (match.homeSource!.includes(":")) expect(match.homeTeamId).toBeNull();
    }
  });

  it("runs a second time without changing anything", async () => {
    const before = countRows(getDb(), matches) + countRows(getDb(), users) + countRows(getDb(), subdistricts);
    await prepareDatabase();
    expect(countRows(getDb(), matches) + countRows(getDb(), users) + countRows(getDb(), subdistricts)).toBe(before);
  });
});
