import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * No module under app/ or server/ imports itself through others: a cycle
 * makes the order modules load in decide what a module sees of another at
 * start (an export read before it is set), and ties modules that should be
 * apart. Every import counts, type-only and dynamic ones too, as madge counts
 * them. Cycles known and not yet undone are listed by name, with the modules
 * they may hold; any other fails, and so does a listed one that is gone.
 */
const knownCycles: Record<string, RegExp> = {
  "public event shell <-> event layout": /^app\/(components\/public\/event-shell\.ts|routes\/public\/event-layout\.tsx)$/,
  // Types only: each locale is checked against the shape resources.ts builds from the Indonesian one.
  "locales <-> resources": /^app\/i18n\/(resources\.ts|locales\/[a-z]+\/[a-z]+\.ts)$/,
};

const root = path.resolve(".");
const roots = ["app", "server"];
const aliases: [string, string][] = [
  ["~/", "app/"],
  ["#drizzle/", "drizzle/"],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The file an import names, if it is one of ours. */
function resolve(from: string, specifier: string): string | null {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias ? path.join(root, alias[1] + specifier.slice(alias[0].length)) : specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function importGraph() {
  const files = roots.flatMap((dir) => sourceFiles(path.join(root, dir)));
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.map((entry) => resolve(file, entry.fileName)).filter((target): target is string => target !== null && files.includes(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The strongly connected groups of more than one module (Tarjan), each as its modules. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(path.relative(root, member));
    } while (member !== node);
    if (members.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("imports under app/ and server/", () => {
  it("form no cycle but the known ones", () => {
    const named = cycles(importGraph()).map((members) => Object.entries(knownCycles).find(([, allowed]) => members.every((member) => allowed.test(member)))?.[0] ?? members.join(" <-> "));
    expect(named.sort()).toEqual(Object.keys(knownCycles).sort());
  });
});
