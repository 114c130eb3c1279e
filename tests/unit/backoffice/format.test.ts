import { describe, expect, it } from "vitest";
import { formatAgo, formatDate, formatDateRange, formatDay, formatTime } from "~/components/backoffice/format";

/**
 * The back office's date labels: formatters are kept per kind, language and
 * time zone, so a label made after another must still follow its own.
 */

const at = new Date("2025-08-02T05:30:00Z");

describe("date labels", () => {
  it("follow the event's time zone, whatever was formatted before", () => {
    expect(formatTime("id-ID", at, "Asia/Jakarta")).toBe("12.30");
    expect(formatTime("id-ID", at, "Asia/Makassar")).toBe("13.30");
    expect(formatTime("id-ID", at, "Asia/Jayapura")).toBe("14.30");
    expect(formatTime("id-ID", at, "Asia/Jakarta")).toBe("12.30");
    expect(formatDate("id-ID", new Date("2025-08-02T20:00:00Z"), "Asia/Jakarta")).toBe("Min, 3 Agu");
    expect(formatDate("id-ID", new Date("2025-08-02T20:00:00Z"), "UTC")).toBe("Sab, 2 Agu");
  });

  it("follow the page's language, whatever was formatted before", () => {
    expect(formatDate("id-ID", at, "Asia/Jakarta")).toBe("Sab, 2 Agu");
    expect(formatDate("en", at, "Asia/Jakarta")).toBe("Sat, Aug 2");
    expect(formatDay("id-ID", "2025-08-02")).toBe("Sab, 2 Agu");
    expect(formatDay("en", "2025-08-02")).toBe("Sat, Aug 2");
    expect(formatAgo("id-ID", new Date(at.getTime() - 5 * 60_000), at)).toBe("5 menit yang lalu");
    expect(formatAgo("en", new Date(at.getTime() - 5 * 60_000), at)).toBe("5 minutes ago");
  });

  it("name an event's days as one range", () => {
    expect(formatDateRange("id-ID", new Date("2025-08-01T01:00:00Z"), new Date("2025-08-03T10:00:00Z"), "Asia/Jakarta")).toMatch(/^1\s*–\s*3 Agu 2025$/);
  });
});
