import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eventCategories, events, matches } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { loadEventCategories } from "~/models/public/public-categories.server";
import { findSchedule, TEAMS_LISTED_TOGETHER } from "~/models/public/public-matches.server";
import { findEventStandings } from "~/models/public/public-standings.server";
import { prepareDatabase } from "~/seed/prepare.server";
import { eventDateFormat } from "~/utils/event-dates";
import { plansOf } from "../support/query-plans";
import { newCategory } from "./schedule-fixtures";

const dates = eventDateFormat("id", "Asia/Jakarta");
const unfiltered = { category: null, court: null, team: null };
let event: typeof events.$inferSelect;

beforeAll(async () => {
  await prepareDatabase();
  event = getDb().select().from(events).where(eq(events.slug, "martabaks-vol-2")).get()!;
}, 60_000);

/** An event with more teams than the schedule's team filter lists together, so it offers them a category at a time. */
function largeEvent(slug: string) {
  const large = getDb().insert(events).values({ slug, name: slug, startsAt: event.startsAt, endsAt: event.endsAt, status: "draft" }).returning().get();
  const men = newCategory(large.id, { type: "Padel", level: "Beginner", gender: "men" }, { teams: TEAMS_LISTED_TOGETHER, prefix: "Putra" });
  const women = newCategory(large.id, { type: "Padel", level: "Beginner", gender: "women" }, { teams: 2, prefix: "Putri" });
  return { id: large.id, event: large, men, women };
}

/**
 * A page about one category reads that category's rows through the category's
 * index rather than the event's (which holds every category's rows), and still
 * keeps to the event. Each read is compiled by the first test that runs it in
 * this file, so the plans seen are those of the statements the pages use.
 */
describe("the reads of one category of an event", () => {
  it("finds the category's knockout matches through the category's index", () => {
    const categoryId = getDb().select().from(eventCategories).where(eq(eventCategories.eventId, event.id)).get()!.id;
    let knockoutIds: number[] = [];
    let groupPlans: string[] = [];
    const plans = plansOf("matches", () => {
      groupPlans = plansOf("groups", () => {
        knockoutIds = findEventStandings(event.id, dates, categoryId)[0]!.knockout.flatMap((round) => round.matches.map((m) => m.id));
      });
    });
    // The group matches are read from the groups; the one read from the matches is the knockout's.
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/^SEARCH matches USING INDEX matches_category_code_unique \(event_category_id=\?\)/);
    // The category's groups, their teams and their matches, each read from the category's groups.
    expect(groupPlans).toHaveLength(3);
    for (const plan of groupPlans) expect(plan).toMatch(/^SEARCH groups USING INDEX groups_category_name_unique \(event_category_id=\?\)/);

    const expected = getDb().select({ id: matches.id, stage: matches.stage }).from(matches).where(eq(matches.eventCategoryId, categoryId)).all();
    const knockout = expected.filter((m) => m.stage !== "group").map((m) => m.id);
    expect(knockout.length).toBeGreaterThan(0);
    expect(knockoutIds.sort((a, b) => a - b)).toEqual(knockout.sort((a, b) => a - b));
    // Asked under another event's id, with this event's categories handed in, the read finds nothing.
    const other = largeEvent("liga-lain");
    expect(findEventStandings(other.id, dates, categoryId, loadEventCategories(event.id))[0]!.knockout).toEqual([]);
  });

  it("offers the chosen category's teams through the category's index, and only the event's", () => {
    const large = largeEvent("liga-besar");
    let offered: string[] = [];
    const plans = plansOf("teams", () => {
      offered = findSchedule(large.event, { ...unfiltered, category: large.women.category.id }, dates).options.teams.map((team) => team.name);
    });
    expect(offered).toEqual(["Putri 1", "Putri 2"]);
    expect(plans.some((plan) => /^SEARCH teams USING (COVERING )?INDEX teams_event_category_idx \(event_category_id=\?\)/.test(plan))).toBe(true);
    const other = largeEvent("liga-besar-2");
    expect(findSchedule(other.event, { ...unfiltered, category: large.women.category.id }, dates).options.teams).toEqual([]);
  });
});
