import { createContext, createCookie, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { settings } from "~/config.server";
import { requestMetaContext } from "~/context";
import { endSession, findActiveSession, startSession, type ActiveSession } from "~/models/accounts/session.server";
import type { SessionUser } from "~/models/accounts/user.server";

const maxAge = () => settings().SESSION_MAX_AGE_DAYS * 24 * 60 * 60;

/**
 * Over HTTPS the cookie is `Secure` with the `__Host-` prefix (bound to this exact
 * origin); plain HTTP (local use) gets the same cookie without them.
 */
function sessionCookie(request: Request) {
  const secure = new URL(request.url).protocol === "https:";
  return createCookie(secure ? "__Host-laga_session" : "laga_session", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    secrets: settings().SESSION_SECRETS,
    maxAge: maxAge(),
  });
}

async function readSecret(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header || !header.includes("laga_session")) return null;
  const value = await sessionCookie(request).parse(header);
  return typeof value === "string" && value.length > 0 ? value : null;
}

type SessionState = { session: ActiveSession | null; secret: string | null };
const sessionContext = createContext<SessionState>({ session: null, secret: null });

/** Root middleware: resolves the cookie to a session and its user once per request. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const secret = await readSecret(request);
  context.set(sessionContext, { secret, session: secret ? findActiveSession(secret) : null });
  return next();
};

export function getSession(context: Readonly<RouterContextProvider>) {
  return context.get(sessionContext).session;
}

export function getOptionalUser(context: Readonly<RouterContextProvider>): SessionUser | null {
  return getSession(context)?.user ?? null;
}

/** Where a signed-in person starts: admins on the dashboard, event managers at match progress. */
export function homeFor(user: SessionUser) {
  return user.role === "admin" ? "/dashboard" : "/match-progress";
}

/**
 * Starts a fresh session (a new id, whatever the browser had before) and answers
 * the redirect that sets its cookie.
 */
export async function signIn(request: Request, context: Readonly<RouterContextProvider>, user: SessionUser, to: string) {
  const previous = context.get(sessionContext).secret;
  if (previous) endSession(previous);
  const { ip } = context.get(requestMetaContext);
  const secret = startSession(user.id, { userAgent: request.headers.get("User-Agent"), ip: ip || null });
  throw redirect(to, { headers: { "Set-Cookie": await sessionCookie(request).serialize(secret) } });
}

export async function signOut(request: Request, context: Readonly<RouterContextProvider>, to = "/auth/login") {
  const { secret } = context.get(sessionContext);
  if (secret) endSession(secret);
  throw redirect(to, { headers: { "Set-Cookie": await sessionCookie(request).serialize("", { maxAge: 0 }) } });
}

/** A path of this site: one "/", then neither "/" nor "\\" (both would name another host), and no control character anywhere. */
const sitePath = /^\/(?![/\\])\P{Cc}*$/u;
const maxRedirectLength = 2000;

/**
 * Where to go back to after login, unlocking or a preferences post: only a path
 * of this site, judged as typed and once percent-decoded; anything else gives the
 * fallback. Browsers drop tabs and newlines from an address, so "/\t/evil.example"
 * would take them to evil.example. Spaces and characters beyond ASCII are
 * percent-encoded, so the answer's Location header can carry the path.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string) {
  if (typeof to !== "string" || to.length > maxRedirectLength || !sitePath.test(to)) return fallback;
  try {
    return sitePath.test(decodeURIComponent(to)) ? to.replace(/[^\x21-\x7e]+/g, (characters) => encodeURI(characters)) : fallback;
  } catch {
    // A malformed escape or a lone surrogate: not an address a link of this site would make.
    return fallback;
  }
}
