import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { requireRunnableEvent } from "~/auth/event-access.server";
import { EmbedSnippets } from "~/components/backoffice/embed-snippets";
import { MatchCallNote } from "~/components/public/match-call";
import { MatchStatusBadge } from "~/components/public/match-status";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findSchedule } from "~/models/public/public-matches.server";
import { eventDateFormat } from "~/utils/event-dates";
import { describeMatchSource } from "~/utils/match-source";
import { titled } from "~/utils/meta";
import { publicOrigin } from "~/routes/public/share-preview.server";
import type { Route } from "./+types/event";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** Quick filters a volunteer needs at courtside: what is on, what is next, what is over. */
const views = {
  live: ["live"],
  next: ["scheduled", "postponed"],
  done: ["finished", "walkover", "retired", "cancelled"],
  all: null,
} as const;
type View = keyof typeof views;

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { event } = requireRunnableEvent(request, context, params.eventId);
  const search = new URL(request.url).searchParams;
  const view: View = (Object.keys(views) as View[]).find((key) => key === search.get("view")) ?? "all";
  const categoryId = Number(search.get("category"));
  const court = search.get("court")?.trim() || null;
  const schedule = findSchedule(event, { category: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null, court, team: null }, eventDateFormat(getLocale(context), event.timezone));
  const allowed: readonly string[] | null = views[view];
  const days = schedule.days
    .map((day) => ({
      ...day,
      slots: day.slots.map((slot) => ({ ...slot, matches: slot.matches.filter((m) => !allowed || allowed.includes(m.status)) })).filter((slot) => slot.matches.length > 0),
    }))
    .filter((day) => day.slots.length > 0);
  const wantedDay = search.get("day");
  return {
    title: event.name,
    event: { id: event.id, name: event.name, slug: event.slug },
    /** Embeds' snippets name the public origin: a club's page frames them from elsewhere. */
    origin: publicOrigin(request),
    view,
    days: wantedDay ? days.filter((day) => day.day === wantedDay) : days,
    dayOptions: schedule.days.map((day) => ({ value: day.day, label: day.date })),
    options: schedule.options,
  };
}

export default function EventMatches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const { event, days, view, options, dayOptions, origin } = loaderData;
  const viewLink = (key: View) => {
    const next = new URLSearchParams(searchParams);
    next.set("view", key);
    return `?${next}`;
  };
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <Link to="/match-progress" className="back-link">
            ← {t("nav.matchProgress")}
          </Link>
          <h1 className="text-xl font-bold">{event.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/desk/${event.id}`} className="btn btn-primary">
            {t("desk.title")}
          </Link>
          <Link to={`/match-progress/events/${event.id}/scorer-links`} className="btn btn-outline">
            {t("scorerLinks.title")}
          </Link>
          <Link to={`/match-progress/standings?event=${event.id}`} className="btn btn-outline">
            {t("nav.standings")}
          </Link>
        </div>
      </div>
      <nav aria-label={t("progress.views")} className="mb-3 flex flex-wrap gap-2">
        {(Object.keys(views) as View[]).map((key) => (
          <Link
            key={key}
            to={viewLink(key)}
            aria-current={view === key ? "page" : undefined}
            className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold ${view === key ? "bg-primary text-white" : "bg-white shadow-sm hover:bg-primary-light dark:bg-night"}`}
          >
            {t(`progress.view.${key}`)}
          </Link>
        ))}
      </nav>
      <Form method="get" className="panel mb-4 flex flex-wrap items-end gap-3" onChange={(e) => submit(e.currentTarget)}>
        <input type="hidden" name="view" value={view} />
        <label className="flex flex-col">
          <span className="form-label">{t("progress.day")}</span>
          <select name="day" defaultValue={searchParams.get("day") ?? ""} className="form-input">
            <option value="">{t("list.all")}</option>
            {dayOptions.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          <span className="form-label">{t("progress.court")}</span>
          <select name="court" defaultValue={searchParams.get("court") ?? ""} className="form-input">
            <option value="">{t("list.all")}</option>
            {options.courts.map((court) => (
              <option key={court} value={court}>
                {court}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col">
          <span className="form-label">{t("progress.category")}</span>
          <select name="category" defaultValue={searchParams.get("category") ?? ""} className="form-input">
            <option value="">{t("list.all")}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {[category.gameType, category.skillLevel, t(`progress.gender.${category.gender}`)].filter(Boolean).join(" · ")}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {t("list.apply")}
        </button>
      </Form>
      <EmbedSnippets
        origin={origin}
        slug={event.slug}
        name={event.name}
        matches={days.flatMap((day) =>
          day.slots.flatMap((slot) =>
            slot.matches.map((match) => ({
              id: match.id,
              live: match.status === "live",
              label: `${day.date} ${slot.time} · ${match.code} · ${match.home.name ?? describeMatchSource(t, match.home.source)} – ${match.away.name ?? describeMatchSource(t, match.away.source)}`,
            })),
          ),
        )}
      />
      {days.length === 0 ? <p className="panel text-muted">{t("progress.noMatches")}</p> : null}
      {days.map((day) => (
        <section key={day.day} className="mb-6" aria-labelledby={`day-${day.day}`}>
          <h2 id={`day-${day.day}`} className="mb-2 text-base font-bold">
            {day.date}
          </h2>
          <ul className="space-y-2">
            {day.slots.flatMap((slot) =>
              slot.matches.map((match) => (
                <li key={match.id}>
                  <Link to={`/match-progress/matches/${match.id}`} className="panel flex min-h-16 flex-wrap items-center gap-x-4 gap-y-1 p-3 transition hover:shadow-lg sm:flex-nowrap">
                    <span className="w-14 font-mono font-bold tabular-nums">{slot.time}</span>
                    <span className="w-20 text-sm text-muted">{match.court}</span>
                    <span className="badge shrink-0" style={{ backgroundColor: match.category.color, color: match.category.textColor }}>
                      {match.code}
                    </span>
                    {/* Where the row is too narrow for the names beside the time and court, they take a line of their own. */}
                    <span className="min-w-48 flex-1 sm:min-w-0">
                      <span className={match.home.winner ? "font-bold" : ""} dir="auto">
                        {match.home.name ?? describeMatchSource(t, match.home.source)}
                      </span>
                      <span className="mx-2 text-muted">vs</span>
                      <span className={match.away.winner ? "font-bold" : ""} dir="auto">
                        {match.away.name ?? describeMatchSource(t, match.away.source)}
                      </span>
                    </span>
                    <span className="font-mono tabular-nums" dir="ltr">
                      {match.sets.map((s) => `${s.home}-${s.away}`).join(" ")}
                    </span>
                    <MatchCallNote match={match} />
                    <MatchStatusBadge status={match.status} />
                  </Link>
                </li>
              )),
            )}
          </ul>
        </section>
      ))}
    </section>
  );
}
