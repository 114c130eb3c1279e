import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { authenticate } from "~/auth/login.server";
import { loginSchema } from "~/auth/login-schema";
import { homeFor, safeRedirect, signIn } from "~/auth/session.server";
import { Field, useErrorText } from "~/components/forms";
import { requestMetaContext } from "~/context";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { titled } from "~/utils/meta";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

// A refusal's Retry-After reaches the page's response too, not only its data.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { title: translator(context)("auth.login.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const outcome = await authenticate({ ...submission.value, ip: context.get(requestMetaContext).ip });
  if (!outcome.ok) {
    const error = outcome.reason === "throttled" ? `auth.login.throttled?minutes=${Math.ceil(outcome.retryAfter / 60)}` : "auth.login.invalidCredentials";
    return data(
      { result: submission.reply({ formErrors: [error], hideFields: ["password"] }) },
      { status: outcome.reason === "throttled" ? 429 : 401, headers: outcome.reason === "throttled" ? { "Retry-After": String(outcome.retryAfter) } : undefined },
    );
  }
  return signIn(request, context, outcome.user, safeRedirect(submission.value.redirectTo, homeFor(outcome.user)));
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/") === true;
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });

  return (
    <>
      <h1 className="text-2xl font-extrabold text-primary">{t("auth.login.heading")}</h1>
      <p className="mt-1 mb-7 text-muted dark:text-[#888ea8]">{t("auth.login.subtitle")}</p>
      {form.errors?.length ? (
        <div role="alert" id={form.errorId} className="mb-5 rounded-md border border-danger/30 bg-danger/10 px-4 py-3 text-danger">
          <p className="font-bold">{t("auth.login.failed")}</p>
          <p>{errorText(form.errors[0]!)}</p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <Field
          label={t("auth.login.email")}
          inputProps={{
            ...getInputProps(fields.email, { type: "email" }),
            autoComplete: "email",
            placeholder: t("auth.login.emailPlaceholder"),
          }}
          errors={fields.email.errors}
        />
        <Field
          label={t("auth.login.password")}
          inputProps={{
            ...getInputProps(fields.password, { type: "password" }),
            autoComplete: "current-password",
            placeholder: t("auth.login.passwordPlaceholder"),
          }}
          errors={fields.password.errors}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
          {submitting ? t("auth.login.submitting") : t("auth.login.submit")}
        </button>
      </Form>
      <div className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        <Link to="/auth/boxed-password-reset" className="font-semibold text-primary hover:underline dark:text-[#8fa3f7]">
          {t("auth.login.forgotPassword")}
        </Link>
        <Link to="/" className="text-muted hover:underline dark:text-[#aeb4cc]">
          {t("auth.login.toPublicSite")}
        </Link>
      </div>
    </>
  );
}
