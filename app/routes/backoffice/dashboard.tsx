import { Link } from "react-router";
import type { EventStatus, MatchStatus } from "#drizzle/schema";
import { useNumberFormat } from "~/components/backoffice/charts";
import { formatAgo, formatDate, formatDateRange, formatTime } from "~/components/backoffice/format";
import { Icon, type IconName } from "~/components/backoffice/icons";
import { useCategoryLabel } from "~/components/backoffice/labels";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { dashboardCounts, liveMatches, recentChanges, recentResults, todaysMatches, upcomingEvents, type MatchCard } from "~/models/events/dashboard.server";
import { percentOf } from "~/utils/charts";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/dashboard";
import { now as clockNow } from "~/clock.server";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** The admin's overview: counters, what is being played now and today, what comes next, and what changed. */
export function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const now = clockNow();
  const today = todaysMatches(now);
  return {
    title: translator(context)("nav.dashboard"),
    counts: dashboardCounts(),
    live: liveMatches().map((match) => presentMatch(match, locale)),
    today: { total: today.total, matches: today.matches.map((match) => presentMatch(match, locale)) },
    events: upcomingEvents(now).map(({ startsAt, endsAt, timezone, ...event }) => ({ ...event, dates: formatDateRange(locale, startsAt, endsAt, timezone) })),
    results: recentResults().map((match) => presentMatch(match, locale)),
    changes: recentChanges().map(({ at, ...change }) => ({ ...change, ago: formatAgo(locale, at, now) })),
  };
}

function presentMatch(match: MatchCard, locale: string) {
  const { scheduledAt, finishedAt, homeTeamId, awayTeamId, winnerTeamId, ...rest } = match;
  return {
    ...rest,
    home: match.home ?? match.homeSource ?? "?",
    away: match.away ?? match.awaySource ?? "?",
    winner: winnerTeamId === null ? null : winnerTeamId === homeTeamId ? "home" : winnerTeamId === awayTeamId ? "away" : null,
    time: scheduledAt ? formatTime(locale, scheduledAt, match.event.timezone) : null,
    date: scheduledAt ? formatDate(locale, scheduledAt, match.event.timezone) : null,
    finished: finishedAt ? formatDate(locale, finishedAt, match.event.timezone) : null,
  };
}

