import { Link } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { progressEvents } from "~/models/competition/match-progress.server";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/index";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  return {
    title: translator(context)("nav.matchProgress"),
    events: progressEvents(user).map((event) => ({ id: event.id, name: event.name, status: event.status, counts: event.counts })),
  };
}

/** Match progress starts by picking one of the events the user runs. */
export default function MatchProgress({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section>
      <h1 className="mb-5 text-xl font-bold">{loaderData.title}</h1>
      {loaderData.events.length === 0 ? (
        <p className="panel text-muted">{t("progress.noEvents")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {loaderData.events.map((event) => (
            <li key={event.id}>
              <Link to={`/match-progress/events/${event.id}`} className="panel flex h-full flex-col gap-3 transition hover:-translate-y-0.5 hover:shadow-lg">
                <span className="text-lg font-bold">{event.name}</span>
                <span className="flex flex-wrap gap-2 text-sm">
                  {event.counts.live > 0 ? (
                    <span className="badge bg-danger/15 text-danger">
                      <bdi>{t("progress.liveCount", { count: event.counts.live })}</bdi>
                    </span>
                  ) : null}
                  <span className="badge bg-primary/15 text-primary">
                    <bdi>{t("progress.remainingCount", { count: event.counts.remaining })}</bdi>
                  </span>
                  <span className="badge bg-success/15 text-success">
                    <bdi>{t("progress.doneCount", { count: event.counts.done })}</bdi>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {loaderData.events.length > 0 ? (
        <p className="mt-6">
          <Link to="/match-progress/standings" className="inline-flex min-h-11 items-center font-semibold text-primary hover:underline">
            {t("progress.toStandings")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
