import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventCategories, events, groups, groupTeams, matches } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { findNow } from "~/models/public/public-now.server";
import { naturalOrder } from "~/utils/natural-order";
import { demoEvent, useDemoDatabase } from "./demo-fixtures";
import { nowMs } from "~/clock.server";

useDemoDatabase();

const noFilter = { court: null, category: null };
const eventMatches = () => getDb().select().from(matches).where(eq(matches.eventId, demoEvent().id)).all();

describe("what is on the courts now", () => {
  it("gives every court its live match with the game in play, and its earliest match still to start", () => {
    const event = demoEvent();
    const all = eventMatches();
    const now = findNow(event, "id", noFilter);
    expect(now.phase).toBe("during");
    const courts = [...new Set(all.map((m) => m.court!))].sort(naturalOrder);
    expect(now.courts.map((c) => c.court)).toEqual(courts);

    const live = all.filter((m) => m.status === "live");
    expect(live).toHaveLength(1);
    const onCourt = now.courts.find((c) => c.court === live[0]!.court)!;
    expect(onCourt.live.map((m) => m.id)).toEqual([live[0]!.id]);
    expect(onCourt.live[0]!.sets.length).toBeGreaterThan(0);
    expect(now.courts.filter((c) => c !== onCourt).every((c) => c.live.length === 0)).toBe(true);

    for (const court of now.courts) {
      const planned = all.filter((m) => m.court === court.court && m.status === "scheduled" && m.scheduledAt).sort((a, b) => a.scheduledAt!.getTime() - b.scheduledAt!.getTime() || a.id - b.id);
      expect(court.next?.match.id, court.court!).toBe(planned[0]?.id);
      if (court.next) expect(court.next.late).toBe(planned[0]!.scheduledAt!.getTime() <= nowMs());
    }
  });

  it("marks a next match late once its planned time has passed, on the same read", () => {
    const event = demoEvent();
    const next = findNow(event, "en", noFilter).courts.find((c) => c.next)!.next!;
    const at = Date.parse(next.match.scheduledAt!.iso);
    const before = findNow(event, "en", noFilter, { now: at - 60_000 }).courts.find((c) => c.next?.match.id === next.match.id)!;
    const after = findNow(event, "en", noFilter, { now: at + 60_000 }).courts.find((c) => c.next?.match.id === next.match.id)!;
    expect(before.next!.late).toBe(false);
    expect(after.next!.late).toBe(true);
    expect(next.match.scheduledAt!.time).toMatch(/^\d{2}:\d{2}$/);
  });

  it("lists the latest results, the most recently ended first, never a live match", () => {
    const event = demoEvent();
    const finished = eventMatches()
      .filter((m) => m.status === "finished" || m.status === "walkover" || m.status === "retired")
      .sort((a, b) => (b.finishedAt ?? b.startedAt ?? b.scheduledAt)!.getTime() - (a.finishedAt ?? a.startedAt ?? a.scheduledAt)!.getTime() || b.id - a.id);
    const now = findNow(event, "id", noFilter, { latest: 4 });
    expect(now.latest.map((m) => m.id)).toEqual(finished.slice(0, 4).map((m) => m.id));
    expect(now.latest.every((m) => m.status !== "live")).toBe(true);
  });

  it("shows one court or one category when asked", () => {
    const event = demoEvent();
    const all = eventMatches();
    const court2 = findNow(event, "id", { court: "Court 2", category: null });
    expect(court2.courts.map((c) => c.court)).toEqual(["Court 2"]);
    expect(court2.latest.every((m) => m.court === "Court 2")).toBe(true);
    expect(findNow(event, "id", { court: "Court 99", category: null }).courts).toEqual([]);

    const category = all[0]!.eventCategoryId;
    const one = findNow(event, "id", { court: null, category });
    const courts = [...new Set(all.filter((m) => m.eventCategoryId === category).map((m) => m.court!))].sort(naturalOrder);
    expect(one.courts.map((c) => c.court)).toEqual(courts);
    for (const court of one.courts) {
      for (const match of [...court.live, ...(court.next ? [court.next.match] : [])]) expect(match.category.id).toBe(category);
    }
    expect(one.latest.every((m) => m.category.id === category)).toBe(true);
  });

  it("is before the event until its first day and after it from the day after its last, in the event's time zone", () => {
    const db = getDb();
    const live = eventMatches().find((m) => m.status === "live")!;
    db.update(matches).set({ status: "scheduled", liveGame: null }).where(eq(matches.id, live.id)).run();
    const event = demoEvent();
    // The event's days are WIB's (UTC+7): its first day begins at 17:00 UTC the evening before.
    const firstDay = new Date(event.startsAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const firstMidnight = Date.parse(`${firstDay}T00:00:00Z`) - 7 * 3_600_000;
    const before = findNow(event, "id", noFilter, { now: firstMidnight - 60_000 });
    expect(before.phase).toBe("before");
    expect(before.firstDay.day).toBe(firstDay);
    expect(before.champions).toEqual([]);
    expect(before.courts.every((court) => court.next === null || !court.next.late)).toBe(true);
    expect(findNow(event, "id", noFilter, { now: firstMidnight + 60_000 }).phase).toBe("during");
    const lastDay = new Date(event.endsAt.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
    const nextMidnight = Date.parse(`${lastDay}T00:00:00Z`) + 17 * 3_600_000;
    expect(findNow(event, "id", noFilter, { now: nextMidnight - 60_000 }).phase).toBe("during");
    expect(findNow(event, "id", noFilter, { now: nextMidnight + 60_000 }).phase).toBe("after");
    db.update(matches).set({ status: "live" }).where(eq(matches.id, live.id)).run();
    expect(findNow(demoEvent(), "id", noFilter, { now: nextMidnight + 60_000 }).phase).toBe("during");
  });

  it("names the champions once the event is finished: the final's winner, and each group's sole leader where there is no knockout", () => {
    const db = getDb();
    const event = demoEvent();
    const categories = db.select().from(eventCategories).where(eq(eventCategories.eventId, event.id)).all();
    const knockout = categories.find((c) => c.format === "groups_knockout")!;
    const groupsOnly = categories.find((c) => c.format === "groups")!;

    const final = db
      .select()
      .from(matches)
      .where(and(eq(matches.eventCategoryId, knockout.id), eq(matches.stage, "final")))
      .get()!;
    const [home, away] = db.select({ teamId: groupTeams.teamId }).from(groupTeams).innerJoin(groups, eq(groups.id, groupTeams.groupId)).where(eq(groups.eventCategoryId, knockout.id)).limit(2).all();
    db.update(matches).set({ homeTeamId: home!.teamId, awayTeamId: away!.teamId, status: "finished", winnerTeamId: away!.teamId, homeScore: 0, awayScore: 2 }).where(eq(matches.id, final.id)).run();

    // Each group of the groups-only category is won by its first team; elsewhere the home side wins.
    const leaders = new Map<number, number>();
    for (const group of db.select().from(groups).where(eq(groups.eventCategoryId, groupsOnly.id)).all()) {
      const first = db.select().from(groupTeams).where(eq(groupTeams.groupId, group.id)).orderBy(groupTeams.position).get()!;
      leaders.set(group.id, first.teamId);
      for (const match of db.select().from(matches).where(eq(matches.groupId, group.id)).all()) {
        const winner = match.homeTeamId === first.teamId || match.awayTeamId === first.teamId ? first.teamId : match.homeTeamId!;
        const homeWins = winner === match.homeTeamId;
        db.update(matches)
          .set({ status: "finished", winnerTeamId: winner, homeScore: homeWins ? 2 : 0, awayScore: homeWins ? 0 : 2, liveGame: null })
          .where(eq(matches.id, match.id))
          .run();
      }
    }
    expect(findNow(demoEvent(), "id", noFilter).champions).toEqual([]);

    db.update(events).set({ status: "finished" }).where(eq(events.id, event.id)).run();
    const after = findNow(demoEvent(), "id", noFilter);
    expect(after.phase).toBe("after");
    const byCategory = (id: number) => after.champions.filter((c) => c.category.id === id);
    expect(byCategory(knockout.id)).toEqual([expect.objectContaining({ teamId: away!.teamId, group: null })]);
    const groupWinners = byCategory(groupsOnly.id);
    expect(groupWinners.map((c) => c.teamId).sort()).toEqual([...leaders.values()].sort());
    expect(groupWinners.every((c) => c.group !== null && c.team.length > 0)).toBe(true);
    expect(
      db
        .select()
        .from(matches)
        .where(inArray(matches.id, [final.id]))
        .get()!.winnerTeamId,
    ).toBe(away!.teamId);
  });
});
