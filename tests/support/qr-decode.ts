import jsQR from "jsqr";
import sharp from "sharp";

/**
 * What a QR code image says, read as a phone's camera would: its pixels (an
 * SVG drawn at ten pixels a module) searched by jsQR. Null when no code is found.
 */
export async function decodeQr(image: Buffer): Promise<string | null> {
  const svg = image.subarray(0, 5).toString() === "<svg ";
  const { data, info } = await sharp(image, svg ? { density: 720 } : {})
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}
