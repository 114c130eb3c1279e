import { describe, expect, it } from "vitest";
import { readingSheet, SHEETS_READ_AT_ONCE } from "~/utils/sheet-readings.server";

/** Spreadsheets read at once: one per member of staff, a few on the server; one more is answered as busy, not queued. */

/** A read that goes on until the test ends it. */
function held(userId: number) {
  let end!: () => void;
  const finished = new Promise<void>((resolve) => (end = resolve));
  const answer = readingSheet(userId, async () => {
    await finished;
    return "read";
  });
  return { answer, end };
}

describe("spreadsheets read at once", () => {
  it("reads one file per user: a second of theirs is told their first is still being read", async () => {
    const first = held(101);
    expect(await readingSheet(101, async () => "read")).toBe("busyOwn");
    first.end();
    expect(await first.answer).toBe("read");
    expect(await readingSheet(101, async () => "read again")).toBe("read again");
  });

  it("reads a few files on the server at once: the next user is told others are being read, and gets a place once one is done", async () => {
    expect(SHEETS_READ_AT_ONCE).toBe(2);
    const reads = [held(201), held(202)];
    expect(await readingSheet(203, async () => "read")).toBe("busy");
    // Their own second file is still their own business first.
    expect(await readingSheet(201, async () => "read")).toBe("busyOwn");
    reads[0]!.end();
    await reads[0]!.answer;
    expect(await readingSheet(203, async () => "read")).toBe("read");
    reads[1]!.end();
    await reads[1]!.answer;
  });

  it("gives the places back when a read fails", async () => {
    await expect(readingSheet(301, () => Promise.reject(new Error("unreadable")))).rejects.toThrow("unreadable");
    const reads = [held(301), held(302)];
    expect(await readingSheet(303, async () => "read")).toBe("busy");
    for (const read of reads) read.end();
    await Promise.all(reads.map((read) => read.answer));
  });
});
