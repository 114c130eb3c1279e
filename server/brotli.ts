import { constants } from "node:zlib";

/**
 * Brotli settings for pages: the quality given, and a window of 256 KB
 * (lgwin 18) instead of brotli's default 4 MB.
 *
 * No page comes near 256 KB, so the smaller window compresses them to the same
 * size. With the default, pages past one 64 KB block ran the server into many
 * more full garbage collections, and a render cost far more CPU; the window
 * size alone decided it, quality and size hint did not
 * (docs/decisions/0032-brotli-window.md).
 */
export function pageBrotliParams(quality: number) {
  return { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 18 };
}
