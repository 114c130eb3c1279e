import { describe, expect, it } from "vitest";
import { escapeHtml, markdownToPlainText, renderMarkdown } from "~/utils/markdown.server";
import type { ReadingMeter } from "~/utils/markdown-spans";

const allowedTags = new Set(["p", "br", "h3", "h4", "h5", "h6", "strong", "em", "del", "code", "pre", "ul", "ol", "li", "blockquote", "hr", "a", "img"]);
const allowedAttributes = new Set(["href", "rel", "title", "src", "alt", "width", "height", "loading", "decoding", "start"]);

/**
 * The output may hold only the renderer's own tags and attributes, and no
 * link or image may point at a scheme other than http(s), mailto or a relative path.
 */
function expectInert(html: string) {
  for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(allowedTags.has(tag!.toLowerCase()), `tag <${tag}> in ${html}`).toBe(true);
    // Every attribute is name="value" with the value escaped: nothing else can sit inside a tag.
    expect(attributes!.replace(/\s[a-z]+="[^"<>]*"/g, ""), `attributes of <${tag}> in ${html}`).toBe("");
    for (const [, name, value] of attributes!.matchAll(/\s([a-z]+)="([^"]*)"/g)) {
      expect(allowedAttributes.has(name!), `attribute ${name} in ${html}`).toBe(true);
      if (name === "href" || name === "src") {
        const decoded = value!
          .replace(/&amp;/g, "&")
          .replace(/[\s\u0000-\u001f]/g, "")
          .toLowerCase();
        expect(decoded, `${name} in ${html}`).not.toMatch(/^(javascript|data|vbscript|file):/);
      }
    }
  }
  // Text is escaped, so a "<" in the output can only open one of the renderer's own tags.
  expect(html).not.toMatch(/<(script|svg|iframe|style|object|embed|math|form)/i);
}

describe("renderMarkdown: what organisers write", () => {
  it("renders paragraphs, line breaks, bold, italic, struck text and inline code", () => {
    expect(renderMarkdown("Martabaks **kembali**! *Best of 3*, ~~batal~~ `6-6`.\nBaris dua.\n\nParagraf dua.")).toBe(
      "<p>Martabaks <strong>kembali</strong>! <em>Best of 3</em>, <del>batal</del> <code>6-6</code>.<br>Baris dua.</p>\n<p>Paragraf dua.</p>",
    );
  });

  it("demotes # and ## to h3 and h4 below the page's own h1 and h2", () => {
    expect(renderMarkdown("# Format\n\n## Grup\n\n### Detail")).toBe("<h3>Format</h3>\n<h4>Grup</h4>\n<h5>Detail</h5>");
  });

  it("starts a text's shallowest heading at h3 so the outline has no gap", () => {
    expect(renderMarkdown("### Format\ntext\n\n#### Sub")).toBe("<h3>Format</h3>\n<p>text</p>\n<h4>Sub</h4>");
    expect(renderMarkdown("#hashtag bukan judul")).toBe("<p>#hashtag bukan judul</p>");
  });

  it("renders bullet and numbered lists, nested lists and loose items", () => {
    expect(renderMarkdown("- satu\n- **dua**\n  - dalam\n\n3. tiga\n4. empat")).toBe(
      '<ul><li>satu</li><li><strong>dua</strong><ul><li>dalam</li></ul></li></ul>\n<ol start="3"><li>tiga</li><li>empat</li></ol>',
    );
    expect(renderMarkdown("- a\n\n- b")).toBe("<ul><li><p>a</p></li><li><p>b</p></li></ul>");
    expect(renderMarkdown("2024. Tahun yang baik")).toBe('<ol start="2024"><li>Tahun yang baik</li></ol>');
    expect(renderMarkdown("Hadiah:\n2024. bukan daftar")).toBe("<p>Hadiah:<br>2024. bukan daftar</p>");
  });

  it("renders blockquotes, rules and fenced code with its content escaped", () => {
    expect(renderMarkdown("> kutipan **tebal**\n> lanjut\n\n---\n\n```js\n<b>a</b> & b\n```")).toBe(
      "<blockquote><p>kutipan <strong>tebal</strong><br>lanjut</p></blockquote>\n<hr>\n<pre><code>&lt;b&gt;a&lt;/b&gt; &amp; b</code></pre>",
    );
  });

  it("renders links, marking external ones nofollow noopener noreferrer", () => {
    expect(renderMarkdown('[Instagram](https://www.instagram.com/ "IG") · [Jadwal](/live-event/schedule/x?a=1&b=2) · [Surat](mailto:info@laga.id)')).toBe(
      '<p><a href="https://www.instagram.com/" rel="nofollow noopener noreferrer" title="IG">Instagram</a> · <a href="/live-event/schedule/x?a=1&amp;b=2">Jadwal</a> · <a href="mailto:info@laga.id">Surat</a></p>',
    );
    expect(renderMarkdown("Info: https://laga.id/daftar.")).toBe('<p>Info: <a href="https://laga.id/daftar" rel="nofollow noopener noreferrer">https://laga.id/daftar</a>.</p>');
    expect(renderMarkdown("<https://laga.id>")).toBe('<p><a href="https://laga.id" rel="nofollow noopener noreferrer">https://laga.id</a></p>');
  });

  it("renders images from /uploads/ and http(s) with their size when known", () => {
    const html = renderMarkdown("![Lapangan](/uploads/2025/11/court.png) ![Luar](https://cdn.example/x.jpg)", {
      imageSize: (src) => (src === "/uploads/2025/11/court.png" ? { width: 800, height: 600 } : null),
    });
    expect(html).toBe(
      '<p><img src="/uploads/2025/11/court.png" alt="Lapangan" width="800" height="600" loading="lazy" decoding="async"> <img src="https://cdn.example/x.jpg" alt="Luar" loading="lazy" decoding="async"></p>',
    );
  });

  it("keeps backslash-escaped markup as text", () => {
    expect(renderMarkdown("\\*bukan miring\\* dan snake_case_name")).toBe("<p>*bukan miring* dan snake_case_name</p>");
  });

  it("gives nothing for an empty text", () => {
    expect(renderMarkdown("")).toBe("");
    expect(renderMarkdown("  \n\n ")).toBe("");
  });
});

