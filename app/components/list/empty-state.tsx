import { Link, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/translation";

/**
 * What an empty list says: with a search or filter, that nothing matches (and how
 * to clear it); without, that there is no data yet (and what to do about it:
 * `body` says it for the list at hand).
 */
export function EmptyState({ narrowed, action, body }: { narrowed: boolean; action?: React.ReactNode; body?: string }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const keep = new URLSearchParams();
  for (const key of ["sort", "dir", "perPage"]) if (searchParams.get(key)) keep.set(key, searchParams.get(key)!);
  return (
    <div className="rounded-md border border-dashed border-black/10 px-6 py-12 text-center dark:border-white/10">
      <p className="text-lg font-bold">{t(narrowed ? "list.noMatch.title" : "list.empty.title")}</p>
      <p className="mt-1 text-muted">{narrowed ? t("list.noMatch.body") : (body ?? t("list.empty.body"))}</p>
      <div className="mt-5 flex justify-center gap-3">
        {narrowed ? (
          <Link to={`?${keep.toString()}`} className="btn btn-outline">
            {t("list.noMatch.clear")}
          </Link>
        ) : (
          action
        )}
      </div>
    </div>
  );
}
