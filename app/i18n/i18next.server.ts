import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { LanguageDetector } from "remix-i18next/server";
import { defaultLanguage, normaliseLanguage } from "./languages";
import { remembered } from "~/utils/remembered";
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

const languageDetector = new LanguageDetector({
  supportedLanguages,
  fallbackLanguage: defaultLanguage,
  findLocale,
  order: ["custom", "header"],
});

/** The detection's last step on its own: the language an Accept-Language header picks. */
const headerDetector = new LanguageDetector({ supportedLanguages, fallbackLanguage: defaultLanguage, order: ["header"] });
/** Headers remembered before starting over: browsers send a few dozen distinct ones, made-up ones cannot grow it without bound. */
const headerLanguages = remembered<string, Promise<string>>(1_000);

/**
 * The language an Accept-Language header picks when neither `?lng=` nor the
 * cookie names one, worked out once per header. The rendered-page cache keys
 * pages by it rather than by the header: phones that send
 * "id-ID,id;q=0.9,en-US;q=0.8" and "id" get the same page, rendered once per
 * version for both.
 */
export function languageOfHeader(header: string): Promise<string> {
  // Inside a promise, so a header the Request refuses is a rejection, not a throw.
  return headerLanguages(header, () => Promise.resolve().then(() => headerDetector.detect(new Request("http://laga.invalid/", { headers: { "Accept-Language": header } }))));
}

const localeContext = createContext<string>();
const instanceContext = createContext<i18n>();

/**
 * One i18next per language, made on first use and shared by every request in
 * that language: the translations are all in memory and never change while
 * the server runs, and nothing on the server switches an instance's language
 * (the browser's own instance does, in root.tsx). Making and initialising one
 * per request repeated the same work on every page.
 */
const instances = new Map<string, i18n>();
export function instanceFor(language: string): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance({ ...i18nextOptions, lng: language, initAsync: false });
    void instance.use(initReactI18next).init();
    instances.set(language, instance);
  }
  return instance;
}

/** Root middleware: the request's language (`?lng=`, the cookie, Accept-Language) and its i18next instance. */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const language = await languageDetector.detect(request);
  context.set(localeContext, language);
  context.set(instanceContext, instanceFor(language));
  return next();
};

export function getLocale(context: Readonly<RouterContextProvider>): string {
  return context.get(localeContext);
}

/**
 * The request's i18next instance. When a request failed before the i18n
 * middleware ran, the error page is still rendered, in the default language.
 */
export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  try {
    return context.get(instanceContext);
  } catch {
    return instanceFor(defaultLanguage);
  }
}

/** The translate function of the request's language, for loaders and actions. */
export function translator(context: Readonly<RouterContextProvider>) {
  return getInstance(context).t;
}
