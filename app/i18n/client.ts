import type { Translation } from "./resources";

const locales = import.meta.glob<{ default: Translation }>("./locales/*/index.ts");

/** Downloads one locale's strings; an unknown code falls back to Indonesian. */
export async function loadTranslation(lng: string): Promise<Translation> {
  const load = locales[`./locales/${lng}/index.ts`] ?? locales["./locales/id/index.ts"]!;
  return (await load()).default;
}
