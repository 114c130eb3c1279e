import { useState } from "react";
import { competitionFormats, tieBreakPresets } from "#drizzle/schema";
import { ErrorList, useErrorText } from "~/components/forms";
import { isRoundFormat } from "~/domain/formats/settings";
import { useTranslation } from "~/i18n/translation";
import type { GameCategoryChoice } from "~/models/events/event-admin.server";
import { categoryLabel } from "~/utils/category-label";
import { useHydrated } from "~/utils/use-hydrated";
import { CategoryChip } from "./category-chip";

/** A category row's values as the form holds them (text, "on" for a ticked box). */
type RowValue = Partial<Record<"selected" | "gameCategoryId" | "format" | "advancePerGroup" | "tieBreakPreset" | "maxTeams" | "thirdPlace", string | boolean>>;

type Props = {
  choices: GameCategoryChoice[];
  /** One entry per row, in the order the rows are shown (the event's own categories first). */
  rows: RowValue[];
  errors?: string[] | null;
  /** Errors of the rows' own fields, by field name ("categories[2].maxTeams"). */
  fieldErrors: Record<string, string[] | undefined>;
};

const ticked = (value: unknown) => value === true || value === "on" || value === "true";

/**
 * The game categories an event plays, each with its competition settings. Every
 * category on offer has a row; ticked rows are saved in the order shown. With
 * JavaScript, only ticked rows show their settings.
 */
export function CategorySettings({ choices, rows, errors, fieldErrors }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(() => rows.map((row) => ticked(row.selected)));
  // A category played in rounds (Americano, Mexicano, Swiss) has no groups, group tie-breaks or third-place match: with JavaScript those fields hide.
  const [formats, setFormats] = useState(() => rows.map((row) => String(row.format ?? "groups")));
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const describe = (message: string) => {
    const inUse = /^events\.errors\.(categoryInUse|formatInUse)\?id=(\d+)$/.exec(message);
    const category = inUse ? byId.get(Number(inUse[2])) : undefined;
    return inUse && category ? t(`events.errors.${inUse[1] as "categoryInUse" | "formatInUse"}`, { name: categoryLabel(t, category) }) : errorText(message);
  };

  if (choices.length === 0) return <p className="text-muted">{t("events.noGameCategories")}</p>;
  return (
    <div>
      <p id="categories-hint" className="mb-3 text-xs text-muted">
        {t("events.hints.categories")} {t("events.hints.roundFormats")}
      </p>
      {errors?.length ? (
        <ul id="categories-error" className="field-error mb-3" role="alert">
          {errors.map((error) => (
            <li key={error}>{describe(error)}</li>
          ))}
        </ul>
      ) : null}
      <ul className="grid gap-2">
        {rows.map((row, index) => {
          const choice = byId.get(Number(row.gameCategoryId));
          if (!choice) return null;
          const label = categoryLabel(t, choice);
          const name = (field: string) => `categories[${index}].${field}`;
          const errorsOf = (field: string) => fieldErrors[name(field)];
          const showSettings = !hydrated || selected[index];
          const groupSettings = !hydrated || !isRoundFormat(formats[index] ?? "groups");
          return (
            <li key={choice.id} className="rounded-md border border-black/10 p-3 dark:border-white/10">
              <input type="hidden" name={name("gameCategoryId")} value={choice.id} />
              <label className="flex min-h-11 items-center gap-3 font-semibold">
                <input
                  type="checkbox"
                  name={name("selected")}
                  defaultChecked={ticked(row.selected)}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    setSelected((current) => current.map((value, i) => (i === index ? checked : value)));
                  }}
                  className="size-5 accent-primary"
                  aria-describedby={errors?.length ? "categories-hint categories-error" : "categories-hint"}
                />
                <CategoryChip color={choice.color} label={label} />
              </label>
              <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" hidden={!showSettings}>
                <div>
                  <label htmlFor={`${name("format")}-input`} className="form-label">
                    {t("events.fields.format")}
                  </label>
                  <select
                    id={`${name("format")}-input`}
                    name={name("format")}
                    defaultValue={String(row.format ?? "groups")}
                    onChange={(event) => {
                      const format = event.currentTarget.value;
                      setFormats((current) => current.map((value, i) => (i === index ? format : value)));
                    }}
                    className="form-input"
                    aria-label={`${t("events.fields.format")} — ${label}`}
                  >
                    {competitionFormats.map((format) => (
                      <option key={format} value={format}>
                        {t(`events.formats.${format}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <NumberInput
                  id={`${name("advancePerGroup")}-input`}
                  name={name("advancePerGroup")}
                  label={t("events.fields.advancePerGroup")}
                  context={label}
                  defaultValue={String(row.advancePerGroup ?? "2")}
                  min={1}
                  max={8}
                  errors={errorsOf("advancePerGroup")}
                  hidden={!groupSettings}
                />
                <div hidden={!groupSettings}>
                  <label htmlFor={`${name("tieBreakPreset")}-input`} className="form-label">
                    {t("events.fields.tieBreakPreset")}
                  </label>
                  <select
                    id={`${name("tieBreakPreset")}-input`}
                    name={name("tieBreakPreset")}
                    defaultValue={String(row.tieBreakPreset ?? choice.preset)}
                    className="form-input"
                    aria-label={`${t("events.fields.tieBreakPreset")} — ${label}`}
                  >
                    {tieBreakPresets.map((preset) => (
                      <option key={preset} value={preset}>
                        {t(`events.presets.${preset}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <NumberInput
                  id={`${name("maxTeams")}-input`}
                  name={name("maxTeams")}
                  label={t("events.fields.maxTeams")}
                  context={label}
                  defaultValue={String(row.maxTeams ?? "")}
                  min={2}
                  max={256}
                  errors={errorsOf("maxTeams")}
                  hint={t("events.hints.maxTeams")}
                />
                <label className="flex min-h-11 items-center gap-2 self-end text-sm font-semibold" hidden={!groupSettings}>
                  <input
                    type="checkbox"
                    name={name("thirdPlace")}
                    defaultChecked={ticked(row.thirdPlace)}
                    className="size-5 accent-primary"
                    aria-label={`${t("events.fields.thirdPlace")} — ${label}`}
                  />
                  <span aria-hidden="true">{t("events.fields.thirdPlace")}</span>
                </label>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type NumberInputProps = { id: string; name: string; label: string; context: string; defaultValue: string; min: number; max: number; errors?: string[]; hint?: string; hidden?: boolean };

function NumberInput({ id, name, label, context, defaultValue, min, max, errors, hint, hidden }: NumberInputProps) {
  return (
    <div hidden={hidden}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        defaultValue={defaultValue}
        placeholder={hint ? "∞" : undefined}
        title={hint}
        aria-label={`${label} — ${context}`}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className="form-input"
      />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}
