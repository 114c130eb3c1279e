import { Link, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { listSearch, pageLinks, type PageWindow } from "~/utils/list-params";

/** "26–50 of 7,277" and page links; numbers follow the page's language. */
export function Pagination({ window }: { window: PageWindow }) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const number = new Intl.NumberFormat(i18n.language);
  const to = (page: number) => listSearch(searchParams, { page });
  const linkClass = "inline-grid min-h-11 min-w-11 place-items-center rounded-md px-3 font-semibold";
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted" aria-live="polite">
        <bdi>{t("list.showing", { from: number.format(window.from), to: number.format(window.to), total: number.format(window.total) })}</bdi>
      </p>
      {window.pages > 1 ? (
        <nav aria-label={t("list.pagination")}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              {window.page > 1 ? (
                <Link to={to(window.page - 1)} className={`${linkClass} bg-black/5 hover:bg-primary hover:text-white dark:bg-white/5`} rel="prev">
                  {t("list.previous")}
                </Link>
              ) : null}
            </li>
            {pageLinks(window.page, window.pages).map((page, index) =>
              page === null ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
                  …
                </li>
              ) : (
                <li key={page}>
                  <Link
                    to={to(page)}
                    aria-label={t("list.page", { page })}
                    aria-current={page === window.page ? "page" : undefined}
                    className={`${linkClass} ${page === window.page ? "bg-primary text-white" : "bg-black/5 hover:bg-primary hover:text-white dark:bg-white/5"}`}
                  >
                    {number.format(page)}
                  </Link>
                </li>
              ),
            )}
            <li>
              {window.page < window.pages ? (
                <Link to={to(window.page + 1)} className={`${linkClass} bg-black/5 hover:bg-primary hover:text-white dark:bg-white/5`} rel="next">
                  {t("list.next")}
                </Link>
              ) : null}
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
