import type { LanguageCode } from "./languages";
import type id from "./locales/id";

/**
 * The CLDR plural categories of each language besides "other"
 * (Intl.PluralRules(lng).resolvedOptions().pluralCategories; the locale test
 * holds this table to them). i18next reads `key_<category>` for a count, and
 * the key itself for "other": a missing form falls back to it.
 */
type PluralCategories = {
  id: never;
  ja: never;
  zh: never;
  da: "one";
  de: "one";
  el: "one";
  en: "one";
  hu: "one";
  sv: "one";
  tr: "one";
  es: "one" | "many";
  fr: "one" | "many";
  it: "one" | "many";
  pt: "one" | "many";
  pl: "one" | "few" | "many";
  ru: "one" | "few" | "many";
  ar: "zero" | "one" | "two" | "few" | "many";
};

/** An Indonesian text that names a count (`{{count}}`, or formatted: `{{count, number}}`), so each language gives it its plural forms. */
type Counted = `${string}{{count${"" | `, ${string}`}}}${string}`;

/**
 * A locale file's shape in language L: the keys of the Indonesian one, every
 * value a string, and beside each counted key exactly the plural forms L has
 * (`key_one`, `key_few`, …; the key itself stays the "other" form, the one
 * read without a count). The Indonesian files are `as const` so that their
 * texts tell which keys are counted.
 */
export type DeepStrings<T, L extends LanguageCode> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K], L> } & {
  [K in keyof T & string as T[K] extends Counted ? `${K}_${PluralCategories[L]}` : never]: string;
};

/** What every locale has: the keys of the Indonesian one (the type checker and a unit test hold them to it), plural forms aside. */
export type Translation = DeepStrings<typeof id, "id">;
