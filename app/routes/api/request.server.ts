import { data, type RouterContextProvider } from "react-router";
import { getSession } from "~/auth/session.server";
import { requestMetaContext } from "~/context";
import { translator } from "~/i18n/i18next.server";
import { findApiTokenUser } from "~/models/accounts/api-token.server";
import type { SessionUser } from "~/models/accounts/user.server";
import { log } from "~/utils/logger.server";
import { noteDatabaseDamage } from "~/utils/database-damage.server";
import { isStorageFull, noteStorageFull } from "~/utils/storage.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const noStore = { "Cache-Control": "no-store" };

export function apiJson<T>(body: T, status = 200, headers?: HeadersInit) {
  return data(body, { status, headers: { ...noStore, ...Object.fromEntries(new Headers(headers)) } });
}

/** The contract's fixed answer for a missing, malformed, expired or revoked credential. */
export function unauthenticated() {
  return apiJson({ message: "Unauthenticated." }, 401, { "WWW-Authenticate": "Bearer" });
}

export function bearerToken(request: Request) {
  const header = request.headers.get("Authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

export type ApiCaller = { user: SessionUser; tokenId: number | null };

/**
 * The caller of an API request: a bearer token, or on safe methods the browser's
 * session cookie (docs/design.md §5). A request that sends an Authorization header is
 * judged by it alone.
 */
export function apiCaller({ request, context }: Args, { allowCookie }: { allowCookie: boolean }): ApiCaller | null {
  if (request.headers.has("Authorization")) {
    const token = bearerToken(request);
    const found = token ? findApiTokenUser(token) : null;
    return found ? { user: found.user, tokenId: found.tokenId } : null;
  }
  // A locked browser session stands for nobody until it is unlocked.
  const session = allowCookie ? getSession(context) : null;
  return session && !session.locked ? { user: session.user, tokenId: null } : null;
}

/**
 * Runs an API handler so that any failure still answers JSON (with a request id), never an HTML page or a stack
 * trace; a write refused for want of space answers 507 with the translated "storage is full".
 */
export async function apiHandler(args: Args, handler: () => Promise<Response | ReturnType<typeof data>> | Response | ReturnType<typeof data>) {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) throw error;
    const { requestId } = args.context.get(requestMetaContext);
    const path = new URL(args.request.url).pathname;
    if (isStorageFull(error)) {
      noteStorageFull(error, { id: requestId, path });
      return apiJson({ message: translator(args.context)("errors.storageFull.body"), request_id: requestId }, 507);
    }
    noteDatabaseDamage(error, { id: requestId, path });
    log.error("api request failed", { id: requestId, path, error });
    return apiJson({ message: translator(args.context)("api.serverError"), request_id: requestId }, 500);
  }
}

export function methodNotAllowed({ context }: Args, allow: string) {
  return apiJson({ message: translator(context)("api.methodNotAllowed") }, 405, { Allow: allow });
}

/** Reads a JSON or form body; anything unreadable counts as empty so validation answers 422. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    }
    if (type.includes("form")) return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
  return {};
}
