import { apiCaller, apiHandler, apiJson, methodNotAllowed, unauthenticated } from "./request.server";
import type { Route } from "./+types/user";

/** GET /api/user: who the bearer token (or the browser session) belongs to. */
export function loader(args: Route.LoaderArgs) {
  return apiHandler(args, () => {
    const caller = apiCaller(args, { allowCookie: true });
    return caller ? apiJson({ success: true, user: caller.user }) : unauthenticated();
  });
}

export function action(args: Route.ActionArgs) {
  return methodNotAllowed(args, "GET");
}
