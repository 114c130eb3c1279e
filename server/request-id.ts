import type { RequestHandler } from "express";
import { randomBytes, randomUUID } from "node:crypto";

declare global {
  namespace Express {
    interface Locals {
      requestId: string;
      nonce: string;
    }
  }
}

const NONCE_BYTES = 16;
const noncePool = { bytes: Buffer.alloc(0), used: 0 };

/**
 * A CSP nonce: 16 bytes of the system's random generator, cut from a pool
 * filled 4 KB at a time (as randomUUID does), so a request does not ask the
 * generator on its own. Each nonce is fresh bytes, never reused.
 */
function freshNonce() {
  if (noncePool.used + NONCE_BYTES > noncePool.bytes.length) {
    noncePool.bytes = randomBytes(256 * NONCE_BYTES);
    noncePool.used = 0;
  }
  const nonce = noncePool.bytes.toString("base64", noncePool.used, noncePool.used + NONCE_BYTES);
  noncePool.used += NONCE_BYTES;
  return nonce;
}

/** Every request's id (in the log, the error answers and `X-Request-Id`) and its CSP nonce. */
export const identifyRequest: RequestHandler = (_req, res, next) => {
  res.locals.requestId = randomUUID();
  res.locals.nonce = freshNonce();
  res.setHeader("X-Request-Id", res.locals.requestId);
  next();
};
