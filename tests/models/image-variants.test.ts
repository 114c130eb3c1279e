import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { settings } from "~/config.server";
import { getDb, migrateDatabase } from "~/db.server";
import { writeMissingVariants } from "~/models/image-variants.server";
import { DESCRIPTION_IMAGE_MAX_SIDE, imageShapes, releaseUpload, storeImage } from "~/models/upload.server";
import { VARIANT_WIDTHS, variantPath } from "~/utils/responsive-image";

const fileOf = (publicPath: string) => path.join(settings().UPLOADS_DIR, publicPath.slice("/uploads/".length));
const variantFile = (uploadPath: string, width: number) => fileOf(variantPath(uploadPath, width)!);

/** A photo-like PNG: a gradient with a transparent corner (so it is stored as PNG), carrying EXIF to be dropped. */
function largePng(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1b2e4b"/><stop offset="1" stop-color="#fbbf24"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width / 10}" height="${height / 10}" fill="#fff" fill-opacity="0"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#0f766e"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .withExif({ IFD0: { Artist: "Someone", Copyright: "Someone" } })
    .png()
    .toBuffer();
}

beforeAll(() => {
  migrateDatabase(getDb());
});

describe("image variants", () => {
  it("stores a large PNG with a WebP variant of each width beside it, without metadata", async () => {
    const source = await largePng(3000, 2000);
    expect(source.length).toBeLessThan(2 * 1024 * 1024);
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const stored = await storeImage(source, { maxSide: DESCRIPTION_IMAGE_MAX_SIDE });
    expect([stored.width, stored.mime]).toEqual([1600, "image/png"]);

    for (const width of VARIANT_WIDTHS) {
      const file = variantFile(stored.path, width);
      expect(file.endsWith(`-w${width}.webp`), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format, file).toBe("webp");
      expect(meta.width, file).toBe(width);
      // Same aspect; libvips may round the height the other way.
      expect(Math.abs(meta.height! - (width * stored.height) / stored.width), file).toBeLessThanOrEqual(1);
      expect(meta.exif, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
    }
  });

  it("never enlarges: widths past the original keep the original's width", async () => {
    const logo = await storeImage(await largePng(1200, 900), { shape: imageShapes.banner });
    const small = await storeImage(await largePng(150, 100));
    for (const stored of [logo, small]) {
      const widths = await Promise.all(VARIANT_WIDTHS.map(async (width) => (await sharp(variantFile(stored.path, width)).metadata()).width));
      expect(Math.max(...widths), stored.path).toBeLessThanOrEqual(stored.width);
      expect(widths, stored.path).toEqual(VARIANT_WIDTHS.map((width) => Math.min(width, stored.width)));
    }
    expect(logo.width).toBe(1044);
    expect((await sharp(variantFile(logo.path, 1044)).metadata()).width).toBe(1044);
  });

  it("deletes the variants with the upload they belong to, and only those", async () => {
    const released = await storeImage(await largePng(600, 600), { shape: imageShapes.square });
    const kept = await storeImage(await largePng(600, 600), { shape: imageShapes.square });
    const folder = path.dirname(fileOf(released.path));
    const hashOf = (uploadPath: string) => path.basename(uploadPath).replace(/\.\w+$/, "");
    const filesOf = (uploadPath: string) => readdirSync(folder).filter((name) => name.startsWith(hashOf(uploadPath)));
    expect(filesOf(released.path)).toHaveLength(1 + VARIANT_WIDTHS.length);

    expect(releaseUpload(released.path)).toBe(true);
    expect(filesOf(released.path)).toEqual([]);
    expect(filesOf(kept.path)).toHaveLength(1 + VARIANT_WIDTHS.length);
  });

  it("writes the variants an older upload lacks, and reports an upload whose file is gone", async () => {
    const older = await storeImage(await largePng(800, 800), { shape: imageShapes.square });
    const lacking = [VARIANT_WIDTHS[0]!, VARIANT_WIDTHS.at(-1)!];
    for (const width of lacking) rmSync(variantFile(older.path, width));
    const gone = await storeImage(await largePng(300, 300));
    for (const width of VARIANT_WIDTHS) rmSync(variantFile(gone.path, width));
    rmSync(fileOf(gone.path));

    const report = await writeMissingVariants();
    expect(report).toMatchObject({ completed: 1, written: lacking.length, missingOriginals: [gone.path] });
    for (const width of lacking) expect((await sharp(variantFile(older.path, width)).metadata()).format).toBe("webp");
    expect(existsSync(variantFile(gone.path, VARIANT_WIDTHS[0]!))).toBe(false);

    expect(await writeMissingVariants()).toMatchObject({ completed: 0, written: 0 });
  });
});
