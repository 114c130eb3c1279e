import { constants } from "node:zlib";

/**
 * Brotli settings for pages: the quality given, and a window of 256 KB
 * (lgwin 18) instead of brotli's default 4 MB.
 *
 * No page comes near 256 KB of repeated text (a large schedule part is 83 KB),
 * so the smaller window compresses them to the same bytes. With the default,
 * each page past one 64 KB block grew its encoder to the full window, and the
 * server ran five times the full garbage collections while rendering them: on
 * the large event's schedule, 54 instead of 10 per 200 renders, and 43 instead
 * of 26 ms of CPU per render (`bench/`, `--trace-gc`).
 */
export function pageBrotliParams(quality: number) {
  return { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 18 };
}
