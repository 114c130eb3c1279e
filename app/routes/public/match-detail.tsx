import { data } from "react-router";
import { z } from "zod";
import { CategoryChip } from "~/components/public/category-chip";
import { useEventShell } from "~/components/public/event-shell";
import { pointInPlay } from "~/domain/point-in-play";
import { TrophyIcon } from "~/components/public/icons";
import { matchTitle, stageLabel } from "~/components/public/labels";
import { MatchCardItem, SideName } from "~/components/public/match-card";
import { MatchClockLabel } from "~/components/public/match-clock";
import { MatchCallNote } from "~/components/public/match-call";
import { MatchStatusBadge } from "~/components/public/match-status";
import { shareMeta } from "~/components/public/meta";
import { PageHero } from "~/components/public/page-hero";
import { PageLink } from "~/components/public/page-link";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findMatchDetail, type MatchDetail, type MatchSide } from "~/models/public/public-matches.server";
import { eventDateFormat } from "~/utils/event-dates";
import { requirePublicEvent } from "./public-event.server";
import { sharePreview } from "./share-preview.server";
import type { Route } from "./+types/match-detail";

export const meta: Route.MetaFunction = ({ loaderData }) => shareMeta(loaderData && spectatorData(loaderData).meta);

const idParam = z.coerce.number().int().positive();

export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const matchId = idParam.safeParse(params.matchId);
  const language = getLocale(context);
  const detail = matchId.success ? findMatchDetail(event, matchId.data, eventDateFormat(language, event.timezone)) : null;
  if (!detail) throw data({ reason: "matchNotFound" }, { status: 404 });
  const t = translator(context);
  const name = event.name.trim() || t("live.defaultEventName");
  const title = matchTitle(t, detail.match);
  return forSpectators({
    meta: sharePreview(request, {
      event,
      title: `${title} - ${name}`,
      description: t("live.meta.match", { match: title, stage: stageLabel(t, detail.match), name }),
      path: `/live-event/match-detail/${event.slug}/${detail.match.id}`,
      card: { card: "match", matchId: detail.match.id, title },
      language,
    }),
    detail,
  });
}

