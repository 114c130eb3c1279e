import type { CellValue } from "exceljs";
import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { crc32, createInflateRaw } from "node:zlib";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { translations } from "~/i18n/resources";
import { previewStore } from "./preview-store.server";
import { loadExcel, type SheetFormat } from "./spreadsheet.server";
import { collectInSlices, runAtOnce, runInSlices, timeSlices } from "./time-slices.server";
import { redirectWithToast } from "./toast.server";
import { chosenFile, receiveSheet } from "./upload-form.server";

/**
 * Importing a list from a spreadsheet, in three steps any list can reuse:
 * read the upload (through the upload helper, app/utils/upload-form.server.ts;
 * never written to disk), turn the first sheet into rows by header names (the export's localized
 * headers and the plain field names are both accepted) validated by a zod
 * schema, and keep the result as a short-lived preview until the user confirms.
 */

/** A sheet with more rows than this is refused before validation. */
export const maxImportRows = 100_000;
/** A 5 MB xlsx can unpack to far more; beyond this it is refused (zip bomb): unread when it declares more, else once the bytes inflated pass it. */
const maxUnpackedBytes = 200 * 1024 * 1024;

/** One problem of one spreadsheet row: its row number as the spreadsheet shows it (header = 1). */
export type RowError = { row: number; field: string | null; message: string };

/**
 * The parts of an xlsx the reader reads, in the order it needs them: with the
 * relationships, the workbook, the shared strings and the styles read before
 * the sheets, it parses a sheet as it streams in, never from a file on disk.
 */
const leadingParts = ["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/sharedStrings.xml", "xl/styles.xml"];
const isSheetPart = (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

/**
 * Those parts of a zip, unpacked; null when it is not a plain zip, when a part
 * unpacks to more than the directory declares for it, or all of them to more
 * than maxUnpackedBytes. Declared sizes are only a claim (a 1.5 MB file
 * declaring 1 KB unpacked to 1.5 GB, and took the reader 9 s and 1.3 GB to give
 * up): the bytes are counted as they are inflated, and the inflating stops at
 * the first chunk past a bound. Other parts (images, themes) are not unpacked.
 */
async function unpackedParts(bytes: Buffer): Promise<Map<string, Buffer> | null> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const parts = new Map<string, Buffer>();
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
    const method = bytes.readUInt16LE(offset + 10);
    const packed = bytes.readUInt32LE(offset + 20);
    const declared = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const local = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString("utf8", offset + 46, offset + 46 + nameLength).replace(/^\//, "");
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    if (!leadingParts.includes(name) && !isSheetPart(name)) continue;
    // 0xFFFFFFFF marks a zip64 entry: more than a spreadsheet of 5 MB has any business to hold.
    if (packed === 0xffffffff || declared === 0xffffffff || total + declared > maxUnpackedBytes || parts.has(name)) return null;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return null;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packed > bytes.length) return null;
    const data = bytes.subarray(start, start + packed);
    // Stored (0) or deflated (8): what spreadsheets use.
    const part = method === 0 ? (packed <= declared ? data : null) : method === 8 ? await inflated(data, Math.min(declared, maxUnpackedBytes - total)) : null;
    if (!part) return null;
    total += part.length;
    parts.set(name, part);
  }
  return parts;
}

/** A raw deflate stream inflated, or null past `limit` bytes or when it is broken; zlib works off the event loop. */
function inflated(deflated: Buffer, limit: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (value: Buffer | null) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(null);
      else chunks.push(chunk);
    });
    inflate.on("end", () => settle(Buffer.concat(chunks, size)));
    inflate.on("error", () => settle(null));
    inflate.end(deflated);
  });
}

