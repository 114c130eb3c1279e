import { useTranslation } from "~/i18n/translation";
import type { CategoryChip as Category } from "~/models/public/public-categories.server";
import { categoryLabel } from "./labels";

/** A category on its skill colour, with black or white text, whichever reads better on it. */
export function CategoryChip({ category, className }: { category: Category; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`category-chip ${className ?? ""}`} style={{ backgroundColor: category.color, color: category.textColor }}>
      {categoryLabel(t, category)}
    </span>
  );
}
