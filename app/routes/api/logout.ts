import { translator } from "~/i18n/i18next.server";
import { revokeApiToken } from "~/models/accounts/api-token.server";
import { apiCaller, apiHandler, apiJson, methodNotAllowed, unauthenticated } from "./request.server";
import type { Route } from "./+types/logout";

/** POST /api/logout: revokes the bearer token the request carries. */
export function action(args: Route.ActionArgs) {
  return apiHandler(args, () => {
    if (args.request.method !== "POST") return methodNotAllowed(args, "POST");
    const caller = apiCaller(args, { allowCookie: false });
    if (!caller?.tokenId) return unauthenticated();
    revokeApiToken(caller.tokenId);
    return apiJson({ success: true, message: translator(args.context)("api.logoutSuccess") });
  });
}

export function loader(args: Route.LoaderArgs) {
  return methodNotAllowed(args, "POST");
}
