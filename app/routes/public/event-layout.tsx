import { isRouteErrorResponse, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { EventHeader } from "~/components/public/event-header";
import { eventLayoutId, type EventShellData } from "~/components/public/event-shell";
import { eventLinks, type EventSection } from "~/components/public/links";
import { PageLink } from "~/components/public/page-link";
import { ShareActions, usePagePreview } from "~/components/public/share-actions";
import { loadAsDocument } from "~/components/public/spectator-script";
import { useTranslation } from "~/i18n/translation";
import { eventShell } from "./public-event.server";
import type { Route } from "./+types/event-layout";

/** Section pages name themselves in `handle`, so the header can mark the current one. */
export type SectionHandle = { section?: EventSection };

export const clientLoader = loadAsDocument;

export function loader({ request, params, context }: Route.LoaderArgs): EventShellData {
  return eventShell(request, context, params.slug);
}

type ShellProps = { event: Route.ComponentProps["loaderData"]["event"]; slugless: boolean; live?: boolean; children: React.ReactNode };

/**
 * The event's header, content and footer. A live page's content names the
 * event's stream and the version it shows; the spectator script follows the
 * stream and puts newer versions in place (a finished event changes no more).
 */
function Shell({ event, slugless, live = false, children }: ShellProps) {
  const { t } = useTranslation();
  const links = eventLinks(event.slug, slugless);
  const preview = usePagePreview();
  const active = useMatches()
    .map((match) => (match.handle as SectionHandle | undefined)?.section)
    .find(Boolean);
  return (
    <div className="live-site flex min-h-screen flex-col">
      <a href="#content" className="live-skip-link">
        {t("live.skipToContent")}
      </a>
      <EventHeader event={event} links={links} active={active ?? null} />
      {preview ? (
        <div className="live-share-bar">
          <ShareActions preview={preview} className="mx-auto max-w-5xl px-4 pt-2" />
        </div>
      ) : null}
      <main
        id="content"
        className="flex-1"
        data-version={event.version}
        data-live-stream={live && event.status !== "finished" ? links.stream : undefined}
        data-following={live ? links.following : undefined}
      >
        {children}
      </main>
      <footer className="border-t border-[#e2e8f0] bg-white px-4 py-5 text-center text-xs text-[#475569]">
        <PageLink to="/" className="inline-flex min-h-11 items-center font-semibold hover:underline">
          <bdi>{t("live.footer")}</bdi>
        </PageLink>
      </footer>
    </div>
  );
}

/** Header, live updates and footer around every section page of an event (not its landing page). */
export default function EventLayout({ loaderData }: Route.ComponentProps) {
  const { event, slugless } = loaderData;
  return (
    <Shell event={event} slugless={slugless} live>
      <Outlet />
    </Shell>
  );
}

/** A missing match or team of a known event keeps the event's header; an unknown event gets the bare 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const layout = useRouteLoaderData<typeof loader>(eventLayoutId);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unknownEvent = notFound && (error.data as { reason?: string } | undefined)?.reason === "eventNotFound";
  const kind = unknownEvent ? "eventNotFound" : notFound ? "notFound" : "generic";
  const body = (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <title>{t("meta.title", { title: t(`errors.${kind}.title`) })}</title>
      <p className="text-6xl font-extrabold text-[#3451d1]" aria-hidden="true">
        {notFound ? "404" : "500"}
      </p>
      <h1 className="text-2xl font-bold text-[#0e1726]">{t(`errors.${kind}.title`)}</h1>
      <p className="text-[#475569]">{t(`errors.${kind}.body`)}</p>
      <PageLink to={layout ? eventLinks(layout.event.slug, layout.slugless).landing : "/"} className="live-button">
        {layout ? t("live.backToEvent") : t("errors.backHome")}
      </PageLink>
    </div>
  );
  if (!layout) return <main className="live-site min-h-screen">{body}</main>;
  return (
    <Shell event={layout.event} slugless={layout.slugless}>
      {body}
    </Shell>
  );
}
