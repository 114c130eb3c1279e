import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as schema from "#drizzle/schema";
import { settings } from "~/config.server";
import { getDb } from "~/db.server";
import { livePublisher } from "~/live/publisher.server";
import { clientOf, FAN_OUT_SLICE, liveStreamCounts, openLiveStream } from "~/live/streams.server";
import { findEventVersion, findEventVersionById, searchPublicEvents } from "~/models/public/public-events.server";
import { findCalendarMatches, findMatchDetail, findResults, findSchedule, scheduleDays, scheduleFilters, TEAMS_LISTED_TOGETHER } from "~/models/public/public-matches.server";
import { countEventGroups, findEventStandings } from "~/models/public/public-standings.server";
import { findFollowedTeam, findTeamDetail } from "~/models/public/public-teams.server";
import { prepareDatabase } from "~/seed/prepare.server";
import { eventDateFormat } from "~/utils/event-dates";
import { streamReader } from "../support/stream-reader";
import { newCategory } from "./schedule-fixtures";
import { now as clockNow, nowMs } from "~/clock.server";

const { events, matches, teams, eventCategories, matchStatValues } = schema;

const dates = eventDateFormat("id", "Asia/Jakarta");
let event: typeof events.$inferSelect;

beforeAll(async () => {
  await prepareDatabase();
  event = getDb().select().from(events).where(eq(events.slug, "martabaks-vol-2")).get()!;
}, 60_000);

const allMatches = () => getDb().select().from(matches).where(eq(matches.eventId, event.id)).all();

