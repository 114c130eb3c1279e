import type { LanguageCode } from "./languages";
import ar from "./locales/ar";
import da from "./locales/da";
import de from "./locales/de";
import el from "./locales/el";
import en from "./locales/en";
import es from "./locales/es";
import fr from "./locales/fr";
import hu from "./locales/hu";
import id from "./locales/id";
import it from "./locales/it";
import ja from "./locales/ja";
import pl from "./locales/pl";
import pt from "./locales/pt";
import ru from "./locales/ru";
import sv from "./locales/sv";
import tr from "./locales/tr";
import zh from "./locales/zh";

/** A locale file's shape: the same keys as the Indonesian one, every value a string. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

/** Every locale has the shape of the Indonesian one (the type checker and a unit test hold them to it). */
export type Translation = DeepStrings<typeof id>;

/** Every interface language of the menu, in its order. */
export const translations: Record<LanguageCode, Translation> = {
  id,
  en,
  zh,
  da,
  fr,
  de,
  el,
  hu,
  it,
  ja,
  pl,
  pt,
  ru,
  es,
  sv,
  tr,
  ar,
};
