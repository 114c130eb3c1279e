import { z } from "zod";
import { authenticate } from "~/auth/login.server";
import { requestMetaContext } from "~/context";
import { translator } from "~/i18n/i18next.server";
import { issueApiToken } from "~/models/accounts/api-token.server";
import { apiHandler, apiJson, methodNotAllowed, readBody } from "./request.server";
import type { Route } from "./+types/login";

const credentials = z.object({
  email: z.string().trim().min(1).max(254).pipe(z.email()),
  password: z.string().min(1).max(1000),
  device_name: z.string().trim().max(100).optional(),
});

/** POST /api/login {email, password} → a bearer token for the other clients (docs/design.md §5). */
export function action(args: Route.ActionArgs) {
  return apiHandler(args, async () => {
    const { request, context } = args;
    if (request.method !== "POST") return methodNotAllowed(args, "POST");
    const t = translator(context);
    const parsed = credentials.safeParse(await readBody(request));
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "body");
        const message = issue.code === "invalid_type" || issue.code === "too_small" ? t("validation.required") : field === "email" ? t("validation.email") : t("api.invalidInput");
        (errors[field] ??= []).push(message);
      }
      return apiJson({ message: t("api.invalidInput"), errors }, 422);
    }
    const outcome = await authenticate({ ...parsed.data, ip: context.get(requestMetaContext).ip });
    if (!outcome.ok && outcome.reason === "throttled") {
      return apiJson({ message: t("api.throttled") }, 429, { "Retry-After": String(outcome.retryAfter) });
    }
    if (!outcome.ok) return apiJson({ message: t("api.invalidCredentials") }, 401);
    const token = issueApiToken(outcome.user.id, parsed.data.device_name || request.headers.get("User-Agent") || "api");
    return apiJson({ token, user: outcome.user, message: t("api.loginSuccess") });
  });
}

export function loader(args: Route.LoaderArgs) {
  return methodNotAllowed(args, "POST");
}
