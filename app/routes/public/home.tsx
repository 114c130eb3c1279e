import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EventLogo } from "~/components/public/event-logo";
import { translator } from "~/i18n/i18next.server";
import { listPublicEvents, phaseOf, type EventPhase } from "~/models/event.server";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  titled(loaderData?.title, [{ name: "description", content: loaderData?.description }]);

export function loader({ context }: Route.LoaderArgs) {
  const t = translator(context);
  const now = new Date();
  const phases: Record<EventPhase, { slug: string; name: string; logo: string | null; city: string | null; startsAt: string; endsAt: string; timezone: string }[]> = {
    live: [],
    upcoming: [],
    past: [],
  };
  for (const event of listPublicEvents()) {
    phases[phaseOf(event, now)].push({
      slug: event.slug,
      name: event.name,
      logo: event.logo,
      city: event.city?.name ?? null,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt.toISOString(),
      timezone: event.timezone,
    });
  }
  phases.past.reverse();
  return { title: t("home.title"), description: t("meta.description"), phases };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const sections: EventPhase[] = ["live", "upcoming", "past"];
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <header className="mb-8 flex items-center gap-3">
        <img src="/images/laga-logo.svg" alt="" width={40} height={40} />
        <h1 className="text-3xl font-extrabold">{t("home.heading")}</h1>
      </header>
      {sections.map((phase) => (
        <section key={phase} className="mb-10" aria-labelledby={`phase-${phase}`}>
          <h2 id={`phase-${phase}`} className="mb-4 text-lg font-bold">
            {t(`home.${phase}`)}
          </h2>
          {loaderData.phases[phase].length === 0 ? (
            <p className="text-muted">{t("home.none")}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.phases[phase].map((event) => (
                <li key={event.slug}>
                  <Link to={`/live-event/${event.slug}`} className="panel flex h-full flex-col gap-3 transition hover:-translate-y-0.5">
                    <div className="rounded bg-night p-3">
                      <EventLogo src={event.logo} alt="" />
                    </div>
                    <span className="text-base font-bold">{event.name}</span>
                    <span className="text-muted">
                      {new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: event.timezone }).formatRange(
                        new Date(event.startsAt),
                        new Date(event.endsAt),
                      )}
                      {event.city ? ` · ${event.city}` : ""}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </main>
  );
}
