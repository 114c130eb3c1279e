import { apiCaller, apiHandler, apiJson, methodNotAllowed, unauthenticated } from "./request.server";
import type { Route } from "./+types/user";

/** GET /api/user: who the bearer token (or the browser session) belongs to. */
export function loader(args: Route.LoaderArgs) {
  return apiHandler(args, () => {
    const caller = apiCaller(args, { allowCookie: true });
    if (!caller) return unauthenticated();
    // The contract's fields only: a browser session's user also carries the event it works on.
    const { id, name, email, role } = caller.user;
    return apiJson({ success: true, user: { id, name, email, role } });
  });
}

export function action(args: Route.ActionArgs) {
  return methodNotAllowed(args, "GET");
}
