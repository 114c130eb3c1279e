import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
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
/** Interpolations a translation must keep: i18next `{{name}}` and the upload messages' `#name#`. */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|#(\w+)#/g)].map((m) => m[1] ?? m[2]).sort();

describe("locales", () => {
  it("Indonesian, the fallback, has no empty string", () => {
    for (const [key, value] of indonesian) expect(value.trim(), key).not.toBe("");
  });

  const present = languages.filter((language) => translations[language.code]);
  it.each(present.map((l) => l.code))("%s carries exactly the Indonesian keys, none empty, with the same placeholders", (code) => {
    const locale = leaves(translations[code] as Tree);
    expect([...locale.keys()].sort()).toEqual([...indonesian.keys()].sort());
    for (const [key, value] of locale) {
      expect(value.trim(), `${code}: ${key}`).not.toBe("");
      expect(placeholders(value), `${code}: ${key}`).toEqual(placeholders(indonesian.get(key)!));
    }
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
