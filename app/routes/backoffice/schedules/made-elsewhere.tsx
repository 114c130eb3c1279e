import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { ScopePicker } from "../groups/scope-picker";

/**
 * A schedule screen for a category whose matches it does not make (a round
 * format's on the groups or knockout screen, or the other way round): why,
 * and a link to the screen that does. The server refuses its writes too.
 */
export function MadeElsewhere({ title, message, to, linkText, scope }: { title: string; message: string; to: string; linkText: string; scope: ComponentProps<typeof ScopePicker> }) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <Link to="/list-schedule" className="back-link">
        ← {t("scheduleAdmin.title")}
      </Link>
      <h1 className="mt-1 mb-4 text-xl font-bold">{title}</h1>
      <ScopePicker {...scope} />
      <p role="alert" className="mb-3">
        {message}
      </p>
      <Link to={to} className="btn btn-primary min-h-11">
        {linkText}
      </Link>
    </section>
  );
}
