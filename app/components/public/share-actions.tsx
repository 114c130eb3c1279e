import { useMatches } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { whatsAppLink } from "~/utils/whatsapp";
import type { SharePreview } from "./meta";
import { spectatorData, type SpectatorData } from "./spectator-data";

/** The preview of the page being rendered: the innermost spectator page's loader names it (`meta`). */
export function usePagePreview(): SharePreview | null {
  const previews = useMatches().map((match) => (match.data && typeof match.data === "object" ? spectatorData(match.data as SpectatorData<{ meta?: SharePreview }>)?.meta : undefined));
  return previews.reverse().find((preview) => preview !== undefined) ?? null;
}

/**
 * The page's share action. Without JavaScript: a WhatsApp link with the
 * page's title and address, and the address itself as a plain link (held to
 * copy it). The spectator script offers the phone's own share sheet instead
 * where the browser has one (Web Share), and otherwise copies the address on
 * a tap of the link, saying so.
 */
export function ShareActions({ preview, className = "" }: { preview: SharePreview; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t("sharing.share.label")} className={`live-share ${className}`} data-share-url={preview.url} data-share-title={preview.title}>
      <button type="button" className="live-share-button" data-share-native hidden>
        {t("sharing.share.share")}
      </button>
      <a className="live-share-button" data-share-fallback href={whatsAppLink(`${preview.title} ${preview.url}`)} target="_blank" rel="noopener noreferrer">
        {t("sharing.share.whatsapp")}
      </a>
      <a className="live-share-button" data-share-fallback data-share-copy href={preview.url}>
        {t("sharing.share.copyLink")}
      </a>
      <span role="status" className="live-share-status" data-share-status data-copied={t("sharing.share.copied")} />
    </div>
  );
}

/**
 * The actions of a private link shown on its own page (an entrant's link): the
 * link itself stays on the page as text to select. Without JavaScript a WhatsApp
 * link; the spectator script adds Copy where the browser has a clipboard (saying
 * "copied") and puts the phone's share sheet in place of WhatsApp where there is one.
 */
export function PrivateLinkActions({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t("sharing.share.label")} className="mt-3 flex flex-wrap items-center gap-2" data-share-url={url} data-share-title={title}>
      <button type="button" className="live-button-ghost" data-share-copy hidden>
        {t("sharing.share.copyLink")}
      </button>
      <button type="button" className="live-button-ghost" data-share-native hidden>
        {t("sharing.share.share")}
      </button>
      <a className="live-button-ghost" data-share-fallback href={whatsAppLink(`${title} ${url}`)} target="_blank" rel="noopener noreferrer">
        {t("sharing.share.whatsapp")}
      </a>
      <span role="status" className="text-sm font-semibold text-[#15803d]" data-share-status data-copied={t("sharing.share.copied")} />
    </div>
  );
}
