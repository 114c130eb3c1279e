import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Field, FormActions, FormErrors } from "~/components/forms";
import { SearchableSelect, type SelectOption } from "~/components/searchable-select";
import { useTranslation } from "~/i18n/translation";
import type { RegionEntity } from "~/models/regions/region.server";
import { regionCodeFormats, regionParents, regionSchema } from "./region-schema";

type Props = {
  entity: RegionEntity;
  mode: "add" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaults: { code: string; name: string; parentId: string; postalCode: string };
  /** The parent select's options (the current parent and the matches of `parentQ`); null for provinces. */
  parentChoices: { options: SelectOption[]; truncated: boolean } | null;
  parentQ: string;
  /** The parent chosen in a refused submission, so the select still offers it. */
  parentOption?: SelectOption | null;
};

/** The add and edit form of every region level; validates in the browser with the action's own schema. */
export function RegionForm({ entity, mode, lastResult, defaults, parentChoices, parentQ, parentOption }: Props) {
  const { t } = useTranslation();
  const parent = regionParents[entity];
  const [form, fields] = useForm({
    id: `${entity}-${mode}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: regionSchema(entity) }),
  });
  const options = [...(parentChoices?.options ?? [])];
  if (parentOption && !options.some((o) => o.value === parentOption.value)) options.unshift(parentOption);
  const { format, example } = regionCodeFormats[entity];

  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-5 md:grid-cols-2">
      {/* Enter in a field saves: the first submit button is the form's default, not the parent search's. */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
      <FormErrors form={form} />
      {parent ? (
        <div className="md:col-span-2">
          <SearchableSelect
            id={fields.parentId.id}
            name={fields.parentId.name}
            label={t(`regions.parentLabel.${entity}`)}
            value={(fields.parentId.initialValue as string | undefined) || null}
            options={options}
            truncated={parentChoices?.truncated}
            searchName="parentQ"
            searchValue={parentQ}
            source={`/options/regions?level=${parent}`}
            errors={fields.parentId.errors}
          />
        </div>
      ) : null}
      <Field
        label={t("regions.columns.code")}
        hint={t(`regions.codeHint.${entity}`, { format, example })}
        inputProps={{ ...getInputProps(fields.code, { type: "text" }), autoComplete: "off", spellCheck: false }}
        errors={fields.code.errors}
      />
      <Field
        label={t("regions.columns.name")}
        hint={entity === "province" || entity === "city" ? t("regions.nameUpperHint") : undefined}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }}
        errors={fields.name.errors}
      />
      {entity === "subdistrict" ? (
        <Field
          label={t("regions.columns.postalCode")}
          hint={t("regions.postalCodeHint")}
          inputProps={{ ...getInputProps(fields.postalCode, { type: "text" }), autoComplete: "postal-code", inputMode: "numeric", maxLength: 5 }}
          errors={fields.postalCode.errors}
        />
      ) : null}
      <FormActions cancelTo={`/list-${entity}`} />
    </Form>
  );
}
