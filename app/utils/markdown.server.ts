/**
 * Event descriptions are Markdown typed by staff and shown to everyone, so they
 * are rendered on the server to HTML that can hold no script: every character
 * of the source is HTML-escaped first, and only the tags below are ever
 * written, by this module, with escaped attribute values.
 *
 * Supported: paragraphs (a single newline is a line break, as organisers type
 * in a text box), ATX headings, **bold**, *italic*, ~~struck~~, `code`, fenced
 * code blocks, bullet and numbered lists, blockquotes, rules, links and images.
 * Raw HTML is shown as text. Link targets may be http(s), mailto or relative;
 * images come from /uploads/ or http(s).
 *
 * Headings start at h3 because the page already has its h1 and h2: the
 * shallowest level a text uses becomes h3 and deeper ones follow without gaps
 * (# and ## give h3 and h4; a text written with ### only also starts at h3),
 * so the page's outline never skips a level.
 */

import { replaceCodeSpans, replaceLinks, type LinkSpan, type ReadingMeter } from "./markdown-spans";

export type ImageSize = { width: number; height: number };

export type MarkdownOptions = {
  /** Intrinsic size of an image, so the page does not shift when it loads. */
  imageSize?: (src: string) => ImageSize | null;
  /** Counts the characters the readers of links, images and code spans look at (the tests show the work is linear). */
  meter?: ReadingMeter;
};

type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "code"; text: string }
  | { kind: "quote"; blocks: Block[] }
  | { kind: "list"; ordered: boolean; start: number; loose: boolean; items: Block[][] }
  | { kind: "rule" };

/** Longer descriptions are cut: nobody reads them on a phone, and parsing stays cheap. */
const maxLength = 50_000;
/** Quotes and lists nest at most this deep; deeper markers are read as text. */
const maxDepth = 4;

const fencePattern = /^ {0,3}(`{3,}|~{3,})[^`]*$/;
const headingPattern = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const rulePattern = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const quotePattern = /^ {0,3}>/;
const bulletPattern = /^( {0,3})([-*+])[ \t]+(.*)$/;
const orderedPattern = /^( {0,3})(\d{1,9})([.)])[ \t]+(.*)$/;

const isBlank = (line: string) => line.trim() === "";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function normalise(source: string): string {
  return (
    source
      .slice(0, maxLength)
      .replace(/\r\n?/g, "\n")
      .replace(/\t/g, "    ")
      // Control characters never reach the page (NUL also marks placeholders below).
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "")
  );
}

// ─── Blocks ──────────────────────────────────────────────────────────────────

type ListMarker = { ordered: boolean; marker: string; start: number; indent: number; content: string };

function listMarker(line: string): ListMarker | null {
  if (rulePattern.test(line)) return null;
  const bullet = bulletPattern.exec(line);
  if (bullet) return { ordered: false, marker: bullet[2]!, start: 1, indent: bullet[1]!.length + 2, content: bullet[3]! };
  const ordered = orderedPattern.exec(line);
  if (ordered) {
    return { ordered: true, marker: ordered[3]!, start: Number(ordered[2]), indent: ordered[1]!.length + ordered[2]!.length + 2, content: ordered[4]! };
  }
  return null;
}

function startsBlock(line: string): boolean {
  return fencePattern.test(line) || headingPattern.test(line) || rulePattern.test(line) || quotePattern.test(line) || listMarker(line) !== null;
}

/** As in CommonMark, a numbered line interrupts a paragraph only when it starts at 1 ("2024. Tahun …" stays text). */
function interruptsParagraph(line: string): boolean {
  const marker = listMarker(line);
  return marker ? !marker.ordered || marker.start === 1 : startsBlock(line);
}

/** Removes up to `count` leading spaces. */
const outdent = (line: string, count: number) => line.replace(new RegExp(`^ {0,${count}}`), "");