type Match = ReturnType<typeof presentMatch>;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const number = useNumberFormat();
  const { counts, live, today, events, results, changes } = loaderData;
  const matchesTotal = counts.matchesPlayed + counts.matchesRemaining;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
          <p className="mt-1 text-muted dark:text-[#aeb4cc]">{t("dashboard.subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/analytics" className="btn btn-outline dark:border-[#8fa3f7] dark:text-[#8fa3f7] dark:hover:text-white">
            <Icon name="chart" className="size-4" />
            {t("nav.analytics")}
          </Link>
          <Link to="/list-event" className="btn btn-primary">
            <Icon name="calendar" className="size-4" />
            {t("nav.manageEvents")}
          </Link>
        </div>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t("dashboard.countsLabel")}>
        <StatCard to="/list-event" icon="calendar" tone="bg-primary/10 text-primary-dark dark:bg-primary/20 dark:text-[#8fa3f7]" label={t("dashboard.cards.events")} value={number(counts.eventsTotal)}>
          <span className="flex flex-wrap gap-x-2">
            {(["ongoing", "published", "draft", "finished"] as const).map((status) => (
              <span key={status}>{t("dashboard.cards.eventStatus", { number: counts.events[status], status: t(`dashboard.eventStatus.${status}`) })}</span>
            ))}
          </span>
        </StatCard>
        <StatCard to="/list-player" icon="player" tone="bg-secondary/10 text-[#6642b8] dark:bg-secondary/20 dark:text-[#b9a2ec]" label={t("dashboard.cards.players")} value={number(counts.players)}>
          {t("dashboard.cards.playersHint")}
        </StatCard>
        <StatCard to="/list-team" icon="team" tone="bg-success/10 text-[#00733a] dark:bg-success/20 dark:text-[#4ade80]" label={t("dashboard.cards.teams")} value={number(counts.teams)}>
          {t("dashboard.cards.teamsHint")}
        </StatCard>
        <StatCard
          to="/match-progress"
          icon="trophy"
          tone="bg-warning/15 text-[#8a5a12] dark:bg-warning/20 dark:text-[#f3c57f]"
          label={t("dashboard.cards.matches")}
          value={
            <bdi dir="ltr">
              {number(counts.matchesPlayed)} / {number(matchesTotal)}
            </bdi>
          }
        >
          <span className="block">{t("dashboard.cards.matchesRemaining", { number: counts.matchesRemaining })}</span>
          <Progress value={percentOf(counts.matchesPlayed, matchesTotal)} label={t("dashboard.cards.matchesProgress", { percent: percentOf(counts.matchesPlayed, matchesTotal) })} />
        </StatCard>
      </ul>

      <div className="grid gap-6 xl:grid-cols-3">
        <section className="panel xl:col-span-2" aria-labelledby="dashboard-today">
          <PanelHeading id="dashboard-today" icon="live" title={t("dashboard.today.title")} hint={t("dashboard.today.hint", { number: today.total })} />
          {live.length ? (
            <>
              <h3 className="mt-4 mb-2 flex items-center gap-2 text-xs font-bold uppercase tracking-wide text-[#b3262f] dark:text-[#ff8a91]">
                <span className="relative flex size-2.5" aria-hidden="true">
                  <span className="absolute inline-flex size-full rounded-full bg-danger opacity-75 motion-safe:animate-ping" />
                  <span className="relative inline-flex size-2.5 rounded-full bg-danger" />
                </span>
                {t("dashboard.today.live", { number: live.length })}
              </h3>
              <ul className="grid gap-3 md:grid-cols-2">
                {live.map((match) => (
                  <li key={match.id}>
                    <LiveMatch match={match} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className="mt-6 mb-2 text-xs font-bold uppercase tracking-wide text-muted dark:text-[#aeb4cc]">{t("dashboard.today.schedule")}</h3>
          {today.matches.length ? <TodayTable matches={today.matches} /> : <Empty text={t("dashboard.today.none")} />}
          {today.total > today.matches.length ? <p className="mt-3 text-sm text-muted dark:text-[#aeb4cc]">{t("dashboard.today.more", { count: today.total - today.matches.length })}</p> : null}
        </section>

        <section className="panel" aria-labelledby="dashboard-events">
          <PanelHeading id="dashboard-events" icon="calendar" title={t("dashboard.events.title")} hint={t("dashboard.events.hint")} />
          {events.length ? (
            <ul className="mt-4 space-y-4">
              {events.map((event) => (
                <li key={event.id} className="rounded-md border border-[#e0e6ed] p-4 dark:border-night-soft">
                  <div className="flex items-start justify-between gap-3">
                    <Link to={`/edit-event/${event.id}`} className="inline-flex min-h-11 items-center font-bold text-primary-dark hover:underline dark:text-[#8fa3f7]">
                      {event.name}
                    </Link>
                    <EventStatusBadge status={event.status} />
                  </div>
                  <p className="mt-1 text-sm text-muted dark:text-[#aeb4cc]">
                    {event.dates}
                    {event.locationName ? ` · ${event.locationName}` : ""}
                  </p>
                  <p className="mt-2 text-sm">
                    <bdi>{t("dashboard.events.figures", { teams: event.teams, played: event.matchesPlayed, total: event.matchesTotal })}</bdi>
                  </p>
                  <Progress value={percentOf(event.matchesPlayed, event.matchesTotal)} label={t("dashboard.cards.matchesProgress", { percent: percentOf(event.matchesPlayed, event.matchesTotal) })} />
                  <Link to={`/match-progress/events/${event.id}`} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-primary-dark hover:underline dark:text-[#8fa3f7]">
                    {t("dashboard.events.manage", { name: event.name })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <Empty text={t("dashboard.events.none")} />
          )}
        </section>
      </div>

      <div className="grid gap-6 xl:grid-cols-2">
        <section className="panel" aria-labelledby="dashboard-results">
          <PanelHeading id="dashboard-results" icon="check" title={t("dashboard.results.title")} hint={t("dashboard.results.hint")} />
          {results.length ? (
            <ul className="mt-4 divide-y divide-black/5 dark:divide-white/10">
              {results.map((match) => (
                <li key={match.id}>
                  <Result match={match} />
                </li>
              ))}
            </ul>
          ) : (
            <Empty text={t("dashboard.results.none")} />
          )}
        </section>
        <section className="panel" aria-labelledby="dashboard-changes">
          <PanelHeading id="dashboard-changes" icon="history" title={t("dashboard.changes.title")} hint={t("dashboard.changes.hint")} />
          {changes.length ? (
            <ol className="mt-4 space-y-4">
              {changes.map((change) => (
                <li key={change.id} className="flex gap-3">
                  <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                  <div className="min-w-0">
                    <p>
                      <span className="font-semibold">{change.user ?? t("dashboard.changes.system")}</span> {t(`dashboard.audit.${change.action}`, { defaultValue: change.action })}{" "}
                      {t(`dashboard.entity.${change.entity}`, { defaultValue: change.entity })} <ChangeTarget change={change} />
                    </p>
                    <p className="text-xs text-muted dark:text-[#aeb4cc]">{change.ago}</p>
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <Empty text={t("dashboard.changes.none")} />
          )}
        </section>
      </div>
    </div>
  );
}

function StatCard({ to, icon, tone, label, value, children }: { to: string; icon: IconName; tone: string; label: string; value: React.ReactNode; children: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className="panel stat-card h-full">
        <span className={`grid size-12 shrink-0 place-items-center rounded-full ${tone}`} aria-hidden="true">
          <Icon name={icon} className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-muted dark:text-[#aeb4cc]">{label}</span>
          <span className="block text-2xl font-extrabold">{value}</span>
          <span className="mt-1 block text-xs text-muted dark:text-[#aeb4cc]">{children}</span>
        </span>
      </Link>
    </li>
  );
}

function PanelHeading({ id, icon, title, hint }: { id: string; icon: IconName; title: string; hint: string }) {
  return (
    <div className="flex items-start gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-md bg-primary-light text-primary-dark dark:bg-night-soft dark:text-[#8fa3f7]" aria-hidden="true">
        <Icon name={icon} className="size-5" />
      </span>
      <div>
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <p className="text-sm text-muted dark:text-[#aeb4cc]">{hint}</p>
      </div>
    </div>
  );
}

function Progress({ value, label }: { value: number; label: string }) {
  return (
    <span className="mt-2 block">
      <span className="block h-1.5 overflow-hidden rounded-full bg-[#e0e6ed] dark:bg-night-soft" role="img" aria-label={label}>
        <span className="block h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
      </span>
    </span>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="mt-4 rounded-md border border-dashed border-[#c5cbe0] px-4 py-6 text-center text-muted dark:border-night-soft dark:text-[#aeb4cc]">{text}</p>;
}

const statusTone: Record<MatchStatus, string> = {
  scheduled: "bg-[#e0e6ed] text-[#3b3f5c] dark:bg-night-soft dark:text-[#e0e6ed]",
  live: "bg-danger/15 text-[#b3262f] dark:bg-danger/25 dark:text-[#ffb3b8]",
  finished: "bg-success/15 text-[#00733a] dark:bg-success/20 dark:text-[#4ade80]",
  walkover: "bg-secondary/15 text-[#5b3aa6] dark:bg-secondary/25 dark:text-[#cbb8f5]",
  retired: "bg-secondary/15 text-[#5b3aa6] dark:bg-secondary/25 dark:text-[#cbb8f5]",
  cancelled: "bg-black/10 text-[#3b3f5c] dark:bg-white/10 dark:text-[#e0e6ed]",
  postponed: "bg-warning/20 text-[#7a4f0f] dark:bg-warning/25 dark:text-[#f3c57f]",
};

function MatchStatusBadge({ status }: { status: MatchStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${statusTone[status]}`}>{t(`dashboard.status.${status}`)}</span>;
}

const eventTone: Record<EventStatus, string> = {
  draft: "bg-black/10 text-[#3b3f5c] dark:bg-white/10 dark:text-[#e0e6ed]",
  published: "bg-info/15 text-[#0b5fa5] dark:bg-info/25 dark:text-[#9fd3ff]",
  ongoing: "bg-danger/15 text-[#b3262f] dark:bg-danger/25 dark:text-[#ffb3b8]",
  finished: "bg-success/15 text-[#00733a] dark:bg-success/20 dark:text-[#4ade80]",
};

function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation();
  return <span className={`badge shrink-0 ${eventTone[status]}`}>{t(`dashboard.eventStatus.${status}`)}</span>;
}

function Sides({ match }: { match: Match }) {
  const side = (name: string, score: number | null, won: boolean) => (
    <span className={`flex items-center justify-between gap-3 ${won ? "font-bold" : ""}`}>
      <span className="truncate">
        <bdi>{name}</bdi>
      </span>
      <span className="tabular-nums">{score ?? "–"}</span>
    </span>
  );
  return (
    <span className="block space-y-1">
      {side(match.home, match.homeScore, match.winner === "home")}
      {side(match.away, match.awayScore, match.winner === "away")}
    </span>
  );
}

function SetScores({ match }: { match: Match }) {
  const { t } = useTranslation();
  if (!match.sets.length) return null;
  return (
    <span className="text-xs text-muted tabular-nums dark:text-[#aeb4cc]">
      <span className="sr-only">{t("dashboard.sets")}: </span>
      <bdi dir="ltr">{match.sets.map((set) => `${set.home}-${set.away}`).join(" · ")}</bdi>
    </span>
  );
}

function LiveMatch({ match }: { match: Match }) {
  const { t } = useTranslation();
  const category = useCategoryLabel();
  return (
    <div className="h-full rounded-md border border-danger/30 bg-danger/5 p-4">
      <div className="mb-2 flex items-center justify-between gap-2 text-xs text-muted dark:text-[#aeb4cc]">
        <span className="truncate">
          {category(match.category)} · {match.code}
        </span>
        <span className="shrink-0">{match.court}</span>
      </div>
      <Sides match={match} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <SetScores match={match} />
        <span className="flex gap-3 text-sm font-semibold">
          <Link to={`/match-progress/events/${match.event.id}`} className="inline-flex min-h-11 items-center text-primary-dark hover:underline dark:text-[#8fa3f7]">
            {t("dashboard.manageMatch")}
            <span className="sr-only"> {match.code}</span>
          </Link>
          <Link to={`/live-event/match-detail/${match.event.slug}/${match.id}`} className="inline-flex min-h-11 items-center text-primary-dark hover:underline dark:text-[#8fa3f7]">
            {t("dashboard.viewMatch")}
            <span className="sr-only"> {match.code}</span>
          </Link>
        </span>
      </div>
    </div>
  );
}

function TodayTable({ matches }: { matches: Match[] }) {
  const { t } = useTranslation();
  const category = useCategoryLabel();
  return (
    <div className="relative -mx-5 overflow-x-auto">
      <table className="data-table w-full min-w-[36rem]">
        <thead>
          <tr>
            <th scope="col">{t("dashboard.today.time")}</th>
            <th scope="col">{t("dashboard.today.match")}</th>
            <th scope="col">{t("dashboard.today.status")}</th>
            <th scope="col">
              <span className="sr-only">{t("dashboard.today.links")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <tr key={match.id}>
              <td className="whitespace-nowrap">
                <span className="block font-semibold tabular-nums">
                  <bdi>{match.time}</bdi>
                </span>
                <span className="block text-xs text-muted dark:text-[#aeb4cc]">{match.court}</span>
              </td>
              <td>
                <span className="block text-xs text-muted dark:text-[#aeb4cc]">
                  {category(match.category)} · {match.code}
                </span>
                <span className="block font-semibold">
                  <bdi>{match.home}</bdi> <span className="font-normal text-muted dark:text-[#aeb4cc]">{t("dashboard.versus")}</span> <bdi>{match.away}</bdi>
                </span>
              </td>
              <td className="whitespace-nowrap">
                <MatchStatusBadge status={match.status} />
                {match.homeScore !== null && match.status !== "scheduled" ? (
                  <span className="ms-2 font-bold tabular-nums" dir="ltr">
                    {match.homeScore}–{match.awayScore}
                  </span>
                ) : null}
              </td>
              <td className="whitespace-nowrap text-end">
                <Link to={`/live-event/match-detail/${match.event.slug}/${match.id}`} className="inline-flex min-h-11 items-center font-semibold text-primary-dark hover:underline dark:text-[#8fa3f7]">
                  {t("dashboard.viewMatch")}
                  <span className="sr-only"> {match.code}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Result({ match }: { match: Match }) {
  const category = useCategoryLabel();
  return (
    <Link to={`/live-event/match-detail/${match.event.slug}/${match.id}`} className="-mx-2 block rounded-md px-2 py-3 hover:bg-black/[0.02] dark:hover:bg-white/[0.03]">
      <span className="mb-1 flex items-center justify-between gap-2 text-xs text-muted dark:text-[#aeb4cc]">
        <span className="truncate">
          {category(match.category)} · {match.code}
        </span>
        <span className="flex shrink-0 items-center gap-2">
          {match.finished ?? match.date}
          <MatchStatusBadge status={match.status} />
        </span>
      </span>
      <Sides match={match} />
      <SetScores match={match} />
    </Link>
  );
}

/** Where an audit entry points: the edit page of what it changed, when there is one. */
const editPages: Record<string, string> = {
  user: "/edit-user/",
  event: "/edit-event/",
  player: "/edit-player/",
  team: "/edit-team/",
  group: "/edit-group/",
  province: "/edit-province/",
  city: "/edit-city/",
  district: "/edit-district/",
  subdistrict: "/edit-subdistrict/",
  gametype: "/edit-gametype/",
  skilllevel: "/edit-skilllevel/",
};

function ChangeTarget({ change }: { change: { action: string; entity: string; entityId: number | null; summary: string } }) {
  const page = editPages[change.entity];
  if (!page || change.entityId === null || change.action === "delete") return <span className="font-semibold">{change.summary}</span>;
  return (
    <Link to={`${page}${change.entityId}`} className="font-semibold text-primary-dark hover:underline dark:text-[#8fa3f7]">
      {change.summary}
    </Link>
  );
}
