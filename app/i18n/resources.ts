import type { LanguageCode } from "./languages";
import en from "./locales/en";
import id from "./locales/id";

/** Every locale has the shape of the Indonesian one (the type checker and a unit test hold them to it). */
export type Translation = DeepStrings<typeof id>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

export const translations: Partial<Record<LanguageCode, Translation>> = { id, en };