describe("renderMarkdown: nothing executable gets through", () => {
  const attacks: Record<string, string> = {
    "script tag": "<script>alert(1)</script>",
    "script tag split over lines": "<scr\nipt>alert(1)</script>",
    "img onerror": '<img src=x onerror="alert(1)">',
    "svg onload": "<svg onload=alert(1)><circle/></svg>",
    iframe: '<iframe src="javascript:alert(1)"></iframe>',
    "style tag": "<style>body{background:url(javascript:alert(1))}</style>",
    "event handler in a fake attribute": '<a href="#" onclick="alert(1)">x</a>',
    "html inside a heading": "# <img src=x onerror=alert(1)>",
    "html inside a list": "- <b onmouseover=alert(1)>x</b>",
    "html inside link text": "[<img src=x onerror=alert(1)>](https://laga.id)",
    "quote breaking out of href": '[x](https://laga.id/"onmouseover="alert(1))',
    "quote breaking out of title": '[x](https://laga.id "a\\" onmouseover=\\"alert(1)")',
    "quote breaking out of alt": '![x" onerror="alert(1)](/uploads/a.png)',
    "javascript link": "[x](javascript:alert(1))",
    "mixed case": "[x](JaVaScRiPt:alert(1))",
    "leading spaces": "[x](   javascript:alert(1))",
    "tab inside the scheme": "[x](java\tscript:alert(1))",
    "newline inside the scheme": "[x](java\nscript:alert(1))",
    "decimal entity": "[x](&#106;avascript:alert(1))",
    "hex entity": "[x](&#x6A;avascript:alert(1))",
    "entity without semicolon": "[x](&#106avascript:alert(1))",
    "named colon entity": "[x](javascript&colon;alert(1))",
    "double-encoded entity": "[x](javascript&amp;#58;alert(1))",
    "tab entity": "[x](java&Tab;script:alert(1))",
    "control character": "[x](java\u0001script:alert(1))",
    "zero-width space": "[x](java\u200bscript:alert(1))",
    "angle-bracket destination": "[x](<javascript:alert(1)>)",
    "data url": "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    vbscript: "[x](vbscript:msgbox(1))",
    "autolink javascript": "<javascript:alert(1)>",
    "image javascript": "![x](javascript:alert(1))",
    "image data": "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
    "image traversal": "![x](/uploads/../../etc/passwd)",
    "reference to a protocol-relative image": "![x](//evil.example/x.png)",
    "code span with html": "`<script>alert(1)</script>`",
    "entities kept as text": "&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;",
    "nested quotes": "> > > > > > <script>alert(1)</script>",
  };

  for (const [name, source] of Object.entries(attacks)) {
    it(name, () => expectInert(renderMarkdown(source)));
  }

  it("shows raw HTML as text rather than dropping it", () => {
    expect(renderMarkdown("<b>tebal</b>")).toBe("<p>&lt;b&gt;tebal&lt;/b&gt;</p>");
  });

  it("keeps a refused link's text and a refused image's description", () => {
    expect(renderMarkdown("[klik](javascript:alert(1))")).toBe("<p>klik</p>");
    expect(renderMarkdown("![foto](data:image/png;base64,AAAA)")).toBe("<p>foto</p>");
  });

  it("escapes every HTML-special character", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("renderMarkdown: bounded work", () => {
  /** CPU time of this process, so other programs on a busy machine do not count. */
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };

  /** Texts at the longest a description may be (50,000 characters) whose markers never close, or close deep inside each other. */
  const unclosed: Record<string, string> = {
    "__a ": "__a ".repeat(12_500),
    "**a ": "**a ".repeat(12_500),
    "~~a ": "~~a ".repeat(12_500),
    "*a ": "*a ".repeat(16_666),
    "_a ": "_a ".repeat(16_666),
    "openers closed by one run of underscores": `${" __b".repeat(6_250)}x${"_".repeat(25_000)}`,
  };

  // Each marker that found no partner used to read on to the end of the text: 50,000 characters of "__a " took over a second, the last text overflowed the stack.
  for (const [name, source] of Object.entries(unclosed)) {
    it(`renders 50,000 characters of ${name} in a fraction of the time a quadratic reading takes`, () => {
      const started = cpuMs();
      const html = renderMarkdown(source);
      expect(cpuMs() - started).toBeLessThan(300);
      expect(html).toMatch(/^<p>[\s\S]*<\/p>$/);
    });
  }

  // The meta description of an event page: 50,000 characters of "[" or "![" took 1.6 and 2.1 s of CPU.
  for (const source of ["[".repeat(50_000), "![".repeat(25_000)]) {
    it(`reads 50,000 characters of ${source.slice(0, 2)}… into plain text in a fraction of the time a quadratic reading takes`, () => {
      const started = cpuMs();
      expect(markdownToPlainText(source)).toBe(source);
      expect(cpuMs() - started).toBeLessThan(300);
    });
  }

  /** Texts of any length whose links, images or code spans never close, or close far away. */
  const openSpans: Record<string, (length: number) => string> = {
    "[": (length) => "[".repeat(length),
    "![": (length) => "![".repeat(length / 2),
    "[a](": (length) => "[a](".repeat(length / 4),
    "![a](": (length) => "![a](".repeat(length / 5),
    "[a": (length) => "[a".repeat(length / 2),
    '[a](x "': (length) => '[a](x "'.repeat(length / 7),
    "[a](<": (length) => "[a](<".repeat(length / 5),
    "[a](x(": (length) => "[a](x(".repeat(length / 6),
    "runs of backticks one longer each time": (length) => {
      let text = "";
      for (let run = 1; text.length + run + 1 <= length; run++) text += `${"`".repeat(run)}a`;
      return text;
    },
  };
  const readers = { renderMarkdown: (source: string, meter: ReadingMeter) => renderMarkdown(source, { meter }), markdownToPlainText };

  // Each `[` or backtick used to look for its span's end through the rest of the text: 50,000 characters of "[" took 1.6 s for a page's description.
  for (const [name, make] of Object.entries(openSpans)) {
    for (const [reader, read] of Object.entries(readers)) {
      // Plain text leaves code spans' backticks to be dropped with the other markers.
      if (reader === "markdownToPlainText" && name.includes("backticks")) continue;
      it(`${reader} reads spans of ${name} in steps that grow with the text's length and no faster`, () => {
        const lengths = [12_500, 25_000, 50_000];
        const steps = lengths.map((length) => {
          const meter = { steps: 0 };
          read(make(length), meter);
          return meter.steps;
        });
        // A few looks at each character, at every length: twice the text is about twice the work.
        lengths.forEach((length, i) => {
          expect(steps[i]).toBeGreaterThan(0);
          expect(steps[i]).toBeLessThan(10 * length);
        });
        expect(steps[1]! / steps[0]!).toBeLessThan(2.2);
        expect(steps[2]! / steps[1]!).toBeLessThan(2.2);
      });
    }
  }

  it("nests emphasis at most five deep and leaves deeper markers as text", () => {
    const html = renderMarkdown(`${" __b".repeat(8)} x${"_".repeat(16)}`);
    expect(html.match(/<strong>/g)).toHaveLength(5);
    expect(html).toContain("__b");
    expect(renderMarkdown("**a _b ~~c *d* c~~ b_ a**")).toBe("<p><strong>a <em>b <del>c <em>d</em> c</del> b</em> a</strong></p>");
  });
});

describe("markdownToPlainText", () => {
  it("keeps the words for a meta description", () => {
    expect(markdownToPlainText("### Format\n- **Babak grup**: dua terbaik lolos.\n\nInfo: [Instagram](https://instagram.com) ![logo](/uploads/a.png)")).toBe(
      "Format Babak grup: dua terbaik lolos. Info: Instagram logo",
    );
  });
});
