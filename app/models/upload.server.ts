import { randomBytes, createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { uploads } from "#drizzle/schema";
import { settings } from "~/config.server";
import { getDb } from "~/db.server";

/** Formats accepted by content (never by file name or declared type). */
const acceptedFormats = new Set(["png", "jpeg", "gif", "avif", "heif"]);
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** Bounds decoding work: a 20000×20000 "image" of a few kilobytes is refused before it is expanded. */
export const MAX_UPLOAD_PIXELS = 25_000_000;

export type StoredImage = { path: string; width: number; height: number; mime: string; bytes: number };
export type ImageRejection = "empty" | "tooBig" | "notAnImage" | "typeNotAllowed" | "tooManyPixels";

export class ImageRejected extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
  }
}

type Shape = { width: number; height: number } | null;

/**
 * Checks an uploaded image by its content, re-encodes it (dropping metadata and
 * anything hidden in the file), optionally centre-crops it to a shape, and
 * stores it under a random name in DATA_DIR/uploads.
 */
export async function storeImage(input: Buffer, options: { shape?: Shape; uploadedBy?: number | null } = {}): Promise<StoredImage> {
  if (input.length === 0) throw new ImageRejected("empty");
  if (input.length > MAX_UPLOAD_BYTES) throw new ImageRejected("tooBig");
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata();
  } catch {
    throw new ImageRejected("notAnImage");
  }
  // sharp reports AVIF as HEIF with AV1 compression; other HEIF (HEIC) is not accepted.
  const avif = metadata.format === "heif" && metadata.compression === "av1";
  if (!metadata.format || !acceptedFormats.has(metadata.format) || (metadata.format === "heif" && !avif)) {
    throw new ImageRejected("typeNotAllowed");
  }
  if (!metadata.width || !metadata.height) throw new ImageRejected("notAnImage");
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) throw new ImageRejected("tooManyPixels");

  let pipeline = sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: false }).rotate();
  if (options.shape) pipeline = pipeline.resize(options.shape.width, options.shape.height, { fit: "cover", position: "centre" });
  const transparent = metadata.hasAlpha === true;
  const { data, info } = await (transparent ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true }))
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageRejected("notAnImage");
    });

  const extension = transparent ? "png" : "jpg";
  const mime = transparent ? "image/png" : "image/jpeg";
  const now = new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const name = `${randomBytes(16).toString("hex")}.${extension}`;
  mkdirSync(path.join(settings().UPLOADS_DIR, folder), { recursive: true });
  writeFileSync(path.join(settings().UPLOADS_DIR, folder, name), data, { flag: "wx" });

  const publicPath = `/uploads/${folder}/${name}`;
  getDb()
    .insert(uploads)
    .values({
      path: publicPath,
      mime,
      bytes: data.length,
      width: info.width,
      height: info.height,
      sha256: createHash("sha256").update(data).digest("hex"),
      uploadedBy: options.uploadedBy ?? null,
    })
    .run();
  return { path: publicPath, width: info.width, height: info.height, mime, bytes: data.length };
}
