import ExcelJS from "exceljs";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCsv, buildXlsx, spreadsheetResponse, type SheetColumn, type SheetFormat } from "~/utils/spreadsheet.server";

type Player = { name: string; age: number; joined: Date; active: boolean; note: string | null };
const columns: SheetColumn<Player>[] = [
  { header: "Nama", width: 30, type: "text", value: (p) => p.name },
  { header: "Umur", width: 8, type: "number", value: (p) => p.age },
  { header: "Bergabung", width: 18, type: "date", value: (p) => p.joined },
  { header: "Aktif", width: 8, type: "boolean", value: (p) => p.active },
  { header: "Catatan", width: 40, type: "text", value: (p) => p.note },
];
const rows: Player[] = [
  { name: "Budi Santoso", age: 31, joined: new Date("2026-01-02T03:04:00Z"), active: true, note: null },
  { name: 'Siti "Ucok", Wijaya', age: 27, joined: new Date("2026-02-03T00:00:00Z"), active: false, note: '=HYPERLINK("http://x")' },
];
const labels = { yes: "Ya", no: "Tidak" };

// The streamed writer logs a reader who leaves; the settings it reads then must be valid and must not touch ./data
// (Vitest exports Vite's BASE_URL, "/", which Laga would read as its public origin).
delete process.env.BASE_URL;
Object.assign(process.env, { LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(path.join(tmpdir(), "laga-spreadsheet-")), SESSION_SECRET: "spreadsheet-test-secret-".repeat(2) });

describe("CSV export", () => {
  it("writes a BOM, CRLF lines and quotes what needs quoting", () => {
    const csv = buildCsv(columns, rows, labels);
    expect(csv.startsWith("\uFEFFNama,Umur,Bergabung,Aktif,Catatan\r\n")).toBe(true);
    expect(csv).toContain("Budi Santoso,31,2026-01-02T03:04:00.000Z,Ya,\r\n");
    expect(csv).toContain('"Siti ""Ucok"", Wijaya",27,');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    const csv = buildCsv(columns, rows, labels);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(buildCsv([{ header: "x", width: 5, type: "text", value: (v: string) => v }], ["-1+2", "@SUM(A1)", "+1"], labels)).toBe("\uFEFFx\r\n'-1+2\r\n'@SUM(A1)\r\n'+1\r\n");
  });
});

describe("XLSX export", () => {
  it("has typed cells, widths and a frozen bold header", async () => {
    const buffer = await buildXlsx("Pemain", columns, rows, labels);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Pemain")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Nama", "Umur", "Bergabung", "Aktif", "Catatan"]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getCell("B2").value).toBe(31);
    expect(sheet.getCell("C2").value).toEqual(new Date("2026-01-02T03:04:00Z"));
    expect(sheet.getCell("D3").value).toBe("Tidak");
    expect(sheet.getCell("E3").value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getCell("E3").formula).toBeUndefined();
    expect(sheet.rowCount).toBe(3);
  });
});

/** `count` chunks of `size` rows each, counting how many were read and whether the reading was closed. */
function countedChunks(count: number, size: number) {
  const state = { read: 0, closed: false };
  function* chunks() {
    try {
      for (let chunk = 0; chunk < count; chunk++) {
        state.read += 1;
        // Random text: compressed in the XLSX about as much as in the CSV, so both fill the reader's buffer alike.
        yield Array.from({ length: size }, (_, index): Player => ({
          name: `${chunk}-${index} ${randomBytes(24).toString("hex")}`,
          age: index,
          joined: new Date(Date.UTC(2026, 0, 1 + (index % 28))),
          active: index % 2 === 0,
          note: randomBytes(24).toString("hex"),
        }));
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, chunks: chunks() };
}

const file = (format: SheetFormat) => ({ format, filename: `players.${format}`, sheet: "Pemain", columns, labels });
const bytesOf = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer());
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until the writer has read some rows, so the reading has begun when the reader stops. */
async function readUntilRows(reader: ReadableStreamDefaultReader<Uint8Array>, state: { read: number }) {
  while (state.read === 0) await reader.read();
}

/** How many chunks the writer has read once it stops reading more: the count, unchanged over three looks a tenth of a second apart. */
async function chunksReadWhenSettled(state: { read: number }) {
  let last = -1;
  let unchanged = 0;
  while (unchanged < 3) {
    await pause(100);
    unchanged = state.read === last ? unchanged + 1 : 0;
    last = state.read;
  }
  return last;
}

describe("streamed spreadsheet", () => {
  it("writes, chunk after chunk, the file `buildCsv` and `buildXlsx` write whole", async () => {
    const chunks = [rows.slice(0, 1), [], rows.slice(1)];
    const csv = await bytesOf(spreadsheetResponse(file("csv"), chunks, new AbortController().signal).body!);
    expect(csv.toString("utf8")).toBe(buildCsv(columns, rows, labels));
    const response = spreadsheetResponse(file("xlsx"), chunks, new AbortController().signal);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="players.xlsx"');
    const [streamed, whole] = [new ExcelJS.Workbook(), new ExcelJS.Workbook()];
    await streamed.xlsx.load((await bytesOf(response.body!)) as unknown as ArrayBuffer);
    await whole.xlsx.load((await buildXlsx("Pemain", columns, rows, labels)) as unknown as ArrayBuffer);
    const cells = (workbook: ExcelJS.Workbook) => workbook.getWorksheet("Pemain")!.getSheetValues();
    expect(cells(streamed)).toEqual(cells(whole));
    expect(cells(streamed)).toHaveLength(4);
  });

  it.each(["csv", "xlsx"] as const)("reads no further rows while the reader of a %s takes nothing, and all of them once it does", { timeout: 60_000 }, async (format) => {
    const { state, chunks } = countedChunks(2_000, 50);
    const reader = spreadsheetResponse(file(format), chunks, new AbortController().signal).body!.getReader();
    await readUntilRows(reader, state);
    // A writer that did not wait for its reader would read all 2,000 chunks (some 7 MB of text) here.
    expect(await chunksReadWhenSettled(state)).toBeLessThan(100);
    while (!(await reader.read()).done);
    expect(state.read).toBe(2_000);
    expect(state.closed).toBe(true);
  });

  it.each(["csv", "xlsx"] as const)("stops reading rows for a %s whose reader left", async (format) => {
    const { state, chunks } = countedChunks(2_000, 50);
    const reader = spreadsheetResponse(file(format), chunks, new AbortController().signal).body!.getReader();
    await readUntilRows(reader, state);
    await reader.cancel();
    await chunksReadWhenSettled(state);
    expect(state.closed).toBe(true);
    expect(state.read).toBeLessThan(100);
  });

  it("stops when the request is aborted, and gives up a reader who takes nothing for too long", async () => {
    const left = countedChunks(2_000, 50);
    const request = new AbortController();
    const reader = spreadsheetResponse(file("csv"), left.chunks, request.signal).body!.getReader();
    await readUntilRows(reader, left.state);
    request.abort();
    await chunksReadWhenSettled(left.state);
    expect(left.state.closed).toBe(true);
    expect(left.state.read).toBeLessThan(100);

    const stalled = countedChunks(2_000, 50);
    const body = spreadsheetResponse(file("csv"), stalled.chunks, new AbortController().signal, 200).body!.getReader();
    await readUntilRows(body, stalled.state);
    await expect(body.closed).rejects.toThrow("the reader took nothing for 200 ms");
    expect(stalled.state.closed).toBe(true);
    expect(stalled.state.read).toBeLessThan(100);
  });
});
