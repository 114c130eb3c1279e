import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { skillLevels } from "#drizzle/schema";
import { getDb } from "~/db.server";
import { keptPerVersion, type EventAtVersion } from "~/models/public/kept-per-version.server";
import { categoriesAt, eventCategoryRows } from "~/models/public/public-categories.server";
import { findSchedule, scheduleDays } from "~/models/public/public-matches.server";
import { saveSkillLevel } from "~/models/master-data/skill-level.server";
import { eventDateFormat } from "~/utils/event-dates";
import { demoEvent, useDemoDatabase } from "./demo-fixtures";

const indonesian = eventDateFormat("id", "Asia/Jakarta");
const english = eventDateFormat("en", "Asia/Jakarta");
const unfiltered = { category: null, court: null, team: null };

useDemoDatabase();

afterEach(() => {
  vi.useRealTimers();
});

describe("values kept per event version", () => {
  const published: EventAtVersion = { id: 7, version: 3, status: "published" };

  it("are computed once for a version, again for the next", () => {
    const kept = keptPerVersion<{ n: number }>(8);
    let computed = 0;
    const compute = () => ({ n: ++computed });
    const first = kept(published, "a", compute);
    expect(kept(published, "a", compute)).toBe(first);
    expect(kept(published, "b", compute)).not.toBe(first);
    expect(kept({ ...published, version: 4 }, "a", compute)).toEqual({ n: 3 });
    expect(kept({ ...published, id: 8 }, "a", compute)).toEqual({ n: 4 });
  });

  it("are computed every time for a draft, which only its staff see", () => {
    const kept = keptPerVersion<{ n: number }>(8);
    let computed = 0;
    const draft: EventAtVersion = { ...published, status: "draft" };
    kept(draft, "a", () => ({ n: ++computed }));
    kept(draft, "a", () => ({ n: ++computed }));
    expect(computed).toBe(2);
  });

  it("are let go after a minute, and the oldest first past the limit", () => {
    vi.useFakeTimers();
    const kept = keptPerVersion<number>(2);
    let computed = 0;
    const compute = () => ++computed;
    kept(published, "a", compute);
    vi.advanceTimersByTime(59_000);
    expect(kept(published, "a", compute)).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(kept(published, "a", compute)).toBe(2);

    kept(published, "b", compute);
    kept(published, "c", compute);
    expect(kept(published, "b", compute)).toBe(3);
    expect(kept(published, "a", compute)).toBe(5);
  });
});

describe("a published event's schedule and categories", () => {
  it("are read once per version, for readers in every language", () => {
    const event = demoEvent();
    expect(categoriesAt(event)).toBe(categoriesAt(event));
    const schedule = findSchedule(event, unfiltered, indonesian);
    expect(findSchedule(event, unfiltered, english).options).toBe(schedule.options);
    expect(scheduleDays(event, unfiltered, english).total).toBe(scheduleDays(event, unfiltered, indonesian).total);
  });

  it("show a write under the event's new version", () => {
    const before = demoEvent();
    const [row] = eventCategoryRows(before.id);
    const level = getDb().select().from(skillLevels).where(eq(skillLevels.id, row!.skillLevelId)).get()!;
    const chipsBefore = findSchedule(before, unfiltered, indonesian).options.categories;

    expect(saveSkillLevel({ name: "Lanjutan Atas", color: level.color, position: level.sortOrder }, 1, level.id)).toMatchObject({ ok: true });

    const after = demoEvent();
    expect(after.version).toBeGreaterThan(before.version);
    expect(chipsBefore.find((chip) => chip.id === row!.id)!.skillLevel).toBe(level.name);
    expect(findSchedule(after, unfiltered, indonesian).options.categories.find((chip) => chip.id === row!.id)!.skillLevel).toBe("Lanjutan Atas");
    expect(categoriesAt(after).find((category) => category.id === row!.id)!.skillLevel).toBe("Lanjutan Atas");
  });

  it("are read afresh for a draft", () => {
    const draft = { ...demoEvent(), status: "draft" as const };
    expect(categoriesAt(draft)).not.toBe(categoriesAt(draft));
    expect(categoriesAt(draft)).toEqual(categoriesAt(demoEvent()));
  });
});
