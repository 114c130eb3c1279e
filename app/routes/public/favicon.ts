import icon from "../../../public/favicon.svg?raw";

/** Browsers show it in search results too: a page for search engines like robots.txt (server/indexing.ts). */
export const indexable = true;

/** The sizes a tab, a bookmark and a desktop shortcut take from an ICO. */
const SIZES = [16, 32, 48];

let file: Promise<Buffer> | undefined;

/** An ICO file holding a PNG per size (Windows Vista's format, which every browser reads): a 6-byte header, a 16-byte entry per image, the images. */
async function iconFile(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const images = await Promise.all(
    SIZES.map((size) =>
      sharp(Buffer.from(icon), { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toBuffer(),
    ),
  );
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(SIZES[i]!, 0);
    entry.writeUInt8(SIZES[i]!, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

/**
 * GET /favicon.ico — the app's icon (public/favicon.svg, which the pages link)
 * for the browsers, crawlers and messengers that ask for it by this name
 * whatever the page says. Drawn once per process.
 */
export async function loader() {
  file ??= iconFile().catch((error: unknown) => {
    file = undefined;
    throw error;
  });
  return new Response(new Uint8Array(await file), { headers: { "Content-Type": "image/x-icon", "Cache-Control": "public, max-age=86400" } });
}
