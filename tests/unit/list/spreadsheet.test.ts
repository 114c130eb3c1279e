import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { buildCsv, buildXlsx, type SheetColumn } from "~/utils/spreadsheet.server";

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
  { name: 'Siti "Ucok", Wijaya', age: 27, joined: new Date("2026-02-03T00:00:00Z"), active: false, note: "=HYPERLINK(\"http://x\")" },
];
const labels = { yes: "Ya", no: "Tidak" };

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
    expect(buildCsv([{ header: "x", width: 5, type: "text", value: (v: string) => v }], ["-1+2", "@SUM(A1)", "+1"], labels)).toBe(
      "\uFEFFx\r\n'-1+2\r\n'@SUM(A1)\r\n'+1\r\n",
    );
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
