import type { Translation } from "./resources";

type Module<T> = { default: T };

/** One chunk per language: the browser downloads only the language of the page. */
const locales = import.meta.glob<Module<Translation>>("./locales/*/index.ts");

/** Downloads one locale's strings; an unknown code falls back to Indonesian. */
export async function loadTranslation(lng: string): Promise<Translation> {
  const code = `./locales/${lng}/index.ts` in locales ? lng : "id";
  return (await locales[`./locales/${code}/index.ts`]!()).default;
}
