import type sharpModule from "sharp";

let loaded: Promise<typeof sharpModule> | null = null;

/**
 * sharp, loaded on first use: libvips is a sizeable share of the server's
 * start-up imports. Each image is worked on by one libvips thread (sharp's
 * `concurrency`, process-wide): libvips runs off the event loop, but with a
 * thread per core a 20 MP decode takes every core of a small server and the
 * loop waits for one. Uploads also decode one image at a time (upload.server.ts).
 */
export function loadSharp() {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
