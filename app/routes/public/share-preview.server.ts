import type { SharePreview } from "~/components/public/meta";
import { findUploadSize } from "~/models/public/public-events.server";

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

type Page = {
  event: { logo: string | null };
  title: string;
  description: string;
  /** The page's own address (slugged, without filters), for og:url and the canonical link. */
  path: string;
  imageAlt: string;
  language: string;
};

/** Title, description and logo of an event page as link previews and search engines read them. */
export function sharePreview(request: Request, page: Page): SharePreview {
  const size = page.event.logo && !/^https?:/i.test(page.event.logo) ? findUploadSize(page.event.logo) : null;
  return {
    title: page.title,
    description: clip(page.description),
    url: absoluteUrl(request, page.path),
    image: page.event.logo ? absoluteUrl(request, page.event.logo) : null,
    imageWidth: size?.width ?? null,
    imageHeight: size?.height ?? null,
    imageAlt: page.imageAlt,
    locale: ogLocale[page.language] ?? page.language,
  };
}
