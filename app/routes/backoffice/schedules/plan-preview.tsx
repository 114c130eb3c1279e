import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n/translation";
import type { PlanRowView, PlanView } from "./plan-view.server";
import { ProblemList } from "../groups/problem-list";

/**
 * A schedule before it is saved: by day, then time and court. Why it cannot
 * be saved comes first; matches placed with less rest and matches left
 * without a slot are named so staff can change the settings.
 */
export function PlanPreview({ plan, title }: { plan: PlanView; title: string }) {
  const { t } = useTranslation();
  const days = new Map<string, PlanRowView[]>();
  const waiting: PlanRowView[] = [];
  for (const row of plan.rows) {
    if (row.date === null) waiting.push(row);
    else days.set(row.date, [...(days.get(row.date) ?? []), row]);
  }
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="text-muted">{t("scheduleAdmin.preview.count", { count: plan.rows.length })}</p>
      <ProblemList id="plan-problems" problems={plan.problems} />
      {plan.relaxedRest.length ? (
        <p className="rounded-md bg-warning/10 p-3" role="status">
          {t("scheduleAdmin.preview.relaxed", { codes: plan.relaxedRest.join(", ") })}
        </p>
      ) : null}
      {plan.unplaced.length ? (
        <p className="rounded-md border-s-4 border-danger bg-danger/10 p-3 text-ink dark:text-white" role="status">
          {t("scheduleAdmin.preview.unplaced", { codes: plan.unplaced.join(", ") })}
        </p>
      ) : null}
      {[...days.entries()].map(([date, rows]) => (
        <PlanDay key={date} caption={date} rows={rows} />
      ))}
      {waiting.length ? <PlanDay caption={t("scheduleAdmin.preview.noSlot")} rows={waiting} /> : null}
    </div>
  );
}

/**
 * A previewed schedule in its panel and, when nothing stands in its way, the button that
 * saves it. The save form sends again the settings the preview was made from (`children`,
 * hidden fields), so what is saved is what was shown.
 */
export function PlanPanel({ plan, title, saveLabel, children }: { plan: PlanView; title: string; saveLabel: string; children: React.ReactNode }) {
  const navigation = useNavigation();
  return (
    <div className="panel space-y-4">
      <PlanPreview plan={plan} title={title} />
      {plan.problems.length === 0 && plan.rows.length > 0 ? (
        <Form method="post">
          {children}
          <button type="submit" name="intent" value="save" className="btn btn-primary" disabled={navigation.state === "submitting"}>
            {saveLabel}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function PlanDay({ caption, rows }: { caption: string; rows: PlanRowView[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={caption}>
      <h3 className="mb-2 font-bold">{caption}</h3>
      <div className="overflow-x-auto">
        <table className="data-table w-full text-start">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("scheduleAdmin.fields.time")}</th>
              <th scope="col">{t("scheduleAdmin.fields.court")}</th>
              <th scope="col">{t("scheduleAdmin.fields.code")}</th>
              <th scope="col">{t("scheduleAdmin.fields.stage")}</th>
              <th scope="col">{t("scheduleAdmin.fields.home")}</th>
              <th scope="col">{t("scheduleAdmin.fields.away")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="font-mono tabular-nums">{row.time ?? "—"}</td>
                <td>{row.court ?? "—"}</td>
                <td className="font-semibold">
                  {row.code}
                  {row.relaxed ? <span className="badge ms-2 bg-warning/20 text-ink dark:text-white">{t("scheduleAdmin.preview.shortRest")}</span> : null}
                </td>
                <td>{row.stage}</td>
                <td>{row.home}</td>
                <td>{row.away}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
