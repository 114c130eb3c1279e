import { constants, deflateRawSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { maxFileBytes } from "~/utils/body-limits";
import { buildCsv, buildXlsx, loadExcel, type SheetColumn } from "~/utils/spreadsheet.server";
import { findPreview, maxPreviewsPerUser, parseCsv, readSheetUpload, savePreview, validateRows } from "~/utils/spreadsheet-import.server";
import { readUploadForm, sniffFormat } from "~/utils/upload-form.server";
import { formRequest } from "../support/form-request";
import { hostileXlsx, sheetHead, sheetTail, zipOf } from "../support/hostile-xlsx";

const maxUploadBytes = maxFileBytes.sheet;

const schema = z.object({
  code: z.string().regex(/^\d{2}\.\d{2}$/, { error: "regions.errors.codeFormat" }),
  name: z.string().min(1),
  postalCode: z
    .string()
    .regex(/^\d{5}$/, { error: "regions.errors.postalCode" })
    .optional(),
});
const fields = { code: ["regions.columns.code"], name: ["regions.columns.name"], postalCode: ["regions.columns.postalCode"] };

function fileForm(bytes: Uint8Array | string, name = "wilayah.csv") {
  const form = new FormData();
  form.set("file", new File([typeof bytes === "string" ? bytes : Buffer.from(bytes)], name));
  return form;
}

describe("reading CSV", () => {
  it("reads quotes, doubled quotes, line breaks in cells and a BOM", () => {
    expect(parseCsv('\uFEFFKode,Nama\r\n32.73,"KOTA ""BANDUNG"", JABAR"\r\n32.74,"Baris\nDua"\r\n')).toEqual([
      ["Kode", "Nama"],
      ["32.73", 'KOTA "BANDUNG", JABAR'],
      ["32.74", "Baris\nDua"],
    ]);
  });

  it("takes the separator the header uses (Excel in Indonesian writes semicolons)", () => {
    expect(parseCsv("Kode;Nama\n32.73;Bandung, Kota")).toEqual([
      ["Kode", "Nama"],
      ["32.73", "Bandung, Kota"],
    ]);
  });

  it("reads back a cell the export defused against formulas", () => {
    const columns: SheetColumn<{ name: string }>[] = [{ header: "Nama", width: 10, type: "text", value: (r) => r.name }];
    expect(parseCsv(buildCsv(columns, [{ name: "=1+2" }], { yes: "Ya", no: "Tidak" }))).toEqual([["Nama"], ["=1+2"]]);
  });
});

describe("knowing a file by its content", () => {
  it("tells an xlsx (a zip) from UTF-8 text and refuses anything else", () => {
    expect(sniffFormat(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe("xlsx");
    expect(sniffFormat(new TextEncoder().encode("Kode,Nama\n32,JAWA BARAT"))).toBe("csv");
    expect(sniffFormat(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toBeNull();
    expect(sniffFormat(new Uint8Array([0x4b, 0x6f, 0x64, 0x65, 0xff]))).toBeNull();
    expect(sniffFormat(new Uint8Array([0x4b, 0x00, 0x64]))).toBeNull();
  });

  it("refuses an empty form, a binary file and a file above the limit", async () => {
    expect(await readSheetUpload(new FormData())).toEqual({ ok: false, error: "imports.errors.noFile" });
    expect(await readSheetUpload(fileForm(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])))).toEqual({ ok: false, error: "imports.errors.unsupported" });
    expect(await readSheetUpload(fileForm(new Uint8Array(maxUploadBytes + 1)))).toMatchObject({ ok: false, error: "imports.errors.tooLarge?max=5" });
    expect(await readSheetUpload(fileForm(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]), "x.xlsx"))).toEqual({ ok: false, error: "imports.errors.unreadable" });
  });

  it("reads the first sheet of an xlsx as text", async () => {
    const columns: SheetColumn<{ code: string; name: string }>[] = [
      { header: "Kode", width: 10, type: "text", value: (r) => r.code },
      { header: "Nama", width: 10, type: "text", value: (r) => r.name },
    ];
    const xlsx = await buildXlsx("Kota", columns, [{ code: "32.73", name: "KOTA BANDUNG" }], { yes: "Ya", no: "Tidak" });
    expect(await readSheetUpload(fileForm(xlsx, "kota.xlsx"))).toEqual({
      ok: true,
      format: "xlsx",
      table: [
        ["Kode", "Nama"],
        ["32.73", "KOTA BANDUNG"],
      ],
    });
  });
});

/** A zip of one deflated part whose headers declare `declared` bytes unpacked, whatever the data holds. */
const oneEntryZip = (name: string, deflated: Buffer, declared: number) => zipOf([{ name, data: deflated, size: declared }]);

describe("a zip bomb", () => {
  // A long timeout: a reader that does inflate it all fails on its memory, not on the clock.
  it("is refused after the first bytes past what it declares, not after inflating it", async () => {
    // 1 GiB of zeros in about 1 MB: a megabyte's deflate blocks, repeated, then an empty last block.
    const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
    const bomb = oneEntryZip("xl/worksheets/sheet1.xml", Buffer.concat([...Array.from({ length: 1024 }, () => megabyte), deflateRawSync(Buffer.alloc(0))]), 1024);
    expect(bomb.length).toBeLessThan(maxUploadBytes);
    const peakBefore = process.resourceUsage().maxRSS;
    expect(await readSheetUpload(fileForm(bomb, "pemain.xlsx"))).toEqual({ ok: false, error: "imports.errors.unreadable" });
    // The process's highest memory use (KB) barely moves: nothing near the gigabyte was unpacked.
    expect(process.resourceUsage().maxRSS - peakBefore).toBeLessThan(100 * 1024);
  }, 120_000);

  it("reads a part that unpacks to what it declares", async () => {
    const sheet = '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Kode</t></is></c></row></sheetData></worksheet>';
    const honest = oneEntryZip("xl/worksheets/sheet1.xml", deflateRawSync(Buffer.from(sheet)), Buffer.byteLength(sheet));
    expect(await readSheetUpload(fileForm(honest, "kode.xlsx"))).toEqual({ ok: true, format: "xlsx", table: [["Kode"]] });
    const claimed = oneEntryZip("xl/worksheets/sheet1.xml", deflateRawSync(Buffer.from(sheet)), Buffer.byteLength(sheet) - 1);
    expect(await readSheetUpload(fileForm(claimed, "kode.xlsx"))).toEqual({ ok: false, error: "imports.errors.unreadable" });
  });
});

describe("a sheet that declares much blank space", () => {
  const megabyte = 1024 * 1024;
  // exceljs is loaded first, as any first read loads it: its code is not what is measured.
  beforeAll(() => loadExcel());

  const cases: [string, () => Buffer, string][] = [
    ["198 MB of blank space in a 202 KB file", () => hostileXlsx([sheetHead, { text: " ".repeat(megabyte), times: 198 }, sheetTail]), "imports.errors.unreadable"],
    ["five million empty rows, all claiming the same number", () => hostileXlsx([sheetHead, { text: '<row r="2"/>'.repeat(100_000), times: 50 }, sheetTail]), "imports.errors.tooManyRows?max=100000"],
    [
      "a row at Excel's last row number",
      () => hostileXlsx([sheetHead, '<row r="1048576"><c r="A1048576" t="inlineStr"><is><t>x</t></is></c></row>', sheetTail]),
      "imports.errors.tooManyRows?max=100000",
    ],
    [
      "a cell in Excel's last column on each of 2,000 rows",
      () => hostileXlsx([sheetHead, ...Array.from({ length: 2000 }, (_, n) => `<row r="${n + 2}"><c r="XFD${n + 2}" t="inlineStr"><is><t>x</t></is></c></row>`), sheetTail]),
      "imports.errors.tooMuchData",
    ],
    ["four million blank cells in one row", () => hostileXlsx([sheetHead, '<row r="2">', { text: '<c r="A2"/>'.repeat(100_000), times: 40 }, "</row>", sheetTail]), "imports.errors.tooMuchData"],
  ];

  // A long timeout: a reader that takes such a file as it comes fails on its memory or its time, not on the clock.
  it.each(cases)(
    "is refused within a bounded memory: %s",
    async (_name, make, error) => {
      const xlsx = make();
      expect(xlsx.length).toBeLessThan(maxUploadBytes);
      const peakBefore = process.resourceUsage().maxRSS;
      expect(await readSheetUpload(fileForm(xlsx, "pemain.xlsx"))).toEqual({ ok: false, error });
      // The process's highest memory use (KB) stays within a bound: a reader that took it as it came held 220–650 MB more
      // (docs/performance-log.md); this one 20–90 MB on a quiet machine, up to 130 MB while the garbage collector lags on a
      // loaded one.
      expect(process.resourceUsage().maxRSS - peakBefore).toBeLessThan(160 * 1024);
    },
    120_000,
  );

  it("is refused within a bounded memory as a CSV of five million line breaks, read no further than a row past the limit", async () => {
    const peakBefore = process.resourceUsage().maxRSS;
    expect(await readSheetUpload(fileForm(`name\n${"\n".repeat(5_000_000)}`, "pemain.csv"))).toEqual({ ok: false, error: "imports.errors.tooManyRows?max=100000" });
    // All five million records collected before being counted held about a gigabyte.
    expect(process.resourceUsage().maxRSS - peakBefore).toBeLessThan(100 * 1024);
  }, 120_000);
});

describe("reading an xlsx", () => {
  it("reads the first sheet only, dates as dates, strings inline or shared", async () => {
    const ExcelJS = await loadExcel();
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet("Pemain");
    first.addRow(["Nama", "Tanggal lahir"]);
    first.addRow(["Sari Dewi", new Date(Date.UTC(1999, 4, 2))]);
    first.getColumn(2).numFmt = "dd/mm/yyyy";
    workbook.addWorksheet("Catatan").addRow(["bukan", "ini"]);
    for (const useSharedStrings of [true, false]) {
      const xlsx = Buffer.from(await workbook.xlsx.writeBuffer({ useSharedStrings }));
      expect(await readSheetUpload(fileForm(xlsx, "pemain.xlsx"))).toEqual({
        ok: true,
        format: "xlsx",
        table: [
          ["Nama", "Tanggal lahir"],
          ["Sari Dewi", "1999-05-02"],
        ],
      });
    }
  });
});

describe("previews waiting for confirmation", () => {
  const save = (userId: number, sessionId: string) =>
    savePreview({ userId, sessionId, entity: "city", fileName: "kota.csv", rows: [], errors: [], total: 0, columns: [], summary: { added: 0, updated: 0, unchanged: 0 } });

  it("are kept per user: another user's uploads never push out mine, and each user's set is bounded", () => {
    const mine = save(1, "session-a");
    const theirs = Array.from({ length: 30 }, () => save(2, "session-b"));
    expect(findPreview(mine, "session-a", "city")?.id).toBe(mine);
    expect(theirs.filter((id) => findPreview(id, "session-b", "city")).length).toBe(maxPreviewsPerUser);
    expect(findPreview(theirs[0]!, "session-b", "city")).toBeNull();
    expect(findPreview(theirs.at(-1)!, "session-b", "city")).not.toBeNull();
    // Only the session that uploaded a preview finds it.
    expect(findPreview(mine, "session-b", "city")).toBeNull();
  });
});

describe("reading the upload", () => {
  const multipart = (size: number) => {
    const form = fileForm(new Uint8Array(size));
    return formRequest("http://localhost/list-city", form);
  };

  it("reads a form within the limit and refuses a larger body while it arrives", async () => {
    expect(await readUploadForm(await multipart(1000), { file: "sheet" })).toMatchObject({ ok: true });
    expect(await readUploadForm(await multipart(maxUploadBytes + 200 * 1024), { file: "sheet" })).toEqual({ ok: false, status: 413, error: "imports.errors.tooLarge?max=5" });
  });
});

describe("rows by header names", () => {
  it("accepts the export's headers in any language and the plain field names", () => {
    const indonesian = validateRows(
      [
        ["Kode", "NAMA", "Kode pos"],
        ["32.73", "Bandung", "40111"],
      ],
      fields,
      ["code", "name"],
      schema,
    );
    const english = validateRows(
      [
        ["Postal code", "Name", "Code"],
        ["40111", "Bandung", "32.73"],
      ],
      fields,
      ["code", "name"],
      schema,
    );
    const keys = validateRows(
      [
        ["code", "name", "postal_code"],
        ["32.73", "Bandung", "40111"],
      ],
      fields,
      ["code", "name"],
      schema,
    );
    for (const parsed of [indonesian, english, keys]) {
      expect(parsed.rows).toEqual([{ row: 2, value: { code: "32.73", name: "Bandung", postalCode: "40111" } }]);
      expect(parsed.columns.sort()).toEqual(["code", "name", "postalCode"]);
    }
  });

  it("reports each bad row by its spreadsheet row number and field, skipping blank rows", () => {
    const parsed = validateRows(
      [
        ["Kode", "Nama", "Kode pos"],
        ["32.73", "Bandung", ""],
        ["", "", ""],
        ["3273", "Bandung", "401"],
      ],
      fields,
      ["code", "name"],
      schema,
    );
    expect(parsed.total).toBe(2);
    expect(parsed.rows).toEqual([{ row: 2, value: { code: "32.73", name: "Bandung" } }]);
    expect(parsed.errors).toEqual([
      { row: 4, field: "code", message: "regions.errors.codeFormat" },
      { row: 4, field: "postalCode", message: "regions.errors.postalCode" },
    ]);
  });

  it("reports a missing required column once, on the header row", () => {
    expect(validateRows([["Nama"], ["Bandung"]], fields, ["code", "name"], schema)).toMatchObject({
      rows: [],
      errors: [{ row: 1, field: "code", message: "imports.errors.missingColumn" }],
    });
  });
});
