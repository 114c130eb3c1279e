/**
 * The inline spans of Markdown whose ends are far apart — links, images and
 * code spans — read by hand in one pass, so a text costs time in proportion to
 * its length whatever it holds. Regular expressions that looked for a span's
 * end from every `[` or backtick read the rest of the text again each time:
 * 50,000 characters of `[` took seconds (docs/security.md).
 *
 * Each reader counts the characters it looks at in a `meter` when given one,
 * which is how the tests show the work grows linearly with the text.
 */

/** Characters looked at while reading spans: a test's measure of the work. */
export type ReadingMeter = { steps: number };

/** `[label](destination "title")`, or with `!` before it an image (`label` is then its description). */
export type LinkSpan = { label: string; destination: string; title: string | undefined };

type Reader = { text: string; meter: ReadingMeter | undefined };

const whitespace = /\s/;
const isWhitespace = (c: string) => whitespace.test(c);
/** A bare destination's character: no whitespace, parenthesis or angle bracket. */
const isBareCharacter = (c: string) => c !== "(" && c !== ")" && c !== "<" && c !== ">" && !whitespace.test(c);

/** The first index from `at` whose character `accepts` refuses (or the text's end). */
function skip(reader: Reader, at: number, accepts: (c: string) => boolean): number {
  const { text } = reader;
  let end = at;
  while (end < text.length && accepts(text[end]!)) end++;
  if (reader.meter) reader.meter.steps += end - at + 1;
  return end;
}

/**
 * The link whose `[` is at `open`, read as CommonMark's inline link without
 * nested brackets: a label up to the next bracket, then `(`, an optional
 * `<destination>` or a bare one with balanced parentheses one deep, an
 * optional quoted title, and `)`. Each step goes one way only, so a failed
 * link costs no more than the characters up to where it failed.
 */
function linkAt(reader: Reader, open: number, newlineInLabel: boolean): (LinkSpan & { end: number }) | null {
  const { text } = reader;
  const labelEnd = skip(reader, open + 1, (c) => c !== "[" && c !== "]" && (newlineInLabel || c !== "\n"));
  if (text[labelEnd] !== "]" || text[labelEnd + 1] !== "(") return null;
  let at = skip(reader, labelEnd + 2, isWhitespace);
  let destination: string;
  if (text[at] === "<") {
    const close = skip(reader, at + 1, (c) => c !== "<" && c !== ">" && c !== "\n");
    if (text[close] !== ">") return null;
    destination = text.slice(at, close + 1);
    at = close + 1;
  } else {
    const start = at;
    at = skip(reader, at, isBareCharacter);
    while (text[at] === "(") {
      const inner = skip(reader, at + 1, isBareCharacter);
      if (text[inner] !== ")") return null;
      at = skip(reader, inner + 1, isBareCharacter);
    }
    destination = text.slice(start, at);
  }
  let title: string | undefined;
  const spaced = skip(reader, at, isWhitespace);
  const quote = text[spaced];
  if (spaced > at && (quote === '"' || quote === "'")) {
    const close = skip(reader, spaced + 1, (c) => c !== quote && c !== "\n");
    if (text[close] === quote) {
      title = text.slice(spaced + 1, close);
      at = close + 1;
    }
  }
  at = skip(reader, at, isWhitespace);
  if (text[at] !== ")") return null;
  return { label: text.slice(open + 1, labelEnd), destination, title, end: at + 1 };
}

/**
 * Every link (`kind` "link") or image (`kind` "image", `![…](…)`) of a text,
 * left to right, replaced by what `render` makes of it. A link's label may
 * span lines, an image's description may not; neither holds brackets.
 */
export function replaceLinks(text: string, kind: "link" | "image", render: (span: LinkSpan) => string, meter?: ReadingMeter): string {
  const reader: Reader = { text, meter };
  const opener = kind === "image" ? "![" : "[";
  let html = "";
  let done = 0;
  for (let at = text.indexOf(opener); at !== -1;) {
    const link = linkAt(reader, at + opener.length - 1, kind === "link");
    if (link) {
      html += text.slice(done, at) + render(link);
      done = link.end;
    }
    const next = text.indexOf(opener, link ? link.end : at + 1);
    if (meter) meter.steps += (next === -1 ? text.length : next) - at;
    at = next;
  }
  return html + text.slice(done);
}

/**
 * Every code span of a text replaced by what `render` makes of its content:
 * a run of backticks opens, the next run of exactly as many closes, and the
 * content holds at least one character that is not a backtick at each end.
 * A run that finds no closer is tried again from its next backtick, one
 * shorter, as a regular expression would; the runs of each length are listed
 * once, so finding a closer never reads the text again.
 */
export function replaceCodeSpans(text: string, render: (code: string) => string, meter?: ReadingMeter): string {
  const reader: Reader = { text, meter };
  const runs: { start: number; length: number }[] = [];
  for (let at = text.indexOf("`"); at !== -1;) {
    const end = skip(reader, at, (c) => c === "`");
    runs.push({ start: at, length: end - at });
    at = text.indexOf("`", end);
  }
  /** Per length, the runs of exactly that length, and how far the search for a closer has gone in them. */
  const byLength = new Map<number, { starts: number[]; next: number }>();
  for (const run of runs) {
    const same = byLength.get(run.length) ?? { starts: [], next: 0 };
    same.starts.push(run.start);
    byLength.set(run.length, same);
  }
  const closerAfter = (from: number, length: number) => {
    const same = byLength.get(length);
    if (!same) return -1;
    while (same.next < same.starts.length && same.starts[same.next]! < from) {
      same.next++;
      if (meter) meter.steps++;
    }
    return same.next < same.starts.length ? same.starts[same.next]! : -1;
  };

  let html = "";
  let done = 0;
  for (const run of runs) {
    if (run.start < done) continue;
    for (let offset = 0; offset < run.length; offset++) {
      if (meter) meter.steps++;
      const length = run.length - offset;
      const contentStart = run.start + run.length;
      // The closer's run must leave at least one character of content before it.
      const closer = closerAfter(contentStart + 1, length);
      if (closer === -1) continue;
      html += text.slice(done, run.start + offset) + render(text.slice(contentStart, closer));
      done = closer + length;
      break;
    }
  }
  return html + text.slice(done);
}
