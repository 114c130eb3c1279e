import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine, formatUtc } from "~/utils/ics.server";

const octets = (line: string) => Buffer.byteLength(line);

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("Court 1, GBK; Jakarta\\Pusat\nline\r\ntwo")).toBe("Court 1\\, GBK\\; Jakarta\\\\Pusat\\nline\\ntwo");
  });

  it("drops control characters", () => {
    expect(escapeText("a\u0000b\u0007c\td")).toBe("abcd");
  });

  it("writes times in UTC", () => {
    expect(formatUtc(new Date("2025-11-22T01:00:00.000Z"))).toBe("20251122T010000Z");
  });

  it("folds long lines at 75 octets with CRLF and a space", () => {
    const line = `SUMMARY:${"x".repeat(200)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBe(3);
    expect(octets(pieces[0]!)).toBe(75);
    for (const piece of pieces.slice(1)) {
      expect(piece.startsWith(" ")).toBe(true);
      expect(octets(piece)).toBeLessThanOrEqual(75);
    }
    expect(pieces.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("never splits a multi-byte character", () => {
    const line = `SUMMARY:${"é".repeat(60)}${"🏸".repeat(10)}`;
    const pieces = foldLine(line).split("\r\n");
    for (const piece of pieces) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      expect(piece).not.toMatch(/\uFFFD/);
      expect(Buffer.from(piece).toString("utf8")).toBe(piece);
    }
    expect(pieces.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join("")).toBe(line);
  });
});

describe("buildCalendar", () => {
  const calendar = buildCalendar({
    name: "Martabaks Vol. 2",
    stamp: new Date("2025-11-20T00:00:00Z"),
    entries: [
      {
        uid: "match-7@laga.example",
        start: new Date("2025-11-22T01:00:00Z"),
        end: new Date("2025-11-22T02:00:00Z"),
        summary: "Siregar / Wijaya vs Hasibuan / Putri · Padel Beginner · Putra",
        location: "Court 1, Kompleks Gelora Bung Karno",
        description: "Grup A · A-1\nhttps://laga.example/live-event/match-detail/martabaks-vol-2/7",
        url: "https://laga.example/live-event/match-detail/martabaks-vol-2/7",
        status: "CONFIRMED",
        sequence: 2,
      },
    ],
  });

  it("ends every line with CRLF and keeps lines within 75 octets", () => {
    expect(calendar.endsWith("\r\n")).toBe(true);
    expect(calendar.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of calendar.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("wraps events in a VCALENDAR with the required properties", () => {
    const unfolded = calendar.replace(/\r\n /g, "");
    const lines = unfolded.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.find((l) => l.startsWith("PRODID:"))).toBeTruthy();
    expect(lines).toContain("X-WR-CALNAME:Martabaks Vol. 2");
    expect(lines).toContain("UID:match-7@laga.example");
    expect(lines).toContain("DTSTAMP:20251120T000000Z");
    expect(lines).toContain("DTSTART:20251122T010000Z");
    expect(lines).toContain("DTEND:20251122T020000Z");
    expect(lines).toContain("LOCATION:Court 1\\, Kompleks Gelora Bung Karno");
    expect(lines).toContain("DESCRIPTION:Grup A · A-1\\nhttps://laga.example/live-event/match-detail/martabaks-vol-2/7");
    expect(lines).toContain("STATUS:CONFIRMED");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });
});
