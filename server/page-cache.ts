import { eq } from "drizzle-orm";
import type { RequestHandler, Response } from "express";
import { events } from "#drizzle/schema";
import { getDb } from "~/db.server";

/**
 * Rendered public event pages, kept per address and reader (language and
 * layout preferences) for as long as the event's version does not move.
 *
 * When an event's link is shared to hundreds of phones, each first view would
 * render the same page again; here only the first one does. A page may be
 * reused when React Router's caching middleware marked it shareable (a public
 * Cache-Control with the event's ETag, `W/"e<id>v<version>-…"`): the ETag
 * names the version it was rendered from, and a stored page is served only
 * while the event still has that version — one indexed read — and for at most
 * a minute (pages that follow the clock, like today's schedule, catch up).
 *
 * Every response still gets its own CSP nonce: the stored page's nonce is
 * replaced by the request's before it is sent, so compression happens per
 * response.
 */

const MAX_ENTRIES = 500;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** All stored pages together: addresses with made-up query strings cannot grow the heap past this. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const TTL_MS = 60_000;

type Entry = { body: string; bytes: number; nonce: string; headers: [string, string][]; etag: string; eventId: number; version: number; storedAt: number };

/** Headers of the page itself; per-request ones (request id, CSP) are set again by the earlier middleware. */
const replayedHeaders = ["content-type", "content-disposition", "etag", "last-modified", "cache-control", "vary"];
const personalCookie = /(?:^|;\s*)(?:__Host-)?laga_(?:session|toast)=/;
const versionedTag = /^W\/"e(\d+)v(\d+)-/;

function cookie(header: string, name: string) {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header)?.[1] ?? "";
}

function eventVersion(eventId: number): number | null {
  return getDb().select({ version: events.version }).from(events).where(eq(events.id, eventId)).get()?.version ?? null;
}

export function renderedPageCache(paths: RegExp): RequestHandler {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    entries.delete(key);
  };

  /** Oldest first out, by count and by bytes. */
  const store = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    while (entries.size > MAX_ENTRIES || totalBytes > MAX_TOTAL_BYTES) remove(entries.keys().next().value!);
  };

  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !paths.test(req.path) || /[?&]lng=/.test(req.originalUrl)) return next();
    // A date-only revalidation is answered by the caching middleware without rendering anyway.
    if (req.get("if-modified-since") && !req.get("if-none-match")) return next();
    const cookies = req.get("cookie") ?? "";
    if (personalCookie.test(cookies)) return next();
    // The same inputs as the page's ETag (language, layout preferences), plus how it was fetched (a script's fetch is never stored shared).
    const key = [req.originalUrl, req.get("accept-language") ?? "", cookie(cookies, "lng"), cookie(cookies, "laga_prefs"), req.get("sec-fetch-dest") === "empty" ? "script" : "page"].join("\n");

    const cached = entries.get(key);
    if (cached && Date.now() - cached.storedAt < TTL_MS && eventVersion(cached.eventId) === cached.version) {
      for (const [name, value] of cached.headers) res.setHeader(name, value);
      res.setHeader("X-Render-Cache", "hit");
      const ifNoneMatch = req.get("if-none-match");
      if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === cached.etag.replace(/^W\//, ""))) {
        res.status(304).end();
        return;
      }
      res.status(200).send(cached.body.split(cached.nonce).join(res.locals.nonce));
      return;
    }
    if (cached) remove(key);
    if (req.method === "GET") capture(res, (body) => {
      const etag = String(res.getHeader("etag") ?? "");
      const tag = versionedTag.exec(etag);
      const shareable = String(res.getHeader("cache-control") ?? "").startsWith("public") && !res.getHeader("set-cookie");
      if (res.statusCode !== 200 || !tag || !shareable) return;
      const headers = replayedHeaders.flatMap((name): [string, string][] => (res.hasHeader(name) ? [[name, String(res.getHeader(name))]] : []));
      store(key, { body, bytes: Buffer.byteLength(body), nonce: res.locals.nonce, headers, etag, eventId: Number(tag[1]), version: Number(tag[2]), storedAt: Date.now() });
    });
    res.setHeader("X-Render-Cache", "miss");
    next();
  };
}

/** Collects what a response writes (before compression, which wraps the same methods earlier) and hands it over at the end. */
function capture(res: Response, done: (body: string) => void) {
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
    if (keep) done(Buffer.concat(chunks).toString("utf8"));
    return end(...args);
  }) as Response["end"];
}
