import { z } from "zod";
import { genders } from "#drizzle/schema";

/** A category: one game type, one skill level, one gender (unique together), and an optional display name. */
export const gameCategorySchema = z.object({
  gameTypeId: z.number({ error: "gameCategories.errors.gameTypeRequired" }).int().positive({ error: "gameCategories.errors.gameTypeRequired" }),
  skillLevelId: z.number({ error: "gameCategories.errors.skillLevelRequired" }).int().positive({ error: "gameCategories.errors.skillLevelRequired" }),
  gender: z.enum(genders, { error: "gameCategories.errors.genderRequired" }),
  name: z.string().trim().max(100, { error: "validation.tooLong?max=100" }).optional(),
});

/** What a category is called on screen: its display name, or "Padel Beginner Putra". */
export function categoryLabel(category: { name: string | null; gender: string; gameType: { name: string }; skillLevel: { name: string } }, t: (key: string) => string) {
  return category.name ?? `${category.gameType.name} ${category.skillLevel.name} ${t(`gameCategories.genders.${category.gender}`)}`;
}
