import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventCategories, matches } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { saveMatchResult, type ResultInput } from "~/models/competition/match-result.server";
import { loadEventCategories } from "~/models/public/public-categories.server";
import { findEventStandings, findPublishedStandings } from "~/models/public/public-standings.server";
import { eventDateFormat } from "~/utils/event-dates";
import { demoEvent, useDemoDatabase } from "./demo-fixtures";
import { newCategory, newGroup } from "./schedule-fixtures";

const indonesian = eventDateFormat("id", "Asia/Jakarta");
const english = eventDateFormat("en", "Asia/Jakarta");
const finished = (sets: { home: number; away: number }[]): ResultInput => ({ status: "finished", sets, goals: null, present: null, retired: null });

useDemoDatabase();

/**
 * The public groups page computes a published event's group tables once per
 * event version and reuses them: what it shows must be what a fresh
 * computation gives, and a saved score must show at once.
 */
describe("the standings of a published event", () => {
  it("are the event's standings, for the whole event and for each category, in any language", () => {
    const event = demoEvent();
    const categories = loadEventCategories(event.id);
    for (const dates of [indonesian, english]) {
      expect(findPublishedStandings(event, dates, null, categories)).toEqual(findEventStandings(event.id, dates));
      for (const category of categories) {
        expect(findPublishedStandings(event, dates, category.id, categories)).toEqual(findEventStandings(event.id, dates, category.id));
      }
    }
  });

  it("compute a version's group tables once, for every reader of that version", () => {
    const event = demoEvent();
    const categories = loadEventCategories(event.id);
    const [first] = findPublishedStandings(event, indonesian, null, categories);
    const [again] = findPublishedStandings(event, english, null, categories);
    expect(again!.groups[0]).toBe(first!.groups[0]);
    const [fresh] = findEventStandings(event.id, indonesian);
    expect(fresh!.groups[0]).not.toBe(first!.groups[0]);
  });

  it("show a score saved after they were computed, under the event's new version", () => {
    const before = demoEvent();
    const categories = loadEventCategories(before.id);
    const match = getDb()
      .select()
      .from(matches)
      .where(and(eq(matches.eventId, before.id), eq(matches.stage, "group"), inArray(matches.status, ["scheduled", "live"])))
      .orderBy(asc(matches.scheduledAt))
      .get()!;
    const table = () => findPublishedStandings(demoEvent(), indonesian, match.eventCategoryId, categories)[0]!.groups.find((group) => group.id === match.groupId)!;
    const home = () => table().rows.find((row) => row.teamId === match.homeTeamId)!;
    const played = home().played;
    const won = home().won;

    const saved = saveMatchResult(
      match.id,
      finished([
        { home: 6, away: 1 },
        { home: 6, away: 2 },
      ]),
      { userId: 1, expectedVersion: match.version },
    );
    expect(saved.ok).toBe(true);

    expect(demoEvent().version).toBeGreaterThan(before.version);
    expect(home()).toMatchObject({ played: played + 1, won: won + 1 });
    expect(table()).toEqual(findEventStandings(before.id, indonesian, match.eventCategoryId)[0]!.groups.find((group) => group.id === match.groupId));
  });
});

/**
 * Table tennis ranks a group by ITTF match points (2 a win, 1 a loss played
 * out, 0 a walkover or retirement loss): the points column the public and the
 * staff tables show is those, so it reads in the order of the table.
 */
describe("a table tennis group's points column", () => {
  it("shows ITTF match points, in the spectators' and the staff's standings", () => {
    const event = demoEvent();
    const { category, teamIds } = newCategory(event.id, { type: "Table Tennis", level: "Beginner", gender: "open" }, { teams: 3, prefix: "Pingpong" });
    getDb().update(eventCategories).set({ tieBreakPreset: "ittf" }).where(eq(eventCategories.id, category.id)).run();
    const [x, y, z] = teamIds as [number, number, number];
    const group = newGroup(event.id, category.id, "A", teamIds);
    const match = (code: string, home: number, away: number) =>
      getDb().insert(matches).values({ eventId: event.id, eventCategoryId: category.id, groupId: group.id, stage: "group", code, homeTeamId: home, awayTeamId: away }).returning().get();
    const homeWins = Array.from({ length: 3 }, () => ({ home: 11, away: 7 }));
    const results: [ReturnType<typeof match>, ResultInput][] = [
      // x beats y 3-1; y wins over z, who does not turn up; z beats x 3-0.
      [match("A-1", x, y), finished([{ home: 9, away: 11 }, ...homeWins])],
      [match("A-2", y, z), { status: "walkover", sets: [], goals: null, present: "home", retired: null }],
      [match("A-3", z, x), finished(homeWins)],
    ];
    for (const [row, input] of results) expect(saveMatchResult(row.id, input, { userId: 1, expectedVersion: row.version })).toMatchObject({ ok: true });

    const categories = loadEventCategories(event.id);
    const published = findPublishedStandings(demoEvent(), indonesian, category.id, categories)[0]!.groups[0]!;
    const staff = findEventStandings(event.id, indonesian, category.id)[0]!.groups[0]!;
    for (const table of [published, staff]) {
      // Each won once, so one point a win would read 1, 1, 1 beside an order it cannot explain.
      expect(table.rows.map((row) => [row.teamId, row.won, row.points])).toEqual([
        [x, 1, 3],
        [y, 1, 3],
        [z, 1, 2],
      ]);
    }
  });
});
