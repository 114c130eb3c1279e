import { randomBytes, createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, or } from "drizzle-orm";
import type { Metadata } from "sharp";
import { events, players, uploads } from "#drizzle/schema";
import { settings } from "~/config.server";
import { getDb } from "~/db.server";
import { formatBytes, maxFileBytes } from "~/utils/body-limits";
import { MAX_IMAGE_PIXELS } from "~/utils/image-type";
import { log } from "~/utils/logger.server";
import { loadSharp } from "~/utils/sharp.server";
import { isStorageFull, noteStorageFull } from "~/utils/storage.server";
import { Busy, Turns } from "~/utils/turns.server";
import { encodeVariants, removeVariants, writeVariants, type EncodedVariant } from "./image-variants.server";
import { contains } from "./list.server";
import { now as clockNow } from "~/clock.server";

/** Formats accepted by content (never by file name or declared type). */
const acceptedFormats = new Set(["png", "jpeg", "gif", "webp", "avif", "heif"]);
export const MAX_UPLOAD_BYTES = maxFileBytes.image;
/** Bounds decoding work: a 20000×20000 "image" of a few kilobytes is refused before it is expanded. */
export const MAX_UPLOAD_PIXELS = MAX_IMAGE_PIXELS;

/**
 * Images decoded one at a time in this process, a few more waiting at most
 * half a minute: a 50 MP photo cut to a banner takes about 250 MB while it is
 * decoded, and a second server core stays free for the requests.
 */
const decoding = new Turns("image decode", { running: 1, waiting: 8, waitMs: 30_000 });

export type StoredImage = { path: string; width: number; height: number; mime: string; bytes: number };
/** Why an image is not stored: something about the file, or (storageFull) no room left on the server for it. */
export type ImageRejection = "empty" | "tooBig" | "notAnImage" | "typeNotAllowed" | "tooManyPixels" | "storageFull" | "busy";

export class ImageRejected extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
  }
}

type Shape = { width: number; height: number } | null;

/** A rectangle of the source image in its pixels, as the browser's cropper reports it. */
export type CropArea = { x: number; y: number; width: number; height: number };

/** The stored forms of the event form's images: the event logo is a 522×264 banner, organiser logos are square. */
export const imageShapes = {
  banner: { width: 1044, height: 528 },
  square: { width: 512, height: 512 },
} as const;

/** Images in descriptions are shown at most this wide, so phones are not sent camera originals. */
export const DESCRIPTION_IMAGE_MAX_SIDE = 1600;

/** What storeImage writes: `/uploads/YYYY/MM/<32 hex>.png|jpg`. Anything else is not one of ours. */
export const uploadPathPattern = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(?:png|jpg)$/;

/**
 * The crop area inside the (EXIF-oriented) image, in whole pixels; null when it
 * does not describe a usable area, so the caller falls back to a centre crop.
 */
export function clampCrop(crop: CropArea, image: { width: number; height: number }): CropArea | null {
  const values = [crop.x, crop.y, crop.width, crop.height];
  if (!values.every(Number.isFinite)) return null;
  const x = Math.min(Math.max(0, Math.round(crop.x)), image.width - 1);
  const y = Math.min(Math.max(0, Math.round(crop.y)), image.height - 1);
  const width = Math.min(Math.round(crop.width), image.width - x);
  const height = Math.min(Math.round(crop.height), image.height - y);
  return width >= 1 && height >= 1 ? { x, y, width, height } : null;
}

type StoreOptions = {
  /** The stored size; the image is cut to its aspect (centred unless `crop` says where). */
  shape?: Shape;
  /** The part of the source to keep, in source pixels; only with `shape`. */
  crop?: CropArea | null;
  /** Scales a larger image down to fit this many pixels on its longer side. */
  maxSide?: number;
  uploadedBy?: number | null;
};

/** An image checked and re-encoded, with its WebP variants, not yet written anywhere. */
export type EncodedImage = { data: Buffer; width: number; height: number; mime: "image/png" | "image/jpeg"; variants: EncodedVariant[] };

/**
 * Checks an uploaded image by its content, re-encodes it (dropping metadata and
 * anything hidden in the file), optionally crops it to a shape — the area the
 * user chose, or the centre — and stores it under a random name in DATA_DIR/uploads,
 * with its resized WebP variants beside it (see ~/utils/responsive-image).
 */
