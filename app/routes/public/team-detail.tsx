import { data } from "react-router";
import { z } from "zod";
import { CategoryChip } from "~/components/public/category-chip";
import { useEventShell } from "~/components/public/event-shell";
import { CalendarIcon } from "~/components/public/icons";
import { categoryLabel } from "~/components/public/labels";
import { MatchCard, MatchCardItem } from "~/components/public/match-card";
import { NotifyButton, NotifyStatus } from "~/components/public/notify-button";
import { shareMeta } from "~/components/public/meta";
import { PageHero } from "~/components/public/page-hero";
import { PageLink } from "~/components/public/page-link";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { UploadImage } from "~/components/public/upload-image";
import { getLocale, translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findTeamDetail } from "~/models/public/public-teams.server";
import { eventDateFormat } from "~/utils/event-dates";
import { requirePublicEvent } from "./public-event.server";
import { imageSlots } from "~/utils/responsive-image";
import { noticeOffer } from "./notice-subscription.server";
import { sharePreview } from "./share-preview.server";
import type { Route } from "./+types/team-detail";
import { rankLabel } from "~/domain/standings";

export const meta: Route.MetaFunction = ({ loaderData }) => shareMeta(loaderData && spectatorData(loaderData).meta);

const idParam = z.coerce.number().int().positive();

export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const teamId = idParam.safeParse(params.teamId);
  const language = getLocale(context);
  const team = teamId.success ? findTeamDetail(event, teamId.data, eventDateFormat(language, event.timezone)) : null;
  if (!team) throw data({ reason: "teamNotFound" }, { status: 404 });
  const t = translator(context);
  const name = event.name.trim() || t("live.defaultEventName");
  return forSpectators({
    meta: sharePreview(request, {
      event,
      title: `${team.name} - ${name}`,
      description: t("live.meta.team", { team: team.name, category: categoryLabel(t, team.category), name }),
      path: `/live-event/teams-detail/${event.slug}/${team.id}`,
      language,
    }),
    team,
    notices: noticeOffer(`/live-event/notices/${event.slug}`),
  });
}

export default function TeamDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event, links } = useEventShell();
  const { team, notices } = spectatorData(loaderData);
  const standing = team.group?.standing ?? null;
  return (
    <>
      <PageHero eyebrow={event.name} title={team.name}>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-[#e2e8f0]">
          <CategoryChip category={team.category} />
          {team.club ? <span>{team.club}</span> : null}
          {team.status === "withdrawn" ? <span className="live-badge-withdrawn">{t("live.standings.withdrawn")}</span> : null}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          {/* Following is kept in this browser by the spectator script (followed-team-script.ts): without it the button would do nothing, so it stays hidden. */}
          <button type="button" className="live-hero-button" data-follow={team.id} aria-pressed="false" hidden>
            <span data-follow-state="off">{t("following.follow")}</span>
            <span data-follow-state="on" hidden>
              {t("following.followed")}
            </span>
          </button>
          <NotifyButton target={`team/${team.id}`} offer={notices} statusId="notify-status-team" tone="hero" />
          <a href={links.calendar(team.id)} className="live-hero-button" download>
            <CalendarIcon className="size-4" />
            {t("live.schedule.addTeam", { team: team.name })}
          </a>
        </div>
        <NotifyStatus id="notify-status-team" className="mt-2 text-sm text-[#e2e8f0]" />
        <p className="mt-2 text-sm text-[#e2e8f0]" data-follow-hint hidden>
          {t("following.hint")}
        </p>
      </PageHero>

      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="players-heading" className="live-card">
            <h2 id="players-heading" className="live-section-title">
              {t("live.match.players")}
            </h2>
            {team.players.length === 0 ? (
              <p className="text-sm text-[#475569]">{t("live.match.playersUnknown")}</p>
            ) : (
              <ul className="flex flex-col gap-2 text-[#1e293b]">
                {team.players.map((player) => (
                  <li key={player.id} className="flex items-center gap-2">
                    {/* The name follows, so the photo adds nothing a screen reader should repeat. */}
                    {player.photo ? (
                      <UploadImage src={player.photo} slot={imageSlots.playerPhoto} alt="" className="size-8 shrink-0 rounded-full object-cover" />
                    ) : (
                      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-[#e0e7ff] text-xs font-bold text-[#3730a3]" aria-hidden="true">
                        {player.name.slice(0, 1)}
                      </span>
                    )}
                    <span className="min-w-0 flex-1">
                      {player.name}
                      {player.captain ? <span className="ms-1 text-xs text-[#475569]">({t("live.team.captain")})</span> : null}
                    </span>
                    {/* Hidden without the spectator script, like the team's toggle above. */}
                    <button type="button" className="live-button-ghost shrink-0" data-follow={`player/${player.id}`} aria-pressed="false" hidden>
                      <span data-follow-state="off">{t("following.follow")}</span>
                      <span data-follow-state="on" hidden>
                        {t("following.followed")}
                      </span>
                      <span className="sr-only"> {player.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {team.players.length > 0 ? (
              <p className="mt-3 text-xs text-[#475569]" data-follow-hint hidden>
                {t("following.playerHint")}
              </p>
            ) : null}
          </section>

          <section aria-labelledby="group-heading" className="live-card">
            <h2 id="group-heading" className="live-section-title">
              {t("live.team.group")}
            </h2>
            {team.group ? (
              <>
                <p className="text-[#1e293b]">
                  <PageLink to={`${links.section("groups")}#group-${team.group.id}`} className="inline-flex min-h-11 items-center font-bold hover:underline">
                    {t("live.groupName", { name: team.group.name })}
                  </PageLink>
                </p>
                {standing ? (
                  <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
                    <div className="rounded-lg bg-[#f1f5f9] p-2">
                      <dt className="text-xs text-[#475569]">{t("live.team.position")}</dt>
                      <dd className="text-xl font-extrabold text-[#0e1726]">{rankLabel(standing)}</dd>
                    </div>
                    <div className="rounded-lg bg-[#f1f5f9] p-2">
                      <dt className="text-xs text-[#475569]">{t("live.standings.played")}</dt>
                      <dd className="text-xl font-extrabold text-[#0e1726]">{standing.played}</dd>
                    </div>
                    <div className="rounded-lg bg-[#f1f5f9] p-2">
                      <dt className="text-xs text-[#475569]">{t("live.standings.points")}</dt>
                      <dd className="text-xl font-extrabold text-[#0e1726]">{standing.points}</dd>
                    </div>
                  </dl>
                ) : null}
                {standing?.qualified ? <p className="mt-3 text-sm font-semibold text-[#047857]">{t("live.team.qualified")}</p> : null}
              </>
            ) : (
              <p className="text-sm text-[#475569]">{t("live.team.noGroup")}</p>
            )}
          </section>
        </div>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="next-heading">
            <h2 id="next-heading" className="live-section-title">
              {team.next?.status === "live" ? t("live.team.playingNow") : t("live.team.nextMatch")}
            </h2>
            {team.next ? (
              <MatchCard match={team.next} href={links.match(team.next.id)} showDate showCategory={false} />
            ) : (
              <p className="live-card text-sm text-[#475569]">{t("live.team.noNextMatch")}</p>
            )}
          </section>

          <section aria-labelledby="matches-heading">
            <h2 id="matches-heading" className="live-section-title">
              {t("live.team.matches")}
            </h2>
            {team.matches.length === 0 ? (
              <p className="live-card text-sm text-[#475569]">{t("live.team.noMatches")}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {team.matches.map((match) => (
                  <MatchCardItem key={match.id} match={match} href={links.match(match.id)} showDate showCategory={false} />
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  );
}
