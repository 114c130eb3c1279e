import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { createCookie, type RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { defaultLanguage, normaliseLanguage } from "./languages";
import { translations } from "./resources";

export const supportedLanguages = Object.keys(translations);

export const localeCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** `?lng=` wins, then the cookie, then Accept-Language; unknown codes fall through. */
async function findLocale(request: Request) {
  const fromQuery = normaliseLanguage(new URL(request.url).searchParams.get("lng"));
  if (fromQuery && supportedLanguages.includes(fromQuery)) return fromQuery;
  const fromCookie = normaliseLanguage(await localeCookie.parse(request.headers.get("Cookie")));
  if (fromCookie && supportedLanguages.includes(fromCookie)) return fromCookie;
  return null;
}

const i18nextOptions = {
  resources: Object.fromEntries(Object.entries(translations).map(([lng, t]) => [lng, { translation: t }])),
  fallbackLng: defaultLanguage,
  supportedLngs: supportedLanguages,
  interpolation: { escapeValue: false },
};

export const [i18nextMiddleware, getLocale, getInstanceFromMiddleware] = createI18nextMiddleware({
  detection: {
    supportedLanguages,
    fallbackLanguage: defaultLanguage,
    findLocale,
    order: ["custom", "header"],
  },
  i18next: i18nextOptions,
  plugins: [initReactI18next],
});

let fallbackInstance: i18n | undefined;

/**
 * The request's i18next instance. When a request failed before the i18n
 * middleware ran, the error page is still rendered, in the default language.
 */
export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  try {
    return getInstanceFromMiddleware(context);
  } catch {
    if (!fallbackInstance) {
      fallbackInstance = createInstance({ ...i18nextOptions, lng: defaultLanguage, initAsync: false });
      fallbackInstance.use(initReactI18next).init();
    }
    return fallbackInstance;
  }
}

/** The translate function of the request's language, for loaders and actions. */
export function translator(context: Readonly<RouterContextProvider>) {
  return getInstance(context).t;
}
