import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The exports' modules import in one direction: the registry of exports
 * imports the models, and the models know only the definition's type, which
 * lives where no model is imported back. An import cycle through the registry
 * (a model importing the type from it) ties every exported model's loading to
 * every other's.
 */

const root = path.resolve(import.meta.dirname, "../../..");

/** The app modules a module imports (type-only imports too: a cycle of types is still a cycle of modules). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\b[^"';]*?from\s+"([^"]+)"/gm)) {
    const target = resolve(file, specifier!);
    if (target) found.push(target);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/") ? path.join(root, "app", specifier.slice(2)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, base].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** Every module reachable from `start` by its imports. */
function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop()!;
    for (const target of importsOf(file)) {
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

const app = (file: string) => path.join(root, "app", file);
const relative = (files: Iterable<string>) => [...files].map((file) => path.relative(root, file)).sort();

describe("the exports' imports", () => {
  it("run from the registry to the models, never back", () => {
    const registry = app("exports.server.ts");
    const models = importsOf(registry).filter((file) => file.includes(`${path.sep}models${path.sep}`));
    expect(models.length).toBeGreaterThanOrEqual(11);
    expect(reachable(registry).has(registry), "a module the registry imports imports it back").toBe(false);
    expect(relative(models.filter((model) => reachable(model).has(registry)))).toEqual([]);
  });

  it("keep the definition's type where no model is imported back", () => {
    const registry = app("exports.server.ts");
    const specifier = /import type \{ ExportDefinition \} from "([^"]+)"/.exec(readFileSync(registry, "utf8"))?.[1];
    const definition = specifier ? resolve(registry, specifier) : null;
    expect(definition, "the registry names the module that defines ExportDefinition").not.toBeNull();
    expect(readFileSync(definition!, "utf8")).toMatch(/export type ExportDefinition</);
    expect(reachable(definition!).has(registry)).toBe(false);
    expect(reachable(definition!).has(definition!)).toBe(false);
  });
});
