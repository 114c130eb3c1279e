import { Busy, Turns } from "./turns.server";

/**
 * Spreadsheets being read, one per member of staff and at most
 * SHEETS_READ_AT_ONCE on the server. A read holds its file, the parser's state
 * and the table it builds (bounded in xlsx-sheet.server.ts, tens of megabytes
 * for a long list), and all reads share one event loop: more at once would be
 * no faster, only bigger. One more is not queued but answered at once as busy,
 * so its user sees why and sends the file again in a moment.
 *
 * This module owns the count: a read takes its place here and gives it back
 * when its work ends, however it ends.
 */
export const SHEETS_READ_AT_ONCE = 2;

const what = "spreadsheet reading";
const readings = new Turns(what, { running: SHEETS_READ_AT_ONCE, waiting: 0, waitMs: 0 });
/** The users whose spreadsheet is being read. */
const readers = new Set<number>();

/** Runs `read` for this user, or says why not now: their own read is under way, or the server's reads are all taken. */
export async function readingSheet<T>(userId: number, read: () => Promise<T>): Promise<T | "busyOwn" | "busy"> {
  if (readers.has(userId)) return "busyOwn";
  readers.add(userId);
  try {
    return await readings.take(read);
  } catch (error) {
    if (error instanceof Busy && error.what === what) return "busy";
    throw error;
  } finally {
    readers.delete(userId);
  }
}
