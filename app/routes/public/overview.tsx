import { data } from "react-router";
import { EntriesNotice } from "~/components/public/entries-notice";
import { categoryLabel } from "~/components/public/labels";
import { useEventShell } from "~/components/public/event-shell";
import { CalendarIcon, ExternalIcon, PinIcon } from "~/components/public/icons";
import { shareMeta } from "~/components/public/meta";
import { NowStrip } from "~/components/public/now-strip";
import { PageHero } from "~/components/public/page-hero";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findPublicEventDetail } from "~/models/events/event.server";
import { categoryChip } from "~/models/public/public-categories.server";
import { findUploadSize } from "~/models/public/public-events.server";
import { everyCourt, findNow } from "~/models/public/public-now.server";
import { formatAddress } from "~/utils/address";
import { eventDateFormat, zoneName } from "~/utils/event-dates";
import { mapEmbedUrl, mapLinkUrl, venuePoint } from "~/utils/map";
import { markdownToPlainText, renderMarkdown } from "~/utils/markdown.server";
import { entriesNotice } from "./entries-notice.server";
import { requirePublicEvent } from "./public-event.server";
import { sharePreview } from "./share-preview.server";
import type { SectionHandle } from "./event-layout";
import type { Route } from "./+types/overview";

export const handle: SectionHandle = { section: "overview" };

export const meta: Route.MetaFunction = ({ loaderData }) => shareMeta(loaderData && spectatorData(loaderData).meta);

export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const detail = findPublicEventDetail(event.id);
  if (!detail) throw data({ reason: "eventNotFound" }, { status: 404 });
  const t = translator(context);
  const language = getLocale(context);
  const dates = eventDateFormat(language, detail.timezone);
  const name = detail.name.trim() || t("live.defaultEventName");
  const point = venuePoint(detail.lat, detail.lng);
  const description = detail.description.trim();
  return forSpectators({
    meta: sharePreview(request, {
      event: detail,
      title: `${t("live.overview.title")} - ${name}`,
      description: markdownToPlainText(description) || t("live.meta.overview", { name, dates: dates.range(detail.startsAt, detail.endsAt) }),
      path: `/live-event/overview/${detail.slug}`,
      language,
    }),
    name,
    /** Sanitised on the server (app/utils/markdown.server.ts); null when the organiser wrote nothing. */
    descriptionHtml: description ? renderMarkdown(description, { imageSize: (src) => (src.startsWith("/uploads/") ? findUploadSize(src) : null) }) : null,
    schedule: {
      start: dates.label(detail.startsAt),
      end: dates.label(detail.endsAt),
      zone: zoneName(detail.timezone),
    },
    organizer: detail.organizerName,
    now: findNow(event, language, everyCourt),
    entries: entriesNotice(event, t, language),
    categories: detail.categories.map((category) => categoryChip(category.id, category.gameCategory)),
    venue: {
      locationName: detail.locationName,
      address: formatAddress({
        address: detail.address,
        subdistrict: detail.subdistrict?.name ?? null,
        district: detail.district?.name ?? null,
        city: detail.city?.name ?? null,
        province: detail.province?.name ?? null,
        postalCode: detail.postalCode,
      }),
      mapEmbed: mapEmbedUrl(point),
      mapLink: mapLinkUrl(point),
      hasCoordinates: point.lat === detail.lat && point.lng === detail.lng,
    },
  });
}

export default function Overview({ loaderData: envelope }: Route.ComponentProps) {
  const loaderData = spectatorData(envelope);
  const { t } = useTranslation();
  const { event, links } = useEventShell();
  const { schedule, venue } = loaderData;
  const sameDay = schedule.start.day === schedule.end.day;
  return (
    <>
      <NowStrip now={loaderData.now} links={links} zone={schedule.zone} />
      <PageHero eyebrow={t("live.overview.title")} title={loaderData.name}>
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-[#e2e8f0]">
          <CalendarIcon className="size-4 shrink-0" />
          <time dateTime={schedule.start.iso}>{schedule.start.date}</time>
          {sameDay ? null : (
            <>
              <span aria-hidden="true">–</span>
              <time dateTime={schedule.end.iso}>{schedule.end.date}</time>
            </>
          )}
        </p>
        {loaderData.organizer ? <p className="mt-1 text-sm text-[#cbd5e1]">{t("live.overview.organizer", { name: loaderData.organizer })}</p> : null}
      </PageHero>

      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <EntriesNotice notice={loaderData.entries} tone="card" />
        <section aria-labelledby="about" className="live-card">
          <h2 id="about" className="live-section-title">
            {t("live.overview.about")}
          </h2>
          {loaderData.descriptionHtml ? (
            <div className="prose-live" dangerouslySetInnerHTML={{ __html: loaderData.descriptionHtml }} />
          ) : (
            <p className="text-[#475569]">{t("live.overview.noDescription", { name: event.name })}</p>
          )}
          <p className="mt-4 text-sm text-[#475569]">{t("live.overview.hours", { start: schedule.start.time, end: schedule.end.time, zone: schedule.zone })}</p>
        </section>

        <section aria-labelledby="categories">
          <h2 id="categories" className="live-section-title">
            {t("live.overview.categories")}
          </h2>
          {loaderData.categories.length === 0 ? (
            <p className="live-card text-[#475569]">{t("live.overview.noCategories")}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {loaderData.categories.map((category) => (
                <li key={category.id} className="flex min-h-28 flex-col justify-between rounded-xl p-4 shadow-sm" style={{ backgroundColor: category.color, color: category.textColor }}>
                  <span className="text-xs font-bold uppercase tracking-wider">{category.gameType ?? t("live.category.defaultGameType")}</span>
                  <span className="break-words text-base font-extrabold leading-tight sm:text-lg">{category.skillLevel ?? t("live.category.defaultSkillLevel")}</span>
                  <span className="text-sm font-semibold">{category.name ?? t(`live.gender.${category.gender}`)}</span>
                  <span className="sr-only">{categoryLabel(t, category)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="location" className="live-card">
          <h2 id="location" className="live-section-title">
            {t("live.overview.location")}
          </h2>
          <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
            <div className="flex flex-col gap-3">
              <h3 className="flex items-center gap-2 text-base font-bold text-[#0e1726]">
                <PinIcon className="size-5 text-[#3451d1]" />
                {t("live.overview.venueLocation")}
              </h3>
              <p className="text-[#1e293b]">{venue.address ?? t("live.overview.noAddress")}</p>
              {venue.locationName ? (
                <p className="text-[#1e293b]">
                  <span className="font-semibold">{t("live.overview.locatedIn")}</span> {venue.locationName}
                </p>
              ) : null}
              <a href={venue.mapLink} className="live-button self-start" rel="noopener noreferrer" target="_blank">
                {t("live.overview.openMap")}
                <ExternalIcon className="size-4" />
                <span className="sr-only">{t("live.newTab")}</span>
              </a>
              {venue.hasCoordinates ? null : <p className="text-xs text-[#475569]">{t("live.overview.mapApproximate")}</p>}
            </div>
            <iframe
              src={venue.mapEmbed}
              title={t("live.overview.mapTitle", { place: venue.locationName ?? event.name })}
              width={640}
              height={400}
              loading="lazy"
              sandbox="allow-scripts allow-same-origin allow-popups"
              className="aspect-[8/5] h-auto w-full rounded-lg border border-[#e2e8f0] bg-[#e2e8f0]"
            />
          </div>
        </section>
      </div>
    </>
  );
}
