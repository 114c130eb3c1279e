import { data } from "react-router";
import { z } from "zod";
import { eventLinks } from "~/components/public/links";
import { MatchCard } from "~/components/public/match-card";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { loadAsDocument } from "~/components/public/spectator-script";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findFollowedTeam } from "~/models/public/public-teams.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { requirePublicEvent } from "./public-event.server";
import type { Route } from "./+types/following";

export const clientLoader = loadAsDocument;

/** A part of other pages, not a page to find. */
export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData ? spectatorData(loaderData).team.name : "404", [{ name: "robots", content: "noindex" }]);

const idParam = z.coerce.number().int().positive();

/**
 * GET /live-event/following/:slug/:teamId — the bar of a followed team: its
 * name and the match it plays now (with its score) or next. The spectator
 * script takes `#followed-team` from it and pins it above the content of the
 * event's pages. The same for every reader, so it is cached and stored per
 * event version like the pages themselves (the public layout's middleware).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const teamId = idParam.safeParse(params.teamId);
  const team = teamId.success ? findFollowedTeam(event, teamId.data, eventDateFormat(getLocale(context), event.timezone)) : null;
  if (!team) throw data({ reason: "teamNotFound" }, { status: 404 });
  return forSpectators({ slug: event.slug, version: event.version, team });
}

export default function Following({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slug, version, team } = spectatorData(loaderData);
  const links = eventLinks(slug, false);
  return (
    <aside id="followed-team" data-version={version} data-team={team.id} aria-labelledby="followed-team-title" className="live-site border-b border-[#e2e8f0] bg-[#eef2f7]">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-3">
        <div className="flex items-center justify-between gap-3">
          <p id="followed-team-title" className="min-w-0 text-sm">
            <span className="block text-xs font-bold uppercase tracking-wide text-[#475569]">
              {t("following.pinned")} · {team.next?.status === "live" ? t("live.team.playingNow") : t("live.team.nextMatch")}
            </span>
            <a href={links.team(team.id)} className="inline-flex min-h-11 items-center font-bold text-[#0e1726] hover:underline">
              <bdi className="truncate">{team.name}</bdi>
            </a>
          </p>
          <button type="button" className="live-button-ghost shrink-0" data-unfollow>
            {t("following.unfollow")}
          </button>
        </div>
        {team.next ? <MatchCard match={team.next} href={links.match(team.next.id)} showDate /> : <p className="live-card text-sm text-[#475569]">{t("live.team.noNextMatch")}</p>}
      </div>
    </aside>
  );
}
