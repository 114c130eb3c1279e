import { Form, useNavigation } from "react-router";
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import type { PlanActionData } from "./intents.server";

type Court = { id: number; name: string; hours: Record<string, { opens: string; closes: string }> };

/**
 * When each court is open on each day of the event, one card per court: a
 * court may open late or close early, and both times left empty close it that
 * day (a day lost to rain). Saved all at once.
 */
export function HoursPanel({ courts, days, refused }: { courts: Court[]; days: { key: string; label: string }[]; refused: PlanActionData | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const typed = refused?.intent === "saveHours" ? refused : null;
  if (courts.length === 0) return null;
  return (
    <section className="panel space-y-4" aria-labelledby="plan-hours-title">
      <h2 id="plan-hours-title" className="text-lg font-bold">
        {t("eventPlan.hours.title")}
      </h2>
      <p className="text-muted">{t("eventPlan.hours.hint")}</p>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="saveHours" />
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {courts.map((court) => (
            <fieldset key={court.id} className="min-w-0 rounded-md border border-black/10 p-3 dark:border-white/10">
              <legend className="px-1 font-semibold">{court.name}</legend>
              <div className="space-y-3">
                {days.map((day) => {
                  const time = (part: "opens" | "closes") => {
                    const name = `${part}.${court.id}.${day.key}`;
                    const errors = typed?.errors[name] ?? null;
                    return (
                      <div className="min-w-0 flex-1">
                        <label htmlFor={name} className="sr-only">
                          {t(part === "opens" ? "eventPlan.hours.opensOf" : "eventPlan.hours.closesOf", { court: court.name, day: day.label })}
                        </label>
                        <span aria-hidden="true" className="text-xs text-muted">
                          {t(part === "opens" ? "eventPlan.hours.opens" : "eventPlan.hours.closes")}
                        </span>
                        <input
                          id={name}
                          name={name}
                          type="time"
                          defaultValue={typed ? (typed.values[name] ?? "") : (court.hours[day.key]?.[part] ?? "")}
                          className="form-input"
                          aria-invalid={errors ? true : undefined}
                          aria-describedby={errors ? `${name}-error` : undefined}
                        />
                        <ErrorList id={`${name}-error`} errors={errors} />
                      </div>
                    );
                  };
                  return (
                    <div key={day.key}>
                      <p className="mb-1 text-sm font-semibold">
                        {day.label}
                        {!court.hours[day.key] && !typed ? <span className="badge ms-2 bg-black/5 dark:bg-white/10">{t("eventPlan.hours.closed")}</span> : null}
                      </p>
                      <div className="flex gap-2">
                        {time("opens")}
                        {time("closes")}
                      </div>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("eventPlan.hours.save")}
        </button>
      </Form>
    </section>
  );
}
