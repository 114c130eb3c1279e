import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { RouterContextProvider } from "react-router";
import { settings } from "~/config.server";
import { spectatorScript } from "~/components/public/spectator-script";
import { requestMetaContext } from "~/context";
import { closeDb, getDb } from "~/db.server";
import { translations, type Translation } from "~/i18n/resources";
import { closeLivePublisher, livePublisher } from "~/live/publisher.server";
import { closeLiveStreams } from "~/live/streams.server";
import { stopImports } from "~/models/import-batches.server";
import { formatBytes, MAX_UPLOAD_BYTES } from "~/models/upload.server";
import { prepareDatabase } from "~/seed/prepare.server";
import { log } from "~/utils/logger.server";
import { maxUploadBytes as maxSheetBytes } from "~/utils/spreadsheet-import.server";
import { closeAttemptLimits, prepareAttemptLimits } from "~/utils/rate-limit.server";
import { answeringStorageFull, isStorageFull, noteStorageFull, storageHealth } from "~/utils/storage.server";
import { admissionLine } from "./admission";
import { pageBrotliParams } from "./brotli";
import { requestOrigin } from "./origin";
import { renderedPageCache } from "./page-cache";

const production = process.env.NODE_ENV === "production";
/**
 * Spectators' pages carry one inline script, the same text on every page, so
 * the policy names it by its hash: those pages hold no per-request nonce and a
 * rendered page is the same bytes for every reader of its version.
 */
const spectatorScriptHash = `'sha256-${createHash("sha256").update(spectatorScript).digest("base64")}'`;

declare global {
  namespace Express {
    interface Locals {
      requestId: string;
      nonce: string;
      /** The origin the request is answered as ("https://laga.example"), see server/origin.ts. */
      origin: string;
    }
  }
}

// The public event pages (not their live streams) and the event's JSON: rendered once per event version and reader.
const pageCache = renderedPageCache(/^\/(?:live-event\/(?!stream\/)|overview$|groups$|schedule(?:$|\/)|match-results$|match-detail\/|api\/event\/)/);

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(settings().TRUST_PROXY));