describe("schedule", () => {
  it("lists every match of the event by day, then start time, then court", () => {
    const schedule = findSchedule(event, { category: null, court: null, team: null }, dates);
    expect(schedule.total).toBe(allMatches().length);
    expect(schedule.days).toHaveLength(3);
    expect(schedule.unscheduled).toEqual([]);
    const flat = schedule.days.flatMap((day) => day.slots.flatMap((slot) => slot.matches));
    const times = flat.map((m) => m.scheduledAt!.iso);
    expect(times).toEqual([...times].sort());
    for (const day of schedule.days) {
      expect(day.date).toMatch(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \w+ \d{4}$/);
      for (const slot of day.slots) {
        expect(slot.time).toMatch(/^\d{2}\.\d{2}$/);
        const courts = slot.matches.map((m) => m.court!);
        expect(courts).toEqual([...courts].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })));
      }
    }
  });

  it("names the teams of group matches and the sources of undecided knockout sides", () => {
    const flat = findSchedule(event, { category: null, court: null, team: null }, dates).days.flatMap((d) => d.slots.flatMap((s) => s.matches));
    const group = flat.find((m) => m.stage === "group")!;
    expect(group.home.name).toBeTruthy();
    expect(group.group).toMatch(/^[A-C]$/);
    const final = flat.find((m) => m.stage === "final")!;
    expect(final.home).toMatchObject({ source: "W:SF1" });
    expect(final.category.color).toMatch(/^#[0-9A-F]{6}$/);
    expect(final.category.textColor).toMatch(/^#(000000|FFFFFF)$/);
  });

  it("filters by category, court and team", () => {
    const all = allMatches();
    const categoryId = all[0]!.eventCategoryId;
    const byCategory = findSchedule(event, { category: categoryId, court: null, team: null }, dates);
    expect(byCategory.total).toBe(all.filter((m) => m.eventCategoryId === categoryId).length);
    const byCourt = findSchedule(event, { category: null, court: "Court 2", team: null }, dates);
    expect(byCourt.total).toBe(all.filter((m) => m.court === "Court 2").length);
    const teamId = all[0]!.homeTeamId!;
    const byTeam = findSchedule(event, { category: null, court: null, team: teamId }, dates);
    expect(byTeam.total).toBe(all.filter((m) => m.homeTeamId === teamId || m.awayTeamId === teamId).length);
    expect(byTeam.total).toBeGreaterThan(0);
    expect(findSchedule(event, { category: 9999, court: null, team: null }, dates).total).toBe(0);
  });

  it("counts the matches of each day from their start times, and reads one day's matches alone", () => {
    const all = findSchedule(event, { category: null, court: null, team: null }, dates);
    const { days, startTimes, total } = scheduleDays(event, { category: null, court: null, team: null }, dates);
    expect(total).toBe(all.total);
    expect(startTimes.map(({ at, matches }) => [at.toISOString(), matches])).toEqual(all.days.flatMap((d) => d.slots.map((slot) => [slot.iso, slot.matches.length])));
    expect(days).toEqual(all.days.map((d) => ({ day: d.day, date: d.date, matches: d.slots.reduce((n, slot) => n + slot.matches.length, 0) })));
    for (const choice of days) {
      const one = findSchedule(event, { category: null, court: null, team: null }, dates, { ...dates.dayBounds(choice.day), unscheduled: false });
      expect(one.days.map((d) => d.day)).toEqual([choice.day]);
      expect(one.total).toBe(choice.matches);
      expect(one.days[0]).toEqual(all.days.find((d) => d.day === choice.day));
    }
    const [first, second] = [startTimes[0]!, startTimes[1]!];
    const stretch = findSchedule(event, { category: null, court: null, team: null }, dates, { start: first.at, end: second.at, unscheduled: false });
    expect(stretch.total).toBe(first.matches);
    expect(stretch.unscheduled).toEqual([]);
    const court2 = scheduleDays(event, { category: null, court: "Court 2", team: null }, dates);
    expect(court2.total).toBe(allMatches().filter((m) => m.court === "Court 2").length);
  });

  it("closes a stretch open at its end with the matches that have no time yet", () => {
    const none = { category: null, court: null, team: null };
    const untimed = allMatches().find((m) => m.stage === "group")!;
    getDb().update(matches).set({ scheduledAt: null }).where(eq(matches.id, untimed.id)).run();
    try {
      const { startTimes } = scheduleDays(event, none, dates);
      const { at: lastStart, matches: atLastStart } = startTimes.at(-1)!;
      const closing = findSchedule(event, none, dates, { start: lastStart, unscheduled: true });
      expect(closing.unscheduled.map((m) => m.id)).toEqual([untimed.id]);
      expect(closing.total).toBe(atLastStart + 1);
      expect(findSchedule(event, none, dates, { start: lastStart, unscheduled: false }).total).toBe(atLastStart);
      expect(findSchedule(event, { ...none, court: "no such court" }, dates, { start: lastStart, unscheduled: true }).total).toBe(0);
    } finally {
      getDb().update(matches).set({ scheduledAt: untimed.scheduledAt }).where(eq(matches.id, untimed.id)).run();
    }
  });

  it("offers every category, court and team as filters", () => {
    const { options } = findSchedule(event, { category: null, court: null, team: 1 }, dates);
    expect(options.courts).toEqual(["Court 1", "Court 2", "Court 3", "Court 4"]);
    expect(options.categories).toHaveLength(3);
    expect(options.teams).toHaveLength(getDb().select().from(teams).where(eq(teams.eventId, event.id)).all().length);
  });
});

