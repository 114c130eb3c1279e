import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useTranslation as useI18nextTranslation } from "react-i18next";

type Translation = Pick<ReturnType<typeof useI18nextTranslation>, "t" | "i18n">;

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's translate function, shared by every component through context.
 * react-i18next's own hook copies the whole i18next instance for each
 * component that calls it, which on a long page (hundreds of match cards)
 * cost more than the rest of the render. Here the provider holds the one
 * subscription to language changes, so a switch still re-renders every user.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useI18nextTranslation();
  const value = useMemo(() => ({ t, i18n }), [t, i18n]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error("useTranslation needs a <TranslationProvider> around the app (entry.server and entry.client render one)");
  return value;
}
