import { Form, useSearchParams, useSubmit } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { defaultPageSize, pageSizes } from "~/utils/list-params";

export type ListFilter = {
  name: string;
  label: string;
  options: { value: string; label: string }[];
};

/**
 * Search, filters and page size of a list: a plain GET form, so it works without
 * JavaScript; with JavaScript a changed filter applies at once. Sort is kept.
 * `extra` holds filters that are not a short list of options (a searchable select).
 */
export function ListToolbar({ filters = [], extra, children }: { filters?: ListFilter[]; extra?: React.ReactNode; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const applyNow = (event: React.ChangeEvent<HTMLSelectElement>) => submit(event.currentTarget.form);
  return (
    <Form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
      {["sort", "dir"].map((key) => (searchParams.get(key) ? <input key={key} type="hidden" name={key} value={searchParams.get(key)!} /> : null))}
      <div className="min-w-56 flex-1">
        <label htmlFor="list-q" className="form-label">
          {t("list.searchLabel")}
        </label>
        <input id="list-q" name="q" type="search" defaultValue={searchParams.get("q") ?? ""} placeholder={t("list.searchPlaceholder")} maxLength={100} className="form-input" />
      </div>
      {filters.map((filter) => (
        <div key={filter.name}>
          <label htmlFor={`list-${filter.name}`} className="form-label">
            {filter.label}
          </label>
          <select id={`list-${filter.name}`} name={filter.name} defaultValue={searchParams.get(filter.name) ?? ""} onChange={applyNow} className="form-input">
            <option value="">{t("list.all")}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {extra}
      <div>
        <label htmlFor="list-perPage" className="form-label">
          {t("list.perPage")}
        </label>
        <select id="list-perPage" name="perPage" defaultValue={searchParams.get("perPage") ?? String(defaultPageSize)} onChange={applyNow} className="form-input">
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        {t("list.search")}
      </button>
      {children}
    </Form>
  );
}
