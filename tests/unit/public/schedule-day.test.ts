import { describe, expect, it } from "vitest";
import { eventDateFormat } from "~/utils/event-dates";
import { shownDay } from "~/utils/schedule-day";

const days = ["2026-11-21", "2026-11-22", "2026-11-23"];

describe("the day a public schedule shows", () => {
  it("shows every day of a short schedule unless one is asked for", () => {
    expect(shownDay(days, null, 80, "2026-11-22")).toBeNull();
    expect(shownDay(days, "2026-11-23", 80, "2026-11-22")).toBe("2026-11-23");
  });

  it("opens a long schedule on today, else the next day with matches, else the last", () => {
    expect(shownDay(days, null, 600, "2026-11-22")).toBe("2026-11-22");
    expect(shownDay(["2026-11-21", "2026-11-23"], null, 600, "2026-11-22")).toBe("2026-11-23");
    expect(shownDay(days, null, 600, "2026-12-01")).toBe("2026-11-23");
    expect(shownDay(days, null, 600, "2026-01-01")).toBe("2026-11-21");
  });

  it("shows everything when asked, and ignores a day the schedule does not have", () => {
    expect(shownDay(days, "all", 600, "2026-11-22")).toBeNull();
    expect(shownDay(days, "2027-01-01", 80, "2026-11-22")).toBeNull();
    expect(shownDay(days, "2027-01-01", 600, "2026-11-22")).toBe("2026-11-22");
  });

  it("needs no choice for a one-day schedule", () => {
    expect(shownDay(["2026-11-22"], null, 600, "2026-11-22")).toBeNull();
  });
});

describe("an event's day on its own clock", () => {
  it("starts at local midnight in each of Indonesia's three zones", () => {
    for (const [zone, offsetHours] of [["Asia/Jakarta", 7], ["Asia/Makassar", 8], ["Asia/Jayapura", 9]] as const) {
      const dates = eventDateFormat("id", zone);
      const { start, end } = dates.dayBounds("2026-11-22");
      expect(start.toISOString()).toBe(new Date(Date.UTC(2026, 10, 22, -offsetHours)).toISOString());
      expect(end.getTime() - start.getTime()).toBe(24 * 3_600_000);
      expect(dates.day(start)).toBe("2026-11-22");
      expect(dates.day(new Date(end.getTime() - 1))).toBe("2026-11-22");
      expect(dates.day(end)).toBe("2026-11-23");
    }
  });

  it("follows a zone that moves its clocks", () => {
    const { start } = eventDateFormat("en", "Europe/Amsterdam").dayBounds("2026-07-01");
    expect(start.toISOString()).toBe("2026-06-30T22:00:00.000Z");
  });
});