app.use(identifyRequest);
app.use(logRequest);
app.use(securityHeaders());
app.use(settleOrigin);
app.use(markHttps);
app.use(pageCache.answer);
// Server-Sent Events must reach the browser as they are written, never held back for compression.
app.use(
  compression({
    filter: (req, res) => !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
    brotli: { params: pageBrotliParams(4) },
  }),
);
// React Router's adapter flushes the response after each chunk it writes, for answers sent in
// parts. Pages and data are rendered whole and written as one chunk, and the one answer sent
// in parts, the live stream, is never compressed: a flush only sent each page through zlib's
// thread pool once more.
app.use((_req, res, next) => {
  delete (res as { flush?: () => void }).flush;
  next();
});
app.use(refuseCrossSiteWrites);
app.use(limitBodies);
app.get("/healthz", healthCheck);
app.use(pageCache.keep);
// Benchmark only (bench/run.ts), off unless set: a rendered page as a static file, the ceiling the pages are compared with, and the event loop's delay.
if (process.env.BENCH_STATIC_DIR) app.use("/__bench/static", express.static(process.env.BENCH_STATIC_DIR, { index: false }));
if (process.env.BENCH === "1") app.use("/__bench/loop", eventLoopDelayReport());
app.use(
  "/uploads",
  express.static(settings().UPLOADS_DIR, {
    index: false,
    dotfiles: "deny",
    immutable: true,
    maxAge: "1y",
    fallthrough: false,
  }),
);
if (production) {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", fallthrough: false }));
  // Only a name with an extension can be one of its files: a page's address does not wait for a look at the disk.
  const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
}
// An event stream never ends, and a `.data` request would have React Router wait for its end: only the stream itself is served.
app.get(/^\/live-event\/stream\/[^/]+\.data$/, (_req, res) => {
  res.status(404).type("text/plain").send("Not found.");
});
// Pages and data reads take turns, at most two in work and one started per turn of the loop (see server/admission.ts); writes and the live streams go straight through.
app.use(admissionLine(2, (req) => (req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith("/live-event/stream/")));
app.use((req, res, next) => {
  if (!pageHandler) return next(new Error("the pages are not loaded yet: prepare() loads them before the server listens"));
  pageHandler(req, res, next);
});
app.use(answerError);

function loadContext(req: express.Request, res: express.Response) {
  const context = new RouterContextProvider();
  context.set(requestMetaContext, { requestId: res.locals.requestId, nonce: res.locals.nonce, ip: req.ip ?? "" });
  return context;
}

/**
 * React Router's handler, called in the same turn as the middleware before it
 * (a request body's end must not be missed). In production it is made once
 * before the server listens and given the build itself: given a function
 * returning the build, it rebuilds its route tables and data handler on every
 * request — which development wants, to serve the app as it changes.
 */
let pageHandler: RequestHandler | undefined = production
  ? undefined
  : createRequestHandler({ build: async () => answeringStorageFull(await import("virtual:react-router/server-build")), getLoadContext: loadContext });

async function loadPages() {
  pageHandler ??= createRequestHandler({ build: answeringStorageFull(await import("virtual:react-router/server-build")), getLoadContext: loadContext });
}

/** Migrations, the first admin and (when enabled) the demo data, and the pages' modules; runs before the server listens. */
export async function prepare() {
  // The attempt limits connect to Redis (when configured) meanwhile, so the first logins are counted with the other processes'.
  await Promise.all([prepareDatabase(), loadPages(), prepareAttemptLimits()]);
  // Connects to the pub/sub (when configured) before the first write needs it.
  livePublisher();
}

export async function shutdown() {
  closeLiveStreams();
  // The database first: the pub/sub's and the limits' closes wait for Redis, which may be away, and the stop does not wait long for them.
  closeDb();
  await Promise.all([closeLivePublisher(), closeAttemptLimits()]);
}

/**
 * Ends the public pages' event streams. They never end by themselves, so a
 * graceful stop closes them first; the browsers reconnect to the next process.
 * Imports being written stop and take back their batches (see writeInBatches),
 * so their requests end within the stop's grace time.
 */
export { closeLiveStreams, settings, stopImports };

function trustProxySetting(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const NONCE_BYTES = 16;
const noncePool = { bytes: Buffer.alloc(0), used: 0 };

/**
 * A CSP nonce: 16 bytes of the system's random generator, cut from a pool
 * filled 4 KB at a time (as randomUUID does), so a request does not ask the
 * generator on its own. Each nonce is fresh bytes, never reused.
 */
function freshNonce() {
  if (noncePool.used + NONCE_BYTES > noncePool.bytes.length) {
    noncePool.bytes = randomBytes(256 * NONCE_BYTES);
    noncePool.used = 0;
  }
  const nonce = noncePool.bytes.toString("base64", noncePool.used, noncePool.used + NONCE_BYTES);
  noncePool.used += NONCE_BYTES;
  return nonce;
}

function identifyRequest(...[, res, next]: Parameters<RequestHandler>) {
  res.locals.requestId = randomUUID();
  res.locals.nonce = freshNonce();
  res.setHeader("X-Request-Id", res.locals.requestId);
  next();
}

/** One line per request; the query string is left out because reset links carry tokens there. */
function logRequest(...[req, res, next]: Parameters<RequestHandler>) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    if (req.path === "/healthz" || req.path.startsWith("/assets/")) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info("request", {
      id: res.locals.requestId,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
    });
  });
  next();
}