export async function storeImage(input: Buffer, options: StoreOptions = {}): Promise<StoredImage> {
  return keepImage(await encodeImage(input, options), options.uploadedBy ?? null);
}

/**
 * The checking and encoding half of storeImage: nothing is written. The
 * decoding takes its turn (one image at a time); a line too long to wait in is
 * refused as "busy".
 */
export async function encodeImage(input: Buffer, options: Omit<StoreOptions, "uploadedBy"> = {}): Promise<EncodedImage> {
  if (input.length === 0) throw new ImageRejected("empty");
  if (input.length > MAX_UPLOAD_BYTES) throw new ImageRejected("tooBig");
  try {
    return await decoding.take(() => decodeImage(input, options));
  } catch (error) {
    throw error instanceof Busy ? new ImageRejected("busy") : error;
  }
}

/**
 * Reads the image by its content and writes it anew: turned upright by its
 * EXIF orientation, cut and scaled, metadata dropped. libvips does the work on
 * its own thread and shrinks a JPEG while decoding it when it is only scaled.
 */
async function decodeImage(input: Buffer, options: Omit<StoreOptions, "uploadedBy">): Promise<EncodedImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata();
  } catch (error) {
    // sharp refuses to even read the header of an image over the pixel limit: say so, rather than "not an image".
    throw new ImageRejected(error instanceof Error && /pixel limit/i.test(error.message) ? "tooManyPixels" : "notAnImage");
  }
  // sharp reports AVIF as HEIF with AV1 compression; other HEIF (HEIC) is not accepted.
  const avif = metadata.format === "heif" && metadata.compression === "av1";
  if (!metadata.format || !acceptedFormats.has(metadata.format) || (metadata.format === "heif" && !avif)) {
    throw new ImageRejected("typeNotAllowed");
  }
  if (!metadata.width || !metadata.height) throw new ImageRejected("notAnImage");
  if (metadata.width * metadata.height > MAX_UPLOAD_PIXELS) throw new ImageRejected("tooManyPixels");

  let pipeline = sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, animated: false }).rotate();
  // The browser crops the image as it displays it, turned upright by its EXIF orientation; so does rotate() above.
  const upright = (metadata.orientation ?? 1) >= 5 ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
  const area = options.shape && options.crop ? clampCrop(options.crop, upright) : null;
  if (area) pipeline = pipeline.extract({ left: area.x, top: area.y, width: area.width, height: area.height });
  if (options.shape) pipeline = pipeline.resize(options.shape.width, options.shape.height, { fit: "cover", position: "centre" });
  else if (options.maxSide) pipeline = pipeline.resize(options.maxSide, options.maxSide, { fit: "inside", withoutEnlargement: true });
  const transparent = metadata.hasAlpha === true;
  const { data, info } = await (transparent ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true }).catch(() => {
    throw new ImageRejected("notAnImage");
  });
  // The smaller WebP copies public pages show; encoded before anything is written, so a failure leaves no files.
  const variants = await encodeVariants(data);
  return { data, width: info.width, height: info.height, mime: transparent ? "image/png" : "image/jpeg", variants };
}

/** The writing half of storeImage: the image and its variants under a new random name, and its row. */
export function keepImage(image: EncodedImage, uploadedBy: number | null = null): StoredImage {
  const { data, width, height, mime } = image;
  const extension = mime === "image/png" ? "png" : "jpg";
  const now = clockNow();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  const name = `${randomBytes(16).toString("hex")}.${extension}`;
  const publicPath = `/uploads/${folder}/${name}`;
  const file = path.join(settings().UPLOADS_DIR, folder, name);
  try {
    mkdirSync(path.join(settings().UPLOADS_DIR, folder), { recursive: true });
    writeFileSync(file, data, { flag: "wx" });
    writeVariants(publicPath, image.variants);
    getDb()
      .insert(uploads)
      .values({ path: publicPath, mime, bytes: data.length, width, height, sha256: createHash("sha256").update(data).digest("hex"), uploadedBy })
      .run();
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    // A full disk or database leaves no half-stored image behind: its files go, and the form says why.
    rmSync(file, { force: true });
    removeVariants(publicPath);
    noteStorageFull(error, { upload: publicPath });
    throw new ImageRejected("storageFull");
  }
  return { path: publicPath, width, height, mime, bytes: data.length };
}

