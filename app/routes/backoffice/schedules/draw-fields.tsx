import { DrawNumberField } from "~/components/backoffice/draw-number-field";
import { useTranslation } from "~/i18n/translation";
import type { DrawFieldValues, DrawView } from "./draw-view.server";

const choice = "inline-flex min-h-11 items-center gap-2 rounded-md border border-black/10 px-3 dark:border-white/10";

/**
 * The draw's settings: single or double elimination (with the grand final's
 * reset), a plate, how group places meet (after groups), and the draw number
 * every choice left to lot follows. Saved with the bracket as the category's
 * knockout settings (decision 0079).
 */
export function DrawFields({ values, afterGroups, errors }: { values: DrawFieldValues; afterGroups: boolean; errors: Record<string, string[] | null | undefined> }) {
  const { t } = useTranslation();
  const radios = <V extends string>(name: string, options: readonly V[], current: V, label: (option: V) => string) => (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => (
        <label key={option} className={choice}>
          <input type="radio" name={name} value={option} defaultChecked={current === option} className="size-5 accent-primary" />
          {label(option)}
        </label>
      ))}
    </div>
  );
  return (
    <fieldset className="min-w-0 space-y-4 rounded-md border border-black/10 p-4 dark:border-white/10">
      <legend className="px-1 font-semibold">{t("bracket.draw.title")}</legend>
      <fieldset>
        <legend className="form-label">{t("bracket.draw.elimination")}</legend>
        {radios("elimination", ["single", "double"] as const, values.elimination, (option) => t(`bracket.draw.${option}`))}
      </fieldset>
      <label className={choice}>
        <input type="checkbox" name="reset" value="on" defaultChecked={values.reset} className="size-5 accent-primary" />
        {t("bracket.draw.reset")}
      </label>
      <fieldset>
        <legend className="form-label">{t("bracket.draw.plate")}</legend>
        {radios("plate", afterGroups ? (["none", "firstMatch", "groups"] as const) : (["none", "firstMatch"] as const), values.plate, (option) => t(`bracket.draw.plates.${option}`))}
      </fieldset>
      {afterGroups ? (
        <fieldset>
          <legend className="form-label">{t("bracket.draw.groupLines")}</legend>
          {radios("groupLines", ["fixed", "drawn"] as const, values.groupLines, (option) => t(`bracket.draw.lines.${option}`))}
        </fieldset>
      ) : (
        <input type="hidden" name="groupLines" value={values.groupLines} />
      )}
      <DrawNumberField label={t("bracket.draw.number")} hint={t("bracket.draw.numberHint")} defaultValue={values.drawNumber} errors={errors.drawNumber} />
    </fieldset>
  );
}

/** The draw's settings again, hidden, in the form that saves the preview: what is saved is what was shown. */
export function DrawHidden({ values }: { values: DrawFieldValues }) {
  return (
    <>
      <input type="hidden" name="elimination" value={values.elimination} />
      {values.reset ? <input type="hidden" name="reset" value="on" /> : null}
      <input type="hidden" name="plate" value={values.plate} />
      <input type="hidden" name="groupLines" value={values.groupLines} />
      <input type="hidden" name="drawNumber" value={values.drawNumber} />
    </>
  );
}

/** The main bracket's first round, line by line, with the number that makes the same draw again. */
export function DrawLines({ draw }: { draw: DrawView }) {
  const { t } = useTranslation();
  if (draw.lines.length === 0) return null;
  return (
    <section aria-labelledby="draw-lines-title" className="space-y-2">
      <h3 id="draw-lines-title" className="font-bold">
        {t("bracket.draw.lines.title")}
      </h3>
      {draw.drawNumber !== null ? <p data-testid="draw-number">{t("bracket.draw.shown", { number: draw.drawNumber })}</p> : null}
      <ol className="grid gap-1 sm:grid-cols-2">
        {draw.lines.map((line) => (
          <li key={line.line} className="flex min-w-0 items-baseline gap-2 rounded-md border border-black/10 px-3 py-2 dark:border-white/10">
            <span className="w-8 shrink-0 font-mono text-muted tabular-nums">{line.line}</span>
            <span className="min-w-0 flex-1 break-words">
              {line.name ?? <em className="text-muted">{t("bracket.draw.byeLine")}</em>}
              {line.club ? <span className="text-muted"> · {line.club}</span> : null}
            </span>
            {line.seed !== null ? <span className="badge shrink-0 bg-primary/10">{t("bracket.draw.seed", { seed: line.seed })}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
