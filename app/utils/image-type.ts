/**
 * The image formats uploads accept, told by a file's first bytes — whatever its
 * name or declared type says — as the server's decoder tells them
 * (app/models/upload.server.ts, whose check is the one that counts).
 */
export type ImageFormat = "png" | "jpeg" | "gif" | "webp" | "avif";

/**
 * The most pixels an uploaded image may have, checked before it is decoded: a
 * phone's full-resolution 48–50 MP photo (8160×6120) passes; a "decompression
 * bomb" of a few kilobytes that declares 20000×20000 does not.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** How many leading bytes of a file `imageFormatOf` reads. */
export const IMAGE_HEADER_BYTES = 64;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (["GIF87a", "GIF89a"].includes(ascii(bytes, 0, 6))) return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (bytes.length >= 16 && ascii(bytes, 4, 4) === "ftyp") {
    // An ISO media file: AVIF when its major or a compatible brand says so; other HEIF (HEIC) is not accepted.
    const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0), bytes.length);
    const brandOffsets = [8];
    for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brandOffsets.push(offset);
    if (brandOffsets.some((offset) => ["avif", "avis"].includes(ascii(bytes, offset, 4)))) return "avif";
  }
  return null;
}
