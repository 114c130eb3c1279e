import type { LanguageCode } from "./languages";
import en from "./locales/en";
import id from "./locales/id";

/** A locale file's shape: the same keys as the Indonesian one, every value a string. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** Every locale has the shape of the Indonesian one (the type checker and a unit test hold them to it). */
export type Translation = DeepStrings<typeof id>;

export const translations: Partial<Record<LanguageCode, Translation>> = {
  id,
  en,
};
