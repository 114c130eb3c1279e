import i18next from "i18next";
import type { DeepStrings, Translation } from "./resources";
import type idCore from "./locales/id/core";
import type idPublic from "./locales/id/public";

type Module<T> = { default: T };

const fullLocales = import.meta.glob<Module<Translation>>("./locales/*/index.ts");
const coreLocales = import.meta.glob<Module<DeepStrings<typeof idCore>>>("./locales/*/core.ts");
const publicLocales = import.meta.glob<Module<DeepStrings<typeof idPublic>>>("./locales/*/public.ts");

/**
 * Spectators' pages need only the shared and the public strings — a sixth of
 * the whole — so a phone opening an event's link downloads just those. Staff
 * screens load every string.
 */
export type TranslationScope = "public" | "full";

const publicPaths = /^\/(?:$|live-event(?:\/|$)|overview$|groups$|schedule(?:$|\/)|match-results$|match-detail\/)/;

export function scopeOfPath(pathname: string): TranslationScope {
  return publicPaths.test(pathname) ? "public" : "full";
}

const known = (lng: string) => (`./locales/${lng}/index.ts` in fullLocales ? lng : "id");

/** Downloads one locale's strings for a scope; an unknown code falls back to Indonesian. */
export async function loadTranslation(lng: string, scope: TranslationScope): Promise<Partial<Translation>> {
  const code = known(lng);
  if (scope === "full") return (await fullLocales[`./locales/${code}/index.ts`]!()).default;
  const [core, publicSite] = await Promise.all([coreLocales[`./locales/${code}/core.ts`]!(), publicLocales[`./locales/${code}/public.ts`]!()]);
  return { ...core.default, ...publicSite.default };
}

let loadedScope: TranslationScope = "public";

/** The scope the page started with, as entry.client loaded it. */
export function startedWith(scope: TranslationScope) {
  loadedScope = scope;
}

export function currentScope(): TranslationScope {
  return loadedScope;
}

/**
 * Client middleware of the staff layouts: before a staff screen renders after a
 * spectator's page (a client-side navigation), every string of the language.
 */
export async function loadStaffStrings<T>(_args: unknown, next: () => Promise<T>): Promise<T> {
  if (loadedScope !== "full") {
    i18next.addResourceBundle(i18next.language, "translation", await loadTranslation(i18next.language, "full"), true, true);
    loadedScope = "full";
  }
  return next();
}