/** Whether a path names an image storeImage wrote and that is still on record. */
export function isStoredUpload(publicPath: string): boolean {
  if (!uploadPathPattern.test(publicPath)) return false;
  return getDb().select({ id: uploads.id }).from(uploads).where(eq(uploads.path, publicPath)).get() !== undefined;
}

/** Whether anything still shows the image: an event logo, a player photo or an event description. */
export function isUploadReferenced(publicPath: string): boolean {
  const db = getDb();
  const byEvent = db
    .select({ id: events.id })
    .from(events)
    .where(or(eq(events.logo, publicPath), eq(events.organizerLogo, publicPath), eq(events.organizerLogo2, publicPath), contains(events.description, publicPath)))
    .limit(1)
    .get();
  if (byEvent) return true;
  return db.select({ id: players.id }).from(players).where(eq(players.photo, publicPath)).limit(1).get() !== undefined;
}

/** The upload paths a Markdown text shows, so a changed description can let go of the images it dropped. */
export function uploadsIn(markdown: string): string[] {
  return [...new Set(markdown.match(/\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(?:png|jpg)/g) ?? [])];
}

/**
 * Removes an image that nothing refers to any more: its file, its WebP
 * variants and its uploads row. Called after the write that replaced it has
 * committed; an image still shown anywhere stays. Returns whether it was removed.
 */
export function releaseUpload(publicPath: string | null | undefined): boolean {
  if (!publicPath || !uploadPathPattern.test(publicPath) || isUploadReferenced(publicPath)) return false;
  const db = getDb();
  const row = db.select({ id: uploads.id }).from(uploads).where(eq(uploads.path, publicPath)).get();
  if (!row) return false;
  // The pattern allows no "..", so the file is always inside the uploads folder.
  rmSync(path.join(settings().UPLOADS_DIR, publicPath.slice("/uploads/".length)), { force: true });
  removeVariants(publicPath);
  db.delete(uploads).where(eq(uploads.id, row.id)).run();
  return true;
}

/** "x,y,width,height" in source pixels, as the cropper (app/components/image-crop-field.tsx) writes it; anything else means "centre". */
export function cropArea(value: FormDataEntryValue | null): CropArea | null {
  if (typeof value !== "string") return null;
  const parts = value.split(",").map(Number);
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return null;
  const [x, y, width, height] = parts as [number, number, number, number];
  return { x, y, width, height };
}

export type ReceivedImage = { ok: true; image: StoredImage } | { ok: false; reason: ImageRejection | "failed"; error: string };

const imageRefusalKey: Record<ImageRejection | "failed", string> = {
  tooBig: "uploads.tooBig",
  typeNotAllowed: "uploads.typeNotAllowed",
  notAnImage: "uploads.typeNotAllowed",
  tooManyPixels: "uploads.tooManyPixels",
  empty: "uploads.noFile",
  storageFull: "errors.storageFull.body",
  failed: "uploads.failed",
  busy: "uploads.busy",
};

/**
 * An uploaded image, checked by its content, re-encoded and stored (see
 * storeImage, which is also told its shape, crop or largest side); or why it
 * was refused, naming the file, its size and the limit.
 */
export async function receiveImage(file: File, options: Parameters<typeof storeImage>[1]): Promise<ReceivedImage> {
  try {
    if (file.size > maxFileBytes.image) throw new ImageRejected("tooBig");
    return { ok: true, image: await storeImage(Buffer.from(await file.arrayBuffer()), options) };
  } catch (error) {
    if (!(error instanceof ImageRejected)) log.error("image upload failed", { uploadedBy: options?.uploadedBy, error });
    const reason = error instanceof ImageRejected ? error.reason : "failed";
    const values = new URLSearchParams({ image_name: file.name, image_size: formatBytes(file.size), image_max_size: formatBytes(maxFileBytes.image) });
    return { ok: false, reason, error: `${imageRefusalKey[reason]}?${values.toString()}` };
  }
}
