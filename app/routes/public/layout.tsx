import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { useFullscreenShortcut } from "~/components/fullscreen";
import { publicEventCaching } from "~/live/http-cache.server";
import type { Route } from "./+types/layout";

/** ETag / 304 and Cache-Control for every event page, decided before any loader runs. */
export const middleware: Route.MiddlewareFunction[] = [publicEventCaching];

/** Blank layout of the public event site; F11 / Ctrl+Shift+F toggles fullscreen for a venue screen. */
export default function PublicLayout() {
  useFullscreenShortcut();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage kind={error.data?.reason === "eventNotFound" ? "eventNotFound" : "notFound"} />;
  }
  return <ErrorPage kind="generic" />;
}