describe("schedule filters of a large event", () => {
  it("offer its teams a category at a time, and ignore a team the chosen category does not hold", () => {
    const db = getDb();
    const large = db.insert(events).values({ slug: "liga-besar", name: "Liga Besar", startsAt: event.startsAt, endsAt: event.endsAt, status: "draft" }).returning().get();
    const men = newCategory(large.id, { type: "Padel", level: "Beginner", gender: "men" }, { teams: TEAMS_LISTED_TOGETHER, prefix: "Putra" });
    const women = newCategory(large.id, { type: "Padel", level: "Beginner", gender: "women" }, { teams: 2, prefix: "Putri" });
    const none = { category: null, court: null, team: null };

    const whole = findSchedule(large, none, dates).options;
    expect(whole.teamsByCategory).toBe(true);
    expect(whole.teams).toEqual([]);

    const womens = findSchedule(large, { ...none, category: women.category.id }, dates).options;
    expect(womens.teams.map((team) => team.name)).toEqual(["Putri 1", "Putri 2"]);
    const mens = findSchedule(large, { ...none, category: men.category.id }, dates).options;
    expect(mens.teams.map((team) => team.name).slice(0, 3)).toEqual(["Putra 1", "Putra 2", "Putra 3"]);
    expect(mens.teams.at(-1)!.name).toBe(`Putra ${TEAMS_LISTED_TOGETHER}`);

    const chosen = men.teamIds[9]!;
    expect(findSchedule(large, { ...none, team: chosen }, dates).options.teams.map((team) => team.id)).toEqual([chosen]);
    expect(scheduleFilters(large.id, { ...none, team: chosen })).toEqual({ filters: { ...none, team: chosen }, team: { id: chosen, name: "Putra 10", categoryId: men.category.id } });
    expect(scheduleFilters(large.id, { ...none, category: women.category.id, team: chosen })).toEqual({ filters: { ...none, category: women.category.id }, team: null });
    expect(scheduleFilters(large.id, { ...none, team: allMatches()[0]!.homeTeamId })).toEqual({ filters: none, team: null });
  });
});

describe("results", () => {
  it("shows live matches first, then finished ones, newest first", () => {
    const results = findResults(event, 1, dates, 100);
    const played = allMatches().filter((m) => (schema.resultStatuses as readonly string[]).includes(m.status));
    expect(results.total).toBe(played.length);
    expect(results.matches[0]!.status).toBe("live");
    const finished = results.matches.filter((m) => m.status !== "live");
    const ended = finished.map((m) =>
      allMatches()
        .find((row) => row.id === m.id)!
        .finishedAt!.getTime(),
    );
    expect(ended).toEqual([...ended].sort((a, b) => b - a));
    const decided = finished.find((m) => m.status === "finished")!;
    expect(decided.sets.length).toBeGreaterThanOrEqual(2);
    expect([decided.home.winner, decided.away.winner].filter(Boolean)).toHaveLength(1);
  });

  it("pages on the server", () => {
    const first = findResults(event, 1, dates, 5);
    const second = findResults(event, 2, dates, 5);
    expect(first.matches).toHaveLength(5);
    expect(first.pageCount).toBe(Math.ceil(first.total / 5));
    expect(second.matches[0]!.id).not.toBe(first.matches[0]!.id);
    expect(findResults(event, 999, dates, 5).page).toBe(first.pageCount);
  });
});

