import type { Request } from "express";

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
