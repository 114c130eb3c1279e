import { describe, expect, it } from "vitest";
import { publishProblems, statusChangeRefusal, statusMoves } from "~/models/events/event-admin.server";

const complete = { name: "Martabaks Vol. 3", startsAt: new Date("2025-11-22T01:00Z"), endsAt: new Date("2025-11-23T11:00Z"), categoryCount: 2, played: false };

describe("publishing an event", () => {
  it("needs a name, a start before the end and at least one category", () => {
    expect(publishProblems(complete)).toEqual([]);
    expect(publishProblems({ ...complete, name: "  " })).toEqual(["name"]);
    expect(publishProblems({ ...complete, endsAt: complete.startsAt })).toEqual(["dates"]);
    expect(publishProblems({ ...complete, startsAt: null })).toEqual(["dates"]);
    expect(publishProblems({ ...complete, categoryCount: 0 })).toEqual(["categories"]);
    expect(publishProblems({ name: "", startsAt: null, endsAt: null, categoryCount: 0 })).toEqual(["name", "dates", "categories"]);
  });

  it("checks completeness on every move to a public status, and says what is missing", () => {
    expect(statusChangeRefusal("draft", "published", complete)).toBeNull();
    expect(statusChangeRefusal("draft", "published", { ...complete, categoryCount: 0 })).toEqual({ reason: "incomplete", missing: ["categories"] });
    expect(statusChangeRefusal("published", "ongoing", { ...complete, categoryCount: 0 })).toEqual({ reason: "incomplete", missing: ["categories"] });
    expect(statusChangeRefusal("ongoing", "finished", complete)).toBeNull();
  });

  it("goes back to draft only while no match has been played", () => {
    expect(statusChangeRefusal("published", "draft", { ...complete, categoryCount: 0 })).toBeNull();
    expect(statusChangeRefusal("ongoing", "draft", { ...complete, played: true })).toEqual({ reason: "played" });
    expect(statusChangeRefusal("draft", "draft", { ...complete, name: "" })).toBeNull();
  });

  it("offers the next step of draft → published → ongoing → finished, and draft while nothing was played", () => {
    expect(statusMoves("draft", false)).toEqual(["published"]);
    expect(statusMoves("published", false)).toEqual(["ongoing", "draft"]);
    expect(statusMoves("ongoing", true)).toEqual(["finished"]);
    expect(statusMoves("finished", false)).toEqual(["draft"]);
    expect(statusMoves("finished", true)).toEqual([]);
  });
});
