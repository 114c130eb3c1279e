import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { ErrorList, Field } from "~/components/forms";
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
  const navigation = useNavigation();
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
      {form.errors?.length ? (
        <div className="md:col-span-2">
          <ErrorList id={form.errorId} errors={form.errors} />
        </div>
      ) : null}
      <Field label={t("statistics.fields.name")} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "off" }} errors={fields.name.errors} />
      <Field
        label={t("statistics.fields.key")}
        hint={t("statistics.keyHint")}
        inputProps={{ ...getInputProps(fields.key, { type: "text" }), autoComplete: "off", spellCheck: false }}
        errors={fields.key.errors}
      />
      <div>
        <label htmlFor={fields.gameTypeId.id} className="form-label">
          {t("statistics.fields.gameType")}
        </label>
        <select {...getSelectProps(fields.gameTypeId)} className="form-input" aria-describedby={fields.gameTypeId.errors ? fields.gameTypeId.errorId : undefined}>
          <option value="">{t("statistics.everyGameType")}</option>
          {gameTypes.map((gameType) => (
            <option key={gameType.id} value={gameType.id}>
              {gameType.active ? gameType.name : `${gameType.name} (${t("gameTypes.inactive")})`}
            </option>
          ))}
        </select>
        <ErrorList id={fields.gameTypeId.errorId} errors={fields.gameTypeId.errors} />
      </div>
      <Field
        label={t("statistics.fields.sortOrder")}
        hint={t("statistics.sortOrderHint")}
        inputProps={{ ...getInputProps(fields.sortOrder, { type: "number" }), inputMode: "numeric" }}
        errors={fields.sortOrder.errors}
      />
      <div className="flex gap-3 md:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
          {t("common.save")}
        </button>
        <Link to="/list-match-statistics" className="btn btn-ghost">
          {t("common.cancel")}
        </Link>
      </div>
    </Form>
  );
}
