import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ColorField } from "~/components/color-field";
import { FormActions, FormErrors, NumberField, TextField } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { skillLevelSchema } from "./skill-level-schema";

type Props = {
  mode: "add" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaults: { name: string; color: string; position: number };
  /** The colour in the database (the default colour for a new level). */
  storedColor: string;
};

/** The add and edit form of a skill level, with a live preview of its coloured label. */
export function SkillLevelForm({ mode, lastResult, defaults, storedColor }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `skilllevel-${mode}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: skillLevelSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-5 md:grid-cols-2">
      <FormErrors form={form} />
      <TextField field={fields.name} label={t("skillLevels.fields.name")} />
      <NumberField field={fields.position} label={t("skillLevels.fields.position")} hint={t("skillLevels.positionHint")} />
      <div className="md:col-span-2">
        <ColorField
          id={fields.color.id}
          name={fields.color.name}
          label={t("skillLevels.fields.color")}
          value={typeof fields.color.initialValue === "string" ? fields.color.initialValue : defaults.color}
          stored={storedColor}
          chipText={(fields.name.value as string | undefined) ?? defaults.name}
          errors={fields.color.errors}
        />
      </div>
      <FormActions cancelTo="/list-skilllevel" />
    </Form>
  );
}
