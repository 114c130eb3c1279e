import { useLocation } from "react-router";
import { languages } from "~/i18n/languages";
import { useTranslation } from "~/i18n/translation";
import { GlobeIcon } from "./icons";

/**
 * The public pages' language menu: a `<details>` (it opens without JavaScript)
 * holding one form that posts the language chosen to `/language`, which keeps
 * it in the `lng` cookie and sends the reader back to this page
 * (routes/language.ts, decision 0063). The page's address goes with it; the
 * spectator script puts the address shown now there on sending, as a filter
 * applied in place may have changed it. `tone` is the background it sits on:
 * the navy of the header and hero, or a white page.
 */
export function LanguageSwitcher({ tone = "dark", className = "" }: { tone?: "dark" | "light"; className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const current = languages.find((language) => language.code === i18n.language) ?? languages[0];
  return (
    <details className={`live-language live-language-${tone} ${className}`}>
      <summary aria-label={t("live.languageMenu", { language: current.label })}>
        <GlobeIcon className="size-5" />
        <span className="text-xs font-bold uppercase" aria-hidden="true">
          {current.code}
        </span>
      </summary>
      <form method="post" action="/language" className="live-language-panel" data-keep-page>
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        {languages.map((language) => (
          <button key={language.code} type="submit" name="lng" value={language.code} lang={language.code} aria-current={language.code === current.code ? "true" : undefined}>
            {language.label}
          </button>
        ))}
      </form>
    </details>
  );
}
