import { EntriesNotice } from "~/components/public/entries-notice";
import { EventLogo } from "~/components/public/event-logo";
import { shareMeta } from "~/components/public/meta";
import { PageLink } from "~/components/public/page-link";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { loadAsDocument } from "~/components/public/spectator-script";
import { UploadImage } from "~/components/public/upload-image";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { eventDateFormat } from "~/utils/event-dates";
import { markdownToPlainText } from "~/utils/markdown.server";
import { entriesNotice } from "./entries-notice.server";
import { requirePublicEvent } from "./public-event.server";
import { imageSlots } from "~/utils/responsive-image";
import { sharePreview } from "./share-preview.server";
import type { Route } from "./+types/landing";

export const meta: Route.MetaFunction = ({ loaderData }) => shareMeta(loaderData && spectatorData(loaderData).meta);

export const clientLoader = loadAsDocument;

export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const t = translator(context);
  const language = getLocale(context);
  const name = event.name.trim() || t("live.defaultEventName");
  const dates = eventDateFormat(language, event.timezone).range(event.startsAt, event.endsAt);
  return forSpectators({
    /** The link people share in WhatsApp groups: its preview shows the event's logo and description. */
    meta: sharePreview(request, {
      event,
      title: `${t("common.home")} - ${name}`,
      description: markdownToPlainText(event.description) || t("live.meta.overview", { name, dates }),
      path: `/live-event/${event.slug}`,
      imageAlt: t("landing.eventLogo", { name }),
      language,
    }),
    event: {
      slug: event.slug,
      name,
      logo: event.logo,
      organizerName: event.organizerName,
      organizerLogos: [event.organizerLogo, event.organizerLogo2].filter((logo): logo is string => Boolean(logo)),
    },
    entries: entriesNotice(event, t, language),
    /** Slug-less landing links to the slug-less section pages. */
    sectionBase: params.slug ? null : "/",
  });
}

const sections = [
  { key: "overview", slugged: "overview", plain: "overview" },
  { key: "groups", slugged: "groups", plain: "groups" },
  { key: "schedule", slugged: "schedule", plain: "schedule" },
  { key: "results", slugged: "results", plain: "match-results" },
] as const;

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, sectionBase, entries } = spectatorData(loaderData);
  return (
    <main className="landing relative flex min-h-screen flex-col items-center justify-center overflow-hidden px-5 py-12 text-white">
      <div className="relative z-10 flex w-full max-w-3xl flex-col items-center gap-10 text-center">
        <h1 className="sr-only">{event.name}</h1>
        <EventLogo src={event.logo} alt={t("landing.eventLogo", { name: event.name })} slot={imageSlots.landingLogo} className="w-full max-w-[522px]" priority />
        {event.organizerLogos.length > 0 ? (
          <section className="flex flex-col items-center gap-4" aria-labelledby="collaboration">
            <h2 id="collaboration" className="text-base font-semibold tracking-wide text-white/90">
              {t("landing.inCollaboration")}
            </h2>
            <div className="flex flex-wrap items-center justify-center gap-6">
              {event.organizerLogos.map((logo) => (
                <UploadImage
                  key={logo}
                  src={logo}
                  slot={imageSlots.organizerLogo}
                  alt={t("landing.organizerLogo", { name: event.organizerName ?? event.name })}
                  className="size-24 rounded-xl bg-white object-contain p-2 shadow-lg"
                />
              ))}
            </div>
          </section>
        ) : null}
        <EntriesNotice notice={entries} tone="hero" />
        <nav aria-label={t("landing.sections")} className="grid w-full grid-cols-2 gap-3 sm:grid-cols-4">
          {sections.map((section) => (
            <PageLink
              key={section.key}
              to={sectionBase ? `/${section.plain}` : `/live-event/${section.slugged}/${event.slug}`}
              className="flex min-h-14 items-center justify-center rounded-lg border border-white/40 bg-white/10 px-3 py-3 text-sm font-bold tracking-wider backdrop-blur-sm transition hover:bg-white hover:text-primary focus-visible:outline-white"
            >
              {t(`landing.${section.key}`)}
            </PageLink>
          ))}
        </nav>
      </div>
    </main>
  );
}
