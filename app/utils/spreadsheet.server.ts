import type { RouterContextProvider } from "react-router";
import type { UserRole } from "#drizzle/schema";
import type { SessionUser } from "~/models/user.server";

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

type Translate = (key: string) => string;

/**
 * What `/export/:entity` can produce: per entity, who may export it, the sheet's
 * name and columns, and the rows of the list's current filter (the list's own
 * URL parameters, every page).
 */
export type ExportDefinition<Row> = {
  roles: readonly UserRole[];
  sheet: (t: Translate) => string;
  columns: (t: Translate) => SheetColumn<Row>[];
  rows: (search: URLSearchParams, user: SessionUser, context: Readonly<RouterContextProvider>) => Row[];
};

/** A spreadsheet of rows: typed cells, column widths, a bold frozen header row with a filter. */
export async function buildXlsx<Row>(sheetName: string, columns: SheetColumn<Row>[], rows: Row[], labels: { yes: string; no: string }) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Laga";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: `c${index}`,
    width: column.width,
    style: column.type === "date" ? { numFmt: "yyyy-mm-dd hh:mm" } : undefined,
  }));
  for (const row of rows) {
    sheet.addRow(
      columns.map((column) => {
        const value = column.value(row);
        if (value === null || value === undefined) return null;
        if (column.type === "boolean") return value ? labels.yes : labels.no;
        return value;
      }),
    );
  }
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Cells a spreadsheet program would run as a formula are written as text (CSV injection). */
function csvCell(value: unknown) {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a BOM, so spreadsheet programs read the UTF-8 (Indonesian names, accents) right. */
export function buildCsv<Row>(columns: SheetColumn<Row>[], rows: Row[], labels: { yes: string; no: string }) {
  const lines = [columns.map((column) => csvCell(column.header)).join(",")];
  for (const row of rows) {
    lines.push(
      columns
        .map((column) => {
          const value = column.value(row);
          return csvCell(column.type === "boolean" && value !== null && value !== undefined ? (value ? labels.yes : labels.no) : value);
        })
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
