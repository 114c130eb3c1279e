import { data, Form } from "react-router";
import { z } from "zod";
import { CategoryChip } from "~/components/public/category-chip";
import { EventLogo } from "~/components/public/event-logo";
import { CalendarIcon, PinIcon } from "~/components/public/icons";
import { LanguageSwitcher } from "~/components/public/language-switcher";
import { PageLink } from "~/components/public/page-link";
import { Pagination } from "~/components/public/pagination";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { loadAsDocument, type SpectatorPageHandle } from "~/components/public/spectator-script";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { publicCacheControl } from "~/live/http-cache.server";
import type { EventPhase } from "~/models/events/event.server";
import { searchPublicEvents, type PhaseList } from "~/models/public/public-events.server";
import { titled } from "~/utils/meta";
import { imageSlots } from "~/utils/responsive-image";
import type { Route } from "./+types/home";
import { now } from "~/clock.server";

/** A spectator's page: plain HTML, never hydrated. */
export const handle: SpectatorPageHandle = { hydrate: false };
/** The events list, a page for search engines (server/indexing.ts). */
export const indexable = true;
export const clientLoader = loadAsDocument;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  titled(loaderData && spectatorData(loaderData).title, [{ name: "description", content: loaderData && spectatorData(loaderData).description }]);

/** Each list pages on its own: ?page= for past events (the long one), ?livePage= and ?upcomingPage= for the others. */
const pageParams: Record<EventPhase, string> = { live: "livePage", upcoming: "upcomingPage", past: "page" };

const pageNumber = z.coerce.number().int().positive().catch(1);

export function loader({ request, context }: Route.LoaderArgs) {
  const t = translator(context);
  const search = new URL(request.url).searchParams;
  const query = (search.get("q") ?? "").trim().slice(0, 100);
  const phases = searchPublicEvents({
    query,
    now: now(),
    language: getLocale(context),
    pages: {
      live: pageNumber.parse(search.get(pageParams.live) ?? 1),
      upcoming: pageNumber.parse(search.get(pageParams.upcoming) ?? 1),
      past: pageNumber.parse(search.get(pageParams.past) ?? 1),
    },
  });
  return data(forSpectators({ title: t("home.title"), description: t("meta.description"), query, phases }), {
    headers: { "Cache-Control": publicCacheControl(request), Vary: "Cookie, Accept-Language" },
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function PhaseSection({ list, query }: { list: PhaseList; query: string }) {
  const { t } = useTranslation();
  const { phase } = list;
  return (
    <section className="mb-10" aria-labelledby={`phase-${phase}`}>
      <h2 id={`phase-${phase}`} className="mb-4 flex items-center gap-2 text-lg font-extrabold text-[#0e1726]">
        {phase === "live" ? <span className="live-dot" aria-hidden="true" /> : null}
        {t(`home.${phase}`)}
        <span className="text-sm font-semibold text-[#475569]">({list.total})</span>
      </h2>
      {list.events.length === 0 ? (
        <p className="live-card text-[#475569]">{query ? t("home.noMatch", { query }) : t("home.none")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.events.map((event) => (
            <li key={event.slug}>
              <article className="live-card relative flex h-full flex-col gap-3 p-4 transition hover:-translate-y-0.5 hover:shadow-md">
                <div className="rounded-lg bg-[#0e1726] p-3">
                  <EventLogo src={event.logo} alt="" slot={imageSlots.eventCardLogo} className="w-full" />
                </div>
                <h3 className="text-base font-bold text-[#0e1726]">
                  <PageLink to={`/live-event/${event.slug}`} className="after:absolute after:inset-0 hover:underline">
                    {event.name}
                  </PageLink>
                </h3>
                <p className="flex items-center gap-1.5 text-sm text-[#334155]">
                  <CalendarIcon className="size-4 shrink-0" />
                  {event.dates}
                </p>
                {event.city ? (
                  <p className="flex items-center gap-1.5 text-sm text-[#334155]">
                    <PinIcon className="size-4 shrink-0" />
                    {event.city}
                  </p>
                ) : null}
                {event.categories.length > 0 ? (
                  <ul className="mt-auto flex flex-wrap gap-1.5 text-xs" aria-label={t("home.categories")}>
                    {event.categories.map((category) => (
                      <li key={category.id}>
                        <CategoryChip category={category} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} param={pageParams[phase]} label={t("home.pages", { phase: t(`home.${phase}`) })} />
    </section>
  );
}

export default function Home({ loaderData: envelope }: Route.ComponentProps) {
  const loaderData = spectatorData(envelope);
  const { t } = useTranslation();
  return (
    <div className="live-site min-h-screen">
      <header className="live-hero">
        <div className="mx-auto max-w-5xl px-4 pb-8 pt-8">
          <div className="mb-6 flex items-center gap-3">
            <img src="/images/laga-logo.svg" alt="" width={40} height={40} />
            <h1 className="text-3xl font-extrabold text-white">{t("home.heading")}</h1>
            <LanguageSwitcher className="ms-auto" />
          </div>
          <Form method="get" role="search" className="flex max-w-xl gap-2">
            <label htmlFor="event-search" className="sr-only">
              {t("home.searchLabel")}
            </label>
            <input id="event-search" type="search" name="q" defaultValue={loaderData.query} placeholder={t("home.searchPlaceholder")} className="live-input min-w-0 flex-1" maxLength={100} />
            <button type="submit" className="live-button">
              {t("common.search")}
            </button>
          </Form>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8">
        {loaderData.phases.map((list) => (
          <PhaseSection key={list.phase} list={list} query={loaderData.query} />
        ))}
      </main>
    </div>
  );
}
