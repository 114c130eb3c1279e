import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";
import { deuceRules, pointCountings, scoringModes, serveRules, type ScoringMode } from "#drizzle/schema";
import { FormActions, FormErrors, NumberField, SelectField, TextField } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import type { GameTypeInput } from "~/models/master-data/game-type.server";
import { gameTypeSchema } from "./game-type-schema";

export type GameTypeDefaults = GameTypeInput;

/** A new game type starts as a doubles padel-like sport: best of 3, sets to 6, a tie-break to 7. */
export const newGameType: GameTypeDefaults = {
  name: "",
  scoring: "sets",
  playersPerSide: 2,
  setsToWin: 2,
  setTarget: 6,
  winByTwo: true,
  setCap: null,
  pointCounting: "games",
  deuce: "advantage",
  tieBreakTo: 7,
  matchTieBreakTo: null,
  serve: "rallyWinner",
  intervalAt: null,
  decidingEndsAt: null,
  halfMinutes: null,
  matchMinutes: 60,
  active: true,
};

type Props = { mode: "add" | "edit"; lastResult?: SubmissionResult<string[]> | null; defaults: GameTypeDefaults };

/**
 * The add and edit form of a game type: it shows the rules the chosen scoring
 * and point counting use, and the server keeps only those (game-type.server.ts).
 */
export function GameTypeForm({ mode, lastResult, defaults }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `gametype-${mode}`,
    lastResult,
    defaultValue: {
      ...defaults,
      setCap: defaults.setCap ?? undefined,
      matchTieBreakTo: defaults.matchTieBreakTo ?? undefined,
      intervalAt: defaults.intervalAt ?? undefined,
      decidingEndsAt: defaults.decidingEndsAt ?? undefined,
      halfMinutes: defaults.halfMinutes ?? undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: gameTypeSchema }),
  });
  const [scoring, setScoring] = useState<ScoringMode>(defaults.scoring);
  const [counting, setCounting] = useState(defaults.pointCounting);

  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-5 md:grid-cols-2">
      <FormErrors form={form} />
      <TextField field={fields.name} label={t("gameTypes.fields.name")} />
      <SelectField field={fields.scoring} label={t("gameTypes.fields.scoring")} onChange={(value) => setScoring(value as ScoringMode)}>
        {scoringModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`gameTypes.scoring.${mode}`)}
          </option>
        ))}
      </SelectField>
      <NumberField field={fields.playersPerSide} label={t("gameTypes.fields.playersPerSide")} hint={t("gameTypes.hints.playersPerSide")} />
      <NumberField field={fields.matchMinutes} label={t("gameTypes.fields.matchMinutes")} hint={t("gameTypes.hints.matchMinutes")} />
      <div className="flex flex-col justify-end">
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input {...getInputProps(fields.active, { type: "checkbox" })} className="size-5 accent-primary" />
          {t("gameTypes.fields.active")}
        </label>
      </div>
      <fieldset className="grid gap-5 rounded-md border border-black/10 p-4 md:col-span-2 md:grid-cols-2 dark:border-white/10" hidden={scoring === "goals"}>
        <legend className="px-1 font-semibold">{t("gameTypes.setRules")}</legend>
        <NumberField field={fields.setsToWin} label={t("gameTypes.fields.setsToWin")} hint={t("gameTypes.hints.setsToWin")} />
        <NumberField field={fields.setTarget} label={t("gameTypes.fields.setTarget")} hint={t("gameTypes.hints.setTarget")} />
        <SelectField field={fields.pointCounting} label={t("gameTypes.fields.pointCounting")} onChange={(value) => setCounting(value as GameTypeInput["pointCounting"])}>
          {pointCountings.map((way) => (
            <option key={way} value={way}>
              {t(`gameTypes.pointCounting.${way}`)}
            </option>
          ))}
        </SelectField>
        <div className="contents" hidden={counting !== "games"}>
          <p className="text-muted md:col-span-2">{t("gameTypes.hints.games")}</p>
          <SelectField field={fields.deuce} label={t("gameTypes.fields.deuce")}>
            {deuceRules.map((rule) => (
              <option key={rule} value={rule}>
                {t(`gameTypes.deuce.${rule}`)}
              </option>
            ))}
          </SelectField>
          <NumberField field={fields.tieBreakTo} label={t("gameTypes.fields.tieBreakTo")} hint={t("gameTypes.hints.tieBreakTo")} />
          <NumberField field={fields.matchTieBreakTo} label={t("gameTypes.fields.matchTieBreakTo")} hint={t("gameTypes.hints.matchTieBreakTo")} />
        </div>
        <div className="contents" hidden={counting !== "rally"}>
          <p className="text-muted md:col-span-2">{t("gameTypes.hints.rally")}</p>
          <NumberField field={fields.setCap} label={t("gameTypes.fields.setCap")} hint={t("gameTypes.hints.setCap")} />
          <div className="flex flex-col justify-end">
            <label className="flex min-h-11 items-center gap-3 font-semibold">
              <input {...getInputProps(fields.winByTwo, { type: "checkbox" })} className="size-5 accent-primary" />
              {t("gameTypes.fields.winByTwo")}
            </label>
          </div>
          <SelectField field={fields.serve} label={t("gameTypes.fields.serve")}>
            {serveRules.map((rule) => (
              <option key={rule} value={rule}>
                {t(`gameTypes.serve.${rule}`)}
              </option>
            ))}
          </SelectField>
          <NumberField field={fields.intervalAt} label={t("gameTypes.fields.intervalAt")} hint={t("gameTypes.hints.intervalAt")} />
          <NumberField field={fields.decidingEndsAt} label={t("gameTypes.fields.decidingEndsAt")} hint={t("gameTypes.hints.decidingEndsAt")} />
        </div>
      </fieldset>
      <fieldset className="grid gap-5 rounded-md border border-black/10 p-4 md:col-span-2 md:grid-cols-2 dark:border-white/10" hidden={scoring === "sets"}>
        <legend className="px-1 font-semibold">{t("gameTypes.clockRules")}</legend>
        <p className="text-muted md:col-span-2">{t("gameTypes.hints.goals")}</p>
        <NumberField field={fields.halfMinutes} label={t("gameTypes.fields.halfMinutes")} hint={t("gameTypes.hints.halfMinutes")} />
      </fieldset>
      <FormActions cancelTo="/list-gametype" />
    </Form>
  );
}
