import { normaliseHexColor, readableTextColor } from "~/utils/contrast";

/** A category in its skill level's colour, with black or white text, whichever reads better on it. */
export function CategoryChip({ color, label }: { color: string; label: string }) {
  const background = normaliseHexColor(color);
  return (
    <span className="badge whitespace-nowrap" style={{ backgroundColor: background, color: readableTextColor(background) }}>
      {label}
    </span>
  );
}
