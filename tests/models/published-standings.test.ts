import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { matches } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { saveMatchResult, type ResultInput } from "~/models/match-result.server";
import { loadEventCategories } from "~/models/public-categories.server";
import { findEventStandings, findPublishedStandings } from "~/models/public-standings.server";
import { eventDateFormat } from "~/utils/event-dates";
import { demoEvent, useDemoDatabase } from "./demo-fixtures";

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

    const saved = saveMatchResult(match.id, finished([{ home: 6, away: 1 }, { home: 6, away: 2 }]), { userId: 1, expectedVersion: match.version });
    expect(saved.ok).toBe(true);

    expect(demoEvent().version).toBeGreaterThan(before.version);
    expect(home()).toMatchObject({ played: played + 1, won: won + 1 });
    expect(table()).toEqual(findEventStandings(before.id, indonesian, match.eventCategoryId)[0]!.groups.find((group) => group.id === match.groupId));
  });
});
