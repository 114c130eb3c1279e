import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Imports point one way (docs/design.md §1): app/utils needs no model,
 * session, component, route or live module; models import no route and no
 * live module; app/notices no model, route, component or live module; the competition rules in app/domain import only themselves and
 * the pure helpers; and no module imports itself through others. Every import
 * counts, type-only and dynamic ones and `export … from` too: a cycle of types
 * still ties the modules' loading together.
 */

const root = path.resolve(import.meta.dirname, "../..");
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

/** The file an import names, relative to the repository, if it is one of ours. */
function resolve(from: string, specifier: string): string | null {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias ? path.join(root, alias[1] + specifier.slice(alias[0].length)) : specifier.startsWith(".") ? path.resolve(root, path.dirname(from), specifier) : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found ? path.relative(root, found).split(path.sep).join("/") : null;
}

type Edge = { from: string; to: string };

function importEdges(): Edge[] {
  const files = ["app", "server"].flatMap((dir) => sourceFiles(path.join(root, dir))).map((file) => path.relative(root, file).split(path.sep).join("/"));
  return files.flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
    const targets = new Set(importedFiles.map((entry) => resolve(file, entry.fileName)).filter((target) => target !== null));
    return [...targets].map((to) => ({ from: file, to }));
  });
}

const edges = importEdges();

const under = (folder: string) => (file: string) => file.startsWith(`app/${folder}/`);
const importsInto = (fromFolder: string, forbidden: string[]) =>
  edges.filter((edge) => under(fromFolder)(edge.from) && forbidden.some((folder) => under(folder)(edge.to))).map((edge) => `${edge.from} -> ${edge.to}`);

/** The groups of modules that import each other (Tarjan's strongly connected components of more than one module, or one importing itself). */
function cycles(graph: Edge[]): string[][] {
  const targets = new Map<string, string[]>();
  for (const { from, to } of graph) targets.set(from, [...(targets.get(from) ?? []), to]);
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
    for (const target of targets.get(node) ?? []) {
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
      members.push(member);
    } while (member !== node);
    if (members.length > 1 || (targets.get(node) ?? []).includes(node)) found.push(members.sort());
  };
  for (const node of targets.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("layers", () => {
  it("read the import graph of app/ and server/", () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: "app/routes/public/overview.tsx", to: "app/components/public/event-shell.ts" });
  });

  it("app/utils imports no model, auth, component, route or live module", () => {
    expect(importsInto("utils", ["models", "auth", "components", "routes", "live"])).toEqual([]);
  });

  it("app/models imports no route or live module", () => {
    expect(importsInto("models", ["routes", "live"])).toEqual([]);
  });

  it("app/notices (sending Web Push) imports no model, route, component or live module: the models own the queue and hand it their outcomes", () => {
    expect(importsInto("notices", ["models", "routes", "components", "live"])).toEqual([]);
  });

  it("app/domain imports only itself and the pure helpers of app/utils", () => {
    const outside = edges
      .filter((edge) => under("domain")(edge.from) && !under("domain")(edge.to) && !(under("utils")(edge.to) && !/\.server\.tsx?$/.test(edge.to)))
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(outside).toEqual([]);
  });

  it("hold no import cycle", () => {
    expect(cycles(edges).map((members) => members.join(" <-> "))).toEqual([]);
  });
});
