import { useLocation } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { ChevronIcon } from "./icons";
import { PageLink } from "./page-link";

type Props = { page: number; pageCount: number; param?: string; label: string };

/** Previous / next links that keep the rest of the query (search, filters) in the URL. */
export function Pagination({ page, pageCount, param = "page", label }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete(param);
    else params.set(param, String(target));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  return (
    <nav aria-label={label} className="mt-5 flex items-center justify-between gap-3">
      {page > 1 ? (
        <PageLink to={hrefFor(page - 1)} className="live-pager-link" rel="prev">
          <ChevronIcon className="size-4 rotate-180 rtl:rotate-0" />
          {t("live.pagination.previous")}
        </PageLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-[#475569]">{t("live.pagination.status", { page, pageCount })}</span>
      {page < pageCount ? (
        <PageLink to={hrefFor(page + 1)} className="live-pager-link" rel="next">
          {t("live.pagination.next")}
          <ChevronIcon className="size-4 rtl:rotate-180" />
        </PageLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
