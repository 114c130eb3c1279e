import { data, redirect } from "react-router";
import type { z } from "zod";
import { translations } from "~/i18n/resources";
import { previewStore } from "./preview-store.server";
import type { SheetFormat } from "./spreadsheet.server";
import { runAtOnce, runInSlices, timeSlices } from "./time-slices.server";
import { readingSheet } from "./sheet-readings.server";
import { redirectWithToast } from "./toast.server";
import { chosenFile, receiveSheet } from "./upload-form.server";
import { maxImportColumns, maxImportRows, readXlsx, type SheetRefusal, type SheetRead } from "./xlsx-sheet.server";

/**
 * Importing a list from a spreadsheet, in three steps any list can reuse:
 * read the upload (through the upload helper, app/utils/upload-form.server.ts;
 * never written to disk), turn the first sheet into rows by header names (the export's localized
 * headers and the plain field names are both accepted) validated by a zod
 * schema, and keep the result as a short-lived preview until the user confirms.
 */

/** One problem of one spreadsheet row: its row number as the spreadsheet shows it (header = 1). */
export type RowError = { row: number; field: string | null; message: string };

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

/**
 * The records of a CSV one by one, so a long file can be read in slices and
 * no further than it needs (see readCsv); a record keeps at most
 * maxImportColumns cells, the rest of a longer line is read past.
 */
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
      if (row.length < maxImportColumns) row.push(undefused(cell));
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && body[i + 1] === "\n") i += 1;
      if (row.length < maxImportColumns) row.push(undefused(cell));
      yield row;
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length) {
    if (row.length < maxImportColumns) row.push(undefused(cell));
    yield row;
  }
}

export type SheetReadResult = { ok: true; format: SheetFormat; table: string[][] } | { ok: false; error: string };

const refusalMessages: Record<SheetRefusal, string> = {
  unreadable: "imports.errors.unreadable",
  tooManyRows: `imports.errors.tooManyRows?max=${maxImportRows}`,
  tooMuchData: "imports.errors.tooMuchData",
};

/** The uploaded file of a form, checked and read into a table of text. */
export async function readSheetUpload(form: FormData, field = "file"): Promise<SheetReadResult> {
  const received = await receiveSheet(chosenFile(form, field));
  if (!received.ok) return received;
  const { format, bytes } = received;
  const read = format === "xlsx" ? await readXlsx(bytes) : await readCsv(bytes);
  return read.ok ? { ok: true, format, table: read.table } : { ok: false, error: refusalMessages[read.refusal] };
}

/**
 * A CSV's records, read in slices and no further than a row past
 * maxImportRows: 5 MB of line breaks are five million records, which held a
 * gigabyte when they were all collected before being counted.
 */
async function readCsv(bytes: Buffer): Promise<SheetRead> {
  const table: string[][] = [];
  const slices = timeSlices();
  for (const record of csvRecords(new TextDecoder("utf-8").decode(bytes))) {
    if (table.push(record) - 1 > maxImportRows) return { ok: false, refusal: "tooManyRows" };
    if (slices.due()) await slices.next();
  }
  return { ok: true, table };
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
 * timeSlices), so a long file does not hold up the server; one file per user
 * and a few on the server are read at once (readingSheet), and another is
 * answered 429 with a message saying whose read it waits for.
 */
export async function previewUpload<T>(
  form: FormData,
  owner: { userId: number; sessionId: string },
  sheetImport: SheetImport<T>,
): Promise<{ ok: true; id: string } | { ok: false; error: string; status: 400 | 429 }> {
  const previewed = await readingSheet(owner.userId, () => previewSheet(form, owner, sheetImport));
  return typeof previewed === "string" ? { ok: false, error: `imports.errors.${previewed}`, status: 429 } : previewed;
}

async function previewSheet<T>(form: FormData, owner: { userId: number; sessionId: string }, sheetImport: SheetImport<T>) {
  const read = await readSheetUpload(form);
  if (!read.ok) return { ...read, status: 400 as const };
  const parsed = await runInSlices(validating(read.table, sheetImport.fields, sheetImport.required, sheetImport.schema));
  if (parsed.total === 0 && parsed.errors.length === 0) return { ok: false as const, error: "imports.errors.empty", status: 400 as const };
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
  return { ok: true as const, id };
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
      if (!result.ok) return data({ uploadError: result.error }, { status: result.status });
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
