/**
 * iCalendar files (RFC 5545) for "add to calendar": lines end with CRLF, are
 * folded at 75 octets, text values are escaped, and times are UTC so no
 * VTIMEZONE block is needed.
 */

export type CalendarEntry = {
  /** Stable across downloads, so importing again updates the entry instead of duplicating it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /** Raised whenever the entry changes (RFC 5545 §3.8.7.4). */
  sequence?: number;
};

export type Calendar = {
  name: string;
  /** When the calendar's data last changed; written as every entry's DTSTAMP. */
  stamp: Date;
  entries: readonly CalendarEntry[];
};

const CRLF = "\r\n";
const maxOctets = 75;

/** "20251122T010000Z" */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma and newlines; other control characters are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/**
 * Folds a content line into pieces of at most 75 octets (§3.1), the later
 * ones starting with a space; a multi-byte character is never split.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = pieces.length === 0 ? maxOctets : maxOctets - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

function entryLines(entry: CalendarEntry, stamp: Date): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${formatUtc(stamp)}`,
    `DTSTART:${formatUtc(entry.start)}`,
    `DTEND:${formatUtc(entry.end)}`,
    `SUMMARY:${escapeText(entry.summary)}`,
  ];
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  // URI values are not TEXT: no escaping, but they may not contain control characters.
  if (entry.url) lines.push(`URL:${entry.url.replace(/[\u0000-\u001f\u007f]/g, "")}`);
  if (entry.status) lines.push(`STATUS:${entry.status}`);
  if (entry.sequence !== undefined) lines.push(`SEQUENCE:${Math.max(0, Math.trunc(entry.sequence))}`);
  lines.push("END:VEVENT");
  return lines;
}

export function buildCalendar(calendar: Calendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Laga//Live event schedule//ID",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.entries.flatMap((entry) => entryLines(entry, calendar.stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
