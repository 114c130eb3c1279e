import { Form, useNavigation } from "react-router";
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import type { PlanActionData } from "./intents.server";

type Values = { minutes: string; rest: string; perDay: string; order: string; from: string; to: string };
type Category = { id: number; label: string; sport: string; sportMinutes: number; pointsTotal: number | null; values: Values };

/**
 * Per category, what the planner needs to know: how long a match lasts (its
 * sport's usual length when empty), the least rest between two matches of one
 * player, the most matches a player plays in a day, its order among the
 * categories and the hours of the day it plays in ("juniors before noon").
 */
export function CategoriesPanel({ categories, refused }: { categories: Category[]; refused: PlanActionData | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const typed = refused?.intent === "saveCategories" ? refused : null;
  if (categories.length === 0) return null;
  return (
    <section className="panel space-y-4" aria-labelledby="plan-categories-title">
      <h2 id="plan-categories-title" className="text-lg font-bold">
        {t("eventPlan.categories.title")}
      </h2>
      <p className="text-muted">{t("eventPlan.categories.hint")}</p>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="saveCategories" />
        <div className="grid gap-3 lg:grid-cols-2">
          {categories.map((category) => {
            const field = (part: keyof Values, label: string, input: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => {
              const name = `${part}.${category.id}`;
              const errors = typed?.errors[name] ?? null;
              const described = [errors ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ");
              return (
                <div className="min-w-0">
                  <label htmlFor={name} className="form-label">
                    {label}
                  </label>
                  <input
                    id={name}
                    name={name}
                    defaultValue={typed ? (typed.values[name] ?? "") : category.values[part]}
                    className="form-input"
                    aria-invalid={errors ? true : undefined}
                    aria-describedby={described || undefined}
                    {...input}
                  />
                  {hint ? (
                    <p id={`${name}-hint`} className="mt-1 text-xs text-muted">
                      {hint}
                    </p>
                  ) : null}
                  <ErrorList id={`${name}-error`} errors={errors} />
                </div>
              );
            };
            return (
              <fieldset key={category.id} className="min-w-0 rounded-md border border-black/10 p-3 dark:border-white/10">
                <legend className="px-1 font-semibold">{category.label}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {field(
                    "minutes",
                    t("eventPlan.categories.matchMinutes"),
                    { type: "number", min: 5, max: 600, inputMode: "numeric", placeholder: String(category.sportMinutes) },
                    category.pointsTotal === null
                      ? t("eventPlan.categories.matchMinutesHint", { minutes: category.sportMinutes, sport: category.sport })
                      : t("eventPlan.categories.matchMinutesTotalHint", { minutes: category.sportMinutes, total: category.pointsTotal }),
                  )}
                  {field("rest", t("eventPlan.categories.rest"), { type: "number", min: 0, max: 600, inputMode: "numeric", required: true })}
                  {field("perDay", t("eventPlan.categories.perDay"), { type: "number", min: 1, max: 50, inputMode: "numeric" }, t("eventPlan.categories.perDayHint"))}
                  {field("order", t("eventPlan.categories.order"), { type: "number", min: 1, max: 99, inputMode: "numeric" }, t("eventPlan.categories.orderHint"))}
                  {field("from", t("eventPlan.categories.from"), { type: "time" })}
                  {field("to", t("eventPlan.categories.to"), { type: "time" }, t("eventPlan.categories.windowHint"))}
                </div>
              </fieldset>
            );
          })}
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("eventPlan.categories.save")}
        </button>
      </Form>
    </section>
  );
}
