import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A random secret safe for URLs and cookies; 32 bytes give 43 characters. */
export function randomSecret(bytes = 32) {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(value: string) {
  return createHash("sha256").update(value).digest("hex");
}

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string) {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
