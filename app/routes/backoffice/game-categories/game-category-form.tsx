import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { genders } from "#drizzle/schema";
import { ErrorList, Field } from "~/components/forms";
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

function Select({ field, label, children }: { field: Parameters<typeof getSelectProps>[0]; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className="form-label">
        {label}
      </label>
      <select {...getSelectProps(field)} className="form-input" aria-describedby={field.errors ? field.errorId : undefined}>
        {children}
      </select>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The add and edit form of a game category. */
export function GameCategoryForm({ mode, lastResult, defaults, gameTypes, skillLevels }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
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
      {form.errors?.length ? (
        <div className="md:col-span-2">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
      ) : null}
      <Select field={fields.gameTypeId} label={t("gameCategories.fields.gameType")}>
        {choose}
        {gameTypes.map((gameType) => (
          <option key={gameType.id} value={gameType.id}>
            {gameType.active ? gameType.name : `${gameType.name} (${t("gameTypes.inactive")})`}
          </option>
        ))}
      </Select>
      <Select field={fields.skillLevelId} label={t("gameCategories.fields.skillLevel")}>
        {choose}
        {skillLevels.map((level) => (
          <option key={level.id} value={level.id}>
            {level.name}
          </option>
        ))}
      </Select>
      <Select field={fields.gender} label={t("gameCategories.fields.gender")}>
        {choose}
        {genders.map((gender) => (
          <option key={gender} value={gender}>
            {t(`gameCategories.genders.${gender}`)}
          </option>
        ))}
      </Select>
      <Field
        label={t("gameCategories.fields.name")}
        hint={t("gameCategories.nameHint")}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
        errors={fields.name.errors}
      />
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
          {t("common.save")}
        </button>
        <Link to="/list-gamecategories" className="btn btn-ghost">
          {t("common.cancel")}
        </Link>
      </div>
    </Form>
  );
}
