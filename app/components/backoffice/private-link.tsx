import { useState } from "react";
import { useTranslation } from "~/i18n/translation";
import { useHydrated } from "~/utils/use-hydrated";
import { whatsAppLink } from "~/utils/whatsapp";

type Props = { id: string; label: string; url: string; title: string };

/**
 * A private link to pass on (a scorer link): read-only and selectable, so it is
 * copied by hand without JavaScript, with a WhatsApp link that works without it
 * too. With JavaScript, Copy puts it on the clipboard and says so, and where the
 * browser has a share sheet (a phone) Share opens it in place of the WhatsApp link,
 * WhatsApp being one of its choices.
 */
export function PrivateLink({ id, label, url, title }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const canCopy = hydrated && navigator.clipboard !== undefined;
  const canShare = hydrated && typeof navigator.share === "function";
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} readOnly value={url} dir="ltr" className="form-input font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        {canCopy ? (
          <button type="button" className="btn btn-outline min-h-11" onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}>
            {t("sharing.share.copyLink")}
          </button>
        ) : null}
        {canShare ? (
          <button type="button" className="btn btn-outline min-h-11" onClick={() => void navigator.share({ title, text: title, url }).catch(() => undefined)}>
            {t("sharing.share.share")}
          </button>
        ) : (
          <a className="btn btn-outline min-h-11" href={whatsAppLink(`${title} ${url}`)} target="_blank" rel="noopener noreferrer">
            {t("sharing.share.whatsapp")}
          </a>
        )}
        <span role="status" className="text-sm font-semibold text-success">
          {copied ? t("sharing.share.copied") : ""}
        </span>
      </div>
    </div>
  );
}