describe("standings", () => {
  it("builds each group's table from its counted matches with the category's tie-break preset", () => {
    const categories = findEventStandings(event.id, dates);
    expect(categories.map((c) => c.groups.length)).toEqual([3, 2, 2]);
    for (const category of categories) {
      expect(category.scoring).toBe("sets");
      expect(category.scoreUnit).toBe("games");
      for (const group of category.groups) {
        expect(group.rows).toHaveLength(4);
        const groupMatches = allMatches().filter((m) => m.groupId === group.id && ["finished", "walkover", "retired"].includes(m.status));
        expect(group.rows.reduce((n, row) => n + row.played, 0)).toBe(groupMatches.length * 2);
        expect(group.rows.reduce((n, row) => n + row.won, 0)).toBe(groupMatches.length);
        const ranks = group.rows.map((row) => row.rank!);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expect(ranks[0]).toBe(1);
        // Padel preset, 1 point a win.
        for (const row of group.rows) expect(row.points).toBe(row.won);
      }
    }
  });

  it("marks the qualifying places of knockout categories and the knockout rounds in order", () => {
    const [men, women, mixed] = findEventStandings(event.id, dates);
    expect(men!.hasKnockout).toBe(true);
    expect(men!.groups[0]!.rows.map((row) => row.inQualifyingPlace)).toEqual([true, true, false, false]);
    expect(mixed!.hasKnockout).toBe(false);
    expect(mixed!.groups[0]!.rows.some((row) => row.inQualifyingPlace || row.qualified)).toBe(false);
    expect(men!.knockout.map((round) => round.stage)).toEqual(["qf", "sf", "final"]);
    expect(women!.knockout.map((round) => round.stage)).toEqual(["sf", "third", "final"]);
    expect(men!.knockout[0]!.matches.map((m) => m.code)).toEqual(["QF1", "QF2"]);
    expect(mixed!.knockout).toEqual([]);
    for (const category of [men!, women!]) {
      for (const group of category.groups) {
        for (const row of group.rows) if (row.qualified) expect(group.complete && row.rank! <= category.advancePerGroup).toBe(true);
      }
    }
  });

  it("reads one category alone when asked, the same as in the whole event's standings", () => {
    const all = findEventStandings(event.id, dates);
    expect(countEventGroups(event.id)).toBe(all.reduce((n, category) => n + category.groups.length, 0));
    for (const category of all) {
      expect(findEventStandings(event.id, dates, category.category.id)).toEqual([category]);
    }
    expect(findEventStandings(event.id, dates, 999_999)).toEqual([]);
  });

  it("uses the category's own points scheme", () => {
    const db = getDb();
    const category = db.select().from(eventCategories).where(eq(eventCategories.eventId, event.id)).get()!;
    db.update(eventCategories).set({ pointsWin: 3 }).where(eq(eventCategories.id, category.id)).run();
    const standings = findEventStandings(event.id, dates).find((c) => c.category.id === category.id)!;
    for (const row of standings.groups.flatMap((g) => g.rows)) expect(row.points).toBe(row.won * 3);
    db.update(eventCategories).set({ pointsWin: 1 }).where(eq(eventCategories.id, category.id)).run();
  });
});

describe("match detail", () => {
  it("gives the live match its players, set scores and recorded statistics", () => {
    const live = allMatches().find((m) => m.status === "live")!;
    const detail = findMatchDetail(event, live.id, dates)!;
    expect(detail.match.status).toBe("live");
    expect(detail.players.home).toHaveLength(2);
    expect(detail.players.away).toHaveLength(2);
    expect(detail.players.home.filter((p) => p.captain)).toHaveLength(1);
    expect(detail.match.sets.length).toBeGreaterThan(0);
    const recorded = getDb().select().from(matchStatValues).where(eq(matchStatValues.matchId, live.id)).all();
    expect(detail.statistics.length).toBe(new Set(recorded.map((v) => v.statisticId)).size);
    const first = detail.statistics[0]!;
    expect(first.home).toBe(recorded.find((v) => v.statisticId === first.id && v.teamId === live.homeTeamId)!.value);
    expect(detail.startedAt).not.toBeNull();
    expect(detail.meetings).toEqual([]);
  });

  it("lists earlier meetings of the same two teams", () => {
    const db = getDb();
    const played = allMatches().find((m) => m.status === "finished")!;
    const [rematch] = db
      .insert(matches)
      .values({ eventId: event.id, eventCategoryId: played.eventCategoryId, stage: "final", code: "RM-1", homeTeamId: played.awayTeamId, awayTeamId: played.homeTeamId })
      .returning()
      .all();
    expect(findMatchDetail(event, rematch!.id, dates)!.meetings.map((m) => m.id)).toEqual([played.id]);
    db.delete(matches).where(eq(matches.id, rematch!.id)).run();
  });

  it("is not found for another event or an unknown id", () => {
    const match = allMatches()[0]!;
    expect(findMatchDetail({ ...event, id: event.id + 1 }, match.id, dates)).toBeNull();
    expect(findMatchDetail(event, 999_999, dates)).toBeNull();
  });
});

