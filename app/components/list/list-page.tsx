import { Link, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { PageWindow } from "~/utils/list-params";
import { EmptyState } from "./empty-state";
import { Pagination } from "./pagination";

type Props = {
  title: string;
  /** Where "Add" goes; no button when the user may not add. */
  addTo?: string;
  addLabel?: string;
  /** `/export/<entity>`: offers .xlsx and .csv of the current filter. */
  exportTo?: string;
  window: PageWindow;
  narrowed: boolean;
  /** What to do when the list has no data at all ("Add one or import the national data"). */
  emptyBody?: string;
  /** More buttons beside Export and Add (an import, say). */
  actions?: React.ReactNode;
  toolbar: React.ReactNode;
  /** Why the last action was refused (a 403 the action answered), shown above the list. */
  refusal?: string | null;
  children: React.ReactNode;
};

/** The frame of every back-office list: title, actions, toolbar, table or empty state, pagination. */
export function ListPage({ title, addTo, addLabel, exportTo, window, narrowed, emptyBody, actions, toolbar, refusal, children }: Props) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const exportQuery = new URLSearchParams(searchParams);
  for (const key of ["page", "perPage", "confirm", "intent"]) exportQuery.delete(key);
  const add = addTo ? (
    <Link to={addTo} className="btn btn-primary">
      {addLabel ?? t("list.add")}
    </Link>
  ) : null;
  return (
    <section className="panel">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{title}</h1>
        <div className="flex flex-wrap gap-2">
          {exportTo ? (
            <details className="relative">
              <summary className="btn btn-outline list-none [&::-webkit-details-marker]:hidden">{t("list.export")}</summary>
              <ul className="absolute end-0 z-20 mt-2 w-48 rounded-md bg-white p-2 shadow-lg dark:bg-night-soft">
                {(["xlsx", "csv"] as const).map((format) => {
                  const query = new URLSearchParams(exportQuery);
                  query.set("format", format);
                  return (
                    <li key={format}>
                      <a href={`${exportTo}?${query.toString()}`} className="flex min-h-11 items-center rounded px-3 hover:bg-primary-light dark:hover:bg-night">
                        {t(format === "xlsx" ? "list.exportXlsx" : "list.exportCsv")}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </details>
          ) : null}
          {actions}
          {add}
        </div>
      </div>
      {refusal ? (
        <p role="alert" className="mb-4 rounded-md bg-danger/10 p-3 text-danger-ink dark:text-danger">
          {refusal}
        </p>
      ) : null}
      {toolbar}
      {window.total === 0 ? <EmptyState narrowed={narrowed} action={add} body={emptyBody} /> : children}
      {window.total > 0 ? <Pagination window={window} /> : null}
    </section>
  );
}
