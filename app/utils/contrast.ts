/**
 * Text on a skill level's colour: black or white, whichever contrasts more
 * (WCAG 2 relative luminance). The better of the two always reaches 4.5:1.
 */

export const defaultSkillColor = "#6B7280";

/** "#RRGGBB" (upper-case) from "#rgb" or "#rrggbb"; anything else gives the fallback. */
export function normaliseHexColor(value: string | null | undefined, fallback = defaultSkillColor): string {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? "");
  if (!match) return fallback;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join("") : match[1]!;
  return `#${hex.toUpperCase()}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a "#RRGGBB" colour, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const hex = normaliseHexColor(color).slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => channel(Number.parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** "#000000" or "#FFFFFF", whichever reads better on `background`. */
export function readableTextColor(background: string): "#000000" | "#FFFFFF" {
  return contrastRatio(background, "#000000") >= contrastRatio(background, "#FFFFFF") ? "#000000" : "#FFFFFF";
}
