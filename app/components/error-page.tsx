import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";

type Props = { kind: "notFound" | "eventNotFound" | "generic" | "storageFull"; requestId?: string };

const codes: Record<Props["kind"], string> = { notFound: "404", eventNotFound: "404", generic: "500", storageFull: "507" };

/** The page for a missing address or a failure: a clear sentence, a way back, never a stack trace. */
export function ErrorPage({ kind, requestId }: Props) {
  const { t } = useTranslation();
  const code = codes[kind];
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{t("meta.title", { title: t(`errors.${kind}.title`) })}</title>
      <p className="text-7xl font-extrabold tracking-tight text-primary/80" aria-hidden="true">
        {code}
      </p>
      <h1 className="text-2xl font-bold">{t(`errors.${kind}.title`)}</h1>
      <p className="max-w-md text-muted dark:text-[#888ea8]">{t(`errors.${kind}.body`)}</p>
      {requestId ? <p className="text-xs text-muted">{t("errors.requestId", { id: requestId })}</p> : null}
      <Link to="/" className="btn btn-primary mt-2">
        {t("errors.backHome")}
      </Link>
    </main>
  );
}
