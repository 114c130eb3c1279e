import type { SharePreview } from "~/components/public/meta";
import { instanceFor } from "~/i18n/i18next.server";
import type { Event } from "~/models/events/event.server";
import { eventDateFormat } from "~/utils/event-dates";
import { CARD_HEIGHT, CARD_WIDTH } from "~/utils/share-card";

/**
 * The public origin for absolute links: the request's URL is built from it
 * (BASE_URL when set, else the checked Host header, or the forwarded host of a
 * trusted proxy; see server/origin.ts), and rendered pages are stored per origin.
 */
export function publicOrigin(request: Request): string {
  return new URL(request.url).origin;
}

/** An image path as an absolute URL; http(s) addresses pass through unchanged. */
export function absoluteUrl(request: Request, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicOrigin(request)}${path.startsWith("/") ? "" : "/"}${path}`;
}

const ogLocale: Record<string, string> = { id: "id_ID", en: "en_US", ar: "ar_AR" };

/** Cut at a word boundary so previews never end mid-word. */
function clip(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/**
 * What a page's preview image shows (routes/public/share-image.ts): a match's
 * teams and score, a category's group tables, or else the event's name, dates
 * and venue. The labels name them in the image's description.
 */
export type PreviewCard =
  | { card: "event" }
  /** `table`: what the category's card draws, its groups' tables, a pair format's leaderboard or Swiss standings. */
  | { card: "groups"; category: number; label: string; table: "groups" | "leaderboard" | "standings" }
  | { card: "match"; matchId: number; title: string };

type Page = {
  event: Pick<Event, "slug" | "name" | "version" | "timezone" | "startsAt" | "endsAt" | "locationName" | "address">;
  title: string;
  description: string;
  /** The page's own address (slugged, without filters), for og:url and the canonical link. */
  path: string;
  /** The event's card unless given. */
  card?: PreviewCard;
  language: string;
};

/**
 * The preview image's absolute address: in the page's language, and naming
 * the event's version, so a messenger that keeps previews by address fetches
 * the image again once the score or the table has moved.
 */
function imagePath(page: Page, card: PreviewCard) {
  const slug = encodeURIComponent(page.event.slug);
  const query = new URLSearchParams({ v: String(page.event.version), lng: page.language });
  if (card.card === "groups") query.set("category", String(card.category));
  return `/share-image/${slug}/${card.card === "match" ? `match/${card.matchId}` : card.card}?${query}`;
}

function imageAlt(page: Page, card: PreviewCard) {
  const t = instanceFor(page.language).t;
  const name = page.event.name.trim() || t("live.defaultEventName");
  if (card.card === "groups") return t(`sharing.image.${card.table}Alt`, { category: card.label, name });
  if (card.card === "match") return t("sharing.image.matchAlt", { match: card.title, name });
  const dates = eventDateFormat(page.language, page.event.timezone).range(page.event.startsAt, page.event.endsAt);
  return t("sharing.image.eventAlt", { name, dates, venue: page.event.locationName ?? page.event.address ?? "" });
}

/** Title, description and preview image of an event page as link previews and search engines read them. */
export function sharePreview(request: Request, page: Page): SharePreview {
  const card = page.card ?? { card: "event" };
  return {
    title: page.title,
    description: clip(page.description),
    url: absoluteUrl(request, page.path),
    image: absoluteUrl(request, imagePath(page, card)),
    imageWidth: CARD_WIDTH,
    imageHeight: CARD_HEIGHT,
    imageAlt: imageAlt(page, card),
    locale: ogLocale[page.language] ?? page.language,
  };
}
