import { describe, expect, it } from "vitest";
import { pageMoment } from "~/utils/event-dates";

const at = (iso: string) => new Date(iso).getTime();

describe("the moment an event's pages are kept on", () => {
  it("is the event's moment until an entry window opens or closes, then names the latest such instant", () => {
    const event = { timezone: "Asia/Jakarta", reachedStart: null };
    const now = at("2026-11-22T07:20:00Z");
    expect(pageMoment({ ...event, reachedBoundary: null }, now)).toBe("2026-11-22");
    expect(pageMoment({ ...event, reachedBoundary: at("2026-11-20T01:00:00Z") }, now)).toBe(`2026-11-22w${at("2026-11-20T01:00:00Z")}`);
    expect(pageMoment({ timezone: "Asia/Jakarta", reachedStart: at("2026-11-22T07:00:00Z"), reachedBoundary: at("2026-11-22T07:10:00Z") }, now)).toBe(`2026-11-22t840w${at("2026-11-22T07:10:00Z")}`);
  });
});