function Scoreboard({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const { links } = useEventShell();
  const { match } = detail;
  const played = !["scheduled", "postponed", "cancelled"].includes(match.status);
  const inPlay = pointInPlay(match.live, match.sets);
  // The game's points have cells of their own; a rally-scored set's points are that set's cells.
  const pointField = (side: "home" | "away") => (inPlay?.set ? `${side}-set-${inPlay.set}` : `${side}-point`);
  const side = (entry: MatchSide, align: "start" | "end") => (
    <div className={`flex min-w-0 flex-1 flex-col gap-1 ${align === "end" ? "items-end text-end" : "items-start text-start"}`}>
      <span className={`text-base font-bold sm:text-lg ${entry.winner ? "text-[#0e1726]" : "text-[#334155]"}`}>
        {entry.teamId ? (
          <PageLink to={links.team(entry.teamId)} className="inline-flex min-h-11 items-center hover:underline">
            <SideName side={entry} />
          </PageLink>
        ) : (
          <SideName side={entry} />
        )}
      </span>
      {entry.winner ? (
        <span className="inline-flex items-center gap-1 text-xs font-bold uppercase text-[#92400e]">
          <TrophyIcon className="size-4" />
          {t("live.match.winner")}
        </span>
      ) : null}
    </div>
  );
  return (
    <section aria-labelledby="score-heading" className="live-card">
      <h2 id="score-heading" className="sr-only">
        {t("live.match.score")}
      </h2>
      <div className="flex items-center gap-3">
        {side(match.home, "start")}
        <p className="shrink-0 text-center text-4xl font-black tabular-nums text-[#0e1726]" aria-live="polite">
          {!played ? (
            <span className="text-lg font-bold text-[#475569]">{t("live.match.versusShort")}</span>
          ) : inPlay ? (
            // During a game the point in play is the headline, the sets won under it.
            <>
              <span className="block">
                <span data-score={`${match.id}:${pointField("home")}`}>{inPlay.home}</span> – <span data-score={`${match.id}:${pointField("away")}`}>{inPlay.away}</span>
              </span>
              <span className="mt-1 block text-sm font-semibold text-[#475569]">
                {t("live.match.setsWon")} <span data-score={`${match.id}:home-score`}>{match.home.score ?? 0}</span>
                {" – "}
                <span data-score={`${match.id}:away-score`}>{match.away.score ?? 0}</span>
              </span>
            </>
          ) : (
            <>
              <span data-score={`${match.id}:home-score`}>{match.home.score ?? 0}</span>
              <span className="mx-2 text-[#94a3b8]" aria-hidden="true">
                –
              </span>
              <span className="sr-only"> {t("live.match.to")} </span>
              <span data-score={`${match.id}:away-score`}>{match.away.score ?? 0}</span>
            </>
          )}
        </p>
        {side(match.away, "end")}
      </div>
      {match.live ? <LiveGameLine match={match} /> : null}
      {match.sets.length > 0 ? (
        <div className="live-table-scroll mt-4" role="region" aria-labelledby="sets-caption" tabIndex={0}>
          <table className="w-full text-sm">
            <caption id="sets-caption" className="mb-1 text-start text-xs font-bold uppercase tracking-wide text-[#475569]">
              {t("live.match.sets")}
            </caption>
            <thead>
              <tr className="border-b border-[#e2e8f0] text-xs text-[#475569]">
                <th scope="col" className="py-1.5 text-start font-semibold">
                  {t("live.standings.team")}
                </th>
                {match.sets.map((_, i) => (
                  <th key={i} scope="col" className="w-12 py-1.5 text-center font-semibold">
                    {t("live.match.setNumber", { number: i + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(["home", "away"] as const).map((key) => (
                <tr key={key} className="border-b border-[#f1f5f9] last:border-0">
                  <th scope="row" className="max-w-40 truncate py-2 text-start font-semibold text-[#1e293b]">
                    <SideName side={match[key]} />
                  </th>
                  {match.sets.map((set, i) => {
                    // The set in play of a live match has no winner yet.
                    const inPlay = match.status === "live" && i === match.sets.length - 1;
                    const won = !inPlay && set[key] > set[key === "home" ? "away" : "home"];
                    return (
                      <td key={i} className={`py-2 text-center tabular-nums ${won ? "font-extrabold text-[#0e1726]" : "text-[#475569]"}`} data-score={`${match.id}:${key}-set-${i + 1}`}>
                        {set[key]}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** Who serves in a match scored point by point, or a goals game's clock; the serve markers are named as the match card's are. */
function LiveGameLine({ match }: { match: MatchDetail["match"] }) {
  const { t } = useTranslation();
  if (!match.live) return null;
  const server = match.live.server;
  return (
    <p className="mt-2 flex flex-wrap items-center justify-center gap-x-3 text-sm font-semibold text-[#334155]">
      <MatchClockLabel match={match} />
      {(["home", "away"] as const).map((side) => (
        <span key={side} data-serve={`${match.id}:${side}`} hidden={server !== side}>
          {`${t("live.match.serving")}: `}
          <SideName side={match[side]} />
        </span>
      ))}
    </p>
  );
}

function Statistics({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const { match, statistics } = detail;
  return (
    <section aria-labelledby="stats-heading" className="live-card">
      <h2 id="stats-heading" className="live-section-title">
        {t("live.match.statistics")}
      </h2>
      {statistics.length === 0 ? (
        <p className="text-[#475569]">{t("live.match.noStatistics")}</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t("live.match.statisticsCaption", { match: matchTitle(t, match) })}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">
                <SideName side={match.home} />
              </th>
              <th scope="col">{t("live.match.statistic")}</th>
              <th scope="col">
                <SideName side={match.away} />
              </th>
            </tr>
          </thead>
          <tbody>
            {statistics.map((statistic) => {
              const total = statistic.home + statistic.away;
              const share = (value: number) => (total === 0 ? 0 : Math.round((value / total) * 100));
              return (
                <tr key={statistic.id}>
                  <td className="w-10 py-2 text-start text-base font-bold tabular-nums text-[#0e1726]">{statistic.home}</td>
                  <th scope="row" className="py-2 font-normal">
                    <span className="mb-1 block text-center text-xs font-semibold uppercase tracking-wide text-[#334155]">{statistic.name}</span>
                    <span className="flex h-2 gap-1" aria-hidden="true">
                      <span className="flex flex-1 justify-end overflow-hidden rounded-full bg-[#e2e8f0]">
                        <span className="rounded-full bg-[#3451d1]" style={{ width: `${share(statistic.home)}%` }} />
                      </span>
                      <span className="flex flex-1 overflow-hidden rounded-full bg-[#e2e8f0]">
                        <span className="rounded-full bg-[#f59e0b]" style={{ width: `${share(statistic.away)}%` }} />
                      </span>
                    </span>
                  </th>
                  <td className="w-10 py-2 text-end text-base font-bold tabular-nums text-[#0e1726]">{statistic.away}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function MatchDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, links } = useEventShell();
  const { detail } = spectatorData(loaderData);
  const { match } = detail;
  return (
    <>
      <PageHero eyebrow={event.name} title={matchTitle(t, match)}>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-[#e2e8f0]">
          <CategoryChip category={match.category} />
          <span>{stageLabel(t, match)}</span>
          <MatchStatusBadge status={match.status} />
        </div>
        <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-[#cbd5e1]">
          {match.scheduledAt ? (
            <time dateTime={match.scheduledAt.iso}>
              {match.scheduledAt.date}, {match.scheduledAt.time}
            </time>
          ) : (
            <span>{t("live.match.notScheduled")}</span>
          )}
          {match.court ? <span>{match.court}</span> : null}
          <MatchCallNote match={match} />
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <Scoreboard detail={detail} />
          <Statistics detail={detail} />
        </div>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="players-heading" className="live-card">
            <h2 id="players-heading" className="live-section-title">
              {t("live.match.players")}
            </h2>
            <div className="grid grid-cols-2 gap-4">
              {(["home", "away"] as const).map((key) => (
                <div key={key}>
                  <h3 className="mb-2 text-sm font-bold text-[#0e1726]">
                    <SideName side={match[key]} />
                  </h3>
                  {detail.players[key].length === 0 ? (
                    <p className="text-sm text-[#475569]">{t("live.match.playersUnknown")}</p>
                  ) : (
                    <ul className="flex flex-col gap-1 text-sm text-[#1e293b]">
                      {detail.players[key].map((player) => (
                        <li key={player.id}>
                          {player.name}
                          {player.captain ? <span className="ms-1 text-xs text-[#475569]">({t("live.team.captain")})</span> : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            </div>
          </section>

          <section aria-labelledby="h2h-heading" className="live-card">
            <h2 id="h2h-heading" className="live-section-title">
              {t("live.match.headToHead")}
            </h2>
            <div className="mb-4 flex flex-wrap gap-2">
              {(["home", "away"] as const).map((key) =>
                match[key].teamId ? (
                  <PageLink key={key} to={links.team(match[key].teamId!)} className="live-button-ghost">
                    {t("live.match.teamPage", { team: match[key].name ?? "" })}
                  </PageLink>
                ) : null,
              )}
            </div>
            {detail.meetings.length === 0 ? (
              <p className="text-sm text-[#475569]">{t("live.match.noMeetings")}</p>
            ) : (
              <>
                <h3 className="mb-2 text-sm font-bold text-[#0e1726]">{t("live.match.meetings")}</h3>
                <ul className="flex flex-col gap-3">
                  {detail.meetings.map((meeting) => (
                    <MatchCardItem key={meeting.id} match={meeting} href={links.match(meeting.id)} showDate />
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
