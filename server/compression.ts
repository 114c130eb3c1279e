import compression from "compression";
import type { RequestHandler } from "express";
import { pageBrotliParams } from "./brotli";

/** Answers compressed where the reader takes it; Server-Sent Events reach the browser as they are written, never held back for compression. */
export const compressAnswers: RequestHandler = compression({
  filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  brotli: { params: pageBrotliParams(4) },
});

/**
 * React Router's adapter flushes the response after each chunk it writes, for answers sent in
 * parts. Pages and data are rendered whole and written as one chunk, and the one answer sent
 * in parts, the live stream, is never compressed: a flush only sent each page through zlib's
 * thread pool once more.
 */
export const withoutFlush: RequestHandler = (_req, res, next) => {
  delete (res as { flush?: () => void }).flush;
  next();
};
