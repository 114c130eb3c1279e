import { Form, Link } from "react-router";
import { z } from "zod";
import type { MatchStatus } from "#drizzle/schema";
import { BarChart, ColumnChart, RingChart, useNumberFormat } from "~/components/backoffice/charts";
import { formatDay } from "~/components/backoffice/format";
import { useCategoryLabel } from "~/components/backoffice/labels";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { completionByCategory, eventChoices, matchesByStatus, matchesPerDay, playersByRegion, teamsByCategory, type AnalyticsFilter } from "~/models/events/analytics.server";
import { percentOf, topWithRest } from "~/utils/charts";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/analytics";

/** The filter in the address; anything malformed is simply left out. */
const filterSchema = z.object({
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  event: z.coerce.number().int().positive().optional().catch(undefined),
  region: z.enum(["city", "province"]).catch("city"),
});

const TOP_REGIONS = 10;

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const query = filterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  // A range typed backwards is read the right way round.
  const [from, to] = query.from && query.to && query.from > query.to ? [query.to, query.from] : [query.from ?? null, query.to ?? null];
  const filter: AnalyticsFilter = { from, to, eventId: query.event ?? null };
  const locale = getLocale(context);
  const regions = topWithRest(playersByRegion(filter, query.region), TOP_REGIONS, (region) => region.players);
  return {
    title: translator(context)("nav.analytics"),
    filter: { from: from ?? "", to: to ?? "", event: query.event ? String(query.event) : "", region: query.region },
    events: eventChoices(),
    days: matchesPerDay(filter).map((day) => ({ ...day, label: formatDay(locale, day.day) })),
    statuses: matchesByStatus(filter),
    completion: completionByCategory(filter),
    regions: regions.top,
    otherRegions: regions.rest,
    teams: teamsByCategory(filter),
  };
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const category = useCategoryLabel();
  const { filter, events, days, statuses, completion, regions, otherRegions, teams } = loaderData;
  const played = days.reduce((sum, day) => sum + day.played, 0);
  const total = days.reduce((sum, day) => sum + day.played + day.live + day.upcoming, 0);
  const players = regions.reduce((sum, region) => sum + region.players, otherRegions);
  const teamCount = teams.reduce((sum, row) => sum + row.teams, 0);
  const severalEvents = new Set(completion.map((row) => row.eventId)).size > 1;
  const levels = [...new Map(teams.map((row) => [row.category.level, row.color])).entries()];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("analytics.heading")}</h1>
        <p className="mt-1 text-muted dark:text-[#aeb4cc]">{t("analytics.subtitle")}</p>
      </div>

      <Form method="get" className="panel grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.5fr_1.2fr_auto]" aria-label={t("analytics.filter.label")}>
        <div>
          <label htmlFor="analytics-from" className="form-label">
            {t("analytics.filter.from")}
          </label>
          <input id="analytics-from" type="date" name="from" defaultValue={filter.from} className="form-input" />
        </div>
        <div>
          <label htmlFor="analytics-to" className="form-label">
            {t("analytics.filter.to")}
          </label>
          <input id="analytics-to" type="date" name="to" defaultValue={filter.to} className="form-input" />
        </div>
        <div>
          <label htmlFor="analytics-event" className="form-label">
            {t("analytics.filter.event")}
          </label>
          <select id="analytics-event" name="event" defaultValue={filter.event} className="form-input">
            <option value="">{t("analytics.filter.allEvents")}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="analytics-region" className="form-label">
            {t("analytics.filter.region")}
          </label>
          <select id="analytics-region" name="region" defaultValue={filter.region} className="form-input">
            <option value="city">{t("analytics.filter.byCity")}</option>
            <option value="province">{t("analytics.filter.byProvince")}</option>
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary">
            {t("analytics.filter.apply")}
          </button>
          <Link to="/analytics" className="btn btn-ghost">
            {t("analytics.filter.reset")}
          </Link>
        </div>
      </Form>

      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t("analytics.summary")}>
        <Figure label={t("analytics.figures.matches")} value={number(total)} />
        <Figure label={t("analytics.figures.completion")} value={`${number(percentOf(played, total))}%`} />
        <Figure label={t("analytics.figures.players")} value={number(players)} />
        <Figure label={t("analytics.figures.teams")} value={number(teamCount)} />
      </ul>

      <section className="panel" aria-labelledby="chart-days">
        <ChartHeading id="chart-days" title={t("analytics.days.title")} hint={t("analytics.days.hint")} />
        {days.length ? (
          <ColumnChart
            title={t("analytics.days.title")}
            description={t("analytics.days.description", { days: days.length, total, played })}
            categories={days.map((day) => day.label)}
            categoryHeading={t("analytics.days.day")}
            totalLabel={t("analytics.days.total")}
            series={[
              { key: "played", label: t("analytics.days.played"), className: "fill-primary", values: days.map((day) => day.played) },
              { key: "live", label: t("analytics.days.live"), className: "fill-warning", values: days.map((day) => day.live) },
              { key: "upcoming", label: t("analytics.days.upcoming"), className: "fill-[#b4bdd6] dark:fill-[#3b4a6b]", values: days.map((day) => day.upcoming) },
            ]}
          />
        ) : (
          <Empty />
        )}
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <section className="panel" aria-labelledby="chart-completion">
          <ChartHeading id="chart-completion" title={t("analytics.completion.title")} hint={t("analytics.completion.hint")} />
          {completion.length ? (
            <BarChart
              title={t("analytics.completion.title")}
              description={t("analytics.completion.description", { count: completion.length })}
              labelHeading={t("analytics.completion.category")}
              valueHeading={t("analytics.completion.value")}
              max={100}
              bars={completion.map((row) => ({
                key: String(row.categoryId),
                label: severalEvents ? `${row.event} · ${category(row.category)}` : category(row.category),
                value: percentOf(row.played, row.total),
                display: t("analytics.completion.display", { played: number(row.played), total: number(row.total), percent: percentOf(row.played, row.total) }),
                className: row.played === row.total ? "fill-success" : "fill-primary",
              }))}
            />
          ) : (
            <Empty />
          )}
        </section>

        <section className="panel" aria-labelledby="chart-teams">
          <ChartHeading id="chart-teams" title={t("analytics.teams.title")} hint={t("analytics.teams.hint")} />
          {teams.length ? (
            <>
              <ul className="mb-3 flex flex-wrap gap-x-5 gap-y-1 text-xs font-semibold text-muted dark:text-[#aeb4cc]" aria-hidden="true">
                {levels.map(([level, color]) => (
                  <li key={level} className="flex items-center gap-1.5">
                    <span className="size-2.5 rounded-sm" style={{ backgroundColor: color }} />
                    {level}
                  </li>
                ))}
              </ul>
              <BarChart
                title={t("analytics.teams.title")}
                description={t("analytics.teams.description", { count: teamCount })}
                labelHeading={t("analytics.teams.category")}
                valueHeading={t("analytics.teams.value")}
                bars={teams.map((row) => ({ key: String(row.gameCategoryId), label: category(row.category), value: row.teams, display: number(row.teams), color: row.color }))}
              />
            </>
          ) : (
            <Empty />
          )}
        </section>
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <section className="panel" aria-labelledby="chart-regions">
          <ChartHeading
            id="chart-regions"
            title={t(filter.region === "province" ? "analytics.players.titleProvince" : "analytics.players.titleCity")}
            hint={t("analytics.players.hint", { count: TOP_REGIONS })}
          />
          {regions.length ? (
            <BarChart
              title={t(filter.region === "province" ? "analytics.players.titleProvince" : "analytics.players.titleCity")}
              description={t("analytics.players.description", { count: players })}
              labelHeading={t(filter.region === "province" ? "analytics.players.province" : "analytics.players.city")}
              valueHeading={t("analytics.players.value")}
              bars={[
                ...regions.map((region) => ({
                  key: region.name ?? "-",
                  label: region.name ?? t("analytics.players.unknown"),
                  value: region.players,
                  display: number(region.players),
                  className: "fill-secondary",
                })),
                ...(otherRegions ? [{ key: "+", label: t("analytics.players.other"), value: otherRegions, display: number(otherRegions), className: "fill-[#b4bdd6] dark:fill-[#3b4a6b]" }] : []),
              ]}
            />
          ) : (
            <Empty />
          )}
        </section>

        <section className="panel" aria-labelledby="chart-statuses">
          <ChartHeading id="chart-statuses" title={t("analytics.statuses.title")} hint={t("analytics.statuses.hint")} />
          {statuses.length ? (
            <RingChart
              title={t("analytics.statuses.title")}
              description={t("analytics.statuses.description", { count: statuses.reduce((sum, row) => sum + row.matches, 0) })}
              totalLabel={t("analytics.statuses.total")}
              labelHeading={t("analytics.statuses.status")}
              valueHeading={t("analytics.statuses.value")}
              slices={statuses.map((row) => ({ key: row.status, label: t(`dashboard.status.${row.status}`), value: row.matches, className: statusFill[row.status] }))}
            />
          ) : (
            <Empty />
          )}
        </section>
      </div>
    </div>
  );
}

const statusFill: Record<MatchStatus, string> = {
  finished: "fill-primary",
  walkover: "fill-secondary",
  retired: "fill-[#a78bfa]",
  live: "fill-warning",
  scheduled: "fill-[#b4bdd6] dark:fill-[#3b4a6b]",
  postponed: "fill-info",
  cancelled: "fill-danger",
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <li className="panel">
      <span className="block text-sm font-semibold text-muted dark:text-[#aeb4cc]">{label}</span>
      <span className="mt-1 block text-2xl font-extrabold">{value}</span>
    </li>
  );
}

function ChartHeading({ id, title, hint }: { id: string; title: string; hint: string }) {
  return (
    <div className="mb-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <p className="text-sm text-muted dark:text-[#aeb4cc]">{hint}</p>
    </div>
  );
}

function Empty() {
  const { t } = useTranslation();
  return <p className="rounded-md border border-dashed border-[#c5cbe0] px-4 py-8 text-center text-muted dark:border-night-soft dark:text-[#aeb4cc]">{t("analytics.empty")}</p>;
}
