import { z } from "zod";
import { useEventShell } from "~/components/public/event-shell";
import { CalendarIcon } from "~/components/public/icons";
import { categoryLabel } from "~/components/public/labels";
import { MatchCardItem } from "~/components/public/match-card";
import { NowStrip } from "~/components/public/now-strip";
import { shareMeta } from "~/components/public/meta";
import { PageHero } from "~/components/public/page-hero";
import { PageLink } from "~/components/public/page-link";
import { forSpectators, spectatorData, type SpectatorDataOf } from "~/components/public/spectator-data";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findSchedule, scheduleDays, scheduleFilters } from "~/models/public/public-matches.server";
import { everyCourt, findNow } from "~/models/public/public-now.server";
import { eventDateFormat, zoneName } from "~/utils/event-dates";
import { scheduleParts, shownDay, shownPart } from "~/utils/schedule-day";
import { requirePublicEvent } from "./public-event.server";
import { sharePreview } from "./share-preview.server";
import type { SectionHandle } from "./event-layout";
import type { Route } from "./+types/schedule";
import { now as clockNow } from "~/clock.server";

export const handle: SectionHandle = { section: "schedule" };

export const meta: Route.MetaFunction = ({ loaderData }) => shareMeta(loaderData && spectatorData(loaderData).meta);

