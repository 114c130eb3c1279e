import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { UserRole } from "#drizzle/schema";
import type { SessionUser } from "~/models/accounts/user.server";
import { log } from "~/utils/logger.server";
import { getSession, homeFor } from "./session.server";

const LOCK_SCREEN = "/auth/boxed-lockscreen";

/** Where the request was going (a `.data` request stands for its page), to come back to after signing in or unlocking. */
function returnPath(request: Request) {
  const url = new URL(request.url);
  return url.pathname.replace(/\.data$/, "") + url.search;
}

function loginRedirect(request: Request) {
  return redirect(`/auth/login?redirectTo=${encodeURIComponent(returnPath(request))}`);
}

/** The signed-in user; anyone else goes to the login page (a locked session to the lock screen). */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>): SessionUser {
  const session = getSession(context);
  if (!session) throw loginRedirect(request);
  if (session.locked) throw redirect(`${LOCK_SCREEN}?redirectTo=${encodeURIComponent(returnPath(request))}`);
  return session.user;
}

/** Layout middleware for the back office: login required. */
export const requireSignedIn: MiddlewareFunction<Response> = ({ request, context }, next) => {
  requireUser(request, context);
  return next();
};

/** Layout middleware for screens of one role; anyone else is sent to their own start page. */
export function requireRole(role: UserRole): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const user = requireUser(request, context);
    if (user.role !== role) {
      log.warn("Access denied: User role does not match required role", {
        userId: user.id,
        role: user.role,
        required: role,
        path: new URL(request.url).pathname,
      });
      throw redirect(homeFor(user));
    }
    return next();
  };
}

/** Layout middleware for the login and password pages: a signed-in user has no business there. */
export const requireAnonymous: MiddlewareFunction<Response> = ({ context }, next) => {
  const session = getSession(context);
  if (session) throw redirect(session.locked ? LOCK_SCREEN : homeFor(session.user));
  return next();
};