/** What the reader needs to parse a sheet as it streams in, for a file that lacks them: none of either. */
const emptyParts: Record<string, string> = {
  "xl/_rels/workbook.xml.rels": '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  "xl/sharedStrings.xml": '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

/**
 * The unpacked parts as a zip again, stored (not compressed), with exact sizes
 * in every header, fed to the reader 16 KB at a time with a turn of the event
 * loop between: it reads exactly the bytes counted above, and the parsing of a
 * long sheet is spread over many turns.
 */
async function* storedZip(parts: Map<string, Buffer>): AsyncGenerator<Buffer> {
  const names = [...leadingParts.filter((name) => parts.has(name) || name in emptyParts), ...[...parts.keys()].filter(isSheetPart)];
  for (const name of names) {
    const content = parts.get(name) ?? Buffer.from(emptyParts[name]!);
    const nameBytes = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(content), 14);
    header.writeUInt32LE(content.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    yield Buffer.concat([header, nameBytes]);
    for (let start = 0; start < content.length; start += 16 * 1024) {
      yield content.subarray(start, start + 16 * 1024);
      await nextTurn();
    }
  }
  // The reader stops at the central directory; an empty one ends the archive.
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  yield end;
}

/** The field separator of a CSV: the one of `,` `;` and tab that the header line uses most (Excel in Indonesian writes `;`). */
function separatorOf(text: string) {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((sep) => ({ sep, n: firstLine.split(sep).length }));
  return counts.sort((a, b) => b.n - a.n)[0]!.sep;
}

/** A cell written as text to keep a spreadsheet from running it ("'=…", see buildCsv) is read back as typed. */
function undefused(cell: string) {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** RFC 4180: quoted fields may hold separators, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  return [...csvRecords(text)];
}

/** The records of a CSV one by one, so a long file can be read in slices (see readSheetUpload). */
function* csvRecords(text: string): Generator<string[]> {
  const body = text.replace(/^\uFEFF/, "");
  const sep = separatorOf(body);
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === "") quoted = true;
    else if (c === sep) {
      row.push(undefused(cell));
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i += 1;
      row.push(undefused(cell));
      yield row;
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length) {
    row.push(undefused(cell));
    yield row;
  }
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result as CellValue);
    if ("text" in value) return String(value.text);
    if ("error" in value) return "";
  }
  return String(value);
}

