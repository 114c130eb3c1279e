import type { CellValue } from "exceljs";
import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { crc32, createInflateRaw } from "node:zlib";
import { loadExcel } from "./spreadsheet.server";
import { timeSlices } from "./time-slices.server";

/**
 * The first sheet of an uploaded xlsx as rows of text, read within bounds on
 * memory and work whatever the file declares. An xlsx is a zip of XML parts:
 * a 200 KB file can honestly hold 200 MB of blank space, a million empty rows
 * or a cell in the last of Excel's 16,384 columns on every row, and a reader
 * that took them as they came held 600 MB and more for one upload.
 *
 * Two passes over the parts the reader needs, each unpacked as a stream by
 * zlib off the event loop and never held whole:
 * 1. measured: the bytes each part really inflates to (a part past what it
 *    declares, or past its kind's limit, is refused, a zip bomb), their CRC,
 *    and the XML's shape: no stretch without markup longer than a cell can
 *    hold (a run of blank space would become one string in the XML parser),
 *    at most maxSheetCells cells in a sheet and maxSharedStrings strings;
 * 2. read: exceljs's streaming reader gets the same parts, unpacked again, as a
 *    stored zip with the sizes measured, 16 KB at a time with a turn of the
 *    event loop between, and the rows it gives are taken up to maxImportRows,
 *    their widths up to maxSheetCells in all, maxImportColumns columns each,
 *    and maxTableCharacters of text in all.
 */

/** A sheet with more rows than this is refused, once a row past it is met. */
export const maxImportRows = 100_000;
/** All the parts read together unpack to at most this. */
const maxUnpackedBytes = 200 * 1024 * 1024;
/** A cell holds at most 32,767 characters: a stretch of XML without `<` or `>` longer than this is not a spreadsheet's. */
const maxMarkupRun = 256 * 1024;
/** Cells (`<c>` elements, blank ones too) in one sheet, and the sheet's rows' widths added up: a hundred thousand rows of thirty columns. */
const maxSheetCells = 3_000_000;
/** Strings in the shared-strings part, all kept while the sheet is read. */
const maxSharedStrings = 2_000_000;
/** Columns read of each row: a list's import has a few dozen; cells further right are left unread. */
export const maxImportColumns = 64;
/** Characters of text kept of the whole sheet. */
const maxTableCharacters = 32_000_000;

/** Why a sheet (an xlsx, or a CSV) was not read: not a spreadsheet this reader takes, or more than an import reads. */
export type SheetRefusal = "unreadable" | "tooManyRows" | "tooMuchData";
export type SheetRead = { ok: true; table: string[][] } | { ok: false; refusal: SheetRefusal };

/** The parts the reader reads, in the order it needs them, each with the most it may unpack to. */
const leadingParts = new Map([
  ["xl/_rels/workbook.xml.rels", 4 * 1024 * 1024],
  ["xl/workbook.xml", 4 * 1024 * 1024],
  ["xl/sharedStrings.xml", 64 * 1024 * 1024],
  ["xl/styles.xml", 16 * 1024 * 1024],
]);
const isSheetPart = (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name);

/** What the reader needs to parse a sheet as it streams in, for a file that lacks them: none of either. */
const emptyParts: Record<string, string> = {
  "xl/_rels/workbook.xml.rels": '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  "xl/sharedStrings.xml": '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
};

/** A part of the zip, found by its directory: its packed bytes and what it declares. */
type ZipPart = { name: string; method: number; packed: Buffer; declared: number };
/** A part as measured in the first pass. */
type MeasuredPart = ZipPart & { size: number; crc: number };

class Refused extends Error {
  constructor(readonly refusal: SheetRefusal) {
    super(refusal);
  }
}

/**
 * The parts the reader needs, found by the zip's central directory, or null
 * when it is not a plain zip: zip64 entries, duplicate names, methods other
 * than stored and deflated, and declared sizes past the limits are refused.
 */
