import { and, eq, inArray, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { events, matches, players, teams } from "#drizzle/schema";
import { countRows, getDb, migrateDatabase } from "~/db.server";
import { localDateKey } from "~/domain/event-time";
import { completionByCategory, matchesByStatus, matchesPerDay, playersByRegion, teamsByCategory } from "~/models/events/analytics.server";
import { recordAudit } from "~/models/audit.server";
import { dashboardCounts, liveMatches, recentChanges, recentResults, todaysMatches, upcomingEvents } from "~/models/events/dashboard.server";
import { createUser } from "~/models/accounts/user.server";
import { seedDemoEvent } from "~/seed/demo-event.server";
import { seedMasterData } from "~/seed/master-data.server";

/** 12:30 in Jakarta on the demo's second day: day one is played, day two under way. */
const now = new Date("2025-08-02T05:30:00Z");
const noFilter = { from: null, to: null, eventId: null };

beforeAll(async () => {
  const db = getDb();
  migrateDatabase(db);
  db.$client.transaction(() => seedMasterData(db)).immediate();
  await seedDemoEvent(db, new Date("2025-08-02T05:30:00Z"));
}, 60_000);

describe("dashboard", () => {
  it("counts events by status, players, teams and matches played and remaining", () => {
    const db = getDb();
    const counts = dashboardCounts();
    expect(counts.events).toEqual({ draft: 0, published: 0, ongoing: 1, finished: 0 });
    expect(counts.eventsTotal).toBe(1);
    expect(counts.players).toBe(countRows(db, players));
    expect(counts.teams).toBe(28);
    expect(counts.matchesPlayed).toBe(countRows(db, matches, inArray(matches.status, ["finished", "walkover", "retired"])));
    expect(counts.matchesPlayed + counts.matchesRemaining).toBe(countRows(db, matches));
    expect(counts.matchesPlayed).toBeGreaterThan(0);
    expect(counts.matchesRemaining).toBeGreaterThan(0);
  });

  it("lists the live match with its event, category, sides and sets", () => {
    const live = liveMatches();
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({
      status: "live",
      event: { slug: "martabaks-vol-2", timezone: "Asia/Jakarta" },
      category: { gameType: "Padel", level: expect.any(String), gender: expect.any(String) },
      home: expect.any(String),
      away: expect.any(String),
    });
    expect(live[0]!.sets.length).toBeGreaterThan(0);
  });

  it("takes today's matches on the event's own calendar day, in time order", () => {
    const today = todaysMatches(now, 100);
    expect(today.total).toBeGreaterThan(0);
    for (const match of today.matches) expect(localDateKey(match.scheduledAt!, "Asia/Jakarta")).toBe("2025-08-02");
    const times = today.matches.map((m) => m.scheduledAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const first = todaysMatches(now, 1);
    expect(first.matches).toHaveLength(1);
    expect(first.total).toBe(today.total);
    expect(todaysMatches(new Date("2025-09-01T05:00:00Z")).total).toBe(0);
  });

  it("shows the running event as upcoming with its progress", () => {
    const [event] = upcomingEvents(now);
    expect(event).toMatchObject({ slug: "martabaks-vol-2", status: "ongoing", teams: 28 });
    expect(event!.matchesPlayed).toBe(dashboardCounts().matchesPlayed);
    expect(upcomingEvents(new Date("2026-01-01T00:00:00Z"))).toEqual([]);
  });

  it("lists the latest results first", () => {
    const results = recentResults(5);
    expect(results).toHaveLength(5);
    for (const result of results) expect(["finished", "walkover", "retired"]).toContain(result.status);
    const finished = results.map((r) => r.finishedAt!.getTime());
    expect(finished).toEqual([...finished].sort((a, b) => b - a));
  });

  it("reads the latest audit entries with their author", async () => {
    const admin = await createUser({ name: "Audit Admin", email: "audit@example.id", role: "admin", password: "Audit-admin-2025" });
    recordAudit({ userId: admin.id, action: "create", entity: "player", entityId: 1, summary: "Pemain pertama" });
    recordAudit({ userId: null, action: "import", entity: "province", entityId: null, summary: "38 provinsi" });
    const changes = recentChanges(2);
    expect(changes.map((c) => [c.user, c.action, c.summary])).toEqual([
      [null, "import", "38 provinsi"],
      ["Audit Admin", "create", "Pemain pertama"],
    ]);
  });
});

describe("analytics", () => {
  it("spreads every match that is not cancelled over the event's days", () => {
    const days = matchesPerDay(noFilter);
    expect(days.map((d) => d.day)).toEqual(["2025-08-01", "2025-08-02", "2025-08-03"]);
    const total = days.reduce((sum, d) => sum + d.played + d.live + d.upcoming, 0);
    expect(total).toBe(countRows(getDb(), matches, ne(matches.status, "cancelled")));
    expect(days[0]!.upcoming).toBe(0);
    expect(days[2]!.played).toBe(0);
    expect(days.reduce((sum, d) => sum + d.live, 0)).toBe(1);
  });

  it("narrows to a date range and an event", () => {
    expect(matchesPerDay({ ...noFilter, from: "2025-08-02", to: "2025-08-02" }).map((d) => d.day)).toEqual(["2025-08-02"]);
    expect(matchesPerDay({ ...noFilter, from: "2025-09-01" })).toEqual([]);
    expect(matchesPerDay({ ...noFilter, eventId: 9999 })).toEqual([]);
    expect(teamsByCategory({ ...noFilter, from: "2025-09-01" })).toEqual([]);
    expect(playersByRegion({ ...noFilter, from: "2025-09-01" }, "city")).toEqual([]);
  });

  it("tells completion per category and statuses that add up", () => {
    const completion = completionByCategory(noFilter);
    expect(completion).toHaveLength(3);
    expect(completion.reduce((sum, row) => sum + row.played, 0)).toBe(dashboardCounts().matchesPlayed);
    for (const row of completion) expect(row.played).toBeLessThanOrEqual(row.total);
    const statuses = matchesByStatus(noFilter);
    expect(statuses[0]!.status).toBe("finished");
    expect(statuses.reduce((sum, row) => sum + row.matches, 0)).toBe(countRows(getDb(), matches));
  });

  it("counts teams per category with the skill level's colour, and players per region", () => {
    const byCategory = teamsByCategory(noFilter);
    expect(byCategory.map((row) => [row.category.level, row.category.gender, row.teams])).toEqual([
      ["Beginner", "men", 12],
      ["Intermediate", "women", 8],
      ["Advanced", "mixed", 8],
    ]);
    expect(byCategory[0]!.color).toMatch(/^#[0-9A-F]{6}$/i);
    const event = getDb().select().from(events).get()!;
    const inEvent = getDb()
      .select()
      .from(teams)
      .where(and(eq(teams.eventId, event.id), ne(teams.status, "withdrawn")))
      .all().length;
    expect(teamsByCategory({ ...noFilter, eventId: event.id }).reduce((sum, row) => sum + row.teams, 0)).toBe(inEvent);
    // This database has no regions imported: every player is "without a city".
    expect(playersByRegion(noFilter, "province")).toEqual([{ name: null, players: countRows(getDb(), players) }]);
    expect(playersByRegion({ ...noFilter, eventId: event.id }, "city")).toEqual([{ name: null, players: 56 }]);
  });
});
