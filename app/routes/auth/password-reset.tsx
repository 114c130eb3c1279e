import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { requestPasswordReset } from "~/auth/password-reset.server";
import { Field, useErrorText } from "~/components/forms";
import { requestMetaContext } from "~/context";
import { translator } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/translation";
import { mailDelivered, mailOrigin } from "~/utils/mail.server";
import { titled } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/password-reset";

const resetRequestSchema = z.object({
  email: z
    .string({ error: "validation.required" })
    .trim()
    .max(254, { error: "validation.tooLong?max=254" })
    .pipe(z.email({ error: "validation.email" })),
});

export const meta: Route.MetaFunction = ({ loaderData }) => titled(loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  return { title: translator(context)("auth.reset.title"), sent: new URL(request.url).searchParams.has("sent"), mailReady: mailDelivered() };
}

/** Known or unknown e-mail, the answer is the same: "if it is registered, a link is on its way". */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translator(context);
  const submission = parseWithZod(await request.formData(), { schema: resetRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await requestPasswordReset({
    email: submission.value.email,
    ip: context.get(requestMetaContext).ip,
    origin: mailOrigin(),
    t,
  });
  if (!outcome.ok && "noMail" in outcome) return data({ result: submission.reply({ formErrors: ["auth.reset.noMailBody"] }) }, { status: 503 });
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [`auth.reset.throttled?minutes=${Math.ceil(outcome.retryAfter / 60)}`] }) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
    );
  }
  const page = new URL(request.url).pathname.replace(/\.data$/, "");
  return redirectWithToast(`${page}?sent=1`, { type: "success", message: t("auth.reset.sentToast") });
}

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "password-reset",
    lastResult: actionData?.result,
    // Checked on submit, then while typing: an error shown on blur would move the button from under the pointer.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetRequestSchema }),
  });

  if (!loaderData.mailReady) {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-primary-dark dark:text-[#8fa3f7]">{t("auth.reset.noMailHeading")}</h1>
        <p className="mt-3 text-muted dark:text-[#aeb4cc]">{t("auth.reset.noMailBody")}</p>
        <div className="mt-7 grid gap-3">
          <Link to="/auth/login" className="btn btn-primary w-full">
            {t("auth.reset.backToLogin")}
          </Link>
        </div>
      </>
    );
  }

  if (loaderData.sent) {
    return (
      <>
        <h1 className="text-2xl font-extrabold text-primary-dark dark:text-[#8fa3f7]">{t("auth.reset.sentHeading")}</h1>
        <p className="mt-3 text-muted dark:text-[#aeb4cc]">{t("auth.reset.sentBody")}</p>
        <div className="mt-7 grid gap-3">
          <Link to="/auth/login" className="btn btn-primary w-full">
            {t("auth.reset.backToLogin")}
          </Link>
          <Link to="." className="btn btn-ghost w-full">
            {t("auth.reset.sendAgain")}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <h1 className="text-2xl font-extrabold text-primary-dark dark:text-[#8fa3f7]">{t("auth.reset.heading")}</h1>
      <p className="mt-1 mb-7 text-muted dark:text-[#aeb4cc]">{t("auth.reset.subtitle")}</p>
      {form.errors?.length ? (
        <p role="alert" id={form.errorId} className="mb-5 rounded-md border border-danger/30 bg-danger/10 px-4 py-3 font-semibold text-[#a52a32] dark:text-[#ff8a91]">
          {errorText(form.errors[0]!)}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <Field
          label={t("auth.reset.email")}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", placeholder: t("auth.login.emailPlaceholder") }}
          errors={fields.email.errors}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? t("auth.reset.sending") : t("auth.reset.submit")}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/auth/login" className="font-semibold text-primary-dark hover:underline dark:text-[#8fa3f7]">
          {t("auth.reset.backToLogin")}
        </Link>
      </p>
    </>
  );
}