/** Filters come from the URL; a value that is not one (a typo, an old link) simply does not filter. */
const filtersSchema = z.object({
  category: z.coerce.number().int().positive().nullable().catch(null),
  court: z.string().trim().min(1).max(80).nullable().catch(null),
  team: z.coerce.number().int().positive().nullable().catch(null),
  day: z
    .union([z.literal("all"), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
    .nullable()
    .catch(null),
  /** The part of a long list that starts at this event-local minute ("2025-11-22T14:00"). */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    .nullable()
    .catch(null),
});

/** What the page reads from its address (server/route-kinds.ts): a stored page ignores every other parameter. */
export const queryParameters = Object.keys(filtersSchema.shape);

type Filters = z.infer<typeof filtersSchema>;

/** The schedule's address with the filters, and the day and part given (the other filters kept). */
function scheduleQuery(filters: Filters, day: string | null, from: string | null = null) {
  const params = new URLSearchParams();
  if (filters.category !== null) params.set("category", String(filters.category));
  if (filters.court !== null) params.set("court", filters.court);
  if (filters.team !== null) params.set("team", String(filters.team));
  if (day !== null) params.set("day", day);
  if (from !== null) params.set("from", from);
  return `?${params}`;
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const t = translator(context);
  const language = getLocale(context);
  const search = new URL(request.url).searchParams;
  const requested = filtersSchema.parse({
    category: search.get("category") || null,
    court: search.get("court") || null,
    team: search.get("team") || null,
    day: search.get("day") || null,
    from: search.get("from") || null,
  });
  const { filters: applied, team } = scheduleFilters(event.id, requested);
  const filters = { ...requested, ...applied };
  const dates = eventDateFormat(language, event.timezone);
  // Start times first, so a long schedule reads just the matches of the day and part it shows.
  const { days: dayChoices, startTimes, total } = scheduleDays(event, filters, dates);
  const now = clockNow();
  const today = dates.day(now);
  const day = shownDay(
    dayChoices.map((d) => d.day),
    filters.day,
    total,
    today,
  );
  const bounds = day === null ? null : dates.dayBounds(day);
  const shownTimes = bounds === null ? startTimes : startTimes.filter(({ at }) => at >= bounds.start && at < bounds.end);
  const parts = scheduleParts(shownTimes, dates.minute);
  const running = day === null ? dayChoices.some((d) => d.day === today) : day === today;
  const partIndex = shownPart(parts, filters.from, running ? now : null);
  const part = parts[partIndex];
  const schedule = findSchedule(event, filters, dates, {
    start: part?.start ?? bounds?.start,
    end: part?.end ?? bounds?.end ?? null,
    // Matches without a time close the list of every day.
    unscheduled: day === null && !part?.end,
  });
  const partLinks = parts.map((p, i) => ({
    from: p.from,
    times: p.start.getTime() === p.lastStart.getTime() ? dates.label(p.start).time : `${dates.label(p.start).time}–${dates.label(p.lastStart).time}`,
    matches: p.last - p.first + 1,
    current: i === partIndex,
  }));
  const name = event.name.trim() || t("live.defaultEventName");
  return forSpectators({
    meta: sharePreview(request, {
      event,
      title: `${t("live.schedule.title")} - ${name}`,
      description: t("live.meta.schedule", { name, dates: dates.range(event.startsAt, event.endsAt) }),
      path: `/live-event/schedule/${event.slug}`,
      language,
    }),
    filters,
    team,
    day,
    dayChoices,
    schedule,
    now: findNow(event, language, everyCourt),
    zone: zoneName(event.timezone),
    parts: parts.length > 1 ? { links: partLinks, first: part!.first, last: part!.last, count: parts.at(-1)!.last, next: partLinks[partIndex + 1] ?? null } : null,
  });
}

function Filters({ loaderData }: { loaderData: SpectatorDataOf<typeof loader> }) {
  const { t } = useTranslation();
  const { filters, schedule } = loaderData;
  const { categories, courts, teams, teamsByCategory } = schedule.options;
  const teamCategories = categories.filter((category) => teams.some((team) => team.categoryId === category.id));
  const filtered = filters.category !== null || filters.court !== null || filters.team !== null;
  const { day } = loaderData;
  return (
    <form method="get" target="_self" data-auto-submit className="live-card grid grid-cols-1 gap-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end" aria-labelledby="filter-heading">
      <h2 id="filter-heading" className="sr-only">
        {t("live.schedule.filter")}
      </h2>
      <label className="flex flex-col gap-1 text-sm font-semibold text-[#1e293b]">
        {t("live.schedule.category")}
        <select name="category" defaultValue={filters.category ?? ""} className="live-select">
          <option value="">{t("live.schedule.allCategories")}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {categoryLabel(t, category)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-[#1e293b]">
        {t("live.schedule.court")}
        <select name="court" defaultValue={filters.court ?? ""} className="live-select">
          <option value="">{t("live.schedule.allCourts")}</option>
          {courts.map((court) => (
            <option key={court} value={court}>
              {court}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-[#1e293b]">
        {t("live.schedule.team")}
        <select name="team" defaultValue={filters.team ?? ""} className="live-select" aria-describedby={teamsByCategory && filters.category === null ? "team-filter-hint" : undefined}>
          <option value="">{t("live.schedule.allTeams")}</option>
          {teamCategories.map((category) => (
            <optgroup key={category.id} label={categoryLabel(t, category)}>
              {teams
                .filter((team) => team.categoryId === category.id)
                .map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </label>
      {day ? <input type="hidden" name="day" value={day} /> : null}
      <div className="flex gap-2">
        <button type="submit" className="live-button">
          {t("live.schedule.apply")}
        </button>
        {filtered ? (
          <PageLink to="?" className="live-button-ghost">
            {t("live.schedule.reset")}
          </PageLink>
        ) : null}
      </div>
      {teamsByCategory && filters.category === null ? (
        <p id="team-filter-hint" className="text-xs text-[#475569] sm:col-span-4">
          {t("live.schedule.teamsAfterCategory")}
        </p>
      ) : null}
    </form>
  );
}

/** Links to each day of the schedule (and to all of them), keeping the other filters. */
function DayLinks({ loaderData }: { loaderData: SpectatorDataOf<typeof loader> }) {
  const { t } = useTranslation();
  const { filters, day, dayChoices } = loaderData;
  if (dayChoices.length < 2) return null;
  const linkTo = (value: string) => scheduleQuery(filters, value);
  const choices = [{ value: "all", label: t("live.schedule.allDays"), current: day === null }, ...dayChoices.map((d) => ({ value: d.day, label: `${d.date} (${d.matches})`, current: d.day === day }))];
  return (
    <nav aria-label={t("live.schedule.days")}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {choices.map((choice) => (
          <li key={choice.value} className="shrink-0 whitespace-nowrap">
            <PageLink to={linkTo(choice.value)} className={choice.current ? "live-button" : "live-button-ghost"} aria-current={choice.current ? "page" : undefined}>
              {choice.label}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Links to each part of a long list (its start times and number of matches), keeping the filters and the day. */
function PartLinks({ loaderData }: { loaderData: SpectatorDataOf<typeof loader> }) {
  const { t } = useTranslation();
  const { filters, day, parts } = loaderData;
  if (!parts) return null;
  return (
    <nav aria-label={t("live.schedule.times")}>
      <ul className="flex flex-wrap gap-2">
        {parts.links.map((part) => (
          <li key={part.from}>
            <PageLink to={scheduleQuery(filters, day ?? "all", part.from)} className={part.current ? "live-button" : "live-button-ghost"} aria-current={part.current ? "page" : undefined}>
              {`${part.times} (${part.matches})`}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Schedule({ loaderData: envelope }: Route.ComponentProps) {
  const loaderData = spectatorData(envelope);
  const { t } = useTranslation();
  const { event, links } = useEventShell();
  const { schedule, filters, parts, day, team, now, zone } = loaderData;
  return (
    <>
      <NowStrip now={now} links={links} zone={zone} />
      <PageHero eyebrow={event.name} title={t("live.schedule.title")}>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={links.calendar()} className="live-hero-button" download>
            <CalendarIcon className="size-4" />
            {t("live.schedule.addEvent")}
          </a>
          {team ? (
            <a href={links.calendar(team.id)} className="live-hero-button" download>
              <CalendarIcon className="size-4" />
              {t("live.schedule.addTeam", { team: team.name })}
            </a>
          ) : null}
        </div>
      </PageHero>

      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6">
        <details className="schedule-filters" open={filters.category !== null || filters.court !== null || filters.team !== null}>
          <summary className="live-button-ghost">{t("venue.filters")}</summary>
          <Filters loaderData={loaderData} />
        </details>
        <DayLinks loaderData={loaderData} />
        <PartLinks loaderData={loaderData} />
        <p className="text-sm text-[#475569]" role="status">
          {parts ? t("live.schedule.part", { first: parts.first, last: parts.last, total: parts.count }) : t("live.schedule.count", { count: schedule.total })}
        </p>

        {schedule.total === 0 ? <p className="live-card text-center text-[#475569]">{t("live.schedule.empty")}</p> : null}

        {schedule.days.map((day) => (
          <section key={day.day} aria-labelledby={`day-${day.day}`}>
            <h2 id={`day-${day.day}`} className="live-day-title">
              {day.date}
            </h2>
            <ol className="flex flex-col gap-5">
              {day.slots.map((slot) => (
                <li key={slot.iso}>
                  <h3 className="mb-2 text-sm font-bold text-[#334155]">
                    <time dateTime={slot.iso}>{slot.time}</time>
                  </h3>
                  <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                    {slot.matches.map((match) => (
                      <MatchCardItem key={match.id} match={match} href={links.match(match.id)} showTime={false} />
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
        ))}

        {parts?.next ? (
          <PageLink to={scheduleQuery(filters, day ?? "all", parts.next.from)} className="live-button-ghost self-center">
            {t("live.schedule.later", { times: parts.next.times })}
          </PageLink>
        ) : null}

        {schedule.unscheduled.length > 0 ? (
          <section aria-labelledby="unscheduled">
            <h2 id="unscheduled" className="live-day-title">
              {t("live.schedule.unscheduled")}
            </h2>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {schedule.unscheduled.map((match) => (
                <MatchCardItem key={match.id} match={match} href={links.match(match.id)} />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
