import { describe, expect, it } from "vitest";
import { SHEETS_READ_AT_ONCE, startSheetReading } from "~/utils/sheet-readings.server";

/** Spreadsheets read at once: one per member of staff, a few on the server; one more is answered as busy, not queued. */
describe("spreadsheets read at once", () => {
  it("reads one file per user: a second of theirs is told their first is still being read", () => {
    const first = startSheetReading(101);
    expect(first).not.toBeTypeOf("string");
    expect(startSheetReading(101)).toBe("busyOwn");
    (first as { done: () => void }).done();
    const again = startSheetReading(101);
    expect(again).not.toBeTypeOf("string");
    (again as { done: () => void }).done();
  });

  it("reads a few files on the server at once: the next user is told others are being read, and gets a place once one is done", () => {
    expect(SHEETS_READ_AT_ONCE).toBe(2);
    const readings = [201, 202].map((user) => startSheetReading(user) as { done: () => void });
    expect(readings.every((reading) => typeof reading === "object")).toBe(true);
    expect(startSheetReading(203)).toBe("busy");
    // Their own second file is still their own business first.
    expect(startSheetReading(201)).toBe("busyOwn");
    readings[0]!.done();
    const third = startSheetReading(203);
    expect(third).not.toBeTypeOf("string");
    (third as { done: () => void }).done();
    readings[1]!.done();
  });

  it("frees a place once, however often its read says it is done", () => {
    const reading = startSheetReading(301) as { done: () => void };
    reading.done();
    const other = startSheetReading(301) as { done: () => void };
    // A second done from the first read must not end the read that came after it.
    reading.done();
    expect(startSheetReading(301)).toBe("busyOwn");
    other.done();
  });
});
