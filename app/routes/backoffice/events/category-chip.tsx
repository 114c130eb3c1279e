import { normaliseHexColor, readableTextColor } from "~/utils/contrast";

/**
 * A category in its skill level's colour, with black or white text, whichever reads better on it.
 * `wraps` lets its words break onto more lines, for a chip in a narrow table column.
 */
export function CategoryChip({ color, label, wraps = false }: { color: string; label: string; wraps?: boolean }) {
  const background = normaliseHexColor(color);
  return (
    <span className={wraps ? "badge" : "badge whitespace-nowrap"} style={{ backgroundColor: background, color: readableTextColor(background) }}>
      {label}
    </span>
  );
}
