import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { confirmationMatches, passwordRules } from "~/auth/password-policy";
import { completePasswordReset } from "~/auth/password-reset.server";
import { useEmptyPasswordsAfter } from "~/components/backoffice/hooks";
import { Field, useErrorText } from "~/components/forms";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { findUsablePasswordReset } from "~/models/accounts/password-reset.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/reset-password";

const newPasswordSchema = z
  .object({
    token: z.string({ error: "auth.newPassword.invalidLink" }).max(200, { error: "auth.newPassword.invalidLink" }),
    password: passwordRules,
    confirmPassword: z.string({ error: "validation.required" }),
  })
  .superRefine(confirmationMatches());

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

/** Opening the link only looks the token up; it is used by the post that sets the password. */
export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return {
    title: translator(context)("auth.newPassword.title"),
    token,
    valid: token.length > 0 && token.length <= 200 && findUsablePasswordReset(token) !== null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: newPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const done = await completePasswordReset(submission.value.token, submission.value.password);
  if (!done) {
    return data({ result: submission.reply({ formErrors: ["auth.newPassword.invalidLink"], hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  return redirectWithToast("/auth/login", { type: "success", message: translator(context)("auth.newPassword.done") });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "new-password",
    lastResult: actionData?.result,
    // Checked on submit, then while typing: an error shown on blur would move the button from under the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newPasswordSchema }),
  });
  useEmptyPasswordsAfter(form.id, actionData?.result);

  // After a refused post the form stays, with its errors (the token's own included).
  if (!loaderData.valid && !actionData) {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-primary-dark dark:text-[#8fa3f7]">{t("auth.newPassword.invalidHeading")}</h1>
        <p className="mt-3 text-muted dark:text-[#aeb4cc]">{t("auth.newPassword.invalidBody")}</p>
        <div className="mt-7 grid gap-3">
          <Link to="/auth/boxed-password-reset" className="btn btn-primary w-full">
            {t("auth.newPassword.requestNew")}
          </Link>
          <Link to="/auth/login" className="btn btn-ghost w-full">
            {t("auth.reset.backToLogin")}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-extrabold text-primary-dark dark:text-[#8fa3f7]">{t("auth.newPassword.heading")}</h1>
      <p className="mt-1 mb-7 text-muted dark:text-[#aeb4cc]">{t("auth.newPassword.subtitle")}</p>
      {form.errors?.length ? (
        <div role="alert" id={form.errorId} className="mb-5 rounded-md border border-danger/30 bg-danger/10 px-4 py-3 text-[#a52a32] dark:text-[#ff8a91]">
          <p className="font-semibold">{errorText(form.errors[0]!)}</p>
          <Link to="/auth/boxed-password-reset" className="font-semibold underline">
            {t("auth.newPassword.requestNew")}
          </Link>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label={t("auth.newPassword.password")}
          hint={t("auth.password.rules")}
          inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.password.errors}
        />
        <Field
          label={t("auth.newPassword.confirm")}
          inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
          errors={fields.confirmPassword.errors}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? t("auth.newPassword.saving") : t("auth.newPassword.submit")}
        </button>
      </Form>
    </>
  );
}