/** The first sheet of an xlsx as rows of text, read in memory as it is unpacked and parsed. */
async function readXlsx(bytes: Buffer): Promise<string[][] | null> {
  const parts = await unpackedParts(bytes);
  if (!parts) return null;
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(storedZip(parts)), { sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", worksheets: "emit", entries: "ignore" });
  const rows: string[][] = [];
  const slices = timeSlices();
  try {
    let found = false;
    for await (const worksheet of reader) {
      // The first sheet in the workbook's own order; the others stream past unread.
      const first = (reader as unknown as { model?: { sheets?: { id: number }[] } }).model?.sheets?.[0];
      if (found || (first && String((worksheet as unknown as { id: number | string }).id) !== String(first.id))) continue;
      found = true;
      for await (const row of worksheet) {
        rows[row.number - 1] = (row.values as CellValue[]).slice(1).map(cellText);
        if (slices.due()) await slices.next();
      }
    }
  } catch {
    return null;
  }
  return Array.from(rows, (row) => row ?? []);
}

export type SheetReadResult = { ok: true; format: SheetFormat; table: string[][] } | { ok: false; error: string };

/** The uploaded file of a form, checked and read into a table of text. */
export async function readSheetUpload(form: FormData, field = "file"): Promise<SheetReadResult> {
  const received = await receiveSheet(chosenFile(form, field));
  if (!received.ok) return received;
  const { format, bytes } = received;
  const table = format === "csv" ? await collectInSlices(csvRecords(new TextDecoder("utf-8").decode(bytes))) : await readXlsx(bytes);
  if (!table) return { ok: false, error: "imports.errors.unreadable" };
  if (table.length - 1 > maxImportRows) return { ok: false, error: `imports.errors.tooManyRows?max=${maxImportRows}` };
  return { ok: true, format, table };
}

/** Header text compared loosely: case, accents, spaces and punctuation do not matter ("Kode pos" = "KODE_POS", "postal_code" = "postalCode"). */
function headerKey(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

function translationOf(tree: unknown, key: string): string | null {
  let node = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : null;
}

/**
 * The import's fields by name, each with the translation keys of the export
 * headers that name it. A field is found under its header in any language or
 * under its own name ("postalCode", "postal_code").
 */
export type ImportFields = Record<string, string[]>;

function headerNames(field: string, keys: string[]) {
  const names = new Set([headerKey(field)]);
  for (const key of keys) {
    for (const locale of Object.values(translations)) {
      const text = translationOf(locale, key);
      if (text) names.add(headerKey(text));
    }
  }
  return names;
}

export type SheetRows<T> = {
  /** Valid rows with their spreadsheet row numbers. */
  rows: { row: number; value: T }[];
  errors: RowError[];
  /** Rows read, valid or not (blank rows are skipped). */
  total: number;
  /** The fields the sheet has a column for: an absent optional column leaves the stored value alone. */
  columns: string[];
};

/**
 * Rows of a table by header names, each validated with `schema`. Blank cells
 * are left out so optional fields stay optional; a missing required column is
 * one error on the header row rather than one per row.
 */
export function validateRows<T>(table: string[][], fields: ImportFields, required: readonly string[], schema: z.ZodType<T>): SheetRows<T> {
  return runAtOnce(validating(table, fields, required, schema));
}

/** The steps of validateRows, one a row, so an upload's rows are validated in slices. */
function* validating<T>(table: string[][], fields: ImportFields, required: readonly string[], schema: z.ZodType<T>): Generator<void, SheetRows<T>> {
  const [header = [], ...body] = table;
  const columns = new Map<string, number>();
  header.forEach((text, index) => {
    const key = headerKey(text);
    for (const [field, keys] of Object.entries(fields)) {
      if (!columns.has(field) && headerNames(field, keys).has(key)) columns.set(field, index);
    }
  });
  const missing = required.filter((field) => !columns.has(field));
  if (missing.length) {
    return { rows: [], total: body.length, columns: [...columns.keys()], errors: missing.map((field) => ({ row: 1, field, message: "imports.errors.missingColumn" })) };
  }
  const rows: SheetRows<T>["rows"] = [];
  const errors: RowError[] = [];
  let total = 0;
  for (const [index, cells] of body.entries()) {
    if (cells.every((cell) => cell.trim() === "")) continue;
    total += 1;
    const row = index + 2;
    const record: Record<string, string> = {};
    for (const [field, column] of columns) {
      const text = (cells[column] ?? "").trim();
      if (text !== "") record[field] = text;
    }
    const parsed = schema.safeParse(record);
    if (parsed.success) rows.push({ row, value: parsed.data });
    else for (const issue of parsed.error.issues) errors.push({ row, field: issue.path.length ? String(issue.path[0]) : null, message: issue.message });
    yield;
  }
  return { rows, errors, total, columns: [...columns.keys()] };
}

/**
 * An import waiting for confirmation. It lives in this process's memory for a
 * quarter of an hour, tied to the user and the session that uploaded it; a
 * restart or the timeout simply asks for the upload again. Nothing of the file
 * is kept, only the validated rows.
 */
export type ImportSummary = { added: number; updated: number; unchanged: number };

export type ImportPreview<T> = {
  id: string;
  userId: number;
  sessionId: string;
  entity: string;
  fileName: string;
  rows: { row: number; value: T }[];
  errors: RowError[];
  total: number;
  columns: string[];
  summary: ImportSummary;
  createdAt: number;
};

const previews = previewStore<Omit<ImportPreview<unknown>, "id" | "createdAt">>("import-previews");

/** Previews each member of staff may keep at once. */
export const maxPreviewsPerUser = previews.perUser;

export function savePreview<T>(preview: Omit<ImportPreview<T>, "id" | "createdAt">): string {
  return previews.save(preview);
}

/** The preview, if it exists, is still fresh, belongs to this session and this list. */
export function findPreview<T>(id: string | null, sessionId: string, entity: string): ImportPreview<T> | null {
  return previews.find(id, sessionId, (preview) => preview.entity === entity) as ImportPreview<T> | null;
}

export function dropPreview(id: string) {
  previews.drop(id);
}

export type ImportPlan = { errors: RowError[]; summary: ImportSummary };

/** Written; refused (something changed since the preview); or stopped with the server, nothing written. */
export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; errors: RowError[] } | { ok: false; stopped: true };

/**
 * What a list needs to import a spreadsheet: its fields (with the export headers
 * that name them), the row schema, and how to plan (dry run) and apply the rows.
 */
export type SheetImport<T> = {
  entity: string;
  fields: ImportFields;
  required: readonly string[];
  schema: z.ZodType<T>;
  plan: (rows: { row: number; value: T }[], columns: string[]) => ImportPlan | Promise<ImportPlan>;
  apply: (rows: { row: number; value: T }[], columns: string[], actorId: number) => ImportOutcome | Promise<ImportOutcome>;
  /** A valid row's cells for the preview, in the order of `fields`. */
  cells: (value: T) => string[];
};

/**
 * Upload → validated rows → dry run → a preview id for the page to show;
 * nothing is written. Reading, validating and the dry run go in slices (see
 * timeSlices), so a long file does not hold up the server.
 */
export async function previewUpload<T>(form: FormData, owner: { userId: number; sessionId: string }, sheetImport: SheetImport<T>): Promise<{ ok: true; id: string } | { ok: false; error: string }> {
  const read = await readSheetUpload(form);
  if (!read.ok) return read;
  const parsed = await runInSlices(validating(read.table, sheetImport.fields, sheetImport.required, sheetImport.schema));
  if (parsed.total === 0 && parsed.errors.length === 0) return { ok: false, error: "imports.errors.empty" };
  const plan = parsed.errors.some((e) => e.row === 1) ? { errors: [], summary: { added: 0, updated: 0, unchanged: 0 } } : await sheetImport.plan(parsed.rows, parsed.columns);
  const file = form.get("file") as File;
  const id = savePreview<T>({
    ...owner,
    entity: sheetImport.entity,
    fileName: file.name.slice(0, 120),
    rows: parsed.rows,
    errors: [...parsed.errors, ...plan.errors].sort((a, b) => a.row - b.row),
    total: parsed.total,
    columns: parsed.columns,
    summary: plan.summary,
  });
  return { ok: true, id };
}

/** How many errors and sample rows a preview page shows; the counts cover all of them. */
const shownErrors = 200;
const shownRows = 20;

/** The preview as a page shows it (see app/components/import-preview.tsx). */
export function previewView<T>(id: string | null, sessionId: string, sheetImport: SheetImport<T>, t: (key: string) => string) {
  const preview = findPreview<T>(id, sessionId, sheetImport.entity);
  if (!preview) return null;
  return {
    id: preview.id,
    fileName: preview.fileName,
    total: preview.total,
    summary: preview.summary,
    errorCount: preview.errors.length,
    errors: preview.errors.slice(0, shownErrors),
    columns: Object.entries(sheetImport.fields).map(([key, headers]) => ({ key, label: headers[0] ? t(headers[0]) : key })),
    sample: preview.rows.slice(0, shownRows).map(({ row, value }) => ({ row, cells: sheetImport.cells(value) })),
  };
}

/** Writes a confirmed preview (all or nothing) and forgets it. */
export async function confirmImport<T>(id: string | null, sessionId: string, sheetImport: SheetImport<T>, actorId: number) {
  const preview = findPreview<T>(id, sessionId, sheetImport.entity);
  if (!preview) return { ok: false, error: "imports.errors.expired" } as const;
  if (preview.errors.length) return { ok: false, error: "imports.errors.notClean" } as const;
  // Forgotten before the writing starts: a second click while it runs finds nothing to write again.
  dropPreview(preview.id);
  const result = await sheetImport.apply(preview.rows, preview.columns, actorId);
  if (!result.ok) return { ok: false, error: "stopped" in result ? "imports.errors.interrupted" : "imports.errors.changedMeanwhile" } as const;
  return { ok: true, summary: result.summary } as const;
}

/**
 * The import intents of a list's action (`importUpload`, `importConfirm`,
 * `importCancel`): a redirect or a 400 with the upload's error, or null when the
 * form is about something else.
 */
export async function runImportIntent<T>(
  form: FormData,
  options: { sheetImport: SheetImport<T>; sessionId: string; actorId: number; listPath: string; t: (key: string, params?: Record<string, unknown>) => string },
) {
  const { sheetImport, sessionId, actorId, listPath, t } = options;
  const previewId = typeof form.get("previewId") === "string" ? (form.get("previewId") as string) : null;
  switch (form.get("intent")) {
    case "importUpload": {
      const result = await previewUpload(form, { userId: actorId, sessionId }, sheetImport);
      if (!result.ok) return data({ uploadError: result.error }, { status: 400 });
      return redirect(`${listPath}?import=1&preview=${result.id}`);
    }
    case "importConfirm": {
      const result = await confirmImport(previewId, sessionId, sheetImport, actorId);
      if (!result.ok) return redirectWithToast(`${listPath}?import=1`, { type: "error", message: t(result.error) });
      return redirectWithToast(listPath, { type: "success", message: t("imports.done", { ...result.summary }) });
    }
    case "importCancel":
      if (previewId) dropPreview(previewId);
      return redirect(listPath);
    default:
      return null;
  }
}
