import type { MetaDescriptor } from "react-router";
import { titled } from "~/utils/meta";

/** What a page tells search engines and link previews (WhatsApp, Telegram, X); built by the loader. */
export type SharePreview = {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of the event's logo; null when it has none. */
  image: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string;
  locale: string;
};

export function shareMeta(preview: SharePreview | undefined): MetaDescriptor[] {
  if (!preview) return titled("404");
  const image: MetaDescriptor[] = preview.image
    ? [
        { property: "og:image", content: preview.image },
        ...(preview.imageWidth && preview.imageHeight
          ? [
              { property: "og:image:width", content: String(preview.imageWidth) },
              { property: "og:image:height", content: String(preview.imageHeight) },
            ]
          : []),
        { property: "og:image:alt", content: preview.imageAlt },
        { name: "twitter:image", content: preview.image },
        { name: "twitter:image:alt", content: preview.imageAlt },
      ]
    : [];
  return titled(preview.title, [
    { name: "description", content: preview.description },
    { tagName: "link", rel: "canonical", href: preview.url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Laga" },
    { property: "og:locale", content: preview.locale },
    { property: "og:title", content: preview.title },
    { property: "og:description", content: preview.description },
    { property: "og:url", content: preview.url },
    { name: "twitter:card", content: preview.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: preview.title },
    { name: "twitter:description", content: preview.description },
    ...image,
  ]);
}
