import { Fragment } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { listSearch } from "~/utils/list-params";

export type Column<Row> = {
  id: string;
  header: string;
  /** The sort key this column orders by, when it is sortable. */
  sort?: string;
  cell: (row: Row) => React.ReactNode;
  className?: string;
};

type Props<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  sort: string;
  direction: "asc" | "desc";
  /** Extra attributes of a row's `<tr>` (drag-and-drop handlers, say). */
  rowProps?: (row: Row) => React.HTMLAttributes<HTMLTableRowElement>;
};

/** A header such as "Kota/Kabupaten" may wrap after its slash, as it would after a space (in a card's label too: a zero-width space). */
function HeaderText({ text }: { text: string }) {
  const [first, ...rest] = text.split("/");
  return (
    <>
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          /<wbr />
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The table of every back-office list: sortable headers are links, so sorting works without JavaScript.
 * On a phone its rows are cards (backoffice.css): each cell is labelled with its column's header, and the
 * `actions` column is the card's foot.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, sort, direction, rowProps }: Props<Row>) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <div className="relative overflow-x-auto">
      <table className="data-table data-table-cards w-full text-start">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = column.sort !== undefined && column.sort === sort;
              return (
                <th key={column.id} scope="col" className={column.className} aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : undefined}>
                  {column.sort ? (
                    <Link
                      to={listSearch(searchParams, {
                        sort: column.sort,
                        dir: active && direction === "asc" ? "desc" : "asc",
                        page: 1,
                      })}
                      className="inline-flex min-h-11 items-center hover:text-primary"
                      aria-label={t("list.sortBy", { column: column.header })}
                    >
                      {/* The arrow stays in the text's line, so it wraps with the last word and takes no width of its own. */}
                      <span>
                        <HeaderText text={column.header} />{" "}
                        <span aria-hidden="true" className={active ? "text-primary" : "text-muted/50"}>
                          {active ? (direction === "asc" ? "▲" : "▼") : "↕"}
                        </span>
                      </span>
                    </Link>
                  ) : (
                    <HeaderText text={column.header} />
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) =>
                column.id === "actions" ? (
                  <td key={column.id} className={column.className} data-card="actions">
                    {column.cell(row)}
                  </td>
                ) : (
                  <td key={column.id} className={column.className} data-label={column.header.replace(/\//g, "/\u200b")}>
                    {/* One box for the value, beside its label in a phone's card. */}
                    <div>{column.cell(row)}</div>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