function parseBlocks(lines: readonly string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }

    const fence = fencePattern.exec(line);
    if (fence) {
      const closing = new RegExp(`^ {0,3}${fence[1]![0] === "`" ? "`" : "~"}{${fence[1]!.length},}[ \\t]*$`);
      const body: string[] = [];
      for (i++; i < lines.length && !closing.test(lines[i]!); i++) body.push(lines[i]!);
      i++;
      blocks.push({ kind: "code", text: body.join("\n") });
      continue;
    }

    const heading = headingPattern.exec(line);
    if (heading) {
      const text = (heading[2] ?? "").trim();
      // An empty heading would only confuse a screen reader's outline.
      if (text) blocks.push({ kind: "heading", level: heading[1]!.length, text });
      i++;
      continue;
    }

    if (rulePattern.test(line)) {
      blocks.push({ kind: "rule" });
      i++;
      continue;
    }

    if (quotePattern.test(line) && depth < maxDepth) {
      const quoted: string[] = [];
      for (; i < lines.length && quotePattern.test(lines[i]!); i++) quoted.push(lines[i]!.replace(/^ {0,3}> ?/, ""));
      blocks.push({ kind: "quote", blocks: parseBlocks(quoted, depth + 1) });
      continue;
    }

    const first = listMarker(line);
    if (first && depth < maxDepth) {
      const list = { kind: "list" as const, ordered: first.ordered, start: first.start, loose: false, items: [] as Block[][] };
      let marker: ListMarker | null = first;
      while (marker) {
        const content = [marker.content];
        let sawBlank = false;
        for (i++; i < lines.length; i++) {
          const next = lines[i]!;
          if (isBlank(next)) {
            sawBlank = true;
            content.push("");
            continue;
          }
          const indented = /^ {2,}/.test(next);
          if (indented) {
            content.push(outdent(next, marker.indent));
            continue;
          }
          // A line that is not indented continues the item's text only right after it (a "lazy" line).
          if (!sawBlank && !startsBlock(next)) {
            content.push(next);
            continue;
          }
          break;
        }
        while (content.length > 1 && isBlank(content.at(-1)!)) content.pop();
        list.items.push(parseBlocks(content, depth + 1));
        const next: ListMarker | null = i < lines.length ? listMarker(lines[i]!) : null;
        const following = next && next.ordered === first.ordered && next.marker === first.marker ? next : null;
        if (content.some(isBlank) || (sawBlank && following)) list.loose = true;
        marker = following;
      }
      blocks.push(list);
      continue;
    }

    const paragraph = [line.trim()];
    for (i++; i < lines.length && !isBlank(lines[i]!) && !interruptsParagraph(lines[i]!); i++) paragraph.push(lines[i]!.trim());
    blocks.push({ kind: "paragraph", text: paragraph.join("\n") });
  }
  return blocks;
}

function headingLevels(blocks: readonly Block[], found = new Set<number>()): Set<number> {
  for (const block of blocks) {
    if (block.kind === "heading") found.add(block.level);
    else if (block.kind === "quote") headingLevels(block.blocks, found);
    else if (block.kind === "list") block.items.forEach((item) => headingLevels(item, found));
  }
  return found;
}

// ─── Link and image targets ─────────────────────────────────────────────────

const namedEntities: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  sol: "/",
  bsol: "\\",
  period: ".",
  lpar: "(",
  rpar: ")",
  nbsp: " ",
};

/** Entities a browser would decode in an attribute, decoded repeatedly so "&amp;#58;" is caught too. */
function decodeEntities(text: string): string {
  let current = text;
  for (let pass = 0; pass < 3; pass++) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
      .replace(/&([a-z]+);?/gi, (entity, name: string) => namedEntities[name.toLowerCase()] ?? entity);
    if (next === current) break;
    current = next;
  }
  return current;
}

type Target = { url: string; scheme: string | null };

/**
 * What a target would mean to a browser, judged strictly: entities decoded,
 * every whitespace and control character removed, case folded. Only then is
 * the scheme read, so "JaVa&#115;cript:", "java\tscript:" or " javascript:"
 * are all recognised and refused.
 */
