import { ErrorList } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";

export type SlotValues = { days: string[]; start: string; end: string; matchMinutes: string; courts: string; minRestSlots: string };

type Props = {
  idPrefix: string;
  /** The event's days: "2025-11-22" with its label in the page's language. */
  days: { key: string; label: string }[];
  values: SlotValues;
  errors: Record<string, string[] | null | undefined>;
};

/** Days, hours, match length, courts and rest of a schedule to draw up; times on the venue's clock. */
export function SlotFields({ idPrefix, days, values, errors }: Props) {
  const { t } = useTranslation();
  const field = (name: keyof SlotValues, label: string, input: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => {
    const id = `${idPrefix}-${name}`;
    const invalid = Boolean(errors[name]?.length);
    return (
      <div>
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <input
          id={id}
          name={name}
          defaultValue={values[name] as string}
          className="form-input"
          aria-invalid={invalid || undefined}
          aria-describedby={[invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined}
          {...input}
        />
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {hint}
          </p>
        ) : null}
        <ErrorList id={`${id}-error`} errors={errors[name] ?? null} />
      </div>
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <fieldset className="sm:col-span-2 lg:col-span-3" aria-describedby={errors.days?.length ? `${idPrefix}-days-error` : undefined}>
        <legend className="form-label">{t("scheduleAdmin.slots.days")}</legend>
        <div className="flex flex-wrap gap-2">
          {days.map((day) => (
            <label key={day.key} className="inline-flex min-h-11 items-center gap-2 rounded-md border border-black/10 px-3 dark:border-white/10">
              <input type="checkbox" name="days" value={day.key} defaultChecked={values.days.includes(day.key)} className="size-5 accent-primary" />
              {day.label}
            </label>
          ))}
        </div>
        <ErrorList id={`${idPrefix}-days-error`} errors={errors.days ?? null} />
      </fieldset>
      {field("start", t("scheduleAdmin.slots.start"), { type: "time" })}
      {field("end", t("scheduleAdmin.slots.end"), { type: "time" })}
      {field("matchMinutes", t("scheduleAdmin.slots.matchMinutes"), { type: "number", min: 5, max: 600 })}
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-courts`} className="form-label">
          {t("scheduleAdmin.slots.courts")}
        </label>
        <textarea
          id={`${idPrefix}-courts`}
          name="courts"
          rows={2}
          defaultValue={values.courts}
          className="form-input"
          aria-invalid={errors.courts?.length ? true : undefined}
          aria-describedby={`${idPrefix}-courts-hint${errors.courts?.length ? ` ${idPrefix}-courts-error` : ""}`}
        />
        <p id={`${idPrefix}-courts-hint`} className="mt-1 text-xs text-muted">
          {t("scheduleAdmin.slots.courtsHint")}
        </p>
        <ErrorList id={`${idPrefix}-courts-error`} errors={errors.courts ?? null} />
      </div>
      {field("minRestSlots", t("scheduleAdmin.slots.rest"), { type: "number", min: 0, max: 10 }, t("scheduleAdmin.slots.restHint"))}
    </div>
  );
}

/** The same settings as hidden fields, so "save" posts exactly what was previewed. */
export function SlotHidden({ values }: { values: SlotValues }) {
  return (
    <>
      {values.days.map((day) => (
        <input key={day} type="hidden" name="days" value={day} />
      ))}
      <input type="hidden" name="start" value={values.start} />
      <input type="hidden" name="end" value={values.end} />
      <input type="hidden" name="matchMinutes" value={values.matchMinutes} />
      <input type="hidden" name="courts" value={values.courts} />
      <input type="hidden" name="minRestSlots" value={values.minRestSlots} />
    </>
  );
}

/** The values to show: what was typed (after a refusal or a preview), else the defaults. */
export function slotValues(typed: Record<string, unknown> | null | undefined, defaults: SlotValues): SlotValues {
  if (!typed) return defaults;
  const text = (name: keyof SlotValues) => (typeof typed[name] === "string" ? (typed[name] as string) : "");
  const days = typed.days === undefined ? [] : ([typed.days].flat() as string[]);
  return { days, start: text("start"), end: text("end"), matchMinutes: text("matchMinutes"), courts: text("courts"), minRestSlots: text("minRestSlots") };
}