describe("team detail", () => {
  it("gives a team its players, its place in its group, its matches and the next one", () => {
    const live = allMatches().find((m) => m.status === "live")!;
    const team = findTeamDetail(event, live.homeTeamId!, dates)!;
    expect(team.players).toHaveLength(2);
    expect(team.group?.standing?.teamId).toBe(team.id);
    expect(team.group?.standing?.rank).toBeGreaterThanOrEqual(1);
    expect(team.matches.length).toBe(allMatches().filter((m) => m.homeTeamId === team.id || m.awayTeamId === team.id).length);
    expect(team.next?.id).toBe(live.id);
    expect(findTeamDetail({ ...event, id: event.id + 1 }, team.id, dates)).toBeNull();
  });

  it("gives a followed team's bar the match its page shows as next, live first, and nothing for another event's team", () => {
    const live = allMatches().find((m) => m.status === "live")!;
    const followed = findFollowedTeam(event, live.homeTeamId!, dates)!;
    expect(followed.next?.id).toBe(live.id);
    expect(followed.next?.status).toBe("live");
    for (const team of getDb().select().from(teams).where(eq(teams.eventId, event.id)).all()) {
      const page = findTeamDetail(event, team.id, dates)!;
      expect(findFollowedTeam(event, team.id, dates), team.name).toEqual({ id: page.id, name: page.name, category: page.category, next: page.next });
    }
    expect(findFollowedTeam({ ...event, id: event.id + 1 }, live.homeTeamId!, dates)).toBeNull();
  });
});

describe("calendar", () => {
  it("gives every scheduled match, or one team's", () => {
    const all = findCalendarMatches(event.id, null, dates)!;
    expect(all.team).toBeNull();
    expect(all.matches.length).toBe(allMatches().filter((m) => m.scheduledAt).length);
    expect(all.matches[0]!.version).toBeGreaterThanOrEqual(1);
    const teamId = allMatches()[0]!.homeTeamId!;
    const one = findCalendarMatches(event.id, teamId, dates)!;
    expect(one.team?.id).toBe(teamId);
    expect(one.matches.every((m) => m.home.teamId === teamId || m.away.teamId === teamId)).toBe(true);
    expect(findCalendarMatches(event.id, 999_999, dates)).toBeNull();
  });
});

describe("events list", () => {
  it("puts the demo event under live now, finds it by name and hides drafts", () => {
    const db = getDb();
    db.insert(events)
      .values({ slug: "draft-open", name: "Martabaks Draft", startsAt: new Date(nowMs() - 3600_000), endsAt: new Date(nowMs() + 3600_000), status: "draft" })
      .run();
    const base = { now: clockNow(), language: "id", pages: { live: 1, upcoming: 1, past: 1 } };
    const [live, upcoming, past] = searchPublicEvents({ ...base, query: "" });
    expect(live!.events.map((e) => e.slug)).toEqual(["martabaks-vol-2"]);
    expect(live!.events[0]!.city).toBe("Kota Administrasi Jakarta Pusat");
    expect(live!.events[0]!.categories).toHaveLength(3);
    expect(upcoming!.total + past!.total).toBe(0);
    expect(searchPublicEvents({ ...base, query: "martabak" })[0]!.total).toBe(1);
    expect(searchPublicEvents({ ...base, query: "%" })[0]!.total).toBe(0);
    expect(findEventVersion("draft-open")).toBeNull();
  });

  it("judges the phases at the moment asked, not the first one the compiled reads saw", () => {
    const hour = 3600_000;
    getDb()
      .insert(events)
      .values({ slug: "phase-cup", name: "Phase Cup", startsAt: new Date(nowMs() - hour), endsAt: new Date(nowMs() + hour), status: "published" })
      .run();
    const at = (now: Date) => searchPublicEvents({ query: "phase cup", now, language: "id", pages: { live: 1, upcoming: 1, past: 1 } }).map((list) => list.total);
    expect(at(clockNow())).toEqual([1, 0, 0]);
    expect(at(new Date(nowMs() - 2 * hour))).toEqual([0, 1, 0]);
    expect(at(new Date(nowMs() + 2 * hour))).toEqual([0, 0, 1]);
    expect(at(clockNow())).toEqual([1, 0, 0]);
  });

  it("pages the past events", () => {
    const db = getDb();
    const day = 24 * 3600_000;
    for (let i = 0; i < 14; i++) {
      db.insert(events)
        .values({ slug: `old-${i}`, name: `Old Cup ${i}`, startsAt: new Date(nowMs() - (i + 10) * day), endsAt: new Date(nowMs() - (i + 9) * day), status: "finished" })
        .run();
    }
    const search = (page: number) => searchPublicEvents({ query: "old cup", now: clockNow(), language: "id", pages: { live: 1, upcoming: 1, past: page } })[2]!;
    expect(search(1)).toMatchObject({ total: 14, page: 1, pageCount: 2 });
    expect(search(1).events[0]!.slug).toBe("old-0");
    expect(search(2).events.map((e) => e.slug)).toEqual(["old-12", "old-13"]);
  });
});