function zipParts(bytes: Buffer): ZipPart[] | null {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const parts: ZipPart[] = [];
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
    if (!leadingParts.has(name) && !isSheetPart(name)) continue;
    // 0xFFFFFFFF marks a zip64 entry: more than a spreadsheet of 5 MB has any business to hold.
    if (packed === 0xffffffff || declared === 0xffffffff || parts.some((part) => part.name === name)) return null;
    if (declared > (leadingParts.get(name) ?? maxUnpackedBytes) || (total += declared) > maxUnpackedBytes) return null;
    if (method !== 0 && method !== 8) return null;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return null;
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packed > bytes.length || (method === 0 && packed !== declared)) return null;
    parts.push({ name, method, packed: bytes.subarray(start, start + packed), declared });
  }
  return parts;
}

/**
 * A part's bytes as they unpack, in chunks of at most 64 KB, never more than it
 * declares (the first chunk past it ends the unpacking, refused). zlib inflates
 * off the event loop, and only as fast as the chunks are taken.
 */
async function* unpacked(part: ZipPart): AsyncGenerator<Buffer> {
  if (part.method === 0) {
    for (let start = 0; start < part.packed.length; start += 64 * 1024) yield part.packed.subarray(start, start + 64 * 1024);
    return;
  }
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(part.packed);
  let size = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > part.declared) throw new Refused("unreadable");
      yield chunk;
    }
  } catch (error) {
    throw error instanceof Refused ? error : new Refused("unreadable");
  } finally {
    inflate.destroy();
  }
}

/** An element's name of up to three ASCII letters as a number, the way MarkupShape reads names without making strings. */
const nameCode = (name: string) => [...name].reduce((code, letter) => code * 256 + letter.charCodeAt(0), 0);

/**
 * The shape of XML as its bytes go by: the longest stretch without `<` or `>`
 * (refused past maxMarkupRun) and how many elements of the names counted have
 * begun (`<c`, `<c>`, `<c/>`, not `<col>`). A byte at a time over chunks, so a
 * tag cut between two chunks counts once, and without allocating: a name is
 * read as a number (nameCode) of its first bytes.
 */
class MarkupShape {
  private run = 0;
  /** The name of the element being opened, while it is read after its `<`: its code so far, or -1 (elsewhere, or longer than counted). */
  private code = -1;
  private length = 0;
  private readonly counts = new Map<number, number>();
  private readonly limits: Map<number, number>;

  constructor(limits: [string, number][]) {
    this.limits = new Map(limits.map(([name, limit]) => [nameCode(name), limit]));
  }

  feed(chunk: Buffer) {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i]!;
      if (byte === 0x3c || byte === 0x3e) {
        this.run = 0;
        this.named();
        this.code = byte === 0x3c ? 0 : -1;
        this.length = 0;
        continue;
      }
      if (++this.run > maxMarkupRun) throw new Refused("unreadable");
      if (this.code < 0) continue;
      // Space, tab, line breaks or "/" end an element's name.
      if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x2f) {
        this.named();
        this.code = -1;
      } else if (this.length < 3) {
        this.code = this.code * 256 + byte;
        this.length += 1;
      } else this.code = -1;
    }
  }

  private named() {
    if (this.code < 0 || this.length === 0) return;
    const limit = this.limits.get(this.code);
    if (limit === undefined) return;
    const count = (this.counts.get(this.code) ?? 0) + 1;
    this.counts.set(this.code, count);
    if (count > limit) throw new Refused("tooMuchData");
  }
}

const sheetLimits: [string, number][] = [["c", maxSheetCells]];
const sharedStringLimits: [string, number][] = [["si", maxSharedStrings]];

/** The first pass: each part unpacked, counted, its CRC taken and its XML's shape checked, then let go. */
async function measured(parts: ZipPart[]): Promise<MeasuredPart[]> {
  const result: MeasuredPart[] = [];
  for (const part of parts) {
    const shape = new MarkupShape(isSheetPart(part.name) ? sheetLimits : part.name === "xl/sharedStrings.xml" ? sharedStringLimits : []);
    let size = 0;
    let crc = 0;
    for await (const chunk of unpacked(part)) {
      shape.feed(chunk);
      size += chunk.length;
      crc = crc32(chunk, crc);
    }
    result.push({ ...part, size, crc });
  }
  return result;
}

