import { useTranslation } from "~/i18n/translation";

export type EntriesNoticeItem = { categoryId: number; label: string; open: boolean; date: string; formHref: string };
export type EntriesNoticeData = { items: EntriesNoticeItem[]; listHref: string | null };

/** "Entries open until …" with the form's button, per category taking entries or about to, and the entrants' list when public; nothing when none is. */
export function EntriesNotice({ notice, tone }: { notice: EntriesNoticeData; tone: "card" | "hero" }) {
  const { t } = useTranslation();
  const { items, listHref } = notice;
  if (items.length === 0 && !listHref) return null;
  return (
    <section aria-labelledby="entries-notice" className={tone === "card" ? "live-card" : "w-full rounded-xl border border-white/40 bg-white/10 p-4 text-start backdrop-blur-sm"}>
      <h2 id="entries-notice" className={tone === "card" ? "live-section-title" : "text-base font-bold"}>
        {t("entries.public.noticeTitle")}
      </h2>
      {items.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.categoryId} className="flex flex-wrap items-center justify-between gap-3" data-entries={item.open ? "open" : "soon"}>
              <p>
                <strong>{item.label}</strong>
                <br />
                {item.open ? t("entries.public.openUntil", { date: item.date }) : t("entries.public.opensOn", { date: item.date })}
              </p>
              {item.open ? (
                <a href={item.formHref} className={tone === "card" ? "live-button" : "live-hero-button"}>
                  {t("entries.public.enter")}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {listHref ? (
        <p className="mt-3">
          <a href={listHref} className="inline-flex min-h-11 items-center font-semibold underline">
            {t("entries.public.listLink")}
          </a>
        </p>
      ) : null}
    </section>
  );
}
