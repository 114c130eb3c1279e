import { openEntry } from "~/models/entries/entry.server";
import { answerSubscription, postsOnly } from "../public/notice-subscription.server";
import type { Route } from "./+types/notices";

/** Subscriptions are only ever posted. */
export const loader = postsOnly;

/** An entry that was turned down or withdrawn plays no match: it may stop its notices, not start them. */
const closedStatuses = new Set(["rejected", "withdrawn"]);

/**
 * POST /entry/:secret/notices — an entrant's browser asks to be told (or no
 * longer) when their team's match is called to a court and when it is next on
 * one. The private link's secret is the key, as for the entrant's page.
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return answerSubscription(request, context, () => {
    const entry = openEntry(params.secret)?.entry;
    return entry ? { eventId: entry.eventId, target: { kind: "entry", id: entry.id }, open: !closedStatuses.has(entry.status) } : null;
  });
}
