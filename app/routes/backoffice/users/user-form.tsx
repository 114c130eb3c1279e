import { getFormProps, getInputProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";
import { ErrorList, Field, FormActions, FormErrors } from "~/components/forms";
import { useTranslation } from "~/i18n/translation";
import { createUserSchema, editUserSchema } from "./user-schema";

type UserFields = { name: string; email: string; role: string; active: boolean; eventIds: number[]; password: string; passwordConfirm: string };

type Props = {
  mode: "create" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: { name: string; email: string; role: "admin" | "event"; active: boolean; eventIds: number[] };
  events: { id: number; name: string; status: string }[];
};

/** The add and edit form of a user; validates in the browser with the action's own schema. */
export function UserForm({ mode, lastResult, defaults, events }: Props) {
  const { t } = useTranslation();
  const schema = mode === "create" ? createUserSchema : editUserSchema;
  const [form, fields] = useForm<UserFields>({
    id: `user-${mode}`,
    lastResult,
    defaultValue: defaults ?? { role: "event", active: true, eventIds: [] },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schema as typeof editUserSchema }) as Submission<UserFields>,
  });
  const [role, setRole] = useState(defaults?.role ?? "event");
  const chosen = new Set([fields.eventIds.initialValue ?? []].flat().map(Number));

  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-5 md:grid-cols-2">
      <FormErrors form={form} />
      <Field label={t("users.fields.name")} inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name" }} errors={fields.name.errors} />
      <Field label={t("users.fields.email")} inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "off" }} errors={fields.email.errors} />
      <div>
        <label htmlFor={fields.role.id} className="form-label">
          {t("users.fields.role")}
        </label>
        <select
          id={fields.role.id}
          name={fields.role.name}
          defaultValue={fields.role.initialValue as string}
          onChange={(event) => setRole(event.currentTarget.value as "admin" | "event")}
          className="form-input"
          aria-invalid={fields.role.errors ? true : undefined}
          aria-describedby={fields.role.errors ? fields.role.errorId : undefined}
        >
          <option value="event">{t("roles.event")}</option>
          <option value="admin">{t("roles.admin")}</option>
        </select>
        <ErrorList id={fields.role.errorId} errors={fields.role.errors} />
      </div>
      <div className="flex flex-col justify-end">
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input {...getInputProps(fields.active, { type: "checkbox" })} className="size-5 accent-primary" />
          {t("users.fields.active")}
        </label>
        <ErrorList id={fields.active.errorId} errors={fields.active.errors} />
      </div>
      <fieldset className="md:col-span-2" hidden={role === "admin"}>
        <legend className="form-label">{t("users.fields.events")}</legend>
        <p className="mb-2 text-xs text-muted">{t("users.eventsHint")}</p>
        {events.length === 0 ? (
          <p className="text-muted">{t("users.noEvents")}</p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2">
            {events.map((event) => (
              <li key={event.id}>
                <label className="flex min-h-11 items-center gap-3 rounded px-2 hover:bg-black/5 dark:hover:bg-white/5">
                  <input type="checkbox" name={fields.eventIds.name} value={event.id} defaultChecked={chosen.has(event.id)} className="size-5 accent-primary" />
                  <span>{event.name}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <Field
        label={t(mode === "create" ? "users.fields.password" : "users.fields.newPassword")}
        hint={t(mode === "create" ? "users.passwordHint" : "users.newPasswordHint")}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        errors={fields.password.errors}
      />
      <Field
        label={t("users.fields.passwordConfirm")}
        inputProps={{ ...getInputProps(fields.passwordConfirm, { type: "password" }), autoComplete: "new-password" }}
        errors={fields.passwordConfirm.errors}
      />
      <FormActions cancelTo="/list-user" />
    </Form>
  );
}
