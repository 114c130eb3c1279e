import type { Request, RequestHandler, Response } from "express";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { nowMs } from "~/clock.server";
import { languageOfHeader } from "~/i18n/i18next.server";
import { findEventVersionById } from "~/models/public/public-events.server";
import { pageMoment } from "~/utils/event-dates";
import { pageBrotliParams } from "./brotli";
import { RendersInFlight } from "./renders-in-flight";

/**
 * Rendered public event pages, kept per address and reader (language and
 * layout preferences) for as long as the event's version does not move. The
 * language is the one the page is rendered in, not the header that asked for
 * it: every phone reading Indonesian shares the page, whatever else its
 * Accept-Language lists.
 *
 * When an event's link is shared to hundreds of phones, each first view would
 * render the same page again; here only the first one does, and concurrent
 * first views wait for that one render instead of starting their own. A page
 * may be reused when React Router's caching middleware marked it shareable (a
 * public Cache-Control with the event's ETag, `W/"e<id>v<version>d<moment>-…"`):
 * the ETag names the version and where the event's clock stood when it was
 * rendered (its day, the latest start time and entry-window boundary reached, `pageMoment`), and a
 * stored page is served only while the event still has that version and
 * moment — one indexed read — and for at most a minute.
 *
 * Spectators' pages hold no per-request nonce (their one script is allowed by
 * its hash), so a stored page is the same bytes for every reader: it is
 * compressed once per encoding (brotli, gzip) and sent as it is.
 *
 * The page's ETag is kept with it, and past the minute: a phone that holds the
 * page revalidates with that ETag, and while the event's version and moment stand
 * it is answered 304 here, without going through React Router. A 304 that React
 * Router answered (the page itself not stored, or stored over a minute ago)
 * is kept the same way, so the next revalidations of that page stop here too.
 *
 * A page is kept, and rendered, for its address with only the query
 * parameters the page reads (its route kind's `query`, server/route-kinds.ts):
 * `?fbclid=…` that a messenger adds to a shared link, or a made-up parameter,
 * is served the stored page instead of making it render again.
 */

const MAX_ENTRIES = 500;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** All stored pages together, compressed copies included: addresses with made-up query strings cannot grow the heap past this. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const TTL_MS = 60_000;
/** How long a first view waits for the render of the same page in flight before rendering it itself: far above a render's few milliseconds, well below a reader's patience. */
const RENDER_WAIT_MS = 5_000;
/** What a kept ETag with its headers is counted as, towards MAX_TOTAL_BYTES. */
const VALIDATOR_BYTES = 512;

type Encoding = "br" | "gzip";

type StoredPage = {
  body: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  storedAt: number;
};

/** What is kept for an address and reader: the answer's ETag and headers, and the page itself when it was sent. */
type Entry = {
  etag: string;
  eventId: number;
  version: number;
  /** Where the event's clock stood when the page was rendered ("2025-11-22t840", see `pageMoment`): the schedule opens on today's part being played. */
  moment: string;
  headers: [string, string][];
  bytes: number;
  page: StoredPage | null;
};

