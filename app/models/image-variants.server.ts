import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc } from "drizzle-orm";
import { uploads } from "#drizzle/schema";
import { settings } from "~/config.server";
import { getDb } from "~/db.server";
import { VARIANT_WIDTHS, variantPath } from "~/utils/responsive-image";
import { loadSharp } from "~/utils/sharp.server";

export type EncodedVariant = { width: number; data: Buffer };

/** Logos and photos at phone sizes look like the original at this quality, at a fraction of its bytes. */
const WEBP_QUALITY = 80;

/** The file behind a public `/uploads/…` path; callers pass only paths of the upload pattern, which hold no "..". */
function fileOf(publicPath: string) {
  return path.join(settings().UPLOADS_DIR, publicPath.slice("/uploads/".length));
}

/**
 * WebP copies of an image, one per width. A width beyond the original is never
 * enlarged: its copy keeps the original's width, so every name a page may link
 * exists and none is wider than the upload. sharp writes no metadata unless asked.
 */
export async function encodeVariants(original: Buffer, widths: readonly number[] = VARIANT_WIDTHS): Promise<EncodedVariant[]> {
  const sharp = await loadSharp();
  const { width: originalWidth } = await sharp(original).metadata();
  if (!originalWidth) throw new Error("image without a width");
  // Widths past the original all come out the same: encode that copy once.
  const encoded = new Map<number, Buffer>();
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    const actual = Math.min(width, originalWidth);
    let data = encoded.get(actual);
    if (!data) {
      data = await sharp(original).resize({ width: actual }).webp({ quality: WEBP_QUALITY }).toBuffer();
      encoded.set(actual, data);
    }
    variants.push({ width, data });
  }
  return variants;
}

/**
 * Writes an upload's variants beside it. Each file appears whole (written aside,
 * then renamed), since it is served as immutable: a half-written copy fetched
 * while the admin command runs beside the server would be cached for a year.
 */
export function writeVariants(uploadPath: string, variants: EncodedVariant[]) {
  for (const { width, data } of variants) {
    const target = fileOf(variantPath(uploadPath, width)!);
    const aside = `${target}.${process.pid}.tmp`;
    writeFileSync(aside, data);
    renameSync(aside, target);
  }
}

/** The variant widths an upload lacks on disk; none for a path that is not an upload. */
function missingVariantWidths(uploadPath: string): number[] {
  return VARIANT_WIDTHS.filter((width) => {
    const variant = variantPath(uploadPath, width);
    return variant !== null && !existsSync(fileOf(variant));
  });
}

/** Deletes an upload's variants: every `<hash>-w<N>.webp`, so widths an earlier version wrote go too. */
export function removeVariants(uploadPath: string) {
  const file = fileOf(uploadPath);
  const folder = path.dirname(file);
  if (!existsSync(folder)) return;
  // The hash is 32 hex digits (the upload pattern), so it is safe inside a regular expression.
  const variantName = new RegExp(`^${path.basename(file).replace(/\.(?:png|jpg)$/, "")}-w\\d+\\.webp$`);
  for (const name of readdirSync(folder)) {
    if (variantName.test(name)) rmSync(path.join(folder, name), { force: true });
  }
}

export type VariantsReport = {
  /** Uploads on record. */
  images: number;
  /** Uploads that lacked variants and got them. */
  completed: number;
  /** Files written. */
  written: number;
  /** Uploads on record whose original file is gone: nothing to make variants from. */
  missingOriginals: string[];
};

/**
 * Gives every upload on record the variants it lacks: images stored before
 * variants existed, or after the widths changed. One image at a time, to leave
 * the CPU to the requests of a running server.
 */
export async function writeMissingVariants(onImage?: (done: number, total: number) => void): Promise<VariantsReport> {
  const rows = getDb().select({ path: uploads.path }).from(uploads).orderBy(asc(uploads.id)).all();
  const report: VariantsReport = { images: rows.length, completed: 0, written: 0, missingOriginals: [] };
  for (const [index, { path: uploadPath }] of rows.entries()) {
    const widths = missingVariantWidths(uploadPath);
    if (widths.length > 0) {
      const original = fileOf(uploadPath);
      if (existsSync(original)) {
        writeVariants(uploadPath, await encodeVariants(readFileSync(original), widths));
        report.completed += 1;
        report.written += widths.length;
      } else {
        report.missingOriginals.push(uploadPath);
      }
    }
    onImage?.(index + 1, rows.length);
  }
  return report;
}
