import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Field, FormActions, FormErrors, NumberField, SelectField, TextField } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { matchStatisticSchema } from "./match-statistic-schema";

type Props = {
  mode: "add" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaults: { name: string; key: string; gameTypeId: string; sortOrder: number };
  gameTypes: { id: number; name: string; active: boolean }[];
};

/** The add and edit form of a match statistic. */
export function MatchStatisticForm({ mode, lastResult, defaults, gameTypes }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `statistic-${mode}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: matchStatisticSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-5 md:grid-cols-2">
      <FormErrors form={form} />
      <TextField field={fields.name} label={t("statistics.fields.name")} />
      <Field
        label={t("statistics.fields.key")}
        hint={t("statistics.keyHint")}
        inputProps={{ ...getInputProps(fields.key, { type: "text" }), autoComplete: "off", spellCheck: false }}
        errors={fields.key.errors}
      />
      <SelectField field={fields.gameTypeId} label={t("statistics.fields.gameType")}>
        <option value="">{t("statistics.everyGameType")}</option>
        {gameTypes.map((gameType) => (
          <option key={gameType.id} value={gameType.id}>
            {gameType.active ? gameType.name : `${gameType.name} (${t("gameTypes.inactive")})`}
          </option>
        ))}
      </SelectField>
      <NumberField field={fields.sortOrder} label={t("statistics.fields.sortOrder")} hint={t("statistics.sortOrderHint")} />
      <FormActions cancelTo="/list-match-statistics" />
    </Form>
  );
}
