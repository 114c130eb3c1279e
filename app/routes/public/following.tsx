import { data } from "react-router";
import { z } from "zod";
import { eventLinks } from "~/components/public/links";
import { MatchCard } from "~/components/public/match-card";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { loadAsDocument } from "~/components/public/spectator-script";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findFollowedPlayer, findFollowedTeam, type FollowedPlayer, type FollowedTeam } from "~/models/public/public-teams.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { requirePublicEvent } from "./public-event.server";
import type { Route } from "./+types/following";

export const clientLoader = loadAsDocument;

/** A part of other pages, not a page to find. */
export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData ? spectatorData(loaderData).followed.name : "404", [{ name: "robots", content: "noindex" }]);

const idParam = z.coerce.number().int().positive();

/**
 * GET /live-event/following/:slug/:teamId and …/:slug/player/:playerId — the
 * bar of a followed team or player: the name and the match played now (with
 * its score) or next; a player's on whichever of their teams plays first. The
 * spectator script takes `#followed-team` from it and pins it above the
 * content of the event's pages. The same for every reader, so it is cached and
 * stored per event version like the pages themselves (the public layout's
 * middleware).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const dates = eventDateFormat(getLocale(context), event.timezone);
  const id = idParam.safeParse(params.playerId ?? params.teamId);
  const followed = !id.success ? null : params.playerId === undefined ? teamBar(findFollowedTeam(event, id.data, dates)) : playerBar(findFollowedPlayer(event, id.data, dates));
  if (!followed) throw data({ reason: params.playerId === undefined ? "teamNotFound" : "playerNotFound" }, { status: 404 });
  return forSpectators({ slug: event.slug, version: event.version, followed });
}

/** What the bar shows of what is followed: `key` is the bar's address below the event's (see `eventLinks().following`). */
type Followed = { kind: "team" | "player"; key: string; name: string; teamId: number; next: FollowedTeam["next"] };

const teamBar = (team: FollowedTeam | null): Followed | null => team && { kind: "team", key: String(team.id), name: team.name, teamId: team.id, next: team.next };

const playerBar = (player: FollowedPlayer | null): Followed | null => player && { kind: "player", key: `player/${player.id}`, name: player.name, teamId: player.teamId, next: player.next };

export default function Following({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slug, version, followed } = spectatorData(loaderData);
  const links = eventLinks(slug, false);
  const next = followed.next;
  return (
    <aside id="followed-team" data-version={version} data-followed={followed.key} aria-labelledby="followed-team-title" className="live-site border-b border-[#e2e8f0] bg-[#eef2f7]">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 px-4 py-3">
        <div className="flex items-center justify-between gap-3">
          <p id="followed-team-title" className="min-w-0 text-sm">
            <span className="block text-xs font-bold uppercase tracking-wide text-[#475569]">
              {t(followed.kind === "player" ? "following.pinnedPlayer" : "following.pinned")} · {next?.status === "live" ? t("live.team.playingNow") : t("live.team.nextMatch")}
            </span>
            <a href={links.team(followed.teamId)} className="inline-flex min-h-11 items-center font-bold text-[#0e1726] hover:underline">
              <bdi className="truncate">{followed.name}</bdi>
            </a>
          </p>
          <button type="button" className="live-button-ghost shrink-0" data-unfollow>
            {t("following.unfollow")}
          </button>
        </div>
        {next ? <MatchCard match={next} href={links.match(next.id)} showDate /> : <p className="live-card text-sm text-[#475569]">{t("live.team.noNextMatch")}</p>}
      </div>
    </aside>
  );
}
