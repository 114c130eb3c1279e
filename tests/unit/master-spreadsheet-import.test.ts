import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildCsv, buildXlsx, type SheetColumn } from "~/utils/spreadsheet.server";
import { maxUploadBytes, parseCsv, readSheetUpload, readUploadForm, sniffFormat, validateRows } from "~/utils/spreadsheet-import.server";

const schema = z.object({
  code: z.string().regex(/^\d{2}\.\d{2}$/, { error: "regions.errors.codeFormat" }),
  name: z.string().min(1),
  postalCode: z.string().regex(/^\d{5}$/, { error: "regions.errors.postalCode" }).optional(),
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

describe("reading the upload", () => {
  const multipart = (size: number) => {
    const form = fileForm(new Uint8Array(size));
    return new Request("http://localhost/list-city", { method: "POST", body: form });
  };

  it("reads a form within the limit and refuses a larger body while it arrives", async () => {
    expect(await readUploadForm(multipart(1000))).toMatchObject({ ok: true });
    expect(await readUploadForm(multipart(maxUploadBytes + 200 * 1024))).toEqual({ ok: false, error: "imports.errors.tooLarge?max=5" });
  });
});

describe("rows by header names", () => {
  it("accepts the export's headers in any language and the plain field names", () => {
    const indonesian = validateRows([["Kode", "NAMA", "Kode pos"], ["32.73", "Bandung", "40111"]], fields, ["code", "name"], schema);
    const english = validateRows([["Postal code", "Name", "Code"], ["40111", "Bandung", "32.73"]], fields, ["code", "name"], schema);
    const keys = validateRows([["code", "name", "postal_code"], ["32.73", "Bandung", "40111"]], fields, ["code", "name"], schema);
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