/** Headers of the page itself; per-request ones (request id, CSP) are set again by the earlier middleware. */
const replayedHeaders = ["content-type", "content-disposition", "etag", "last-modified", "cache-control", "vary", "x-robots-tag"];
const personalCookie = /(?:^|;\s*)(?:__Host-)?laga_(?:session|toast)=/;
const versionedTag = /^W\/"e(\d+)v(\d+)d(\d{4}-\d{2}-\d{2}(?:t\d+)?(?:w\d+)?)-/;
/** Read by React Router itself: a data request names the routes whose data it wants. */
const routerParameters = ["_routes"];

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5 compresses a large page about as well as gzip's best in a fraction of brotli's default time.
  br: (body) => promisify(brotliCompress)(body, { params: { ...pageBrotliParams(5), [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * The address with only the query parameters the page reads, in the order of
 * their names (a name given twice keeps its values' order): every address of
 * the same page is one.
 */
export function pageAddress(originalUrl: string, reads: ReadonlySet<string>): string {
  const at = originalUrl.indexOf("?");
  if (at === -1) return originalUrl;
  const kept = [...new URLSearchParams(originalUrl.slice(at + 1))].filter(([name]) => reads.has(name) || routerParameters.includes(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return `${originalUrl.slice(0, at)}${query ? `?${query}` : ""}`;
}

function cookie(header: string, name: string) {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header)?.[1] ?? "";
}

/** Whether what was kept for an answer is still the page: the event has the same version, and its clock still stands where it did (the same day, start time and entry-window boundary reached). */
function isCurrent(entry: Entry): boolean {
  const event = findEventVersionById(entry.eventId);
  return event !== null && event.version === entry.version && pageMoment(event, nowMs()) === entry.moment;
}

/** The encoding to send: brotli where the reader takes it, then gzip, else none. */
function chosenEncoding(req: Request): Encoding | null {
  if (req.acceptsEncodings("br") === "br") return "br";
  return req.acceptsEncodings("gzip") === "gzip" ? "gzip" : null;
}

/** Whether the reader's If-None-Match names this ETag (the weak comparison). */
function holds(req: Request, etag: string): boolean {
  const ifNoneMatch = req.get("if-none-match");
  return ifNoneMatch !== undefined && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag.replace(/^W\//, ""));
}

function addVary(res: Response, name: string) {
  const vary = String(res.getHeader("vary") ?? "");
  if (!vary.split(",").some((value) => value.trim().toLowerCase() === name.toLowerCase())) res.setHeader("Vary", vary ? `${vary}, ${name}` : name);
}

declare global {
  namespace Express {
    interface Locals {
      /** Set by the cache's `answer` for a page it will keep once rendered; `keep` hands it the page's bytes. */
      keepRenderedPage?: (body: Buffer) => void;
    }
  }
}

/**
 * Two middlewares: `answer` serves stored pages and 304s, and goes first, so
 * those answers skip the middlewares that only a render needs (compression
 * above all: a stored page is compressed already); `keep` goes after
 * compression, so the page it collects is the bytes before compression.
 * `keeps` says which requests' pages may be kept at all.
 */
export function renderedPageCache(keeps: (req: Request, res: Response) => boolean): { answer: RequestHandler; keep: RequestHandler } {
  const entries = new Map<string, Entry>();
  /** Renders in flight per key: a first view arriving meanwhile waits for it. */
  const rendering = new RendersInFlight();
  let totalBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  };

  /** Oldest first out, by count and by bytes. */
  const trim = () => {
    while (entries.size > MAX_ENTRIES || totalBytes > MAX_TOTAL_BYTES) remove(entries.keys().next().value!);
  };

  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    trim();
  };

  /** The page in one encoding, compressed the first time it is asked for. */
  const encodedBody = (key: string, entry: Entry, page: StoredPage, encoding: Encoding): Promise<Buffer> => {
    let encoded = page.encoded[encoding];
    if (!encoded) {
      encoded = compressors[encoding](page.body);
      page.encoded[encoding] = encoded;
      void encoded.then((buffer) => {
        if (entries.get(key) !== entry || entry.page !== page) return;
        entry.bytes += buffer.length;
        totalBytes += buffer.length;
        trim();
      });
    }
    return encoded;
  };

  const replay = (res: Response, entry: Entry) => {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Render-Cache", "hit");
  };

  const serve = async (req: Request, res: Response, key: string, entry: Entry, page: StoredPage) => {
    replay(res, entry);
    addVary(res, "Accept-Encoding");
    const encoding = chosenEncoding(req);
    const body = encoding ? await encodedBody(key, entry, page, encoding) : page.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };

  const handle = (req: Request, res: Response, next: () => void, language: string, waited: boolean): void => {
    // A reader who left meanwhile (waiting for a render in flight) is answered nothing: a render started for it would never
    // be finished, as "close" has been (decision 0088).
    if (res.closed) return;
    // A date-only revalidation is answered by the caching middleware without rendering anyway.
    if (req.get("if-modified-since") && !req.get("if-none-match")) return next();
    const cookies = req.get("cookie") ?? "";
    if (personalCookie.test(cookies)) return next();
    // The page is rendered for the address it is kept under, so what it links to never carries a parameter it did not read.
    const address = pageAddress(req.originalUrl, res.locals.route.query);
    if (address !== req.originalUrl) {
      req.url = address;
      req.originalUrl = address;
    }
    // The origin the page was rendered for (its links and previews are absolute), the same inputs as the page's language and ETag (the cookie's language, else the header's; layout preferences), plus how it was fetched (a script's fetch has its own caching headers).
    const key = [res.locals.origin, req.originalUrl, language, cookie(cookies, "lng"), cookie(cookies, "laga_prefs"), req.get("sec-fetch-dest") === "empty" ? "script" : "page"].join("\n");

    const cached = entries.get(key);
    const current = cached !== undefined && isCurrent(cached);
    if (current && holds(req, cached.etag)) {
      replay(res, cached);
      res.status(304).end();
      return;
    }
    if (current && cached.page && Date.now() - cached.page.storedAt < TTL_MS) {
      serve(req, res, key, cached, cached.page).catch(next);
      return;
    }
    // A page past its minute is let go; its ETag stays for the readers who hold it.
    if (current && cached.page) {
      totalBytes -= cached.bytes - VALIDATOR_BYTES;
      cached.bytes = VALIDATOR_BYTES;
      cached.page = null;
    }
    if (cached && !current) remove(key);
    if (!waited && rendering.isRendering(key)) {
      void rendering.waitFor(key, RENDER_WAIT_MS).then(() => handle(req, res, next, language, true));
      return;
    }
    // A reader that waited its bound for a render still in flight renders the page itself, unkept.
    const finish = req.method === "GET" ? rendering.start(key) : null;
    if (finish) {
      res.once("close", finish);
      res.locals.keepRenderedPage = (body) => {
        const etag = String(res.getHeader("etag") ?? "");
        const tag = versionedTag.exec(etag);
        const shareable = String(res.getHeader("cache-control") ?? "").startsWith("public") && !res.getHeader("set-cookie");
        const headers = () => replayedHeaders.flatMap((name): [string, string][] => (res.hasHeader(name) ? [[name, String(res.getHeader(name))]] : []));
        const validator = tag && shareable ? { etag, eventId: Number(tag[1]), version: Number(tag[2]), moment: tag[3]! } : null;
        // A page holding this answer's nonce (one that was hydrated) is not the same bytes for the next reader.
        if (validator && res.statusCode === 200 && !body.includes(res.locals.nonce)) {
          store(key, { ...validator, headers: headers(), bytes: body.length, page: { body, encoded: {}, storedAt: Date.now() } });
        } else if (validator && res.statusCode === 304 && entries.get(key)?.etag !== etag) {
          store(key, { ...validator, headers: headers(), bytes: VALIDATOR_BYTES, page: null });
        }
        finish();
      };
    }
    res.setHeader("X-Render-Cache", "miss");
    next();
  };

  return {
    answer: (req, res, next) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || !keeps(req, res) || /[?&]lng=/.test(req.originalUrl)) return next();
      // A header the detector cannot read skips the cache.
      languageOfHeader(req.get("accept-language") ?? "").then(
        (language) => handle(req, res, next, language, false),
        () => next(),
      );
    },
    keep: (_req, res, next) => {
      if (res.locals.keepRenderedPage) capture(res, res.locals.keepRenderedPage);
      next();
    },
  };
}

/** Collects what a response writes (before compression, which wraps the same methods earlier) and hands it over at the end. */
function capture(res: Response, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let keep = true;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > MAX_PAGE_BYTES) {
      keep = false;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    if (keep) done(Buffer.concat(chunks));
    return end(...args);
  }) as Response["end"];
}
