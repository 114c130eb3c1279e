import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_HEADER_BYTES, imageFormatOf } from "~/utils/image-type";

const picture = () => sharp({ create: { width: 16, height: 8, channels: 3, background: "#4361ee" } });
const head = (bytes: Uint8Array) => bytes.subarray(0, IMAGE_HEADER_BYTES);

describe("imageFormatOf", () => {
  it.each([
    ["png", () => picture().png().toBuffer()],
    ["jpeg", () => picture().jpeg().toBuffer()],
    ["gif", () => picture().gif().toBuffer()],
    ["webp", () => picture().webp().toBuffer()],
    ["avif", () => picture().avif().toBuffer()],
  ])("tells a %s by its first bytes", async (format, make) => {
    expect(imageFormatOf(head(await make()))).toBe(format);
  });

  it.each([
    ["an HTML page", new TextEncoder().encode("<!doctype html><script>alert(1)</script>")],
    ["an SVG", new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a HEIC", Uint8Array.from([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic")])],
    ["a WAV (RIFF, not WebP)", new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVEfmt ")],
    ["nothing", new Uint8Array()],
  ])("refuses %s", (_, bytes) => {
    expect(imageFormatOf(bytes)).toBeNull();
  });
});
