import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { instanceFor } from "~/i18n/i18next.server";
import { languages } from "~/i18n/languages";
import { translations } from "~/i18n/resources";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === "locales" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

const indonesian = leaves(translations.id as Tree);
/** Interpolations a translation must keep: i18next `{{name}}` (or `{{name, format}}`) and the upload messages' `#name#`. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}|#(\w+)#/g)].map((m) => m[1] ?? m[2]).sort();

/** Keys whose Indonesian text names a count: each language gives them its plural forms. */
const counted = [...indonesian].filter(([, text]) => placeholders(text).includes("count")).map(([key]) => key);
/** The language's CLDR categories, from the same Intl i18next asks, so the test follows the data it runs on. */
const categoriesOf = (code: string) => new Intl.PluralRules(code).resolvedOptions().pluralCategories;
/** The key i18next reads for a category: `key_<category>`, and the key itself for "other". */
const formOf = (key: string, category: string) => (category === "other" ? key : `${key}_${category}`);
/** Whether a category holds a single whole number (Arabic "two" is 2 alone), so its text may say the number in words. */
const singleNumber = (code: string, category: string) => {
  const rule = new Intl.PluralRules(code);
  return Array.from({ length: 1001 }, (_, n) => rule.select(n)).filter((c) => c === category).length === 1;
};
const sampleCounts = [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 1_000_000];

describe("locales", () => {
  it("Indonesian, the fallback, has no empty string", () => {
    for (const [key, value] of indonesian) expect(value.trim(), key).not.toBe("");
  });

  it("has counted keys to check", () => {
    expect(counted.length).toBeGreaterThan(50);
  });

  const present = languages.filter((language) => translations[language.code]);
  it.each(present.map((l) => l.code))("%s carries exactly the Indonesian keys and its plural forms of the counted ones, none empty, with the same placeholders", (code) => {
    const locale = leaves(translations[code] as Tree);
    const forms = counted.flatMap((key) =>
      categoriesOf(code)
        .filter((c) => c !== "other")
        .map((c) => ({ key, category: c, form: formOf(key, c) })),
    );
    expect([...locale.keys()].sort()).toEqual([...indonesian.keys(), ...forms.map((f) => f.form)].sort());
    for (const [key, value] of indonesian) {
      const text = locale.get(key)!;
      expect(text.trim(), `${code}: ${key}`).not.toBe("");
      expect(placeholders(text), `${code}: ${key}`).toEqual(placeholders(value));
    }
    for (const { key, category, form } of forms) {
      const text = locale.get(form)!;
      expect(text.trim(), `${code}: ${form}`).not.toBe("");
      const allowed = placeholders(indonesian.get(key)!);
      for (const name of placeholders(text)) expect(allowed, `${code}: ${form} has {{${name}}}`).toContain(name);
      if (!singleNumber(code, category)) expect(placeholders(text), `${code}: ${form} must show the count`).toContain("count");
    }
  });

  it.each(present.map((l) => l.code))("%s: i18next picks the form of each count's category, in the language itself", (code) => {
    const t = instanceFor(code).t;
    const locale = leaves(translations[code] as Tree);
    const rule = new Intl.PluralRules(code);
    for (const key of counted) {
      const values = Object.fromEntries(placeholders(indonesian.get(key)!).map((name) => [name, `<${name}>`]));
      for (const count of sampleCounts) {
        const form = formOf(key, rule.select(count));
        const expected = locale
          .get(form)!
          .replace(/\{\{(\w+)(, number)?\}\}/g, (_, name: string, asNumber?: string) => (name !== "count" ? values[name]! : asNumber ? new Intl.NumberFormat(code).format(count) : String(count)));
        const picked = t(key, { ...values, count, returnDetails: true }) as unknown as { res: string; exactUsedKey: string; usedLng: string };
        expect({ key: picked.exactUsedKey, language: picked.usedLng, text: picked.res }, `${code}: ${key} with ${count}`).toEqual({ key: form, language: code, text: expected });
      }
    }
  });

  it("Russian, Polish and Arabic say 1, 2 and 5 matches in their own forms", () => {
    const say = (code: string, count: number) => instanceFor(code).t("dependents.matches", { count });
    expect([1, 2, 5, 21].map((n) => say("ru", n))).toEqual(["1 матч", "2 матча", "5 матчей", "21 матч"]);
    expect([1, 2, 5, 22].map((n) => say("pl", n))).toEqual(["1 mecz", "2 mecze", "5 meczów", "22 mecze"]);
    expect([0, 1, 2, 3, 11, 100].map((n) => say("ar", n))).toEqual(["لا مباريات", "مباراة واحدة", "مباراتان", "3 مباريات", "11 مباراة", "100 مباراة"]);
    expect([1, 2, 1_000_000].map((n) => say("fr", n))).toEqual(["1 match", "2 matchs", "1000000 de matchs"]);
    expect([1, 2].map((n) => say("en", n))).toEqual(["1 match", "2 matches"]);
  });

  it("defines every key the code names", () => {
    const topLevel = new Set([...indonesian.keys()].map((key) => key.split(".")[0]));
    const missing: string[] = [];
    for (const file of sourceFiles(path.resolve("app"))) {
      const text = readFileSync(file, "utf8");
      for (const [, literal] of text.matchAll(/["'`]([a-z][a-zA-Z]*(?:\.[a-zA-Z0-9]+)+)(?:\?[^"'`]*)?["'`]/g)) {
        if (!topLevel.has(literal!.split(".")[0]!)) continue;
        if (!indonesian.has(literal!)) missing.push(`${path.relative(process.cwd(), file)}: ${literal}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
