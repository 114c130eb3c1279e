import { lookupPublicEvent } from "~/models/events/event.server";
import { isTargetOfEvent, type NoticeTarget } from "~/models/notices/push-subscriptions.server";
import { answerSubscription, postsOnly } from "./notice-subscription.server";
import type { Route } from "./+types/notices";

/** Subscriptions are only ever posted. */
export const loader = postsOnly;

/** `team/12` or `player/34`, as the buttons name what they follow. */
function targetOf(value: string | undefined): NoticeTarget | null {
  const match = value === undefined ? null : /^(team|player)\/([1-9]\d{0,9})$/.exec(value);
  return match ? { kind: match[1] as "team" | "player", id: Number(match[2]) } : null;
}

/** The event a post names, under its current slug too; a draft or an unknown slug is nothing to follow. */
function publicEventId(slug: string) {
  const found = lookupPublicEvent(slug);
  if (found.kind === "found") return found.event.id;
  const moved = found.kind === "moved" ? lookupPublicEvent(found.slug) : null;
  return moved?.kind === "found" ? moved.event.id : null;
}

/**
 * POST /live-event/notices/:slug — a follower's browser asks to be told (or
 * no longer) when a match of a team or a player of the event is called to a
 * court and when it is next on one (routes/public/notice-subscription.server.ts).
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return answerSubscription(request, context, (fields) => {
    const eventId = publicEventId(params.slug);
    const target = targetOf(fields.target);
    return eventId !== null && target && isTargetOfEvent(eventId, target) ? { eventId, target, open: true } : null;
  });
}
