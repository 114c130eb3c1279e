import type { LanguageCode } from "./languages";
import type { Translation } from "./locale-shape";
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

/** The shape of every language in the table. */
export type { Translation };

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
