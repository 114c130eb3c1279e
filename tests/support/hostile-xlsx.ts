import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Spreadsheets made to cost a reader much more than their size: a part of an
 * xlsx is written as a few pieces of XML, each repeated many times, so a file
 * of a few hundred kilobytes can honestly declare hundreds of megabytes. Each
 * piece is deflated once and its blocks repeated (a deflate block that refers
 * to nothing before it can follow any other), and the sizes and CRC in the
 * zip's headers are the true ones.
 */
export type Piece = string | { text: string; times: number };
export type PartSpec = { name: string; pieces: Piece[] };

const workbookParts: PartSpec[] = [
  {
    name: "[Content_Types].xml",
    pieces: [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ],
  },
  {
    name: "_rels/.rels",
    pieces: [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ],
  },
  {
    name: "xl/workbook.xml",
    pieces: [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Pemain" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
  },
  {
    name: "xl/_rels/workbook.xml.rels",
    pieces: [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ],
  },
];

/** The opening of a sheet whose dimension declares every row and column Excel has, with a header row of `name`. */
export const sheetHead =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:XFD1048576"/><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row>';
export const sheetTail = "</sheetData></worksheet>";

function deflatedPart(pieces: Piece[]) {
  const blocks: Buffer[] = [];
  let size = 0;
  let crc = 0;
  for (const piece of pieces) {
    const { text, times } = typeof piece === "string" ? { text: piece, times: 1 } : piece;
    const bytes = Buffer.from(text);
    const block = deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
    for (let n = 0; n < times; n++) {
      blocks.push(block);
      crc = crc32(bytes, crc);
      size += bytes.length;
    }
  }
  blocks.push(deflateRawSync(Buffer.alloc(0)));
  return { data: Buffer.concat(blocks), size, crc };
}

/** An xlsx of one sheet (`xl/worksheets/sheet1.xml`) made of the pieces given, with the workbook parts a reader needs. */
export function hostileXlsx(sheet: Piece[]): Buffer {
  return zipOf([...workbookParts, { name: "xl/worksheets/sheet1.xml", pieces: sheet }].map((part) => ({ name: part.name, ...deflatedPart(part.pieces) })));
}

/** A zip of deflated entries whose headers say `size` bytes unpacked (and `crc`), whatever the data holds. */
export function zipOf(entries: { name: string; data: Buffer; size: number; crc?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name: path, data, size, crc = 0 } of entries) {
    const name = Buffer.from(path);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
