/**
 * Spreadsheets being read, one per member of staff and at most
 * SHEETS_READ_AT_ONCE on the server. A read holds its file, the parser's state
 * and the table it builds (bounded in xlsx-sheet.server.ts, tens of megabytes
 * for a long list), and all reads share one event loop: more at once would be
 * no faster, only bigger. One more is not queued but answered at once as busy,
 * so its user sees why and sends the file again in a moment.
 *
 * This module owns the count: a read is started here and ended by the one who
 * started it (`done`, in a `finally`), once.
 */
export const SHEETS_READ_AT_ONCE = 2;

/** The users whose spreadsheet is being read. */
const readers = new Set<number>();

export type SheetReading = { done: () => void };

/** A read for this user, or why not now: their own read is under way, or the server's reads are all taken. */
export function startSheetReading(userId: number): SheetReading | "busyOwn" | "busy" {
  if (readers.has(userId)) return "busyOwn";
  if (readers.size >= SHEETS_READ_AT_ONCE) return "busy";
  readers.add(userId);
  let open = true;
  return {
    done: () => {
      if (open) readers.delete(userId);
      open = false;
    },
  };
}