function securityHeaders() {
  return helmet({
    contentSecurityPolicy: production
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", spectatorScriptHash, (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ["https://www.openstreetmap.org"],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
          },
        }
      : false,
    // Sent by markHttps, over HTTPS only.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Works out the request's origin once (server/origin.ts) and makes the request
 * say it: React Router's adapter builds the request's URL from the Host header,
 * X-Forwarded-Host (whenever any proxy is trusted, whoever sent it) and the
 * protocol, so the Host header is set to the origin's host, X-Forwarded-Host is
 * dropped and the protocol is the origin's. Pages, links and the rendered-page
 * cache then all see one origin. A malformed host is refused here with 400,
 * where it would fail as a 500 in the adapter.
 */
function settleOrigin(...[req, res, next]: Parameters<RequestHandler>) {
  // HTTP/1.0 may leave Host out (old health checkers do): the address the client connected to stands for it.
  if (req.headers.host === undefined) {
    const { localAddress = "localhost", localPort } = req.socket;
    req.headers.host = `${localAddress.includes(":") ? `[${localAddress}]` : localAddress}:${localPort}`;
  }
  const origin = requestOrigin(req, settings().BASE_URL);
  if (!origin) {
    log.warn("malformed host refused", { id: res.locals.requestId, path: req.path, host: req.get("host"), forwardedHost: req.get("x-forwarded-host") });
    res.status(400);
    if (req.path.startsWith("/api/")) res.json({ message: "Bad request: malformed Host header." });
    else res.type("text/plain").send("Bad request: malformed Host header.");
    return;
  }
  res.locals.origin = origin.origin;
  req.headers.host = origin.host;
  delete req.headers["x-forwarded-host"];
  Object.defineProperty(req, "protocol", { value: origin.protocol.slice(0, -1) });
  next();
}

/** Over HTTPS only: HSTS (in production), and every cookie the answer sets is `Secure`. */
function markHttps(...[req, res, next]: Parameters<RequestHandler>) {
  if (!req.secure) return next();
  if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  // Cookies are set by many modules (session, toast, preferences, language); their one way out is here.
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: unknown[]) {
    const cookies = this.getHeader("set-cookie");
    if (cookies !== undefined) {
      this.setHeader("Set-Cookie", [cookies].flat().map((cookie) => (/;\s*secure\s*(?:;|$)/i.test(String(cookie)) ? String(cookie) : `${String(cookie)}; Secure`)));
    }
    return (writeHead as (...rest: unknown[]) => express.Response).apply(this, args);
  } as express.Response["writeHead"];
  next();
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated writes must come from this site. React Router's own check
 * skips requests without Origin and resource routes, so the check lives here.
 * Bearer-token API calls carry no ambient credentials and are left alone; any
 * other Authorization header (Basic, or one on a page) proves nothing about
 * where the request came from.
 */
function refuseCrossSiteWrites(...[req, res, next]: Parameters<RequestHandler>) {
  if (safeMethods.has(req.method) || (req.path.startsWith("/api/") && /^Bearer\s/i.test(req.get("authorization") ?? ""))) return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const foreignOrigin = origin !== undefined && (origin === "null" || hostOf(origin) !== req.get("host"));
  if (site === "cross-site" || foreignOrigin) {
    log.warn("cross-site write refused", { id: res.locals.requestId, path: req.path, origin, site });
    res.status(403);
    if (req.path.startsWith("/api/")) res.json({ message: "Cross-site request refused." });
    else res.type("text/plain").send("Cross-site request refused.");
    return;
  }
  next();
}

const KB = 1024;
/** Uploads' own messages name their limits: the images' is the largest image. */
const imageRefusal = (t: Translation) => t.uploads.requestTooBig.replace("#image_max_size#", formatBytes(MAX_UPLOAD_BYTES));

/**
 * The largest body each kind of request may send, in one place: uploads — one
 * image and its multipart framing, the event form's three images and its fields,
 * the player form's photo, a spreadsheet import — and every other form and JSON
 * post. Paths cover React Router's `.data` requests of the same pages.
 */
type BodyLimit = { bytes: number; refusal: (t: Translation) => string; jsonKey?: "error" };

const bodyLimits: (BodyLimit & { path: RegExp })[] = [
  { path: /^\/api\/uploads\/image\/?$/, bytes: MAX_UPLOAD_BYTES + 64 * KB, refusal: imageRefusal, jsonKey: "error" },
  { path: /^\/(?:add-event|edit-event\/[^/]+?)(?:\.data)?\/?$/, bytes: 3 * MAX_UPLOAD_BYTES + 512 * KB, refusal: imageRefusal },
  { path: /^\/(?:add-player|edit-player\/[^/]+?)(?:\.data)?\/?$/, bytes: MAX_UPLOAD_BYTES + 64 * KB, refusal: imageRefusal },
  {
    path: /^\/list-(?:player|team|match-statistics|province|city|district|subdistrict)(?:\.data)?\/?$/,
    bytes: maxSheetBytes + 64 * KB,
    refusal: (t) => t.imports.errors.tooLarge.replace("{{max}}", String(maxSheetBytes / 1024 / 1024)),
  },
];
/**
 * Every other request: the forms without files and the JSON API. The largest
 * such form, the knockout times of a 256-team bracket with every court named in
 * 40 accented characters, is 96 KB; the others take a few kilobytes at most.
 */
const formBodyLimit: BodyLimit = { bytes: 256 * KB, refusal: (t) => t.uploads.formTooBig.replace("#max_size#", formatBytes(256 * KB)) };

/**
 * Refuses a body over its limit with 413 before it is buffered: at once from
 * Content-Length, or — for a body sent without one, in chunks — as soon as the
 * bytes read pass the limit, cutting the connection.
 */
function limitBodies(...[req, res, next]: Parameters<RequestHandler>) {
  if (safeMethods.has(req.method)) return next();
  const { bytes: limit, refusal, jsonKey = "message" } = bodyLimits.find(({ path }) => path.test(req.path)) ?? formBodyLimit;
  const refuse = () => {
    if (res.headersSent) return;
    log.warn("request body too large refused", { id: res.locals.requestId, path: req.path, length: req.get("content-length"), limit });
    const language = req.acceptsLanguages(...Object.keys(translations)) || "id";
    const message = refusal(translations[language as keyof typeof translations] ?? translations.id);
    res.status(413).set("Connection", "close");
    if (req.path.startsWith("/api/")) res.json({ [jsonKey]: message });
    else res.type("text/plain").send(message);
  };
  if (Number(req.get("content-length")) > limit) return refuse();
  let received = 0;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit || res.headersSent) return;
    refuse();
    res.once("finish", () => req.destroy());
  });
  // The counting listener must not start the flow: the app's body reader resumes the stream when it reads.
  req.pause();
  next();
}