describe("live versions", () => {
  it("read with the event's version the latest start time reached at the moment asked, by slug and by id", () => {
    const starts = [...new Set(allMatches().flatMap((m) => (m.scheduledAt ? [m.scheduledAt.getTime()] : [])))].sort((a, b) => a - b);
    expect(starts.length).toBeGreaterThan(2);
    const [first, second] = starts as [number, number];
    const reached = (now: number) => findEventVersion(event.slug, now)!.reachedStart;
    expect(reached(first - 1)).toBeNull();
    expect(reached(first)).toBe(first);
    expect(reached(second - 1)).toBe(first);
    expect(reached(second)).toBe(second);
    expect(reached(starts.at(-1)! + 86_400_000)).toBe(starts.at(-1));
    expect(findEventVersionById(event.id, second)).toEqual(findEventVersion(event.slug, second));
  });

  it("a write to the event raises its version and updated_at, published once it is committed", async () => {
    const listener = vi.fn();
    const stop = livePublisher().subscribe(event.id, listener);
    const before = findEventVersion(event.slug)!;
    getDb().update(events).set({ name: event.name }).where(eq(events.id, event.id)).run();
    const after = findEventVersion(event.slug)!;
    expect(after.version).toBe(before.version + 1);
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    // Published at the end of the write's task, when it cannot be rolled back any more.
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    stop();
    expect(listener).toHaveBeenCalledExactlyOnceWith({ eventId: event.id, version: before.version + 1 });
  });

  it("streams the current version, then each new one, also from writes by another process", async () => {
    const current = findEventVersion(event.slug)!.version;
    const abort = new AbortController();
    const response = openLiveStream(event.id, current, abort.signal, "203.0.113.1")!;
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    const readUntil = streamReader(response.body!.getReader());
    const opening = await readUntil(`data: {"version":${current}}`, 1000);
    // A reader of the stream other than the spectator script tries again within a second of a drop, not after three.
    expect(opening).toMatch(/^retry: 1000\n\n/);
    expect(liveStreamCounts().get(event.id)).toBe(1);

    getDb().update(events).set({ name: event.name }).where(eq(events.id, event.id)).run();
    await readUntil(`data: {"version":${current + 1}}`, 500);

    // Another process (the admin CLI, a second server) writes to the same file: the once-a-second poll notices,
    // with room for a loaded machine before the read gives up.
    const other = new Database(settings().DATABASE_PATH);
    other.prepare("update events set version = version + 1 where id = ?").run(event.id);
    other.close();
    await readUntil(`data: {"version":${current + 2}}`, 5000);

    abort.abort();
    expect(liveStreamCounts().has(event.id)).toBe(false);
  }, 10_000);

  it("does not query per viewer: one poll reads all watched events", async () => {
    const db = getDb();
    const spy = vi.spyOn(db, "select");
    const viewers = Array.from({ length: 50 }, () => new AbortController());
    for (const viewer of viewers) openLiveStream(event.id, 1, viewer.signal, "203.0.113.1");
    spy.mockClear();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(spy.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(3);
    spy.mockRestore();
    viewers.forEach((viewer) => viewer.abort());
    expect(liveStreamCounts().size).toBe(0);
  }, 10_000);

  it("lets one client hold at most LIVE_STREAMS_PER_ADDRESS streams, and one more once a stream closes", () => {
    const cap = settings().LIVE_STREAMS_PER_ADDRESS;
    const open = (address: string) => {
      const viewer = new AbortController();
      return { viewer, response: openLiveStream(event.id, 1, viewer.signal, address) };
    };
    const held = Array.from({ length: cap }, () => open("198.51.100.7"));
    expect(held.every(({ response }) => response !== null)).toBe(true);
    expect(open("198.51.100.7").response).toBeNull();
    // The same address written IPv4-mapped is the same client; another address is not.
    expect(open("::ffff:198.51.100.7").response).toBeNull();
    const neighbour = open("198.51.100.8");
    expect(neighbour.response).not.toBeNull();

    held[0]!.viewer.abort();
    const next = open("198.51.100.7");
    expect(next.response).not.toBeNull();
    expect(open("198.51.100.7").response).toBeNull();

    for (const { viewer } of [...held, neighbour, next]) viewer.abort();
    expect(liveStreamCounts().size).toBe(0);
    const again = open("198.51.100.7");
    expect(again.response).not.toBeNull();
    again.viewer.abort();
  });

  it("writes to a slice of the streams per turn of the event loop, and every stream hears every version in order", async () => {
    const decoder = new TextDecoder();
    // Each stream read as a page does, chunk after chunk, into `heard`.
    const viewers = Array.from({ length: 2 * FAN_OUT_SLICE + 10 }, (_, i) => {
      const viewer = new AbortController();
      const reader = openLiveStream(event.id, 1, viewer.signal, `10.9.${Math.floor(i / 200)}.${i % 200}`)!.body!.getReader();
      const listening = { viewer, heard: "" };
      const pull = (): Promise<void> =>
        reader.read().then((chunk) => {
          if (chunk.done) return;
          listening.heard += decoder.decode(chunk.value);
          return pull();
        });
      void pull();
      return listening;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const listening of viewers) listening.heard = "";
    const version = findEventVersionById(event.id)!.version;
    livePublisher().publish({ eventId: event.id, version: version + 1 });
    livePublisher().publish({ eventId: event.id, version: version + 2 });
    // Microtasks only: the reads of what was written before the event loop's next turn settle, no more.
    for (let turn = 0; turn < 50; turn++) await Promise.resolve();
    const heardAtOnce = viewers.filter((listening) => listening.heard !== "").length;
    expect(heardAtOnce).toBeGreaterThan(0);
    expect(heardAtOnce).toBeLessThanOrEqual(FAN_OUT_SLICE);
    expect(viewers[0]!.heard).toBe(`event: version\ndata: {"version":${version + 1}}\n\n`);

    const both = `event: version\ndata: {"version":${version + 1}}\n\nevent: version\ndata: {"version":${version + 2}}\n\n`;
    await vi.waitFor(() => expect(viewers.filter((listening) => listening.heard.length < both.length)).toEqual([]), { timeout: 2_000 });
    viewers.forEach((listening, i) => expect(listening.heard, `stream ${i}`).toBe(both));
    viewers.forEach(({ viewer }) => viewer.abort());
    expect(liveStreamCounts().size).toBe(0);
  });

  it("counts an IPv6 client by its /64 network, and an IPv4 one by its address", () => {
    expect(clientOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:DB8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientOf("203.0.113.9")).toBe("203.0.113.9");
  });
});
