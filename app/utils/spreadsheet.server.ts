import { Writable } from "node:stream";
import { log } from "./logger.server";

/** exceljs takes most of a second to load: it is read when a spreadsheet is first made or opened, not at start. */
export const loadExcel = () => import("exceljs").then((module) => module.default);

export type SheetColumn<Row> = {
  header: string;
  /** Width in characters. */
  width: number;
  type: "text" | "number" | "date" | "boolean";
  value: (row: Row) => string | number | boolean | Date | null | undefined;
};

export type SheetFormat = "xlsx" | "csv";

type Labels = { yes: string; no: string };

/**
 * The chunks from the first one that holds a row on, or null when none does
 * (the list's filter matches nothing), known before anything is sent.
 */
export function fromFirstRow<Row>(chunks: Iterable<Row[]>): Iterable<Row[]> | null {
  const iterator = chunks[Symbol.iterator]();
  let first = iterator.next();
  while (!first.done && first.value.length === 0) first = iterator.next();
  if (first.done) return null;
  const rest = { [Symbol.iterator]: () => iterator };
  return (function* () {
    yield first.value;
    yield* rest;
  })();
}

/** Whether the file is still wanted, how long its reader may take nothing, and how many rows went into it so far. */
type WriteControl = { signal: AbortSignal; stalledReaderMs: number; progress: { rows: number } };

/** How long a reader may take nothing of a file before the export gives them up. */
const STALLED_READER_MS = 60_000;

class StalledReaderError extends Error {}

/** Waits for `out` to drain, while the file is wanted and its reader takes something within `patienceMs`. */
function drained(out: Writable, signal: AbortSignal, patienceMs: number) {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      out.off("drain", onDrain);
      signal.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onAbort = () => settle(signal.reason);
    const timer = setTimeout(() => settle(new StalledReaderError(`the reader took nothing for ${patienceMs} ms`)), patienceMs);
    out.on("drain", onDrain);
    signal.addEventListener("abort", onAbort);
    if (signal.aborted) onAbort();
  });
}

/**
 * Writes the chunks one after the other. Before each, the event loop takes a
 * turn (other requests are answered between two chunks) and a reader who has
 * not taken what was written yet is waited for ('drain'): a slow phone makes
 * the export wait, never pile the file up in memory. Stops when `signal` aborts
 * (the reader left) or the reader takes nothing for `stalledReaderMs`;
 * `progress` counts the rows written.
 */
async function writeChunks<Row>(out: Writable, chunks: Iterable<Row[]>, { signal, stalledReaderMs, progress }: WriteControl, write: (rows: Row[]) => void) {
  const iterator = chunks[Symbol.iterator]();
  try {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (out.writableNeedDrain) await drained(out, signal, stalledReaderMs);
      signal.throwIfAborted();
      const next = iterator.next();
      if (next.done) return;
      write(next.value);
      progress.rows += next.value.length;
    }
  } finally {
    iterator.return?.();
  }
}

