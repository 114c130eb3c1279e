import { Form, useNavigation } from "react-router";
import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { ProblemList } from "../groups/problem-list";
import type { PlanActionData } from "./intents.server";
import type { PreviewView } from "./view.server";

type Props = {
  days: { key: string; label: string }[];
  categories: { id: number; label: string }[];
  preview: PreviewView | null;
  refused: PlanActionData | null;
  /** A plan of this event is being made right now (another tab, a colleague). */
  planning: boolean;
};

/** The days and categories to plan, and the button that shows the plan before anything is saved. */
export function PlanPanel({ days, categories, preview, refused, planning }: Props) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const typed = refused?.intent === "preview" ? refused.scope : null;
  const chosenDays = typed?.days ?? preview?.scope.days ?? days.map((day) => day.key);
  const chosenCategories = typed?.categoryIds ?? preview?.scope.categoryIds ?? categories.map((category) => category.id);
  const errors = refused?.intent === "preview" ? refused.errors : {};
  // A save whose preview is gone (saved already, expired, a restart) has no preview to stand beside: it is said here.
  const lostSave = refused?.intent === "save" && !preview ? refused.errors[""] : null;
  return (
    <>
      <section className="panel space-y-4" aria-labelledby="plan-scope-title">
        <h2 id="plan-scope-title" className="text-lg font-bold">
          {t("eventPlan.plan.title")}
        </h2>
        <p className="text-muted">{t("eventPlan.plan.hint")}</p>
        {planning ? (
          <p className="rounded-md bg-warning/10 p-3" role="status">
            {t("eventPlan.errors.busy")}
          </p>
        ) : null}
        <ProblemList id="plan-scope-error" problems={lostSave ?? errors[""]} />
        <Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="preview" />
          <Choices name="days" legend={t("eventPlan.plan.days")} options={days.map((day) => ({ value: day.key, label: day.label }))} chosen={chosenDays} errors={errors.days} />
          <Choices
            name="categories"
            legend={t("eventPlan.plan.categories")}
            options={categories.map((category) => ({ value: String(category.id), label: category.label }))}
            chosen={chosenCategories.map(String)}
            errors={errors.categories}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t("eventPlan.plan.show")}
          </button>
        </Form>
      </section>
      {preview ? <PreviewPanel preview={preview} refused={refused?.intent === "save" ? refused : null} /> : null}
    </>
  );
}

function Choices({ name, legend, options, chosen, errors }: { name: string; legend: string; options: { value: string; label: string }[]; chosen: string[]; errors?: string[] | null }) {
  return (
    <fieldset aria-describedby={errors?.length ? `plan-${name}-error` : undefined}>
      <legend className="form-label">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-md border border-black/10 px-3 dark:border-white/10">
            <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(option.value)} className="size-5 shrink-0 accent-primary" />
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </div>
      <ErrorList id={`plan-${name}-error`} errors={errors ?? null} />
    </fieldset>
  );
}

/**
 * The plan before it is saved: how it compares with the best any plan could
 * do and the button that saves it, what it could not place and why, where it
 * gave less rest, the void matches, then every placed match by day and court
 * as cards. Saving writes
 * exactly this; when the event changed since, the save is refused and a new
 * preview is one button away.
 */
function PreviewPanel({ preview, refused }: { preview: PreviewView; refused: PlanActionData | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="panel space-y-4" aria-labelledby="plan-preview-title">
      <h2 id="plan-preview-title" className="text-lg font-bold">
        {t("eventPlan.preview.title")}
      </h2>
      <ProblemList id="plan-save-error" problems={refused?.errors[""]} />
      {refused ? (
        <Form method="post">
          <input type="hidden" name="intent" value="preview" />
          {preview.scope.days.map((day) => (
            <input key={day} type="hidden" name="days" value={day} />
          ))}
          {preview.scope.categoryIds.map((id) => (
            <input key={id} type="hidden" name="categories" value={id} />
          ))}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t("eventPlan.preview.again")}
          </button>
        </Form>
      ) : null}
      <p>
        {t("eventPlan.preview.placed", { count: preview.placedCount })} {t("eventPlan.preview.moved", { count: preview.movedCount })}
      </p>
      {preview.quality.lastEnd ? (
        <p id="plan-quality">
          {t("eventPlan.preview.lastEnd", { end: preview.quality.lastEnd })}{" "}
          {preview.quality.bound ? t("eventPlan.preview.bound", { bound: preview.quality.bound, percent: preview.quality.percent ?? 0 }) : null}
        </p>
      ) : null}
      {/* Before the matches: on a phone the cards run long, and saving must not wait for scrolling past every one. */}
      <Form method="post" className="space-y-2" id="plan-save">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="token" value={preview.id} />
        {preview.saveBy ? <p className="font-semibold">{t("eventPlan.preview.saveBy", { time: preview.saveBy })}</p> : null}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("eventPlan.preview.save")}
        </button>
      </Form>
      {preview.unplaced.length ? (
        <div className="rounded-md border-s-4 border-danger bg-danger/10 p-3 text-ink dark:text-white" id="plan-unplaced">
          <h3 className="font-bold">{t("eventPlan.preview.unplacedTitle", { count: preview.unplaced.length })}</h3>
          <p className="text-sm">{t("eventPlan.preview.unplacedHint")}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {preview.unplaced.map((match) => (
              <li key={match.id}>{match.reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview.shortRest.length ? (
        <div className="rounded-md bg-warning/10 p-3" id="plan-short-rest">
          <h3 className="font-bold">{t("eventPlan.preview.shortRestTitle")}</h3>
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {preview.shortRest.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {preview.voided.length ? (
        <div className="rounded-md bg-black/5 p-3 dark:bg-white/10" id="plan-void">
          <h3 className="font-bold">{t("eventPlan.preview.voidTitle")}</h3>
          <p className="text-sm">{t("eventPlan.preview.voidHint", { codes: preview.voided.map((match) => match.code).join(", ") })}</p>
        </div>
      ) : null}
      {preview.days.map((day) => (
        <section key={day.key} aria-label={day.label} className="space-y-2">
          <h3 className="font-bold">{day.label}</h3>
          <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {day.courts.map((court) => (
              <div key={court.name} className="min-w-0 rounded-md border border-black/10 p-3 dark:border-white/10">
                <h4 className="mb-2 font-semibold">{court.name}</h4>
                <ul className="space-y-2">
                  {court.matches.map((match) => (
                    <li key={match.id} className="min-w-0 break-words">
                      <span className="font-mono tabular-nums">{match.time}</span> <span className="font-semibold">{match.code}</span>
                      {match.moved ? <span className="badge ms-1 bg-primary/10 text-primary">{t("eventPlan.preview.movedBadge")}</span> : null}
                      {match.shortRest ? <span className="badge ms-1 bg-warning/20 text-ink dark:text-white">{t("scheduleAdmin.preview.shortRest")}</span> : null}
                      <br />
                      <span className="text-muted">{match.category}</span>
                      <br />
                      {match.home} – {match.away}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
