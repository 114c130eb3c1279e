import { translator } from "~/i18n/i18next.server";
import { apiJson } from "./request.server";
import type { Route } from "./+types/not-found";

/** Unknown API addresses answer JSON too, never the HTML 404 page. */
export function loader({ context }: Route.LoaderArgs) {
  return apiJson({ message: translator(context)("api.notFound") }, 404);
}

export function action({ context }: Route.ActionArgs) {
  return apiJson({ message: translator(context)("api.notFound") }, 404);
}
