import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/translation";
import { ScopePicker } from "../groups/scope-picker";

type Scope = ComponentProps<typeof ScopePicker> & { eventId: number; categoryId: number };

/**
 * A schedule screen (generate, knockout) for a category played in rounds,
 * whose matches it does not make: why, and a link to the rounds page that
 * does. The server refuses its writes too.
 */
export function MadeElsewhere({ title, message, scope }: { title: string; message: string; scope: Scope }) {
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
      <Link to={`/list-schedule/rounds?event=${scope.eventId}&category=${scope.categoryId}`} className="btn btn-primary min-h-11">
        {t("rounds.open")}
      </Link>
    </section>
  );
}
