import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, migrateDatabase } from "~/db.server";
import { DESCRIPTION_IMAGE_MAX_SIDE, encodeImage, ImageRejected, imageShapes, storeImage } from "~/models/upload.server";
import { maxFileBytes } from "~/utils/body-limits";

/**
 * A phone's photo as it is picked: 20 MP, over 2 MB (about 10 MB here), taken
 * with the phone held upright, so its pixels lie on their side and the EXIF
 * orientation says to turn them (6: a quarter turn clockwise). The left half
 * of the pixels is red, the right half blue: upright, red is on top.
 */
async function cameraPhoto(width = 5472, height = 3648) {
  const block = (w: number, h: number, colour: string) => ({ input: { create: { width: w, height: h, channels: 3 as const, background: colour } } });
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
    .composite([
      { ...block(width / 2, height, "#dc2626"), left: 0, top: 0 },
      { ...block(width / 2, height / 2, "#1d4ed8"), left: width / 2, top: height / 4 },
    ])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "Phone", Model: "Camera" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The colour of the stored image at a point, as [r, g, b]. */
async function colourAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, info.channels).subarray(0, 3)];
}

const reddish = ([r, g, b]: number[]) => r! > 150 && g! < 120 && b! < 120;
const bluish = ([r, , b]: number[]) => b! > 150 && r! < 120;

let photo: Buffer;

beforeAll(async () => {
  migrateDatabase(getDb());
  photo = await cameraPhoto();
}, 60_000);

describe("a camera photo", () => {
  it("is taken up to the image limit: 20 MP of several megabytes", async () => {
    const meta = await sharp(photo).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([5472, 3648, 6]);
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.length).toBeLessThan(maxFileBytes.image);
  });

  it("comes out of a description upright and small, without its EXIF", async () => {
    const stored = await storeImage(photo, { maxSide: DESCRIPTION_IMAGE_MAX_SIDE });
    expect([stored.width, stored.height, stored.mime]).toEqual([1067, 1600, "image/jpeg"]);
    expect(stored.bytes).toBeLessThan(1024 * 1024);
    const encoded = await encodeImage(photo, { maxSide: DESCRIPTION_IMAGE_MAX_SIDE });
    expect(reddish(await colourAt(encoded.data, 533, 200))).toBe(true);
    expect(bluish(await colourAt(encoded.data, 533, 1200))).toBe(true);
    const meta = await sharp(encoded.data).metadata();
    expect([meta.exif, meta.orientation]).toEqual([undefined, undefined]);
  });

  it("becomes a logo of the banner's size, cut where the browser's cropper showed it upright", async () => {
    // The upright photo is 3648×5472: its top 3648×1845 (the banner's aspect) is all red.
    const banner = await encodeImage(photo, { shape: imageShapes.banner, crop: { x: 0, y: 0, width: 3648, height: 1845 } });
    expect([banner.width, banner.height]).toEqual([1044, 528]);
    expect(reddish(await colourAt(banner.data, 522, 264))).toBe(true);
    expect(banner.data.length).toBeLessThan(512 * 1024);
  });

  it("is refused over 50 MP before it is decoded, and when too many wait for their turn", async () => {
    const tooMany = await sharp({ create: { width: 10_000, height: 5_100, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    await expect(encodeImage(tooMany)).rejects.toMatchObject({ reason: "tooManyPixels" });
    // One decodes, eight wait their turn; the tenth finds the line full.
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#4361ee" } })
      .png()
      .toBuffer();
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => encodeImage(small)));
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(ImageRejected);
    expect(refused[0]).toMatchObject({ reason: "busy" });
  });
});
