import { z } from "zod";
import { useEventShell } from "~/components/public/event-shell";
import { MatchCardItem } from "~/components/public/match-card";
import { NowStrip } from "~/components/public/now-strip";
import { shareMeta } from "~/components/public/meta";
import { PageHero } from "~/components/public/page-hero";
import { Pagination } from "~/components/public/pagination";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findResults } from "~/models/public/public-matches.server";
import { everyCourt, findNow } from "~/models/public/public-now.server";
import { eventDateFormat, zoneName } from "~/utils/event-dates";
import { requirePublicEvent } from "./public-event.server";
import { sharePreview } from "./share-preview.server";
import type { SectionHandle } from "./event-layout";
import type { Route } from "./+types/results";

export const handle: SectionHandle = { section: "results" };

export const meta: Route.MetaFunction = ({ loaderData }) => shareMeta(loaderData && spectatorData(loaderData).meta);

const pageParam = z.coerce.number().int().positive().catch(1);

/** What the page reads from its address (server/route-kinds.ts): a stored page ignores every other parameter. */
export const queryParameters = ["page"];

export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const t = translator(context);
  const language = getLocale(context);
  const name = event.name.trim() || t("live.defaultEventName");
  const page = pageParam.parse(new URL(request.url).searchParams.get("page") ?? 1);
  return forSpectators({
    meta: sharePreview(request, {
      event,
      title: `${t("live.results.title")} - ${name}`,
      description: t("live.meta.results", { name }),
      path: `/live-event/results/${event.slug}`,
      language,
    }),
    results: findResults(event, page, eventDateFormat(language, event.timezone)),
    now: findNow(event, language, everyCourt),
    zone: zoneName(event.timezone),
  });
}

export default function Results({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, links } = useEventShell();
  const { results, now, zone } = spectatorData(loaderData);
  const live = results.matches.filter((match) => match.status === "live");
  const finished = results.matches.filter((match) => match.status !== "live");
  const list = (matches: typeof results.matches) => (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {matches.map((match) => (
        <MatchCardItem key={match.id} match={match} href={links.match(match.id)} showDate />
      ))}
    </ul>
  );
  return (
    <>
      <NowStrip now={now} links={links} zone={zone} />
      <PageHero eyebrow={event.name} title={t("live.results.title")} />
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        {results.total === 0 ? <p className="live-card text-center text-[#475569]">{t("live.results.empty")}</p> : null}
        {live.length > 0 ? (
          <section aria-labelledby="live-now">
            <h2 id="live-now" className="live-day-title">
              {t("live.results.liveNow")}
            </h2>
            {list(live)}
          </section>
        ) : null}
        {finished.length > 0 ? (
          <section aria-labelledby="finished">
            <h2 id="finished" className="live-day-title">
              {t("live.results.finished")}
            </h2>
            {list(finished)}
          </section>
        ) : null}
        <Pagination page={results.page} pageCount={results.pageCount} label={t("live.pagination.label")} />
      </div>
    </>
  );
}
