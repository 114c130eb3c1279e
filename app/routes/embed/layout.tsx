import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import { ErrorPage } from "~/components/error-page";
import type { EventShellData } from "~/components/public/event-shell";
import { eventLinks } from "~/components/public/links";
import type { EmbedHandle } from "~/components/public/embed";
import { useTranslation } from "~/i18n/translation";
import { publicEventCaching } from "~/live/http-cache.server";
import { eventShell } from "../public/public-event.server";
import type { Route } from "./+types/layout";

/** The public pages' caching: ETag / 304, stored pages per event version (docs/design.md §8). */
export const middleware: Route.MiddlewareFunction[] = [publicEventCaching];

/** Never hydrated, like every spectator's page; `embed` lets other sites frame these pages alone (server/security-headers.ts). */
export const handle: EmbedHandle = { hydrate: false, embed: true };

/** `?transparent=1`, read by every embed beside its page's own parameters (server/route-kinds.ts). */
export const queryParameters = ["transparent"];

export function loader({ request, params, context }: Route.LoaderArgs): EventShellData {
  return eventShell(request, context, params.slug);
}

/**
 * An event page in a frame on a club's or federation's own site: the page's
 * content without the event's header, navigation or footer, following the
 * event's stream like the page itself. `?transparent=1` lets the host page's
 * background show through. Links to other pages open the full site in a new
 * tab (the document's `<base target>`, app/root.tsx), never inside the frame.
 */
export default function EmbedLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event } = loaderData;
  const links = eventLinks(event.slug, false);
  const transparent = new URLSearchParams(useLocation().search).get("transparent") === "1";
  return (
    <div className={`live-site live-embed${transparent ? " live-embed-transparent" : ""}`}>
      <main id="content" data-version={event.version} data-live-stream={event.status !== "finished" ? links.stream : undefined}>
        <Outlet />
      </main>
      <p className="px-4 pb-3 text-end text-xs text-[#475569]">
        <a href={links.landing} className="inline-flex min-h-11 items-center font-semibold hover:underline">
          {t("sharing.embed.openFull", { name: event.name })}
        </a>
      </p>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage kind={(error.data as { reason?: string } | undefined)?.reason === "eventNotFound" ? "eventNotFound" : "notFound"} />;
  }
  return <ErrorPage kind="generic" />;
}
