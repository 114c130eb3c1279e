import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import type { Route } from "./+types/layout";

/** Blank layout of the public event site. */
export default function PublicLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage kind={error.data?.reason === "eventNotFound" ? "eventNotFound" : "notFound"} />;
  }
  return <ErrorPage kind="generic" />;
}
