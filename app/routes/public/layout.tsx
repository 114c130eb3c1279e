import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import type { SpectatorPageHandle } from "~/components/public/spectator-script";
import { publicEventCaching } from "~/live/http-cache.server";
import type { Route } from "./+types/layout";

/** ETag / 304 and Cache-Control for every event page, decided before any loader runs. */
export const middleware: Route.MiddlewareFunction[] = [publicEventCaching];

/** Search engines may list the event's pages (server/indexing.ts); everything outside the public site is `noindex`. */
export const indexable = true;

/** Spectators' pages are plain HTML with one small inline script, never hydrated (components/public/spectator-script.tsx). */
export const handle: SpectatorPageHandle = { hydrate: false };

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
