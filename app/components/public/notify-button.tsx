import { useTranslation } from "~/i18n/translation";
import { BellIcon, BellOnIcon } from "./icons";

/** Where a page's "Notify me" posts, and the server's VAPID public key (routes/public/notice-subscription.server.ts). */
export type NoticeOffer = { post: string; key: string };

type Props = {
  /** What is followed: `team/12`, `player/34`, `entry`. */
  target: string;
  offer: NoticeOffer;
  /** The status line it says what happened in (NotifyStatus). */
  statusId: string;
  /** On the team page's dark hero, as an icon in the followed bar, or on a light card. */
  tone: "hero" | "bar" | "card";
};

const toneClass = { hero: "live-hero-button", bar: "followed-notify", card: "live-button-ghost" } as const;

/**
 * "Notify me": asks to be told when the match is called to a court and when it
 * is next on one. Hidden in the HTML: the spectator script shows it where the
 * browser can take pushes (notices-script.ts); without JavaScript a
 * subscription cannot be made, so it is not offered.
 */
export function NotifyButton({ target, offer, statusId, tone }: Props) {
  const { t } = useTranslation();
  const labels =
    tone === "bar" ? (
      <>
        <span data-notify-state="off">
          <BellIcon className="size-5" />
          <span className="sr-only">{t("following.notify")}</span>
        </span>
        <span data-notify-state="on" hidden>
          <BellOnIcon className="size-5" />
          <span className="sr-only">{t("following.notifyOn")}</span>
        </span>
      </>
    ) : (
      <>
        <span data-notify-state="off" className="inline-flex items-center gap-2">
          <BellIcon className="size-4" />
          {t("following.notify")}
        </span>
        <span data-notify-state="on" className="inline-flex items-center gap-2" hidden>
          <BellOnIcon className="size-4" />
          {t("following.notifyOn")}
        </span>
      </>
    );
  return (
    <button
      type="button"
      className={toneClass[tone]}
      data-notify={target}
      data-notify-post={offer.post}
      data-notify-key={offer.key}
      data-notify-status={statusId}
      data-notify-failed={t("following.notifyFailed")}
      data-notify-blocked={t("following.notifyBlocked")}
      aria-pressed="false"
      aria-describedby={statusId}
      title={tone === "bar" ? t("following.notify") : undefined}
      hidden
    >
      {labels}
    </button>
  );
}

/** Where a NotifyButton says what became of a tap (on, blocked, refused): empty and hidden until then. */
export function NotifyStatus({ id, className }: { id: string; className?: string }) {
  return <p id={id} role="status" className={className ?? "text-sm"} hidden />;
}