function hostOf(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * 200 when the database reads, writes can be stored and the disk has room;
 * otherwise 503, with the JSON saying which (a container's health check, a
 * load balancer and an operator's monitor all read the same answer).
 */
function healthCheck(...[, res]: Parameters<RequestHandler>) {
  res.set("Cache-Control", "no-store");
  try {
    getDb().$client.prepare("select count(*) from __drizzle_migrations").pluck().get();
    const storage = storageHealth();
    const ok = storage.writes === "ok" && !storage.disk.low;
    if (!ok) log.warn("health check: storage", storage);
    // Which check fails, and no more: the sizes and free space are for the log, not for anyone who asks.
    res.status(ok ? 200 : 503).json({ ok, database: "ok", writes: storage.writes, disk: storage.disk.low ? "low" : "ok" });
  } catch (error) {
    log.error("health check failed", { error });
    res.status(503).json({ ok: false, database: "failing" });
  }
}

type ErrorArgs = Parameters<ErrorRequestHandler>;

/**
 * Last resort: a generic answer with the request id; the details go to the log only.
 * Express knows an error handler by its four declared parameters (a rest parameter
 * counts as none), so they are spelled out.
 */
function answerError(error: ErrorArgs[0], req: ErrorArgs[1], res: ErrorArgs[2], next: ErrorArgs[3]) {
  const storageFull = isStorageFull(error);
  const status = storageFull ? 507 : typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (storageFull) noteStorageFull(error, { id: res.locals.requestId, path: req.path });
  else if (status >= 500) log.error("unhandled error", { id: res.locals.requestId, path: req.path, error });
  if (res.headersSent) return next(error);
  const language = req.acceptsLanguages(...Object.keys(translations)) || "id";
  const message = storageFull ? translations[language as keyof typeof translations]!.errors.storageFull.body : status === 404 ? "Not found." : status < 500 ? "Bad request." : "Something went wrong.";
  res.status(status);
  if (req.path.startsWith("/api/") || req.accepts(["html", "json"]) === "json") {
    res.json({ message, request_id: res.locals.requestId });
  } else {
    res.type("text/plain").send(`${message} Request id: ${res.locals.requestId}`);
  }
}

/**
 * Bench mode: the event loop's delay in milliseconds (beyond the sampling
 * interval) since the last POST, which starts a new measurement.
 */
function eventLoopDelayReport(): RequestHandler {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const delay = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  return (req, res) => {
    if (req.method === "POST") histogram.reset();
    res.set("Cache-Control", "no-store").json({ p50: delay(histogram.percentile(50)), p99: delay(histogram.percentile(99)), max: delay(histogram.max), samples: histogram.count, memory: process.memoryUsage() });
  };
}
