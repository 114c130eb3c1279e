import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { createHash } from "node:crypto";
import { spectatorScript } from "~/components/public/spectator-script";

const production = process.env.NODE_ENV === "production";

/**
 * Spectators' pages carry one inline script, the same text on every page, so
 * the policy names it by its hash: those pages hold no per-request nonce and a
 * rendered page is the same bytes for every reader of its version.
 */
const spectatorScriptHash = `'sha256-${createHash("sha256").update(spectatorScript).digest("base64")}'`;

/**
 * The content security policy (in production) and helmet's other headers.
 * No page may be framed by another site, save the embeds, whose whole point is
 * to be shown on clubs' own sites (the route kind `embed`, read from the route
 * table): any site may frame those, and they send no X-Frame-Options.
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: production
    ? {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", spectatorScriptHash, (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["https://www.openstreetmap.org"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: [(_req, res) => ((res as Response).locals.route.embed ? "*" : "'none'")],
          formAction: ["'self'"],
        },
      }
    : false,
  // Sent by markHttps, over HTTPS only.
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: false,
});

export const securityHeaders: RequestHandler = (req, res, next) => {
  if (!res.locals.route.embed) res.setHeader("X-Frame-Options", "SAMEORIGIN");
  helmetHeaders(req, res, next);
};

/** Over HTTPS only: HSTS (in production), and every cookie the answer sets is `Secure`. */
export const markHttps: RequestHandler = (req, res, next) => {
  if (!req.secure) return next();
  if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  // Cookies are set by many modules (session, toast, preferences, language); their one way out is here.
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const cookies = this.getHeader("set-cookie");
    if (cookies !== undefined) {
      this.setHeader(
        "Set-Cookie",
        [cookies].flat().map((cookie) => (/;\s*secure\s*(?:;|$)/i.test(String(cookie)) ? String(cookie) : `${String(cookie)}; Secure`)),
      );
    }
    return (writeHead as (...rest: unknown[]) => Response).apply(this, args);
  } as Response["writeHead"];
  next();
};
