import { ECDH } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { settings } from "~/config.server";
import { requestMetaContext } from "~/context";
import { getLocale, instanceFor } from "~/i18n/i18next.server";
import { normaliseLanguage } from "~/i18n/languages";
import { clientOf } from "~/live/streams.server";
import { subscribeToNotices, unsubscribeFromNotices, type NoticeTarget } from "~/models/notices/push-subscriptions.server";
import { acceptedEndpoint, MAX_ENDPOINT_LENGTH } from "~/notices/push-services.server";
import { vapidKeys } from "~/notices/vapid.server";
import { AttemptLimiter } from "~/utils/rate-limit.server";

/**
 * Where the pages' "Notify me" buttons post a browser's push subscription
 * (routes/public/notices.ts for a followed team or player,
 * routes/entries/notices.ts for an entrant): a form with `intent`
 * (`subscribe` or `unsubscribe`), the subscription's `endpoint`, `p256dh` and
 * `auth` as the browser's PushSubscription.toJSON() gives them, and the
 * `language` of the page, which the notices will be written in. The answer is
 * JSON with a message in that language, for the page's script to show.
 */

const HOUR_MS = 60 * 60 * 1000;
// A venue's Wi-Fi or a mobile operator puts many phones behind one address: generous, but a script cannot fill the table.
const perAddress = new AttemptLimiter("notice-address", () => settings().NOTICE_RATE_LIMIT, HOUR_MS);

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .max(200)
    .refine((value) => Buffer.from(value, "base64url").length === bytes);

/** A browser's public key for the messages' encryption: an uncompressed point on P-256 (RFC 8291). */
const p256dh = base64url(65).refine((value) => {
  try {
    ECDH.convertKey(Buffer.from(value, "base64url"), "prime256v1");
    return true;
  } catch {
    return false;
  }
});

const subscriptionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("subscribe"), endpoint: z.string().max(MAX_ENDPOINT_LENGTH), p256dh, auth: base64url(16), language: z.string().max(10) }),
  z.object({ intent: z.literal("unsubscribe"), endpoint: z.string().max(MAX_ENDPOINT_LENGTH), language: z.string().max(10) }),
]);

const noStore = { "Cache-Control": "no-store" };

/** The notices' posts only ever write: a GET says so and changes nothing. */
export function postsOnly() {
  return new Response(null, { status: 405, headers: { Allow: "POST", ...noStore } });
}

/** What a page needs to offer notices: where its button posts, and the server's VAPID public key the browser subscribes with. */
export function noticeOffer(post: string) {
  return { post, key: vapidKeys().publicKey };
}

type Answer = "on" | "off" | "refused" | "notFound" | "tooMany" | "closed" | "limited";

const answers: Record<Answer, { status: number; key: string }> = {
  on: { status: 200, key: "following.notifyHint" },
  off: { status: 200, key: "following.notify" },
  refused: { status: 400, key: "following.notifyRefused" },
  notFound: { status: 404, key: "following.notifyNotFound" },
  tooMany: { status: 409, key: "following.notifyTooMany" },
  closed: { status: 409, key: "following.notifyClosed" },
  limited: { status: 429, key: "following.notifyLimited" },
};

function answer(kind: Answer, language: string, headers: Record<string, string> = {}) {
  const { status, key } = answers[kind];
  return Response.json({ state: kind, message: instanceFor(language).t(key) }, { status, headers: { ...noStore, ...headers } });
}

/** What the route found to follow: of which event, and whether it takes new subscriptions (a withdrawn entry does not; it may still leave). */
export type Followed = { eventId: number; target: NoticeTarget; open: boolean };

/**
 * Reads and checks a subscription post and keeps or forgets it for what the
 * route finds from the post's fields (null: nothing it knows): counted per
 * address first, then the endpoint must be a push service's and the keys well
 * formed.
 */
export async function answerSubscription(request: Request, context: Readonly<RouterContextProvider>, find: (fields: Record<string, string>) => Followed | null) {
  const form = await request.formData();
  const fields: Record<string, string> = Object.fromEntries([...form].map(([name, value]) => [name, typeof value === "string" ? value : ""]));
  const language = normaliseLanguage(fields.language) ?? getLocale(context);
  const wait = await perAddress.reserve(clientOf(context.get(requestMetaContext).ip));
  if (wait > 0) return answer("limited", language, { "Retry-After": String(wait) });
  const followed = find(fields);
  if (!followed) return answer("notFound", language);
  const parsed = subscriptionForm.safeParse(fields);
  if (!parsed.success || !acceptedEndpoint(parsed.data.endpoint)) return answer("refused", language);
  if (parsed.data.intent === "unsubscribe") {
    unsubscribeFromNotices(followed.eventId, followed.target, parsed.data.endpoint);
    return answer("off", language);
  }
  if (!followed.open) return answer("closed", language);
  const { endpoint, auth } = parsed.data;
  const kept = subscribeToNotices(followed.eventId, followed.target, { endpoint, p256dh: parsed.data.p256dh, auth, language });
  if (!kept.ok) return answer(kept.reason === "tooMany" ? "tooMany" : "notFound", language);
  return answer("on", language);
}
