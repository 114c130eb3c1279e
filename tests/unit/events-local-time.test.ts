import { describe, expect, it } from "vitest";
import { localToUtc, utcToLocal } from "~/routes/backoffice/events/local-time";

describe("event dates on the venue's clock", () => {
  it.each([
    ["Asia/Jakarta", "2025-11-22T01:00:00.000Z"],
    ["Asia/Makassar", "2025-11-22T00:00:00.000Z"],
    ["Asia/Jayapura", "2025-11-21T23:00:00.000Z"],
  ] as const)("08:00 on 22 Nov in %s is %s", (timezone, utc) => {
    const instant = localToUtc("2025-11-22", "08:00", timezone);
    expect(instant?.toISOString()).toBe(utc);
    expect(utcToLocal(instant!, timezone)).toEqual({ date: "2025-11-22", time: "08:00" });
  });

  it("crosses midnight and the year in the right direction", () => {
    expect(localToUtc("2026-01-01", "05:30", "Asia/Jakarta")?.toISOString()).toBe("2025-12-31T22:30:00.000Z");
    expect(utcToLocal(new Date("2025-12-31T22:30:00Z"), "Asia/Jayapura")).toEqual({ date: "2026-01-01", time: "07:30" });
    expect(utcToLocal(new Date("2025-12-31T16:59:00Z"), "Asia/Jakarta")).toEqual({ date: "2025-12-31", time: "23:59" });
  });

  it("accepts seconds from a time input and refuses days and times that do not exist", () => {
    expect(localToUtc("2025-11-22", "08:00:00", "Asia/Jakarta")?.toISOString()).toBe("2025-11-22T01:00:00.000Z");
    expect(localToUtc("2025-02-29", "08:00", "Asia/Jakarta")).toBeNull();
    expect(localToUtc("2024-02-29", "08:00", "Asia/Jakarta")).not.toBeNull();
    expect(localToUtc("2025-11-31", "08:00", "Asia/Jakarta")).toBeNull();
    expect(localToUtc("2025-11-22", "24:00", "Asia/Jakarta")).toBeNull();
    expect(localToUtc("22/11/2025", "08:00", "Asia/Jakarta")).toBeNull();
    expect(localToUtc("2025-11-22", "8 pagi", "Asia/Jakarta")).toBeNull();
  });
});
