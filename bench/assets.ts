/**
 * The JS and CSS a page makes the browser load, gzipped as a server would
 * send them. Read from the page's HTML (inline scripts, script sources, module
 * preloads, stylesheets and the modules its inline scripts import), then every
 * static import of those modules in turn, plus the chunk of the page's
 * language that the client entry loads before hydrating. Lazy imports other
 * than that are left out: the page does not load them.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type PageAssets = { jsFiles: number; jsGzipBytes: number; cssFiles: number; cssGzipBytes: number };

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1] ?? null;

/** URLs (site-absolute paths) of the scripts and stylesheets the HTML names. */
export function referencedAssets(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attribute(tag, "src");
    if (src) found.add(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (href && (rel === "modulepreload" || rel === "stylesheet")) found.add(href);
  }
  // Inline module scripts import the route modules and the client entry by path.
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, url] of body!.matchAll(/["'](\/[^"'\s]+\.(?:js|css))["']/g)) found.add(url!);
  }
  return [...found].filter((url) => url.startsWith("/") && !url.startsWith("//")).map((url) => url.split(/[?#]/)[0]!);
}

/** The modules a built module imports statically (`import "./x.js"`, `from "./x.js"`), as site paths. */
function staticImports(source: string, fromUrl: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map(([, spec]) => new URL(spec!, `http://site${fromUrl}`).pathname);
}

/** The chunk `import.meta.glob` loads for one language's strings in the client entry's translation loader. */
function languageChunks(source: string, fromUrl: string, language: string): string[] {
  const match = new RegExp(`"\\./locales/${language}/index\\.ts":\\(\\)=>\\w+\\(\\(\\)=>import\\("([^"]+)"\\)`).exec(source);
  return match ? [new URL(match[1]!, `http://site${fromUrl}`).pathname] : [];
}

/** The inline scripts the page runs (not JSON data blocks), as one text. */
function inlineScripts(html: string): string {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/(?:ld\+)?json"/.test(attributes!))
    .map(([, , body]) => body)
    .join("\n");
}

/** Gzipped JS and CSS bytes of one page's assets, read from `clientDir` (build/client). */
export function pageAssets(html: string, clientDir: string, language = "id"): PageAssets {
  const seen = new Set<string>();
  const queue = referencedAssets(html);
  const totals: PageAssets = { jsFiles: 0, jsGzipBytes: 0, cssFiles: 0, cssGzipBytes: 0 };
  const inline = inlineScripts(html);
  if (inline) totals.jsGzipBytes += gzipSync(inline).length;
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(clientDir, decodeURIComponent(url));
    if (!file.startsWith(clientDir) || !existsSync(file)) throw new Error(`the page names ${url}, which is not in ${clientDir}`);
    const content = readFileSync(file);
    const gzipped = gzipSync(content).length;
    if (url.endsWith(".css")) {
      totals.cssFiles += 1;
      totals.cssGzipBytes += gzipped;
      continue;
    }
    totals.jsFiles += 1;
    totals.jsGzipBytes += gzipped;
    const source = content.toString("utf8");
    queue.push(...staticImports(source, url));
    queue.push(...languageChunks(source, url, language));
  }
  return totals;
}
