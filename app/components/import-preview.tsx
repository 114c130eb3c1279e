import { Form, Link, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { useErrorText } from "./forms";

/** What a list's loader tells about an uploaded spreadsheet waiting for confirmation. */
export type ImportPreviewView = {
  id: string;
  fileName: string;
  /** Rows read (blank rows skipped). */
  total: number;
  summary: { added: number; updated: number; unchanged: number };
  errorCount: number;
  /** The first errors, as `{ row, field, message }` with the message a translation key. */
  errors: { row: number; field: string | null; message: string }[];
  columns: { key: string; label: string }[];
  /** The first valid rows as they will be written. */
  sample: { row: number; cells: string[] }[];
};

type Props = {
  title: string;
  /** Where the empty template (.xlsx/.csv with the export's columns) is downloaded. */
  templateHref: string;
  /** The list without the import panel. */
  closeHref: string;
  preview: ImportPreviewView | null;
  /** Why the last upload was refused (a translation key, as in validation messages). */
  uploadError?: string | null;
};

/**
 * Importing a spreadsheet into a list: upload (multipart POST, intent
 * `importUpload`), then a preview of what would change with every refused row
 * and why, then confirm (`importConfirm`) or drop it (`importCancel`). Nothing is
 * written before the confirmation, and then all of it or nothing.
 */
export function ImportPanel({ title, templateHref, closeHref, preview, uploadError }: Props) {
  const { t, i18n } = useTranslation();
  const text = useErrorText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const number = new Intl.NumberFormat(i18n.language);
  const labelOf = (field: string | null) => (field ? (preview?.columns.find((c) => c.key === field)?.label ?? field) : "—");
  return (
    <section className="panel mb-5" aria-labelledby="import-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="import-title" className="text-lg font-bold">
          {title}
        </h2>
        <Link to={closeHref} className="btn btn-ghost" preventScrollReset>
          {t("common.close")}
        </Link>
      </div>
      {preview ? (
        <>
          <p className="mb-3">
            {t("imports.previewSummary", {
              file: preview.fileName,
              total: number.format(preview.total),
              added: number.format(preview.summary.added),
              updated: number.format(preview.summary.updated),
              unchanged: number.format(preview.summary.unchanged),
            })}
          </p>
          {preview.errorCount > 0 ? (
            <div className="mb-4" role="alert">
              <p className="mb-2 font-semibold text-danger">{t("imports.errorsFound", { count: preview.errorCount })}</p>
              <div className="overflow-x-auto">
                <table className="data-table w-full text-start">
                  <caption className="sr-only">{t("imports.errorsCaption")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("imports.row")}</th>
                      <th scope="col">{t("imports.column")}</th>
                      <th scope="col">{t("imports.problem")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.errors.map((error, index) => (
                      <tr key={`${error.row}-${error.field}-${index}`}>
                        <td>{error.row}</td>
                        <td>{labelOf(error.field)}</td>
                        <td className="text-danger">{text(error.message)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {preview.errorCount > preview.errors.length ? <p className="mt-2 text-muted">{t("imports.moreErrors", { count: preview.errorCount - preview.errors.length })}</p> : null}
            </div>
          ) : null}
          {preview.sample.length ? (
            <div className="mb-4 overflow-x-auto">
              <table className="data-table w-full text-start">
                <caption className="mb-2 text-start font-semibold">{t("imports.sampleCaption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("imports.row")}</th>
                    {preview.columns.map((column) => (
                      <th key={column.key} scope="col">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.sample.map((row) => (
                    <tr key={row.row}>
                      <td>{row.row}</td>
                      {row.cells.map((cell, index) => (
                        <td key={preview.columns[index]?.key ?? index}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="importConfirm" />
              <input type="hidden" name="previewId" value={preview.id} />
              <button type="submit" className="btn btn-primary" disabled={busy || preview.errorCount > 0}>
                {t("imports.confirm")}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="importCancel" />
              <input type="hidden" name="previewId" value={preview.id} />
              <button type="submit" className="btn btn-ghost" disabled={busy}>
                {t("imports.cancel")}
              </button>
            </Form>
          </div>
          {preview.errorCount > 0 ? <p className="mt-2 text-muted">{t("imports.fixAndRetry")}</p> : null}
        </>
      ) : (
        <Form method="post" encType="multipart/form-data" className="grid gap-4">
          <input type="hidden" name="intent" value="importUpload" />
          <p className="text-muted">{t("imports.howTo")}</p>
          <div>
            <label htmlFor="import-file" className="form-label">
              {t("imports.file")}
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              required
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              className="form-input"
              aria-invalid={uploadError ? true : undefined}
              aria-describedby={uploadError ? "import-file-error" : "import-file-hint"}
            />
            <p id="import-file-hint" className="mt-1 text-xs text-muted">
              {t("imports.fileHint")}
            </p>
            {uploadError ? (
              <p id="import-file-error" role="alert" className="field-error">
                {text(uploadError)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t("imports.upload")}
            </button>
            <a href={`${templateHref}?format=xlsx`} className="btn btn-outline">
              {t("imports.templateXlsx")}
            </a>
            <a href={`${templateHref}?format=csv`} className="btn btn-outline">
              {t("imports.templateCsv")}
            </a>
          </div>
        </Form>
      )}
    </section>
  );
}
