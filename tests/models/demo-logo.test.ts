import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodeDemoLogos } from "~/seed/demo-event.server";

/** Where the white wordmark's pixels are in an image: the columns they span. */
async function wordmarkColumns(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let first = info.width;
  let last = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      if (data[at]! > 230 && data[at + 1]! > 230 && data[at + 2]! > 230) {
        first = Math.min(first, x);
        last = Math.max(last, x);
      }
    }
  }
  return { first, last, width: info.width };
}

describe("the demo event's logo", () => {
  it("shows its whole wordmark, clear of the right edge, whatever fonts the renderer has", async () => {
    const { event } = await encodeDemoLogos();
    const { first, last, width } = await wordmarkColumns(event.data);
    expect(last, "the wordmark is drawn").toBeGreaterThan(first);
    // The banner keeps a margin of at least 4 % of its width beside the text (its rounded corner is 5 %).
    expect(last).toBeLessThan(width * 0.96);
  });
});
