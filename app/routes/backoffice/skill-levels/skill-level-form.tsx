import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { ColorField } from "~/components/color-field";
import { ErrorList, Field } from "~/components/forms";
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
  const navigation = useNavigation();
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
      {form.errors?.length ? (
        <div className="md:col-span-2">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
      ) : null}
      <Field label={t("skillLevels.fields.name")} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }} errors={fields.name.errors} />
      <Field
        label={t("skillLevels.fields.position")}
        hint={t("skillLevels.positionHint")}
        inputProps={{ ...getInputProps(fields.position, { type: "number" }), inputMode: "numeric" }}
        errors={fields.position.errors}
      />
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
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
          {t("common.save")}
        </button>
        <Link to="/list-skilllevel" className="btn btn-ghost">
          {t("common.cancel")}
        </Link>
      </div>
    </Form>
  );
}