/** Cells a spreadsheet program would run as a formula are written as text (CSV injection). */
function csvCell(value: unknown) {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvHeader<Row>(columns: SheetColumn<Row>[]) {
  return `\uFEFF${columns.map((column) => csvCell(column.header)).join(",")}\r\n`;
}

function csvRows<Row>(columns: SheetColumn<Row>[], rows: Row[], labels: Labels) {
  let text = "";
  for (const row of rows) {
    const cells = columns.map((column) => {
      const value = column.value(row);
      return csvCell(column.type === "boolean" && value !== null && value !== undefined ? (value ? labels.yes : labels.no) : value);
    });
    text += `${cells.join(",")}\r\n`;
  }
  return text;
}

/** RFC 4180 CSV with a BOM, so spreadsheet programs read the UTF-8 (Indonesian names, accents) right. */
export function buildCsv<Row>(columns: SheetColumn<Row>[], rows: Row[], labels: Labels) {
  return csvHeader(columns) + csvRows(columns, rows, labels);
}

/** The CSV of `buildCsv`, written to `out` a chunk of rows at a time. */
async function writeCsv<Row>(out: Writable, columns: SheetColumn<Row>[], chunks: Iterable<Row[]>, labels: Labels, control: WriteControl) {
  out.write(csvHeader(columns));
  await writeChunks(out, chunks, control, (rows) => out.write(csvRows(columns, rows, labels)));
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/**
 * A spreadsheet of rows: typed cells, column widths, a bold frozen header row
 * with a filter, written to `out` a chunk of rows at a time by exceljs's
 * streaming writer (each row is written out as it is added, strings inline).
 */
async function writeXlsx<Row>(out: Writable, sheetName: string, columns: SheetColumn<Row>[], chunks: Iterable<Row[]>, labels: Labels, control: WriteControl) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  workbook.creator = "Laga";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width,
    style: column.type === "date" ? { numFmt: "yyyy-mm-dd hh:mm" } : undefined,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  await writeChunks(out, chunks, control, (rows) => {
    for (const row of rows) {
      sheet
        .addRow(
          columns.map((column) => {
            const value = column.value(row);
            if (value === null || value === undefined) return null;
            if (column.type === "boolean") return value ? labels.yes : labels.no;
            return value;
          }),
        )
        .commit();
    }
  });
  sheet.commit();
  await workbook.commit();
}

/** The spreadsheet `writeXlsx` makes, as one buffer: for files of a few rows (import templates, tests). */
export async function buildXlsx<Row>(sheetName: string, columns: SheetColumn<Row>[], rows: Row[], labels: Labels) {
  const parts: Buffer[] = [];
  const collect = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      callback();
    },
  });
  await writeXlsx(collect, sheetName, columns, [rows], labels, { signal: new AbortController().signal, stalledReaderMs: STALLED_READER_MS, progress: { rows: 0 } });
  return Buffer.concat(parts);
}

/** What a response body holds unread before its writer is asked to wait. */
const BODY_BUFFER_BYTES = 64 * 1024;

/**
 * A response body filled by `write` through a Writable of its own, which hands
 * each piece to the reader's side and asks for 'drain' while 64 KB wait
 * unread. When the reader leaves (the request's signal, or the body cancelled
 * by the server) the writer's signal aborts and what is still written is
 * dropped.
 */
function streamedBody(name: string, requestSignal: AbortSignal, stalledReaderMs: number, write: (out: Writable, control: WriteControl) => Promise<void>) {
  const cancelled = new AbortController();
  const signal = AbortSignal.any([requestSignal, cancelled.signal]);
  const progress = { rows: 0 };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let resume: (() => void) | null = null;
  const out = new Writable({
    highWaterMark: BODY_BUFFER_BYTES,
    write(chunk: Buffer, _encoding, callback) {
      if (signal.aborted) return callback();
      controller.enqueue(chunk);
      if ((controller.desiredSize ?? 0) > 0) callback();
      else resume = callback;
    },
  });
  const resumeWriter = () => {
    const next = resume;
    resume = null;
    next?.();
  };
  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        const started = performance.now();
        write(out, { signal, stalledReaderMs, progress }).then(
          () => {
            if (!signal.aborted) controller.close();
          },
          (error: unknown) => {
            const fields = { file: name, rows: progress.rows, ms: Math.round(performance.now() - started) };
            if (signal.aborted) return log.info("export stopped: the reader left", fields);
            if (error instanceof StalledReaderError) log.warn("export stopped: the reader took nothing for too long", fields);
            else log.error("export failed", { ...fields, error });
            controller.error(error);
          },
        );
      },
      pull: resumeWriter,
      cancel() {
        cancelled.abort();
        resumeWriter();
      },
    },
    { highWaterMark: BODY_BUFFER_BYTES, size: (chunk) => chunk.byteLength },
  );
}

export type SheetFile<Row> = { format: SheetFormat; filename: string; sheet: string; columns: SheetColumn<Row>[]; labels: Labels };

/**
 * A spreadsheet download whose body is written while it is sent, a chunk of
 * rows at a time (see `writeChunks`): the headers go out at once, and the
 * rows are read only as fast as the reader takes the file.
 */
export function spreadsheetResponse<Row>(file: SheetFile<Row>, chunks: Iterable<Row[]>, signal: AbortSignal, stalledReaderMs = STALLED_READER_MS) {
  const body = streamedBody(file.filename, signal, stalledReaderMs, (out, control) =>
    file.format === "csv" ? writeCsv(out, file.columns, chunks, file.labels, control) : writeXlsx(out, file.sheet, file.columns, chunks, file.labels, control),
  );
  return new Response(body, {
    headers: {
      "Content-Type": file.format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
