import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { RowActions } from "./confirm-dialog";

/**
 * A master-data row's actions: edit and delete, or, for a user who may not
 * change the row because an event uses it, the reason instead.
 */
export function MasterRowActions({ locked, id, editTo, editLabel }: { locked: boolean; id: number; editTo: string; editLabel?: string }) {
  const { t } = useTranslation();
  if (locked) return <span className="text-xs text-muted">{t("masterData.inUse.short")}</span>;
  return <RowActions id={id} editTo={editTo} editLabel={editLabel} />;
}

/** A master-data row's name: a link to its edit page, or plain text where the user may not edit it. */
export function MasterName({ locked, to, children }: { locked: boolean; to: string; children: React.ReactNode }) {
  if (locked) return <span className="font-semibold">{children}</span>;
  return (
    <Link to={to} className="font-semibold text-primary hover:underline">
      {children}
    </Link>
  );
}

/**
 * The error of a master-data edit page, in the page with the way back to its
 * list: why the user may not change the record (403), that it is gone (404), or a failure.
 */
export function MasterDataErrorBoundary({ listTo }: { listTo: string }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refusal = isRouteErrorResponse(error) && status === 403 && typeof error.data?.message === "string" ? (error.data.message as string) : null;
  const title = refusal ? t("masterData.inUse.title") : t(status === 404 ? "errors.notFound.title" : "errors.generic.title");
  return (
    <section className="panel" role="alert">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{refusal ?? t(status === 404 ? "list.notFound" : "errors.generic.body")}</p>
      <Link to={listTo} className="btn btn-outline mt-5">
        {t("masterData.inUse.backToList")}
      </Link>
    </section>
  );
}
