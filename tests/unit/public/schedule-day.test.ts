import { describe, expect, it } from "vitest";
import { eventDateFormat, eventMoment } from "~/utils/event-dates";
import { scheduleParts, shownDay, shownPart } from "~/utils/schedule-day";

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
    for (const [zone, offsetHours] of [
      ["Asia/Jakarta", 7],
      ["Asia/Makassar", 8],
      ["Asia/Jayapura", 9],
    ] as const) {
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

describe("an instant's day, short, as the events list shows when an event was made", () => {
  it("is the event's own day, in the page's language", () => {
    const lateInJakarta = new Date("2026-11-22T18:30:00Z");
    expect(eventDateFormat("id", "Asia/Jakarta").shortDay(lateInJakarta)).toBe("23 Nov 2026");
    expect(eventDateFormat("en", "Asia/Jakarta").shortDay(lateInJakarta)).toBe("Nov 23, 2026");
    expect(eventDateFormat("en", "Europe/Amsterdam").shortDay(lateInJakarta)).toBe("Nov 22, 2026");
  });
});

describe("where an event's clock stands, for its pages' ETags", () => {
  const at = (iso: string) => Date.parse(iso);

  it("turns at the zone's midnight, forward and back, each zone on its own", () => {
    expect(eventMoment("Asia/Jakarta", null, at("2026-11-22T16:59:59Z"))).toBe("2026-11-22");
    expect(eventMoment("Asia/Jakarta", null, at("2026-11-22T17:00:00Z"))).toBe("2026-11-23");
    expect(eventMoment("Asia/Jayapura", null, at("2026-11-22T17:00:00Z"))).toBe("2026-11-23");
    expect(eventMoment("Asia/Jakarta", null, at("2026-11-22T16:00:00Z"))).toBe("2026-11-22");
    expect(eventMoment("Asia/Jayapura", null, at("2026-11-22T14:59:00Z"))).toBe("2026-11-22");
    expect(eventMoment("Europe/Amsterdam", null, at("2026-03-29T22:30:00Z"))).toBe("2026-03-30");
  });

  it("names today's latest start time reached, as minutes into the day where the event is held", () => {
    // 14:00 WIB on 22 Nov is 07:00Z: 840 minutes into Jakarta's day, 900 into Makassar's (15:00 there, an hour ahead).
    const fourteen = at("2026-11-22T07:00:00Z");
    expect(eventMoment("Asia/Jakarta", fourteen, at("2026-11-22T07:20:00Z"))).toBe("2026-11-22t840");
    expect(eventMoment("Asia/Makassar", fourteen, at("2026-11-22T07:20:00Z"))).toBe("2026-11-22t900");
    expect(eventMoment("Asia/Jakarta", at("2026-11-22T07:30:00Z"), at("2026-11-22T07:30:00Z"))).toBe("2026-11-22t870");
    // The last start time reached was yesterday's: today has reached none yet.
    expect(eventMoment("Asia/Jakarta", fourteen, at("2026-11-23T01:00:00Z"))).toBe("2026-11-23");
  });
});

describe("an instant's minute in the event's zone, for links", () => {
  it("is the same text in every language and moves with the zone", () => {
    const instant = new Date("2026-11-22T23:30:00Z");
    expect(eventDateFormat("id", "Asia/Jakarta").minute(instant)).toBe("2026-11-23T06:30");
    expect(eventDateFormat("ar", "Asia/Makassar").minute(instant)).toBe("2026-11-23T07:30");
    expect(eventDateFormat("en", "Asia/Jayapura").minute(new Date("2026-11-22T00:05:00Z"))).toBe("2026-11-22T09:05");
  });
});

describe("a long list in parts", () => {
  const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00Z`);
  const minute = (instant: Date) => instant.toISOString().slice(0, 16);
  /** n matches at each start time. */
  const times = (...slots: [string, number][]) => slots.map(([hhmm, matches]) => ({ at: at(hhmm), matches }));

  it("is one part up to the size", () => {
    expect(scheduleParts(times(["08:00", 4], ["09:00", 4]), minute, 8)).toEqual([{ from: "2026-11-22T08:00", start: at("08:00"), lastStart: at("09:00"), end: null, first: 1, last: 8 }]);
    expect(scheduleParts([], minute, 8)).toEqual([]);
  });

  it("cuts between start times, never through one, each part as full as whole start times allow", () => {
    const parts = scheduleParts(times(["08:00", 4], ["09:00", 4], ["10:00", 4], ["11:00", 3]), minute, 9);
    expect(parts.map((p) => [p.from, p.first, p.last, p.end?.toISOString().slice(11, 16) ?? null])).toEqual([
      ["2026-11-22T08:00", 1, 8, "10:00"],
      ["2026-11-22T10:00", 9, 15, null],
    ]);
  });

  it("gives a start time with more matches than the size a part of its own", () => {
    const parts = scheduleParts(times(["08:00", 2], ["09:00", 12], ["10:00", 2]), minute, 5);
    expect(parts.map((p) => [p.first, p.last])).toEqual([
      [1, 2],
      [3, 14],
      [15, 16],
    ]);
  });

  it("shows the part asked for, or the one around a moved start time, else what is on now, else the first", () => {
    const parts = scheduleParts(times(["08:00", 5], ["10:00", 5], ["12:00", 5]), minute, 5);
    expect(shownPart(parts, "2026-11-22T10:00", null)).toBe(1);
    expect(shownPart(parts, "2026-11-22T11:30", null)).toBe(1);
    expect(shownPart(parts, "2026-11-21T23:00", null)).toBe(0);
    expect(shownPart(parts, null, at("10:45"))).toBe(1);
    expect(shownPart(parts, null, at("07:00"))).toBe(0);
    expect(shownPart(parts, null, at("20:00"))).toBe(2);
    expect(shownPart(parts, null, null)).toBe(0);
    expect(shownPart([], null, at("10:00"))).toBe(0);
  });
});

describe("a match time's label", () => {
  it("reads the same whether formatted first or taken from what was formatted before", () => {
    const jakarta = eventDateFormat("id", "Asia/Jakarta");
    const instant = new Date("2026-11-22T01:00:00Z");
    const first = jakarta.label(instant);
    expect(first).toEqual({ iso: "2026-11-22T01:00:00.000Z", date: "Minggu, 22 November 2026", time: "08.00", day: "2026-11-22" });
    expect(jakarta.label(new Date(instant.getTime()))).toEqual(first);
    // Another zone or language formats for itself.
    expect(eventDateFormat("id", "Asia/Jayapura").label(instant).time).toBe("10.00");
    expect(eventDateFormat("en", "Asia/Jakarta").label(instant).date).toBe("Sunday, November 22, 2026");
    expect(jakarta.range(new Date("2026-11-21T01:00:00Z"), new Date("2026-11-23T10:00:00Z"))).toBe(jakarta.range(new Date("2026-11-21T01:00:00Z"), new Date("2026-11-23T10:00:00Z")));
    expect(jakarta.range(new Date("2026-11-21T01:00:00Z"), new Date("2026-11-23T10:00:00Z"))).toMatch(/21.*23 Nov 2026/);
  });
});
