import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { genders } from "#drizzle/schema";
import { FormActions, FormErrors, SelectField, TextField } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { gameCategorySchema } from "./game-category-schema";

type Choice = { id: number; name: string };

type Props = {
  mode: "add" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaults: { gameTypeId: string; skillLevelId: string; gender: string; name: string };
  gameTypes: (Choice & { active: boolean })[];
  skillLevels: Choice[];
};

/** The add and edit form of a game category. */
export function GameCategoryForm({ mode, lastResult, defaults, gameTypes, skillLevels }: Props) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `gamecategory-${mode}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: gameCategorySchema }),
  });
  const choose = <option value="">{t("masterData.select.choose")}</option>;
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-5 md:grid-cols-2">
      <FormErrors form={form} />
      <SelectField field={fields.gameTypeId} label={t("gameCategories.fields.gameType")}>
        {choose}
        {gameTypes.map((gameType) => (
          <option key={gameType.id} value={gameType.id}>
            {gameType.active ? gameType.name : `${gameType.name} (${t("gameTypes.inactive")})`}
          </option>
        ))}
      </SelectField>
      <SelectField field={fields.skillLevelId} label={t("gameCategories.fields.skillLevel")}>
        {choose}
        {skillLevels.map((level) => (
          <option key={level.id} value={level.id}>
            {level.name}
          </option>
        ))}
      </SelectField>
      <SelectField field={fields.gender} label={t("gameCategories.fields.gender")}>
        {choose}
        {genders.map((gender) => (
          <option key={gender} value={gender}>
            {t(`gameCategories.genders.${gender}`)}
          </option>
        ))}
      </SelectField>
      <TextField field={fields.name} label={t("gameCategories.fields.name")} hint={t("gameCategories.nameHint")} />
      <FormActions cancelTo="/list-gamecategories" />
    </Form>
  );
}
