import type { Request, RequestHandler } from "express";
import { settings } from "~/config.server";
import { log } from "~/utils/logger.server";
import { refuse } from "./answer";

declare global {
  namespace Express {
    interface Locals {
      /** The origin the request is answered as ("https://laga.example"). */
      origin: string;
    }
  }
}

/**
 * A Host or X-Forwarded-Host value: a DNS name or IPv4 address (underscores
 * allowed, as container names have them) or an IPv6 address in brackets, and
 * an optional port.
 */
const hostPattern = /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

function parsedHost(protocol: string, host: string | undefined): URL | null {
  const match = host === undefined ? null : hostPattern.exec(host);
  if (!match || Number(match[1] ?? 0) > 65535) return null;
  try {
    return new URL(`${protocol}://${host}`);
  } catch {
    return null;
  }
}

/**
 * The origin a request is answered as, worked out here and nowhere else:
 * BASE_URL when it is set; otherwise the Host header, with X-Forwarded-Host and
 * X-Forwarded-Proto believed only from a proxy that TRUST_PROXY trusts (as
 * Express's `req.host` and `req.protocol` read them). Null when the Host
 * header, or a forwarded host or protocol that would be believed, is malformed.
 */
export function requestOrigin(req: Request, baseUrl: string | undefined): URL | null {
  const protocol = req.protocol.toLowerCase();
  if ((protocol !== "http" && protocol !== "https") || !parsedHost(protocol, req.get("host"))) return null;
  const answered = parsedHost(protocol, req.host);
  if (!answered) return null;
  return baseUrl ? new URL(baseUrl) : new URL(answered.origin);
}

/**
 * Works out the request's origin once and makes the request say it: React
 * Router's adapter builds the request's URL from the Host header,
 * X-Forwarded-Host (whenever any proxy is trusted, whoever sent it) and the
 * protocol, so the Host header is set to the origin's host, X-Forwarded-Host is
 * dropped and the protocol is the origin's. Pages, links and the rendered-page
 * cache then all see one origin. A malformed host is refused here with 400,
 * where it would fail as a 500 in the adapter.
 */
export const settleOrigin: RequestHandler = (req, res, next) => {
  // HTTP/1.0 may leave Host out (old health checkers do): the address the client connected to stands for it.
  if (req.headers.host === undefined) {
    const { localAddress = "localhost", localPort } = req.socket;
    req.headers.host = `${localAddress.includes(":") ? `[${localAddress}]` : localAddress}:${localPort}`;
  }
  const origin = requestOrigin(req, settings().BASE_URL);
  if (!origin) {
    log.warn("malformed host refused", { id: res.locals.requestId, path: req.path, host: req.get("host"), forwardedHost: req.get("x-forwarded-host") });
    return refuse(res, 400, "Bad request: malformed Host header.");
  }
  res.locals.origin = origin.origin;
  req.headers.host = origin.host;
  delete req.headers["x-forwarded-host"];
  Object.defineProperty(req, "protocol", { value: origin.protocol.slice(0, -1) });
  next();
};
