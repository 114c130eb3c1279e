import { data } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { translator } from "~/i18n/i18next.server";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** Any address no route claims: a real 404 status with the product's own page. */
export function loader({ context }: Route.LoaderArgs) {
  return data({ title: translator(context)("errors.notFound.title") }, { status: 404 });
}

export function action({ context }: Route.ActionArgs) {
  return data({ title: translator(context)("errors.notFound.title") }, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage kind="notFound" />;
}