/** A stored zip entry's local header, with the sizes and CRC measured. */
function localHeader(name: string, size: number, crc: number) {
  const nameBytes = Buffer.from(name);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(size, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(nameBytes.length, 26);
  return Buffer.concat([header, nameBytes]);
}

/**
 * The second pass: the parts as a stored (uncompressed) zip with the sizes of
 * the first, unpacked again as the reader takes them, 16 KB at a time with a
 * turn of the event loop between: the reader reads exactly the bytes measured,
 * and parsing a long sheet is spread over many turns.
 */
async function* storedZip(parts: MeasuredPart[]): AsyncGenerator<Buffer> {
  const byName = new Map(parts.map((part) => [part.name, part]));
  for (const name of leadingParts.keys()) {
    if (byName.has(name) || !(name in emptyParts)) continue;
    const content = Buffer.from(emptyParts[name]!);
    yield Buffer.concat([localHeader(name, content.length, crc32(content)), content]);
  }
  const ordered = [...[...leadingParts.keys()].filter((name) => byName.has(name)), ...parts.map((part) => part.name).filter(isSheetPart)];
  for (const name of ordered) {
    const part = byName.get(name)!;
    yield localHeader(name, part.size, part.crc);
    for await (const chunk of unpacked(part)) {
      for (let start = 0; start < chunk.length; start += 16 * 1024) {
        yield chunk.subarray(start, start + 16 * 1024);
        await nextTurn();
      }
    }
  }
  // The reader stops at the central directory; an empty one ends the archive.
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  yield end;
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

/** The first sheet of an xlsx as rows of text (the header first), or why it was not read. */
export async function readXlsx(bytes: Buffer): Promise<SheetRead> {
  const parts = zipParts(bytes);
  if (!parts) return { ok: false, refusal: "unreadable" };
  let input: Readable | undefined;
  try {
    const measuredParts = await measured(parts);
    const ExcelJS = await loadExcel();
    input = Readable.from(storedZip(measuredParts));
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", worksheets: "emit", entries: "ignore" });
    const rows: string[][] = [];
    let rowsRead = 0;
    let area = 0;
    let characters = 0;
    const slices = timeSlices();
    let found = false;
    for await (const worksheet of reader) {
      // The first sheet in the workbook's own order; the others stream past unread.
      const first = (reader as unknown as { model?: { sheets?: { id: number }[] } }).model?.sheets?.[0];
      if (found || (first && String((worksheet as unknown as { id: number | string }).id) !== String(first.id))) continue;
      found = true;
      for await (const row of worksheet) {
        // Counted as read, not only by the number a row claims: rows claiming one again count too.
        if (++rowsRead > maxImportRows + 1 || row.number > maxImportRows + 1) throw new Refused("tooManyRows");
        // A row's width (up to its last cell, blank ones too) is the reader's work on it: a cell in Excel's last column
        // on every row is as much as the cells themselves.
        if ((area += row.cellCount) > maxSheetCells) throw new Refused("tooMuchData");
        // A row without its number (exceljs gives NaN) has no place in the table, as before.
        if (!(row.number >= 1)) continue;
        const cells: string[] = [];
        row.eachCell((cell, column) => {
          if (column > maxImportColumns) return;
          const text = cellText(cell.value);
          characters += text.length;
          cells[column - 1] = text;
        });
        if (characters > maxTableCharacters) throw new Refused("tooMuchData");
        rows[row.number - 1] = cells;
        if (slices.due()) await slices.next();
      }
    }
    return { ok: true, table: Array.from(rows, (row) => row ?? []) };
  } catch (error) {
    return { ok: false, refusal: error instanceof Refused ? error.refusal : "unreadable" };
  } finally {
    // A read stopped part-way lets go of the reader's input, and with it the unpacking of the part it was in.
    input?.destroy();
  }
}
