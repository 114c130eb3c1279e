import type { CategoryGender } from "#drizzle/schema";
import { useTranslation } from "~/i18n/translation";

export type CategoryParts = { name: string | null; gameType: string; level: string; gender: CategoryGender };

/** A game category as organisers say it: its own name, or "Padel Beginner · Putra". */
export function useCategoryLabel() {
  const { t } = useTranslation();
  return (category: CategoryParts) => category.name || `${category.gameType} ${category.level} · ${t(`dashboard.gender.${category.gender}`)}`;
}
