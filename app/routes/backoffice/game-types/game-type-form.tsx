import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";
import { ErrorList, FormActions, FormErrors, NumberField, TextField } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { gameTypeSchema } from "./game-type-schema";

export type GameTypeDefaults = {
  name: string;
  scoring: "sets" | "goals";
  playersPerSide: number;
  setsToWin: number;
  setTarget: number;
  winByTwo: boolean;
  setCap: number | null;
  active: boolean;
};

type Props = { mode: "add" | "edit"; lastResult?: SubmissionResult<string[]> | null; defaults: GameTypeDefaults };

/** The add and edit form of a game type; the set rules hide (with JavaScript) for a goals game. */
export function GameTypeForm({ mode, lastResult, defaults }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `gametype-${mode}`,
    lastResult,
    defaultValue: { ...defaults, setCap: defaults.setCap ?? undefined },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: gameTypeSchema }),
  });
  const [scoring, setScoring] = useState(defaults.scoring);

  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-5 md:grid-cols-2">
      <FormErrors form={form} />
      <TextField field={fields.name} label={t("gameTypes.fields.name")} />
      <div>
        <label htmlFor={fields.scoring.id} className="form-label">
          {t("gameTypes.fields.scoring")}
        </label>
        <select
          {...getSelectProps(fields.scoring)}
          className="form-input"
          onChange={(event) => setScoring(event.currentTarget.value as "sets" | "goals")}
          aria-describedby={fields.scoring.errors ? fields.scoring.errorId : undefined}
        >
          <option value="sets">{t("gameTypes.scoring.sets")}</option>
          <option value="goals">{t("gameTypes.scoring.goals")}</option>
        </select>
        <ErrorList id={fields.scoring.errorId} errors={fields.scoring.errors} />
      </div>
      <NumberField field={fields.playersPerSide} label={t("gameTypes.fields.playersPerSide")} hint={t("gameTypes.hints.playersPerSide")} />
      <div className="flex flex-col justify-end">
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input {...getInputProps(fields.active, { type: "checkbox" })} className="size-5 accent-primary" />
          {t("gameTypes.fields.active")}
        </label>
      </div>
      <fieldset className="grid gap-5 rounded-md border border-black/10 p-4 md:col-span-2 md:grid-cols-2 dark:border-white/10">
        <legend className="px-1 font-semibold">{t("gameTypes.setRules")}</legend>
        {scoring === "goals" ? <p className="text-muted md:col-span-2">{t("gameTypes.hints.goals")}</p> : null}
        <div className="contents" hidden={scoring === "goals"}>
          <NumberField field={fields.setsToWin} label={t("gameTypes.fields.setsToWin")} hint={t("gameTypes.hints.setsToWin")} />
          <NumberField field={fields.setTarget} label={t("gameTypes.fields.setTarget")} hint={t("gameTypes.hints.setTarget")} />
          <NumberField field={fields.setCap} label={t("gameTypes.fields.setCap")} hint={t("gameTypes.hints.setCap")} />
          <div className="flex flex-col justify-end">
            <label className="flex min-h-11 items-center gap-3 font-semibold">
              <input {...getInputProps(fields.winByTwo, { type: "checkbox" })} className="size-5 accent-primary" />
              {t("gameTypes.fields.winByTwo")}
            </label>
          </div>
        </div>
      </fieldset>
      <FormActions cancelTo="/list-gametype" />
    </Form>
  );
}