function readTarget(raw: string): Target | null {
  const url = (raw.startsWith("<") && raw.endsWith(">") ? raw.slice(1, -1) : raw).trim();
  if (!url) return null;
  const probe = decodeEntities(url)
    .replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2060\u3000\ufeff]/g, "")
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(probe)?.[1] ?? null;
  // Without a scheme, a colon before the path could still be read as one by some parser: refuse it.
  if (!scheme && /^[^/?#]*:/.test(probe)) return null;
  return { url, scheme };
}

function linkTarget(raw: string): { href: string; external: boolean } | null {
  const target = readTarget(raw);
  if (!target) return null;
  const { url, scheme } = target;
  if (scheme !== null && scheme !== "http" && scheme !== "https" && scheme !== "mailto") return null;
  const external = scheme === "http" || scheme === "https" || /^[/\\]{2}/.test(url);
  return { href: url, external };
}

function imageSource(raw: string): string | null {
  const target = readTarget(raw);
  if (!target) return null;
  if (target.scheme === "http" || target.scheme === "https") return target.url;
  return target.scheme === null && target.url.startsWith("/uploads/") && !target.url.includes("..") ? target.url : null;
}

const attribute = (value: string) => escapeHtml(value.replace(/\s/g, (c) => encodeURIComponent(c)));

// ─── Inline ──────────────────────────────────────────────────────────────────

/** Rendered pieces wait in the stash behind a NUL-delimited index, so later rules never look inside them. */
type Stash = { pieces: string[]; options: MarkdownOptions };

const keep = (stash: Stash, html: string) => `\u0000${stash.pieces.push(html) - 1}\u0000`;

function restore(stash: Stash, html: string): string {
  let current = html;
  // Stashed pieces may hold other pieces' markers; a few passes resolve any nesting the rules create.
  for (let pass = 0; pass < 8 && current.includes("\u0000"); pass++) {
    current = current.replace(/\u0000(\d+)\u0000/g, (_, index: string) => stash.pieces[Number(index)] ?? "");
  }
  return current.replace(/\u0000/g, "");
}

const autolinkPattern = /<((?:https?:\/\/|mailto:)[^\s<>\u0000]+)>/gi;
const bareUrlPattern = /(^|[\s(])(https?:\/\/[^\s<>"'\u0000]+)/gi;

function anchor(stash: Stash, target: { href: string; external: boolean }, html: string, title?: string): string {
  const rel = target.external ? ' rel="nofollow noopener noreferrer"' : "";
  const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
  return keep(stash, `<a href="${attribute(target.href)}"${rel}${titleAttribute}>${html}</a>`);
}

/**
 * The emphasis markers in the order they are read: a marker followed by text
 * opens, the nearest marker after some text closes (`__` and `_` only outside
 * words), and what a pair holds is read again for the other markers.
 */
const emphasisRules = [
  { marker: "**", tag: "strong", wordBound: false },
  { marker: "__", tag: "strong", wordBound: true },
  { marker: "~~", tag: "del", wordBound: false },
  { marker: "*", tag: "em", wordBound: false },
  { marker: "_", tag: "em", wordBound: true },
] as const;
/** Emphasis nests at most this deep; deeper markers stay text, so a text is read at most this many times over. */
const maxEmphasisDepth = emphasisRules.length;

const wordCharacter = /[\p{L}\p{N}_]/u;
const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

/** Whether the character (a whole code point) starting at `index` is a letter, digit or underscore. */
function isWordAt(text: string, index: number): boolean {
  return index >= 0 && index < text.length && wordCharacter.test(String.fromCodePoint(text.codePointAt(index)!));
}

/** Where the character (a whole code point) before `index` starts. */
function previousCharacter(text: string, index: number): number {
  const low = text.charCodeAt(index - 1);
  const high = text.charCodeAt(index - 2);
  return low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff ? index - 2 : index - 1;
}

/**
 * One marker's pairs, in one pass: the places that can close are listed first,
 * so an opener that finds none after it ends the search instead of reading on
 * to the end of the text for each marker (which made "__a __a …" quadratic).
 */
function pairUp(stash: Stash, text: string, rule: (typeof emphasisRules)[number], depth: number): string {
  const { marker, tag, wordBound } = rule;
  const closers: number[] = [];
  for (let at = text.indexOf(marker, 1); at !== -1; at = text.indexOf(marker, at + 1)) {
    if (!isSpace(text[at - 1]) && !(wordBound && isWordAt(text, at + marker.length))) closers.push(at);
  }
  let html = "";
  let done = 0;
  let closer = 0;
  for (let at = text.indexOf(marker); at !== -1 && closers.length > 0; at = text.indexOf(marker, at + 1)) {
    const first = at + marker.length;
    if (first >= text.length || isSpace(text[first])) continue;
    if (wordBound && at > 0) {
      // The character before the marker is read with it, so it must not belong to the pair before.
      const before = previousCharacter(text, at);
      if (before < done || isWordAt(text, before)) continue;
    }
    while (closer < closers.length && closers[closer]! <= first) closer++;
    if (closer === closers.length) break;
    const end = closers[closer]!;
    html += text.slice(done, at) + keep(stash, `<${tag}>${emphasis(stash, text.slice(first, end), depth + 1)}</${tag}>`);
    done = end + marker.length;
    at = done - 1;
  }
  return html + text.slice(done);
}

/** Bold, italic and struck text on already-escaped text; each result is kept whole so the next rule cannot split it. */
function emphasis(stash: Stash, text: string, depth = 0): string {
  if (depth >= maxEmphasisDepth) return text;
  return emphasisRules.reduce((current, rule) => pairUp(stash, current, rule, depth), text);
}

/** Inline Markdown to HTML pieces (still holding stash markers); links are not allowed inside link text. */
function inline(stash: Stash, text: string, allowLinks = true): string {
  const { meter } = stash.options;
  let s = text.replace(/\\([\\`*_{}[\]()#+\-.!~<>|&"'])/g, (_, c: string) => keep(stash, escapeHtml(c)));
  s = replaceCodeSpans(s, (code) => keep(stash, `<code>${escapeHtml(code.replace(/\n/g, " "))}</code>`), meter);

  const image = ({ label: alt, destination, title }: LinkSpan) => {
    const src = imageSource(destination);
    // A refused source leaves the description of the picture, never a link to it.
    if (!src) return keep(stash, escapeHtml(alt));
    const size = stash.options.imageSize?.(src);
    const dimensions = size ? ` width="${size.width}" height="${size.height}"` : "";
    return keep(stash, `<img src="${attribute(src)}" alt="${escapeHtml(alt)}"${title ? ` title="${escapeHtml(title)}"` : ""}${dimensions} loading="lazy" decoding="async">`);
  };
  s = replaceLinks(s, "image", image, meter);

  if (allowLinks) {
    const link = ({ label, destination, title }: LinkSpan) => {
      const target = linkTarget(destination);
      if (!target) return inline(stash, label, false);
      return anchor(stash, target, inline(stash, label, false), title);
    };
    s = replaceLinks(s, "link", link, meter);
    s = s.replace(autolinkPattern, (whole, raw: string) => {
      const target = linkTarget(raw);
      return target ? anchor(stash, target, escapeHtml(raw)) : whole;
    });
    s = s.replace(bareUrlPattern, (_, before: string, raw: string) => {
      // Trailing punctuation ends the sentence, not the address.
      const url = raw.replace(/[.,:;!?]+$/, "").replace(/\)+$/, (parens) => (raw.includes("(") ? parens : ""));
      const rest = raw.slice(url.length);
      const target = linkTarget(url);
      return target ? before + anchor(stash, target, escapeHtml(url)) + rest : before + raw;
    });
  }

  return emphasis(stash, escapeHtml(s)).replace(/\n/g, "<br>");
}

// ─── Rendering ───────────────────────────────────────────────────────────────

function renderBlocks(stash: Stash, blocks: readonly Block[], levels: ReadonlyMap<number, number>, tight = false): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case "heading": {
          const tag = `h${levels.get(block.level) ?? 6}`;
          return `<${tag}>${inline(stash, block.text)}</${tag}>`;
        }
        case "paragraph":
          return tight ? inline(stash, block.text) : `<p>${inline(stash, block.text)}</p>`;
        case "code":
          return `<pre><code>${escapeHtml(block.text)}</code></pre>`;
        case "quote":
          return `<blockquote>${renderBlocks(stash, block.blocks, levels)}</blockquote>`;
        case "rule":
          return "<hr>";
        case "list": {
          const tag = block.ordered ? "ol" : "ul";
          const start = block.ordered && block.start !== 1 ? ` start="${block.start}"` : "";
          const items = block.items.map((item) => `<li>${renderBlocks(stash, item, levels, !block.loose)}</li>`).join("");
          return `<${tag}${start}>${items}</${tag}>`;
        }
      }
    })
    .join(tight ? "" : "\n");
}

/** Safe HTML for a Markdown text; an empty text gives "". */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  const blocks = parseBlocks(normalise(source).split("\n"), 0);
  const used = [...headingLevels(blocks)].sort((a, b) => a - b);
  const levels = new Map(used.map((level, i) => [level, Math.min(6, 3 + i)]));
  const stash: Stash = { pieces: [], options };
  return restore(stash, renderBlocks(stash, blocks, levels));
}

/** The words of a Markdown text without its markup, for meta descriptions and link previews. */
export function markdownToPlainText(source: string, meter?: ReadingMeter): string {
  const text = normalise(source)
    .replace(/^ {0,3}(`{3,}|~{3,}).*$/gm, "")
    .replace(/^ {0,3}(#{1,6}|>|[-*+]|\d{1,9}[.)])[ \t]+/gm, "");
  const words = replaceLinks(
    replaceLinks(text, "image", (image) => image.label, meter),
    "link",
    (link) => link.label,
    meter,
  );
  return words
    .replace(/\\([\\`*_{}[\]()#+\-.!~<>|&"'])/g, "$1")
    .replace(/[*_~`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
