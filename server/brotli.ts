import { constants } from "node:zlib";

/**
 * Brotli settings for pages: the quality given, and a window of 256 KB
 * (lgwin 18) instead of brotli's default 4 MB.
 *
 * No page comes near 256 KB (a large schedule's part is 83 KB), so the smaller
 * window compresses them to the same size. With the default, pages past one
 * 64 KB block ran the server into five times the full garbage collections: on
 * the large event's schedule, 54 instead of 10 per 200 renders, and 43–49
 * instead of 26–30 ms of CPU per render (measured with `--trace-gc`; the
 * window size alone decided it, quality and size hint did not).
 */
export function pageBrotliParams(quality: number) {
  return { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 18 };
}
