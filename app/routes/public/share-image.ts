import { z } from "zod";
import { categoryLabel, sideLabel, stageLabel } from "~/components/public/labels";
import { requestMetaContext } from "~/context";
import { pointInPlay } from "~/domain/point-in-play";
import { getLocale, translator } from "~/i18n/i18next.server";
import { directionOf } from "~/i18n/languages";
import { isNotModified } from "~/live/http-cache.server";
import { categoriesAt } from "~/models/public/public-categories.server";
import { findMatchDetail } from "~/models/public/public-matches.server";
import { publicRounds } from "~/models/public/public-rounds.server";
import { findPublishedStandings } from "~/models/public/public-standings.server";
import { eventDateFormat } from "~/utils/event-dates";
import { CARD_GROUPS, CARD_ROWS, type ShareCard } from "~/utils/share-card";
import { requirePublicEvent } from "./public-event.server";
import { Busy } from "~/utils/turns.server";
import { RendersLimited, shareImage } from "./share-image.server";
import { roundsCardGroup } from "./share-rounds";
import type { Route } from "./+types/share-image";

const idParam = z.coerce.number().int().positive();

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });

/**
 * GET /share-image/:slug/event, /share-image/:slug/groups[?category=id] and
 * /share-image/:slug/match/:matchId — a public page's link-preview image (PNG,
 * 1200 × 630) as the event stands now, in the language of `?lng=` (the page
 * names its own). Pages add `?v=<version>`, so a preview cached by a
 * messenger for an older version is fetched again. `X-Render-Cache` says
 * whether this answer drew the image (`miss`) or found it kept (`hit`); an
 * address that made too many new images for a minute is answered 429 with
 * the seconds to wait.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const event = requirePublicEvent(request, context, params.slug);
  const t = translator(context);
  const language = getLocale(context);
  const dates = eventDateFormat(language, event.timezone);
  const name = event.name.trim() || t("live.defaultEventName");
  let key: string;
  let card: () => ShareCard;

  if (params.matchId !== undefined) {
    const matchId = idParam.safeParse(params.matchId);
    const detail = matchId.success ? findMatchDetail(event, matchId.data, dates) : null;
    if (!detail) return notFound();
    const { match } = detail;
    const played = !["scheduled", "postponed", "cancelled"].includes(match.status);
    const inPlay = pointInPlay(match.live, match.sets);
    key = `match:${language}:${match.id}`;
    card = () => ({
      kind: "match",
      event: name,
      stage: `${categoryLabel(t, match.category)} · ${stageLabel(t, match)}`,
      status: t(`live.status.${match.status}`),
      live: match.status === "live",
      home: { name: sideLabel(t, match.home), score: played ? String(match.home.score ?? 0) : "", point: inPlay?.home ?? "", winner: match.home.winner },
      away: { name: sideLabel(t, match.away), score: played ? String(match.away.score ?? 0) : "", point: inPlay?.away ?? "", winner: match.away.winner },
      sets: match.sets.map((set) => `${set.home}-${set.away}`).join("   "),
      when: [match.scheduledAt ? `${match.scheduledAt.date}, ${match.scheduledAt.time}` : "", match.court ?? ""].filter(Boolean).join(" · "),
    });
  } else if (params.card === "groups") {
    const categories = categoriesAt(event);
    const asked = new URL(request.url).searchParams.get("category");
    const chosen = categories.find((category) => String(category.id) === asked) ?? categories[0];
    if (!chosen) return notFound();
    key = `groups:${language}:${chosen.id}`;
    const played = publicRounds(chosen.id);
    card = () => {
      if (played) {
        const title = t(played.format === "swiss" ? "rounds.public.standings" : "rounds.public.leaderboard");
        return {
          kind: "groups",
          event: name,
          category: categoryLabel(t, chosen),
          columns: { played: t("live.standings.playedShort"), won: t("live.standings.wonShort"), lost: t("live.standings.lostShort"), points: t("live.standings.pointsShort") },
          groups: [roundsCardGroup(played, title)],
          more: 0,
        };
      }
      const [entry] = findPublishedStandings(event, dates, chosen.id, categories);
      const groups = entry?.groups ?? [];
      return {
        kind: "groups",
        event: name,
        category: entry ? categoryLabel(t, entry.category) : "",
        columns: { played: t("live.standings.playedShort"), won: t("live.standings.wonShort"), lost: t("live.standings.lostShort"), points: t("live.standings.pointsShort") },
        groups: groups.slice(0, CARD_GROUPS).map((group) => ({
          name: t("live.groupName", { name: group.name }),
          rows: group.rows.slice(0, CARD_ROWS).map((row) => ({
            rank: row.rank === null ? "–" : String(row.rank),
            team: row.team,
            played: row.played,
            won: row.won,
            lost: row.lost,
            points: row.points,
            qualifying: Boolean(entry?.hasKnockout) && row.inQualifyingPlace,
          })),
        })),
        more: Math.max(0, groups.length - CARD_GROUPS),
      };
    };
  } else if (params.card === "event") {
    key = `event:${language}`;
    card = () => ({ kind: "event", name, dates: dates.range(event.startsAt, event.endsAt), venue: event.locationName ?? event.address ?? "" });
  } else {
    return notFound();
  }

  const etag = `W/"e${event.id}v${event.version}-${key}"`;
  const validators = { etag, lastModified: event.updatedAt };
  const headers = { "Content-Type": "image/png", "Cache-Control": "public, max-age=60", ETag: etag, "Last-Modified": event.updatedAt.toUTCString(), Vary: "Accept-Language, Cookie" };
  if (isNotModified(request, validators)) return new Response(null, { status: 304, headers });
  try {
    const { image, drawn } = await shareImage(event, key, card, directionOf(language) === "rtl", context.get(requestMetaContext).ip);
    return new Response(new Uint8Array(image), { headers: { ...headers, "X-Render-Cache": drawn ? "miss" : "hit" } });
  } catch (error) {
    const refused = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    if (error instanceof RendersLimited) {
      return new Response(t("sharing.image.limited", { seconds: error.retryAfter }), { status: 429, headers: { ...refused, "Retry-After": String(error.retryAfter) } });
    }
    if (!(error instanceof Busy)) throw error;
    return new Response(t("sharing.image.busy", { seconds: 5 }), { status: 503, headers: { ...refused, "Retry-After": "5" } });
  }
}
