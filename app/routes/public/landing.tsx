import { EntriesNotice } from "~/components/public/entries-notice";
import { EventLogo } from "~/components/public/event-logo";
import { LanguageSwitcher } from "~/components/public/language-switcher";
import { eventLinks } from "~/components/public/links";
import { shareMeta } from "~/components/public/meta";
import { PageLink } from "~/components/public/page-link";
import { ShareActions } from "~/components/public/share-actions";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { loadAsDocument } from "~/components/public/spectator-script";
import { UploadImage } from "~/components/public/upload-image";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { eventDateFormat } from "~/utils/event-dates";
import { markdownToPlainText } from "~/utils/markdown.server";
import { eventPageUrl } from "~/utils/qr-code.server";
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
    /** The code of the event's own address, for the venue's posters. */
    qr: { url: eventPageUrl(request, event.slug), svg: `/live-event/qr/${event.slug}/qr.svg`, png: `/live-event/qr/${event.slug}/qr.png` },
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
  const { meta, event, sectionBase, qr, entries } = spectatorData(loaderData);
  return (
    // The followed team's or player's bar is pinned above this page too (followed-team-script.ts).
    <main
      id="content"
      data-following={eventLinks(event.slug, false).following}
      className="landing relative flex min-h-screen flex-col items-center justify-center overflow-hidden px-5 py-12 text-white"
    >
      <LanguageSwitcher className="absolute end-4 top-4 z-20" />
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
        <ShareActions preview={meta} className="justify-center" />
        <section className="flex flex-col items-center gap-3" aria-labelledby="event-qr">
          <h2 id="event-qr" className="text-base font-semibold tracking-wide text-white/90">
            {t("bracket.qr.title")}
          </h2>
          <img src={qr.svg} alt={t("bracket.qr.alt", { url: qr.url })} width={160} height={160} loading="lazy" className="rounded-lg bg-white" />
          <p className="max-w-sm text-sm text-white/80">{t("bracket.qr.intro")}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {[
              { href: qr.png, label: t("bracket.qr.png"), file: `${event.slug}-qr.png` },
              { href: qr.svg, label: t("bracket.qr.svg"), file: `${event.slug}-qr.svg` },
            ].map((download) => (
              <a
                key={download.file}
                href={download.href}
                download={download.file}
                className="flex min-h-11 items-center rounded-lg border border-white/40 px-4 text-sm font-bold hover:bg-white hover:text-primary focus-visible:outline-white"
              >
                {download.label}
              </a>
            ))}
          </div>
        </section>
      </div>
    </main>
  );
}
