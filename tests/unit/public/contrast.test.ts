import { describe, expect, it } from "vitest";
import { contrastRatio, defaultSkillColor, normaliseHexColor, readableTextColor, relativeLuminance } from "~/utils/contrast";

describe("text on a skill colour", () => {
  it("picks black on light colours and white on dark ones", () => {
    expect(readableTextColor("#FFFFFF")).toBe("#000000");
    expect(readableTextColor("#000000")).toBe("#FFFFFF");
    expect(readableTextColor("#22C55E")).toBe("#000000");
    expect(readableTextColor("#F59E0B")).toBe("#000000");
    expect(readableTextColor("#1B2E4B")).toBe("#FFFFFF");
    expect(readableTextColor("#3B82F6")).toBe("#000000");
    expect(readableTextColor("#4361EE")).toBe("#FFFFFF");
    expect(readableTextColor(defaultSkillColor)).toBe("#FFFFFF");
  });

  it("always reaches the WCAG AA ratio for normal text", () => {
    for (let i = 0; i < 4096; i += 7) {
      const color = `#${i.toString(16).padStart(3, "0")}`;
      expect(contrastRatio(color, readableTextColor(color)), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("computes WCAG luminance and ratios", () => {
    expect(relativeLuminance("#FFFFFF")).toBeCloseTo(1, 5);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(contrastRatio("#FFFFFF", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2);
  });

  it("reads short and lower-case colours and falls back to grey for anything else", () => {
    expect(normaliseHexColor("#abc")).toBe("#AABBCC");
    expect(normaliseHexColor("22c55e")).toBe("#22C55E");
    expect(normaliseHexColor("red")).toBe(defaultSkillColor);
    expect(normaliseHexColor("#12345")).toBe(defaultSkillColor);
    expect(normaliseHexColor("")).toBe(defaultSkillColor);
    expect(normaliseHexColor(null)).toBe("#6B7280");
  });
});
