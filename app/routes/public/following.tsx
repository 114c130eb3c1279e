import { data } from "react-router";
import { z } from "zod";
import { eventLinks } from "~/components/public/links";
import { CloseIcon } from "~/components/public/icons";
import { matchTitle } from "~/components/public/labels";
import { MatchCallNote } from "~/components/public/match-call";
import { MatchSides } from "~/components/public/match-card";
import { MatchStatusBadge } from "~/components/public/match-status";
import { NotifyButton, NotifyStatus } from "~/components/public/notify-button";
import { forSpectators, spectatorData } from "~/components/public/spectator-data";
import { loadAsDocument } from "~/components/public/spectator-script";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findFollowedPlayer, findFollowedTeam, type FollowedPlayer, type FollowedTeam } from "~/models/public/public-teams.server";
import { eventDateFormat } from "~/utils/event-dates";
import { titled } from "~/utils/meta";
import { noticeOffer } from "./notice-subscription.server";
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
  return forSpectators({ slug: event.slug, version: event.version, followed, notices: noticeOffer(`/live-event/notices/${event.slug}`) });
}

/** What the bar shows of what is followed: `key` is the bar's address below the event's (see `eventLinks().following`). */
type Followed = { kind: "team" | "player"; key: string; noticeTarget: string; name: string; teamId: number; next: FollowedTeam["next"] };

const teamBar = (team: FollowedTeam | null): Followed | null => team && { kind: "team", key: String(team.id), noticeTarget: `team/${team.id}`, name: team.name, teamId: team.id, next: team.next };

const playerBar = (player: FollowedPlayer | null): Followed | null =>
  player && { kind: "player", key: `player/${player.id}`, noticeTarget: `player/${player.id}`, name: player.name, teamId: player.teamId, next: player.next };

/**
 * The followed match on one line: while it is played (or once it is) its two sides with their
 * score cells, named as a match card's so a point is put in place; before it, when, where and who.
 */
function FollowedMatch({ match, href }: { match: NonNullable<Followed["next"]>; href: string }) {
  const { t } = useTranslation();
  const scheduled = match.status === "scheduled" || match.status === "postponed" || match.status === "cancelled";
  return (
    <a href={href} className="followed-match">
      {scheduled ? (
        <span className="followed-when">
          {match.scheduledAt ? (
            <time dateTime={match.scheduledAt.iso} dir="auto">
              {`${match.scheduledAt.date}, ${match.scheduledAt.time}`}
            </time>
          ) : null}
          {match.court ? <bdi>{match.court}</bdi> : null}
          <MatchCallNote match={match} />
          <span dir="auto">{matchTitle(t, match)}</span>
        </span>
      ) : (
        <MatchSides match={match} />
      )}
      <span className="sr-only">{t("live.match.openDetail")}</span>
    </a>
  );
}

/**
 * Two thin lines above the page on a phone: who is followed, whether they play now, and
 * the unfollow button; then their match. The page below stays in view.
 */
export default function Following({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slug, version, followed, notices } = spectatorData(loaderData);
  const links = eventLinks(slug, false);
  const next = followed.next;
  return (
    <aside id="followed-team" data-version={version} data-followed={followed.key} aria-labelledby="followed-team-title" className="live-site followed-bar">
      <div className="mx-auto flex max-w-5xl flex-col gap-1 px-4 py-1">
        <div className="followed-head">
          <p id="followed-team-title" className="followed-title">
            <span aria-hidden="true" className="followed-star">
              ★
            </span>
            <span className="sr-only">{`${t(followed.kind === "player" ? "following.pinnedPlayer" : "following.pinned")}: `}</span>
            <a href={links.team(followed.teamId)} className="followed-name">
              <bdi>{followed.name}</bdi>
            </a>
            {next?.status === "live" ? <MatchStatusBadge status="live" /> : <span className="followed-next">{next ? t("live.team.nextMatch") : t("live.team.noNextMatch")}</span>}
          </p>
          <NotifyButton target={followed.noticeTarget} offer={notices} statusId="notify-status-followed" tone="bar" />
          <button type="button" className="followed-unfollow" data-unfollow aria-label={t("following.unfollow")} title={t("following.unfollow")}>
            <CloseIcon className="size-5" />
          </button>
        </div>
        <NotifyStatus id="notify-status-followed" className="followed-note" />
        {next ? <FollowedMatch match={next} href={links.match(next.id)} /> : null}
      </div>
    </aside>
  );
}
