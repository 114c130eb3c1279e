/** The interface languages, in the order the language menu lists them. Indonesian is the default and fallback. */
export const languages = [
  { code: "id", label: "Bahasa Indonesia" },
  { code: "en", label: "English" },
  { code: "zh", label: "中文" },
  { code: "da", label: "Dansk" },
  { code: "fr", label: "Français" },
  { code: "de", label: "Deutsch" },
  { code: "el", label: "Ελληνικά" },
  { code: "hu", label: "Magyar" },
  { code: "it", label: "Italiano" },
  { code: "ja", label: "日本語" },
  { code: "pl", label: "Polski" },
  { code: "pt", label: "Português" },
  { code: "ru", label: "Русский" },
  { code: "es", label: "Español" },
  { code: "sv", label: "Svenska" },
  { code: "tr", label: "Türkçe" },
  { code: "ar", label: "العربية" },
] as const;

export type LanguageCode = (typeof languages)[number]["code"];

export const defaultLanguage: LanguageCode = "id";

/** Languages whose pages are written right to left. */
const rtlLanguages = new Set<string>(["ar"]);

/** Codes older clients send for a language (the template used `ae` for Arabic); a map, so "constructor" is no code. */
const aliases = new Map<string, LanguageCode>([["ae", "ar"]]);

export function directionOf(code: string): "ltr" | "rtl" {
  return rtlLanguages.has(code) ? "rtl" : "ltr";
}

export function normaliseLanguage(code: unknown): LanguageCode | null {
  if (typeof code !== "string" || !code) return null;
  const lower = code.toLowerCase();
  const known = languages.find((l) => l.code === lower);
  return known ? known.code : (aliases.get(lower) ?? null);
}
