import type { CategoryGender } from "#drizzle/schema";

type Translate = (key: string) => string;

/** "Padel Beginner Putra", or the name staff gave the category: the event list, its export and the event form's categories. */
export function categoryLabel(t: Translate, category: { name: string | null; gameType: string; skillLevel: string; gender: CategoryGender }) {
  return category.name ?? `${category.gameType} ${category.skillLevel} ${t(`events.genders.${category.gender}`)}`;
}
