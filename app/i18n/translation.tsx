import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useTranslation as useI18nextTranslation } from "react-i18next";
import { remembered } from "~/utils/remembered";

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
  const value = useMemo(() => ({ t: typeof document === "undefined" ? remembering(t, i18n) : t, i18n }), [t, i18n]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error("useTranslation needs a <TranslationProvider> around the app (entry.server and entry.client render one)");
  return value;
}

type T = Translation["t"];
type I18n = Translation["i18n"];

/** Texts kept per language before starting over: values like team names make many, and made-up ones cannot grow it without bound. */
const TEXTS_KEPT = 20_000;

/**
 * Per language, the texts already worked out on the server. Keyed by the
 * language, not the i18next object: react-i18next hands each rendering
 * component a fresh wrapper of the instance, so a memo held by that object
 * lasted one page.
 */
const rememberedTexts = new Map<string, (key: string, make: () => string) => string>();

/** A cache key for a call whose options are plain values (names, counts), or null for one that may not give the same text twice. */
function textKey(key: unknown, rest: unknown[]): string | null {
  if (typeof key !== "string") return null;
  if (rest.length === 0) return key;
  const [options] = rest;
  if (rest.length > 1 || options === null || typeof options !== "object" || Array.isArray(options)) return null;
  for (const [name, value] of Object.entries(options)) {
    if (name === "returnObjects" || name === "lng" || (value !== null && typeof value === "object") || typeof value === "function") return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * On the server, where every language's texts are loaded before the first
 * render and never change, a key asked with the same plain options always
 * gives the same text: it is resolved once (i18next looks through namespaces,
 * fallbacks, plurals and interpolation on every call) and then read from a map
 * — a long page asks for the same labels hundreds of times.
 */
function remembering(t: T, i18n: I18n): T {
  let known = rememberedTexts.get(i18n.language);
  if (!known) {
    known = remembered<string, string>(TEXTS_KEPT);
    rememberedTexts.set(i18n.language, known);
  }
  const translate = t as unknown as (...args: unknown[]) => unknown;
  return ((key: unknown, ...rest: unknown[]) => {
    const cacheKey = textKey(key, rest);
    // A plain-valued call gives text (returnObjects is never plain): kept as it is.
    return cacheKey === null ? translate(key, ...rest) : known(cacheKey, () => String(translate(key, ...rest)));
  }) as unknown as T;
}
